import Foundation
import Mosaic
import Testing

/// `mosaic repl` sessions with batch updates, self-sizing, orthogonal
/// sections and compositional layouts made at the prompt.
@Suite("mosaic repl: batch updates, self-sizing and compositional layouts")
struct ReplUpdateTests {
    private func session(_ lines: [String]) throws -> MosaicRunner.Result {
        try MosaicRunner.run(["repl"], standardInput: lines.joined(separator: "\n") + "\n")
    }

    private func lines(_ text: String) -> [Substring] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
    }

    /// A compositional layout of full-width rows with estimated heights of
    /// 50, as a REPL line.
    static let rows = """
        l = mosaic.compositional{ section = { group = { arrangement = "horizontal", \
        size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } }, \
        subitems = { { size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } } } } } } }
        """

    @Test func insertDeleteAndMoveSummariseThePlan() throws {
        let result = try session([
            ":load flow", ":items 10",
            ":insert 0 3 2", ":delete 0 0 3", ":move 0 0 0 5", ":insert 0 6",
            ":query 0,0,390,10000",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let output = lines(result.standardOutput)
        try #require(output.count >= 5)
        #expect(output[1] == "inserted 2, deleted 0, moved 0; 12 items")
        #expect(output[2] == "inserted 0, deleted 3, moved 0; 9 items")
        #expect(output[3] == "inserted 0, deleted 0, moved 1; 9 items")
        #expect(output[4] == "inserted 1, deleted 0, moved 0; 10 items")
        #expect(output.last == "10 elements")
    }

    @Test func itemsTakesOneCountPerSection() throws {
        let result = try session([
            ":load compositional", ":items 6,10,15", ":move 0 1 2 0", ":offset 1 130",
            "l = mosaic.load(\"flow\"); l:items(2, 0, 3); print(l:contentSize())",
            ":items 6,x", ":items 6,-1",
        ])
        #expect(result.status == 1)
        let output = lines(result.standardOutput)
        try #require(output.count == 3, "\(result.standardOutput)")
        #expect(output[1] == "inserted 0, deleted 0, moved 1; 31 items", "a move into section 2 needs three sections")
        #expect(output[2] == "390\t200", "a row of 2 and a row of 3 flow items, with an empty section between")
        #expect(result.errorLines == [
            "error: line 6: usage: :items N[,N…], whole numbers: one section per number",
            "error: line 7: the item count must be between 0 and 10000000, got -1",
        ])
    }

    @Test func perSectionParametersTakeLuaLists() throws {
        let result = try session([
            "l = mosaic.load(\"waterfall\", {columns = {2, 3}}); print(l:params().columns)",
            "l:set(\"columns\", {4, 1}); print(l:params().columns)",
            "l:set(\"columns\", {4, \"x\"})",
        ])
        #expect(result.status == 1)
        #expect(lines(result.standardOutput) == ["2,3", "4,1"], "\(result.standardError)")
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.contains("a list of at most 100000 numbers such as {2, 3}") == true, "\(result.errorLines)")
    }

    @Test func aCompositionalSpecLoadsAtThePrompt() throws {
        let spec = MosaicRunner.packageRoot.appendingPathComponent("examples/compositional-vibe.json").path
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let bad = directory.appendingPathComponent("bad.json")
        try #"{"section": {"group": {"arrangement": "vertical", "size": {"width": 1, "height": 1}, "subitems": []}}}"#
            .write(to: bad, atomically: true, encoding: .utf8)
        let result = try session([":load \(spec)", ":items 6,10,15", ":query 0,0,390,923.3", ":load \(bad.path)", ":params"])
        #expect(result.status == 1)
        let output = lines(result.standardOutput)
        #expect(output.contains("18 elements"), "3 headers and the 2 + 3 + 10 cells within 390 points of the carousels: \(output)")
        #expect(result.errorLines == ["error: line 4: \(bad.path):1:98: $.section.group.subitems: expected at least one of subitems (items or groups), found an empty array"])
        #expect(output.last == "interSectionSpacing = 0", "the vibe stays current")
    }

    @Test func hugeItemNumbersAreRefusedNotTrapped() throws {
        let result = try session([":load flow", ":items 3", ":insert 0 9223372036854775807 2", ":delete 0 -1", ":insert 0 3"])
        #expect(result.status == 1)
        #expect(result.errorLines == [
            "error: line 3: item 9223372036854775807 is not an item number (0 or more, with room for 2 items after it)",
            "error: line 4: item -1 is not an item number (0 or more, with room for 1 item after it)",
        ])
        #expect(lines(result.standardOutput).last == "inserted 1, deleted 0, moved 0; 4 items")
    }

    @Test func aRefusedBatchPrintsTheErrorAndChangesNothing() throws {
        let result = try session([
            ":load flow", ":items 3",
            ":delete 0 2 5", ":move 0 0 1 0", ":insert 0 5", ":insert 0 0 0", ":insert 0", ":move 0 0 0",
            ":insert 0 3",
        ])
        #expect(result.status == 1)
        let errors = result.errorLines
        try #require(errors.count == 6, "\(result.standardError)")
        #expect(errors[0].hasPrefix("error: line 3: "))
        #expect(errors[0].contains("[0, 3]"), "names the first index path past the end")
        #expect(errors[1].hasPrefix("error: line 4: "))
        #expect(errors[2].hasPrefix("error: line 5: "))
        #expect(errors[3] == "error: line 6: the number of items must be from 1 to 10000000, got 0")
        #expect(errors[4] == "error: line 7: usage: :insert S I [N], as :insert 0 3 2")
        #expect(errors[5] == "error: line 8: usage: :move S I S I, as :move 0 0 0 5")
        #expect(lines(result.standardOutput).last == "inserted 1, deleted 0, moved 0; 4 items", "the refused batches left 3 items")
    }

    @Test func theLayoutMethodsReturnTheLayoutAndTheSummary() throws {
        let result = try session([
            "l = mosaic.load('flow')",
            "_ = l:items(5)",
            "l:insert(0, 0, 2)",
            "select(2, l:delete(0, 1))",
            "select(2, l:move(0, 0, 0, 5))",
            "l:contentOffset()",
            "l:insert(0, 'x')",
        ])
        #expect(result.status == 1)
        #expect(lines(result.standardOutput) == [
            "layout flow (7 items)\tinserted 2, deleted 0, moved 0; 7 items",
            "inserted 0, deleted 1, moved 0; 6 items",
            "inserted 0, deleted 0, moved 1; 6 items",
            "0\t0",
        ])
        #expect(result.errorLines == ["error: line 7: insert: insert(section, item): item must be a whole number, got \"x\""])
    }

    @Test func measureFeedsBackASizeWithoutMovingWhatIsOnScreen() throws {
        let result = try session([
            Self.rows,
            ":items 40",
            ":scroll 0,500",
            ":item 0 12",
            ":measure 0 2 390 150",
            ":item 0 12",
            ":measure 0 30 390 10",
            "l:measure(0, 3, 390, 80):contentOffset()",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines(result.standardOutput) == [
            "{section = 0, item = 12, x = 0, y = 600, width = 390, height = 50}",
            "item 0.2 wants 390x150; content offset (0, 500) → (0, 600)",
            "{section = 0, item = 12, x = 0, y = 700, width = 390, height = 50}",
            "item 0.30 wants 390x10; content offset (0, 600), unchanged",
            "0\t630",
        ])
    }

    @Test func selfSizeAsksTheLayoutsPreferredSizeFunction() throws {
        let result = try session([
            """
            l = mosaic.compositional{ section = { group = { arrangement = "horizontal", \
            size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } }, \
            subitems = { { size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } } } } } }, \
            preferredSize = function(section, item, width, height) return width, 20 + item end }
            """,
            ":items 5",
            ":selfsize",
            ":item 0 4",
            "l:selfSize()",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(lines(result.standardOutput) == [
            "5 sizes fed back; content offset (0, 0), unchanged",
            "{section = 0, item = 4, x = 0, y = 86, width = 390, height = 24}",
            "0",
        ])
    }

    @Test func aCompositionalLayoutAtThePromptWorksLikeALoadedOne() throws {
        let result = try session([
            Self.rows,
            "l",
            "l:items(3):viewport(200, 400):contentSize()",
            ":reload",
            "mosaic.compositional{ section = { group = { arrangement = 'sideways' } } }",
            "mosaic.compositional{ section = { group = { size = { width = 10, height = 10 }, custom = function(env) error('no tiles') end } } }:show()",
            "l:contentSize()",
        ])
        #expect(result.status == 1)
        #expect(lines(result.standardOutput) == ["layout compositional (30 items)", "200\t150", "200\t150"])
        #expect(result.errorLines == [
            "error: line 4: 'compositional' was made at the prompt with mosaic.compositional; only Lua plugin files reload",
            "error: line 5: mosaic.compositional: section.group.arrangement: unknown arrangement \"sideways\"; expected \"horizontal\" or \"vertical\" (a custom group has custom = function(env) … end)",
            "error: line 6: show: stdin:1: no tiles",
        ])
    }

    @Test func layoutFunctionsRunOnTheCallingCoroutineAndCannotUseALayout() throws {
        let result = try session([
            Self.rows,
            "coroutine.wrap(function() return l:items(2):contentSize() end)()",
            "m = mosaic.compositional{ section = { group = { size = { width = 10, height = 10 }, custom = function(env) l:show() end } } }",
            ":show",
            "m:contentSize()",
            "l:contentSize()",
        ])
        #expect(result.status == 1)
        #expect(lines(result.standardOutput) == ["390\t100", "390\t100"])
        let refusal = "a layout is in use: a layout's Lua function (a custom group, section or preferredSize function) cannot use a layout"
        #expect(result.errorLines == [
            "error: line 4: stdin:1: show: \(refusal)",
            "error: line 5: contentSize: stdin:1: show: \(refusal)",
        ])
    }

    @Test func orthogonalSectionsScrollAndSnap() throws {
        let result = try session([
            ":load examples/compositional-vibe.lua",
            ":items 6",
            ":item 0 1",
            ":offset 0 100",
            ":item 0 1",
            ":snap 0 100 1",
            "l = mosaic.load('examples/compositional-vibe.lua')",
            "l:items(6):sectionOffset(0, 322.2):snap(0, 10, -1)",
            ":offset 3 10",
        ])
        #expect(result.status == 1)
        let output = lines(result.standardOutput)
        try #require(output.count == 5, "\(result.standardOutput)")
        #expect(output[1] == "{section = 0, item = 1, x = 343.2, y = 50, width = 312.2, height = 312.2}")
        #expect(output[2] == "{section = 0, item = 1, x = 243.2, y = 50, width = 312.2, height = 312.2}")
        #expect(output[3] == "322.2")
        #expect(output[4] == "0")
        #expect(result.errorLines == ["error: line 9: section offset: section 3 does not exist (the data has 1 section)"])
    }

    @Test func helpListsTheNewCommands() throws {
        let result = try session([":help"])
        for command in [":insert S I [N]", ":delete S I [N]", ":move S I S I", ":measure S I W H", ":selfsize", ":offset S X", ":snap S X [V]"] {
            #expect(result.standardOutput.contains(command))
        }
        #expect(result.standardOutput.contains("mosaic.compositional"))
    }
}
