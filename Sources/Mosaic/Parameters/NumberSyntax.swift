/// The one syntax of a number written as text — a parameter value (`-p
/// itemWidth=120`), a command-line option (`--viewport 390x844`), a REPL
/// command (`:scroll 0,400`): decimal, as JSON writes numbers, with an
/// optional `+` and a fraction or exponent optional on either side of the
/// point (`12`, `-0.5`, `.5`, `5.`, `1e3`, `2.5E-2`).
///
/// Swift's `Double(String)` also reads `0x10`, `nan`, `inf` and `infinity`;
/// none of those is a number here, and a value too large for a `Double`
/// (`1e999`) is not finite, which ``parse(_:)`` refuses too.
package enum NumberSyntax {
    /// The number `text` writes, or `nil` when it is not a finite decimal
    /// number. Spaces and tabs around it are allowed.
    ///
    /// - Complexity: O(n) in the length of the text.
    package static func parse(_ text: some StringProtocol) -> Double? {
        let bytes = Array(text.utf8)
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        guard isDecimal(bytes[start..<end]),
              let value = Double(String(decoding: bytes[start..<end], as: UTF8.self)), value.isFinite
        else { return nil }
        return value
    }

    /// Whether `text` (spaces around it allowed) is written as a decimal
    /// number, finite or not (`1e999` is; `0x10` and `nan` are not): to tell
    /// "not a number" from "too large" in a message.
    package static func isDecimalText(_ text: some StringProtocol) -> Bool {
        let bytes = Array(text.utf8)
        var start = 0, end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return isDecimal(bytes[start..<end])
    }

    /// Whether the bytes are `[+-]? (digits [. digits?] | . digits) ([eE] [+-]? digits)?`.
    static func isDecimal(_ bytes: ArraySlice<UInt8>) -> Bool {
        var index = bytes.startIndex
        let end = bytes.endIndex
        func digits() -> Int {
            let first = index
            while index < end, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            return index - first
        }
        if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
        var mantissa = digits()
        if index < end, bytes[index] == UInt8(ascii: ".") {
            index += 1
            mantissa += digits()
        }
        guard mantissa > 0 else { return false }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < end, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { return false }
        }
        return index == end
    }
}
