import Mosaic
import SwiftSyntax

/// A `UICollectionViewFlowLayout` subclass of the files, configured in its
/// initialiser and its `prepare()` as UIKit runs them: the stored
/// properties get their initial values, the initialiser runs (the
/// parameterless one, or the one a call names, with its defaults), then
/// `prepare()`. Inside them `itemSize = …`, `self.minimumLineSpacing = …`
/// and `self.columns = columns` set the layout's properties and the
/// subclass's own; `collectionView` is the collection view (its bounds,
/// safe area and traits, ``SwiftHost``); `super.init()` and
/// `super.prepare()` are UIKit's and add nothing.
///
/// A subclass that places its own elements (it overrides
/// `layoutAttributesForElements(in:)`, `layoutAttributesForItem(at:)` or
/// `collectionViewContentSize`) is not a flow layout mosaic can read: what
/// it computes is code, not a description.
extension SwiftEvaluator {
    /// The methods whose override makes a subclass place its own elements.
    static let placingMethods: Set<String> = [
        "layoutAttributesForElements", "layoutAttributesForItem", "collectionViewContentSize",
        "layoutAttributesForSupplementaryView", "targetContentOffset",
    ]

    /// Why a subclass cannot be read as it stands, or nil.
    static func subclassProblem(_ declaration: ClassDeclSyntax) -> String? {
        for member in declaration.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), placingMethods.contains(function.name.text),
               function.name.text != "targetContentOffset" {
                return "it overrides \(function.name.text)(…), so it places its own elements (code mosaic does not run); write it as a Lua plugin"
            }
            if let variable = member.decl.as(VariableDeclSyntax.self),
               variable.bindings.contains(where: { $0.pattern.trimmedDescription == "collectionViewContentSize" }) {
                return "it overrides collectionViewContentSize, so it places its own elements (code mosaic does not run); write it as a Lua plugin"
            }
        }
        return nil
    }

    /// The flow layout a subclass describes, made with `call`'s arguments (or none).
    func flowSubclassValue(_ declaration: ClassDeclSyntax, call: FunctionCallExprSyntax?, in callerScope: Scope, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        if let problem = Self.subclassProblem(declaration) {
            throw error(node, "\(declaration.name.text) is a UICollectionViewFlowLayout subclass mosaic cannot read: \(problem)")
        }
        guard callDepth < program.limits.maximumCallDepth else {
            throw error(node, SwiftEvaluator.callDepthMessage(program.limits.maximumCallDepth))
        }
        callDepth += 1
        defer { callDepth -= 1 }
        let instance = Scope()
        instance.values["self"] = .flowLayout(SwiftFlowValue())
        // Stored properties first, as Swift sets them before any initialiser runs.
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                let expected = binding.typeAnnotation.map { SwiftType(typeName: $0.type.trimmedDescription) } ?? nil
                // A cache or model the subclass keeps (`var cache: [IndexPath: …] = [:]`)
                // is app data: an error only where it reaches geometry.
                var value: SwiftValue = .unknown("\(declaration.name.text).\(name)")
                if let initial = binding.initializer?.value, !SwiftProgram.isAppData(binding, type: binding.typeAnnotation?.type.trimmedDescription, lazy: false) {
                    do throws(SwiftSourceError) {
                        value = try evaluate(initial, in: instance, expected: expected)
                    } catch {
                        value = .unknown("\(declaration.name.text).\(name)")
                    }
                }
                if let expected, expected.isFloating, case .number(let number, _) = value { value = .number(number, .floating) }
                instance.values[name] = value
            }
        }
        // Its own methods (`commonInit()`, `self.setup()`), sharing the
        // instance: `self.itemSize = …` in them sets the layout.
        for member in declaration.memberBlock.members {
            guard let method = member.decl.as(FunctionDeclSyntax.self), method.name.text != "prepare",
                  !method.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }), method.body != nil else { continue }
            instance.values[method.name.text] = .closure(try closure(of: method, in: instance))
        }
        let (initialisers, initialiser, given) = chooseInitialiser(of: declaration, for: call)
        if let initialiser, let body = initialiser.body {
            let scope = Scope(parent: instance)
            try bindParameters(of: initialiser, call: call, from: callerScope, defaults: instance, into: scope, typeName: declaration.name.text, at: node)
            try runSkippingSuper(body.statements, in: scope)
        } else if !given.isEmpty || !initialisers.isEmpty {
            let names = initialisers.map { "init(" + $0.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")" }
            throw error(node, "\(declaration.name.text) has no initialiser for these arguments (it has \(names.joined(separator: ", "))); give its arguments: FILE.swift#\(declaration.name.text)(label: value)")
        }
        if let prepare = declaration.memberBlock.members.compactMap({ $0.decl.as(FunctionDeclSyntax.self) })
            .first(where: { $0.name.text == "prepare" && $0.signature.parameterClause.parameters.isEmpty }), let body = prepare.body {
            try runSkippingSuper(body.statements, in: Scope(parent: instance))
        }
        return instance.values["self"] ?? .flowLayout(SwiftFlowValue())
    }

    /// Runs a method's statements, without the calls to `super` (UIKit's own
    /// `init()` and `prepare()` add nothing to the description).
    private func runSkippingSuper(_ statements: CodeBlockItemListSyntax, in scope: Scope) throws(SwiftSourceError) {
        for statement in statements {
            if case .expr(let expression) = statement.item, Self.isSuperCall(expression) { continue }
            if case .returned = try run(item: statement, in: scope) { return }
        }
    }

    private static func isSuperCall(_ expression: ExprSyntax) -> Bool {
        var current = expression
        if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
        return current.is(SuperExprSyntax.self)
    }
}

// Types the files extend or declare, constructed as UIKit's are.
extension SwiftEvaluator {
    /// `MyFlowLayout(…)` (a flow layout subclass of the files),
    /// `NSDirectionalEdgeInsets(horizontal:vertical:)` (an initialiser an
    /// extension of the files adds), or `.grid(size:)` (a static function an
    /// extension adds, called as an implicit member); nil for anything else.
    func constructFromFiles(type: String, member: String?, call: FunctionCallExprSyntax, in scope: Scope) throws(SwiftSourceError) -> SwiftValue? {
        if member == nil, let subclass = program.flowSubclasses[type] {
            return try flowSubclassValue(subclass, call: call, in: scope, at: call)
        }
        if member == nil, let subclass = program.compositionalSubclasses[type] {
            return try compositionalSubclassValue(subclass, call: call, in: scope, at: call)
        }
        if let member, let function = program.functions[member],
           function.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
            return try self.call(function, arguments: call.arguments, trailing: call.trailingClosure, in: scope, at: call)
        }
        guard member == nil else { return nil }
        let key = SwiftProgram.initialiserKey(type: type, labels: call.arguments.map { $0.label?.text ?? "_" })
        guard let initialiser = program.extensionInitialisers[key], let body = initialiser.body else { return nil }
        guard callDepth < program.limits.maximumCallDepth else {
            throw error(call, SwiftEvaluator.callDepthMessage(program.limits.maximumCallDepth))
        }
        callDepth += 1
        defer { callDepth -= 1 }
        let inner = Scope()
        for (parameter, argument) in zip(initialiser.signature.parameterClause.parameters, call.arguments) {
            let expected = SwiftType(typeName: parameter.type.trimmedDescription)
            var value = try evaluate(argument.expression, in: scope, expected: expected)
            if let expected, case .number(let number, _) = value { value = .number(number, expected.isFloating ? .floating : .integer) }
            inner.values[(parameter.secondName ?? parameter.firstName).text] = value
        }
        // The body delegates to one of UIKit's initialisers: `self.init(top:leading:bottom:trailing:)`.
        for statement in body.statements {
            if case .expr(let expression) = statement.item, let delegated = expression.as(FunctionCallExprSyntax.self),
               delegated.calledExpression.trimmedDescription == "self.init" {
                return try construct(type: type, member: nil, call: delegated, in: inner, expected: SwiftType(typeName: type))
            }
            if case .returned = try run(item: statement, in: inner) { break }
        }
        throw error(initialiser, "this initialiser does not call self.init(…); mosaic reads initialisers that delegate to one of \(type)'s own")
    }
}
