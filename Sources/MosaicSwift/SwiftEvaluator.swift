import Mosaic
import SwiftSyntax

/// Evaluates Swift layout code as the layout description it is: bindings,
/// arithmetic, `if`/`guard`/`switch`, helper functions of the file and
/// UIKit's layout initialisers and properties. Nothing is compiled or run;
/// anything else is a ``SwiftSourceError`` naming the construct and what
/// is supported. Every expression and statement counts against
/// ``SwiftSourceLimits/maximumSteps``, every call against
/// ``SwiftSourceLimits/maximumCallDepth``.
final class SwiftEvaluator {
    /// What a statement did.
    enum Flow {
        case normal
        case returned(SwiftValue)
        /// `break` in a loop (a `switch` ends its case with it).
        case broke
        /// `continue` in a loop.
        case continued
    }

    /// The bindings of one block, and of the blocks around it.
    final class Scope {
        var values: [String: SwiftValue]
        let parent: Scope?
        init(_ values: [String: SwiftValue] = [:], parent: Scope? = nil) {
            self.values = values
            self.parent = parent
        }
        func lookup(_ name: String) -> SwiftValue? { values[name] ?? parent?.lookup(name) }
        /// Sets an existing binding where it is; `false` if there is none.
        func assign(_ name: String, _ value: SwiftValue) -> Bool {
            if values[name] != nil { values[name] = value; return true }
            return parent?.assign(name, value) ?? false
        }
        /// The scope that binds `name`, here or around.
        func owner(of name: String) -> Scope? { values[name] != nil ? self : parent?.owner(of: name) }
        /// Every binding visible here, inner ones winning.
        func flattened() -> [String: SwiftValue] {
            var all = parent?.flattened() ?? [:]
            all.merge(values) { _, inner in inner }
            return all
        }
    }

    let program: SwiftProgram
    var steps = 0
    var callDepth = 0
    /// Expressions being evaluated inside one another now (``SwiftSourceLimits/maximumEvaluationDepth``).
    var evaluationDepth = 0
    /// Constants of the file being evaluated (to catch one defined by itself).
    var evaluatingConstants: Set<String> = []

    /// The most steps this evaluation may take (``SwiftSourceLimits/maximumSteps``,
    /// or ``SwiftSourceLimits/maximumStepsPerSection`` for one section of a provider).
    let stepLimit: Int
    /// The time and memory this evaluation may use (`--timeout`, `--max-memory`).
    let budget: SwiftEvaluationBudget
    /// File enums' cases, worked out once per evaluation (``enumCases(_:)``).
    var enumCaseCache: [String: SwiftEnumCases] = [:]
    /// The statements with no geometry that were skipped (`print(…)`,
    /// `collectionView.register(…)`), as `file:line:column: what`.
    var skipped: [String] = []

    /// The collection view's environment the code reads (``SwiftHost``):
    /// the file's when it is read, a section provider's when it runs.
    let environment: LayoutEnvironment
    /// The data a section provider is laid out with (its sections' item
    /// counts and identifiers), `nil` outside a provider (``dataMethod(_:of:call:in:)``).
    var data: SectionProvider.Context?
    /// The frozen scopes thawed in this evaluation (``thawed(_:_:)``).
    var thawedScopes: [ThawKey: Scope] = [:]
    /// Every scope a closure of this evaluation captured by reference
    /// (``captured(_:)``): emptied when the evaluation ends, since a
    /// closure kept in the scope it captured (`let helper = { … }`) holds
    /// that scope as the scope holds it, a cycle nothing else would end.
    private var capturedScopes: [Scope] = []
    /// The section providers made in this evaluation, frozen before it ends
    /// (``freezeProviders()``).
    var providerCaptures: [SwiftProviderCapture] = []

    init(program: SwiftProgram, stepLimit: Int? = nil, environment: LayoutEnvironment? = nil, budget: SwiftEvaluationBudget? = nil) {
        self.program = program
        self.stepLimit = stepLimit ?? program.limits.maximumSteps
        self.environment = environment ?? program.environment
        self.budget = budget ?? SwiftEvaluationBudget(limits: program.limits)
    }

    deinit {
        for scope in capturedScopes { scope.values.removeAll() }
    }

    /// `scope`, captured by reference by a closure made now; emptied when
    /// this evaluation ends. Whatever leaves the evaluation is frozen first
    /// (a section provider by ``freezeProviders()``, a visible-items
    /// handler when it is set).
    func captured(_ scope: Scope) -> SwiftCapturedScope {
        capturedScopes.append(scope)
        return SwiftCapturedScope(scope)
    }

    /// Freezes the section providers made so far, while what they captured
    /// is still there: the read's last step.
    func freezeProviders() throws(SwiftSourceError) {
        for capture in providerCaptures { _ = try capture.frozen(with: self) }
    }

    func error(_ node: some SyntaxProtocol, _ message: String) -> SwiftSourceError {
        program.error(node, message)
    }

    /// Counts one step.
    func step(_ node: some SyntaxProtocol) throws(SwiftSourceError) {
        steps += 1
        if steps > stepLimit {
            throw error(node, "evaluating the layout takes more than \(stepLimit) steps (the step limit); mosaic stops here (do helper functions call one another in a loop, or does a loop run on?)")
        }
        if budget.stepIsPastDeadline() { throw error(node, budget.timeMessage) }
    }

    /// Charges `bytes` of what the evaluation builds against the memory limit.
    func charge(_ bytes: Int, at node: some SyntaxProtocol) throws(SwiftSourceError) {
        guard budget.charge(bytes) else { throw error(node, budget.memoryMessage) }
    }

    static let supportedStatements = "let/var bindings, property assignments, if, guard, switch, for-in, while, repeat-while, break, continue and return"

    // MARK: - Statements

    /// Runs statements until one returns.
    func run(_ statements: CodeBlockItemListSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        for statement in statements {
            let flow = try run(item: statement, in: scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// Runs one statement where it stands in its file.
    func run(item statement: CodeBlockItemSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        try step(statement)
        switch statement.item {
        case .decl(let declaration):
            try declare(declaration, in: scope)
            return .normal
        case .expr(let expression):
            return try runExpressionStatement(expression, in: scope)
        case .stmt(let statement):
            return try run(statement, in: scope)
        }
    }

    private func declare(_ declaration: DeclSyntax, in scope: Scope) throws(SwiftSourceError) {
        if let variable = declaration.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(binding.pattern, "this binding pattern is not supported; supported: let NAME = VALUE")
                }
                guard let initializer = binding.initializer else {
                    if binding.accessorBlock != nil {
                        throw error(binding, "a computed variable is not supported here; supported: let NAME = VALUE")
                    }
                    scope.values[name] = .null
                    continue
                }
                let expected = binding.typeAnnotation.map { SwiftType(typeName: $0.type.trimmedDescription) } ?? nil
                try charge(SwiftEvaluationBudget.valueCost, at: binding)
                var value = try evaluate(initializer.value, in: scope, expected: expected)
                if expected == nil, case .number(let number, .literalInteger) = value { value = .number(number, .integer) }
                if let expected, expected.isFloating, case .number(let number, _) = value { value = .number(number, .floating) }
                scope.values[name] = value
            }
        } else if let function = declaration.as(FunctionDeclSyntax.self) {
            scope.values[function.name.text] = .closure(try closure(of: function, in: scope))
        } else if let expansion = declaration.as(MacroExpansionDeclSyntax.self) {
            try macro(expansion, name: expansion.macroName.text, statement: true)
        } else if declaration.is(EnumDeclSyntax.self) || declaration.is(StructDeclSyntax.self) || declaration.is(ClassDeclSyntax.self) {
            return
        } else {
            throw error(declaration, "this declaration is not supported inside layout code; supported: \(Self.supportedStatements)")
        }
    }

    private func run(_ statement: StmtSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        if let returned = statement.as(ReturnStmtSyntax.self) {
            guard let expression = returned.expression else { return .returned(.null) }
            return .returned(try evaluate(expression, in: scope))
        }
        if let expression = statement.as(ExpressionStmtSyntax.self) {
            return try runExpressionStatement(expression.expression, in: scope)
        }
        if let guarded = statement.as(GuardStmtSyntax.self) {
            if try conditions(guarded.conditions, in: scope) { return .normal }
            let flow = try run(guarded.body.statements, in: Scope(parent: scope))
            if case .normal = flow {
                throw error(guarded.body, "a guard's else must leave (return, or break or continue in a loop); supported: guard CONDITION else { return VALUE }")
            }
            return flow
        }
        if let jump = statement.as(BreakStmtSyntax.self) {
            if let label = jump.label { throw error(label, "a labeled break is not supported; supported: break") }
            return .broke
        }
        if let jump = statement.as(ContinueStmtSyntax.self) {
            if let label = jump.label { throw error(label, "a labeled continue is not supported; supported: continue") }
            return .continued
        }
        if let loop = statement.as(ForStmtSyntax.self) { return try run(loop, in: scope) }
        if let loop = statement.as(WhileStmtSyntax.self) { return try run(loop, in: scope) }
        if let loop = statement.as(RepeatStmtSyntax.self) { return try run(loop, in: scope) }
        if let labeled = statement.as(LabeledStmtSyntax.self) {
            throw error(labeled, "a labeled statement is not supported; supported: \(Self.supportedStatements)")
        }
        let construct: String = if statement.is(DoStmtSyntax.self) { "a do block" }
            else if statement.is(ThrowStmtSyntax.self) { "throw" }
            else if statement.is(DeferStmtSyntax.self) { "defer" }
            else if statement.is(FallThroughStmtSyntax.self) { "fallthrough" }
            else { "this statement" }
        throw error(statement, "\(construct) is not supported; supported: \(Self.supportedStatements)")
    }

    /// An expression used as a statement: an assignment, an `if` or a `switch`.
    private func runExpressionStatement(_ expression: ExprSyntax, in scope: Scope) throws(SwiftSourceError) -> Flow {
        if try skipsWithoutGeometry(expression, in: scope) { return .normal }
        if let expansion = expression.as(MacroExpansionExprSyntax.self) {
            try macro(expansion, name: expansion.macroName.text, statement: true)
            return .normal
        }
        if let branch = expression.as(IfExprSyntax.self) { return try run(branch, in: scope, valued: false) }
        if let choice = expression.as(SwitchExprSyntax.self) { return try run(choice, in: scope, valued: false) }
        if let sequence = expression.as(SequenceExprSyntax.self), try assignment(sequence, in: scope) { return .normal }
        // A lone expression: evaluate it (an unsupported call is reported), drop the value.
        _ = try evaluate(expression, in: scope)
        return .normal
    }

    /// Runs an `if`; `valued`: as an expression, whose branches' single expressions are its value.
    func run(_ branch: IfExprSyntax, in scope: Scope, valued: Bool) throws(SwiftSourceError) -> Flow {
        let inner = Scope(parent: scope)
        if try conditions(branch.conditions, in: inner) {
            return valued ? try branchValue(branch.body.statements, in: inner) : try run(branch.body.statements, in: inner)
        }
        switch branch.elseBody {
        case .ifExpr(let next)?: return try run(next, in: scope, valued: valued)
        case .codeBlock(let block)?:
            return valued ? try branchValue(block.statements, in: Scope(parent: scope)) : try run(block.statements, in: Scope(parent: scope))
        case nil: return .normal
        }
    }

    /// Whether every condition holds, binding `if let`/`guard let` names in `scope`.
    func conditions(_ list: ConditionElementListSyntax, in scope: Scope) throws(SwiftSourceError) -> Bool {
        for element in list {
            try step(element)
            switch element.condition {
            case .expression(let expression):
                guard try boolean(expression, in: scope) else { return false }
            case .optionalBinding(let binding):
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                    throw error(binding.pattern, "this binding pattern is not supported; supported: if let NAME = VALUE")
                }
                // `guard let self = self` (or `guard let self`): self is always there.
                if name == "self" { continue }
                let given = try binding.initializer.map { (clause) throws(SwiftSourceError) in try evaluate(clause.value, in: scope) }
                // `if let collectionView` (Swift 5.7): the name's own value.
                let implicit = given == nil && scope.lookup(name) == nil ? try environmentName(name, in: scope) : nil
                let value = given ?? scope.lookup(name) ?? implicit ?? .null
                if case .null = value { return false }
                scope.values[name] = value
            case .availability(let availability):
                // Mosaic lays out as the newest iOS: `#available(iOS 14, *)` holds, `#unavailable` does not.
                if availability.availabilityKeyword.tokenKind == .poundUnavailable { return false }
            default:
                throw error(element, "this condition is not supported; supported: Boolean expressions, if let NAME = VALUE and #available")
            }
        }
        return true
    }

    /// Runs a `switch`; `valued`: as an expression.
    func run(_ choice: SwitchExprSyntax, in scope: Scope, valued: Bool) throws(SwiftSourceError) -> Flow {
        let subject = try evaluate(choice.subject, in: scope)
        for element in choice.cases {
            guard case .switchCase(let switchCase) = element else {
                throw error(element, "#if is not supported; supported: case and default")
            }
            let inner = Scope(parent: scope)
            var matched = false
            switch switchCase.label {
            case .default:
                matched = true
            case .case(let label):
                for item in label.caseItems where try matches(subject, item.pattern, in: inner) {
                    if let clause = item.whereClause, try !boolean(clause.condition, in: inner) { continue }
                    matched = true
                    break
                }
            }
            if matched {
                let flow = valued ? try branchValue(switchCase.statements, in: inner) : try run(switchCase.statements, in: inner)
                // `break` ends the case, not a loop around the switch.
                if case .broke = flow { return .normal }
                return flow
            }
        }
        throw error(choice, "no case of this switch matches \(describe(subject)); add a default")
    }

    private func matches(_ subject: SwiftValue, _ pattern: PatternSyntax, in scope: Scope) throws(SwiftSourceError) -> Bool {
        try step(pattern)
        if pattern.is(WildcardPatternSyntax.self) { return true }
        if let binding = pattern.as(ValueBindingPatternSyntax.self),
           let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
            scope.values[name] = subject
            return true
        }
        guard let expression = pattern.as(ExpressionPatternSyntax.self)?.expression else {
            throw error(pattern, "this pattern is not supported; supported: case VALUE, case .name, case A...B, case let NAME, _")
        }
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<" {
            let elements = Array(sequence.elements)
            let bounds = try range(elements[0], elements[2], closed: op == "...", in: scope, at: expression)
            guard case .number(let value, _) = subject else { return false }
            return SwiftChecked.contains(bounds, closed: op == "...", value)
        }
        let value = try evaluate(expression, in: scope, expected: subject.swiftType)
        return try equal(subject, value, at: expression)
    }

    // MARK: - Calls

    /// A function of the file as a closure value.
    func closure(of function: FunctionDeclSyntax, in scope: Scope?) throws(SwiftSourceError) -> SwiftClosure {
        guard let body = function.body else { throw error(function, "\(quote(function.name.text)) has no body") }
        return SwiftClosure(
            parameters: function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text },
            body: body.statements, node: Syntax(function), captured: [:], shared: scope.map(captured)
        )
    }

    /// The call depth limit's message: calls nested too deep, whether a
    /// function calls itself or closures are called inside one another.
    static func callDepthMessage(_ limit: Int) -> String {
        "functions and closures are called inside one another more than \(limit) deep; mosaic stops here (the call depth limit; a function or closure that calls itself must stop before it)"
    }

    /// Calls a closure with its parameters bound to `arguments`.
    ///
    /// - Parameter parent: the scope a closure literal is written in, for a
    ///   closure that does not escape (an array method's): it then sees and
    ///   changes that scope's variables, as Swift's closures do; `nil` to
    ///   run it on the bindings it captured.
    func call(_ closure: SwiftClosure, arguments: [SwiftValue], at node: some SyntaxProtocol, parent: Scope? = nil) throws(SwiftSourceError) -> SwiftValue {
        guard callDepth < program.limits.maximumCallDepth else {
            throw error(node, SwiftEvaluator.callDepthMessage(program.limits.maximumCallDepth))
        }
        var parameters = closure.parameters
        // `{ $0 * 2 }`: a closure without a signature takes its arguments as $0, $1, …
        if parameters.isEmpty, !arguments.isEmpty, let literal = closure.node.as(ClosureExprSyntax.self), literal.signature == nil {
            parameters = arguments.indices.map { "$\($0)" }
        }
        guard arguments.count == parameters.count else {
            throw error(node, "this call gives \(arguments.count) arguments to a function of \(parameters.count) parameters")
        }
        callDepth += 1
        defer { callDepth -= 1 }
        let scope: Scope
        if let parent {
            scope = Scope(parent: parent)
        } else if let shared = closure.shared {
            scope = Scope(parent: shared.scope)
        } else if let link = closure.frozen {
            guard let template = link.scopes else {
                throw error(node, "this closure outlived the section provider it was made beside; mosaic cannot call it")
            }
            scope = Scope(parent: thawed(template, link.index))
        } else {
            scope = Scope(closure.captured)
        }
        for (name, value) in zip(parameters, arguments) where name != "_" { scope.values[name] = value }
        switch try branchValue(closure.body, in: scope) {
        case .returned(let value): return value
        case .normal, .broke, .continued: return .null
        }
    }

    /// Calls a function declared in the file, binding arguments by label (with defaults).
    func call(_ function: FunctionDeclSyntax, arguments: LabeledExprListSyntax, trailing: ClosureExprSyntax?, in scope: Scope, at node: some SyntaxProtocol) throws(SwiftSourceError) -> SwiftValue {
        let parameters = Array(function.signature.parameterClause.parameters)
        var given = Array(arguments)
        var values: [SwiftValue] = []
        for (index, parameter) in parameters.enumerated() {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let expected = SwiftType(typeName: parameter.type.trimmedDescription)
            if let first = given.first, first.label?.text == label {
                given.removeFirst()
                values.append(try argument(first.expression, in: scope, expected: expected))
            } else if index == parameters.count - 1, let trailing {
                values.append(try evaluate(ExprSyntax(trailing), in: scope))
            } else if let defaultValue = parameter.defaultValue {
                values.append(try argument(defaultValue.value, in: scope, expected: expected))
            } else {
                throw error(node, "this call to \(quote(function.name.text)) gives no argument for \(quote(parameter.firstName.text))")
            }
        }
        if let extra = given.first {
            throw error(extra, "\(quote(function.name.text)) has no parameter \(extra.label.map { "\(quote($0.text))" } ?? "without a label") here")
        }
        return try call(closure(of: function, in: nil), arguments: values, at: node)
    }

    private func argument(_ expression: ExprSyntax, in scope: Scope, expected: SwiftType?) throws(SwiftSourceError) -> SwiftValue {
        let value = try evaluate(expression, in: scope, expected: expected)
        if let expected, case .number(let number, _) = value {
            return .number(number, expected.isFloating ? .floating : .integer)
        }
        return value
    }
}
