package import Mosaic
import SwiftParser
import SwiftSyntax

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
    ///   - selector: which of the file's layouts to read (`#NAME`), if it has several.
    ///   - environment: the collection view's environment the code reads
    ///     (`collectionView.bounds`, the safe area, size classes).
    /// - Throws: ``SwiftSourceError`` naming `path:line:column` and what is
    ///   wrong: a syntax error, a construct not supported (and what is), a
    ///   value the layout cannot use, or a limit passed.
    /// - Complexity: O(n) in the source's length to parse, then at most
    ///   ``SwiftSourceLimits/maximumSteps`` steps to evaluate, within
    ///   ``SwiftSourceLimits/time`` and ``SwiftSourceLimits/memory``.
    package static func read(_ source: String, path: String, selector: SwiftLayoutSelector? = nil, environment: LayoutEnvironment = LayoutEnvironment(),
                             limits: SwiftSourceLimits = .standard, skippedLog: SwiftSkippedLog? = nil) throws(SwiftSourceError) -> SwiftLayoutDescription {
        try read(files: [SwiftSourceText(path: path, text: source)], selector: selector, environment: environment, limits: limits, skippedLog: skippedLog)
    }

    /// Reads the layout several files describe together, as one module:
    /// a name declared in one file (an enum, a constant, an extension's
    /// initialiser or static function, a flow layout subclass) is used in
    /// another. The layout may be in any of them.
    ///
    /// - Parameters:
    ///   - files: the files, in a fixed order (the first names messages about them all).
    ///   - selector: which layout to read, if they have several.
    ///   - environment: the collection view's environment the code reads.
    ///   - skippedLog: where to list the statements with no geometry that
    ///     are skipped (`--verbose`), now and as a section provider runs.
    /// - Throws: ``SwiftSourceError`` as ``read(_:path:selector:environment:limits:)``,
    ///   and when the files are more than ``SwiftSourceLimits/maximumFiles``
    ///   or ``SwiftSourceLimits/maximumTotalBytes`` together.
    /// - Complexity: O(n) in the files' total length to parse, then at most
    ///   ``SwiftSourceLimits/maximumSteps`` steps to evaluate.
    package static func read(files: [SwiftSourceText], selector: SwiftLayoutSelector? = nil, environment: LayoutEnvironment = LayoutEnvironment(),
                             limits: SwiftSourceLimits = .standard, skippedLog: SwiftSkippedLog? = nil) throws(SwiftSourceError) -> SwiftLayoutDescription {
        precondition(!files.isEmpty, "read at least one file")
        try checkSizes(files, limits: limits)
        let result = SwiftReaderThread.run(stackSize: limits.stackSize) { () -> Result<SwiftLayoutDescription, SwiftSourceError> in
            do throws(SwiftSourceError) {
                return .success(try readHere(files, selector: selector, environment: environment, limits: limits, skippedLog: skippedLog))
            } catch {
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Throws when the files pass the size limits.
    static func checkSizes(_ files: [SwiftSourceText], limits: SwiftSourceLimits) throws(SwiftSourceError) {
        guard files.count <= limits.maximumFiles else {
            throw SwiftSourceError(file: files[0].path, line: 0, column: 0, message: "\(files.count) Swift files; mosaic reads at most \(limits.maximumFiles) files for one layout (name the files the layout needs, or a smaller folder)")
        }
        var total = 0
        for file in files {
            let size = file.text.utf8.count
            guard size <= limits.maximumBytes else {
                throw SwiftSourceError(file: file.path, line: 0, column: 0, message: "the file is \(size) bytes; mosaic reads Swift layout files of at most \(limits.maximumBytes) bytes")
            }
            total += size
            guard total <= limits.maximumTotalBytes else {
                throw SwiftSourceError(file: file.path, line: 0, column: 0, message: "the Swift files come to more than \(limits.maximumTotalBytes) bytes together; mosaic reads at most that for one layout (name the files the layout needs, or a smaller folder)")
            }
        }
    }

    /// ``read(files:selector:environment:limits:)`` on the calling thread.
    private static func readHere(_ files: [SwiftSourceText], selector: SwiftLayoutSelector?, environment: LayoutEnvironment,
                                 limits: SwiftSourceLimits, skippedLog: SwiftSkippedLog?) throws(SwiftSourceError) -> SwiftLayoutDescription {
        // One time limit for the whole read: the parse and the evaluation.
        let budget = SwiftEvaluationBudget(limits: limits)
        var units: [SwiftSourceUnit] = []
        var tokens = 0  // in all the files so far: the parser's work, bounded before it starts
        for file in files {
            let bytes = Array(file.text.utf8)
            let lines = SwiftSourceLines(bytes)
            do throws(SwiftSourceScan.Problem) {
                try SwiftSourceScan.check(bytes, limits: limits, tokens: &tokens)
            } catch {
                throw lines.error(file: file.path, offset: error.offset, error.message)
            }
            let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: limits.maximumNestingLevel) }
            try checkDepth(tree, file: file.path, lines: lines, limits: limits)
            if tree.hasError, let bad = firstError(tree) {
                throw lines.error(file: file.path, bad, "this is not valid Swift (or nests deeper than \(limits.maximumNestingLevel) levels); mosaic reads Swift that compiles")
            }
            units.append(SwiftSourceUnit(file: file.path, tree: tree, lines: lines))
            if budget.isPastDeadline { throw SwiftSourceError(file: file.path, line: 0, column: 0, message: budget.timeMessage) }
        }
        let extra = try selector.map { (selector) throws(SwiftSourceError) in [try selector.parsed().unit] } ?? []
        let program = SwiftProgram(units: units, extraUnits: extra, limits: limits, environment: environment)
        program.skippedLog = skippedLog
        try program.checkRedeclarations()
        let evaluator = SwiftEvaluator(program: program, budget: budget)
        let (value, node) = try evaluator.entry(selector: selector)
        try evaluator.freezeProviders()
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
        case .unknown(let name):
            throw program.error(node, "the layout is \(SwiftValue.unknown(name).typeName)")
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

/// The text of one Swift file and the name messages give it.
package struct SwiftSourceText: Sendable, Hashable {
    package var path: String
    package var text: String
    package init(path: String, text: String) {
        self.path = path
        self.text = text
    }
}
