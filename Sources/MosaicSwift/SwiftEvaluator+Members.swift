import Mosaic
import SwiftSyntax

// Member access (`Type.member`, `.member`, `value.property`) and property
// assignment (`section.interGroupSpacing = 10`).
extension SwiftEvaluator {
    /// UIKit constants by `Type.name`.
    static let typeConstants: [String: SwiftValue] = [
        "UICollectionView.elementKindSectionHeader": .string(FlowLayout.headerKind),
        "UICollectionView.elementKindSectionFooter": .string(FlowLayout.footerKind),
        "UICollectionViewFlowLayout.automaticSize": .enumCase("automaticSize"),
        "NSDirectionalEdgeInsets.zero": .insets(.zero), "UIEdgeInsets.zero": .insets(.zero),
        "CGPoint.zero": .point(.zero), "CGSize.zero": .cgSize(.zero),
    ]

    /// The UIKit enumerations whose `Type.case` is a case name.
    static let enumerationTypes: Set<String> = [
        "UICollectionLayoutSectionOrthogonalScrollingBehavior", "UICollectionView.ScrollDirection",
        "UICollectionViewScrollDirection", "NSRectAlignment", "NSDirectionalRectEdge", "UIContentInsetsReference",
        "UICollectionViewFlowLayout.SectionInsetReference",
        "UICollectionLayoutListConfiguration.Appearance", "UICollectionLayoutListConfiguration.HeaderMode",
        "UICollectionLayoutListConfiguration.FooterMode", "UICollectionLayoutListAppearance",
    ]

    func memberAccess(_ member: MemberAccessExprSyntax, in scope: Scope, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        let name = member.declName.baseName.text
        guard let base = member.base else {
            if name == "zero" { return .zero }
            if case .fileEnum(let type)? = expected, let declaration = program.enums[type] {
                return try fileEnumValue(declaration, name, at: member)
            }
            return .enumCase(name)
        }
        if let value = environmentMember(member, in: scope) { return value }
        let baseText = base.trimmedDescription
        if let constant = Self.typeConstants["\(baseText).\(name)"] { return constant }
        if Self.enumerationTypes.contains(baseText) { return .enumCase(name) }
        if let declaration = program.enums[baseText] {
            if name == "allCases" {
                let cases = try enumCases(declaration)
                try charge(cases.count * SwiftEvaluationBudget.valueCost, at: member)
                return .array(cases.map { .fileEnum(type: baseText, name: $0.0, raw: $0.1) })
            }
            if let value = try constant(name, at: member) { return value }
            return try fileEnumValue(declaration, name, at: member)
        }
        // `Self.headerKind`, `ViewController.headerKind`, `self.columns`.
        if isTypeOrSelf(base), scope.lookup(baseText) == nil {
            if let value = try constant(name, at: member) { return value }
            // `Self.sectionProvider`: a function of the files as a value.
            if let function = program.functions[name] { return .closure(try closure(of: function, in: nil)) }
            if expected == .elementKind { return .string(baseText == "self" || baseText == "Self" ? name : "\(baseText).\(name)") }
            if baseText == "self" || baseText == "Self" {
                throw error(member, "\(quote(name)) is not defined in this file (if another file of the app declares it, read that file too: another --swift FILE, or their folder); supported: \(Self.supportedExpressions)")
            }
        }
        // A kind named by a constant the file does not define: the name is the kind.
        if expected == .elementKind, isNameChain(base), rootIsUnknown(base, in: scope) {
            return .string(member.trimmedDescription)
        }
        let value = try evaluate(base, in: scope)
        return try property(name, of: value, at: member)
    }

    private func isNameChain(_ expression: ExprSyntax) -> Bool {
        if expression.is(DeclReferenceExprSyntax.self) { return true }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return isNameChain(base) }
        return false
    }

    private func rootIsUnknown(_ expression: ExprSyntax, in scope: Scope) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            return scope.lookup(name) == nil && program.constants[name] == nil && program.enums[name] == nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base { return rootIsUnknown(base, in: scope) }
        return false
    }

    private func fileEnumValue(_ declaration: EnumDeclSyntax, _ name: String, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        let indexed = try indexedEnumCases(declaration)
        guard let position = indexed.byName[name] else {
            throw error(node, "\(quote(declaration.name.text)) has no case \(quote(name))")
        }
        return .fileEnum(type: declaration.name.text, name: name, raw: indexed.cases[position].1)
    }

    /// A property of a value.
    func property(_ name: String, of value: SwiftValue, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        switch (value, name) {
        case (.environment(let context), "container"): return .container(context)
        case (.environment, "traitCollection"): return .host(.traits)
        case (.container(let context), "contentSize"): return .cgSize(context.containerSize)
        case (.container(let context), "effectiveContentSize"): return .cgSize(context.effectiveContentSize)
        case (.container(let context), "contentInsets"), (.container(let context), "effectiveContentInsets"): return .insets(context.contentInsets)
        case (.indexPath(let section), "section"): return .number(Double(section), .integer)
        case (.indexPath, "item"), (.indexPath, "row"):
            throw error(node, "indexPath.\(name) is not supported: mosaic's flow layout takes its values per section; supported: indexPath.section")
        case (.cgSize(let size), "width"): return .number(size.width, .floating)
        case (.cgSize(let size), "height"): return .number(size.height, .floating)
        case (.point(let point), "x"): return .number(point.x, .floating)
        case (.point(let point), "y"): return .number(point.y, .floating)
        case (.insets(let insets), "top"): return .number(insets.top, .floating)
        case (.insets(let insets), "bottom"): return .number(insets.bottom, .floating)
        case (.insets(let insets), "leading"), (.insets(let insets), "left"): return .number(insets.left, .floating)
        case (.insets(let insets), "trailing"), (.insets(let insets), "right"): return .number(insets.right, .floating)
        case (.array(let values), "count"): return .number(Double(values.count), .integer)
        case (.array(let values), _) where Self.arrayProperty(name, values) != nil: return Self.arrayProperty(name, values)!
        case (.string(let text), "count"): return .number(Double(text.count), .integer)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.fileEnum(_, _, let raw?), "rawValue"): return raw
        case (.fileEnum(let type, let caseName, let raw), _):
            return try computedProperty(name, of: .fileEnum(type: type, name: caseName, raw: raw), type: type, at: node)
        case (.dimension(let dimension), "dimension"): return .number(dimension.value, .floating)
        case (.size(let size), "widthDimension"): return .dimension(size.widthDimension)
        case (.size(let size), "heightDimension"): return .dimension(size.heightDimension)
        case (.item(let item), "layoutSize"): return .size(item.layoutSize)
        case (.group(let group), "layoutSize"): return .size(group.layoutSize)
        case (.item(let item), "contentInsets"): return .insets(item.contentInsets)
        case (.group(let group), "contentInsets"): return .insets(group.contentInsets)
        case (.section(let section), "contentInsets"): return .insets(section.contentInsets)
        case (.section(let section), "interGroupSpacing"): return .number(section.interGroupSpacing, .floating)
        case (.listConfiguration(let list), _): return try listProperty(name, of: list, at: node)
        default:
            if let known = try environmentProperty(name, of: value, at: node) { return known }
            if let known = try visibleItemProperty(name, of: value, at: node) { return known }
            throw error(node, "the property \(quote(name)) of \(value.typeName) is not supported; supported: the layout properties of UIKit's types, environment.container.contentSize and effectiveContentSize, width, height, count")
        }
    }

    /// A computed property of an enum of the file (`var columnCount: Int { switch self { … } }`).
    private func computedProperty(_ name: String, of value: SwiftValue, type: String, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        guard let declaration = program.enums[type] else { throw error(node, "\(quote(type)) has no property \(quote(name))") }
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                let body: CodeBlockItemListSyntax?
                switch binding.accessorBlock?.accessors {
                case .getter(let statements)?: body = statements
                case .accessors(let accessors)?: body = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
                case nil: body = nil
                }
                guard let body else { throw error(binding, "\(quote(name)) is not a computed property mosaic reads") }
                let closure = SwiftClosure(parameters: ["self"], body: body, node: Syntax(binding), captured: [:])
                return try call(closure, arguments: [value], at: node)
            }
        }
        throw error(node, "\(quote(type)) has no property \(quote(name))")
    }

    // MARK: - Assignment

    /// Runs `target = value` (or `+=` and the like); `false` if the sequence is no assignment.
    func assignment(_ sequence: SequenceExprSyntax, in scope: Scope) throws(SwiftSourceError) -> Bool {
        let elements = Array(sequence.elements)
        guard elements.count >= 3 else { return false }
        let op: String
        if elements[1].is(AssignmentExprSyntax.self) { op = "=" }
        else if let binary = elements[1].as(BinaryOperatorExprSyntax.self), ["+=", "-=", "*=", "/="].contains(binary.operator.text) { op = binary.operator.text }
        else { return false }
        let target = elements[0]
        // A list configuration's separators, colours and swipe actions: no geometry.
        if op == "=", try isListPropertyWithoutGeometry(target, in: scope) { return true }
        // The value is the rest of the sequence (`a.b = c * 2`), folded by precedence.
        let rest = Array(elements[2...])
        let expected = expectedType(of: target)
        var value = rest.count == 1 ? try evaluate(rest[0], in: scope, expected: expected) : try operators(rest, in: scope, expected: expected)
        if op != "=" {
            let current = try evaluate(target, in: scope)
            value = try compound(String(op.dropLast()), current, value, at: sequence)
        }
        try assign(value, to: target, in: scope)
        return true
    }

    /// `current op value` for `op=`: numbers in the target's kind, through
    /// the same checked arithmetic as every operator; `+=` on strings and arrays.
    private func compound(_ op: String, _ current: SwiftValue, _ value: SwiftValue, at node: SequenceExprSyntax) throws(SwiftSourceError) -> SwiftValue {
        switch (current, value) {
        case (.number(let a, let kind), .number(let b, _)):
            return .number(try checked(SwiftChecked.arithmetic(op, a, b, kind: kind == .literalInteger ? .integer : kind), at: node), kind)
        case (.string(let a), .string(let b)) where op == "+":
            try charge(a.utf8.count + b.utf8.count, at: node)
            return .string(a + b)
        case (.array(let a), .array(let b)) where op == "+":
            try charge((a.count + b.count) * SwiftEvaluationBudget.valueCost, at: node)
            return .array(a + b)
        default:
            throw error(node, "\(op)= on \(current.typeName) and \(value.typeName) is not supported; supported: numbers, and += on strings and arrays")
        }
    }

    private func expectedType(of target: ExprSyntax) -> SwiftType? {
        // `itemSize = .init(…)` in a flow layout subclass: the property's type.
        if let reference = target.as(DeclReferenceExprSyntax.self) { return SwiftType.of(label: reference.baseName.text) }
        guard let member = target.as(MemberAccessExprSyntax.self) else { return nil }
        return SwiftType.of(label: member.declName.baseName.text)
    }

    /// Stores `value` at `target`: a name, or a property of a name (at any depth).
    private func assign(_ value: SwiftValue, to target: ExprSyntax, in scope: Scope) throws(SwiftSourceError) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            if case .flowLayout(let flow)? = scope.lookup("self"), SwiftEvaluator.flowProperty(reference.baseName.text, of: flow) != nil,
               scope.lookup(reference.baseName.text) == nil {
                // `itemSize = …` in a flow layout subclass: the layout's own property.
                let updated = try setProperty(reference.baseName.text, of: .flowLayout(flow), to: value, at: reference)
                _ = scope.assign("self", updated)
                return
            }
            guard scope.assign(reference.baseName.text, value) else {
                throw error(target, "\(quote(reference.baseName.text)) is not a variable of this code; supported: assignments to names bound with let/var and their properties")
            }
            return
        }
        guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
            throw error(target, "assigning to \(construct(target)) is not supported; supported: NAME = VALUE, NAME.property = VALUE")
        }
        // `self.columns = columns` in a flow layout subclass's init: its own stored property.
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", case .flowLayout(let flow)? = scope.lookup("self"),
           SwiftEvaluator.flowProperty(member.declName.baseName.text, of: flow) == nil,
           let instance = scope.owner(of: "self"), instance.values[member.declName.baseName.text] != nil {
            // The instance's property, not a parameter of the same name.
            instance.values[member.declName.baseName.text] = value
            return
        }
        let owner = try evaluate(base, in: scope)
        let updated = try setProperty(member.declName.baseName.text, of: owner, to: value, at: member)
        try assign(updated, to: base, in: scope)
    }
}
