import Mosaic
import Testing

@Suite("JSON parser, paths and writer")
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONError) -> JSONValue { try JSONParser.parse(text) }

    private func number(_ text: String) throws -> Double? {
        guard case .number(let value) = try parse(text).content else { return nil }
        return value
    }

    private func string(_ text: String) throws -> String? {
        guard case .string(let value) = try parse(text).content else { return nil }
        return value
    }

    @Test("values, members in order, and where each value starts")
    func values() throws {
        let root = try parse("""
            {
              "b": [true, false, null],
              "a": {"x": -1.5e3},
              "é": "ok"
            }
            """)
        guard case .object(let members) = root.content else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["b", "a", "é"])
        #expect(root.line == 1 && root.column == 1)
        let array = try #require(root["b"])
        #expect(array.line == 2 && array.column == 8)
        guard case .array(let elements) = array.content else { Issue.record("not an array"); return }
        #expect(elements.map(\.column) == [9, 15, 22])
        #expect(elements.map(\.typeDescription) == ["a Boolean", "a Boolean", "null"])
        let inner = try #require(root["a"]?["x"])
        guard case .number(let x) = inner.content else { Issue.record("not a number"); return }
        #expect(x == -1500)
        #expect(inner.line == 3 && inner.column == 14)
        #expect(root["é"]?.column == 8)
        #expect(root["missing"] == nil)
    }

    @Test("numbers read exactly as Swift reads them")
    func numbers() throws {
        for text in ["0", "-0", "0.1", "1e-7", "1E+2", "123456789012345678", "2.2250738585072014e-308", "1.7976931348623157e308", "-3.25"] {
            #expect(try number(text)?.bitPattern == Double(text)!.bitPattern, "\(text)")
        }
        for bad in ["01", "1.", ".5", "-", "1e", "+1", "0x10", "NaN", "Infinity", "1e400"] {
            #expect(throws: JSONError.self, "\(bad)") { try parse(bad) }
        }
        #expect(throws: JSONError(line: 1, column: 1, message: "number 1e400 is out of range")) { try parse("1e400") }
        #expect(throws: JSONError(line: 1, column: 3, message: "expected a digit after '.', found the end of the text")) { try parse("1.") }
    }

    @Test("string escapes, surrogate pairs and raw UTF-8")
    func strings() throws {
        #expect(try string(#""a\"b\\c\/d\b\f\n\r\t""#) == "a\"b\\c/d\u{8}\u{C}\n\r\t")
        #expect(try string(#""\u00e9\u00E9 \ud83d\ude00""#) == "éé 😀")
        #expect(try string("\"naïve 😀\"") == "naïve 😀")
        #expect(throws: JSONError(line: 1, column: 8, message: "unpaired surrogate in \\u escape")) { try parse(#""\ud83d""#) }
        #expect(throws: JSONError(line: 1, column: 2, message: "control character in a string")) { try parse("\"\t\"") }
        #expect(throws: JSONError(line: 1, column: 6, message: "expected four hexadecimal digits after \\u")) { try parse(#""\u12x4""#) }
        let invalid = #expect(throws: JSONError.self) { try JSONParser.parse([0x22, 0xFF, 0x22]) }
        #expect(invalid?.message == "invalid UTF-8 in a string")
    }

    @Test("nesting up to the limit parses; one more level does not")
    func depth() throws {
        let limit = JSONParser.maximumDepth
        let deep = String(repeating: "[", count: limit) + String(repeating: "]", count: limit)
        _ = try parse(deep)
        let tooDeep = String(repeating: "[", count: limit + 1) + String(repeating: "]", count: limit + 1)
        #expect(throws: JSONError(line: 1, column: limit + 1, message: "nesting deeper than \(limit) levels")) { try parse(tooDeep) }
        let objects = String(repeating: #"{"a":"#, count: limit + 1) + "1" + String(repeating: "}", count: limit + 1)
        #expect(throws: JSONError(line: 1, column: 5 * limit + 1, message: "nesting deeper than \(limit) levels")) { try parse(objects) }
    }

    @Test("errors name the file, or <json> without one")
    func errorDescription() {
        #expect(throws: JSONError(file: "f.json", line: 2, column: 3, message: "expected a value, found '}'")) {
            try JSONParser.parse("[\n  }", file: "f.json")
        }
        let error = JSONError(line: 3, column: 4, path: JSONPath.root.appending("items").appending(2), message: "bad")
        #expect(error.description == "<json>:3:4: $.items[2]: bad")
        #expect(JSONError(file: "x", line: 1, column: 1, message: "m").description == "x:1:1: m")
    }

    @Test("columns on a long line count Unicode scalars from the line's start, as before, for values, keys and errors")
    func columnsOnLongLines() throws {
        // Counted on from the last value: each value's column still equals a count from the line's start.
        let line = #"[1, "é€😀", {"ключ": 2, "b": [true, null]}, -3.5e2, "x"]"#
        let text = "\n  " + line + ",\n" + line
        guard case .array(let rows) = try parse("[" + text + "]").content else { Issue.record("not an array"); return }
        #expect(rows.count == 2)
        let scalars = Array(("[" + text + "]").split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.unicodeScalars) })
        func check(_ value: JSONValue) {
            // The scalar at (line, column) starts the value.
            let scalar = scalars[value.line - 1][value.column - 1]
            switch value.content {
            case .array: #expect(scalar == "[")
            case .object(let members):
                #expect(scalar == "{")
                members.forEach { check($0.value) }
            case .string: #expect(scalar == "\"")
            case .number: #expect(scalar == "-" || ("0"..."9").contains(scalar))
            case .bool(let flag): #expect(scalar == (flag ? "t" : "f"))
            case .null: #expect(scalar == "n")
            case .foreign: Issue.record("the JSON parser made a foreign value")
            }
            if case .array(let elements) = value.content { elements.forEach(check) }
        }
        rows.forEach(check)
        // Errors after many values on one line, a step back (a bad number), a duplicate key.
        let values = Array(repeating: "\"ü\"", count: 5_000).joined(separator: ",")
        #expect(throws: JSONError(line: 1, column: 5_000 * 4 + 2, message: "expected a value, found ']'")) { try self.parse("[" + values + ",]") }
        #expect(throws: JSONError(line: 2, column: 5_000 * 4 + 2, message: "number 1e999 is out of range")) { try self.parse("\n[" + values + ",1e999]") }
        #expect(throws: JSONError(line: 1, column: 17, message: "duplicate key \"ä\"")) { try self.parse(#"{"ä": 1, "b":0, "ä": 2}"#) }
    }

    @Test("paths print as $.sections[0].items[3].height, quoting odd keys")
    func paths() {
        let path = JSONPath.root.appending("sections").appending(0).appending("items").appending(3).appending("height")
        #expect(path.description == "$.sections[0].items[3].height")
        #expect(JSONPath.root.description == "$")
        #expect(JSONPath.root.appending("a b").appending("").appending("x\"y").description == #"$["a b"][""]["x\"y"]"#)
        #expect(JSONPath.root.appending("größe_2").description == "$.größe_2")
    }

    @Test("the writer's strings and numbers read back exactly")
    func writerRoundTrip() throws {
        for value in ["", "plain", "quote \" backslash \\ slash /", "line\nbreak\ttab\r", "\u{1}\u{1F}", "é 😀"] {
            #expect(try string(JSONWriter.quoted(value)) == value)
        }
        #expect(JSONWriter.quoted("\u{1}") == #""\u0001""#)
        var random = SplitMix64(seed: 11)
        for _ in 0..<500 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            var writer = JSONWriter()
            writer.number(value)
            #expect(try number(writer.text)?.bitPattern == (value == 0 ? 0 : value.bitPattern), "\(value)")
        }
        #expect([100, -0.0, 0.1, 1e-7, 2.5e20, 1e300, -42].map(\.shortDescription) == ["100", "0", "0.1", "1e-07", "2.5e+20", "1e+300", "-42"])
    }
}
