extension LayoutCache {
    /// Calls `body` with every element whose visual frame meets `rect`, in
    /// no particular order (cells in the index's leaf order, then the other
    /// views), without collecting them.
    ///
    /// - Complexity: O(log n + k) for k elements.
    func forEachElement(in rect: Rect, _ body: (LayoutAttributes) -> Void) {
        let store = cells
        cellIndex.forEachCandidate(intersecting: rect, visualFrame: store.visualFrame(at:)) { slot in
            body(store.attributes(at: slot, category: .cell, kind: nil, indexPath: indexPath(ofSlot: slot)))
        }
        let views = supplementary
        supplementaryIndex.forEachCandidate(intersecting: rect, visualFrame: { views[$0].visualFrame }) { body(views[$0]) }
    }

    /// The first `limit` elements (in index-path order) whose visual frame
    /// meets `rect`, and how many meet it: ``elements(in:)`` with its memory
    /// bounded by `limit`, however large the rectangle.
    ///
    /// - Precondition: `limit >= 0`.
    /// - Complexity: O(log n + k log limit) for k elements meeting `rect`
    ///   (O(log n + k) when the index is in slot order); O(limit) memory.
    func elements(in rect: Rect, limit: Int) -> CappedElements {
        let store = cells
        var cellSlots = SmallestElements<Int>(limit: limit, by: <)
        cellIndex.forEachCandidate(intersecting: rect, visualFrame: store.visualFrame(at:)) { cellSlots.offer($0) }
        let views = supplementary
        var viewPositions = SmallestElements<Int>(limit: limit) { LayoutAttributes.precedes(views[$0], views[$1]) }
        supplementaryIndex.forEachCandidate(intersecting: rect, visualFrame: { views[$0].visualFrame }) { viewPositions.offer($0) }
        let found = cellSlots.sorted().map { store.attributes(at: $0, category: .cell, kind: nil, indexPath: indexPath(ofSlot: $0)) }
        let merged = Self.merge(found, viewPositions.sorted().map { views[$0] })
        return CappedElements(elements: Array(merged.prefix(limit)), total: cellSlots.offered + viewPositions.offered)
    }
}
