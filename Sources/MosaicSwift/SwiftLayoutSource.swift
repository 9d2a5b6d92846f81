import Mosaic
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
    /// - Throws: ``SwiftSourceError`` naming `path:line:column` and what is
    ///   wrong: a syntax error, a construct not supported (and what is), a
    ///   value the layout cannot use, or a limit passed.
    /// - Complexity: O(n) in the source's length to parse, then at most
    ///   ``SwiftSourceLimits/maximumSteps`` steps to evaluate, within
    ///   ``SwiftSourceLimits/time`` and ``SwiftSourceLimits/memory``.
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
        // One time limit for the whole read: the parse and the evaluation.
        let budget = SwiftEvaluationBudget(limits: limits)
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
        if budget.isPastDeadline { throw SwiftSourceError(file: path, line: 0, column: 0, message: budget.timeMessage) }
        let evaluator = SwiftEvaluator(program: program, budget: budget)
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
