import SwiftSyntax

/// What a Swift file declares that layout code may use — its functions,
/// enums and constants, found anywhere in the file (top level, classes,
/// extensions) — and where its nodes are, for messages. Immutable once
/// made, so section providers share it.
final class SwiftProgram: @unchecked Sendable {
    /// The file name to show in messages.
    let file: String
    /// The parsed file.
    let tree: SourceFileSyntax
    /// Lines and columns of the file.
    let lines: SwiftSourceLines
    /// Functions by name (the first declared of a name wins).
    private(set) var functions: [String: FunctionDeclSyntax] = [:]
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
    /// Stored properties whose type is a layout (`lazy var layout: UICollectionViewLayout = {…}()`).
    private(set) var layoutProperties: [PatternBindingSyntax] = []
    /// The `UICollectionViewDelegateFlowLayout` methods of the file
    /// (`collectionView(_:layout:sizeForItemAt:)`…), by their third label
    /// (`sizeForItemAt`, `insetForSectionAt`…).
    private(set) var flowDelegateMethods: [String: FunctionDeclSyntax] = [:]
    /// The limits the file is read under.
    let limits: SwiftSourceLimits

    init(file: String, tree: SourceFileSyntax, lines: SwiftSourceLines, limits: SwiftSourceLimits) {
        self.file = file
        self.tree = tree
        self.limits = limits
        self.lines = lines
        collect()
    }

    /// An error at `node`.
    func error(_ node: some SyntaxProtocol, _ message: String) -> SwiftSourceError {
        lines.error(file: file, node, message)
    }

    /// `file:line` of `node`, to name a provider.
    func place(_ node: some SyntaxProtocol) -> String {
        "\(file):\(lines.location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset).line)"
    }

    /// Walks the declarations with an explicit stack (the depth was checked
    /// before, but nothing here needs recursion).
    private func collect() {
        var stack: [Syntax] = [Syntax(tree)]
        var order: [Syntax] = []
        while let node = stack.popLast() {
            order.append(node)
            // Function bodies hold statements, not declarations the layout
            // reaches by name (nested functions are bound as they run).
            if node.is(FunctionDeclSyntax.self) || node.is(ClosureExprSyntax.self) || node.is(AccessorBlockSyntax.self) {
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
                overloads[function.name.text, default: []].append(function)
            } else if let declaration = node.as(EnumDeclSyntax.self) {
                if enums[declaration.name.text] == nil { enums[declaration.name.text] = declaration }
            } else if let variable = node.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
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

    /// Whether a type name is a collection view layout (what `createLayout()` returns).
    static func isLayoutType(_ type: String) -> Bool {
        ["UICollectionViewLayout", "UICollectionViewCompositionalLayout", "UICollectionViewFlowLayout"].contains(type)
    }

    /// The function that builds the layout: a function without parameters
    /// that returns a collection view layout, `createLayout()` first.
    var layoutFunction: FunctionDeclSyntax? {
        let candidates = functions.values.filter { function in
            guard let type = function.signature.returnClause?.type.trimmedDescription else { return false }
            return SwiftProgram.isLayoutType(type) && function.signature.parameterClause.parameters.isEmpty && function.body != nil
        }.sorted { $0.position < $1.position }
        return candidates.first { $0.name.text == "createLayout" } ?? candidates.first { $0.name.text == "makeLayout" } ?? candidates.first
    }
}
