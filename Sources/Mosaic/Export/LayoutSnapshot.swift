/// A prepared layout frozen for export: what it is, where it is looked at
/// from, and its elements in index-path order. Every exporter reads one.
public struct LayoutSnapshot: Sendable {
    /// The layout's name.
    public var layoutName: String
    /// Every parameter's effective value (defaults included), in declaration order.
    public var parameters: [(name: String, value: ParameterValue)]
    /// Viewport, content offset and insets.
    public var environment: LayoutEnvironment
    /// The layout's content size.
    public var contentSize: Size
    /// The elements, in index-path order (see ``LayoutAttributes/precedes(_:_:)``).
    ///
    /// A snapshot of a whole engine reads its cache in place and makes this
    /// array only when it is asked for (O(n) each time); the exporters never
    /// ask for it. Use ``elementCount`` and ``forEachElement(_:)`` to read
    /// a large snapshot without it.
    public var elements: [LayoutAttributes] {
        get { storage.materialized }
        set { storage = .array(newValue) }
    }

    /// The elements, as an array or in the engine's cache.
    var storage: SnapshotElements

    /// The number of elements.
    ///
    /// - Complexity: O(1).
    public var elementCount: Int { storage.count }

    /// Calls `body` with each element in index-path order, without making
    /// an array of them.
    ///
    /// - Complexity: O(n).
    public func forEachElement(_ body: (LayoutAttributes) throws -> Void) rethrows {
        var iterator = storage.makeIterator()
        while let element = iterator.next() { try body(element) }
    }

    /// Creates a snapshot from its parts.
    public init(layoutName: String, parameters: [(name: String, value: ParameterValue)],
                environment: LayoutEnvironment, contentSize: Size, elements: [LayoutAttributes]) {
        self.layoutName = layoutName
        self.parameters = parameters
        self.environment = environment
        self.contentSize = contentSize
        self.storage = .array(elements)
    }

    /// Snapshots an engine, preparing it if needed.
    ///
    /// Without a query the snapshot keeps the engine's prepared cache (a
    /// copy-on-write value: nothing is copied unless the engine changes
    /// afterwards) and reads each element from it when exported.
    ///
    /// - Parameters:
    ///   - engine: the engine whose layout is snapshotted.
    ///   - query: keep only the elements whose visual frame meets this rect
    ///     (answered by the index); `nil` keeps every element.
    /// - Throws: what the engine's prepare throws.
    /// - Complexity: O(n/64 + m log m) for every element (n cells, m other
    ///   views), O(log n + k) for a query of k elements up to
    ///   ``ElementCap/standard``; past it the query's elements are read in
    ///   place from the cache as they are exported (O(n), no memory per element).
    public init(engine: LayoutEngine, query: Rect? = nil) throws {
        let elements: SnapshotElements
        if let query {
            // Collected only up to the cap; a larger answer is read in place.
            let answer = try engine.layoutAttributesForElements(in: query, limit: ElementCap.standard)
            elements = answer.omitted == 0
                ? .array(answer.elements)
                : SnapshotElements(cache: engine.cache, scale: engine.environment.displayScale, query: query, count: answer.total)
        } else {
            _ = try engine.contentSize()  // prepares
            // With a scroll step (ScrollReactiveLayout), a scrolled copy.
            elements = SnapshotElements(cache: try engine.scrolledCache(), scale: engine.environment.displayScale)
        }
        layoutName = engine.layout.name
        parameters = engine.layout.parameters.effectiveValues
        environment = engine.environment
        contentSize = try engine.contentSize()
        storage = elements
    }
}
