import Mosaic
import SwiftSyntax

/// A Swift `section.visibleItemsInvalidationHandler = { items, offset, environment in … }`
/// as a pure, `Sendable` description: each call evaluates the closure's body
/// afresh, with the visible items (``SwiftVisibleItem``, which the body
/// changes in place as UIKit's `NSCollectionLayoutVisibleItem`s), the
/// offset (a `CGPoint`) and the environment bound, under a fresh step
/// budget and the reader's time and memory limits (``SwiftSourceLimits``),
/// as a section provider's call.
struct SwiftVisibleItemsHandler: @unchecked Sendable {
    /// The file's declarations (immutable).
    let program: SwiftProgram
    /// The closure, frozen (``SwiftEvaluator/frozen(_:at:)``): each call thaws its
    /// own copy of what it captured, never state shared between calls or threads.
    let closure: SwiftClosure

    var handler: VisibleItemsInvalidationHandler {
        let me = self
        return VisibleItemsInvalidationHandler(name: program.place(closure.node)) { items, offset, context throws(SwiftSourceError) in
            try me.invalidate(&items, offset: offset, context: context)
        }
    }

    /// Runs the closure on `items`.
    func invalidate(_ items: inout [LayoutAttributes], offset: Point, context: SectionProvider.Context) throws(SwiftSourceError) {
        let limits = program.limits
        let budget = SwiftEvaluationBudget(limits: limits)
        let evaluator = SwiftEvaluator(program: program, stepLimit: limits.maximumStepsPerSection, environment: context.environment, budget: budget)
        let boxes = items.map(SwiftVisibleItem.init)
        do throws(SwiftSourceError) {
            try evaluator.charge(boxes.count * SwiftEvaluationBudget.valueCost * 4, at: closure.node)
            _ = try evaluator.call(closure, arguments: [.array(boxes.map(SwiftValue.visibleItem)), .point(offset), .environment(context)], at: closure.node)
        } catch {
            var error = error
            error.message += " (visibleItemsInvalidationHandler, section \(context.section))"
            throw error
        }
        items = boxes.map(\.attributes)
    }
}

/// One of the items a visible-items handler is given, as UIKit's
/// `NSCollectionLayoutVisibleItem`: an object, so that
/// `items.forEach { item in item.transform = … }` changes the item itself.
/// Made and used by one evaluation, on one thread.
final class SwiftVisibleItem: @unchecked Sendable {
    var attributes: LayoutAttributes

    init(_ attributes: LayoutAttributes) {
        self.attributes = attributes
    }
}
