import Mosaic
import Testing

@Suite("Data source from JSON")
struct DataSourceJSONTests {
    private func load(_ text: String) throws(JSONError) -> DataSource {
        try DataSource(json: Array(text.utf8), file: "data.json")
    }

    /// The one-line description of the error reading `text` gives.
    private func failure(_ text: String) -> String? {
        do {
            _ = try load(text)
            return nil
        } catch {
            return error.description
        }
    }

    // MARK: - Accepted shapes

    @Test("sections of items and of counts")
    func sections() throws {
        let source = try load("""
            {"sections": [
              {"items": [{"width": 350, "height": 700}, 120, {"title": "a", "liked": true, "score": 3.5}, {}]},
              {"count": 12},
              {"items": []},
              {"count": 0}
            ]}
            """)
        #expect(source.itemCounts == [4, 12, 0, 0])
        #expect(source.metrics(at: ip(0, 0)) == ItemMetrics(width: 350, height: 700))
        #expect(source.metrics(at: ip(0, 1)) == ItemMetrics(height: 120))
        #expect(source.metrics(at: ip(0, 2)) == ItemMetrics(values: ["title": "a", "liked": true, "score": 3.5]))
        #expect(source.metrics(at: ip(0, 3)) == ItemMetrics())
        #expect(source.metrics(at: ip(1, 11)) == ItemMetrics())
        #expect(source.width(at: ip(0, 1)) == nil)
    }

    @Test("one section: an items object, a bare array, a count")
    func oneSection() throws {
        #expect(try load(#"{"items": [1, 2.5, {"height": 0}]}"#) == DataSource(sections: [[ItemMetrics(height: 1), ItemMetrics(height: 2.5), ItemMetrics(height: 0)]]))
        #expect(try load(#"[{"width": 3}, 7]"#) == DataSource(sections: [[ItemMetrics(width: 3), ItemMetrics(height: 7)]]))
        #expect(try load("[]") == DataSource(sections: [[]]))
        #expect(try load(#"{"count": 30}"#) == DataSource(count: 30))
        #expect(try load(#"{"sections": []}"#).numberOfSections == 0)
    }

    @Test("a byte order mark, any whitespace, exact numbers")
    func lexical() throws {
        let source = try DataSource(json: [0xEF, 0xBB, 0xBF] + Array("\r\n\t [ 0.1 , 1e2,\n 12.5E-1 ] \n".utf8))
        #expect(source.metrics(at: ip(0, 0)).height == 0.1)
        #expect(source.metrics(at: ip(0, 1)).height == 100)
        #expect(source.metrics(at: ip(0, 2)).height == 1.25)
    }

    @Test("the same text reads the same data as the equivalent code")
    func equivalentToCode() throws {
        let items = mixedItems(count: 40, seed: 4)
        var json = JSONWriter()
        json.raw("{\"sections\": [{\"items\": [")
        for (index, item) in items.enumerated() {
            if index > 0 { json.raw(", ") }
            json.raw("{")
            var members: [String] = []
            if let width = item.width { members.append("\"width\": \(width.shortDescription)") }
            if let height = item.height { members.append("\"height\": \(height.shortDescription)") }
            json.raw(members.joined(separator: ", ") + "}")
        }
        json.raw("]}, {\"count\": 3}]}")
        var expected = DataSource(sections: [items])
        expected.appendSection()
        expected.appendItems(count: 3, toSection: 1)
        #expect(try load(json.text) == expected)
    }

    @Test("data sources with the same items are equal and hash alike, however they were built")
    func equality() {
        let items = [ItemMetrics(width: 3), ItemMetrics(height: 7), ItemMetrics(), ItemMetrics(width: 1, height: -0.0)]
        var built = DataSource(sections: [Array(items.prefix(1))])
        built.append(Array(items.dropFirst()), toSection: 0)
        let whole = DataSource(sections: [items])
        #expect(built == whole)
        #expect(Set([built, whole]).count == 1)
        // No heights at all equals a column of "none".
        var counted = DataSource(count: 2)
        counted.append([ItemMetrics(height: 5)], toSection: 0)
        var padded = DataSource(sections: [[ItemMetrics(), ItemMetrics(), ItemMetrics(height: 5)]])
        #expect(counted == padded)
        padded.append([ItemMetrics(height: 1)], toSection: 0)
        #expect(counted != padded)
        #expect(DataSource(sections: [[ItemMetrics(height: 1)]]) != DataSource(sections: [[ItemMetrics(width: 1)]]))
    }

    // MARK: - Bad values, with their path

    @Test("wrong types name the file, line, column and JSON path")
    func wrongTypes() {
        let text = """
            {"sections": [
              {"items": [1, 2, 3, {"height": "tall"}]}
            ]}
            """
        #expect(failure(text) == #"data.json:2:34: $.sections[0].items[3].height: expected a number, found "tall""#)
        #expect(failure(#"{"items": [{"width": true}]}"#) == "data.json:1:22: $.items[0].width: expected a number, found true")
        #expect(failure(#"{"items": [{"width": null}]}"#) == "data.json:1:22: $.items[0].width: expected a number, found null")
        #expect(failure(#"{"items": ["big"]}"#) == #"data.json:1:12: $.items[0]: expected an item object or a height, found "big""#)
        #expect(failure(#"{"items": {"a": 1}}"#) == "data.json:1:11: $.items: expected an array of items, found an object")
        #expect(failure(#"{"sections": {"items": []}}"#) == "data.json:1:14: $.sections: expected an array of sections, found an object")
        #expect(failure(#"{"sections": [{"count": 1}, [1]]}"#)
            == #"data.json:1:29: $.sections[1]: expected a section object with "items" or "count", found an array"#)
        #expect(failure("42") == #"data.json:1:1: $: expected an object with "sections", "items" or "count", or an array of items, found a number"#)
        #expect(failure(#"{"count": "3"}"#) == #"data.json:1:11: $.count: expected a whole number from 0 to 100000000, found "3""#)
    }

    @Test("negative and out-of-range sizes and counts")
    func ranges() {
        #expect(failure(#"{"items": [{"height": -5}]}"#) == "data.json:1:23: $.items[0].height: height must be from 0 to 1000000000, found -5")
        #expect(failure(#"{"items": [{"width": -0.5, "height": 1}]}"#) == "data.json:1:22: $.items[0].width: width must be from 0 to 1000000000, found -0.5")
        #expect(failure("[4, -3]") == "data.json:1:5: $[1]: a height must be from 0 to 1000000000, found -3")
        // Above ViewRules.maximumExtent, as every size and inset a layout is given: the data is
        // blamed, with its place, not the layout for a frame too large to be finite.
        #expect(failure(#"{"items": [{}, {"height": 1e308, "width": 1e308}]}"#)
            == "data.json:1:27: $.items[1].height: height must be from 0 to 1000000000, found 1e+308")
        #expect(failure(#"{"sections": [{"items": [{"width": 1000000000.5}]}]}"#)
            == "data.json:1:36: $.sections[0].items[0].width: width must be from 0 to 1000000000, found 1000000000.5")
        #expect(failure("[1e9, 1e10]") == "data.json:1:7: $[1]: a height must be from 0 to 1000000000, found 10000000000")
        #expect((try? DataSource(json: Array(#"[{"width": 1e9, "height": 1e9}, 1e9, 0]"#.utf8))) != nil)
        #expect(failure(#"{"sections": [{"count": -1}]}"#) == "data.json:1:25: $.sections[0].count: expected a whole number from 0 to 100000000, found -1")
        #expect(failure(#"{"count": 2.5}"#) == "data.json:1:11: $.count: expected a whole number from 0 to 100000000, found 2.5")
        #expect(failure(#"{"count": 1e9}"#) == "data.json:1:11: $.count: expected a whole number from 0 to 100000000, found 1000000000")
    }

    @Test("unknown keys, nested values, both items and count, neither")
    func structure() {
        #expect(failure(#"{"sections": [{"itemz": []}]}"#)
            == #"data.json:1:25: $.sections[0].itemz: unknown key "itemz"; expected "count", "identifier", "items""#)
        #expect(failure(#"{"sections": [], "extra": 1}"#) == #"data.json:1:27: $.extra: unknown key "extra"; expected "sections""#)
        #expect(failure(#"{"items": [], "colour": "red"}"#) == #"data.json:1:25: $.colour: unknown key "colour"; expected "count", "items", "sections""#)
        #expect(failure(#"{"items": [{"tags": [1]}]}"#)
            == "data.json:1:21: $.items[0].tags: an item's values are numbers, strings or Booleans, found an array")
        #expect(failure(#"{"items": [{"my key": {"a": 1}}]}"#)
            == #"data.json:1:23: $.items[0]["my key"]: an item's values are numbers, strings or Booleans, found an object"#)
        #expect(failure(#"{"items": [{"note": null}]}"#)
            == "data.json:1:21: $.items[0].note: an item's values are numbers, strings or Booleans, found null")
        #expect(failure("""
            {"sections": [
              {"count": 1},
              {"items": [], "count": 3}
            ]}
            """) == #"data.json:3:3: $.sections[1]: a section has "items" or "count", not both"#)
        #expect(failure(#"{"sections": [{}]}"#) == #"data.json:1:15: $.sections[0]: a section needs "items" (an array) or "count" (a number)"#)
        #expect(failure("{}") == #"data.json:1:1: $: expected "sections" (an array), "items" (an array) or "count" (a number)"#)
    }

    // MARK: - Syntax errors

    @Test("syntax errors point at the offending character")
    func syntax() {
        #expect(failure("{\"items\": [\n  1,\n  2,\n]}") == "data.json:4:1: expected a value, found ']'")
        #expect(failure(#"{"count": 3,}"#) == "data.json:1:13: expected a string key, found '}'")
        #expect(failure(#"{"items": [{"title": "abc"#) == "data.json:1:26: unterminated string")
        #expect(failure("[\"ab\ncd\"]") == "data.json:1:5: unterminated string (a line break inside a string)")
        #expect(failure(#"["a\qb"]"#) == #"data.json:1:5: invalid escape \q"#)
        #expect(failure(#"[{"items": [], "items": []}]"#) == #"data.json:1:16: duplicate key "items""#)
        #expect(failure("") == "data.json:1:1: expected a value, found the end of the text")
        #expect(failure("[1] [2]") == "data.json:1:5: unexpected text after the JSON value")
        // Columns count characters, not bytes.
        #expect(failure(#"["é😀", x]"#) == "data.json:1:8: expected a value, found 'x'")
        #expect(failure(String(repeating: "[", count: 300)) == "data.json:1:257: nesting deeper than 256 levels")
    }
}
