import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// The writer's output for every example spec and typical flow layouts,
/// against golden files (`Tests/Fixtures/golden/swift`), checked with
/// `swiftc -parse`, and written twice to the same bytes.
/// `MOSAIC_RECORD_GOLDEN=1` writes the files instead of comparing (only
/// to record a deliberate change, explained in its commit).
@Suite("Swift out: golden files")
struct SwiftWriterGoldenTests {
    /// Every fixture's name and source.
    static func outputs() throws -> [(name: String, source: String)] {
        try SwiftWriterFixtures.compositional().map { ($0.name, try SwiftWriter.source(compositional: $0.configuration)) }
            + SwiftWriterFixtures.flow.map { ($0.name, try SwiftWriter.source(flow: try SwiftWriterFixtures.flowParameters($0.settings))) }
    }

    @Test("each output is its golden file, byte for byte")
    func matchesGolden() throws {
        let record = ProcessInfo.processInfo.environment["MOSAIC_RECORD_GOLDEN"] == "1"
        for (name, source) in try Self.outputs() {
            let file = SwiftWriterFixtures.goldenFolder.appendingPathComponent(name + ".swift")
            if record {
                try Data(source.utf8).write(to: file)
                continue
            }
            let golden = try String(contentsOf: file, encoding: .utf8)
            #expect(source == golden, "\(name): the output differs from \(file.path)")
        }
    }

    @Test("each golden file parses with swiftc -parse, without a warning")
    func goldenFilesParse() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SwiftWriterFixtures.goldenFolder.path).filter { $0.hasSuffix(".swift") }.sorted()
        #expect(files.count == (try Self.outputs()).count)
        for file in files {
            let source = try String(contentsOf: SwiftWriterFixtures.goldenFolder.appendingPathComponent(file), encoding: .utf8)
            try SwiftCompiler.expectParses(source, name: String(file.dropLast(".swift".count)))
        }
    }

    @Test("swiftc -parse fails on broken Swift (so the check above can fail)")
    func brokenSwiftFailsToParse() throws {
        let source = try SwiftWriter.source(compositional: try SwiftWriterFixtures.exampleSpec("compositional-list.json"))
        let broken = source.replacingOccurrences(of: "return layout\n}", with: "return layout\n")
        #expect(broken != source)
        #expect(try SwiftCompiler.parse(broken, name: "broken").status != 0)
    }

    @Test("the same layout gives the same bytes, twice and from a copy")
    func deterministic() throws {
        let first = try Self.outputs()
        let second = try Self.outputs()
        #expect(first.map(\.source) == second.map(\.source))
        let copy = SwiftWriterFixtures.everything
        #expect(try SwiftWriter.source(compositional: copy) == first.first { $0.name == "compositional-everything" }!.source)
    }

    @Test("every compositional spec in examples/ has a golden file")
    func everyExampleSpecIsAFixture() throws {
        let examples = try FileManager.default.contentsOfDirectory(atPath: SwiftWriterFixtures.packageRoot.appendingPathComponent("examples").path)
        let specs = examples.filter { $0.hasSuffix(".json") }.filter { name in
            (try? SwiftWriterFixtures.exampleSpec(name)) != nil
        }.sorted()
        #expect(specs == SwiftWriterFixtures.exampleSpecNames)
        let fixtures = Set(try SwiftWriterFixtures.compositional().map(\.name))
        for spec in specs { #expect(fixtures.contains(String(spec.dropLast(".json".count))), "\(spec) has no golden Swift file") }
    }
}
