import Foundation
import Testing

/// Swift layout code that would trap in Swift, run past `--timeout` or
/// build past `--max-memory`, through every front end it reaches
/// (`layout`, `update`, `batch`, `run`, the REPL's `:load`, `--watch`):
/// one error line naming file:line:column, a non-zero exit, no output file,
/// never a crash; a reload that fails keeps the last good layout. (`mosaic
/// serve` is in MosaicServeTests' ServeSwiftReloadTests.)
@Suite("Swift in: every front end holds")
struct SwiftFrontEndHardeningTests {
    /// A compositional layout whose section provider runs `statement` for each section.
    static func provider(_ statement: String, height: Int = 40) -> String {
        """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { sectionIndex, environment in
                \(statement)
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(\(height)))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
        }
        """
    }

    /// A compositional layout that runs `statement` while it is read.
    static func atRead(_ statement: String) -> String {
        """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            \(statement)
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40))
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
        }
        """
    }

    /// Each kind of failure: the file, extra options, and the words of its error line.
    static let failures: [(name: String, source: String, options: [String], words: String)] = [
        ("backwards range at read", atRead("switch 3 { case 5...1: break\ndefault: break }"), [], "5...1 is a backwards range"),
        ("backwards range in a provider", provider("switch sectionIndex { case 5...1: break\ndefault: break }"), [], "5...1 is a backwards range"),
        ("overflow in a provider", provider("let x = (sectionIndex + 4294967296) * 4294967296"), [], "overflows"),
        ("index in a provider", provider("let x = [1, 2][sectionIndex + 2]"), [], "index 2 is out of range"),
        ("Int of a huge number", atRead("let x = Int(1e300)"), [], "is out of the integers"),
        ("negative count", atRead("let x = Array(repeating: 1, count: -1)"), [], "a negative count"),
        ("time limit at read", atRead("var i = 0\nwhile i >= 0 { i += 1 }"), ["--timeout", "0.001"], "time limit of 0.001 s exceeded (--timeout)"),
        ("time limit of a prepare", provider("var w = 0\nfor i in 0..<2000 { w += i }"), ["--timeout", "0.3"], "time limit of 0.3 s exceeded (--timeout)"),
        ("memory limit at read", atRead("let x = Array(repeating: 1, count: 100_000)"), ["--max-memory", "1"], "memory limit of 1 MiB exceeded (--max-memory)"),
        ("memory limit in a provider", provider("let x = Array(repeating: 1, count: 19_000)"), ["--max-memory", "1"], "memory limit of 1 MiB exceeded (--max-memory)"),
        // The parser cannot be stopped by --timeout or --max-memory: its work is bounded before it starts.
        ("token limit", atRead(SwiftFrontEndHardeningTests.pastTokenLimit), ["--timeout", "2", "--max-memory", "16"], "more than 100000 tokens (names, numbers, symbols and strings; the token limit"),
    ]

    /// A statement past the token limit (60,000 tokens on one line).
    static let pastTokenLimit = "let pad = [" + String(repeating: "1, ", count: 60_000) + "]"

    /// Many sections, so that a provider runs long enough for any time limit.
    static let manySections = Array(repeating: "1", count: 3_000).joined(separator: ",")

    /// A directory holding `Layout.swift` with `source`.
    static func directory(with source: String) throws -> URL {
        let directory = try MosaicRunner.temporaryDirectory()
        try Data(source.utf8).write(to: directory.appendingPathComponent("Layout.swift"))
        return directory
    }

    static func expectOneLine(_ result: MosaicRunner.Result, _ words: String, prefix: String = "error: ", sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status != 0, sourceLocation: sourceLocation)
        #expect(result.status < 128, "no crash: \(result.status)", sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, "\(result.standardError.prefix(2_000))", sourceLocation: sourceLocation)
        #expect(result.standardError.contains(words), "\(result.standardError.prefix(2_000))", sourceLocation: sourceLocation)
        #expect(result.standardError.contains("Layout.swift:"), "\(result.standardError.prefix(2_000))", sourceLocation: sourceLocation)
    }

    @Test("mosaic layout: one line, exit 1, no output file", arguments: SwiftFrontEndHardeningTests.failures.indices)
    func layout(index: Int) throws {
        let failure = Self.failures[index]
        let directory = try Self.directory(with: failure.source)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(
            ["layout", "compositional", "--swift", "Layout.swift", "--items", Self.manySections, "-o", "out.json"] + failure.options, in: directory
        )
        Self.expectOneLine(result, failure.words)
        #expect(result.status == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["Layout.swift"])
    }

    @Test("mosaic update: one line, no plan", arguments: SwiftFrontEndHardeningTests.failures.indices)
    func update(index: Int) throws {
        let failure = Self.failures[index]
        let directory = try Self.directory(with: failure.source)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(#"{"deleteItems": [[0, 0]]}"#.utf8).write(to: directory.appendingPathComponent("batch.json"))
        let result = try MosaicRunner.run(
            ["update", "compositional", "--swift", "Layout.swift", "--items", Self.manySections, "--batch", "batch.json", "-o", "plan.json"] + failure.options,
            in: directory
        )
        Self.expectOneLine(result, failure.words)
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("plan.json").path))
    }

    @Test("mosaic batch: the failure is reported, nothing crashes", arguments: SwiftFrontEndHardeningTests.failures.indices)
    func batch(index: Int) throws {
        let failure = Self.failures[index]
        let directory = try Self.directory(with: failure.source)
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(
            ["batch", "compositional", "--swift", "Layout.swift", "--items", Self.manySections, "--sweep", "scrollDirection=vertical,horizontal",
             "--out", "out"] + failure.options, in: directory
        )
        #expect(result.status != 0)
        #expect(result.status < 128, "no crash: \(result.status)")
        #expect(result.standardError.contains(failure.words), "\(result.standardError.prefix(2_000))")
        #expect(result.standardError.contains("Layout.swift:"), "\(result.standardError.prefix(2_000))")
    }

    @Test("mosaic run: mosaic.load of the file fails with one line", arguments: SwiftFrontEndHardeningTests.failures.indices)
    func run(index: Int) throws {
        let failure = Self.failures[index]
        let directory = try Self.directory(with: failure.source)
        defer { try? FileManager.default.removeItem(at: directory) }
        let sections = Array(repeating: "1", count: 200).joined(separator: ",")
        let script = "local l = mosaic.load('Layout.swift')\nl:items(\(sections))\nl:save('out.json')\n"
        let result = try MosaicRunner.run(["run"] + failure.options + ["-"], in: directory, standardInput: script)
        #expect(result.status != 0)
        #expect(result.status < 128, "no crash: \(result.status)")
        #expect(result.errorLines.count == 1, "\(result.standardError.prefix(2_000))")
        #expect(result.standardError.contains(failure.words) || failure.words.hasPrefix("time limit") && result.standardError.contains("time limit"),
                "\(result.standardError.prefix(2_000))")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.json").path))
    }

    @Test("the REPL's :load of a bad file keeps the session and its layout", arguments: SwiftFrontEndHardeningTests.failures.indices)
    func replLoad(index: Int) throws {
        let failure = Self.failures[index]
        let directory = try Self.directory(with: failure.source)
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.provider("", height: 30).utf8).write(to: directory.appendingPathComponent("Good.swift"))
        let result = try MosaicRunner.run(["repl"] + failure.options, in: directory, standardInput: [
            ":load Good.swift", ":items \(Self.manySections.prefix(5))", ":save a.json", ":load Layout.swift", ":items \(Self.manySections)",
            ":save c.json", ":items 1,1,1", ":save b.json",
        ].joined(separator: "\n") + "\n")
        #expect(result.status < 128, "no crash: \(result.status)")
        #expect(result.standardError.contains(failure.words), "\(result.standardError.prefix(2_000))")
        // A layout that fails only on many sections loads; under a time limit of a millisecond, so may the good one not.
        guard failure.name != "time limit of a prepare", failure.name != "time limit at read" else { return }
        let a = try String(contentsOf: directory.appendingPathComponent("a.json"), encoding: .utf8)
        let b = try String(contentsOf: directory.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(a == b, "the last good layout is kept")
    }

    @Test("--watch: a save that fails prints one line and keeps the last good output; a fixed save renders again")
    func watch() throws {
        let directory = try Self.directory(with: Self.provider("", height: 40))
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Layout.swift")
        let output = directory.appendingPathComponent("out.json")
        let watch = try WatchedMosaic(
            ["layout", "compositional", "--swift", "Layout.swift", "--items", "2", "-o", "out.json", "--watch", "--watch-limit", "5"],
            in: directory
        )
        guard let first = watch.waitForStatusLines(1) else { return }
        #expect(first[0].contains("rendered 'out.json': 2 items"), "\(first)")
        let good = try Data(contentsOf: output)

        try Self.provider("switch sectionIndex { case 5...1: break\ndefault: break }", height: 60).write(to: file, atomically: true, encoding: .utf8)
        guard let second = watch.waitForStatusLines(2) else { return }
        #expect(second[1].contains("Layout.swift:") && second[1].contains("5...1 is a backwards range"), "\(second)")
        #expect(try Data(contentsOf: output) == good)

        try Self.atRead("let x = Array(repeating: 1, count: -1)").write(to: file, atomically: true, encoding: .utf8)
        guard let third = watch.waitForStatusLines(3) else { return }
        #expect(third[2].contains("a negative count"), "\(third)")
        #expect(try Data(contentsOf: output) == good)

        try Self.atRead(Self.pastTokenLimit).write(to: file, atomically: true, encoding: .utf8)
        guard let fourth = watch.waitForStatusLines(4) else { return }
        #expect(fourth[3].contains("Layout.swift:3:") && fourth[3].contains("the token limit"), "\(fourth)")
        #expect(try Data(contentsOf: output) == good)

        try Self.provider("", height: 25).write(to: file, atomically: true, encoding: .utf8)
        guard let fifth = watch.waitForStatusLines(5) else { return }
        #expect(fifth[4].contains("rendered 'out.json': 2 items"), "\(fifth)")
        #expect(try Data(contentsOf: output) != good)
        #expect(watch.waitForExit() == 0)
    }

    @Test("a million-character name or number in a Swift file is cut in the error line, in every front end")
    func longInputs() throws {
        let directory = try Self.directory(with: Self.atRead("let x = " + String(repeating: "n", count: 900_000)))
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data(Self.atRead("let x = " + String(repeating: "9", count: 900_000)).utf8).write(to: directory.appendingPathComponent("Number.swift"))
        for file in ["Layout.swift", "Number.swift"] {
            let layout = try MosaicRunner.run(["layout", "compositional", "--swift", file], in: directory)
            #expect(layout.status == 1)
            #expect(layout.errorLines.count == 1)
            #expect(layout.standardError.count < 2_200, "\(layout.standardError.count) characters")
            let repl = try MosaicRunner.run(["repl"], in: directory, standardInput: ":load \(file)\n")
            #expect(repl.standardError.count < 2_200, "\(repl.standardError.count) characters")
            let run = try MosaicRunner.run(["run", "-"], in: directory, standardInput: "mosaic.load('\(file)')\n")
            #expect(run.status == 1)
            #expect(run.standardError.count < 2_200, "\(run.standardError.count) characters")
        }
    }
}
