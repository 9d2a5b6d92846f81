/// Follows a Lua chunk typed line by line, so that the REPL compiles it
/// only when it can be complete: a 20,000-line table pasted line by line
/// costs one compile, not 20,000 of a growing text (quadratic time).
///
/// It tracks what Lua's lexer would be in at the end of each line: a long
/// string or comment (`[==[ … ]==]`, `--[[ … ]]`) with its level, a short
/// string continued by `\` or `\z`, open blocks (`function`, `do`, `if`,
/// `repeat` against `end` and `until`; `while` and `for` open with their
/// `do`), open brackets, and whether the last token needs something after
/// it (a binary operator, `=`, `,`, `.`, `:`, `local`…). A chunk in any of
/// those states cannot be complete. Anything it does not understand (an
/// invalid long bracket, a line break in a short string, more closers than
/// openers) makes it ``isUnsure``, and the REPL then compiles, as before.
///
/// - Complexity: O(k) per line of k characters; state O(1).
package struct LuaChunkScanner: Sendable {
    /// Where the lexer is between lines.
    enum Mode: Equatable, Sendable {
        case code
        /// Inside a long string or comment of this level (`=` count).
        case longBracket(level: Int)
        /// Inside a short string after `\` at the end of a line, or inside a `\z` skip.
        case shortString(quote: UInt8, skipping: Bool)
    }

    private(set) var mode = Mode.code
    /// Open blocks minus closed ones.
    private(set) var blocks = 0
    /// Open brackets minus closed ones.
    private(set) var brackets = 0
    /// Whether the last token cannot end a chunk.
    private(set) var needsMore = false
    /// Whether something was seen that the scanner does not follow.
    package private(set) var isUnsure = false

    /// A scanner at the start of a chunk.
    package init() {}

    /// Whether the chunk so far may be complete: the REPL compiles it then.
    package var mayBeComplete: Bool {
        isUnsure || (mode == .code && blocks <= 0 && brackets <= 0 && !needsMore)
    }

    /// Reads one more line of the chunk (without its line break).
    package mutating func feed(_ line: String) {
        var bytes = Array(line.utf8)
        bytes.append(0x0A)
        var i = 0
        let n = bytes.count
        func at(_ index: Int) -> UInt8 { index < n ? bytes[index] : 0 }
        /// The level of a long bracket opening at `index` (`[`, `=`s, `[`), or nil.
        func longBracketLevel(_ index: Int) -> Int? {
            var j = index + 1
            while at(j) == UInt8(ascii: "=") { j += 1 }
            return at(j) == UInt8(ascii: "[") ? j - index - 1 : nil
        }
        while i < n {
            switch mode {
            case .longBracket(let level):
                // Look for `]`, `level` `=`s, `]`.
                while i < n {
                    if bytes[i] == UInt8(ascii: "]") {
                        var j = i + 1
                        while at(j) == UInt8(ascii: "=") { j += 1 }
                        if at(j) == UInt8(ascii: "]") && j - i - 1 == level {
                            i = j + 1
                            mode = .code
                            break
                        }
                    }
                    i += 1
                }
                continue
            case .shortString(let quote, let skipping):
                var skip = skipping
                while i < n {
                    let byte = bytes[i]
                    if skip {
                        if byte == 0x20 || (0x09...0x0D).contains(byte) { i += 1; continue }
                        skip = false
                    }
                    if byte == quote {
                        i += 1
                        mode = .code
                        break
                    }
                    if byte == 0x0A || byte == 0x0D {
                        // A line break in a short string: Lua's error to report.
                        isUnsure = true
                        mode = .code
                        return
                    }
                    if byte == UInt8(ascii: "\\") {
                        let next = at(i + 1)
                        if next == 0x0A && i + 2 == n {
                            // `\` at the end of the line: the string goes on.
                            mode = .shortString(quote: quote, skipping: false)
                            return
                        }
                        if next == UInt8(ascii: "z") {
                            skip = true
                            i += 2
                            continue
                        }
                        i += 2
                        continue
                    }
                    i += 1
                }
                if case .shortString = mode { mode = .shortString(quote: quote, skipping: skip) }
                continue
            case .code:
                break
            }
            let byte = bytes[i]
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                i += 1
            case UInt8(ascii: "-") where at(i + 1) == UInt8(ascii: "-"):
                if at(i + 2) == UInt8(ascii: "["), let level = longBracketLevel(i + 2) {
                    mode = .longBracket(level: level)
                    i += 2 + level + 2
                } else {
                    return  // a comment to the end of the line
                }
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                mode = .shortString(quote: byte, skipping: false)
                needsMore = false
                i += 1
            case UInt8(ascii: "["):
                if let level = longBracketLevel(i) {
                    mode = .longBracket(level: level)
                    needsMore = false
                    i += level + 2
                } else if at(i + 1) == UInt8(ascii: "=") {
                    isUnsure = true  // an invalid long bracket: Lua says what is wrong
                    i += 1
                } else {
                    brackets += 1
                    needsMore = true
                    i += 1
                }
            case UInt8(ascii: "("), UInt8(ascii: "{"):
                brackets += 1
                needsMore = true
                i += 1
            case UInt8(ascii: ")"), UInt8(ascii: "}"), UInt8(ascii: "]"):
                brackets -= 1
                if brackets < 0 { isUnsure = true }
                needsMore = false
                i += 1
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
                let start = i
                while i < n, Self.isNameByte(bytes[i]) { i += 1 }
                word(bytes[start..<i])
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                // A numeral, as Lua reads one: alphanumerics and dots, and a
                // sign right after an exponent letter.
                while i < n {
                    let c = bytes[i]
                    if Self.isNameByte(c) || c == UInt8(ascii: ".") {
                        i += 1
                    } else if (c == UInt8(ascii: "+") || c == UInt8(ascii: "-")),
                              [UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "p"), UInt8(ascii: "P")].contains(bytes[i - 1]) {
                        i += 1
                    } else {
                        break
                    }
                }
                needsMore = false
            case UInt8(ascii: "."):
                if at(i + 1) == UInt8(ascii: "."), at(i + 2) == UInt8(ascii: ".") {
                    needsMore = false  // `...`
                    i += 3
                } else if at(i + 1) == UInt8(ascii: ".") {
                    needsMore = true  // `..`
                    i += 2
                } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(at(i + 1)) {
                    i += 1  // `.5`: the numeral follows
                    while i < n, Self.isNameByte(bytes[i]) || bytes[i] == UInt8(ascii: ".") { i += 1 }
                    needsMore = false
                } else {
                    needsMore = true  // a field follows
                    i += 1
                }
            case UInt8(ascii: ":"):
                if at(i + 1) == UInt8(ascii: ":") {
                    needsMore = false  // `::label::`
                    i += 2
                } else {
                    needsMore = true  // a method name follows
                    i += 1
                }
            case UInt8(ascii: ";"):
                needsMore = false
                i += 1
            case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
                 UInt8(ascii: "^"), UInt8(ascii: "#"), UInt8(ascii: "&"), UInt8(ascii: "~"), UInt8(ascii: "|"),
                 UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "="), UInt8(ascii: ","):
                // Operators, alone or paired, and `,` all need something after them.
                needsMore = true
                i += 1
            default:
                // Not Lua (`@`, `$`, `!`, a byte of UTF-8 outside a string):
                // the compiler says what is wrong.
                isUnsure = true
                i += 1
            }
        }
    }

    private static func isNameByte(_ c: UInt8) -> Bool {
        (c >= UInt8(ascii: "a") && c <= UInt8(ascii: "z")) || (c >= UInt8(ascii: "A") && c <= UInt8(ascii: "Z"))
            || (c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9")) || c == UInt8(ascii: "_")
    }

    /// A name or keyword.
    private mutating func word(_ name: ArraySlice<UInt8>) {
        switch String(decoding: name, as: UTF8.self) {
        case "function", "do", "if", "repeat":
            blocks += 1
            needsMore = true
        case "end":
            blocks -= 1
            if blocks < 0 { isUnsure = true }
            needsMore = false
        case "until":
            blocks -= 1
            if blocks < 0 { isUnsure = true }
            needsMore = true  // the condition follows
        case "and", "or", "not", "local", "then", "else", "elseif", "while", "for", "in", "goto", "return":
            // `return` alone is complete, but so rarely ends a typed line
            // that compiling then costs nothing; the others need more.
            needsMore = name.elementsEqual("return".utf8) ? false : true
        default:
            needsMore = false
        }
    }
}
