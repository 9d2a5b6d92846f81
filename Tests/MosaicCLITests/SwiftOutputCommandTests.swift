import Foundation
import Testing

/// `mosaic layout … --format swift`, `-o FILE.swift` and the REPL's
/// `:save FILE.swift`: the built binary writes the golden Swift of
/// `Tests/Fixtures/golden/swift` (written in process by
/// `MosaicSwiftTests`), and refuses what UIKit cannot say with one line.
@Suite("mosaic layout --format swift")
struct SwiftOutputCommandTests {
    /// The golden file's text from `import UIKit` on (the first comment
    /// names the command that wrote it).
    static func goldenBody(_ name: String) throws -> String {
        let url = MosaicRunner.packageRoot.appendingPathComponent("Tests/Fixtures/golden/swift/\(name).swift")
        return body(try String(contentsOf: url, encoding: .utf8))
    }

    /// A file's text from `import UIKit` on.
    static func body(_ source: String) -> String {
        guard let start = source.range(of: "import UIKit\n") else { return "(no import UIKit in: \(source))" }
        return String(source[start.lowerBound...])
    }

    @Test("an example spec: standard output is the golden file, the command in its first comment")
    func specToStandardOutput() throws {
        let result = try MosaicRunner.run(["layout", "compositional", "--spec", "examples/compositional-list.json", "--format", "swift"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("// Written by mosaic: mosaic layout compositional --spec examples/compositional-list.json --format swift.\n"))
        #expect(Self.body(result.standardOutput) == (try Self.goldenBody("compositional-list")))
    }

    @Test("-o FILE.swift picks the format and writes the file; the built-in compositional layout is the vibe spec")
    func outputFileByExtension() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Layout.swift").path
        let result = try MosaicRunner.run(["layout", "compositional", "-o", path])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(Self.body(try String(contentsOfFile: path, encoding: .utf8)) == (try Self.goldenBody("compositional-default")))
    }

    @Test("flow parameters, per-section ones included, are the golden flow files")
    func flowParameters() throws {
        let cases: [(String, [String])] = [
            ("flow-default", []),
            ("flow-typical", ["itemWidth=160", "itemHeight=90.5", "lineSpacing=12", "interitemSpacing=8", "sectionInset=16,20,16,20",
                              "headerHeight=44", "footerHeight=20", "pinHeaders=true"]),
            ("flow-per-section", ["itemWidth=100,50", "sectionInset=0,0,0,0;20,10,20,10", "lineSpacing=4,8,16", "interitemSpacing=2,6",
                                  "headerHeight=40,0", "footerHeight=0,10"]),
        ]
        for (name, settings) in cases {
            let result = try MosaicRunner.run(["layout", "flow", "--format", "swift"] + settings.flatMap { ["-p", $0] })
            #expect(result.status == 0, "\(name): \(result.standardError)")
            #expect(Self.body(result.standardOutput) == (try Self.goldenBody(name)), "\(name)")
        }
    }

    @Test("a Lua file that returns a static mosaic.compositional{…} writes what its spec twin writes")
    func staticLuaCompositional() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("list.lua")
        try """
        return mosaic.compositional {
          section = {
            group = {
              arrangement = "horizontal",
              size = { width = { fractionalWidth = 1 }, height = { estimated = 44 } },
              subitems = { { size = { width = { fractionalWidth = 1 }, height = { estimated = 44 } } } },
            },
            interGroupSpacing = 1,
            contentInsets = { top = 8, leading = 16, bottom = 8, trailing = 16 },
            boundarySupplementaryItems = {
              { kind = "header", alignment = "top", size = { width = { fractionalWidth = 1 }, height = 30 }, pinToVisibleBounds = true },
            },
            decorationItems = { { kind = "background" } },
          },
        }
        """.write(to: file, atomically: true, encoding: .utf8)
        let result = try MosaicRunner.run(["layout", file.path, "--format", "swift"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.body(result.standardOutput) == (try Self.goldenBody("compositional-list")))
    }

    @Test("what UIKit cannot say: one line naming it, status 1, and no file written", arguments: [
        (["layout", "fan"], "error: fan has no UIKit equivalent; --format swift writes compositional and flow layouts"),
        (["layout", "waterfall"], "error: waterfall has no UIKit equivalent; --format swift writes compositional and flow layouts"),
        (["layout", "examples/spiral.lua"], "error: --format swift: 'spiral' is a Lua plugin that places its own elements"),
        (["layout", "examples/compositional-vibe.lua"], "error: --format swift: layout 'compositional-vibe': sections: the sections come from the function 'examples/compositional-vibe.lua:30'"),
        (["layout", "examples/custom-group.lua"], "error: --format swift: layout 'custom-group': section.group: a custom group"),
        (["layout", "examples/carousel.lua"], "error: --format swift: layout 'carousel': section.visibleItemsInvalidationHandler: the function 'examples/carousel.lua:27' has no Swift form"),
        (["layout", "flow", "-p", "alignment=leading"], "error: --format swift: layout 'flow': alignment: alignment=leading has no UIKit equivalent"),
    ])
    func refusals(arguments: [String], message: String) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("out.swift").path
        for output in [["--format", "swift"], ["-o", path]] {
            let result = try MosaicRunner.run(arguments + output)
            #expect(result.status == 1, "\(arguments)")
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines.count == 1, "\(result.standardError)")
            #expect(result.errorLines.first.map { $0.hasPrefix(message) } == true, "\(result.standardError)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "no file, no temporary left")
    }

    @Test("--watch with --format swift is a usage error")
    func watchRefused() throws {
        let result = try MosaicRunner.run(["layout", "compositional", "--spec", "examples/compositional-list.json", "--format", "swift", "--watch"])
        #expect(result.status == 64)
        #expect(result.errorLines.count == 1)
        #expect(result.standardError.contains("--format swift writes its code once"))
    }

    @Test("the REPL's :save FILE.swift and l:save write the same file; a fan and --compact are refused")
    func replSave() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(["repl"], in: directory, standardInput: [
            ":load flow", ":save a.swift", "l = mosaic.load('flow')", "l:save('b.SWIFT')",
            ":load fan", ":save c.swift", ":load flow", ":save d.swift --compact", ":save e.dat",
        ].joined(separator: "\n") + "\n")
        #expect(result.status == 1)
        let errors = result.errorLines
        #expect(errors.count == 3, "\(result.standardError)")
        #expect(errors.first == "error: line 6: fan has no UIKit equivalent; :save FILE.swift writes compositional and flow layouts")
        #expect(errors.dropFirst().first == "error: line 8: compact is a form of the JSON output; 'd.swift' is swift")
        #expect(errors.last?.contains("use .svg, .json, .csv, .txt, .swift") == true)
        let a = try String(contentsOf: directory.appendingPathComponent("a.swift"), encoding: .utf8)
        let b = try String(contentsOf: directory.appendingPathComponent("b.SWIFT"), encoding: .utf8)
        #expect(a == b)
        #expect(Self.body(a) == (try Self.goldenBody("flow-default")))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == ["a.swift", "b.SWIFT"])
    }
}
