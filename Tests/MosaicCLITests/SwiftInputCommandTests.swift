import Foundation
import Testing

/// `mosaic layout compositional|flow --swift FILE` and the REPL's
/// `:load FILE.swift`, run as a user runs them: every example spec and
/// golden file round-trips through the written Swift to byte-identical
/// JSON, and bad files are one line naming `file:line:column`.
@Suite("mosaic layout --swift")
struct SwiftInputCommandTests {
    /// `mosaic layout ARGUMENTS --format json`, which must succeed.
    static func json(_ arguments: [String]) throws -> String {
        let result = try MosaicRunner.run(["layout"] + arguments + ["--format", "json"])
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        return result.standardOutput
    }

    @Test("every example spec, written as Swift and read back, exports byte-identical JSON")
    func examplesRoundTrip() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = try FileManager.default.contentsOfDirectory(atPath: MosaicRunner.packageRoot.appendingPathComponent("examples").path)
            .filter { $0.hasPrefix("compositional") && $0.hasSuffix(".json") && !$0.hasSuffix("-data.json") }.sorted()
        #expect(examples.count >= 2)
        for example in examples {
            let swift = directory.appendingPathComponent(example + ".swift").path
            let written = try MosaicRunner.run(["layout", "compositional", "--spec", "examples/" + example, "-o", swift])
            #expect(written.status == 0, "\(example): \(written.standardError)")
            let fromSpec = try Self.json(["compositional", "--spec", "examples/" + example, "--items", "9,14,6,5"])
            let fromSwift = try Self.json(["compositional", "--swift", swift, "--items", "9,14,6,5"])
            #expect(fromSwift == fromSpec, "\(example)")
        }
        // The built-in compositional layout too.
        let builtin = directory.appendingPathComponent("builtin.swift").path
        _ = try MosaicRunner.run(["layout", "compositional", "-o", builtin])
        #expect(try Self.json(["compositional", "--swift", builtin]) == (try Self.json(["compositional"])))
    }

    @Test("every golden Swift file lays out as the layout that wrote it", arguments: [
        ("compositional-list", ["compositional", "--spec", "examples/compositional-list.json"]),
        ("compositional-vibe", ["compositional", "--spec", "examples/compositional-vibe.json"]),
        ("compositional-default", ["compositional"]),
        ("flow-default", ["flow"]),
        ("flow-typical", ["flow", "-p", "itemWidth=160", "-p", "itemHeight=90.5", "-p", "lineSpacing=12", "-p", "interitemSpacing=8",
                          "-p", "sectionInset=16,20,16,20", "-p", "headerHeight=44", "-p", "footerHeight=20", "-p", "pinHeaders=true"]),
        ("flow-per-section", ["flow", "-p", "itemWidth=100,50", "-p", "sectionInset=0,0,0,0;20,10,20,10", "-p", "lineSpacing=4,8,16",
                              "-p", "interitemSpacing=2,6", "-p", "headerHeight=40,0", "-p", "footerHeight=0,10"]),
        ("flow-horizontal", ["flow", "-p", "scrollDirection=horizontal", "-p", "headerHeight=30", "-p", "pinFooters=true",
                             "-p", "estimatedItemSize=120,44", "-p", "sectionInsetReference=fromSafeArea"]),
        ("flow-self-sizing", ["flow", "-p", "estimatedItemSize=automatic"]),
    ])
    func goldenFiles(name: String, original: [String]) throws {
        let golden = "Tests/Fixtures/golden/swift/\(name).swift"
        let layout = name.hasPrefix("flow") ? "flow" : "compositional"
        #expect(try Self.json([layout, "--swift", golden, "--items", "7,12,5"]) == (try Self.json(original + ["--items", "7,12,5"])))
    }

    @Test("Apple-style sample code lays out as its JSON twin through the binary", arguments: [
        "grid", "list-headers-footers", "nested-groups", "orthogonal", "adaptive-provider",
    ])
    func samples(name: String) throws {
        let items = name == "adaptive-provider" ? "12,30,8" : "12,30,8,9,10,7"
        let fromSwift = try Self.json(["compositional", "--swift", "Tests/Fixtures/swift/\(name).swift", "--items", items])
        let fromSpec = try Self.json(["compositional", "--spec", "Tests/Fixtures/swift/\(name).json", "--items", items])
        #expect(fromSwift == fromSpec)
    }

    @Test("the grid sample's frames are the ones its layout code asks for: five squares of 78 points across a 390-point view")
    func gridFrames() throws {
        let result = try MosaicRunner.run(["layout", "compositional", "--swift", "Tests/Fixtures/swift/grid.swift", "--items", "6", "--format", "csv"])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 7, "\(result.standardOutput)")
        // item 5 starts the second row, one square down.
        #expect(lines.contains { $0.hasPrefix("cell,,0,0,0,0,78,78,") }, "\(result.standardOutput)")
        #expect(lines.contains { $0.hasPrefix("cell,,0,5,0,78,78,78,") }, "\(result.standardOutput)")
    }

    @Test("bad input is one line naming file:line:column, exit status 1, and no output file", arguments: [
        ("do { }", "bad.swift:3:5: a do block is not supported; supported: let/var bindings, property assignments, if, guard, switch, for-in, while, repeat-while, break, continue and return"),
        ("let cell = collectionView.dequeueReusableCell()", "bad.swift:3:16: calling 'dequeueReusableCell' on UICollectionView is not supported"),
        ("let s = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1))", "bad.swift:3:13: NSCollectionLayoutSize(widthDimension:) is not supported; supported: NSCollectionLayoutSize(widthDimension:heightDimension:)"),
    ])
    func badFile(statement: String, expected: String) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n    \(statement)\n    return UICollectionViewFlowLayout()\n}\n"
        try Data(source.utf8).write(to: directory.appendingPathComponent("bad.swift"))
        let result = try MosaicRunner.run(["layout", "flow", "--swift", "bad.swift", "-o", "out.json"], in: directory)
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.errorLines.first?.hasPrefix("error: " + expected) == true, "\(result.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["bad.swift"])
    }

    @Test("the wrong layout, --spec with --swift, a missing file and a layout without --swift support are refused")
    func refusals() throws {
        let flow = try MosaicRunner.run(["layout", "flow", "--swift", "Tests/Fixtures/swift/grid.swift"])
        #expect(flow.status == 1)
        #expect(flow.errorLines == ["error: 'Tests/Fixtures/swift/grid.swift' describes a UICollectionViewCompositionalLayout; use it with 'mosaic layout compositional', not 'flow'"])
        let both = try MosaicRunner.run(["layout", "compositional", "--swift", "a.swift", "--spec", "b.json"])
        #expect(both.status == 64)
        #expect(both.standardError.contains("--spec and --swift both describe the layout; give one"))
        let fan = try MosaicRunner.run(["layout", "fan", "--swift", "Tests/Fixtures/swift/grid.swift"])
        #expect(fan.status == 64)
        #expect(fan.standardError.contains("use it with 'compositional' or 'flow', not 'fan'"))
        let missing = try MosaicRunner.run(["layout", "compositional", "--swift", "no-such.swift"])
        #expect(missing.status == 1)
        #expect(missing.errorLines.count == 1)
        #expect(missing.standardError.contains("no-such.swift"))
        let output = try MosaicRunner.run(["layout", "compositional", "--swift", "Tests/Fixtures/swift/grid.swift", "-o", "Tests/Fixtures/swift/grid.swift"])
        #expect(output.status == 64, "-o may not name the Swift file read")
    }

    @Test("a section provider's error during layout names its line and the section")
    func providerErrorAtLayout() throws {
        let result = try MosaicRunner.run(["layout", "compositional", "--swift", "Tests/Fixtures/swift/orthogonal.swift", "--items", "3,3,3,3,3,3,3"])
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.standardError.hasPrefix("error: Tests/Fixtures/swift/orthogonal.swift:48:80: the code reaches fatalError(…) here"), "\(result.standardError)")
        #expect(result.standardError.contains("(section 6)"), "\(result.standardError)")
    }

    @Test("the REPL loads FILE.swift as it loads a spec, and keeps its layout when a file is bad")
    func replLoad() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let grid = MosaicRunner.packageRoot.appendingPathComponent("Tests/Fixtures/swift/grid.swift").path
        try Data("let x = y\n".utf8).write(to: directory.appendingPathComponent("bad.swift"))
        let result = try MosaicRunner.run(["repl"], in: directory, standardInput: [
            ":load \(grid)", ":save a.json", ":load bad.swift", ":save b.json",
        ].joined(separator: "\n") + "\n")
        #expect(result.status == 1)
        #expect(result.errorLines.count == 1, "\(result.standardError)")
        #expect(result.errorLines.first?.hasPrefix("error: line 3: bad.swift:1:9: 'y' is not defined in this file (if another file of the app declares it, read that file too: another --swift FILE, or their folder); supported: number, string and Boolean literals, string interpolation,") == true, "\(result.standardError)")
        let a = try String(contentsOf: directory.appendingPathComponent("a.json"), encoding: .utf8)
        let b = try String(contentsOf: directory.appendingPathComponent("b.json"), encoding: .utf8)
        #expect(a == b)
        #expect(a.contains("\"layout\": \"compositional\""))
    }

    @Test("a script's mosaic.load(\"FILE.swift\") reads the file through the working directory, as it reads a spec")
    func scriptLoad() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let grid = MosaicRunner.packageRoot.appendingPathComponent("Tests/Fixtures/swift/grid.swift")
        try Data(contentsOf: grid).write(to: directory.appendingPathComponent("grid.swift"))
        let result = try MosaicRunner.run(["run", "-"], in: directory, standardInput: "local l = mosaic.load('grid.swift') l:items(6) l:save('out.csv')\n")
        #expect(result.status == 0, "\(result.standardError)")
        let csv = try String(contentsOf: directory.appendingPathComponent("out.csv"), encoding: .utf8)
        #expect(csv.contains("\ncell,,0,5,0,78,78,78,"), "\(csv)")
    }

    @Test("--watch reads the Swift file again when it changes")
    func watch() throws {
        let result = try MosaicRunner.run(["layout", "compositional", "--swift", "Tests/Fixtures/swift/grid.swift", "--watch", "--watch-limit", "1", "--format", "json", "--items", "3"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.contains("rendered json to standard output: 3 items"), "\(result.standardError)")
    }
}
