import SwiftSyntax

// Where the file's layout is: a layout function, a layout property, or top-level code.
extension SwiftEvaluator {
    static let entryHelp = "mosaic looks for a function that returns a UICollectionViewLayout (createLayout() first), a property of that type, or top-level code that makes a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout"

    /// The layout the file makes, and where.
    func entry() throws(SwiftSourceError) -> (SwiftValue, Syntax) {
        if let function = program.layoutFunction {
            return (try call(closure(of: function, in: nil), arguments: [], at: function), Syntax(function.name))
        }
        if let binding = program.layoutProperties.first(where: { $0.initializer != nil }), let initializer = binding.initializer {
            // `lazy var layout: UICollectionViewLayout = { … }()`
            if let call = initializer.value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
               call.arguments.isEmpty {
                let value = SwiftClosure(parameters: [], body: closure.statements, node: Syntax(closure), captured: [:])
                return (try self.call(value, arguments: [], at: call), Syntax(binding.pattern))
            }
            return (try evaluate(initializer.value, in: Scope()), Syntax(binding.pattern))
        }
        // Top-level code: run the statements; the layout is what is returned
        // or the last binding holding a layout.
        let statements = program.tree.statements.filter { item in
            guard case .decl(let declaration) = item.item else { return true }
            return declaration.is(VariableDeclSyntax.self)
        }
        let scope = Scope()
        var last: (SwiftValue, Syntax)?
        for statement in statements {
            if case .returned(let value) = try run(CodeBlockItemListSyntax([statement]), in: scope) {
                return (value, Syntax(statement))
            }
            if case .decl(let declaration) = statement.item, let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = scope.values[name] else { continue }
                    switch value {
                    case .compositionalLayout, .flowLayout: last = (value, Syntax(binding.pattern))
                    default: break
                    }
                }
            }
        }
        // A later `layout.itemSize = …` changes the binding: take its latest value.
        if let (_, node) = last, let name = node.as(PatternSyntax.self)?.as(IdentifierPatternSyntax.self)?.identifier.text,
           let value = scope.values[name] {
            return (value, node)
        }
        throw SwiftSourceError(file: program.file, line: 0, column: 0, message: "no layout found; \(Self.entryHelp)")
    }
}
