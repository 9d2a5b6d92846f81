extension CompositionalLayout {
    /// A descriptor of the compositional layout that `configuration`
    /// describes, such as one read from a spec file: the name and
    /// parameters of ``descriptor``, with the parameters' defaults taken
    /// from the configuration (its `scrollDirection` and
    /// `interSectionSpacing`), so that `-p` overrides the spec and nothing
    /// else does.
    ///
    /// A configuration value outside its parameter's range keeps the
    /// parameter's usual default, as ``init(configuration:parameters:)`` does.
    ///
    /// - Complexity: O(p) for p parameters.
    public static func descriptor(for configuration: CompositionalConfiguration) -> LayoutDescriptor {
        let specs = descriptor.parameterSpecs.map { spec in
            var spec = spec
            let value: ParameterValue? = switch spec.name {
            case scrollDirection.name: configuration.scrollDirection.parameterValue
            case interSectionSpacing.name: configuration.interSectionSpacing.parameterValue
            default: nil
            }
            if let value, let valid = try? spec.validate(value) { spec.defaultValue = valid }
            return spec
        }
        return LayoutDescriptor(name: descriptor.name, summary: descriptor.summary, parameters: specs) { parameters in
            CompositionalLayout(configuration: configuration, parameters: parameters)
        }
    }
}
