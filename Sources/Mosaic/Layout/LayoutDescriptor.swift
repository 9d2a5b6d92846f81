/// What a layout is before it is made: its name, a one-line summary, its
/// parameters with their defaults, and how to make one.
public struct LayoutDescriptor: Sendable {
    /// The name, as `mosaic layout NAME` spells it.
    public let name: String
    /// One line on what the layout does.
    public let summary: String
    /// The parameters, in declaration order.
    public let parameterSpecs: [ParameterSpec]
    private let make: @Sendable (Parameters) -> any CollectionLayout

    /// Creates a descriptor.
    public init(name: String, summary: String, parameters: [ParameterSpec], make: @escaping @Sendable (Parameters) -> any CollectionLayout) {
        self.name = name
        self.summary = summary
        self.parameterSpecs = parameters
        self.make = make
    }

    /// A parameter set at the defaults.
    public var defaultParameters: Parameters { Parameters(layoutName: name, specs: parameterSpecs) }

    /// Makes the layout with the given parameters (defaults when `nil`).
    public func makeLayout(parameters: Parameters? = nil) -> any CollectionLayout {
        make(parameters ?? defaultParameters)
    }
}
