import Foundation
import Mosaic
import Testing

/// The flow's per-item sizes, self-sizing cells (`-p estimatedItemSize`,
/// `--measure`) and pinned footers, run as the built binary.
@Suite("Flow on the command line")
struct FlowCommandTests {
    private func cells(_ document: JSONValue) -> [Rect] {
        document.elements.filter { $0["category"]?.string == "cell" }.map { $0.rect("frame") }
    }

    @Test("a data file's widths and heights size the items; the parameters are in the output")
    func dataSizes() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("sizes.json")
        try Data(#"[{"width": 100, "height": 50}, {"width": 150, "height": 100}, 30]"#.utf8).write(to: file)
        let document = try MosaicRunner.json(["layout", "flow", "--data", file.path, "--format", "json", "-p", "pinFooters=true"])
        // 100 + 10 + 150 + 10 + 100 = 370 ≤ 390: one line, the last of a section whose items
        // differ, from the leading edge; 100 deep, each item centred on it.
        #expect(cells(document) == [
            Rect(x: 0, y: 25, width: 100, height: 50), Rect(x: 110, y: 0, width: 150, height: 100), Rect(x: 270, y: 35, width: 100, height: 30),
        ])
        #expect(document["parameters"]?["estimatedItemSize"]?.string == "0,0")
        #expect(document["parameters"]?["pinFooters"] != nil)
    }

    @Test("--measure sizes a self-sizing flow cell; without an estimate it changes nothing")
    func measure() throws {
        let base = ["layout", "flow", "--items", "5", "--format", "json", "-p", "estimatedItemSize=80,40"]
        let estimated = try MosaicRunner.json(base)
        #expect(cells(estimated).allSatisfy { $0.size == Size(width: 80, height: 40) })
        let measured = try MosaicRunner.json(base + ["--measure", "0:4:200x90"])
        // Four per line (80·4 + 30 = 350); item 4 alone on the last line, 200 × 90 at x 0, y 50.
        #expect(cells(measured)[4] == Rect(x: 0, y: 50, width: 200, height: 90))
        #expect(Array(cells(measured)[0..<4]) == Array(cells(estimated)[0..<4]))
        let plain = ["layout", "flow", "--items", "5", "--format", "json"]
        #expect(cells(try MosaicRunner.json(plain + ["--measure", "0:4:200x90"])) == cells(try MosaicRunner.json(plain)))
    }

    @Test("a bad estimatedItemSize is one line naming the parameter and what it takes")
    func badEstimate() throws {
        for bad in ["80", "80,x", "-5,5", "automatic,1"] {
            let result = try MosaicRunner.run(["layout", "flow", "-p", "estimatedItemSize=\(bad)"])
            #expect(result.status != 0)
            #expect(result.errorLines.count == 1, "\(bad): \(result.standardError)")
            #expect(result.standardError.hasPrefix("error: parameter estimatedItemSize: "), "\(result.standardError)")
            #expect(result.standardError.contains(bad) && result.standardError.contains("width,height"), "\(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }
}
