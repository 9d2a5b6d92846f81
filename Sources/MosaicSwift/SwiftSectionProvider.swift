import Mosaic
import SwiftSyntax
import Synchronization

/// A Swift section provider closure as a pure, `Sendable` description: each
/// call evaluates the closure's body afresh (with a fresh step budget) with
/// the section number and the environment bound, from the bindings it
/// captured. It captures by reference, as Swift does, so it sees what the
/// code set after making it; when the read ends what it captured is frozen
/// (``SwiftEvaluator/freezeProviders()``), and every call starts from
/// that. Nothing it evaluates can change it.
///
/// One time limit (``SwiftSourceLimits/time``) holds all the calls of one
/// prepare (``SwiftPrepareClock``); the memory limit holds each call.
struct SwiftSectionProvider: @unchecked Sendable {
    /// The file's declarations (immutable).
    let program: SwiftProgram
    /// The closure as it was made, without its captures (for its place in messages).
    let closure: SwiftClosure
    /// The closure, frozen when the read ends (``SwiftEvaluator/freezeProviders()``).
    let capture: SwiftProviderCapture

    init(program: SwiftProgram, closure: SwiftClosure) {
        self.program = program
        // For its place in messages only: without what it captured, which
        // holds the layout that holds this provider.
        var place = closure
        place.shared = nil
        place.captured = [:]
        self.closure = place
        self.capture = SwiftProviderCapture(closure)
    }
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
        evaluator.data = context
        let value: SwiftValue
        do throws(SwiftSourceError) {
            let frozen = try capture.frozen(with: evaluator)
            value = try evaluator.call(frozen, arguments: [.number(Double(context.section), .integer), .environment(context)], at: closure.node)
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

/// A provider's closure, frozen once, under a lock: by the end of the read
/// that made it (``SwiftEvaluator/freezeProviders()``), or else by its first
/// call (calls may come from several threads at once).
final class SwiftProviderCapture: Sendable {
    private let state: Mutex<(closure: SwiftClosure, isFrozen: Bool)>

    init(_ closure: SwiftClosure) {
        state = Mutex((closure, false))
    }

    /// The closure with what it captured made values.
    func frozen(with evaluator: SwiftEvaluator) throws(SwiftSourceError) -> SwiftClosure {
        let result: Result<SwiftClosure, SwiftSourceError> = state.withLock { state in
            if !state.isFrozen {
                do throws(SwiftSourceError) {
                    state.closure = try evaluator.frozen(state.closure, at: state.closure.node)
                    state.isFrozen = true
                } catch {
                    return .failure(error)
                }
            }
            return .success(state.closure)
        }
        return try result.get()
    }
}
