import Foundation
import Mosaic
import Testing

/// The exporters' bytes against golden files written by the exporters
/// before they streamed (commit 40c435a, one `String` per document): every
/// format of the shared export fixtures, awkward numbers and broken
/// snapshots included. `MOSAIC_RECORD_GOLDEN=1` writes the files instead of
/// comparing (only to record a deliberate change, explained in its commit).
///
/// The command-line cases (every built-in layout, a spec, Lua plugins, a
/// query) are in `MosaicCLITests/ExportGoldenCommandTests`.
@Suite("Export golden files (in process)")
struct ExportGoldenTests {
    /// The folder of the golden files.
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/golden/snapshots")

    /// Each fixture by the name of its golden files.
    static func fixtures() throws -> [(name: String, snapshot: LayoutSnapshot)] {
        let unusual = ExportRobustnessTests.unusual
        return [
            ("mixed", ExportFixtures.mixed),
            ("fan", try ExportFixtures.fan()),
            ("fan-offset", try ExportFixtures.fan(offset: Point(x: 700, y: 0))),
            ("waterfall", try ExportFixtures.waterfall()),
            ("awkward", ExportFixtures.awkward(count: 60, seed: 7)),
            ("unusual-awkward", unusual[0]),
            ("unusual-degenerate", unusual[1]),
            ("unusual-broken", unusual[2]),
            ("unusual-far", unusual[3]),
        ]
    }

    /// The file name extension of a format's golden file.
    static func fileExtension(_ format: ExportFormat) -> String { format == .text ? "txt" : format.rawValue }

    @Test("rendered(as:) writes the golden bytes", arguments: ExportFormat.allCases)
    func renderedMatchesGolden(format: ExportFormat) throws {
        let record = ProcessInfo.processInfo.environment["MOSAIC_RECORD_GOLDEN"] == "1"
        for (name, snapshot) in try Self.fixtures() {
            let url = Self.folder.appendingPathComponent("\(name).\(Self.fileExtension(format))")
            let rendered = snapshot.rendered(as: format)
            if record {
                try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
                try Data(rendered.utf8).write(to: url)
                continue
            }
            let golden = try String(contentsOf: url, encoding: .utf8)
            #expect(rendered == golden, "\(name).\(Self.fileExtension(format)) differs from its golden file")
        }
    }
}
