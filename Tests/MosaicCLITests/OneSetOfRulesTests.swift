import Foundation
import Mosaic
import Testing

/// The REPL, its Lua API and the command line refuse the same values, with
/// numbers read one way and input quoted one way.
@Suite("One set of rules: command line, REPL and Lua")
struct OneSetOfRulesTests {
    private func repl(_ lines: [String]) throws -> MosaicRunner.Result {
        try MosaicRunner.run(["repl"], standardInput: lines.joined(separator: "\n") + "\n")
    }

    @Test("the REPL and l:… refuse what the command line refuses")
    func replRefusesWhatTheCommandLineRefuses() throws {
        let refused = [
            ":measure 0 3 1e308 1e308", ":measure 0 3 -5 10", ":measure 0 3 nan 10", ":viewport 1e308x1e308", ":viewport 0x10",
            ":viewport -3x10", ":query nan,0,1,1", ":query 0,0,-1,1", ":query 0x1,0,1,1", ":scroll 1e13,0", ":scroll inf,0",
            "l:query(0/0, 0, 1, 1)", "l:query(0, 0, 1/0, 1)", "l:viewport(1e308, 1e308)", "l:viewport(-1, 5)",
            "l:scroll(0, 1/0)", "l:scroll(-1e13, 0)", "l:measure(0, 3, 1e308, 1e308)", "l:measure(0, 3, 0/0, 1)",
            ":set itemWidth 0x10", ":set itemWidth nan", ":set itemWidth inf", "l:set('itemWidth', '0x10')",
        ]
        let result = try repl([":load flow", "l = mosaic.load('flow')"] + refused + ["=1 + 1", ":viewport 400x800", ":query 0,0,1.7e308,1.7e308"])
        let errors = result.standardError.split(separator: "\n")
        #expect(errors.count == refused.count, "\(result.standardError)")
        for (index, line) in errors.enumerated() {
            #expect(line.hasPrefix("error: line \(index + 3): "), "\(line)")
        }
        // The session goes on; huge finite query rects are fine.
        #expect(result.standardOutput.contains("\n2\n"))
        #expect(result.standardOutput.hasSuffix("30 elements\n"))
        // The same values from the command line are refused too.
        for arguments in [["--measure", "0:3:1e308x1e308"], ["--viewport", "1e308x1e308"], ["--query", "nan,0,1,1"],
                          ["--offset", "1e13,0"], ["-p", "itemWidth=0x10"], ["-p", "itemWidth=nan"], ["--query", "0x1,0,1,1"]] {
            let command = try MosaicRunner.run(["layout", "flow"] + arguments)
            #expect(command.status == 64, "\(arguments)")
            #expect(command.errorLines.count == 1, "\(arguments)")
        }
    }

    @Test("REPL messages use the command line's words for the same rule")
    func sameWords() throws {
        let result = try repl([":load flow", ":viewport 1e308x1e308", "l = mosaic.load('flow')", "l:query(0/0, 0, 1, 1)"])
        let errors = result.standardError.split(separator: "\n")
        #expect(errors.first == "error: line 2: viewport 1e+308x1e+308: the width and height must be at most 1000000000")
        #expect(errors.last?.hasSuffix("query nan,0,1,1: x, y, width and height must be finite numbers") == true)
        let command = try MosaicRunner.run(["layout", "flow", "--viewport", "1e308x1e308"])
        #expect(command.errorLines == ["error: --viewport '1e308x1e308': the width and height must be at most 1000000000"])
    }

    @Test("error lines quote at most ~200 characters of the input, control characters escaped")
    func quotedInput() throws {
        let long = String(repeating: "9", count: 5_000) + "x"
        let hostile = "a\u{1b}[2J\tb\nc"
        for arguments in [["-p", "itemWidth=" + long], ["-p", "itemWidth=" + hostile], ["-p", hostile + "=1"], ["--viewport", long],
                          ["--query", hostile], ["-p", long + "=3"]] {
            let result = try MosaicRunner.run(["layout", "flow"] + arguments)
            #expect(result.status == 64)
            #expect(result.errorLines.count == 1, "\(arguments)")
            let line = result.errorLines.first ?? ""
            #expect(line.count < 520, "\(line.count)")  // 200 characters of input, and the message
            #expect(!line.contains("\u{1b}") && !line.contains("\t"), "\(line)")
        }
        let session = try repl([":load flow", ":" + hostile, "l = mosaic.load('flow')", "l:set('pinHeaders', '" + String(repeating: "z", count: 3_000) + "\\n')",
                                "l:viewport('" + String(repeating: "w", count: 3_000) + "', 1)"])
        let errors = session.standardError.split(separator: "\n")
        #expect(errors.count == 3, "\(session.standardError)")
        for line in errors {
            #expect(line.count < 520, "\(line.count): \(line.prefix(300))")
            #expect(!line.contains("\u{1b}"))
        }
    }

    @Test("a data file's top level: the documented forms only, others named by JSON path")
    func dataTopLevel() throws {
        let folder = try PluginFixtures.directory([
            "count.json": #"{"count": 4}"#, "extra.json": #"{"items": [1], "colour": "red"}"#, "string.json": #""items""#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let good = try MosaicRunner.json(["layout", "flow", "--data", "count.json", "--format", "json"], in: folder)
        #expect(good.elements.count == 4)
        let extra = try MosaicRunner.run(["layout", "flow", "--data", "extra.json"], in: folder)
        #expect(extra.errorLines == [#"error: extra.json:1:26: $.colour: unknown key "colour"; expected "count", "items", "sections""#])
        let string = try MosaicRunner.run(["layout", "flow", "--data", "string.json"], in: folder)
        #expect(string.errorLines == [#"error: string.json:1:1: $: expected an object with "sections", "items" or "count", or an array of items, found a string"#])
    }
}
