import Foundation
import Mosaic
import Testing

/// The flow at its edges, run as the built binary: items and spacing of no
/// extent (once a trap converting NaN to Int), items that exactly fill a
/// line, data sizes past the bound of every size, and the parameter errors
/// and Lua forms of `estimatedItemSize`.
@Suite("Flow on the command line: edges")
struct FlowEdgeCommandTests {
    private func cells(_ document: JSONValue) -> [Rect] {
        document.elements.filter { $0["category"]?.string == "cell" }.map { $0.rect("frame") }
    }

    private func dataFile(_ text: String, in directory: URL) throws -> String {
        let file = directory.appendingPathComponent("data.json")
        try Data(text.utf8).write(to: file)
        return file.path
    }

    @Test("items and spacing of no extent lay out in one line, with no room, some room or insets past the content")
    func zeroExtent() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zeroWide = try dataFile(#"{"items":[{"width":0},{"width":0}]}"#, in: directory)
        for alignment in ["justified", "leading", "center"] {
            // The reviewer's crash: (0 + 0) / (0 + 0) items a line.
            let noRoom = try MosaicRunner.run(["layout", "flow", "--data", zeroWide, "--format", "json", "-p", "interitemSpacing=0",
                                               "-p", "sectionInset=0,195,0,195", "-p", "alignment=\(alignment)"])
            #expect(noRoom.status == 0, "\(alignment): \(noRoom.standardError)")
            #expect(cells(try JSONParser.parse(noRoom.standardOutput)) == Array(repeating: Rect(x: 195, y: 0, width: 0, height: 100), count: 2))
            // Insets wider than the content: −210 of room, one a line at the inset.
            let crowded = try MosaicRunner.json(["layout", "flow", "--data", zeroWide, "--format", "json", "-p", "interitemSpacing=0",
                                                 "-p", "sectionInset=0,300,0,300", "-p", "alignment=\(alignment)"])
            #expect(cells(crowded).map(\.origin) == [Point(x: 300, y: 0), Point(x: 300, y: 110)], "\(alignment)")
        }
        // Horizontal, items of no height.
        let flat = try dataFile(#"{"items":[{"height":0},{"height":0},{"height":0}]}"#, in: directory)
        let horizontal = try MosaicRunner.json(["layout", "flow", "--data", flat, "--format", "json", "-p", "interitemSpacing=0",
                                                "-p", "scrollDirection=horizontal", "-p", "sectionInset=150,0,150,0", "--viewport", "390x300"])
        #expect(cells(horizontal) == Array(repeating: Rect(x: 0, y: 150, width: 100, height: 0), count: 3))
    }

    @Test("items that exactly fill a line stay on it, whether they share a size or not")
    func exactFit() throws {
        let uniform = try MosaicRunner.json(["layout", "flow", "--items", "3", "--format", "json", "-p", "itemWidth=341.26666666666665",
                                             "-p", "interitemSpacing=0.1", "--viewport", "1024x768"])
        #expect(cells(uniform).map(\.minY) == [0, 0, 0])
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // Six of (390 − 5) / 6 with spacing 1, two depths: the per-item path, six on the line too.
        let items = (0..<6).map { #"{"width": 64.16666666666667, "height": \#($0 % 2 == 0 ? 60 : 50)}"# }.joined(separator: ",")
        let mixed = try MosaicRunner.json(["layout", "flow", "--data", try dataFile("[\(items)]", in: directory), "--format", "json",
                                           "-p", "interitemSpacing=1"])
        #expect(Set(cells(mixed).map(\.midY)) == [30])
    }

    @Test("a data width or height past 1e9 is the data file's error, with its place, not the layout's")
    func hugeDataSize() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for layout in ["flow", "waterfall", "fan"] {
            let file = try dataFile(#"{"items":[{}, {"height":1e308,"width":1e308}]}"#, in: directory)
            let result = try MosaicRunner.run(["layout", layout, "--data", file])
            #expect(result.status != 0)
            #expect(result.errorLines == ["error: \(file):1:25: $.items[1].height: height must be from 0 to 1000000000, found 1e+308"],
                    "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test("an out-of-range size is quoted as every bad value is")
    func quotedOutOfRange() throws {
        let result = try MosaicRunner.run(["layout", "flow", "-p", "estimatedItemSize=-1,5"])
        #expect(result.status != 0)
        #expect(result.errorLines == [
            "error: parameter estimatedItemSize: '-1,5' is out of range; expected width,height, each from 0 to 1000000000, or automatic",
        ])
        let number = try MosaicRunner.run(["layout", "flow", "-p", "itemWidth=-3"])
        #expect(number.errorLines.count == 1)
        #expect(number.standardError.hasPrefix("error: parameter itemWidth: '-3' is out of range; expected a number from 0.001 to 1000000000"),
                "\(number.standardError)")
    }

    @Test("the REPL's Lua takes a size as a table {W, H}, in mosaic.load and l:set")
    func luaSizeTable() throws {
        let result = try MosaicRunner.run(["repl"], standardInput: [
            #"l = mosaic.load("flow", {estimatedItemSize = {80, 40}}); print(l:params().estimatedItemSize)"#,
            #"l:set("estimatedItemSize", {60.5, 30}); print(l:params().estimatedItemSize)"#,
            #"l:set("estimatedItemSize", {60})"#,
        ].joined(separator: "\n") + "\n")
        #expect(result.standardOutput.split(separator: "\n").map(String.init) == ["80,40", "60.5,30"], "\(result.standardError)")
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.errorLines.first?.contains("parameter estimatedItemSize: '60' is not valid; expected width,height") == true,
                "\(result.errorLines)")
    }
}
