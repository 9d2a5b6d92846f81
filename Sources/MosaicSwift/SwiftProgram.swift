import Mosaic
import SwiftSyntax

/// One parsed file of a program: its name for messages, its tree and its lines.
struct SwiftSourceUnit: @unchecked Sendable {
    let file: String
    let tree: SourceFileSyntax
    let lines: SwiftSourceLines
}

/// What the Swift files of a layout declare that layout code may use — their
/// functions, enums, constants, extensions and flow layout subclasses, found
/// anywhere in any file (top level, classes, extensions) — and where their
/// nodes are, for messages. Immutable once made, so section providers share it.
///
/// Several files (`--swift A.swift --swift B.swift`, a folder) are one
/// program: a name declared in one is used in another, as the compiler
/// sees a module. The first file is the main one: its name is the one a
/// message about the whole program shows.
final class SwiftProgram: @unchecked Sendable {
    /// The files, in the order given.
    let units: [SwiftSourceUnit]
    /// The main file's name, to show in messages about the whole program.
    var file: String { units[0].file }
    /// Functions by name (the first declared of a name wins).
    private(set) var functions: [String: FunctionDeclSyntax] = [:]
    /// Every function of the files, in file order (layout entry points are chosen among them).
    private(set) var allFunctions: [FunctionDeclSyntax] = []
    /// Every function of each name, in order: overloads that differ in
    /// their argument labels (``function(named:for:)`` chooses).
    private(set) var overloads: [String: [FunctionDeclSyntax]] = [:]
    /// Computed properties (`var item: NSCollectionLayoutItem { … }`) of
    /// types and of the top level, by name, evaluated when used.
    private(set) var computedProperties: [String: PatternBindingSyntax] = [:]
    /// Enums by name.
    private(set) var enums: [String: EnumDeclSyntax] = [:]
    /// Stored properties with an initial value (`let NAME = …`, `static let
    /// NAME = …`, `var NAME = …`) of types and of the top level, by name,
    /// evaluated when used (a `var` as it starts).
    private(set) var constants: [String: ExprSyntax] = [:]
    /// The types written on those properties (`let padding: CGFloat = 8`), by name.
    private(set) var constantTypes: [String: String] = [:]
    /// Properties whose type is a layout (`lazy var layout: UICollectionViewLayout = {…}()`,
    /// `var layout: UICollectionViewLayout { … }`).
    private(set) var layoutProperties: [PatternBindingSyntax] = []
    /// Classes that inherit from `UICollectionViewFlowLayout`, by name.
    private(set) var flowSubclasses: [String: ClassDeclSyntax] = [:]
    /// Every class of the files that inherits from `UICollectionViewFlowLayout`, in file order.
    private(set) var flowSubclassList: [ClassDeclSyntax] = []
    /// `UICollectionViewCompositionalLayout` subclasses of the files (an
    /// initialiser that calls `self.init(section:)` or
    /// `self.init(sectionProvider:)`), by name and in file order.
    private(set) var compositionalSubclasses: [String: ClassDeclSyntax] = [:]
    private(set) var compositionalSubclassList: [ClassDeclSyntax] = []
    /// Initialisers declared in extensions of UIKit's value types
    /// (`extension NSDirectionalEdgeInsets { init(horizontal:vertical:) }`),
    /// by `Type(label:label:)`.
    private(set) var extensionInitialisers: [String: InitializerDeclSyntax] = [:]
    /// The `UICollectionViewDelegateFlowLayout` methods of the file
    /// (`collectionView(_:layout:sizeForItemAt:)`…), by their third label
    /// (`sizeForItemAt`, `insetForSectionAt`…).
    private(set) var flowDelegateMethods: [String: FunctionDeclSyntax] = [:]
    /// Stored `var`s that hold app data, not known when the layout is
    /// read: a model array or dictionary that starts empty (`var items:
    /// [Item] = []`), an optional or implicitly unwrapped property without
    /// a value (`var dataSource: DataSource!`), one that starts `nil`, and
    /// every `lazy var` that is not a layout. Reading one gives a value
    /// that is an error only where it reaches geometry.
    private(set) var appData: Set<String> = []
    /// Type text of the files' properties, type aliases and classes that
    /// may be a diffable data source (`var dataSource: DataSource!`,
    /// `typealias DataSource = UICollectionViewDiffableDataSource<Section, Item>`,
    /// `lazy var dataSource = UICollectionViewDiffableDataSource<Section, Item>(…)`),
    /// by name; ``diffableSectionType(of:)`` resolves them.
    private(set) var declaredTypeTexts: [String: String] = [:]
    /// Where the statements skipped are listed (`--verbose`), if anywhere.
    var skippedLog: SwiftSkippedLog?
    /// The limits the file is read under.
    let limits: SwiftSourceLimits
    /// The collection view's environment when the files are read (the view options).
    let environment: LayoutEnvironment
    /// Parsed text that is not a file of the program but may hold nodes
    /// messages point at (the layout chosen with `#NAME(…)`).
    let extraUnits: [SwiftSourceUnit]

    /// A program of one file.
    convenience init(file: String, tree: SourceFileSyntax, lines: SwiftSourceLines, limits: SwiftSourceLimits) {
        self.init(units: [SwiftSourceUnit(file: file, tree: tree, lines: lines)], limits: limits)
    }

    /// A program of several files (at least one).
    init(units: [SwiftSourceUnit], extraUnits: [SwiftSourceUnit] = [], limits: SwiftSourceLimits, environment: LayoutEnvironment = LayoutEnvironment()) {
        precondition(!units.isEmpty, "a program has at least one file")
        self.units = units
        self.extraUnits = extraUnits
        self.limits = limits
        self.environment = environment
        collect()
    }

    /// The file `node` is in.
    func unit(of node: some SyntaxProtocol) -> SwiftSourceUnit {
        let root = node.root.id
        return units.first { $0.tree.id == root } ?? extraUnits.first { $0.tree.id == root } ?? units[0]
    }

    /// An error at `node`.
    func error(_ node: some SyntaxProtocol, _ message: String) -> SwiftSourceError {
        let unit = unit(of: node)
        return unit.lines.error(file: unit.file, node, message)
    }

    /// `file:line` of `node`, to name a provider.
    func place(_ node: some SyntaxProtocol) -> String {
        let unit = unit(of: node)
        return "\(unit.file):\(unit.lines.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset).line)"
    }

    /// Walks the declarations with an explicit stack (the depth was checked
    /// before, but nothing here needs recursion).
    private func collect() {
        var stack: [Syntax] = units.reversed().map { Syntax($0.tree) }
        var order: [Syntax] = []
        while let node = stack.popLast() {
            order.append(node)
            // Function bodies hold statements, not declarations the layout
            // reaches by name (nested functions are bound as they run).
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self)
                || node.is(InitializerDeclSyntax.self) {
                continue
            }
            if node.is(CodeBlockSyntax.self) { continue }
            stack.append(contentsOf: node.children(viewMode: .sourceAccurate).reversed())
        }
        for node in order {
            if let function = node.as(FunctionDeclSyntax.self) {
                let parameters = Array(function.signature.parameterClause.parameters)
                if function.name.text == "collectionView", parameters.count == 3, flowDelegateMethods[parameters[2].firstName.text] == nil {
                    flowDelegateMethods[parameters[2].firstName.text] = function
                }
                if functions[function.name.text] == nil { functions[function.name.text] = function }
                allFunctions.append(function)
                overloads[function.name.text, default: []].append(function)
            } else if let alias = node.as(TypeAliasDeclSyntax.self) {
                if declaredTypeTexts[alias.name.text] == nil { declaredTypeTexts[alias.name.text] = alias.initializer.value.trimmedDescription }
            } else if let declaration = node.as(EnumDeclSyntax.self) {
                if enums[declaration.name.text] == nil { enums[declaration.name.text] = declaration }
            } else if let declaration = node.as(ClassDeclSyntax.self) {
                let inherited = declaration.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                if let first = inherited.first, declaredTypeTexts[declaration.name.text] == nil {
                    declaredTypeTexts[declaration.name.text] = first
                }
                if inherited.contains("UICollectionViewCompositionalLayout"), compositionalSubclasses[declaration.name.text] == nil {
                    compositionalSubclasses[declaration.name.text] = declaration
                    compositionalSubclassList.append(declaration)
                }
                if inherited.contains("UICollectionViewFlowLayout"), flowSubclasses[declaration.name.text] == nil {
                    flowSubclasses[declaration.name.text] = declaration
                    flowSubclassList.append(declaration)
                }
            } else if let initialiser = node.as(InitializerDeclSyntax.self),
                      let owner = initialiser.parent?.parent?.parent?.parent?.as(ExtensionDeclSyntax.self) {
                let key = SwiftProgram.initialiserKey(type: owner.extendedType.trimmedDescription,
                                                      labels: initialiser.signature.parameterClause.parameters.map { $0.firstName.text })
                if extensionInitialisers[key] == nil { extensionInitialisers[key] = initialiser }
            } else if let variable = node.as(VariableDeclSyntax.self) {
                let modifiers = Set(variable.modifiers.map { $0.name.text })
                let isInstanceVar = variable.bindingSpecifier.tokenKind == .keyword(.var) && !modifiers.contains("static") && !modifiers.contains("class")
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                    let type = binding.typeAnnotation?.type.trimmedDescription
                    if declaredTypeTexts[name] == nil {
                        if let type {
                            declaredTypeTexts[name] = type
                        } else if let text = binding.initializer?.value.trimmedDescription, text.contains("DiffableDataSource<") {
                            declaredTypeTexts[name] = text
                        }
                    }
                    if isInstanceVar, binding.accessorBlock == nil, !(type.map { SwiftProgram.isLayoutType($0) } ?? false),
                       SwiftProgram.isAppData(binding, type: type, lazy: modifiers.contains("lazy")) {
                        appData.insert(name)
                    }
                    if let type = binding.typeAnnotation?.type.trimmedDescription, SwiftProgram.isLayoutType(type) {
                        layoutProperties.append(binding)
                    } else if binding.accessorBlock == nil, let value = binding.initializer?.value, constants[name] == nil {
                        constants[name] = value
                        if let type = binding.typeAnnotation?.type.trimmedDescription { constantTypes[name] = type }
                    } else if binding.accessorBlock != nil, binding.initializer == nil, computedProperties[name] == nil {
                        computedProperties[name] = binding
                    }
                }
            }
        }
    }

    /// The section identifier type of the diffable data source `name` (a
    /// property of the files): `.some(nil)` when it is one whose section
    /// type the files do not say, `nil` when it is not a data source.
    /// Follows type aliases and subclasses of the files, at most 8 deep.
    ///
    /// - Complexity: O(length of the type texts followed).
    func diffableSectionType(of name: String) -> String?? {
        var text = declaredTypeTexts[name]
        for _ in 0..<8 {
            guard var current = text else { break }
            if let rest = Self.after("DiffableDataSource<", in: current) {
                let end = rest.firstIndex { $0 == "," || $0 == ">" } ?? rest.endIndex
                let type = String(rest[..<end].filter { $0 != " " && $0 != "\n" && $0 != "\t" })
                return .some(type.isEmpty ? nil : type)
            }
            while current.last == "!" || current.last == "?" { current.removeLast() }
            text = declaredTypeTexts[current]
        }
        let declared = declaredTypeTexts[name] != nil || appData.contains(name)
        return name == "dataSource" && declared ? .some(nil) : nil
    }

    /// The text after the first `marker` in `text`, if it has one.
    static func after(_ marker: String, in text: String) -> Substring? {
        let pattern = Array(marker.utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= pattern.count else { return nil }
        for start in 0...(bytes.count - pattern.count) where bytes[start..<(start + pattern.count)].elementsEqual(pattern) {
            let index = text.utf8.index(text.utf8.startIndex, offsetBy: start + pattern.count)
            return text[index...]
        }
        return nil
    }

    /// Whether a stored `var` holds app data (see ``appData``).
    static func isAppData(_ binding: PatternBindingSyntax, type: String?, lazy: Bool) -> Bool {
        guard let value = binding.initializer?.value else {
            return type.map { $0.hasSuffix("!") || $0.hasSuffix("?") } ?? false
        }
        // A lazy model (`lazy var items = Item.all()`), not a lazy layout or collection view.
        if lazy, !value.trimmedDescription.contains("Layout"), !(type ?? "").contains("Layout") { return true }
        if value.is(NilLiteralExprSyntax.self) { return true }
        if let array = value.as(ArrayExprSyntax.self), array.elements.isEmpty { return true }
        if let dictionary = value.as(DictionaryExprSyntax.self), case .colon = dictionary.content { return true }
        // `[Item]()`, `[String: Int]()`
        if let call = value.as(FunctionCallExprSyntax.self), call.arguments.isEmpty,
           call.calledExpression.is(ArrayExprSyntax.self) || call.calledExpression.is(DictionaryExprSyntax.self) {
            return true
        }
        return false
    }

    /// `Type(label:label:)`, the key of an extension's initialiser.
    static func initialiserKey(type: String, labels: [String]) -> String {
        "\(type)(" + labels.map { "\($0):" }.joined() + ")"
    }

    /// Whether a type name is a collection view layout (what `createLayout()`
    /// returns), optional or not (`UICollectionViewLayout?`), or a flow
    /// layout subclass of the files.
    func isLayoutType(_ type: String) -> Bool {
        SwiftProgram.isLayoutType(type) || flowSubclasses[SwiftProgram.unwrapped(type)] != nil
            || compositionalSubclasses[SwiftProgram.unwrapped(type)] != nil
    }

    /// The type without a trailing `?` or `!`.
    static func unwrapped(_ type: String) -> String {
        var type = Substring(type)
        while type.last == "?" || type.last == "!" { type = type.dropLast() }
        return String(type)
    }

    /// Whether a type name is one of UIKit's collection view layouts, optional or not.
    static func isLayoutType(_ type: String) -> Bool {
        ["UICollectionViewLayout", "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout"].contains(unwrapped(type))
    }
}
