/// The order the drawings (SVG, text preview) stack elements in, bottom to
/// top: by `zIndex`; at equal `zIndex`, decoration views (section
/// backgrounds) beneath cells and supplementary views (headers, footers)
/// above them, as a collection view shows them; then in the snapshot's
/// (index-path) order.
enum DrawingOrder {
    /// `positions` of `elements`, bottom to top.
    ///
    /// - Complexity: O(k log k) for k positions.
    static func sorted(_ positions: some Sequence<Int>, of elements: [LayoutAttributes]) -> [Int] {
        positions.sorted { a, b in
            let first = elements[a], second = elements[b]
            if first.zIndex != second.zIndex { return first.zIndex < second.zIndex }
            let firstLayer = layer(first.category), secondLayer = layer(second.category)
            return firstLayer != secondLayer ? firstLayer < secondLayer : a < b
        }
    }

    /// Where a category goes among elements of the same `zIndex`.
    private static func layer(_ category: ElementCategory) -> Int {
        switch category {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }
}
