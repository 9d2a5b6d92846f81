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
        var signature: String { InputQuote.escaped("(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")") }
    }

    func arguments(_ list: LabeledExprListSyntax, trailing: ClosureExprSyntax?, in scope: Scope, callee: String? = nil) throws(SwiftSourceError) -> Arguments {
        var result = Arguments(labels: [], values: [], nodes: [])
        for argument in list {
            let label = argument.label?.text ?? ""
            result.labels.append(label)
            let expected = callee.flatMap { Self.parameterType($0, label: label) } ?? SwiftType.of(label: label)
            result.values.append(try evaluate(argument.expression, in: scope, expected: expected))
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
        // `{ … }()`: a closure called where it is written (`lazy var item = { … }()`).
        if let literal = callee.as(ClosureExprSyntax.self) {
            guard case .closure(let closure) = try evaluate(ExprSyntax(literal), in: scope) else { throw error(call, "this closure did not evaluate") }
            let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
            return try self.call(closure, arguments: given.values, at: call)
        }
        // `UICollectionViewDiffableDataSource<Section, Item>(collectionView: …) { … }`:
        // the data source (its cell provider is not evaluated).
        if let generic = callee.as(GenericSpecializationExprSyntax.self), generic.expression.trimmedDescription.hasSuffix("DiffableDataSource") {
            let type = generic.genericArgumentClause.arguments.first?.argument.trimmedDescription
            return .host(.dataSource(sectionType: type))
        }
        // `[NSCollectionLayoutItem](repeating: item, count: 3)`.
        if let arrayType = callee.as(ArrayExprSyntax.self), arrayType.elements.count == 1 {
            return try construct(type: "Array", member: nil, call: call, in: scope, expected: expected)
        }
        // A name: a closure in scope, a function of the file, or a type.
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if case .closure(let closure)? = scope.lookup(name) {
                let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
                return try self.call(closure, arguments: given.values, at: call)
            }
            if let function = program.function(named: name, for: call) {
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
            // `self.commonInit()` in a subclass: its own method, bound to the instance.
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", case .closure(let method)? = scope.lookup(name) {
                let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope)
                return try self.call(method, arguments: given.values, at: call)
            }
            // `self.makeSection()`, `Self.makeSection()`, `ViewController.makeSection()`.
            if isTypeOrSelf(base), let function = program.function(named: name, for: call) {
                return try self.call(function, arguments: call.arguments, trailing: call.trailingClosure, in: scope, at: call)
            }
            if let typeName = typeName(base) {
                return try construct(type: typeName, member: name == "init" ? nil : name, call: call, in: scope, expected: expected)
            }
            if try appendInPlace(call, in: scope) { return .null }
            let value = try evaluate(base, in: scope)
            if case .array(let elements) = value, let result = try arrayMethod(name, elements, call: call, in: scope) { return result }
            return try method(name, on: value, call: call, in: scope)
        }
        throw error(call, "calling \(construct(callee)) is not supported; supported: \(Self.supportedCalls)")
    }

    /// The type of a parameter of a UIKit call the evaluator knows (`key`
    /// as ``initialise(_:_:)`` takes it), which its argument's integer
    /// literals take as the compiler infers them: `.fractionalWidth(1/3)`
    /// is a third, as `CGFloat`. `nil` where the label alone says
    /// (``SwiftType/of(label:)``) or the type is not a number, and for the
    /// conversions `CGFloat(…)`, `Double(…)` and `Float(…)`: they are
    /// overloaded on every integer and floating type, so the compiler
    /// takes a literal expression in them as `Int`, its default literal
    /// type (`CGFloat(9 / 2)` is 4, as is `CGFloat(n / 2)` for an Int `n`).
    static func parameterType(_ key: String, label: String) -> SwiftType? {
        switch (key, label) {
        case ("NSCollectionLayoutDimension.fractionalWidth", ""), ("NSCollectionLayoutDimension.fractionalHeight", ""),
             ("NSCollectionLayoutDimension.absolute", ""), ("NSCollectionLayoutDimension.estimated", ""),
             ("NSCollectionLayoutSpacing.fixed", ""), ("NSCollectionLayoutSpacing.flexible", ""):
            return .floating
        case ("NSDirectionalEdgeInsets", _), ("UIEdgeInsets", _), ("CGSize", _), ("CGPoint", _):
            return .floating
        case ("NSCollectionLayoutEdgeSpacing", _):
            return .spacing
        case ("Int", ""):
            return .integer
        default:
            return nil
        }
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
        if case .host(let host) = value, let result = try dataMethod(name, of: host, call: call, in: scope) { return result }
        if case .selfReference = value {
            throw error(call, "\(quote(name)) is not a function of this file; supported: \(Self.supportedCalls)")
        }
        if case .closure(let closure) = value, name == "callAsFunction" {
            return try self.call(closure, arguments: arguments(call.arguments, trailing: call.trailingClosure, in: scope).values, at: call)
        }
        throw error(call, "calling \(quote(name)) on \(value.typeName) is not supported; supported: \(Self.supportedCalls)")
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
        let key = member.map { "\(type).\($0)" } ?? type
        let given = try arguments(call.arguments, trailing: call.trailingClosure, in: scope, callee: key)
        try charge(SwiftEvaluationBudget.valueCost * 4, at: call)
        let builder = SwiftValueBuilder(evaluator: self, call: call, arguments: given)
        guard let value = try initialise(key, builder) else {
            if type.isEmpty {
                throw error(call, "\(quote(call.calledExpression.trimmedDescription)) needs a type here: write the type's name; supported: \(Self.supportedCalls)")
            }
            throw error(call, "\(quote(key)) is not supported; supported: \(Self.supportedCalls)")
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
        try indexedEnumCases(declaration).cases
    }

    /// The cases of a file enum with their raw values, read once per
    /// evaluation, a step each, with an index by name.
    func indexedEnumCases(_ declaration: EnumDeclSyntax) throws(SwiftSourceError) -> SwiftEnumCases {
        let key = declaration.name.text
        if let cached = enumCaseCache[key] { return cached }
        let cases = try readEnumCases(declaration)
        var byName: [String: Int] = [:]
        for (index, (name, _)) in cases.enumerated() where byName[name] == nil { byName[name] = index }
        let indexed = SwiftEnumCases(cases: cases, byName: byName)
        enumCaseCache[key] = indexed
        return indexed
    }

    private func readEnumCases(_ declaration: EnumDeclSyntax) throws(SwiftSourceError) -> [(String, SwiftValue)] {
        let isString = declaration.inheritanceClause?.inheritedTypes.contains { $0.type.trimmedDescription == "String" } ?? false
        var cases: [(String, SwiftValue)] = []
        // The raw value of the case before, which the next one without a raw value follows.
        var previous: Double?
        for member in declaration.memberBlock.members {
            guard let caseDeclaration = member.decl.as(EnumCaseDeclSyntax.self) else { continue }
            for element in caseDeclaration.elements {
                try step(element)
                try charge(SwiftEvaluationBudget.valueCost, at: element)
                var value: SwiftValue
                if let raw = element.rawValue {
                    value = try evaluate(raw.value, in: Scope())
                    if case .number(let number, _) = value {
                        guard SwiftChecked.exactInt(number) != nil else {
                            throw error(raw.value, "the raw value \(number.shortDescription) is not an integer mosaic computes with")
                        }
                        value = .number(number, .integer)
                    }
                } else if isString {
                    value = .string(element.name.text)
                } else {
                    let number = try previous.map { (last) throws(SwiftSourceError) in
                        try checked(SwiftChecked.arithmetic("+", last, 1, kind: .integer), at: element)
                    } ?? 0
                    value = .number(number, .integer)
                }
                if case .number(let number, _) = value { previous = number }
                cases.append((element.name.text, value))
            }
        }
        return cases
    }
}

/// A file enum's cases in order, with an index by name (``SwiftEvaluator/indexedEnumCases(_:)``).
struct SwiftEnumCases {
    var cases: [(String, SwiftValue)]
    var byName: [String: Int]
}
