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
    static func layer(_ category: ElementCategory) -> Int {
        switch category {
        case .decoration: 0
        case .cell: 1
        case .supplementary: 2
        }
    }
}

extension DrawingOrder {
    /// How to visit a snapshot's elements bottom to top without an array of
    /// them: one pass over the elements per drawing level (`zIndex`, then
    /// category layer) when there are few levels, as in most layouts;
    /// otherwise the codes of the elements sorted once (32 bytes per element
    /// while sorting, 8 after).
    struct Plan {
        /// The levels, ascending, each visited by one pass; or `nil` when
        /// `sortedCodes` holds the order.
        private var levels: [Level]?
        private var sortedCodes: [Int] = []

        /// A drawing level: elements of one `zIndex` and one layer.
        private struct Level: Hashable, Comparable {
            var zIndex: Int
            var layer: Int

            static func < (a: Level, b: Level) -> Bool {
                a.zIndex != b.zIndex ? a.zIndex < b.zIndex : a.layer < b.layer
            }
        }

        /// The plan for `elements`, with one pass per level for at most `maximumPasses` levels.
        ///
        /// - Complexity: O(n) with few levels, O(n log n) otherwise.
        init(_ elements: SnapshotElements, maximumPasses: Int) {
            var found = Set<Level>()
            var iterator = elements.makeIterator()
            while let element = iterator.next() {
                found.insert(Level(zIndex: element.zIndex, layer: DrawingOrder.layer(element.category)))
                if found.count > maximumPasses { break }
            }
            if found.count <= maximumPasses {
                levels = found.sorted()
                return
            }
            var records: [(zIndex: Int, layer: Int, position: Int, code: Int)] = []
            records.reserveCapacity(elements.count)
            iterator = elements.makeIterator()
            while let element = iterator.next() {
                records.append((element.zIndex, DrawingOrder.layer(element.category), records.count, iterator.code))
            }
            records.sort { a, b in
                if a.zIndex != b.zIndex { return a.zIndex < b.zIndex }
                return a.layer != b.layer ? a.layer < b.layer : a.position < b.position
            }
            sortedCodes = records.map(\.code)
        }

        /// Calls `body` with each element that `include` accepts, bottom to
        /// top: the order of ``DrawingOrder/sorted(_:of:)``.
        func forEach(
            _ elements: SnapshotElements, where include: (LayoutAttributes) -> Bool = { _ in true },
            _ body: (LayoutAttributes) -> Void
        ) {
            guard let levels else {
                for code in sortedCodes {
                    let element = elements.element(code: code)
                    if include(element) { body(element) }
                }
                return
            }
            for level in levels {
                var iterator = elements.makeIterator()
                while let element = iterator.next() {
                    if element.zIndex == level.zIndex, DrawingOrder.layer(element.category) == level.layer, include(element) {
                        body(element)
                    }
                }
            }
        }
    }
}
