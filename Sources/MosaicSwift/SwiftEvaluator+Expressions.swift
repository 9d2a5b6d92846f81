import Mosaic
import SwiftParser
import SwiftSyntax

// Expressions: literals, names, operators, arrays, closures, calls and
// member access; the UIKit types' initialisers and members are in
// SwiftEvaluator+UIKit.swift.
extension SwiftEvaluator {
    static let supportedExpressions = "number, string and Boolean literals, string interpolation, names bound with let/var, + - * / % on numbers, + on strings, comparisons, && || !, ?:, ranges, arrays and their map/filter/compactMap/reduce/forEach, closures, UIKit layout initialisers, functions of this file, CGFloat(…), Int(…), min, max, abs"

    func evaluate(_ expression: ExprSyntax, in scope: Scope, expected: SwiftType? = nil) throws(SwiftSourceError) -> SwiftValue {
        try step(expression)
        guard evaluationDepth < program.limits.maximumEvaluationDepth else {
            throw error(expression, "the code nests expressions and calls more than \(program.limits.maximumEvaluationDepth) deep; mosaic stops here")
        }
        evaluationDepth += 1
        defer { evaluationDepth -= 1 }
        if let literal = expression.as(IntegerLiteralExprSyntax.self) {
            return try integerLiteral(literal, expected: expected)
        }
        if let literal = expression.as(FloatLiteralExprSyntax.self) {
            guard let value = Double(literal.literal.text.filter { $0 != "_" }), value.isFinite else {
                throw error(literal, "\(quote(literal.literal.text)) is not a number mosaic reads")
            }
            return .number(value, .floating)
        }
        if let literal = expression.as(BooleanLiteralExprSyntax.self) { return .bool(literal.literal.tokenKind == .keyword(.true)) }
        if expression.is(NilLiteralExprSyntax.self) { return .null }
        if let literal = expression.as(StringLiteralExprSyntax.self) { return .string(try string(literal, in: scope)) }
        if let tuple = expression.as(TupleExprSyntax.self) {
            guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else {
                throw error(tuple, "a tuple is not supported; supported: \(Self.supportedExpressions)")
            }
            return try evaluate(only.expression, in: scope, expected: expected)
        }
        if let array = expression.as(ArrayExprSyntax.self) {
            var values: [SwiftValue] = []
            for element in array.elements {
                try charge(SwiftEvaluationBudget.valueCost, at: element)
                values.append(try evaluate(element.expression, in: scope, expected: expected))
            }
            return .array(values)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            return try name(reference, in: scope, expected: expected)
        }
        if let prefix = expression.as(PrefixOperatorExprSyntax.self) {
            let operand = try evaluate(prefix.expression, in: scope, expected: expected)
            switch (prefix.operator.text, operand) {
            case ("-", .number(let value, let kind)): return .number(try checked(SwiftChecked.negate(value, kind: kind), at: prefix), kind)
            case ("+", .number): return operand
            case ("!", .bool(let value)): return .bool(!value)
            default: throw error(prefix, "the prefix operator \(construct(prefix.operator)) on \(operand.typeName) is not supported; supported: - on numbers, ! on Booleans")
            }
        }
        if let sequence = expression.as(SequenceExprSyntax.self) {
            if isAssignment(ExprSyntax(sequence)) {
                throw error(sequence, "an assignment is not supported inside an expression; supported: \(Self.supportedStatements)")
            }
            return try operators(Array(sequence.elements), in: scope, expected: expected)
        }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
            let value = try evaluate(unwrap.expression, in: scope, expected: expected)
            if case .null = value { throw error(unwrap, "this value is nil here, and ! would crash the app") }
            return value
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) {
            return try evaluate(optional.expression, in: scope, expected: expected)
        }
        if let expansion = expression.as(MacroExpansionExprSyntax.self) {
            try macro(expansion, name: expansion.macroName.text, statement: false)
        }
        if let closure = expression.as(ClosureExprSyntax.self) {
            // Captured by reference, as Swift captures variables.
            try charge(SwiftEvaluationBudget.valueCost, at: closure)
            return .closure(SwiftClosure(
                parameters: closureParameters(closure), body: closure.statements, node: Syntax(closure), captured: [:],
                shared: captured(scope)
            ))
        }
        if let branch = expression.as(IfExprSyntax.self) {
            if case .returned(let value) = try runBranchExpression(branch, in: scope) { return value }
            throw error(branch, "this if has a branch with no value")
        }
        if let choice = expression.as(SwitchExprSyntax.self) {
            if case .returned(let value) = try runBranchExpression(choice, in: scope) { return value }
            throw error(choice, "this switch has a case with no value")
        }
        if let member = expression.as(MemberAccessExprSyntax.self) {
            return try memberAccess(member, in: scope, expected: expected)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return try self.call(call, in: scope, expected: expected)
        }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            let base = try evaluate(subscriptCall.calledExpression, in: scope)
            guard case .array(let elements) = base, subscriptCall.arguments.count == 1, let index = subscriptCall.arguments.first,
                  index.label == nil else {
                throw error(subscriptCall, "this subscript of \(base.typeName) is not supported; supported: ARRAY[INDEX]")
            }
            return elements[try arrayIndex(index.expression, count: elements.count, in: scope)]
        }
        throw error(expression, "\(construct(expression)) is not supported; supported: \(Self.supportedExpressions)")
    }

    /// An array index: an `Int` (a `CGFloat` or `Double` is refused, as the
    /// compiler refuses it) within `0..<count` (outside, Swift stops the app).
    func arrayIndex(_ expression: ExprSyntax, count: Int, in scope: Scope) throws(SwiftSourceError) -> Int {
        let value = try evaluate(expression, in: scope, expected: .integer)
        guard case .number(let position, let kind) = value else {
            throw error(expression, "an array index is an Int, found \(value.typeName)")
        }
        guard kind != .floating, let offset = SwiftChecked.exactInt(position) else {
            throw error(expression, "an array index is an Int, and this is a CGFloat or Double (\(position.shortDescription)): Swift refuses it; convert it with Int(…)")
        }
        guard offset >= 0, offset < count else {
            throw error(expression, "index \(offset) is out of range (the array has \(count) elements; Swift stops the app here)")
        }
        return offset
    }

    /// What a message calls an expression it does not evaluate.
    func construct(_ expression: some SyntaxProtocol) -> String {
        let text = expression.trimmedDescription
        let short = text.unicodeScalars.count > 40 ? String(String.UnicodeScalarView(text.unicodeScalars.prefix(40))) + "…" : text
        return quote(short.split(separator: "\n").first.map(String.init) ?? short)
    }

    /// The value of an `if` or `switch` used as an expression (Swift 5.9):
    /// each branch's single expression is its value.
    private func runBranchExpression(_ node: some ExprSyntaxProtocol, in scope: Scope) throws(SwiftSourceError) -> Flow {
        if let branch = node.as(IfExprSyntax.self) { return try run(branch, in: scope, valued: true) }
        if let choice = node.as(SwitchExprSyntax.self) { return try run(choice, in: scope, valued: true) }
        return .normal
    }

    /// A branch's value: its last expression, or what it returns.
    func branchValue(_ statements: CodeBlockItemListSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        if statements.count == 1, case .expr(let expression) = statements.first!.item, !isAssignment(expression),
           !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) {
            return .returned(try evaluate(expression, in: scope))
        }
        return try run(statements, in: scope)
    }

    private func closureParameters(_ closure: ClosureExprSyntax) -> [String] {
        switch closure.signature?.parameterClause {
        case .simpleInput(let names)?: names.map(\.name.text)
        case .parameterClause(let clause)?: clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        case nil: []
        }
    }

    /// The literal's value as the compiled program would see it: escapes
    /// (`\"`, `\u{41}`, `\t`) resolved, raw and multi-line literals joined.
    private func string(_ literal: StringLiteralExprSyntax, in scope: Scope) throws(SwiftSourceError) -> String {
        if literal.segments.contains(where: { if case .expressionSegment = $0 { true } else { false } }) {
            return try interpolation(literal, in: scope)
        }
        guard let value = literal.representedLiteralValue else {
            throw error(literal, "the string literal is not valid Swift (an unknown escape or an unterminated literal)")
        }
        return value
    }

    /// An integer literal (decimal, `0x`, `0o`, `0b`, with `_`): a `CGFloat`
    /// or `Double` where the context is floating (any size, rounded as
    /// Swift rounds it), otherwise an integer strictly below 2^53
    /// (``SwiftChecked/maximumInteger``), the integers mosaic computes with exactly.
    func integerLiteral(_ literal: IntegerLiteralExprSyntax, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        let text = literal.literal.text.filter { $0 != "_" }
        let radix = text.hasPrefix("0x") ? 16 : text.hasPrefix("0o") ? 8 : text.hasPrefix("0b") ? 2 : 10
        let digits = radix == 10 ? Substring(text) : text.dropFirst(2)
        if expected?.isFloating == true, radix == 10, let value = Double(digits), value.isFinite {
            return .number(value, .floating)
        }
        guard let value = Int(digits, radix: radix) else {
            throw error(literal, "\(quote(literal.literal.text)) is larger than the largest Int (2^63 - 1): Swift refuses it (integer literal overflows when stored into 'Int')")
        }
        guard Double(value.magnitude) < SwiftChecked.maximumInteger else {
            throw error(literal, "\(quote(literal.literal.text)) is 2^53 (9007199254740992) or more: mosaic computes integers exactly only below that; write a smaller integer, or a CGFloat (\(quote(literal.literal.text + ".0")))")
        }
        return .number(Double(value), expected?.isFloating == true ? .floating : .literalInteger)
    }

    /// Whether an expression is `a = b` or `a += b`.
    func isAssignment(_ expression: ExprSyntax) -> Bool {
        guard let sequence = expression.as(SequenceExprSyntax.self) else { return false }
        return sequence.elements.contains {
            $0.is(AssignmentExprSyntax.self) || ["+=", "-=", "*=", "/="].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
        }
    }

    // MARK: - Names

    private func name(_ reference: DeclReferenceExprSyntax, in scope: Scope, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        let name = reference.baseName.text
        if let value = scope.lookup(name) { return value }
        if name == "self" { return .selfReference }
        if let value = try environmentName(name, in: scope) { return value }
        if let value = try constant(name, at: reference) { return value }
        if let function = program.functions[name] { return .closure(try closure(of: function, in: nil)) }
        if expected == .elementKind { return .string(name) }
        if let known = Self.globalConstants[name] { return known }
        throw error(reference, "\(quote(name)) is not defined in this file (if another file of the app declares it, read that file too: another --swift FILE, or their folder); supported: \(Self.supportedExpressions)")
    }

    /// UIKit's and the standard library's constants by their bare names.
    static let globalConstants: [String: SwiftValue] = [
        "UICollectionElementKindSectionHeader": .string(FlowLayout.headerKind),
        "UICollectionElementKindSectionFooter": .string(FlowLayout.footerKind),
    ]

    /// A stored property of the file (`static let headerKind = "header"`), evaluated when used.
    func constant(_ name: String, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue? {
        guard let expression = program.constants[name] else { return try computedProperty(name, at: node) }
        guard !evaluatingConstants.contains(name) else {
            throw error(node, "\(quote(name)) is defined by itself")
        }
        evaluatingConstants.insert(name)
        defer { evaluatingConstants.remove(name) }
        let expected = program.constantTypes[name].flatMap { SwiftType(typeName: $0) }
        var value = try evaluate(expression, in: Scope(), expected: expected)
        if case .number(let number, let kind) = value {
            value = .number(number, expected?.isFloating == true ? .floating : kind == .literalInteger ? .integer : kind)
        }
        return value
    }

    // MARK: - Operators

    private struct Operator {
        var text: String
        var node: ExprSyntax
    }

    private static func precedence(_ op: String) -> Int? {
        switch op {
        case "*", "/", "%": 150
        case "+", "-": 140
        case "...", "..<": 135
        case "==", "!=", "<", ">", "<=", ">=": 130
        case "&&": 120
        case "||": 110
        case "?:": 100
        default: nil
        }
    }

    /// A sequence of operands and operators, folded by precedence (Swift's
    /// standard operators; `?:` is right-associative).
    func operators(_ elements: [ExprSyntax], in scope: Scope, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        // Shunting-yard over the flat sequence, without recursion on its length.
        let operands: [(ExprSyntax, SwiftValue?)] = []
        var pending: [(text: String, node: ExprSyntax, then: ExprSyntax?)] = []
        var index = 0
        var items: [(isOperator: Bool, text: String, node: ExprSyntax, then: ExprSyntax?)] = []
        while index < elements.count {
            let element = elements[index]
            if let op = element.as(BinaryOperatorExprSyntax.self) {
                items.append((true, op.operator.text, element, nil))
            } else if let ternary = element.as(UnresolvedTernaryExprSyntax.self) {
                items.append((true, "?:", element, ternary.thenExpression))
            } else if element.is(UnresolvedAsExprSyntax.self) || element.is(UnresolvedIsExprSyntax.self) {
                // `x as CGFloat`: the value as it is; skip the type.
                if element.is(UnresolvedIsExprSyntax.self) {
                    throw error(element, "'is' is not supported; supported: \(Self.supportedExpressions)")
                }
                index += 2
                continue
            } else {
                items.append((false, "", element, nil))
            }
            index += 1
        }
        // Build postfix order, then evaluate operands lazily for && || ?:.
        var output: [(isOperator: Bool, text: String, node: ExprSyntax, then: ExprSyntax?)] = []
        for item in items {
            guard item.isOperator else { output.append(item); continue }
            guard let precedence = Self.precedence(item.text) else {
                throw error(item.node, "the operator \(item.text) is not supported; supported: + - * / % == != < > <= >= && || ?:")
            }
            while let top = pending.last, let topPrecedence = Self.precedence(top.text),
                  topPrecedence > precedence || (topPrecedence == precedence && item.text != "?:") {
                output.append((true, top.text, top.node, top.then))
                pending.removeLast()
            }
            pending.append((item.text, item.node, item.then))
        }
        while let top = pending.popLast() { output.append((true, top.text, top.node, top.then)) }
        _ = operands
        // Evaluate the postfix form. Operands stay unevaluated until needed,
        // so that && || ?: short-circuit.
        enum Operand { case expression(ExprSyntax), value(SwiftValue, ExprSyntax) }
        var stack: [Operand] = []
        func force(_ operand: Operand) throws(SwiftSourceError) -> (SwiftValue, ExprSyntax) {
            switch operand {
            case .expression(let node): (try evaluate(node, in: scope, expected: expected), node)
            case .value(let value, let node): (value, node)
            }
        }
        for item in output {
            guard item.isOperator else { stack.append(.expression(item.node)); continue }
            guard stack.count >= 2 else { throw error(item.node, "this operator has no operands") }
            let right = stack.removeLast(), left = stack.removeLast()
            let (leftValue, leftNode) = try force(left)
            switch item.text {
            case "&&", "||":
                guard case .bool(let first) = leftValue else { throw error(leftNode, "\(item.text) needs Booleans, found \(leftValue.typeName)") }
                if item.text == "&&" && !first || item.text == "||" && first { stack.append(.value(.bool(first), leftNode)); continue }
                let (rightValue, rightNode) = try force(right)
                guard case .bool = rightValue else { throw error(rightNode, "\(item.text) needs Booleans, found \(rightValue.typeName)") }
                stack.append(.value(rightValue, rightNode))
            case "?:":
                guard case .bool(let condition) = leftValue else { throw error(leftNode, "?: needs a Boolean condition, found \(leftValue.typeName)") }
                if condition {
                    stack.append(.value(try evaluate(item.then!, in: scope, expected: expected), item.then!))
                } else {
                    stack.append(.value(try force(right).0, leftNode))
                }
            default:
                let (rightValue, _) = try force(right)
                stack.append(.value(try binary(item.text, leftValue, rightValue, at: item.node, expected: expected), leftNode))
            }
        }
        guard stack.count == 1 else { throw error(elements[0], "this expression is not supported; supported: \(Self.supportedExpressions)") }
        return try force(stack[0]).0
    }

    func binary(_ op: String, _ left: SwiftValue, _ right: SwiftValue, at node: ExprSyntax, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        switch op {
        case "==": return .bool(try equal(left, right, at: node))
        case "!=": return .bool(!(try equal(left, right, at: node)))
        default: break
        }
        if op == "+", case .string(let a) = left, case .string(let b) = right {
            try charge(a.utf8.count + b.utf8.count, at: node)
            return .string(a + b)
        }
        guard case .number(let a, let leftKind) = left, case .number(let b, let rightKind) = right else {
            throw error(node, "\(op) on \(left.typeName) and \(right.typeName) is not supported; supported: arithmetic and comparisons of numbers")
        }
        let kind: SwiftValue.NumberKind = switch (leftKind, rightKind) {
        case (.floating, _), (_, .floating): .floating
        case (.integer, _), (_, .integer): .integer
        default: expected?.isFloating == true ? .floating : .literalInteger
        }
        switch op {
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        case "...", "..<": return try rangeArray(a, b, closed: op == "...", at: node)
        default: return .number(try checked(SwiftChecked.arithmetic(op, a, b, kind: kind), at: node), kind)
        }
    }

    /// The value of a checked operation, or its failure thrown at `node`.
    func checked(_ result: Result<Double, SwiftChecked.Failure>, at node: some SyntaxProtocol) throws(SwiftSourceError) -> Double {
        switch result {
        case .success(let value): return value
        case .failure(let failure): throw error(node, failure.message)
        }
    }

    /// `text` quoted for a message, cut as every quoted input is (``InputQuote``).
    func quote(_ text: some StringProtocol) -> String {
        InputQuote.quoted(text)
    }

    /// Whether two values are equal (numbers, Booleans, strings, enum cases).
    func equal(_ left: SwiftValue, _ right: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> Bool {
        switch (left, right) {
        case (.number(let a, _), .number(let b, _)): return a == b
        case (.bool(let a), .bool(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.fileEnum(let type, let a, _), .fileEnum(let otherType, let b, _)): return type == otherType && a == b
        case (.fileEnum(_, let a, _), .enumCase(let b)), (.enumCase(let b), .fileEnum(_, let a, _)): return a == b
        case (.enumCase(let a), .enumCase(let b)): return a == b
        default:
            throw error(node, "comparing \(left.typeName) with \(right.typeName) is not supported; supported: numbers, Booleans, strings and enum cases")
        }
    }

    /// A value as messages show it.
    func describe(_ value: SwiftValue) -> String {
        switch value {
        case .number(let number, _): number.shortDescription
        case .string(let text): InputQuote.quoted(text, delimiter: "\"")
        case .bool(let bool): String(bool)
        case .fileEnum(let type, let name, _): InputQuote.escaped("\(type).\(name)")
        default: value.typeName
        }
    }

    // MARK: - Typed reads

    func boolean(_ expression: ExprSyntax, in scope: Scope) throws(SwiftSourceError) -> Bool {
        guard case .bool(let value) = try evaluate(expression, in: scope) else {
            throw error(expression, "expected a Boolean condition")
        }
        return value
    }

    func number(_ expression: ExprSyntax, in scope: Scope, expected: SwiftType = .floating) throws(SwiftSourceError) -> Double {
        let value = try evaluate(expression, in: scope, expected: expected)
        guard case .number(let number, _) = value else {
            throw error(expression, "expected a number, found \(value.typeName)")
        }
        return number
    }
}
