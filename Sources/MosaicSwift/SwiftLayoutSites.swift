import SwiftSyntax

/// A place where the files hand a layout to a collection view:
/// `UICollectionView(frame: .zero, collectionViewLayout: LAYOUT)` (also a
/// subclass's or `super.init`'s), `UICollectionViewController(collectionViewLayout: LAYOUT)`,
/// `collectionView.collectionViewLayout = LAYOUT` and
/// `collectionView.setCollectionViewLayout(LAYOUT, animated: …)`.
///
/// The layout is what `LAYOUT` evaluates to after the statements before it
/// in the same block that it depends on: a backward slice over the names
/// it reads (`let layout = UICollectionViewFlowLayout()`,
/// `layout.itemSize = …`), so that the view code around it
/// (`view.addSubview`, `collectionView.register`, constraints) is never
/// evaluated.
struct SwiftLayoutSite {
    /// The expression that gives the layout.
    let layout: ExprSyntax
    /// The statement the site is in, and the block around it (nil for a
    /// stored property's initial value).
    let statement: CodeBlockItemSyntax?
    let block: CodeBlockItemListSyntax?
    /// The property or function the site is in (`collectionView`, `configureHierarchy`).
    let owner: String
    /// The enclosing function's or initialiser's parameters, which the layout cannot read.
    let parameters: Set<String>

    /// Every site of the files, in file order.
    ///
    /// - Complexity: O(n) in the size of the syntax trees (walked with an explicit stack).
    static func all(in program: SwiftProgram) -> [SwiftLayoutSite] {
        var sites: [SwiftLayoutSite] = []
        for unit in program.units {
            var stack: [Syntax] = [Syntax(unit.tree)]
            while let node = stack.popLast() {
                stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
                if let expression = layoutExpression(at: node) {
                    sites.append(site(expression, at: node))
                }
            }
        }
        return sites
    }

    /// The layout expression `node` hands to a collection view, if it is a site.
    private static func layoutExpression(at node: Syntax) -> ExprSyntax? {
        if let call = node.as(FunctionCallExprSyntax.self) {
            if let argument = call.arguments.first(where: { $0.label?.text == "collectionViewLayout" }) { return argument.expression }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "setCollectionViewLayout",
               let first = call.arguments.first, first.label == nil {
                return first.expression
            }
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
               let target = elements[0].as(MemberAccessExprSyntax.self), target.declName.baseName.text == "collectionViewLayout" {
                return elements[2]
            }
        }
        return nil
    }

    private static func site(_ expression: ExprSyntax, at node: Syntax) -> SwiftLayoutSite {
        var statement: CodeBlockItemSyntax?
        var owner = "the file"
        var parameters: Set<String> = []
        var current: Syntax? = node
        while let here = current {
            if statement == nil, let item = here.as(CodeBlockItemSyntax.self) { statement = item }
            if let function = here.as(FunctionDeclSyntax.self) {
                owner = function.name.text
                parameters = Set(function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                break
            }
            if let initialiser = here.as(InitializerDeclSyntax.self) {
                owner = "init"
                parameters = Set(initialiser.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text })
                break
            }
            // A property of a type (not a local `let view = UICollectionView(…)` in a block).
            if let binding = here.as(PatternBindingSyntax.self), let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               binding.parent?.parent?.parent?.is(CodeBlockItemSyntax.self) != true {
                owner = name
                break
            }
            current = here.parent
        }
        // A stored property's initial value (`lazy var collectionView = UICollectionView(…)`) has no block.
        let block = statement?.parent?.as(CodeBlockItemListSyntax.self)
        return SwiftLayoutSite(layout: expression, statement: block == nil ? nil : statement, block: block, owner: owner, parameters: parameters)
    }

    /// The names an expression or statement reads (every `DeclReferenceExpr`).
    static func names(in node: some SyntaxProtocol) -> Set<String> {
        var names: Set<String> = []
        var stack: [Syntax] = [Syntax(node)]
        while let next = stack.popLast() {
            if let reference = next.as(DeclReferenceExprSyntax.self) { names.insert(reference.baseName.text) }
            stack.append(contentsOf: next.children(viewMode: .sourceAccurate))
        }
        return names
    }

    /// The parameters of the function around the site that the layout reads.
    var parametersRead: Set<String> {
        parameters.intersection(Self.names(in: layout))
    }

    /// The statements before the site that the layout depends on, in order.
    func slice() -> [CodeBlockItemSyntax] {
        guard let block, let statement else { return [] }
        let items = Array(block)
        guard let index = items.firstIndex(where: { $0.id == statement.id }) else { return [] }
        var needed = Self.names(in: layout)
        var kept: [CodeBlockItemSyntax] = []
        for item in items[..<index].reversed() {
            if item.item.is(GuardStmtSyntax.self) { continue }
            let defined = Self.definedNames(item)
            let assigned = Self.assignedRoots(item)
            guard !defined.isDisjoint(with: needed) || !assigned.isDisjoint(with: needed) else { continue }
            kept.append(item)
            needed.formUnion(Self.names(in: item))
        }
        return kept.reversed()
    }

    /// The names a statement declares (`let layout = …`).
    fileprivate static func definedNames(_ item: CodeBlockItemSyntax) -> Set<String> {
        guard case .decl(let declaration) = item.item, let variable = declaration.as(VariableDeclSyntax.self) else { return [] }
        return Set(variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text })
    }

    /// The names whose values a statement changes (`layout.itemSize = …`,
    /// `layout.sectionInset.left += 4`, also inside an `if`).
    fileprivate static func assignedRoots(_ item: CodeBlockItemSyntax) -> Set<String> {
        var roots: Set<String> = []
        var stack: [Syntax] = [Syntax(item)]
        while let node = stack.popLast() {
            if node.is(ClosureExprSyntax.self) { continue }
            if let sequence = node.as(SequenceExprSyntax.self) {
                let elements = Array(sequence.elements)
                if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self) || elements[1].as(BinaryOperatorExprSyntax.self).map({ $0.operator.text.hasSuffix("=") && !["==", "!=", "<=", ">="].contains($0.operator.text) }) == true {
                    var target = elements[0]
                    while let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
                        target = base
                    }
                    if let reference = target.as(DeclReferenceExprSyntax.self) { roots.insert(reference.baseName.text) }
                }
            }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate))
        }
        return roots
    }
}

/// A storyboard's flow layout configured in code: `let layout =
/// collectionView.collectionViewLayout as! UICollectionViewFlowLayout`
/// (also `if let … as?`, `guard let … as?`), then `layout.itemSize = …`.
/// The layout is UIKit's default flow layout with those assignments (and
/// the bindings they read) run in order; nothing else of the block is.
/// Without this, such a file would read as its delegate methods alone, on
/// a default layout: frames that differ from the app's.
struct SwiftStoryboardFlowSite {
    /// The name bound to the layout.
    let name: String
    /// The statements that follow the binding and may configure it.
    let statements: [CodeBlockItemSyntax]
    /// The function the site is in.
    let owner: String
    /// The cast, for messages.
    let node: Syntax
    /// The statements of the block before it, whose bindings they may read.
    var before: [CodeBlockItemSyntax] = []

    /// Every such site of the files, in file order.
    ///
    /// - Complexity: O(n) in the size of the syntax trees.
    static func all(in program: SwiftProgram) -> [SwiftStoryboardFlowSite] {
        var sites: [SwiftStoryboardFlowSite] = []
        for unit in program.units {
            var stack: [Syntax] = [Syntax(unit.tree)]
            while let node = stack.popLast() {
                stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
                guard let cast = flowLayoutCast(node), let site = site(cast) else { continue }
                sites.append(site)
            }
        }
        return sites
    }

    /// `X.collectionViewLayout as! UICollectionViewFlowLayout` (or `as?`), as
    /// the parser gives it: an `AsExpr`, or a sequence the operators are not folded in.
    private static func flowLayoutCast(_ node: Syntax) -> ExprSyntax? {
        if let cast = node.as(AsExprSyntax.self), cast.type.trimmedDescription == "UICollectionViewFlowLayout",
           cast.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "collectionViewLayout" {
            return ExprSyntax(cast)
        }
        if let sequence = node.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            if elements.count == 3, elements[0].as(MemberAccessExprSyntax.self)?.declName.baseName.text == "collectionViewLayout",
               elements[1].is(UnresolvedAsExprSyntax.self), elements[2].trimmedDescription == "UICollectionViewFlowLayout" {
                return ExprSyntax(sequence)
            }
        }
        return nil
    }

    private static func site(_ cast: ExprSyntax) -> SwiftStoryboardFlowSite? {
        let owner = cast.ancestorOrSelf { $0.as(FunctionDeclSyntax.self)?.name.text } ?? "the file"
        // `let layout = … as! UICollectionViewFlowLayout` in a block: the statements after it.
        if let binding = cast.parent?.parent?.as(PatternBindingSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
           let item = binding.parent?.parent?.parent?.as(CodeBlockItemSyntax.self) {
            return SwiftStoryboardFlowSite(name: name, statements: following(item), owner: owner, node: Syntax(cast), before: preceding(item))
        }
        // `if let layout = … as? UICollectionViewFlowLayout { … }` and `guard let … else { … }`.
        if let condition = cast.parent?.parent?.as(OptionalBindingConditionSyntax.self),
           let name = condition.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            if let branch = condition.ancestorOrSelf(mapping: { $0.as(IfExprSyntax.self) }) {
                let item = branch.parent?.as(CodeBlockItemSyntax.self) ?? branch.parent?.parent?.as(CodeBlockItemSyntax.self)
                return SwiftStoryboardFlowSite(name: name, statements: Array(branch.body.statements), owner: owner, node: Syntax(cast),
                                               before: item.map(preceding) ?? [])
            }
            if let guarded = condition.ancestorOrSelf(mapping: { $0.as(GuardStmtSyntax.self) }),
               let item = guarded.parent?.as(CodeBlockItemSyntax.self) {
                return SwiftStoryboardFlowSite(name: name, statements: following(item), owner: owner, node: Syntax(cast), before: preceding(item))
            }
        }
        return nil
    }

    private static func preceding(_ item: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
        guard let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        let items = Array(block)
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return [] }
        return Array(items[..<index])
    }

    private static func following(_ item: CodeBlockItemSyntax) -> [CodeBlockItemSyntax] {
        guard let block = item.parent?.as(CodeBlockItemListSyntax.self) else { return [] }
        let items = Array(block)
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return [] }
        return Array(items[(index + 1)...])
    }

    /// The statements that configure the layout — assignments to its
    /// properties — with the bindings before them that they read.
    func slice() -> [CodeBlockItemSyntax] {
        var kept: [CodeBlockItemSyntax] = []
        var needed: Set<String> = [name]
        // Forward: the assignments to the layout; backward over what precedes
        // each: the bindings they read.
        for item in statements.reversed() {
            let assigned = SwiftLayoutSite.assignedRootsOf(item)
            let defined = SwiftLayoutSite.definedNamesOf(item)
            if assigned.contains(name) || !defined.isDisjoint(with: needed.subtracting([name])) {
                kept.append(item)
                needed.formUnion(SwiftLayoutSite.names(in: item))
            }
        }
        // Before the binding: only the bindings the kept statements read.
        for item in before.reversed() {
            let defined = SwiftLayoutSite.definedNamesOf(item)
            if !defined.contains(name), !defined.isDisjoint(with: needed) {
                kept.append(item)
                needed.formUnion(SwiftLayoutSite.names(in: item))
            }
        }
        return kept.reversed()
    }
}

extension SwiftLayoutSite {
    static func assignedRootsOf(_ item: CodeBlockItemSyntax) -> Set<String> { assignedRoots(item) }
    static func definedNamesOf(_ item: CodeBlockItemSyntax) -> Set<String> { definedNames(item) }
}
