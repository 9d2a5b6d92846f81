import Mosaic
import SwiftSyntax

/// A Swift section provider closure as a pure, `Sendable` description: each
/// call evaluates the closure's body afresh (with a fresh step budget) with
/// the section number and the environment bound, from the bindings it
/// captured when it was made. Nothing it evaluates can change them.
///
/// One time limit (``SwiftSourceLimits/time``) holds all the calls of one
/// prepare (``SwiftPrepareClock``); the memory limit holds each call.
struct SwiftSectionProvider: @unchecked Sendable {
    /// The file's declarations (immutable).
    let program: SwiftProgram
    /// The closure, with the bindings it captured (values, never shared state).
    let closure: SwiftClosure
    /// When the current prepare started, per thread.
    let clock = SwiftPrepareClock()

    var provider: SectionProvider {
        let me = self
        return SectionProvider(name: program.place(closure.node)) { context throws(SwiftSourceError) in
            try me.section(for: context)
        }
    }

    /// The section the closure describes for `context`.
    func section(for context: SectionProvider.Context) throws(SwiftSourceError) -> CompositionalSection {
        let limits = program.limits
        let start = limits.time > .zero ? clock.start(forSection: context.section, timeLimit: limits.time) : nil
        let budget = SwiftEvaluationBudget(limits: limits, start: start)
        if budget.isPastDeadline {
            throw program.error(closure.node, budget.timeMessage + " (section \(context.section))")
        }
        let evaluator = SwiftEvaluator(program: program, stepLimit: limits.maximumStepsPerSection, environment: context.environment, budget: budget)
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
