import Foundation
import Testing

/// `mosaic layout` against golden files written before the exporters
/// streamed (commit 40c435a): every case of `Tests/Fixtures/golden/cases.txt`
/// (each built-in layout, a compositional spec with an orthogonal section,
/// supplementary and decoration views, Lua plugins with transforms and
/// custom attributes, awkward numbers, a query, no items) in every format,
/// to standard output and to a file with `-o`.
@Suite("Export golden files (mosaic layout)")
struct ExportGoldenCommandTests {
    /// One line of `cases.txt`.
    struct Case: CustomStringConvertible, Sendable {
        var name: String
        var arguments: [String]
        var description: String { name }
    }

    static let cases: [Case] = {
        let text = (try? String(contentsOfFile: MosaicRunner.fixture("golden/cases.txt"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { line in
            let words = line.split(separator: " ").map(String.init)
            return Case(name: words[0], arguments: Array(words.dropFirst()))
        }
    }()

    static let formats = [("json", "json"), ("csv", "csv"), ("svg", "svg"), ("text", "txt")]

    @Test("the cases file lists the cases")
    func casesExist() {
        #expect(Self.cases.count >= 9)
    }

    @Test("standard output and -o give the golden bytes", arguments: cases)
    func matchesGolden(_ golden: Case) throws {
        let scratch = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        for (format, fileExtension) in Self.formats {
            let expected = try Data(contentsOf: URL(fileURLWithPath: MosaicRunner.fixture("golden/\(golden.name).\(fileExtension)")))
            let printed = try MosaicRunner.run(golden.arguments + ["--format", format])
            #expect(printed.status == 0, "\(golden.name) \(format): \(printed.standardError)")
            #expect(Data(printed.standardOutput.utf8) == expected, "\(golden.name).\(fileExtension) on standard output")
            let file = scratch.appendingPathComponent("out.\(fileExtension)")
            let saved = try MosaicRunner.run(golden.arguments + ["--format", format, "-o", file.path])
            #expect(saved.status == 0 && saved.standardOutput.isEmpty, "\(golden.name) \(format) -o: \(saved.standardError)")
            #expect(try Data(contentsOf: file) == expected, "\(golden.name).\(fileExtension) written with -o")
        }
    }
}
