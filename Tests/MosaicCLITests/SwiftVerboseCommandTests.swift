import Foundation
import Testing

/// `--verbose` lists the statements with no geometry that reading Swift
/// skipped, on stderr, in every front end that reads Swift; and a
/// diffable data source's section identifiers come from `--data`.
@Suite("mosaic --verbose and --data with Swift: skipped statements, section identifiers")
struct SwiftVerboseCommandTests {
    static let source = """
    import UIKit
    final class FeedViewController: UIViewController {
        var collectionView: UICollectionView!
        func createLayout() -> UICollectionViewLayout {
            print("making the layout")
            collectionView.register(UICollectionViewCell.self,
                                    forCellWithReuseIdentifier: "cell")
            return UICollectionViewCompositionalLayout { index, _ in
                collectionView.backgroundColor = .systemBackground
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
        }
    }

    """
    static let expected = [
        "feed.swift:5:9: skipped 'print(\"making the layout\")' (printing)",
        "feed.swift:6:9: skipped 'collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: \"cell\")' (not a layout object)",
        "feed.swift:9:13: skipped 'collectionView.backgroundColor = .systemBackground' (not a layout object)",
    ]

    static func directory() throws -> URL {
        let directory = try MosaicRunner.temporaryDirectory()
        try source.write(to: directory.appendingPathComponent("feed.swift"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test("layout, the REPL's :load and a script's mosaic.load list each skipped statement once, on stderr, with --verbose only")
    func listsSkipped() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let verbose = try MosaicRunner.run(["layout", "compositional", "--swift", "feed.swift", "--items", "3,3", "--format", "json", "--verbose"], in: directory)
        #expect(verbose.status == 0, "\(verbose.standardError)")
        #expect(verbose.standardError.split(separator: "\n").map(String.init) == Self.expected)
        #expect(!verbose.standardOutput.contains("skipped"))
        let quiet = try MosaicRunner.run(["layout", "compositional", "--swift", "feed.swift", "--items", "3", "--format", "json"], in: directory)
        #expect(quiet.status == 0)
        #expect(quiet.standardError.isEmpty, "\(quiet.standardError)")
        let repl = try MosaicRunner.run(["repl", "--verbose"], in: directory, standardInput: ":load feed.swift\n")
        #expect(repl.status == 0, "\(repl.standardError)")
        for line in Self.expected { #expect(repl.standardError.contains(line), "\(repl.standardError)") }
        let script = try MosaicRunner.run(["run", "--verbose", "-"], in: directory, standardInput: "local l = mosaic.load('feed.swift') l:items(2)\n")
        #expect(script.status == 0, "\(script.standardError)")
        for line in Self.expected { #expect(script.standardError.contains(line), "\(script.standardError)") }
    }

    @Test("a long skipped statement is cut to 200 characters on one line")
    func longStatementCut() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let long = "print(\"" + String(repeating: "x", count: 5_000) + "\")"
        let text = "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n\(long)\nreturn UICollectionViewFlowLayout()\n}\n"
        try text.write(to: directory.appendingPathComponent("long.swift"), atomically: true, encoding: .utf8)
        let result = try MosaicRunner.run(["layout", "flow", "--swift", "long.swift", "--items", "1", "--format", "json", "--verbose"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect((lines.first?.count ?? 0) < 260, "\(lines.first?.count ?? 0)")
    }

    @Test("--data names the sections a diffable data source's provider reads; without them, one line naming the read")
    func sectionIdentifiersFromData() throws {
        let root = MosaicRunner.packageRoot.appendingPathComponent("Tests/Fixtures/swift/real")
        let arguments = ["layout", "compositional", "--swift", root.appendingPathComponent("diffable-sections.swift").path, "--format", "csv"]
        let good = try MosaicRunner.run(arguments + ["--data", root.appendingPathComponent("diffable-sections.json").path])
        #expect(good.status == 0, "\(good.standardError)")
        #expect(good.standardOutput.contains("400"))
        let bad = try MosaicRunner.run(arguments + ["--items", "4,1,5"])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("diffable-sections.swift:39:"), "\(bad.standardError)")
        #expect(bad.standardError.contains("the data gives it none"))
        #expect(bad.standardError.split(separator: "\n").count == 1)
        #expect(bad.standardOutput.isEmpty)
    }
}
