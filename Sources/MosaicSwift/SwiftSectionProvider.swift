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
            sections = .provider(SwiftSectionProvider(program: program, closure: closure).provider)
        }
        var configuration = CompositionalConfiguration(sections: sections)
        SwiftEvaluator.apply(configurationValue, to: &configuration)
        return .compositionalLayout(configuration)
    }
}

/// A Swift section provider closure as a pure, `Sendable` description: each
/// call evaluates the closure's body afresh (with a fresh step budget) with
/// the section number and the environment bound, from the bindings it
/// captured when it was made. Nothing it evaluates can change them.
struct SwiftSectionProvider: @unchecked Sendable {
    /// The file's declarations (immutable).
    let program: SwiftProgram
    /// The closure, with the bindings it captured (values, never shared state).
    let closure: SwiftClosure

    var provider: SectionProvider {
        let me = self
        return SectionProvider(name: program.place(closure.node)) { context throws(SwiftSourceError) in
            try me.section(for: context)
        }
    }

    /// The section the closure describes for `context`.
    func section(for context: SectionProvider.Context) throws(SwiftSourceError) -> CompositionalSection {
        let evaluator = SwiftEvaluator(program: program, stepLimit: program.limits.maximumStepsPerSection)
        let value: SwiftValue
        do throws(SwiftSourceError) {
            value = try evaluator.call(closure, arguments: [.number(Double(context.section), .integer), .environment(context)], at: closure.node)
        } catch {
            var error = error
            error.message += " (section \(context.section))"
            throw error
        }
        guard case .section(let section) = value else {
            if case .null = value {
                throw program.error(closure.node, "the section provider returned nil for section \(context.section); return a section for every section")
            }
            throw program.error(closure.node, "the section provider returned \(value.typeName) for section \(context.section), not an NSCollectionLayoutSection")
        }
        do throws(CompositionalError) {
            try section.validate(path: "section \(context.section)")
        } catch {
            throw program.error(closure.node, error.description)
        }
        return section
    }
}
