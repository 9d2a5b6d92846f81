/// A value of a compositional description that does not mean anything
/// valid: where it is (its path, and its line and column when the source
/// has them) and what is wrong with it.
///
/// The JSON reader turns it into a ``JSONError`` (`file:line:column:
/// $.path: message`); the Lua host into `file.lua:LINE: key.path: message`.
public struct CompositionalSpecError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The 1-based line and column of the value; 0 when the source has no positions (a Lua table).
    public var line: Int, column: Int
    /// Where the value is.
    public var path: SpecPath
    /// The path as the description's notation writes it.
    public var renderedPath: String
    /// What is wrong, and what would be right, in the description's notation.
    public var message: String

    /// Creates an error.
    public init(line: Int, column: Int, path: SpecPath, renderedPath: String, message: String) {
        self.line = line
        self.column = column
        self.path = path
        self.renderedPath = renderedPath
        self.message = message
    }

    /// `path: message`, or `message` for the description as a whole when its
    /// notation gives the root no name.
    public var description: String {
        // One line with no control character, whatever the input quoted.
        InputQuote.escapingControls(renderedPath.isEmpty ? message : "\(renderedPath): \(message)")
    }

    /// The error as a JSON reader reports it, in `file`.
    public func jsonError(file: String?) -> JSONError {
        JSONError(file: file, line: line, column: column, path: path.jsonPath, message: message)
    }
}
