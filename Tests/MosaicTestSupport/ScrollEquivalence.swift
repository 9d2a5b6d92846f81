package import Mosaic

// The check every scroll-reactive layout's tests make: the engine's visible
// path (ScrollReactiveLayout) answers every query as the same layout
// prepared whole at the same offset (WholePrepare). Shared by the core's,
// the Lua plugins' and the compositional handlers' tests; it returns what
// differs, so that it needs no test framework (the fuzzers link this target).

/// What differs between two engines' answers at one offset.
package enum ScrollEquivalence {
    /// Scrolls `split` and `whole` to `offset` and compares their answers:
    /// the content size, rect queries (the visible bounds, the bounds grown
    /// by 300, random rects around them, empty and huge ones), the visible
    /// elements, every element, random items by index path, and the target
    /// offset of a random proposal.
    ///
    /// - Returns: one line per answer that differs; empty when they agree.
    /// - Throws: what either engine throws.
    package static func differences(
        _ split: LayoutEngine, _ whole: LayoutEngine, offset: Point, random: inout SplitMix64
    ) throws -> [String] {
        try split.setContentOffset(offset)
        try whole.setContentOffset(offset)
        var found: [String] = []
        let size = try split.contentSize()
        if size != (try whole.contentSize()) { found.append("content size at \(offset): \(size) vs \(try whole.contentSize())") }
        let bounds = split.environment.bounds
        var rects = [
            bounds, Rect(x: bounds.minX - 300, y: bounds.minY - 300, width: bounds.width + 600, height: bounds.height + 600),
            Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0),
            Rect(x: -1e12, y: -1e12, width: 3e12, height: 3e12),
        ]
        for _ in 0..<8 {
            rects.append(Rect(
                x: bounds.minX + random.nextDouble(in: -800...800), y: bounds.minY + random.nextDouble(in: -800...800),
                width: random.nextDouble(in: 0...600), height: random.nextDouble(in: 0...600)))
        }
        for rect in rects {
            let a = try split.layoutAttributesForElements(in: rect), b = try whole.layoutAttributesForElements(in: rect)
            if a != b { found.append("rect \(rect) at offset \(offset): \(a.count) vs \(b.count) elements\(firstDifference(a, b))") }
        }
        if try split.visibleElements() != whole.visibleElements() { found.append("visible elements at offset \(offset)") }
        let all = try split.allElements(), wholeAll = try whole.allElements()
        if all != wholeAll { found.append("every element at offset \(offset)\(firstDifference(all, wholeAll))") }
        let counts = split.dataSource.itemCounts
        let filled = counts.indices.filter { counts[$0] > 0 }
        for _ in 0..<5 where !filled.isEmpty {
            let section = filled[Int(random.next() % UInt64(filled.count))]
            let indexPath = ItemPath(item: Int(random.next() % UInt64(counts[section])), section: section)
            if try split.layoutAttributesForItem(at: indexPath) != whole.layoutAttributesForItem(at: indexPath) {
                found.append("\(indexPath) at offset \(offset)")
            }
        }
        let proposed = Point(x: random.nextDouble(in: -100...5000), y: 0)
        if try split.targetContentOffset(proposed: proposed) != whole.targetContentOffset(proposed: proposed) {
            found.append("target offset of \(proposed) at offset \(offset)")
        }
        return found
    }

    /// `: first at i: A vs B`, or nothing when one list is a prefix of the other.
    private static func firstDifference(_ a: [LayoutAttributes], _ b: [LayoutAttributes]) -> String {
        guard let index = a.indices.first(where: { $0 < b.count && a[$0] != b[$0] }) else { return "" }
        return "; first at \(index): \(a[index]) vs \(b[index])"
    }

    /// ``differences(_:_:offset:random:)`` at `rounds` random offsets, from
    /// 100 points before the content to 100 points past it on both axes.
    package static func randomOffsetDifferences(
        _ split: LayoutEngine, _ whole: LayoutEngine, rounds: Int, random: inout SplitMix64
    ) throws -> [String] {
        let size = try split.contentSize()
        var found: [String] = []
        for _ in 0..<rounds {
            let offset = Point(x: random.nextDouble(in: -100...(size.width + 100)), y: random.nextDouble(in: -100...(size.height + 100)))
            found += try differences(split, whole, offset: offset, random: &random)
        }
        return found
    }

    /// Deletes one of section 0's `count` items and inserts one, at random
    /// places, on both engines, then compares what they animate over every
    /// element and over the visible bounds.
    ///
    /// - Returns: one line per run whose animated elements differ.
    /// - Throws: what either engine throws.
    package static func randomUpdateDifferences(
        _ split: LayoutEngine, _ whole: LayoutEngine, count: Int, random: inout SplitMix64
    ) throws -> [String] {
        let update = BatchUpdate(
            deleteItems: [ItemPath(item: Int(random.next() % UInt64(count)), section: 0)],
            insertItems: [ItemPath(item: Int(random.next() % UInt64(count)), section: 0)])
        var found: [String] = []
        for rect in [nil, split.environment.bounds] as [Rect?] {
            let a = try split.performBatchUpdates(update, in: rect), b = try whole.performBatchUpdates(update, in: rect)
            if a.elements != b.elements {
                found.append("batch update \(update.deleteItems) deleted, \(update.insertItems) inserted, rect \(rect.map { "\($0)" } ?? "none"): \(a.elements.count) vs \(b.elements.count) elements")
            }
        }
        return found
    }
}
