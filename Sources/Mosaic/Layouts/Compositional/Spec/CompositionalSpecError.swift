/// A value of a compositional description that does not mean anything
/// valid: where it is (its path, and its line and column when the source
/// has them) and what is wrong with it.
///
/// The JSON reader turns it into a ``JSONError`` (`file:line:column:
/// $.path: message`); the Lua host into `file.lua:LINE: key.path: message`.
package struct CompositionalSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line and column of the value; 0 when the source has no positions (a Lua table).
    package var line: Int, column: Int
    /// Where the value is.
    package var path: SpecPath
    /// The path as the description's notation writes it.
    package var renderedPath: String
    /// What is wrong, and what would be right, in the description's notation.
    package var message: String

    /// Creates an error.
    package init(line: Int, column: Int, path: SpecPath, renderedPath: String, message: String) {
        self.line = line
        self.column = column
        self.path = path
        self.renderedPath = renderedPath
        self.message = message
    }

    /// `path: message`, or `message` for the description as a whole when its
    /// notation gives the root no name.
    package var description: String {
        // One line with no control character, whatever the input quoted.
        InputQuote.escapingControls(renderedPath.isEmpty ? message : "\(renderedPath): \(message)")
    }

    /// The error as a JSON reader reports it, in `file`.
    package func jsonError(file: String?) -> JSONError {
        JSONError(file: file, line: line, column: column, path: path.jsonPath, message: message)
    }
}
