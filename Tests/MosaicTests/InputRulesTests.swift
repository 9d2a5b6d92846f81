@testable import Mosaic
import Testing

/// One syntax for numbers in text, one set of view rules, one way to quote
/// input in an error, and the data file's top-level forms.
@Suite("Input rules: numbers, view values, quoting, data top level")
struct InputRulesTests {
    @Test("numbers in text are decimal only: no hex, NaN, infinity or overflow")
    func numberSyntax() {
        let accepted: [(String, Double)] = [
            ("12", 12), ("-0.5", -0.5), (".5", 0.5), ("5.", 5), ("1e3", 1000), ("+2.5E-2", 0.025), (" 7\t", 7), ("1.7e308", 1.7e308),
        ]
        for (text, value) in accepted { #expect(NumberSyntax.parse(text) == value, "\(text)") }
        let refused = ["0x10", "0X1p4", "nan", "NaN", "-nan", "inf", "-inf", "infinity", "Infinity", "1e999", "-1e999", "",
                       " ", "-", ".", "e3", "1e", "1e+", "1_000", "1,5", "٣", "1.2.3", "12abc", "0x", "+-1", "1 2"]
        for text in refused { #expect(NumberSyntax.parse(text) == nil, "\(text)") }
        #expect(NumberSyntax.isDecimalText("1e999") && !NumberSyntax.isDecimalText("inf"))
    }

    @Test("a parameter refuses what is not a decimal number, named and quoted")
    func parameterNumbers() throws {
        var parameters = FlowLayout.descriptor.defaultParameters
        for text in ["0x10", "nan", "inf", "infinity", "1e999", "0x1p4"] {
            #expect(throws: ParameterError.self, "\(text)") { try parameters.set("itemWidth", parsing: text) }
        }
        #expect(throws: ParameterError.self) { try parameters.set("sectionInset", parsing: "0x1,0,0,0") }
        try parameters.set("itemWidth", parsing: " 120.5 ")
        #expect(parameters.number("itemWidth") == 120.5)
    }

    @Test("the view rules refuse NaN, negative and too-large values; queries may be huge")
    func viewRules() throws {
        let nan = Double.nan
        for size in [Size(width: 1e308, height: 1e308), Size(width: 0, height: 10), Size(width: nan, height: 1), Size(width: -1, height: 1)] {
            #expect(throws: ViewRuleViolation.self) { try ViewRules.viewport(size) }
            #expect(throws: ViewRuleViolation.self) { try ViewRules.preferredSize(size) }
        }
        for point in [Point(x: 1e308, y: 0), Point(x: nan, y: 0), Point(x: 0, y: -.infinity)] {
            #expect(throws: ViewRuleViolation.self) { try ViewRules.offset(point) }
        }
        for rect in [Rect(x: nan, y: 0, width: 1, height: 1), Rect(x: 0, y: 0, width: -1, height: 1), Rect(x: 0, y: 0, width: .infinity, height: 1)] {
            #expect(throws: ViewRuleViolation.self) { try ViewRules.queryRect(rect) }
        }
        #expect(throws: ViewRuleViolation.self) { try ViewRules.insets(Insets(top: -1, left: 0, bottom: 0, right: 0)) }
        #expect(throws: ViewRuleViolation.self) { try ViewRules.sectionOffset(nan) }
        let huge = Rect(x: -1.7e308, y: -1.7e308, width: 1.7e308, height: 1.7e308)
        #expect(try ViewRules.queryRect(huge) == huge)
        #expect(try ViewRules.viewport(Size(width: 1e9, height: 1)) == Size(width: 1e9, height: 1))
    }

    @Test("input in an error: at most 200 characters, then …, control characters escaped")
    func quoting() {
        #expect(InputQuote.quoted("a\nb\tc\u{1b}[31m\r\u{7f}") == #"'a\nb\tc\u{1b}[31m\r\u{7f}'"#)
        #expect(InputQuote.quoted(#"say "hi" \ bye"#, delimiter: "\"") == #""say \"hi\" \\ bye""#)
        let long = String(repeating: "é", count: 100_000)
        let quoted = InputQuote.quoted(long)
        #expect(quoted == "'" + String(repeating: "é", count: 200) + "…'")
        #expect(InputQuote.quoted(String(repeating: "x", count: 200)) == "'" + String(repeating: "x", count: 200) + "'")
        let bytes = Array(String(repeating: "\n", count: 10_000).utf8)
        let fromBytes = bytes.withUnsafeBytes { InputQuote.quoted(utf8: $0, delimiter: "\"") }
        #expect(fromBytes == "\"" + String(repeating: "\\n", count: 200) + "…\"")
        #expect([UInt8](repeating: 0x41, count: 3).withUnsafeBytes { InputQuote.quoted(utf8: $0) } == "'AAA'")
        // JSON paths and keys in messages quote the same way.
        let key = String(repeating: "k\n", count: 500)
        let path = JSONPath.root.appending(key).description
        #expect(path.count < 420 && path.hasSuffix("…\"]") && !path.contains("\n"))
        #expect(throws: JSONError.self) { try JSONParser.parse(#"{"a\u001b": 1, "a\u001b": 2}"#) }
        do {
            _ = try JSONParser.parse(#"{"a\u001b": 1, "a\u001b": 2}"#)
        } catch {
            #expect(error.message == #"duplicate key "a\u{1b}""#)
        }
        #expect(ParameterError.invalidValue(parameter: "w", value: long, expected: "a number").description.count < 260)
    }

    @Test("a data file's top level is one of its documented forms, else an error at its JSON path")
    func dataTopLevel() throws {
        #expect(try DataSource(json: Array(#"{"count": 3}"#.utf8)) == DataSource(count: 3))
        #expect(try DataSource(json: Array(#"{"items": [1, 2]}"#.utf8)).totalItemCount == 2)
        #expect(try DataSource(json: Array("[1, 2]".utf8)).totalItemCount == 2)
        #expect(try DataSource(json: Array(#"{"sections": [{"count": 2}]}"#.utf8)).totalItemCount == 2)
        let refused: [(String, String)] = [
            (#"{"count": 3, "x": 1}"#, #"<json>:1:19: $.x: unknown key "x"; expected "count", "items", "sections""#),
            (#"{"sections": [], "items": []}"#, #"<json>:1:27: $.items: unknown key "items"; expected "sections""#),
            (#""items""#, #"<json>:1:1: $: expected an object with "sections", "items" or "count", or an array of items, found a string"#),
            ("null", #"<json>:1:1: $: expected an object with "sections", "items" or "count", or an array of items, found null"#),
            (#"{"x\n": 1}"#, #"<json>:1:9: $["x\n"]: unknown key "x\n"; expected "count", "items", "sections""#),
        ]
        for (text, message) in refused {
            #expect(throws: JSONError.self) { try DataSource(json: Array(text.utf8)) }
            do { _ = try DataSource(json: Array(text.utf8)) } catch { #expect(error.description == message, "\(text)") }
        }
    }
}
