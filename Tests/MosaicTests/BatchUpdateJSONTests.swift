import Mosaic
import Testing

/// Batch update files: every member, and every wrong shape named by file,
/// line, column and JSON path.
@Suite("Batch updates: files")
struct BatchUpdateJSONTests {
    func parse(_ text: String) throws(JSONError) -> BatchUpdate {
        try BatchUpdate.parse(json: Array(text.utf8), file: "batch.json")
    }

    @Test("every member is read, and every one is optional")
    func allMembers() throws {
        let update = try parse("""
            {
              "deleteItems": [[0, 0], [0, 1]],
              "insertItems": [[0, 28], [1, 2]],
              "reloadItems": [[2, 5]],
              "moveItems": [[[0, 3], [1, 0]]],
              "deleteSections": [4],
              "insertSections": [3, 5],
              "reloadSections": [2],
              "itemsAfter": [27, 5, 9, 0, 12, 0]
            }
            """)
        #expect(update == BatchUpdate(
            deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 28), ip(1, 2)], reloadItems: [ip(2, 5)],
            moveItems: [ItemMove(from: ip(0, 3), to: ip(1, 0))],
            deleteSections: [4], insertSections: [3, 5], reloadSections: [2], itemsAfter: [27, 5, 9, 0, 12, 0]))
        #expect(try parse("{}") == BatchUpdate())
        #expect(try parse("{}").itemsAfter == nil)
        #expect(try parse(#"{"itemsAfter": []}"#).itemsAfter == [])
        #expect(try parse(#"{"insertItems": [[0, 30]]}"#) == .insert(section: 0, item: 30))
    }

    @Test("a wrong shape names the file, line, column and JSON path", arguments: [
        (#"[[0, 1]]"#, #"batch.json:1:1: $: expected a batch object such as {"insertItems": [[0, 3]]}, found an array"#),
        (#"{"insertItem": [[0, 1]]}"#,
         #"batch.json:1:16: $.insertItem: unknown key "insertItem"; expected "deleteItems", "insertItems", "reloadItems", "moveItems", "deleteSections", "insertSections", "reloadSections", "itemsAfter""#),
        ("{\n  \"deleteItems\": {\"0\": 1}\n}", "batch.json:2:18: $.deleteItems: expected an array of index paths [section, item], found an object"),
        ("{\"insertItems\": [[0, 1],\n    [2]]}", "batch.json:2:5: $.insertItems[1]: expected an index path [section, item], found an array of 1 element"),
        (#"{"insertItems": [[0, 1, 2]]}"#, "batch.json:1:18: $.insertItems[0]: expected an index path [section, item], found an array of 3 elements"),
        (#"{"reloadItems": [3]}"#, "batch.json:1:18: $.reloadItems[0]: expected an index path [section, item], found 3"),
        (#"{"deleteItems": [[0, -1]]}"#, "batch.json:1:22: $.deleteItems[0][1]: expected a whole number from 0 to 1000000000, found -1"),
        (#"{"deleteItems": [[0.5, 1]]}"#, "batch.json:1:19: $.deleteItems[0][0]: expected a whole number from 0 to 1000000000, found 0.5"),
        (#"{"deleteItems": [["0", 1]]}"#, #"batch.json:1:19: $.deleteItems[0][0]: expected a whole number from 0 to 1000000000, found "0""#),
        (#"{"deleteItems": [[0, 1e10]]}"#, "batch.json:1:22: $.deleteItems[0][1]: expected a whole number from 0 to 1000000000, found 10000000000"),
        (#"{"moveItems": [[0, 1]]}"#, "batch.json:1:16: $.moveItems[0]: expected a move [[section, item], [section, item]] (from, to), found an array of 2 elements"),
        (#"{"moveItems": [[[0, 1]]]}"#, "batch.json:1:16: $.moveItems[0]: expected a move [[section, item], [section, item]] (from, to), found an array of 1 element"),
        (#"{"moveItems": [[[0, 1], [1, true]]]}"#, "batch.json:1:29: $.moveItems[0][1][1]: expected a whole number from 0 to 1000000000, found true"),
        (#"{"deleteSections": 1}"#, "batch.json:1:20: $.deleteSections: expected an array of section indexes, found 1"),
        (#"{"insertSections": [null]}"#, "batch.json:1:21: $.insertSections[0]: expected a whole number from 0 to 1000000000, found null"),
        (#"{"itemsAfter": [31, -2]}"#, "batch.json:1:21: $.itemsAfter[1]: expected a whole number from 0 to 100000000, found -2"),
        (#"{"itemsAfter": 31}"#, "batch.json:1:16: $.itemsAfter: expected an array of item counts, found 31"),
        ("{\"insertItems\": [[0, 1]],}", "batch.json:1:26: expected a string key, found '}'"),
        (#"{"insertItems": [], "insertItems": []}"#, #"batch.json:1:21: duplicate key "insertItems""#),
    ])
    func wrongShape(_ text: String, _ message: String) {
        #expect(throws: JSONError.self) { try parse(text) }
        do {
            _ = try parse(text)
        } catch {
            #expect(error.description == message)
        }
    }
}
