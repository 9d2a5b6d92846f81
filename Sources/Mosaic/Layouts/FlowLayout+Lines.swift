// The flow layout's lines: how many items a line takes, how deep it is,
// and where each of its items goes (the rules are in FlowLayout's comment).

extension FlowLayout {
    /// Lays out `section`'s items from line `fromLine` on and sets where the
    /// section's items and the section end; `record`'s ``FlowSectionRecord/uniformSize``
    /// says which path its lines take.
    ///
    /// - Precondition: `fromLine` is a line of `record` (or 0).
    /// - Complexity: O(k) for the k items from that line on.
    mutating func layOutLines(
        _ section: Int, of record: inout FlowSectionRecord, fromLine: Int, _ m: FlowMetrics, sizer: FlowItemSizer, cache: inout LayoutCache
    ) {
        let linesEnd: Double
        if let size = record.uniformSize {
            record.lines = []
            linesEnd = layOutUniformLines(section, from: fromLine, size: size, itemsStart: record.itemsStart, m, cache: &cache)
        } else {
            linesEnd = layOutLinesOfSizes(section, of: &record, fromLine: fromLine, m, sizer: sizer, cache: &cache)
        }
        let itemsEnd = record.itemsStart + linesEnd + m.mainEnd
        record.extent = SectionExtent(start: record.extent.start, itemsEnd: itemsEnd, end: itemsEnd + m.footer)
    }

    /// The lines of a section whose items are all `size`: every line, the
    /// last included, placed as a full line (UIKit's fixed-size path; see
    /// PSTCollectionView's PSTCollectionViewFlowLayout.m, which reuses the
    /// first row's rectangles for every row).
    ///
    /// - Returns: the end of the last line, from the first line's start.
    private func layOutUniformLines(
        _ section: Int, from fromLine: Int, size: Size, itemsStart: Double, _ m: FlowMetrics, cache: inout LayoutCache
    ) -> Double {
        let count = cache.numberOfItems(inSection: section)
        let across = m.cross(size), along = m.main(size)
        let perLine = m.perLine(itemCross: across)
        let lines = (count + perLine - 1) / perLine
        // Where column 0 goes and the step from column to column, in a full line.
        // A line that holds any number has no full line to copy: its gaps are
        // the limit of the spread's, interitemSpacing (both 0 there).
        var origin = m.crossStart, step = across + m.interitemSpacing
        if m.alignment == .justified {
            if perLine == 1 {
                origin += m.offset(toCentre: across)
            } else if perLine < FlowMetrics.unboundedLine {
                step = across + (m.available - Double(perLine) * across) / Double(perLine - 1)
            }
        }
        let first = Swift.min(fromLine * perLine, count)
        var slot = cache.slot(ofSection: section) + first
        for item in first..<count {
            let line = item / perLine, column = item % perLine
            var lineOrigin = origin
            if m.alignment == .center {
                let inLine = line == lines - 1 ? count - line * perLine : perLine
                lineOrigin += m.offset(toCentre: Double(inLine) * across + Double(inLine - 1) * m.interitemSpacing)
            }
            let main = itemsStart + Double(line) * (along + m.lineSpacing)
            cache.setCell(frame: m.rect(main: main, cross: lineOrigin + Double(column) * step, size: size), slot: slot)
            slot += 1
        }
        return lines == 0 ? 0 : Double(lines) * along + Double(lines - 1) * m.lineSpacing
    }

    /// The lines of a section whose items differ (UIKit's per-item path):
    /// each line as many items as fit, each item centred on the line's
    /// centre line; `justified` spreads every line but the last, whose items
    /// keep `interitemSpacing` from the leading edge.
    ///
    /// - Returns: the end of the last line, from the first line's start.
    private mutating func layOutLinesOfSizes(
        _ section: Int, of record: inout FlowSectionRecord, fromLine: Int, _ m: FlowMetrics, sizer: FlowItemSizer, cache: inout LayoutCache
    ) -> Double {
        precondition(fromLine < record.lines.count || fromLine == 0, "line \(fromLine) is not a line of section \(section)")
        let count = cache.numberOfItems(inSection: section)
        var item = 0, offset = 0.0
        if fromLine < record.lines.count {
            item = record.lines[fromLine].first
            offset = record.lines[fromLine].offset
        }
        record.lines.removeSubrange(Swift.min(fromLine, record.lines.count)...)
        let available = m.available, spacing = m.interitemSpacing
        let firstSlot = cache.slot(ofSection: section)
        var sizes = lineScratch
        defer { lineScratch = sizes }
        while item < count {
            // Take items while the next fits, with the spacing before it (the first always).
            sizes.removeAll(keepingCapacity: true)
            var used = 0.0, sum = 0.0, depth = 0.0
            while item + sizes.count < count {
                let size = sizer.size(of: item + sizes.count)
                let across = m.cross(size)
                if !sizes.isEmpty && !m.fits(used + spacing + across) { break }
                used += (sizes.isEmpty ? 0 : spacing) + across
                sum += across
                depth = Swift.max(depth, m.main(size))
                sizes.append(size)
            }
            let isLast = item + sizes.count == count
            var position = m.crossStart, gap = spacing
            switch m.alignment {
            case .leading:
                break
            case .center:
                position += m.offset(toCentre: used)
            case .justified where isLast:
                break  // UIKit's non-uniform last line: from the leading edge
            case .justified:
                if sizes.count == 1 {
                    position += m.offset(toCentre: used)
                } else {
                    gap = (available - sum) / Double(sizes.count - 1)
                }
            }
            let lineStart = record.itemsStart + offset
            for (index, size) in sizes.enumerated() {
                let main = lineStart + (depth - m.main(size)) / 2
                cache.setCell(frame: m.rect(main: main, cross: position, size: size), slot: firstSlot + item + index)
                position += m.cross(size) + gap
            }
            record.lines.append(FlowLine(first: item, offset: offset, depth: depth))
            item += sizes.count
            offset += depth + m.lineSpacing
        }
        return record.lines.last.map { $0.offset + $0.depth } ?? 0
    }
}
