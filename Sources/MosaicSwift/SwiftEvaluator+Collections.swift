import Mosaic
import SwiftSyntax

// Arrays as layout code uses them: `map`, `compactMap`, `filter`,
// `forEach`, `reduce`, `enumerated`, `append`, `Array(repeating:count:)`.
// Every element a method visits is a step and every element it builds is
// charged to the memory limit, before it is built.
extension SwiftEvaluator {
    static let supportedArrayMethods = "map, compactMap, filter, forEach, reduce, enumerated, reversed, contains, first, last, isEmpty, count, append"

    /// A method of an array (`items.map { … }`); `nil` if `name` is none the evaluator knows.
    func arrayMethod(_ name: String, _ elements: [SwiftValue], call: FunctionCallExprSyntax, in scope: Scope) throws(SwiftSourceError) -> SwiftValue? {
        switch name {
        case "map", "compactMap", "filter", "forEach", "flatMap":
            let (function, literal) = try closureArgument(name, call: call, in: scope)
            var result: [SwiftValue] = []
            for element in elements {
                try step(call)
                let value = try self.call(function, arguments: [element], at: call, parent: literal ? scope : nil)
                switch name {
                case "map":
                    try charge(SwiftEvaluationBudget.valueCost, at: call)
                    result.append(value)
                case "compactMap":
                    if case .null = value { continue }
                    try charge(SwiftEvaluationBudget.valueCost, at: call)
                    result.append(value)
                case "flatMap":
                    guard case .array(let inner) = value else {
                        throw error(call, "flatMap's closure returned \(value.typeName), not an array")
                    }
                    try charge(inner.count * SwiftEvaluationBudget.valueCost, at: call)
                    result += inner
                case "filter":
                    guard case .bool(let keep) = value else {
                        throw error(call, "filter's closure returned \(value.typeName), not a Bool")
                    }
                    if keep {
                        try charge(SwiftEvaluationBudget.valueCost, at: call)
                        result.append(element)
                    }
                default:
                    break
                }
            }
            return name == "forEach" ? .null : .array(result)
        case "reduce":
            // `reduce(0, +)`: an operator as the function.
            let list = Array(call.arguments)
            if list.count == 2, call.trailingClosure == nil, let op = list[1].expression.as(DeclReferenceExprSyntax.self)?.baseName.text,
               ["+", "-", "*"].contains(op) {
                var accumulated = try evaluate(list[0].expression, in: scope)
                for element in elements {
                    try step(call)
                    accumulated = try binary(op, accumulated, element, at: list[1].expression, expected: nil)
                }
                return accumulated
            }
            let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
            guard given.values.count == 2, case .closure(let function) = given.values[1] else {
                throw error(call, "reduce takes an initial value and a closure: reduce(0) { $0 + $1 }")
            }
            let literal = given.nodes[1].is(ClosureExprSyntax.self)
            var accumulated = given.values[0]
            for element in elements {
                try step(call)
                accumulated = try self.call(function, arguments: [accumulated, element], at: call, parent: literal ? scope : nil)
            }
            return accumulated
        case "enumerated":
            try noArguments(name, call)
            try countSteps(elements.count, at: call)
            try charge(elements.count * 3 * SwiftEvaluationBudget.valueCost, at: call)
            return .array(elements.enumerated().map { .array([.number(Double($0.offset), .integer), $0.element]) })
        case "reversed":
            try noArguments(name, call)
            try countSteps(elements.count, at: call)
            try charge(elements.count * SwiftEvaluationBudget.valueCost, at: call)
            return .array(elements.reversed())
        case "contains":
            let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
            guard given.values.count == 1 else { throw error(call, "contains takes one value or one closure") }
            for element in elements {
                try step(call)
                if case .closure(let function) = given.values[0] {
                    if case .bool(true) = try self.call(function, arguments: [element], at: call) { return .bool(true) }
                } else if try equal(element, given.values[0], at: call) {
                    return .bool(true)
                }
            }
            return .bool(false)
        default:
            return nil
        }
    }

    /// A property of an array (`first`, `last`, `isEmpty`); `nil` if none the evaluator knows.
    static func arrayProperty(_ name: String, _ elements: [SwiftValue]) -> SwiftValue? {
        switch name {
        case "first": elements.first ?? .null
        case "last": elements.last ?? .null
        case "isEmpty": .bool(elements.isEmpty)
        default: nil
        }
    }

    private func noArguments(_ name: String, _ call: FunctionCallExprSyntax) throws(SwiftSourceError) {
        guard call.arguments.isEmpty, call.trailingClosure == nil else { throw error(call, "\(name)() takes no arguments") }
    }

    /// The one closure a method takes, as a trailing closure or an
    /// argument, and whether it is a literal written there (which then runs
    /// in the caller's scope).
    private func closureArgument(_ name: String, call: FunctionCallExprSyntax, in scope: Scope) throws(SwiftSourceError) -> (SwiftClosure, Bool) {
        let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
        guard given.values.count == 1, case .closure(let function) = given.values[0] else {
            throw error(call, "\(name) takes one closure: \(name) { … }")
        }
        return (function, given.nodes[0].is(ClosureExprSyntax.self))
    }

    /// `NAME.append(VALUE)`, `NAME.append(contentsOf: ARRAY)`: changes the
    /// array bound to `NAME` in place; `false` when the call is no such append.
    func appendInPlace(_ call: FunctionCallExprSyntax, in scope: Scope) throws(SwiftSourceError) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "append",
              let base = member.base?.as(DeclReferenceExprSyntax.self), call.arguments.count == 1, call.trailingClosure == nil,
              let owner = scope.owner(of: base.baseName.text), case .array = owner.values[base.baseName.text]
        else { return false }
        let name = base.baseName.text
        let argument = call.arguments.first!
        let value = try evaluate(argument.expression, in: scope)
        var added: [SwiftValue]
        switch argument.label?.text {
        case nil: added = [value]
        case "contentsOf":
            guard case .array(let list) = value else { throw error(argument, "append(contentsOf:) takes an array, found \(value.typeName)") }
            added = list
        default:
            throw error(argument, "append takes one value or contentsOf: an array")
        }
        try charge(added.count * SwiftEvaluationBudget.valueCost, at: call)
        // Take the array out of its binding, so that it is not shared and grows in place.
        guard case .array(var list)? = owner.values.removeValue(forKey: name) else { return false }
        list += added
        added = []
        owner.values[name] = .array(list)
        return true
    }

    /// `Array(repeating: VALUE, count: N)`, `[T](repeating:count:)`,
    /// `repeatElement(VALUE, count: N)`: `N` elements, each a step and charged, before anything is built.
    func repeating(_ value: SwiftValue, count: Double, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        guard let count = SwiftChecked.exactInt(count) else {
            throw error(node, "the count \(count.shortDescription) is not an integer mosaic computes with")
        }
        guard count >= 0 else {
            throw error(node, "a negative count (\(count)): Swift stops the app here (Can't construct Array with count < 0)")
        }
        try countSteps(count, at: node)
        try charge(count.multipliedReportingOverflow(by: SwiftEvaluationBudget.valueCost).partialValue, at: node)
        return .array(Array(repeating: value, count: count))
    }
}
