package import Mosaic
import SwiftParser
import SwiftSyntax

/// What a Swift layout file describes.
package enum SwiftLayoutDescription: Sendable {
    /// A `UICollectionViewCompositionalLayout`: the same configuration a JSON spec gives.
    case compositional(CompositionalConfiguration)
    /// A `UICollectionViewFlowLayout`: the flow layout's parameters.
    case flow(Parameters)

    /// The layout's name (`compositional` or `flow`), as `mosaic layout` takes it.
    package var layoutName: String {
        switch self {
        case .compositional: CompositionalLayout.descriptor.name
        case .flow: FlowLayout.descriptor.name
        }
    }

    /// The layout ready to use: its descriptor, whose defaults are what the file sets.
    package var descriptor: LayoutDescriptor {
        switch self {
        case .compositional(let configuration): CompositionalLayout.descriptor(for: configuration)
        case .flow(let parameters):
            LayoutDescriptor(name: FlowLayout.descriptor.name, summary: FlowLayout.descriptor.summary,
                             parameters: FlowLayout.descriptor.parameterSpecs.map { spec in
                                 var spec = spec
                                 spec.defaultValue = parameters[spec.name]
                                 return spec
                             }, make: { FlowLayout(parameters: $0) })
        }
    }
}

/// Reads Swift source — a `createLayout()` copied from a UIKit project, a
/// view controller file, or top-level layout code — as the layout it
/// describes. The source is parsed with SwiftParser and evaluated
/// (``SwiftEvaluator``), never compiled or run: no file, process or
/// network is reached, and ``SwiftSourceLimits`` bound the size, nesting,
/// steps and calls. See docs/swift.md.
package enum SwiftLayoutSource {
    /// Reads the layout `source` describes.
    ///
    /// - Parameters:
    ///   - source: the Swift text.
    ///   - path: the file name to put in errors.
    /// - Throws: ``SwiftSourceError`` naming `path:line:column` and what is
    ///   wrong: a syntax error, a construct not supported (and what is), a
    ///   value the layout cannot use, or a limit passed.
    /// - Complexity: O(n) in the source's length to parse, then at most
    ///   ``SwiftSourceLimits/maximumSteps`` steps to evaluate.
    package static func read(_ source: String, path: String, limits: SwiftSourceLimits = .standard) throws(SwiftSourceError) -> SwiftLayoutDescription {
        let size = source.utf8.count
        guard size <= limits.maximumBytes else {
            throw SwiftSourceError(file: path, line: 0, column: 0, message: "the file is \(size) bytes; mosaic reads Swift layout files of at most \(limits.maximumBytes) bytes")
        }
        let result = SwiftReaderThread.run(stackSize: limits.stackSize) { () -> Result<SwiftLayoutDescription, SwiftSourceError> in
            do throws(SwiftSourceError) {
                return .success(try readHere(source, path: path, limits: limits))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// ``read(_:path:limits:)`` on the calling thread.
    private static func readHere(_ source: String, path: String, limits: SwiftSourceLimits) throws(SwiftSourceError) -> SwiftLayoutDescription {
        let bytes = Array(source.utf8)
        let lines = SwiftSourceLines(bytes)
        do throws(SwiftSourceScan.Problem) {
            try SwiftSourceScan.check(bytes, limits: limits)
        } catch {
            throw lines.error(file: path, offset: error.offset, error.message)
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: limits.maximumNestingLevel) }
        try checkDepth(tree, file: path, lines: lines, limits: limits)
        let program = SwiftProgram(file: path, tree: tree, lines: lines, limits: limits)
        if tree.hasError, let bad = firstError(tree) {
            throw program.error(bad, "this is not valid Swift (or nests deeper than \(limits.maximumNestingLevel) levels); mosaic reads Swift that compiles")
        }
        let evaluator = SwiftEvaluator(program: program)
        let (value, node) = try evaluator.entry()
        switch value {
        case .compositionalLayout(let configuration):
            do throws(CompositionalError) {
                try configuration.validate()
            } catch {
                throw program.error(node, error.description)
            }
            return .compositional(configuration)
        case .flowLayout(let flow):
            var parameters: Parameters
            do throws(ParameterError) {
                parameters = try flow.parameters()
            } catch {
                throw program.error(node, "\(error)")
            }
            try evaluator.applyFlowDelegate(to: &parameters, vertical: flow.scrollDirection == .vertical)
            return .flow(parameters)
        default:
            throw program.error(node, "this gives \(value.typeName), not a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout")
        }
    }

    /// Throws if the tree is deeper than ``SwiftSourceLimits/maximumSyntaxDepth``
    /// (walked with an explicit stack, so that the check itself cannot overflow).
    private static func checkDepth(_ tree: SourceFileSyntax, file: String, lines: SwiftSourceLines, limits: SwiftSourceLimits) throws(SwiftSourceError) {
        var stack: [(Syntax, Int)] = [(Syntax(tree), 0)]
        while let (node, depth) = stack.popLast() {
            guard depth <= limits.maximumSyntaxDepth else {
                throw lines.error(file: file, node, "the code nests deeper than \(limits.maximumSyntaxDepth) syntax levels; mosaic stops here")
            }
            for child in node.children(viewMode: .sourceAccurate) { stack.append((child, depth + 1)) }
        }
    }

    /// The first token that is missing or unexpected.
    private static func firstError(_ tree: SourceFileSyntax) -> Syntax? {
        for token in tree.tokens(viewMode: .all) {
            if token.presence == .missing { return Syntax(token) }
            if token.parent?.is(UnexpectedNodesSyntax.self) == true || token.ancestorOrSelf(mapping: { $0.as(UnexpectedNodesSyntax.self) }) != nil {
                return Syntax(token)
            }
        }
        return Syntax(tree)
    }
}

extension SwiftEvaluator {
    static let entryHelp = "mosaic looks for a function that returns a UICollectionViewLayout (createLayout() first), a property of that type, or top-level code that makes a UICollectionViewCompositionalLayout or UICollectionViewFlowLayout"

    /// The layout the file makes, and where.
    func entry() throws(SwiftSourceError) -> (SwiftValue, Syntax) {
        if let function = program.layoutFunction {
            return (try call(closure(of: function, in: nil), arguments: [], at: function), Syntax(function.name))
        }
        if let binding = program.layoutProperties.first(where: { $0.initializer != nil }), let initializer = binding.initializer {
            // `lazy var layout: UICollectionViewLayout = { … }()`
            if let call = initializer.value.as(FunctionCallExprSyntax.self), let closure = call.calledExpression.as(ClosureExprSyntax.self),
               call.arguments.isEmpty {
                let value = SwiftClosure(parameters: [], body: closure.statements, node: Syntax(closure), captured: [:])
                return (try self.call(value, arguments: [], at: call), Syntax(binding.pattern))
            }
            return (try evaluate(initializer.value, in: Scope()), Syntax(binding.pattern))
        }
        // Top-level code: run the statements; the layout is what is returned
        // or the last binding holding a layout.
        let statements = program.tree.statements.filter { item in
            guard case .decl(let declaration) = item.item else { return true }
            return declaration.is(VariableDeclSyntax.self)
        }
        let scope = Scope()
        var last: (SwiftValue, Syntax)?
        for statement in statements {
            if case .returned(let value) = try run(CodeBlockItemListSyntax([statement]), in: scope) {
                return (value, Syntax(statement))
            }
            if case .decl(let declaration) = statement.item, let variable = declaration.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = scope.values[name] else { continue }
                    switch value {
                    case .compositionalLayout, .flowLayout: last = (value, Syntax(binding.pattern))
                    default: break
                    }
                }
            }
        }
        // A later `layout.itemSize = …` changes the binding: take its latest value.
        if let (_, node) = last, let name = node.as(PatternSyntax.self)?.as(IdentifierPatternSyntax.self)?.identifier.text,
           let value = scope.values[name] {
            return (value, node)
        }
        throw SwiftSourceError(file: program.file, line: 0, column: 0, message: "no layout found; \(Self.entryHelp)")
    }
}

extension SwiftFlowValue {
    /// The flow layout's parameters, as UIKit's properties set them.
    func parameters() throws(ParameterError) -> Parameters {
        var parameters = FlowLayout.descriptor.defaultParameters
        let vertical = scrollDirection == .vertical
        try parameters.set("itemWidth", to: .number(itemSize.width))
        try parameters.set("itemHeight", to: .number(itemSize.height))
        try parameters.set("interitemSpacing", to: .number(minimumInteritemSpacing))
        try parameters.set("lineSpacing", to: .number(minimumLineSpacing))
        try parameters.set("sectionInset", to: .insets(sectionInset))
        try parameters.set("scrollDirection", to: .choice(scrollDirection.rawValue))
        try parameters.set("headerHeight", to: .number(vertical ? headerReferenceSize.height : headerReferenceSize.width))
        try parameters.set("footerHeight", to: .number(vertical ? footerReferenceSize.height : footerReferenceSize.width))
        try parameters.set("pinHeaders", to: .bool(sectionHeadersPinToVisibleBounds))
        try parameters.set("pinFooters", to: .bool(sectionFootersPinToVisibleBounds))
        try parameters.set("estimatedItemSize", to: .choice(estimatedItemSize ?? "0,0"))
        try parameters.set("sectionInsetReference", to: .choice(sectionInsetReference.rawValue))
        return parameters
    }
}
