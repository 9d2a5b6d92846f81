package import Mosaic

/// What a Swift layout file describes.
package enum SwiftLayoutDescription: Sendable {
    /// A `UICollectionViewCompositionalLayout`: the same configuration a JSON spec gives.
    case compositional(CompositionalConfiguration)
    /// A `UICollectionViewFlowLayout`: the flow layout's parameters.
    case flow(Parameters)

    /// The layout's name (`compositional` or `flow`), as `mosaic layout` takes it.
    package var layoutName: String {
        switch self {
        case .compositional: CompositionalLayout.descriptor.name
        case .flow: FlowLayout.descriptor.name
        }
    }

    /// The layout ready to use: its descriptor, whose defaults are what the file sets.
    package var descriptor: LayoutDescriptor {
        switch self {
        case .compositional(let configuration): CompositionalLayout.descriptor(for: configuration)
        case .flow(let parameters):
            LayoutDescriptor(name: FlowLayout.descriptor.name, summary: FlowLayout.descriptor.summary,
                             parameters: FlowLayout.descriptor.parameterSpecs.map { spec in
                                 var spec = spec
                                 spec.defaultValue = parameters[spec.name] ?? spec.defaultValue
                                 return spec
                             }, make: { parameters throws(ParameterError) in try FlowLayout(parameters: parameters) })
        }
    }
}
