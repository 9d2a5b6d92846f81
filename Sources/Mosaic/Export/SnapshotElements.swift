/// The elements of a ``LayoutSnapshot``: an array, or a prepared cache read
/// in place.
///
/// A snapshot of a whole engine keeps the engine's cache (a copy-on-write
/// value, so taking it copies nothing, and it stays as it was if the engine
/// changes later) and makes each element's ``LayoutAttributes`` only when an
/// exporter reads it: exporting ten million cells costs no memory per
/// element. Hand-made and queried snapshots hold an array.
///
/// Each element also has a *code*, for reading it again out of order (the
/// drawings sort by `zIndex`): its position in an array; for a cache, its
/// cell's slot, or `~p` for the supplementary or decoration view at
/// position p of the cache's list.
enum SnapshotElements: Sendable {
    /// Elements in index-path order.
    case array([LayoutAttributes])
    /// Every element of a prepared cache, in index-path order; `order`
    /// holds the positions of its supplementary and decoration views,
    /// sorted by ``LayoutAttributes/precedes(_:_:)``, `count` the
    /// number of elements, and `scale` the display scale each element's
    /// frame is rounded to as it is read (``PixelRounding``), if any.
    /// With `query`, only the elements whose visual frame meets it (a
    /// query too large to collect, read in place all the same).
    case cache(LayoutCache, order: [Int], count: Int, scale: Double?, query: Rect?)

    /// Every element of `cache`, read in place, each frame rounded to the
    /// pixels of a display of `scale` when one is given, as the engine's
    /// answers are.
    ///
    /// - Complexity: O(n/64 + m log m) for n cells and m other views.
    init(cache: LayoutCache, scale: Double? = nil) {
        let order = cache.supplementary.indices.sorted {
            LayoutAttributes.precedes(cache.supplementary[$0], cache.supplementary[$1])
        }
        var placed = 0
        let words = cache.cells.placed.words, cells = cache.cells.count
        for (index, word) in words.enumerated() where index * 64 < cells {
            let valid = cells - index * 64
            placed += (valid >= 64 ? word : word & ((1 << UInt64(valid)) - 1)).nonzeroBitCount
        }
        self = .cache(cache, order: order, count: placed + order.count, scale: scale, query: nil)
    }

    /// The elements of `cache` whose visual frame meets `query`, read in
    /// place: what a query answers, for a rectangle whose answer is too
    /// large to collect (``ElementCap``).
    ///
    /// - Parameter count: how many elements meet `query` (a capped query's total).
    /// - Complexity: O(m log m) for m other views; reading them costs O(n).
    init(cache: LayoutCache, scale: Double?, query: Rect, count: Int) {
        let order = cache.supplementary.indices.filter { cache.supplementary[$0].visualFrame.intersects(query) }.sorted {
            LayoutAttributes.precedes(cache.supplementary[$0], cache.supplementary[$1])
        }
        self = .cache(cache, order: order, count: count, scale: scale, query: query)
    }

    /// The number of elements.
    var count: Int {
        switch self {
        case .array(let elements): elements.count
        case .cache(_, _, let count, _, _): count
        }
    }

    /// Every element, in an array.
    ///
    /// - Complexity: O(n).
    var materialized: [LayoutAttributes] {
        if case .array(let elements) = self { return elements }
        var result: [LayoutAttributes] = []
        result.reserveCapacity(count)
        var iterator = makeIterator()
        while let element = iterator.next() { result.append(element) }
        return result
    }

    /// The element with code `code` (see the type's description).
    ///
    /// - Complexity: O(log s) for s sections.
    func element(code: Int) -> LayoutAttributes {
        switch self {
        case .array(let elements):
            return elements[code]
        case .cache(let cache, _, _, let scale, _):
            if code < 0 { return cache.supplementary[~code].displayed(atScale: scale) }
            return cache.cells.attributes(at: code, category: .cell, kind: nil, indexPath: cache.indexPath(ofSlot: code))
                .displayed(atScale: scale)
        }
    }

    /// Every custom attribute key that an element has, sorted.
    ///
    /// - Complexity: O(n) for an array; for a cache, O(c + m) for c cells
    ///   with custom attributes and m other views.
    var customKeys: [String] {
        var keys = Set<String>()
        switch self {
        case .array(let elements):
            for element in elements where !element.custom.isEmpty { keys.formUnion(element.custom.keys) }
        case .cache(let cache, let order, _, _, let query):
            for (slot, custom) in cache.cells.custom where slot < cache.cells.count && cache.cells.placed.contains(slot) {
                if let query, !cache.cells.visualFrame(at: slot).intersects(query) { continue }
                keys.formUnion(custom.keys)
            }
            for position in order { keys.formUnion(cache.supplementary[position].custom.keys) }
        }
        return keys.sorted()
    }

    /// Reads the elements in index-path order.
    func makeIterator() -> Iterator { Iterator(elements: self) }

    /// Reads the elements in index-path order, one at a time.
    ///
    /// Holds the cache's columns itself, so that `next()` reads them in
    /// place rather than copying the cache per element.
    struct Iterator {
        private let array: [LayoutAttributes]
        private let isCache: Bool
        private let cells: AttributeStore
        private let sectionStarts: [Int]
        private let others: [LayoutAttributes]
        private let order: [Int]
        /// The next array position, or the next cell slot.
        private var position = 0
        /// The next position in the sorted list of other views.
        private var other = 0
        /// The section of the next slot, and where the section after it starts.
        private var section = 0
        private var sectionEnd = 0
        /// The code of the element `next()` returned last.
        private(set) var code = 0
        /// The display scale frames read from a cache are rounded to, if any.
        private var scale: Double?
        /// Only the cells whose visual frame meets it, if any.
        private var query: Rect?

        init(elements: SnapshotElements) {
            switch elements {
            case .array(let array):
                (self.array, isCache, cells, sectionStarts, others, order) = (array, false, AttributeStore(count: 0), [0], [], [])
            case .cache(let cache, let order, _, let scale, let query):
                (array, isCache, cells, sectionStarts, others, self.order) = ([], true, cache.cells, cache.sectionStarts, cache.supplementary, order)
                self.scale = scale
                self.query = query
                if sectionStarts.count > 1 {
                    sectionEnd = sectionStarts[1]
                    skipEndedSections()
                }
            }
        }

        /// The next element, or `nil` at the end.
        mutating func next() -> LayoutAttributes? {
            guard isCache else {
                guard position < array.count else { return nil }
                code = position
                position += 1
                return array[position - 1]
            }
            return nextInCache()?.displayed(atScale: scale)
        }

        /// The next placed cell or other view of the cache, merged as
        /// ``LayoutCache/allElements()`` merges them (an other view first
        /// only when it precedes the cell).
        private mutating func nextInCache() -> LayoutAttributes? {
            while position < cells.count, !cells.placed.contains(position) || !meetsQuery(position) { advance() }
            let otherView = other < order.count ? others[order[other]] : nil
            guard position < cells.count else {
                guard let otherView else { return nil }
                code = ~order[other]
                other += 1
                return otherView
            }
            let slot = position
            let cell = cells.attributes(
                at: slot, category: .cell, kind: nil,
                indexPath: ItemPath(item: slot - sectionStarts[section], section: section)
            )
            if let otherView, LayoutAttributes.precedes(otherView, cell) {
                code = ~order[other]
                other += 1
                return otherView
            }
            code = slot
            advance()
            return cell
        }

        /// Whether the cell at `slot` meets the query (always, without one).
        private func meetsQuery(_ slot: Int) -> Bool {
            guard let query else { return true }
            return cells.visualFrame(at: slot).intersects(query)
        }

        /// Moves to the next slot, and to its section.
        private mutating func advance() {
            position += 1
            skipEndedSections()
        }

        /// Moves `section` on to the one that holds `position` (past empty sections).
        private mutating func skipEndedSections() {
            while position >= sectionEnd, section + 2 < sectionStarts.count {
                section += 1
                sectionEnd = sectionStarts[section + 1]
            }
        }
    }
}
