import Foundation
import Mosaic
import Testing

/// `mosaic layout compositional` with `--spec`, `--items` lists,
/// `--section-offset` and `--measure`, run as the built binary. The vibe's
/// frames are worked out by hand from the seed (`002_5187da7f76e2f6f7.txt`)
/// at a 390-point-wide viewport: every section is inset 16 on both sides, so
/// its content is 358 wide and starts at x = 16; each has a 50-point header.
@Suite("mosaic layout compositional")
struct CompositionalCommandTests {
    private static let vibe = ["--spec", "examples/compositional-vibe.json", "--data", "examples/compositional-vibe-data.json"]

    private func expectClose(_ a: Rect, _ b: Rect, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)].allSatisfy { abs($0 - $1) <= 1e-9 }
        #expect(close, "\(what): \(a) vs \(b)", sourceLocation: sourceLocation)
    }

    /// The element of `category` (and `kind`) at (section, item).
    private func element(_ document: JSONValue, _ category: String, _ section: Int, _ item: Int, kind: String? = nil) -> JSONValue? {
        document.elements.first {
            $0["category"]?.string == category && $0["kind"]?.string == kind
                && $0.number("section") == Double(section) && $0.number("item") == Double(item)
        }
    }

    private func cellFrame(_ document: JSONValue, _ section: Int, _ item: Int) -> Rect {
        guard let cell = element(document, "cell", section, item) else {
            Issue.record("no cell \(section).\(item)")
            return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        return cell.rect("frame")
    }

    @Test("the vibe spec gives the seed's frames, worked out by hand")
    func vibeFrames() throws {
        let document = try MosaicRunner.json(["layout", "compositional"] + Self.vibe + ["--format", "json"])
        #expect(document["layout"]?.string == "compositional")
        #expect(document.elements.filter { $0["category"]?.string == "cell" }.count == 6 + 10 + 15)
        let headers = document.elements.filter { $0["category"]?.string == "supplementary" && $0["kind"]?.string == "header" }
        #expect(headers.count == 3)

        // Section 0: header 0…50; groups 0.9 · 358 = 322.2 wide, inset 5 left
        // and right (the bottom 16 is ignored: the height is estimated), so a
        // square item 312.2 wide at x = 16 + 5, the next a group further on.
        expectClose(element(document, "supplementary", 0, 0, kind: "header")?.rect("frame") ?? .zero, Rect(x: 16, y: 0, width: 358, height: 50), "header 0")
        expectClose(cellFrame(document, 0, 0), Rect(x: 21, y: 50, width: 312.2, height: 312.2), "0.0")
        expectClose(cellFrame(document, 0, 1), Rect(x: 16 + 322.2 + 5, y: 50, width: 312.2, height: 312.2), "0.1")
        // Section 1 starts at 50 + 312.2 = 362.2: groups 0.45 · 358 = 161.1
        // wide and as tall as their square item; the item inset 5, 5 and 16.
        expectClose(element(document, "supplementary", 1, 0, kind: "header")?.rect("frame") ?? .zero, Rect(x: 16, y: 362.2, width: 358, height: 50), "header 1")
        expectClose(cellFrame(document, 1, 0), Rect(x: 21, y: 412.2, width: 151.1, height: 145.1), "1.0")
        expectClose(cellFrame(document, 1, 1), Rect(x: 16 + 161.1 + 5, y: 412.2, width: 151.1, height: 145.1), "1.1")
        // Section 2 starts at 412.2 + 161.1 = 573.3: a vertical group 322.2 ×
        // 300 of 5 rows 60 tall, each inset 5, 5 and 16; the sixth item starts
        // the next group to the right.
        expectClose(element(document, "supplementary", 2, 0, kind: "header")?.rect("frame") ?? .zero, Rect(x: 16, y: 573.3, width: 358, height: 50), "header 2")
        for row in 0..<5 {
            expectClose(cellFrame(document, 2, row), Rect(x: 21, y: 623.3 + 60 * Double(row), width: 312.2, height: 44), "2.\(row)")
        }
        expectClose(cellFrame(document, 2, 5), Rect(x: 16 + 322.2 + 5, y: 623.3, width: 312.2, height: 44), "2.5")
        #expect(abs((document["contentSize"]?.number("height") ?? 0) - 923.3) <= 1e-9)
    }

    @Test("without --spec the layout is the vibe, byte for byte; --items gives one section per count")
    func defaultIsTheVibe() throws {
        let fromSpec = try MosaicRunner.run(["layout", "compositional"] + Self.vibe + ["--format", "json"])
        let builtin = try MosaicRunner.run(["layout", "compositional", "--items", "6,10,15", "--format", "json"])
        #expect(fromSpec.status == 0 && builtin.status == 0, "\(fromSpec.standardError)\(builtin.standardError)")
        #expect(!fromSpec.standardOutput.isEmpty)
        #expect(fromSpec.standardOutput == builtin.standardOutput)
    }

    @Test("--section-offset 1:100 moves section 1's cells 100 to the left, and nothing else")
    func sectionOffsetMovesOnlyItsSection() throws {
        let still = try MosaicRunner.json(["layout", "compositional"] + Self.vibe + ["--format", "json"])
        let scrolled = try MosaicRunner.json(["layout", "compositional"] + Self.vibe + ["--section-offset", "1:100", "--format", "json"])
        #expect(still.elements.count == scrolled.elements.count)
        var moved = 0
        for (before, after) in zip(still.elements, scrolled.elements) {
            let isSectionOneCell = before["category"]?.string == "cell" && before.number("section") == 1
            var expected = before.rect("frame")
            if isSectionOneCell {
                expected.origin.x -= 100
                moved += 1
            }
            expectClose(after.rect("frame"), expected, "\(before.number("section")).\(before.number("item")) \(before["category"]?.string ?? "")")
        }
        #expect(moved == 10)
        expectClose(cellFrame(scrolled, 1, 0), Rect(x: 21 - 100, y: 412.2, width: 151.1, height: 145.1), "1.0 scrolled")
    }

    @Test("--measure feeds back a preferred size: the row takes it, the rows after it move")
    func measureFeedsBackAPreferredSize() throws {
        let base = ["layout", "compositional", "--spec", "examples/compositional-list.json", "--items", "5", "--format", "json"]
        let estimated = try MosaicRunner.json(base)
        let measured = try MosaicRunner.json(base + ["--measure", "0:1:358x100"])
        expectClose(cellFrame(measured, 0, 0), cellFrame(estimated, 0, 0), "0.0")
        let row = cellFrame(estimated, 0, 1)
        #expect(row.height == 44)
        expectClose(cellFrame(measured, 0, 1), Rect(x: row.minX, y: row.minY, width: row.width, height: 100), "0.1")
        for item in 2..<5 {
            var expected = cellFrame(estimated, 0, item)
            expected.origin.y += 56
            expectClose(cellFrame(measured, 0, item), expected, "0.\(item)")
        }
    }

    @Test("--watch renders again when the spec changes, and a broken spec keeps the last good output")
    func watchTheSpec() throws {
        /// One full-width row `height` tall per item.
        func spec(height: String) -> String {
            #"{"section": {"group": {"arrangement": "vertical", "size": {"width": {"fractionalWidth": 1}, "height": "#
                + height + #"}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}}}"#
        }
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let specURL = directory.appendingPathComponent("spec.json")
        let outputURL = directory.appendingPathComponent("out.json")
        try spec(height: "40").write(to: specURL, atomically: false, encoding: .utf8)
        let heights = { try JSONParser.parse(String(contentsOf: outputURL, encoding: .utf8)).elements.map { $0.rect("frame").height } }
        let watch = try WatchedMosaic(
            ["layout", "compositional", "--spec", "spec.json", "--items", "2", "-o", "out.json", "--watch", "--watch-limit", "3"],
            in: directory
        )
        guard let first = watch.waitForStatusLines(1) else { return }
        #expect(first[0].contains("rendered 'out.json': 2 items"), "\(first)")
        #expect(try heights() == [40, 40])

        try spec(height: "-1").write(to: specURL, atomically: true, encoding: .utf8)
        guard let second = watch.waitForStatusLines(2) else { return }
        #expect(second[1].contains("error: spec.json:1:"), "\(second)")
        #expect(second[1].contains("$.section.group.size.height: an absolute size must be ≥ 0, found -1"), "\(second)")
        #expect(try heights() == [40, 40])

        try spec(height: "25").write(to: specURL, atomically: true, encoding: .utf8)
        guard let third = watch.waitForStatusLines(3) else { return }
        #expect(third[2].contains("rendered 'out.json': 2 items"), "\(third)")
        #expect(try heights() == [25, 25])
        #expect(watch.waitForExit() == 0)
    }

    // MARK: - Bad input

    /// Runs `arguments` with `-o` over an existing file and checks the one
    /// error line, its words, the status, and that the file is untouched.
    private func expectRefusal(_ arguments: [String], says keywords: [String], status: Int32, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.json")
        try "previous".write(to: output, atomically: false, encoding: .utf8)
        let result = try MosaicRunner.run(arguments + ["-o", output.path])
        #expect(result.status == status, "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.standardError.hasPrefix("error: "), sourceLocation: sourceLocation)
        for keyword in keywords {
            #expect(result.standardError.contains(keyword), "\(keyword) not in \(result.standardError)", sourceLocation: sourceLocation)
        }
        #expect(result.standardOutput.isEmpty, sourceLocation: sourceLocation)
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous", sourceLocation: sourceLocation)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.json"], sourceLocation: sourceLocation)
    }

    @Test("a bad spec is one line with its file, line, column and JSON path, and status 1")
    func badSpec() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let spec = directory.appendingPathComponent("bad.json")
        try """
            {
              "sections": [
                {"group": {"arrangement": "horizontal", "size": {"width": {"fractionalWidth": 0}, "height": 10},
                           "subitems": [{"size": {"width": 1, "height": 1}}]}}
              ]
            }
            """.write(to: spec, atomically: false, encoding: .utf8)
        try expectRefusal(
            ["layout", "compositional", "--spec", spec.path],
            says: ["\(spec.path):3:", "$.sections[0].group.size.width.fractionalWidth", "> 0", "found 0"], status: 1
        )
        try "{\"section\": {}, \"scroll\": 1}".write(to: spec, atomically: false, encoding: .utf8)
        try expectRefusal(
            ["layout", "compositional", "--spec", spec.path],
            says: ["\(spec.path):1:27: $.scroll: unknown key \"scroll\"", "\"scrollDirection\""], status: 1
        )
        try expectRefusal(
            ["layout", "compositional", "--spec", directory.appendingPathComponent("missing.json").path],
            says: ["cannot read spec file", "missing.json"], status: 1
        )
    }

    @Test("--spec with another layout, and bad --section-offset, --measure and --items values, are usage errors")
    func usageErrors() throws {
        try expectRefusal(["layout", "flow", "--spec", "examples/compositional-vibe.json"], says: ["--spec", "'compositional'", "'flow'"], status: 64)
        try expectRefusal(["layout", "compositional", "--section-offset", "1"], says: ["--section-offset '1'", "SECTION:OFFSET"], status: 64)
        try expectRefusal(["layout", "compositional", "--section-offset", "1:nan"], says: ["--section-offset '1:nan'"], status: 64)
        try expectRefusal(["layout", "compositional", "--items", "6,10,15", "--section-offset", "3:100"], says: ["--section-offset 3:100", "section 3 is not in the data", "3 sections of 6, 10 and 15 items"], status: 64)
        try expectRefusal(["layout", "compositional", "--section-offset", "0:1", "--section-offset", "0:2"], says: ["section 0 is given twice"], status: 64)
        try expectRefusal(["layout", "compositional", "--measure", "0:1:0x10"], says: ["--measure '0:1:0x10'", "positive"], status: 64)
        try expectRefusal(["layout", "compositional", "--measure", "0:1"], says: ["--measure '0:1'", "SECTION:ITEM:WIDTHxHEIGHT"], status: 64)
        try expectRefusal(["layout", "compositional", "--items", "3", "--measure", "0:3:10x10"], says: ["--measure", "item 0:3 is not in the data", "1 section of 3 items"], status: 64)
        try expectRefusal(["layout", "compositional", "--items", "6,x"], says: ["--items '6,x'", "one count per section"], status: 64)
    }

    // MARK: - Batch

    @Test("batch: --spec gives the compositional jobs their layout, and job files take counts per section")
    func batchWithSpec() throws {
        let out = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: out) }
        let jobs = out.appendingPathComponent("jobs.jsonl")
        try """
            {"layout": "compositional", "items": [6, 10, 15], "output": "vibe.json"}
            {"layout": "compositional", "items": [6, 10, 15], "params": {"interSectionSpacing": 20}, "output": "spaced.json"}
            {"layout": "flow", "items": [2, 3], "output": "flow.json"}
            """.write(to: jobs, atomically: false, encoding: .utf8)
        let result = try MosaicRunner.run([
            "batch", "--jobs-file", jobs.path, "--spec", "examples/compositional-vibe.json", "--out", out.appendingPathComponent("renders").path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let single = try MosaicRunner.run(["layout", "compositional"] + Self.vibe + ["--format", "json"])
        let written = try String(contentsOf: out.appendingPathComponent("renders/vibe.json"), encoding: .utf8)
        #expect(written == single.standardOutput)
        let spaced = try JSONParser.parse(try String(contentsOf: out.appendingPathComponent("renders/spaced.json"), encoding: .utf8))
        #expect(abs(cellFrame(spaced, 1, 0).minY - (412.2 + 20)) <= 1e-9)
        let flow = try JSONParser.parse(try String(contentsOf: out.appendingPathComponent("renders/flow.json"), encoding: .utf8))
        #expect(flow.elements.filter { $0.number("section") == 1 }.count == 3)

        let unused = try MosaicRunner.run(["batch", "flow", "--sweep", "itemWidth=50,60", "--spec", "examples/compositional-vibe.json", "--out", out.path])
        #expect(unused.status == 64)
        #expect(unused.standardError.contains("--spec") && unused.standardError.contains("'flow'"))
    }
}
