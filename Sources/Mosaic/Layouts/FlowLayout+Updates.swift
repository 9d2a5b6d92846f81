// The flow layout's partial prepares: items appended to the last section,
// and sizes self-sizing cells feed back.

extension FlowLayout {
    /// Lays out the items appended to `section` (the last) after its first
    /// `previousCount`, with the last line before them: a uniform section
    /// that stays uniform from its last line, one that stops being uniform
    /// from its start, any other from its last line.
    ///
    /// - Complexity: O(k + items per line) for k items; O(section) when the
    ///   section stops being uniform.
    mutating func appendItems(
        from previousCount: Int, section: Int, _ metrics: PerSection<FlowMetrics>, context: LayoutContext, cache: inout LayoutCache
    ) {
        let m = metrics[section]
        var record = sections.removeLast()
        let sizer = FlowItemSizer(section: section, m, context: context)
        let count = cache.numberOfItems(inSection: section)
        var fromLine = Swift.max(record.lines.count - 1, 0)
        if let size = record.uniformSize {
            let known: Size? = previousCount == 0 ? nil : size
            record.uniformSize = sizer.uniformSize(of: previousCount..<count, sameAs: known)
            if let now = record.uniformSize, previousCount > 0 {
                fromLine = previousCount / m.perLine(itemCross: m.cross(now))
            } else {
                fromLine = 0
            }
        }
        layOutLines(section, of: &record, fromLine: fromLine, m, sizer: sizer, cache: &cache)
        sections.append(record)
    }

    /// Lays out again what the preferred sizes of `changed` items move: each
    /// section from the line before its first changed item's (which that
    /// item may join once it shrinks; lines before it are unchanged), and
    /// moves every later cell and section by as much as the sections before grew.
    ///
    /// - Complexity: O(g + k + s) for g items from the changed lines to
    ///   their sections' ends, k cells after them and s sections.
    mutating func relayout(
        items changed: [ItemPath], _ metrics: PerSection<FlowMetrics>, context: LayoutContext, cache: inout LayoutCache
    ) {
        var firstChanged: [Int: Int] = [:]
        for indexPath in changed where indexPath.section < sections.count {
            firstChanged[indexPath.section] = Swift.min(firstChanged[indexPath.section] ?? indexPath.item, indexPath.item)
        }
        guard let firstSection = firstChanged.keys.min() else { return }
        var shift = 0.0
        for section in firstSection..<sections.count {
            let m = metrics[section]
            var record = sections[section]
            let slots = cache.slot(ofSection: section)..<(cache.slot(ofSection: section) + cache.numberOfItems(inSection: section))
            record.move(by: shift)
            guard let item = firstChanged[section] else {
                cache.translateCells(slots, by: delta(shift, m))
                sections[section] = record
                continue
            }
            let sizer = FlowItemSizer(section: section, m, context: context)
            var fromLine = 0
            if record.uniformSize != nil {
                record.uniformSize = sizer.uniformSize(count: slots.count)
            } else {
                // From the line before: an item that shrank may now fit at its end.
                fromLine = Swift.max(Self.line(containing: item, in: record.lines) - 1, 0)
            }
            let kept = record.lines.isEmpty ? 0 : record.lines[fromLine].first
            cache.translateCells(slots.lowerBound..<(slots.lowerBound + kept), by: delta(shift, m))
            let oldEnd = record.extent.end
            layOutLines(section, of: &record, fromLine: fromLine, m, sizer: sizer, cache: &cache)
            shift += record.extent.end - oldEnd
            sections[section] = record
        }
    }

    private func delta(_ shift: Double, _ m: FlowMetrics) -> Point {
        m.vertical ? Point(x: 0, y: shift) : Point(x: shift, y: 0)
    }

    /// The index of the line that holds `item`: the last line starting at or before it.
    ///
    /// - Complexity: O(log l) for l lines.
    static func line(containing item: Int, in lines: [FlowLine]) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].first <= item { low = middle } else { high = middle - 1 }
        }
        return Swift.max(low, 0)
    }
}
