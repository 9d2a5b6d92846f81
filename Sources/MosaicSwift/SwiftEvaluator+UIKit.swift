import Mosaic
import SwiftSyntax

// UIKit's layout types as the evaluator knows them: their initialisers,
// static members and the standard functions layout code uses.
extension SwiftEvaluator {
    static let supportedCalls = "NSCollectionLayoutSize, NSCollectionLayoutItem, NSCollectionLayoutGroup.horizontal/vertical, NSCollectionLayoutSection, NSCollectionLayoutBoundarySupplementaryItem, NSCollectionLayoutSupplementaryItem, NSCollectionLayoutAnchor, NSCollectionLayoutDecorationItem.background, NSDirectionalEdgeInsets, UIEdgeInsets, NSCollectionLayoutEdgeSpacing, CGSize, CGPoint, UICollectionViewCompositionalLayout, UICollectionViewCompositionalLayout.list, UICollectionViewCompositionalLayoutConfiguration, UICollectionLayoutListConfiguration, NSCollectionLayoutSection.list, UICollectionViewFlowLayout, functions of this file, CGFloat/Double/Int, min, max, abs"

    /// Arguments by label, evaluated with the types their labels give.
    struct Arguments {
        var labels: [String]
        var values: [SwiftValue]
        var nodes: [ExprSyntax]
        var signature: String { "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")" }
    }

    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, in scope: Scope) throws(SwiftSourceError) -> Arguments {
        var result = Arguments(labels: [], values: [], nodes: [])
        for argument in list {
            let label = argument.label?.text ?? ""
            result.labels.append(label)
            result.values.append(try evaluate(argument.expression, in: scope, expected: SwiftType.of(label: label)))
            result.nodes.append(argument.expression)
        }
        if let trailing {
            result.labels.append("")
            result.values.append(try evaluate(ExprSyntax(trailing), in: scope))
            result.nodes.append(ExprSyntax(trailing))
        }
        return result
    }

    /// A call: a function of the file, a closure, or a UIKit initialiser or static method.
    func call(_ call: FunctionCallExprSyntax, in scope: Scope, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        guard call.additionalTrailingClosures.isEmpty else {
            throw error(call, "several trailing closures are not supported; supported: \(Self.supportedCalls)")
        }
        let callee = call.calledExpression
        // A name: a closure in scope, a function of the file, or a type.
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .closure(let closure)? = scope.lookup(name) {
                let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
                return try self.call(closure, arguments: given.values, at: call)
            }
            if let function = program.functions[name] {
                return try self.call(function, arguments: call.arguments, trailing: call.trailingClosure, in: scope, at: call)
            }
            if ["fatalError", "preconditionFailure", "assertionFailure"].contains(name) {
                throw error(call, "the code reaches \(name)(…) here, which stops the app; every path must give a layout value")
            }
            return try construct(type: name, member: nil, call: call, in: scope, expected: expected)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // `.init(…)` and `.fractionalWidth(…)`: the type the context gives.
                let type = expected?.typeName ?? Self.implicitMemberTypes[name] ?? ""
                return try construct(type: type, member: name == "init" ? nil : name, call: call, in: scope, expected: expected)
            }
            // `self.makeSection()`, `Self.makeSection()`, `ViewController.makeSection()`.
            if let function = program.functions[name], isTypeOrSelf(base) {
                return try self.call(function, arguments: call.arguments, trailing: call.trailingClosure, in: scope, at: call)
            }
            if let typeName = typeName(base) {
                return try construct(type: typeName, member: name == "init" ? nil : name, call: call, in: scope, expected: expected)
            }
            let value = try evaluate(base, in: scope)
            return try method(name, on: value, call: call, in: scope)
        }
        throw error(call, "calling \(construct(callee)) is not supported; supported: \(Self.supportedCalls)")
    }

    /// The types implicit members name when the context gives none.
    static let implicitMemberTypes: [String: String] = [
        "fractionalWidth": "NSCollectionLayoutDimension", "fractionalHeight": "NSCollectionLayoutDimension",
        "absolute": "NSCollectionLayoutDimension", "estimated": "NSCollectionLayoutDimension",
        "uniformAcrossSiblings": "NSCollectionLayoutDimension",
        "fixed": "NSCollectionLayoutSpacing", "flexible": "NSCollectionLayoutSpacing",
        "horizontal": "NSCollectionLayoutGroup", "vertical": "NSCollectionLayoutGroup", "custom": "NSCollectionLayoutGroup",
        "background": "NSCollectionLayoutDecorationItem",
    ]

    /// Whether `base` is `self`, `Self` or a type declared in the file.
    func isTypeOrSelf(_ base: ExprSyntax) -> Bool {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        return name == "self" || name == "Self" || name.first?.isUppercase == true
    }

    /// The name of a type used as a value (`NSCollectionLayoutGroup` in `NSCollectionLayoutGroup.horizontal`).
    func typeName(_ base: ExprSyntax) -> String? {
        guard let name = base.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true else { return nil }
        return name
    }

    private func method(_ name: String, on value: SwiftValue, call: FunctionCallExprSyntax, in scope: Scope) throws(SwiftSourceError) -> SwiftValue {
        // A method of an enum of the file (`sectionKind.orthogonalScrollingBehavior()`), with `self` the case.
        if case .fileEnum(let type, _, _) = value, let declaration = program.enums[type] {
            for member in declaration.memberBlock.members {
                guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { continue }
                var closure = try closure(of: function, in: nil)
                closure.parameters.insert("self", at: 0)
                let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
                return try self.call(closure, arguments: [value] + given.values, at: call)
            }
        }
        if case .selfReference = value {
            throw error(call, "'\(name)' is not a function of this file; supported: \(Self.supportedCalls)")
        }
        if case .closure(let closure) = value, name == "callAsFunction" {
            return try self.call(closure, arguments: arguments(call.arguments, trailing: call.trailingClosure, in: scope).values, at: call)
        }
        throw error(call, "calling '\(name)' on \(value.typeName) is not supported; supported: \(Self.supportedCalls)")
    }

    /// An initialiser (`member` nil) or static method of `type`.
    func construct(type: String, member: String?, call: FunctionCallExprSyntax, in scope: Scope, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        if let value = try constructFromFiles(type: type, member: member, call: call, in: scope) { return value }
        // Enums of the file: `Section(rawValue: index)`.
        if let declaration = program.enums[type], member == nil {
            let given = try arguments(call.arguments, trailing: nil, in: scope)
            guard given.labels == ["rawValue"] else {
                throw error(call, "\(type)\(given.signature) is not supported; supported: \(type)(rawValue:)")
            }
            return try fileEnumCase(declaration, rawValue: given.values[0], at: call)
        }
        let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
        let builder = SwiftValueBuilder(evaluator: self, call: call, arguments: given)
        let key = member.map { "\(type).\($0)" } ?? type
        guard let value = try initialise(key, builder) else {
            if type.isEmpty {
                throw error(call, "'\(call.calledExpression.trimmedDescription)' needs a type here: write the type's name; supported: \(Self.supportedCalls)")
            }
            throw error(call, "'\(key)' is not supported; supported: \(Self.supportedCalls)")
        }
        return value
    }

    /// The case of a file enum whose raw value is `raw`, or nil.
    func fileEnumCase(_ declaration: EnumDeclSyntax, rawValue raw: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        for (name, value) in try enumCases(declaration) where try equal(value, raw, at: node) {
            return .fileEnum(type: declaration.name.text, name: name, raw: value)
        }
        return .null
    }

    /// The cases of a file enum with their raw values (Int: 0, 1, … unless
    /// given; String: the name unless given).
    func enumCases(_ declaration: EnumDeclSyntax) throws(SwiftSourceError) -> [(String, SwiftValue)] {
        let isString = declaration.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
        var cases: [(String, SwiftValue)] = []
        var next = 0.0
        for member in declaration.memberBlock.members {
            guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDeclaration.elements {
                var value: SwiftValue = isString ? .string(element.name.text) : .number(next, .integer)
                if let raw = element.rawValue {
                    value = try evaluate(raw.value, in: Scope())
                    if case .number(let number, _) = value { value = .number(number, .integer); next = number }
                }
                cases.append((element.name.text, value))
                next += 1
            }
        }
        return cases
    }
}
