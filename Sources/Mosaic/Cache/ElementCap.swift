/// The one home of the limit on how many elements one answer to a
/// rectangle lists, and the capped answer itself.
///
/// A query over a huge rectangle (a viewport of 1e9 points over ten million
/// items) meets every element: collecting them all before cutting the
/// answer took gigabytes. A capped query (``LayoutEngine/layoutAttributesForElements(in:limit:)``,
/// ``LayoutEngine/performBatchUpdates(_:in:limit:newItem:)``) keeps at most
/// the limit while it walks the index and only counts the rest, so its
/// memory is bounded before the work. Every front end that answers a
/// rectangle to a person or a page uses ``standard``: `mosaic serve`'s
/// replies, the REPL's `:query` and `l:query`, `mosaic update --query`.
public enum ElementCap {
    /// The most elements an answer lists unless told otherwise: a page
    /// draws at most 4,000, so 20,000 leaves room for its margin.
    public static let standard = 20_000
}

/// The answer to a capped rectangle query: the first elements in
/// index-path order, and how many met the rectangle in all.
public struct CappedElements: Sendable {
    /// At most the limit, in index-path order (see ``LayoutAttributes/precedes(_:_:)``).
    public var elements: [LayoutAttributes]
    /// How many elements met the rectangle, those left out included.
    public var total: Int

    /// How many were left out.
    public var omitted: Int { total - elements.count }

    /// An answer from its parts.
    public init(elements: [LayoutAttributes], total: Int) {
        self.elements = elements
        self.total = total
    }
}
