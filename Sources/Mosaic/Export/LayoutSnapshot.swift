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
    public var elements: [LayoutAttributes]

    /// Creates a snapshot from its parts.
    public init(layoutName: String, parameters: [(name: String, value: ParameterValue)],
                environment: LayoutEnvironment, contentSize: Size, elements: [LayoutAttributes]) {
        self.layoutName = layoutName
        self.parameters = parameters
        self.environment = environment
        self.contentSize = contentSize
        self.elements = elements
    }

    /// Snapshots an engine, preparing it if needed.
    ///
    /// - Parameter query: keep only the elements whose visual frame meets
    ///   this rect (answered by the index); `nil` keeps every element.
    /// - Throws: what the engine's prepare throws.
    /// - Complexity: O(n) for every element, O(log n + k) for a query.
    public init(engine: LayoutEngine, query: Rect? = nil) throws {
        let elements = try query.map(engine.layoutAttributesForElements(in:)) ?? engine.allElements()
        self.init(
            layoutName: engine.layout.name,
            parameters: engine.layout.parameters.effectiveValues,
            environment: engine.environment,
            contentSize: try engine.contentSize(),
            elements: elements
        )
    }
}
