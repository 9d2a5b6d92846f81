import Mosaic
import SwiftSyntax

/// Where the files' layout is. Real view controllers make their layout in
/// many ways; each is a candidate, considered in this order, and the first
/// that can be read as it stands is the layout:
///
/// 1. a function that returns a layout (`UICollectionViewLayout`,
///    `UICollectionViewCompositionalLayout`, `UICollectionViewFlowLayout`,
///    optional or not, or a flow layout subclass of the files) whose
///    parameters all have defaults: `createLayout()` first, then
///    `makeLayout()`, then the first in the files;
/// 2. a property of a layout type: stored (`lazy var layout: UICollectionViewLayout = { … }()`)
///    or computed (`var layout: UICollectionViewLayout { … }`);
/// 3. where the files hand a layout to a collection view (``SwiftLayoutSite``):
///    `lazy var collectionView = { … UICollectionView(frame: .zero, collectionViewLayout: layout) … }()`
///    (the layout the app uses, with the arguments it gives), and a
///    storyboard's flow layout configured in code (``SwiftStoryboardFlowSite``:
///    `let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout`);
/// 4. a `UICollectionViewFlowLayout` subclass (``flowSubclassValue(_:call:in:at:)``),
///    then a `UICollectionViewCompositionalLayout` subclass (``compositionalSubclassValue(_:call:in:at:)``);
/// 5. `UICollectionViewDelegateFlowLayout` methods alone: UIKit asks them
///    of a default `UICollectionViewFlowLayout`;
/// 6. top-level code: what it returns, or the last `let` holding a layout.
///
/// A ``SwiftLayoutSelector`` (`FILE.swift#NAME`) chooses a candidate by
/// name instead, and can give a function the arguments it has no default
/// for. "no layout found" names every candidate and why it was passed over.
extension SwiftEvaluator {
    static let entryHelp = "mosaic reads a function that returns a UICollectionViewLayout (createLayout() first), a property of that type, a UICollectionViewFlowLayout subclass, a UICollectionView(frame:collectionViewLayout:) call, UICollectionViewDelegateFlowLayout methods, or top-level code; choose one with FILE.swift#NAME"

    /// A place that may be the layout.
    struct EntryCandidate {
        enum Kind {
            case function(FunctionDeclSyntax)
            case property(PatternBindingSyntax)
            case subclass(ClassDeclSyntax)
            case site(SwiftLayoutSite)
            case storyboardFlow(SwiftStoryboardFlowSite)
        }
        var kind: Kind
        /// What `#NAME` matches.
        var name: String
        /// How messages name it: `createLayout(columns:) (Layout.swift:12)`.
        var title: String
        var node: Syntax
        /// Why it cannot be read as it stands (nil: it can).
        var problem: String?
    }

    /// Every candidate of the files, in the order they are considered.
    func entryCandidates() -> [EntryCandidate] {
        var functions: [EntryCandidate] = []
        for function in program.allFunctions {
            guard let type = function.signature.returnClause?.type.trimmedDescription, program.isLayoutType(type), function.body != nil else { continue }
            let parameters = function.signature.parameterClause.parameters
            let labels = parameters.map { "\($0.firstName.text):" }.joined()
            let required = parameters.filter { $0.defaultValue == nil }.map { ($0.firstName.text == "_" ? ($0.secondName ?? $0.firstName) : $0.firstName).text }
            let name = function.name.text
            let problem = required.isEmpty ? nil
                : "takes \(required.map { InputQuote.quoted($0) }.joined(separator: ", ")) with no default value; give \(required.count == 1 ? "it" : "them"): \(program.unit(of: function).file)#\(name)(\(parameters.filter { $0.defaultValue == nil }.map { "\($0.firstName.text == "_" ? "" : "\($0.firstName.text): ")…" }.joined(separator: ", ")))"
            functions.append(EntryCandidate(kind: .function(function), name: name, title: "\(name)(\(labels)) (\(program.place(function.name)))",
                                            node: Syntax(function.name), problem: problem))
        }
        // createLayout() first, then makeLayout(), then the file order.
        let rank: (EntryCandidate) -> Int = { $0.name == "createLayout" ? 0 : $0.name == "makeLayout" ? 1 : 2 }
        functions = functions.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }.map(\.element)

        var candidates = functions
        for binding in program.layoutProperties {
            let name = binding.pattern.trimmedDescription
            let problem = binding.initializer == nil && binding.accessorBlock == nil
                ? "has no value where it is declared (the app sets it elsewhere); give it one, or choose the code that makes it" : nil
            candidates.append(EntryCandidate(kind: .property(binding), name: name, title: "\(name) (\(program.place(binding.pattern)))",
                                             node: Syntax(binding.pattern), problem: problem))
        }
        for site in SwiftLayoutSite.all(in: program) {
            let read = site.parametersRead.sorted()
            let problem = read.isEmpty ? nil
                : "its layout is the parameter \(read.map { InputQuote.quoted($0) }.joined(separator: ", ")) of \(site.owner), which the caller gives"
            candidates.append(EntryCandidate(kind: .site(site), name: site.owner,
                                             title: "collectionViewLayout: \(construct(site.layout)) in \(site.owner) (\(program.place(site.layout)))",
                                             node: Syntax(site.layout), problem: problem))
        }
        for site in SwiftStoryboardFlowSite.all(in: program) {
            candidates.append(EntryCandidate(kind: .storyboardFlow(site), name: site.owner,
                                             title: "\(site.name) = collectionViewLayout as UICollectionViewFlowLayout in \(site.owner) (\(program.place(site.node)))",
                                             node: site.node, problem: nil))
        }
        for subclass in program.flowSubclassList + program.compositionalSubclassList {
            let name = subclass.name.text
            var problem = program.compositionalSubclasses[name] == nil ? Self.subclassProblem(subclass) : nil
            let initialisers = subclass.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.filter { $0.optionalMark == nil }
            if problem == nil, !initialisers.isEmpty,
               !initialisers.contains(where: { $0.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil } }) {
                problem = "its initialisers take arguments with no default; give them: \(program.unit(of: subclass).file)#\(name)(label: value)"
            }
            candidates.append(EntryCandidate(kind: .subclass(subclass), name: name, title: "class \(name) (\(program.place(subclass.name)))",
                                             node: Syntax(subclass.name), problem: problem))
        }
        return candidates
    }

    /// The layout the files make, and where.
    func entry(selector: SwiftLayoutSelector? = nil) throws(SwiftSourceError) -> (SwiftValue, Syntax) {
        let candidates = entryCandidates()
        if let selector { return try entry(selector, among: candidates) }
        if let chosen = candidates.first(where: { $0.problem == nil }) { return try value(of: chosen) }
        if !program.flowDelegateMethods.isEmpty, let method = program.flowDelegateMethods.values.min(by: { $0.position < $1.position }) {
            // UIKit asks the delegate of the collection view's default flow layout.
            return (.flowLayout(SwiftFlowValue()), Syntax(method.name))
        }
        if let found = try topLevelLayout() { return found }
        let considered = candidates.map { "\($0.title): \($0.problem ?? "")" }
        let list = considered.isEmpty ? "" : "; considered: " + considered.joined(separator: "; ")
        throw SwiftSourceError(file: program.file, line: 0, column: 0, message: "no layout found\(list); \(Self.entryHelp)")
    }

    /// The candidate a selector names, called with its arguments.
    private func entry(_ selector: SwiftLayoutSelector, among candidates: [EntryCandidate]) throws(SwiftSourceError) -> (SwiftValue, Syntax) {
        let (name, call, _) = try selector.parsed()
        let matching = candidates.filter { $0.name == name }
        guard let chosen = matching.first(where: { call != nil || $0.problem == nil }) ?? matching.first else {
            var names: [String] = []
            for candidate in candidates where !names.contains(candidate.name) { names.append(candidate.name) }
            let known = names.isEmpty ? "the files have none" : "the files have \(names.joined(separator: ", "))"
            throw SwiftSourceError(file: program.file, line: 0, column: 0, message: "no layout named \(InputQuote.quoted(name)) (from #\(selector.text)); \(known)")
        }
        guard let call else {
            if let problem = chosen.problem { throw error(chosen.node, "\(chosen.title) cannot be read as it stands: \(problem)") }
            return try value(of: chosen)
        }
        switch chosen.kind {
        case .function(let function):
            return (try self.call(function, arguments: call.arguments, trailing: nil, in: Scope(), at: call), Syntax(function.name))
        case .subclass(let subclass):
            return (try subclassValue(subclass, call: call, in: Scope(), at: call), Syntax(subclass.name))
        case .property, .site, .storyboardFlow:
            throw SwiftSourceError(file: program.file, line: 0, column: 0, message: "\(InputQuote.quoted(name)) is a property, not a function: choose it without arguments (#\(name))")
        }
    }

    /// The layout a candidate gives.
    private func value(of candidate: EntryCandidate) throws(SwiftSourceError) -> (SwiftValue, Syntax) {
        switch candidate.kind {
        case .function(let function):
            return (try call(function, arguments: LabeledExprListSyntax([]), trailing: nil, in: Scope(), at: function.name), Syntax(function.name))
        case .property(let binding):
            return (try propertyValue(binding), Syntax(binding.pattern))
        case .subclass(let subclass):
            return (try subclassValue(subclass, call: nil, in: Scope(), at: subclass.name), Syntax(subclass.name))
        case .site(let site):
            let scope = Scope()
            for statement in site.slice() {
                if case .returned = try run(item: statement, in: scope) { break }
            }
            return (try evaluate(site.layout, in: scope), Syntax(site.layout))
        case .storyboardFlow(let site):
            // The storyboard's default flow layout, as the code configures it.
            let scope = Scope([site.name: .flowLayout(SwiftFlowValue())])
            for statement in site.slice() {
                if case .returned = try run(item: statement, in: scope) { break }
            }
            return (scope.values[site.name] ?? .flowLayout(SwiftFlowValue()), site.node)
        }
    }

    /// A layout property's value: its initial value (a closure called at
    /// once, `{ … }()`, or an expression) or its getter.
    private func propertyValue(_ binding: PatternBindingSyntax) throws(SwiftSourceError) -> SwiftValue {
        if let initializer = binding.initializer {
            if let call = initializer.value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
               call.arguments.isEmpty {
                let value = SwiftClosure(parameters: [], body: closure.statements, node: Syntax(closure), captured: [:])
                return try self.call(value, arguments: [], at: call)
            }
            return try evaluate(initializer.value, in: Scope())
        }
        let body: CodeBlockItemListSyntax?
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?: body = statements
        case .accessors(let accessors)?: body = accessors.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: body = nil
        }
        guard let body else { throw error(binding, "this layout property has no value and no getter") }
        return try call(SwiftClosure(parameters: [], body: body, node: Syntax(binding), captured: [:]), arguments: [], at: binding)
    }

    /// Top-level code: the statements of the files' top level run in order;
    /// the layout is what they return or the last binding holding a layout.
    private func topLevelLayout() throws(SwiftSourceError) -> (SwiftValue, Syntax)? {
        let scope = Scope()
        var last: (String, Syntax)?
        for unit in program.units {
            for statement in unit.tree.statements {
                if case .decl(let declaration) = statement.item, !declaration.is(VariableDeclSyntax.self) { continue }
                if case .returned(let value) = try run(item: statement, in: scope) { return (value, Syntax(statement)) }
                if case .decl(let declaration) = statement.item, let variable = declaration.as(VariableDeclSyntax.self) {
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = scope.values[name] else { continue }
                        switch value {
                        case .compositionalLayout, .flowLayout: last = (name, Syntax(binding.pattern))
                        default: break
                        }
                    }
                }
            }
        }
        // A later `layout.itemSize = …` changes the binding: take its latest value.
        guard let (name, node) = last, let value = scope.values[name] else { return nil }
        return (value, node)
    }
}
