/// A strict RFC 8259 JSON parser that records the line and column of every
/// value, so that errors can point at the exact place in a file.
///
/// Limits: nesting deeper than ``maximumDepth`` is an error rather than a
/// stack overflow; duplicate keys in one object are an error.
package enum JSONParser {
    /// The deepest nesting of arrays and objects accepted.
    package static let maximumDepth = 256

    /// Parses a whole document.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 text.
    ///   - file: the file name to put in errors.
    /// - Returns: the root value.
    /// - Throws: ``JSONError`` naming the line and column of the first problem.
    /// - Complexity: O(n) in the length of the text.
    package static func parse(_ bytes: [UInt8], file: String? = nil) throws(JSONError) -> JSONValue {
        var reader = Reader(bytes: bytes)
        do throws(JSONError) {
            reader.skipWhitespace()
            let value = try reader.value(depth: 0)
            reader.skipWhitespace()
            guard reader.isAtEnd else { throw reader.error("unexpected text after the JSON value") }
            return value
        } catch var error {
            error.file = file
            throw error
        }
    }

    /// Parses a whole document from a string.
    package static func parse(_ text: String, file: String? = nil) throws(JSONError) -> JSONValue {
        try parse(Array(text.utf8), file: file)
    }
}

private struct Reader {
    let bytes: [UInt8]
    var offset = 0
    var line = 1
    var lineStart = 0
    /// The column at ``columnOffset``: the last position whose column was
    /// asked for on the current line, so that the next is counted from there.
    var columnOffset = 0
    var columnValue = 1

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark is tolerated.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            offset = 3
            lineStart = 3
            columnOffset = 3
        }
    }

    var isAtEnd: Bool { offset >= bytes.count }

    /// The 1-based column of the current offset, in Unicode scalars.
    ///
    /// Counted on from the last column asked for on the same line, so that
    /// asking at every value of a long line costs O(line) in all, not
    /// O(line) each time. Only an error, which may step back, counts from
    /// the line's start.
    ///
    /// - Complexity: amortised O(1) per byte read.
    mutating func column() -> Int {
        if columnOffset < lineStart || columnOffset > offset {
            columnOffset = lineStart
            columnValue = 1
        }
        var index = columnOffset
        var count = columnValue
        let end = Swift.min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        columnOffset = index
        columnValue = count
        return count
    }

    /// An error at the current offset. Called once per parse, so it counts
    /// the column from the line's start.
    func error(_ message: String) -> JSONError {
        var copy = self
        return JSONError(line: line, column: copy.column(), message: message)
    }

    func describeCurrent() -> String {
        guard !isAtEnd else { return "the end of the text" }
        let byte = bytes[offset]
        if byte >= 0x20 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    mutating func skipWhitespace() {
        while offset < bytes.count {
            switch bytes[offset] {
            case 0x20, 0x09, 0x0D: offset += 1
            case 0x0A:
                offset += 1
                line += 1
                lineStart = offset
            default: return
            }
        }
    }

    mutating func value(depth: Int) throws(JSONError) -> JSONValue {
        guard depth < JSONParser.maximumDepth else {
            throw error("nesting deeper than \(JSONParser.maximumDepth) levels")
        }
        guard !isAtEnd else { throw error("expected a value, found the end of the text") }
        let startLine = line, startColumn = column()
        let content: JSONValue.Content
        switch bytes[offset] {
        case UInt8(ascii: "{"): content = try object(depth: depth)
        case UInt8(ascii: "["): content = try array(depth: depth)
        case UInt8(ascii: "\""): content = .string(try string())
        case UInt8(ascii: "t"): try literal("true"); content = .bool(true)
        case UInt8(ascii: "f"): try literal("false"); content = .bool(false)
        case UInt8(ascii: "n"): try literal("null"); content = .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): content = .number(try number())
        default: throw error("expected a value, found \(describeCurrent())")
        }
        return JSONValue(content, line: startLine, column: startColumn)
    }

    mutating func literal(_ word: String) throws(JSONError) {
        let utf8 = Array(word.utf8)
        guard bytes.count - offset >= utf8.count, Array(bytes[offset..<offset + utf8.count]) == utf8 else {
            throw error("expected a value, found \(describeCurrent())")
        }
        offset += utf8.count
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(JSONError) {
        guard !isAtEnd, bytes[offset] == byte else { throw error("expected \(what), found \(describeCurrent())") }
        offset += 1
    }

    mutating func object(depth: Int) throws(JSONError) -> JSONValue.Content {
        offset += 1
        var members: [(key: String, value: JSONValue)] = []
        var seen = Set<String>()
        skipWhitespace()
        if !isAtEnd, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard !isAtEnd, bytes[offset] == UInt8(ascii: "\"") else {
                throw error("expected a string key, found \(describeCurrent())")
            }
            let keyLine = line, keyColumn = column()
            let key = try string()
            guard seen.insert(key).inserted else {
                throw JSONError(line: keyLine, column: keyColumn, message: "duplicate key \(InputQuote.quoted(key, delimiter: "\""))")
            }
            skipWhitespace()
            try expect(UInt8(ascii: ":"), "':' after a key")
            skipWhitespace()
            members.append((key, try value(depth: depth + 1)))
            skipWhitespace()
            guard !isAtEnd else { throw error("expected ',' or '}', found the end of the text") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            throw error("expected ',' or '}', found \(describeCurrent())")
        }
    }

    mutating func array(depth: Int) throws(JSONError) -> JSONValue.Content {
        offset += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if !isAtEnd, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard !isAtEnd else { throw error("expected ',' or ']', found the end of the text") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
            throw error("expected ',' or ']', found \(describeCurrent())")
        }
    }

    mutating func number() throws(JSONError) -> Double {
        let start = offset
        func digits(_ reader: inout Reader) -> Int {
            var count = 0
            while !reader.isAtEnd, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(reader.bytes[reader.offset]) {
                reader.offset += 1
                count += 1
            }
            return count
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        guard !isAtEnd else { throw error("expected a digit, found the end of the text") }
        if bytes[offset] == UInt8(ascii: "0") {
            offset += 1
        } else if digits(&self) == 0 {
            throw error("expected a digit, found \(describeCurrent())")
        }
        if !isAtEnd, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.', found \(describeCurrent())") }
        }
        if !isAtEnd, bytes[offset] == UInt8(ascii: "e") || bytes[offset] == UInt8(ascii: "E") {
            offset += 1
            if !isAtEnd, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent, found \(describeCurrent())") }
        }
        let text = String(decoding: bytes[start..<offset], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            offset = start
            throw error("number \(text) is out of range")
        }
        return value
    }

    mutating func hexQuad() throws(JSONError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard !isAtEnd, let digit = hexDigit(bytes[offset]) else {
                throw error("expected four hexadecimal digits after \\u")
            }
            value = value << 4 | digit
            offset += 1
        }
        return value
    }

    func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    mutating func string() throws(JSONError) -> String {
        offset += 1
        var scalars = String.UnicodeScalarView()
        var runStart = offset
        var result = ""
        func flush(_ reader: Reader, upTo end: Int) throws(JSONError) -> String {
            guard let text = String(validating: reader.bytes[runStart..<end], as: UTF8.self) else {
                throw reader.error("invalid UTF-8 in a string")
            }
            return text
        }
        while true {
            guard !isAtEnd else { throw error("unterminated string") }
            let byte = bytes[offset]
            if byte == UInt8(ascii: "\"") {
                result += try flush(self, upTo: offset)
                offset += 1
                return result
            }
            if byte < 0x20 {
                throw error(byte == 0x0A ? "unterminated string (a line break inside a string)" : "control character in a string")
            }
            if byte != UInt8(ascii: "\\") {
                offset += 1
                continue
            }
            result += try flush(self, upTo: offset)
            offset += 1
            guard !isAtEnd else { throw error("unterminated string") }
            let escape = bytes[offset]
            offset += 1
            scalars.removeAll()
            switch escape {
            case UInt8(ascii: "\""): result += "\""
            case UInt8(ascii: "\\"): result += "\\"
            case UInt8(ascii: "/"): result += "/"
            case UInt8(ascii: "b"): result += "\u{8}"
            case UInt8(ascii: "f"): result += "\u{C}"
            case UInt8(ascii: "n"): result += "\n"
            case UInt8(ascii: "r"): result += "\r"
            case UInt8(ascii: "t"): result += "\t"
            case UInt8(ascii: "u"):
                var code = try hexQuad()
                if (0xD800..<0xDC00).contains(code) {
                    guard bytes.count - offset >= 2, bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") else {
                        throw error("unpaired surrogate in \\u escape")
                    }
                    offset += 2
                    let low = try hexQuad()
                    guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("unpaired surrogate in \\u escape") }
                result.unicodeScalars.append(scalar)
            default:
                offset -= 1
                throw error("invalid escape \\\(InputQuote.escaped(String(Character(Unicode.Scalar(escape)))))")
            }
            runStart = offset
        }
    }
}
