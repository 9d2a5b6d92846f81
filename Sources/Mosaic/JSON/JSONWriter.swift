/// Builds JSON text by hand, deterministically: keys in the order written,
/// numbers in their shortest exact form (``Swift/Double/shortDescription``).
package struct JSONWriter: Sendable {
    /// The text so far.
    package private(set) var text = ""

    /// Creates an empty writer.
    package init() {}

    /// Appends raw JSON text.
    package mutating func raw(_ json: String) { text += json }

    /// Appends a number.
    package mutating func number(_ value: Double) {
        precondition(value.isFinite, "JSON has no representation for \(value)")
        text += value.shortDescription
    }

    /// Appends a quoted string.
    package mutating func string(_ value: String) { text += Self.quoted(value) }

    /// `value` as a JSON string literal, with the escapes RFC 8259 requires.
    ///
    /// - Complexity: O(n).
    package static func quoted(_ value: String) -> String {
        var out = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
