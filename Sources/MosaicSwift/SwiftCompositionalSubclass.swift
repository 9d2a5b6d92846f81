import SwiftSyntax

/// A `UICollectionViewCompositionalLayout` subclass of the files: its
/// initialiser (the parameterless one, one whose parameters all have
/// defaults, or the one `#NAME(…)` names) builds the sections and hands
/// them to UIKit with `self.init(section:)`, `self.init(sectionProvider:)`
/// (a closure, or a function of the files: `Self.sectionProvider`), with
/// or without `configuration:`, or `super.init(…)`. That call is the
/// layout; statements after it may set `self.configuration`.
extension SwiftEvaluator {
    /// The layout a subclass of the files describes: a flow layout's or a
    /// compositional layout's.
    func subclassValue(_ declaration: ClassDeclSyntax, call: FunctionCallExprSyntax?, in callerScope: Scope, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        if program.compositionalSubclasses[declaration.name.text] != nil {
            return try compositionalSubclassValue(declaration, call: call, in: callerScope, at: node)
        }
        return try flowSubclassValue(declaration, call: call, in: callerScope, at: node)
    }

    /// The compositional layout a subclass's initialiser makes.
    func compositionalSubclassValue(_ declaration: ClassDeclSyntax, call: FunctionCallExprSyntax?, in callerScope: Scope, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        let name = declaration.name.text
        guard callDepth < program.limits.maximumCallDepth else {
            throw error(node, SwiftEvaluator.callDepthMessage(program.limits.maximumCallDepth))
        }
        callDepth += 1
        defer { callDepth -= 1 }
        let initialisers = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { $0.optionalMark == nil && $0.body != nil }
        let given = call.map { Array($0.arguments.map { $0.label?.text ?? "_" }) } ?? []
        let chosen = initialisers.first { initialiser in
            var labels = given[...]
            for parameter in initialiser.signature.parameterClause.parameters {
                if labels.first == parameter.firstName.text { labels.removeFirst() } else if parameter.defaultValue == nil { return false }
            }
            return labels.isEmpty
        }
        guard let initialiser = chosen, let body = initialiser.body else {
            throw error(node, "\(quote(name)) has no initialiser for these arguments that makes its sections; mosaic reads a UICollectionViewCompositionalLayout subclass whose init calls self.init(section:) or self.init(sectionProvider:)")
        }
        let scope = Scope()
        var arguments = call.map { Array($0.arguments) } ?? []
        for parameter in initialiser.signature.parameterClause.parameters {
            let expected = SwiftType(typeName: parameter.type.trimmedDescription)
            var value: SwiftValue
            if let first = arguments.first, (first.label?.text ?? "_") == parameter.firstName.text {
                arguments.removeFirst()
                value = try evaluate(first.expression, in: callerScope, expected: expected)
            } else if let defaultValue = parameter.defaultValue {
                value = try evaluate(defaultValue.value, in: scope, expected: expected)
            } else {
                throw error(node, "\(quote(name))'s init gives no value for \(quote(parameter.firstName.text))")
            }
            if let expected, case .number(let number, _) = value { value = .number(number, expected.isFloating ? .floating : .integer) }
            scope.values[(parameter.secondName ?? parameter.firstName).text] = value
        }
        var layout: SwiftValue?
        for statement in body.statements {
            if layout == nil, case .expr(let expression) = statement.item, let delegated = expression.as(FunctionCallExprSyntax.self),
               ["self.init", "super.init"].contains(delegated.calledExpression.trimmedDescription) {
                let value = try construct(type: "UICollectionViewCompositionalLayout", member: nil, call: delegated, in: scope, expected: nil)
                layout = value
                scope.values["self"] = value
                continue
            }
            if case .returned = try run(item: statement, in: scope) { break }
        }
        guard layout != nil, let value = scope.values["self"] else {
            throw error(initialiser, "this initialiser of \(quote(name)) does not call self.init(section:) or self.init(sectionProvider:); mosaic reads the sections a subclass hands to UIKit")
        }
        return value
    }
}
