import Mosaic

/// What is wrong with a Swift layout file: where (`file:line:column`) and
/// what — a construct the reader does not evaluate (naming what it does), a
/// value the layout cannot use, or a limit passed.
package struct SwiftSourceError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file name to show.
    package var file: String
    /// The 1-based line and column (in UTF-8 bytes, as the compiler counts); 0 for the file as a whole.
    package var line: Int, column: Int
    /// What is wrong.
    package var message: String

    /// Creates an error.
    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: message` on one line (control characters escaped).
    package var description: String {
        let place = line > 0 ? "\(file):\(line):\(column)" : file
        return InputQuote.escapingControls("\(place): \(message)")
    }
}
