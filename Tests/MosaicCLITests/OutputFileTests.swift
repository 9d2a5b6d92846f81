import Foundation
import Mosaic
import Testing

/// `-o FILE`: the file gets the document, in the format its extension
/// names, written atomically; and the same input gives the same bytes.
@Suite("mosaic layout -o and determinism")
struct OutputFileTests {
    @Test(arguments: [
        ("out.json", "json"), ("out.csv", "csv"), ("out.svg", "svg"), ("out.txt", "text"), ("OUT.JSON", "json"),
    ])
    func outputFileGetsTheFormatOfItsExtension(fileName: String, format: String) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent(fileName)
        let arguments = ["layout", "waterfall", "--items", "12", "--heights", "50:300"]

        let written = try MosaicRunner.run(arguments + ["-o", file.path])
        let printed = try MosaicRunner.run(arguments + ["--format", format])

        #expect(written.status == 0)
        #expect(written.standardOutput.isEmpty)
        #expect(written.standardError.isEmpty)
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.standardOutput)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == [fileName])
    }

    @Test func formatOptionWinsOverTheExtension() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("preview.txt")
        let result = try MosaicRunner.run(["layout", "fan", "--format", "json", "-o", file.path])
        #expect(result.status == 0)
        let document = try JSONParser.parse(try String(contentsOf: file, encoding: .utf8))
        #expect(document["layout"]?.string == "fan")
    }

    @Test func outputFileReplacesAnExistingFileAndLeavesNoTemporaryFile() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("flow.csv")
        try "an older, longer file that must be replaced completely\n".repeated(100).write(to: file, atomically: false, encoding: .utf8)

        let result = try MosaicRunner.run(["layout", "flow", "--items", "3", "-o", file.path])

        #expect(result.status == 0)
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 4)
        #expect(lines.first?.hasPrefix("category,kind,section,item,") == true)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["flow.csv"])
    }

    @Test func largeOutputIsWrittenWhole() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("flow.json")
        let result = try MosaicRunner.run(["layout", "flow", "--items", "20000", "-o", file.path])
        #expect(result.status == 0)
        let document = try JSONParser.parse(Array(try Data(contentsOf: file)))
        let elements = document.elements
        #expect(elements.count == 20000)
        // 3 items a line, 110 points a line.
        #expect(elements.last?.rect("frame").minY == Double(19999 / 3) * 110)
    }

    @Test(arguments: [
        ["layout", "waterfall", "--items", "500", "--heights", "40:400", "--seed", "11", "--format", "json"],
        ["layout", "fan", "--offset", "777.25,0", "--format", "svg"],
        ["layout", "flow", "--items", "40", "-p", "headerHeight=30", "-p", "footerHeight=20", "--format", "csv"],
        ["layout", "waterfall", "--data", MosaicRunner.fixture("photos.json"), "--columns", "100"],
    ])
    func sameInputGivesTheSameBytes(arguments: [String]) throws {
        let first = try MosaicRunner.run(arguments)
        let second = try MosaicRunner.run(arguments)
        #expect(first.status == 0)
        #expect(!first.standardOutput.isEmpty)
        #expect(first.standardOutput == second.standardOutput)
    }

    @Test func seedChangesTheGeneratedHeights() throws {
        let arguments = ["layout", "waterfall", "--items", "20", "--heights", "40:400", "--format", "json"]
        let seeded = try MosaicRunner.run(arguments + ["--seed", "1"])
        let otherSeed = try MosaicRunner.run(arguments + ["--seed", "2"])
        let defaultSeed = try MosaicRunner.run(arguments)
        let zeroSeed = try MosaicRunner.run(arguments + ["--seed", "0"])
        #expect(seeded.standardOutput != otherSeed.standardOutput)
        #expect(defaultSeed.standardOutput == zeroSeed.standardOutput)
    }
}

extension String {
    fileprivate func repeated(_ count: Int) -> String { String(repeating: self, count: count) }
}
