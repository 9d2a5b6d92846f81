import Mosaic
import SwiftSyntax

// `UICollectionViewCompositionalLayout(section:)` and the section provider
// forms: the closure becomes a pure description evaluated per section.
extension SwiftEvaluator {
    func compositionalLayout(_ b: SwiftValueBuilder) throws(SwiftSourceError) -> SwiftValue {
        let name = "UICollectionViewCompositionalLayout"
        let form = try b.expect(name, [["section", "configuration?"], ["sectionProvider", "configuration?"], ["", "configuration?"]])
        let configurationValue = try b.coerce("configuration", { value -> SwiftLayoutConfigurationValue? in
            if case .configuration(let configuration) = value { return configuration }
            return nil
        }, "a UICollectionViewCompositionalLayoutConfiguration") ?? SwiftLayoutConfigurationValue()
        // The trailing closure comes last, after a configuration: argument.
        let sections: CompositionalConfiguration.Sections
        if form == 0 {
            sections = .uniform(try b.required("section", SwiftCoercion.section, "an NSCollectionLayoutSection"))
        } else {
            let label = form == 1 ? "sectionProvider" : ""
            guard let (value, node) = b.value(label), case .closure(let closure) = value else {
                throw error(b.call, "\(name)(sectionProvider:) takes a closure { sectionIndex, environment in … }")
            }
            guard closure.parameters.count == 2 else {
                throw error(node, "a section provider takes two parameters (sectionIndex, layoutEnvironment), not \(closure.parameters.count)")
            }
            let provider = SwiftSectionProvider(program: program, closure: closure)
            providerCaptures.append(provider.capture)
            sections = .provider(provider.provider)
        }
        var configuration = CompositionalConfiguration(sections: sections)
        SwiftEvaluator.apply(configurationValue, to: &configuration)
        return .compositionalLayout(configuration)
    }
}
