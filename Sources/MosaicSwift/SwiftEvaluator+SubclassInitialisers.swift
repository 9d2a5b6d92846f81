import SwiftSyntax

/// A layout subclass's initialisers, called as `Subclass(label: value)`:
/// which one a call chooses, and its parameters bound. Flow layout and
/// compositional layout subclasses are called the same way.
extension SwiftEvaluator {
    /// The initialisers of a class with a body (no `init?`), and the first of
    /// them that takes the labels `call` gives, in order, the parameters it
    /// skips having defaults.
    ///
    /// - Complexity: O(initialisers × parameters).
    func chooseInitialiser(of declaration: ClassDeclSyntax, for call: FunctionCallExprSyntax?)
        -> (all: [InitializerDeclSyntax], chosen: InitializerDeclSyntax?, labels: [String]) {
        let all = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            .filter { $0.optionalMark == nil && $0.body != nil }
        let given = call.map { Array($0.arguments.map { $0.label?.text ?? "_" }) } ?? []
        let chosen = all.first { initialiser in
            var labels = given[...]
            for parameter in initialiser.signature.parameterClause.parameters {
                if labels.first == parameter.firstName.text { labels.removeFirst() } else if parameter.defaultValue == nil { return false }
            }
            return labels.isEmpty
        }
        return (all, chosen, given)
    }

    /// Binds `initialiser`'s parameters in `scope`, each to `call`'s argument
    /// with its label (evaluated in `callerScope`) or else to its default
    /// (evaluated in `defaults`), as the parameter's type reads numbers.
    ///
    /// - Throws: for a parameter with neither, naming `typeName`.
    func bindParameters(of initialiser: InitializerDeclSyntax, call: FunctionCallExprSyntax?, from callerScope: Scope, defaults: Scope,
                        into scope: Scope, typeName: String, at node: some SyntaxProtocol) throws(SwiftSourceError) {
        var arguments = call.map { Array($0.arguments) } ?? []
        for parameter in initialiser.signature.parameterClause.parameters {
            let expected = SwiftType(typeName: parameter.type.trimmedDescription)
            var value: SwiftValue
            if let first = arguments.first, (first.label?.text ?? "_") == parameter.firstName.text {
                arguments.removeFirst()
                value = try evaluate(first.expression, in: callerScope, expected: expected)
            } else if let defaultValue = parameter.defaultValue {
                value = try evaluate(defaultValue.value, in: defaults, expected: expected)
            } else {
                throw error(node, "\(quote(typeName))'s init gives no value for \(quote(parameter.firstName.text))")
            }
            if let expected, case .number(let number, _) = value { value = .number(number, expected.isFloating ? .floating : .integer) }
            scope.values[(parameter.secondName ?? parameter.firstName).text] = value
        }
    }
}
