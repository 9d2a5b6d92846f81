import SwiftParser
import SwiftSyntax

/// Which of a file's layouts to read, when it has several: `NAME` (a
/// layout function, a layout property, a flow layout subclass, or the
/// property or function that makes the collection view), or a call
/// `NAME(label: value, …)` that gives a layout function the arguments its
/// parameters have no default for. On the command line it follows the
/// path after `#`: `--swift Layouts.swift#gridLayout`,
/// `--swift 'Layouts.swift#gridLayout(columns: 3)'`; the same in `:load`,
/// `mosaic.load` and jobs.
package struct SwiftLayoutSelector: Sendable, Hashable {
    /// The text as given, without the `#`.
    package let text: String

    /// The longest selector read, in bytes.
    package static let maximumLength = 1_000

    /// A selector from its text.
    ///
    /// - Throws: ``SwiftSourceError`` when the text is empty, too long, or
    ///   not a name or a call with literal arguments.
    /// - Complexity: O(n) in the text's length.
    package init(_ text: String) throws(SwiftSourceError) {
        let trimmed = text.trimmingSpaces
        guard !trimmed.isEmpty else {
            throw SwiftSourceError(file: "#", line: 0, column: 0, message: "the layout after '#' is empty; give a name: FILE.swift#createLayout")
        }
        guard trimmed.utf8.count <= Self.maximumLength else {
            throw SwiftSourceError(file: "#", line: 0, column: 0, message: "the layout after '#' is longer than \(Self.maximumLength) bytes")
        }
        self.text = trimmed
        _ = try parsed()
    }

    /// The name the selector chooses.
    package var name: String {
        (try? parsed())?.name ?? text
    }

    /// The selector parsed: the name, and the call when it gives arguments.
    func parsed() throws(SwiftSourceError) -> (name: String, call: FunctionCallExprSyntax?, unit: SwiftSourceUnit) {
        let bytes = Array(text.utf8)
        let lines = SwiftSourceLines(bytes)
        let file = "#\(text)"
        let refusal = SwiftSourceError(file: file, line: 0, column: 0, message: "the layout after '#' must be a name (createLayout) or a call with literal arguments (createLayout(columns: 3))")
        do throws(SwiftSourceScan.Problem) {
            var tokens = 0
            try SwiftSourceScan.check(bytes, limits: .standard, tokens: &tokens)
        } catch {
            throw refusal
        }
        let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0, maximumNestingLevel: 16) }
        guard !tree.hasError, tree.statements.count == 1, case .expr(let expression)? = tree.statements.first?.item else { throw refusal }
        let unit = SwiftSourceUnit(file: file, tree: tree, lines: lines)
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return (reference.baseName.text, nil, unit) }
        guard let call = expression.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
              call.trailingClosure == nil else { throw refusal }
        return (callee.baseName.text, call, unit)
    }

    /// Splits `PATH#SELECTOR` into the path and the selector (`nil` without a `#`).
    ///
    /// - Throws: ``SwiftSourceError`` for a selector that is not valid.
    package static func split(_ reference: String) throws(SwiftSourceError) -> (path: String, selector: SwiftLayoutSelector?) {
        guard let hash = reference.firstIndex(of: "#") else { return (reference, nil) }
        return (String(reference[..<hash]), try SwiftLayoutSelector(String(reference[reference.index(after: hash)...])))
    }
}

extension String {
    /// The string without spaces, tabs and line breaks at either end.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
