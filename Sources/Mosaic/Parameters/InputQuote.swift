/// How an error line shows text that came from outside: a parameter value,
/// a file name, a JSON key, a Lua string, a REPL command.
///
/// The one home of that rule: at most ``maximumLength`` characters of the
/// input (then `…`), and control characters escaped (`\n`, `\t`,
/// `\u{1b}`), so that a hostile value can neither flood the terminal nor
/// move its cursor, and the error stays one line.
package enum InputQuote {
    /// The most characters (Unicode scalars) of an input an error shows.
    package static let maximumLength = 200

    /// `text` between `delimiter`s, cut and escaped. With `"` as the
    /// delimiter, `"` and `\` are escaped too, so the result reads as a
    /// JSON or Lua string.
    ///
    /// - Complexity: O(``maximumLength``), whatever the length of `text`.
    package static func quoted(_ text: some StringProtocol, delimiter: Character = "'") -> String {
        String(delimiter) + escaped(text, escapingQuotes: delimiter == "\"") + String(delimiter)
    }

    /// The same for UTF-8 bytes, of which only the first few are decoded
    /// (invalid sequences become U+FFFD).
    ///
    /// - Complexity: O(``maximumLength``), whatever the number of bytes.
    package static func quoted(utf8 bytes: UnsafeRawBufferPointer, delimiter: Character = "'") -> String {
        // Enough bytes for maximumLength + 1 scalars of up to 4 bytes.
        let prefix = UnsafeRawBufferPointer(rebasing: bytes.prefix(4 * maximumLength + 4))
        let text = String(decoding: prefix, as: UTF8.self)
        let escaped = escaped(text, escapingQuotes: delimiter == "\"", cut: prefix.count < bytes.count)
        return String(delimiter) + escaped + String(delimiter)
    }

    /// `text` cut to ``maximumLength`` characters (then `…`) with control
    /// characters escaped, without delimiters.
    ///
    /// - Complexity: O(``maximumLength``).
    package static func escaped(_ text: some StringProtocol, escapingQuotes: Bool = false) -> String {
        escaped(text, escapingQuotes: escapingQuotes, cut: false)
    }

    /// A whole message with its control characters escaped as ``escaped(_:escapingQuotes:)``
    /// does (line breaks become spaces, so it stays one line), not cut: for
    /// messages made elsewhere that may quote input (Lua's own `near '…'`).
    ///
    /// - Complexity: O(n).
    package static func escapingControls(_ text: some StringProtocol) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n", "\r": result += " "
            case "\t": result += "\\t"
            case _ where isControl(scalar): result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether an error line must not show `scalar` as it is: C0 and C1
    /// controls, DEL, and the line and paragraph separators.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control || scalar == "\u{2028}" || scalar == "\u{2029}"
    }

    /// `cut`: the text was already cut short, so `…` follows in any case.
    private static func escaped(_ text: some StringProtocol, escapingQuotes: Bool, cut: Bool) -> String {
        var result = ""
        var count = 0
        var isCut = cut
        for scalar in text.unicodeScalars {
            if count == maximumLength {
                isCut = true
                break
            }
            count += 1
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\"" where escapingQuotes: result += "\\\""
            case "\\" where escapingQuotes: result += "\\\\"
            case _ where isControl(scalar):
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return isCut ? result + "…" : result
    }
}
