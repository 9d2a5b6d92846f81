/// A JSON document that could not be read or does not mean anything valid.
///
/// Its description is one line: `file:line:column: path: what is wrong`.
public struct JSONError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file the document came from, or `nil` for text given directly.
    public var file: String?
    /// The 1-based line of the offending value or character.
    public var line: Int
    /// The 1-based column of the offending value or character.
    public var column: Int
    /// The JSON path of the offending value, or `nil` for a syntax error.
    public var path: JSONPath?
    /// What is wrong, in a few words.
    public var message: String

    /// Creates an error.
    public init(file: String? = nil, line: Int, column: Int, path: JSONPath? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// Creates an error about a value, at that value's position.
    package init(at value: JSONValue, path: JSONPath, _ message: String) {
        self.init(line: value.line, column: value.column, path: path, message: message)
    }

    public var description: String {
        var text = "\(file ?? "<json>"):\(line):\(column): "
        if let path { text += "\(path): " }
        // One line with no control character, whatever the input quoted.
        return InputQuote.escapingControls(text + message)
    }
}
