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
    /// Whether the error is about the data the layout was prepared with
    /// (a section identifier it lacks), not the code: a trial prepare on
    /// made-up data does not fail the load for it.
    package var isAboutTheData = false

    /// Creates an error.
    package init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The most characters of a message shown: every input a message quotes
    /// is cut to ``InputQuote/maximumLength`` where it is quoted; this is
    /// the backstop for a message that quotes several, or one that was missed.
    static let maximumMessageLength = 2_000

    /// `file:line:column: message` on one line (control characters escaped),
    /// at most ``maximumMessageLength`` characters of the message.
    package var description: String {
        let place = line > 0 ? "\(InputQuote.escaped(file)):\(line):\(column)" : InputQuote.escaped(file)
        var text = message
        if text.unicodeScalars.count > Self.maximumMessageLength {
            text = String(String.UnicodeScalarView(text.unicodeScalars.prefix(Self.maximumMessageLength))) + "…"
        }
        return InputQuote.escapingControls("\(place): \(text)")
    }
}
