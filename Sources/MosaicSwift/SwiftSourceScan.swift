/// A pass over a Swift file's bytes before SwiftParser sees them, which
/// bounds what the parser's own recursion can reach: SwiftParser's
/// `maximumNestingLevel` does not cover every path (its lookahead through
/// `[[[…`, a chain of `?:`, `#if` blocks), and each level of those costs
/// the parser kilobytes of stack. So the nesting of brackets — including
/// those inside string interpolations — is held to
/// ``SwiftSourceLimits/maximumNestingLevel`` (square brackets, whose
/// parse time doubles with each level, to
/// ``SwiftSourceLimits/maximumSquareBracketNesting``), and the tokens that recurse
/// without brackets (`?`, generic `<`, `#if`, `try`, `await`) to ``SwiftSourceLimits/maximumRecursiveTokens`` in all.
/// Comments and string literals are skipped as the lexer skips them.
///
/// It also counts the tokens, which is what parsing costs: SwiftParser
/// cannot be stopped once it starts (not by `--timeout`, not by
/// `--max-memory`), and its time and memory grow with the tokens it reads,
/// so the tokens of all the files of one layout together are held to
/// ``SwiftSourceLimits/maximumTokens`` before any of them is parsed. A token
/// here is a word (a name, keyword or number), a string literal, or one byte
/// of punctuation (so `+=` counts two: an upper bound of the parser's tokens).
enum SwiftSourceScan {
    /// The first problem: its byte offset and what it is.
    struct Problem: Error {
        var offset: Int
        var message: String
    }

    private enum Mode {
        case code
        /// A string literal: multi-line or not, and its number of `#`.
        case string(multiline: Bool, hashes: Int)
    }

    /// Throws the first limit the bytes pass.
    ///
    /// - Parameter tokens: the tokens counted so far (the files of the
    ///   same layout read before this one); counts this file's on.
    /// - Complexity: O(n) in the bytes.
    static func check(_ bytes: [UInt8], limits: SwiftSourceLimits, tokens: inout Int) throws(Problem) {
        // What each open bracket is: `(`, `[`, `{`, or `\(` of an interpolation (then the string mode to go back to).
        var brackets: [(byte: UInt8, resume: Mode?)] = []
        var squareBrackets = 0  // the open `[` among them
        var mode = Mode.code
        var recursive = 0
        var index = 0
        let count = bytes.count
        func at(_ offset: Int) -> UInt8 { offset < count ? bytes[offset] : 0 }
        func isWord(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || (byte >= 48 && byte <= 57) || ((byte | 0x20) >= 97 && (byte | 0x20) <= 122) || byte >= 0x80
        }
        var tokenCount = tokens
        defer { tokens = tokenCount }
        func token(_ offset: Int) throws(Problem) {
            tokenCount += 1
            if tokenCount > limits.maximumTokens {
                throw Problem(offset: offset, message: "the Swift code has more than \(limits.maximumTokens) tokens (names, numbers, symbols and strings; the token limit, for all the files of one layout together); mosaic stops here, before parsing")
            }
        }
        func isSpace(_ byte: UInt8) -> Bool {
            byte == 32 || (byte >= 9 && byte <= 13) || byte == 0
        }
        func counted(_ offset: Int) throws(Problem) {
            recursive += 1
            if recursive > limits.maximumRecursiveTokens {
                throw Problem(offset: offset, message: "the file has more than \(limits.maximumRecursiveTokens) of ?, generic <, #if, try and await together; mosaic stops here")
            }
        }
        func open(_ byte: UInt8, resume: Mode?, at offset: Int) throws(Problem) {
            brackets.append((byte, resume))
            if brackets.count > limits.maximumNestingLevel {
                throw Problem(offset: offset, message: "the code nests brackets deeper than \(limits.maximumNestingLevel) levels; mosaic stops here")
            }
            if byte == UInt8(ascii: "[") {
                squareBrackets += 1
                if squareBrackets > limits.maximumSquareBracketNesting {
                    throw Problem(offset: offset, message: "the code nests square brackets ([[[…) deeper than \(limits.maximumSquareBracketNesting) levels; mosaic stops here")
                }
            }
        }
        while index < count {
            let byte = bytes[index]
            switch mode {
            case .code:
                switch byte {
                case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "/"):
                    while index < count && bytes[index] != 10 { index += 1 }
                    continue
                case UInt8(ascii: "/") where at(index + 1) == UInt8(ascii: "*"):
                    var depth = 0
                    while index < count {
                        if bytes[index] == UInt8(ascii: "/") && at(index + 1) == UInt8(ascii: "*") { depth += 1; index += 2; continue }
                        if bytes[index] == UInt8(ascii: "*") && at(index + 1) == UInt8(ascii: "/") {
                            depth -= 1; index += 2
                            if depth == 0 { break }
                            continue
                        }
                        index += 1
                    }
                    continue
                case UInt8(ascii: "#"), UInt8(ascii: "\""):
                    try token(index)
                    var hashes = 0
                    while at(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
                    if at(index + hashes) == UInt8(ascii: "\"") {
                        let quote = index + hashes
                        let multiline = at(quote + 1) == UInt8(ascii: "\"") && at(quote + 2) == UInt8(ascii: "\"")
                        mode = .string(multiline: multiline, hashes: hashes)
                        index = quote + (multiline ? 3 : 1)
                        continue
                    }
                    if hashes == 1, at(index + 1) == UInt8(ascii: "i"), at(index + 2) == UInt8(ascii: "f"), !isWord(at(index + 3)) {
                        try counted(index)
                    }
                    index += max(hashes, 1)
                    continue
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                    try open(byte, resume: nil, at: index)
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    if let last = brackets.popLast() {
                        if last.byte == UInt8(ascii: "[") { squareBrackets -= 1 }
                        if let resume = last.resume { mode = resume }
                    }
                case UInt8(ascii: "?"):
                    try counted(index)
                case UInt8(ascii: "<") where index > 0 && isWord(bytes[index - 1]):
                    try counted(index)
                case UInt8(ascii: "t") where at(index + 1) == UInt8(ascii: "r") && at(index + 2) == UInt8(ascii: "y") && !isWord(at(index + 3)) && (index == 0 || !isWord(bytes[index - 1])):
                    try counted(index)
                case UInt8(ascii: "a") where Array(bytes[index..<min(count, index + 5)]) == Array("await".utf8) && !isWord(at(index + 5)) && (index == 0 || !isWord(bytes[index - 1])):
                    try counted(index)
                default:
                    break
                }
                // Skip the rest of a word, so that `entry` or `retry` is not read as `try`.
                if !isSpace(byte) { try token(index) }
                if isWord(byte) {
                    while index < count && isWord(bytes[index]) { index += 1 }
                    continue
                }
                index += 1
            case .string(let multiline, let hashes):
                if byte == UInt8(ascii: "\\") {
                    var matched = 0
                    while matched < hashes && at(index + 1 + matched) == UInt8(ascii: "#") { matched += 1 }
                    if matched == hashes, at(index + 1 + hashes) == UInt8(ascii: "(") {
                        try open(UInt8(ascii: "("), resume: mode, at: index)
                        mode = .code
                        index += hashes + 2
                        continue
                    }
                    index += 1 + matched + (matched == hashes ? 1 : 0)
                    continue
                }
                if byte == 10 && !multiline {
                    mode = .code  // unterminated: the parser reports it
                } else if byte == UInt8(ascii: "\"") && (!multiline || (at(index + 1) == UInt8(ascii: "\"") && at(index + 2) == UInt8(ascii: "\""))) {
                    let end = index + (multiline ? 3 : 1)
                    var matched = 0
                    while matched < hashes && at(end + matched) == UInt8(ascii: "#") { matched += 1 }
                    if matched == hashes {
                        mode = .code
                        index = end + hashes
                        continue
                    }
                }
                index += 1
            }
        }
    }
}
