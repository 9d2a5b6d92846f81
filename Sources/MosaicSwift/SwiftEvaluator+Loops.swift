import Mosaic
import SwiftSyntax

// Loops: `for NAME in SEQUENCE where CONDITION`, `while`, `repeat-while`,
// with `break` and `continue`. Every iteration is a step, so the step
// limit, the deadline (`--timeout`) and the memory limit bound them all: an
// endless `while true {}` stops at the step limit.
extension SwiftEvaluator {
    /// Runs a `for`-`in` loop over an array or a range (a range is an array
    /// of its integers, built a step per element).
    func run(_ loop: ForStmtSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        guard loop.tryKeyword == nil, loop.awaitKeyword == nil, loop.caseKeyword == nil else {
            throw error(loop, "for try, for await and for case are not supported; supported: for NAME in SEQUENCE")
        }
        let names = try loopNames(loop.pattern)
        let sequence = try evaluate(loop.sequence, in: scope)
        guard case .array(let elements) = sequence else {
            throw error(loop.sequence, "a for-in loop over \(sequence.typeName) is not supported; supported: arrays, ranges (A..<B, A...B), allCases")
        }
        for element in elements {
            try step(loop)
            let inner = Scope(parent: scope)
            try bind(names, to: element, in: inner, at: loop.pattern)
            if let clause = loop.whereClause, try !boolean(clause.condition, in: inner) { continue }
            switch try run(loop.body.statements, in: inner) {
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            case .normal, .continued: continue
            }
        }
        return .normal
    }

    /// Runs a `while` loop.
    func run(_ loop: WhileStmtSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        while true {
            try step(loop)
            let inner = Scope(parent: scope)
            guard try conditions(loop.conditions, in: inner) else { return .normal }
            switch try run(loop.body.statements, in: inner) {
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            case .normal, .continued: continue
            }
        }
    }

    /// Runs a `repeat { … } while CONDITION` loop.
    func run(_ loop: RepeatStmtSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        while true {
            try step(loop)
            switch try run(loop.body.statements, in: Scope(parent: scope)) {
            case .broke: return .normal
            case .returned(let value): return .returned(value)
            case .normal, .continued: break
            }
            guard try boolean(loop.condition, in: scope) else { return .normal }
        }
    }

    /// The names a loop binds: `for x`, `for _`, `for (index, value)`.
    private func loopNames(_ pattern: PatternSyntax) throws(SwiftSourceError) -> [String]? {
        if let name = pattern.as(IdentifierPatternSyntax.self) { return [name.identifier.text] }
        if pattern.is(WildcardPatternSyntax.self) { return nil }
        if let tuple = pattern.as(TuplePatternSyntax.self) {
            var names: [String] = []
            for element in tuple.elements {
                if let name = element.pattern.as(IdentifierPatternSyntax.self) { names.append(name.identifier.text) }
                else if element.pattern.is(WildcardPatternSyntax.self) { names.append("_") }
                else { throw error(element, "this loop pattern is not supported; supported: for NAME in …, for (A, B) in ARRAY.enumerated()") }
            }
            return names
        }
        throw error(pattern, "this loop pattern is not supported; supported: for NAME in …, for (A, B) in ARRAY.enumerated()")
    }

    /// Binds the loop's names to one element (a pair for a tuple pattern).
    private func bind(_ names: [String]?, to element: SwiftValue, in scope: Scope, at node: PatternSyntax) throws(SwiftSourceError) {
        guard let names else { return }
        if names.count == 1 {
            scope.values[names[0]] = element
            return
        }
        guard case .array(let parts) = element, parts.count == names.count else {
            throw error(node, "this element is \(element.typeName), not a tuple of \(names.count); supported: for (A, B) in ARRAY.enumerated()")
        }
        for (name, part) in zip(names, parts) where name != "_" { scope.values[name] = part }
    }

    // MARK: - Ranges

    /// The checked bounds of `low...high` or `low..<high` (``SwiftChecked/range(_:_:closed:)``).
    func range(_ low: ExprSyntax, _ high: ExprSyntax, closed: Bool, in scope: Scope, at node: some SyntaxProtocol) throws(SwiftSourceError) -> (Double, Double) {
        let lower = try number(low, in: scope), upper = try number(high, in: scope)
        switch SwiftChecked.range(lower, upper, closed: closed) {
        case .success(let bounds): return bounds
        case .failure(let failure): throw error(node, failure.message)
        }
    }

    /// A range of integers as the array of its elements: one step and one
    /// value's memory per element, charged before the array is built.
    func rangeArray(_ low: Double, _ high: Double, closed: Bool, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        let bounds: (Double, Double)
        switch SwiftChecked.range(low, high, closed: closed) {
        case .success(let checked): bounds = checked
        case .failure(let failure): throw error(node, failure.message)
        }
        guard let first = SwiftChecked.exactInt(bounds.0), let last = SwiftChecked.exactInt(bounds.1) else {
            throw error(node, "a range of \(low.shortDescription) and \(high.shortDescription) is not a range of integers; supported: integer ranges")
        }
        let count = closed ? last - first + 1 : last - first
        try countSteps(count, at: node)
        try charge(count.multipliedReportingOverflow(by: SwiftEvaluationBudget.valueCost).partialValue, at: node)
        var elements: [SwiftValue] = []
        elements.reserveCapacity(count)
        var value = first
        while elements.count < count {
            elements.append(.number(Double(value), .integer))
            value += 1
        }
        return .array(elements)
    }

    /// Counts `count` steps at once (a range or an array of that many elements).
    func countSteps(_ count: Int, at node: some SyntaxProtocol) throws(SwiftSourceError) {
        guard count <= stepLimit - steps else {
            throw error(node, "this builds \(count) elements, past the step limit of \(stepLimit) steps; mosaic stops here")
        }
        steps += max(0, count)
        if budget.isPastDeadline { throw error(node, budget.timeMessage) }
    }
}
