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
        guard let initialiser = chooseInitialiser(of: declaration, for: call).chosen, let body = initialiser.body else {
            throw error(node, "\(quote(name)) has no initialiser for these arguments that makes its sections; mosaic reads a UICollectionViewCompositionalLayout subclass whose init calls self.init(section:) or self.init(sectionProvider:)")
        }
        let scope = Scope()
        try bindParameters(of: initialiser, call: call, from: callerScope, defaults: scope, into: scope, typeName: name, at: node)
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
