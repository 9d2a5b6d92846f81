/// What a layout is before it is made: its name, a one-line summary, its
/// parameters with their defaults, and how to make one.
public struct LayoutDescriptor: Sendable {
    /// The name, as `mosaic layout NAME` spells it.
    public let name: String
    /// One line on what the layout does.
    public let summary: String
    /// The parameters, in declaration order.
    public let parameterSpecs: [ParameterSpec]
    private let make: @Sendable (Parameters) throws(ParameterError) -> any CollectionLayout

    /// Creates a descriptor.
    ///
    /// - Parameters:
    ///   - parameters: the specs, in the order listings show them; a layout
    ///     that declares ``ParameterKey``s gives their ``ParameterKey/spec``s.
    ///   - make: makes the layout from a set of these parameters (as
    ///     ``makeLayout(parameters:)`` checks it).
    public init(
        name: String, summary: String, parameters: [ParameterSpec],
        make: @escaping @Sendable (Parameters) throws(ParameterError) -> any CollectionLayout
    ) {
        self.name = name
        self.summary = summary
        self.parameterSpecs = parameters
        self.make = make
    }

    /// A parameter set at the defaults.
    public var defaultParameters: Parameters { Parameters(layoutName: name, specs: parameterSpecs) }

    /// Makes the layout with the given parameters (defaults when `nil`).
    ///
    /// - Throws: ``ParameterError`` when `parameters` is not a set of this
    ///   layout's parameters (``parameters(from:)``), such as a fan's given
    ///   to the flow layout.
    public func makeLayout(parameters: Parameters? = nil) throws(ParameterError) -> any CollectionLayout {
        try make(try parameters.map(self.parameters(from:)) ?? defaultParameters)
    }

    /// `given` as a set of this layout's parameters: itself when it has the
    /// same parameters (names and kinds, in order), else this layout's
    /// defaults with `given`'s values set by name.
    ///
    /// - Throws: ``ParameterError/unknownParameter(name:layout:available:)``
    ///   for a parameter of `given` this layout does not have; the spec's
    ///   error for a value it does not accept.
    /// - Complexity: O(p) for p parameters when they are the same, else O(p·q).
    public func parameters(from given: Parameters) throws(ParameterError) -> Parameters {
        let defaults = defaultParameters
        if defaults.hasSameParameters(as: given) { return given }
        var result = defaults
        try result.setValues(from: given)
        return result
    }

    /// ``parameters(from:)`` for a layout's `parameters` setter, which
    /// cannot throw: another layout's set assigned whole is a programmer
    /// error, reported at the assignment rather than at the next prepare.
    func parametersAssigned(_ given: Parameters) -> Parameters {
        do throws(ParameterError) {
            return try parameters(from: given)
        } catch {
            preconditionFailure("a \(name) layout's parameters set to another layout's: \(error.description)")
        }
    }
}
