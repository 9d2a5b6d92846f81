import Foundation
import Mosaic
import Testing

/// `mosaic update`: batch files applied to a layout, the plan printed as
/// JSON, and batches that break UIKit's rules refused with one line.
@Suite("mosaic update")
struct UpdateCommandTests {
    static let seedMistake = #"{"deleteItems": [[0, 0], [0, 1]], "insertItems": [[0, 30], [0, 31], [0, 32]], "itemsAfter": [31]}"#
    static let seedCorrected = #"{"deleteItems": [[0, 0], [0, 1]], "insertItems": [[0, 28], [0, 29], [0, 30]], "itemsAfter": [31]}"#

    /// Runs `mosaic update` in a new directory holding `batch.json`, and
    /// `plan.json` with `old` in it; returns the result and the directory's
    /// files afterwards.
    func run(batch: String, _ arguments: [String]) throws -> (result: MosaicRunner.Result, files: [String: String]) {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try batch.write(to: directory.appendingPathComponent("batch.json"), atomically: true, encoding: .utf8)
        try "old".write(to: directory.appendingPathComponent("plan.json"), atomically: true, encoding: .utf8)
        let result = try MosaicRunner.run(["update"] + arguments, in: directory)
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return (result, files)
    }

    @Test("the seed's mistake is refused with the rule and the index paths; no file is written")
    func seedMistake() throws {
        let (result, files) = try run(batch: Self.seedMistake, ["flow", "--items", "30", "--batch", "batch.json", "-o", "plan.json"])
        #expect(result.status == 1)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == "error: batch.json: invalid update: insertItems [0, 31], [0, 32]: section 0 has only 31 items after the update (items 0…30); inserts and move destinations name index paths after the update\n")
        #expect(files == ["batch.json": Self.seedMistake, "plan.json": "old"])
    }

    @Test("a valid batch prints the plan, laid out as the new data is")
    func seedCorrected() throws {
        let (result, files) = try run(batch: Self.seedCorrected, ["flow", "--items", "30", "--batch", "batch.json"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(files["plan.json"] == "old")
        let plan = try JSONParser.parse(result.standardOutput)
        #expect(plan["layout"]?.string == "flow")
        #expect(plan["prepare"]?.string == "full")
        #expect(plan["itemCountsBefore"]?.array.compactMap(\.number) == [30])
        #expect(plan["itemCountsAfter"]?.array.compactMap(\.number) == [31])
        let changes = try #require(plan["changes"])
        #expect(["inserted", "deleted", "moved", "reloaded", "unchanged"].map { changes.number($0) } == [3, 2, 0, 0, 28])

        let entries = plan.elements
        #expect(entries.count == 33)
        #expect(entries.first?["change"]?.string == "unchanged")
        #expect(entries.first?["from"]?.array.compactMap(\.number) == [0, 2])
        #expect(entries.first?["to"]?.array.compactMap(\.number) == [0, 0])
        #expect(entries.suffix(2).map { $0["from"]?.array.compactMap(\.number) } == [[0, 0], [0, 1]])

        let after = try MosaicRunner.json(["layout", "flow", "--items", "31", "--format", "json"]).elements
        #expect(entries.compactMap { $0["after"] }.map { $0.rect("frame") } == after.map { $0.rect("frame") })
        let before = try MosaicRunner.json(["layout", "flow", "--items", "30", "--format", "json"]).elements
        for entry in entries {
            guard let from = entry["from"]?.array.compactMap(\.number), let old = entry["before"] else { continue }
            #expect(old.rect("frame") == before[Int(from[1])].rect("frame"))
        }
        for inserted in entries where inserted["change"]?.string == "inserted" {
            #expect(inserted["initial"]?.number("alpha") == 0)
            #expect(inserted["initial"]?.rect("frame") == inserted["after"]?.rect("frame"))
        }

        // -o writes the same bytes, atomically.
        let (written, writtenFiles) = try run(batch: Self.seedCorrected, ["flow", "--items", "30", "--batch", "batch.json", "-o", "plan.json"])
        #expect(written.status == 0 && written.standardOutput.isEmpty)
        #expect(writtenFiles["plan.json"] == result.standardOutput)
        #expect(writtenFiles.count == 2)
    }

    @Test("appends at the end use the incremental path; --query keeps what meets the rectangle")
    func appendAndQuery() throws {
        let batch = #"{"insertItems": [[0, 30], [0, 31]]}"#
        let (result, _) = try run(batch: batch, ["waterfall", "--items", "30", "--heights", "50:300", "--batch", "batch.json"])
        #expect(result.status == 0, "\(result.standardError)")
        let plan = try JSONParser.parse(result.standardOutput)
        #expect(plan["prepare"]?.string == "append")
        #expect(plan.elements.count == 32)

        let (queried, _) = try run(batch: batch, ["waterfall", "--items", "30", "--heights", "50:300", "--batch", "batch.json", "--query", "0,0,390,300"])
        let kept = try JSONParser.parse(queried.standardOutput).elements
        #expect(!kept.isEmpty && kept.count < 32)
        let query = Rect(x: 0, y: 0, width: 390, height: 300)
        for entry in kept {
            #expect(["before", "after"].contains { entry[$0].map { $0.rect("visualFrame").intersects(query) } ?? false })
        }
    }

    @Test("a compositional spec and section offsets: the offset follows its section")
    func compositional() throws {
        let batch = #"{"insertSections": [1], "itemsAfter": [6, 2, 10, 15]}"#
        let layout = ["compositional", "--spec", MosaicRunner.packageRoot.appendingPathComponent("examples/compositional-vibe.json").path]
        let (result, _) = try run(batch: batch, layout + ["--items", "6,10,15", "--section-offset", "1:100", "--batch", "batch.json"])
        #expect(result.status == 0, "\(result.standardError)")
        let entries = try JSONParser.parse(result.standardOutput).elements
        let expected = try MosaicRunner.json(["layout"] + layout + ["--items", "6,2,10,15", "--section-offset", "2:100", "--format", "json"]).elements
        #expect(entries.compactMap { $0["after"] }.map { $0.rect("frame") } == expected.map { $0.rect("frame") })
        let moved = entries.filter { $0["from"]?.array.first?.number == 1 && $0["after"]?["category"]?.string == "cell" }
        #expect(moved.count == 10)
        #expect(moved.allSatisfy { $0["to"]?.array.first?.number == 2 && $0["change"]?.string == "unchanged" })
    }

    @Test("a malformed batch file is named with its line, column and JSON path", arguments: [
        ("{\"insertItems\": [[0, 1],\n  [2]]}", "error: batch.json:2:3: $.insertItems[1]: expected an index path [section, item], found an array of 1 element\n"),
        (#"{"deleteItem": [[0, 1]]}"#, #"error: batch.json:1:16: $.deleteItem: unknown key "deleteItem"; expected "deleteItems", "insertItems", "reloadItems", "moveItems", "deleteSections", "insertSections", "reloadSections", "itemsAfter""# + "\n"),
        ("{\"itemsAfter\": [30,]}", "error: batch.json:1:20: expected a value, found ']'\n"),
    ])
    func malformedBatch(_ batch: String, _ message: String) throws {
        let (result, files) = try run(batch: batch, ["flow", "--batch", "batch.json", "-o", "plan.json"])
        #expect(result.status == 1)
        #expect(result.standardError == message)
        #expect(result.standardOutput.isEmpty)
        #expect(files["plan.json"] == "old")
    }

    @Test("a missing batch file or option is an error")
    func missingBatch() throws {
        let (unreadable, _) = try run(batch: "{}", ["flow", "--batch", "nowhere.json"])
        #expect(unreadable.status == 1)
        #expect(unreadable.standardError.hasPrefix("error: cannot read batch file 'nowhere.json': "))
        let (missing, _) = try run(batch: "{}", ["flow"])
        #expect(missing.status == 64)
        #expect(missing.errorLines.count == 1)
        #expect(missing.standardError.contains("--batch"))
    }
}

/// `mosaic update` holds the data to the item cap (10,000,000), refusing a
/// batch that would grow past it before working the update out.
@Suite("mosaic update: the item cap")
struct UpdateItemCapTests {
    private func run(_ batch: String, items: String = "30") throws -> MosaicRunner.Result {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("batch.json")
        try Data(batch.utf8).write(to: file)
        return try MosaicRunner.run(["update", "flow", "--items", items, "--batch", file.path])
    }

    @Test func itemsAfterAddingUpPastTheCapIsRefusedAtItsPath() throws {
        let result = try run("{\"insertSections\": [1, 2], \"itemsAfter\": [30, 9000000, 9000000]}")
        #expect(result.status == 1)
        #expect(result.standardError.contains("batch.json:1:"), "\(result.standardError)")
        #expect(result.standardError.contains("$.itemsAfter[2]: itemsAfter adds up to more than 10000000 items"))
        #expect(result.errorLines.count == 1)
    }

    @Test func aReloadedSectionGrownPastTheCapIsRefused() throws {
        let result = try run("{\"reloadSections\": [0], \"itemsAfter\": [100000000]}")
        #expect(result.status == 1)
        #expect(result.standardError.contains("$.itemsAfter[0]: itemsAfter adds up to more than 10000000 items"), "\(result.standardError)")
    }

    @Test func insertsThatTakeTheDataPastTheCapAreRefused() throws {
        let inserts = (0 ..< 3).map { "[0, \(9_999_999 + $0)]" }.joined(separator: ", ")
        let result = try run("{\"insertItems\": [\(inserts)]}", items: "9999999")
        #expect(result.status == 1)
        #expect(result.standardError.hasSuffix("$.insertItems: the update leaves 10000002 items (9999999 before); mosaic lays out at most 10000000\n"), "\(result.standardError)")
    }

    @Test func insertsUpToTheCapAreApplied() throws {
        let result = try run("{\"insertItems\": [[0, 30]]}")
        #expect(result.status == 0, "\(result.standardError)")
    }
}
