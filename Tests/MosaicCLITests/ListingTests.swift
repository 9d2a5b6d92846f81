import Foundation
import Mosaic
import Testing

/// `mosaic layouts`, `mosaic` on its own, and `--help`.
@Suite("mosaic layouts, preview and help")
struct ListingTests {
    @Test func layoutsListsEveryLayoutAndParameter() throws {
        let result = try MosaicRunner.run(["layouts"])
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        // A block per layout, separated by blank lines.
        let blocks = result.standardOutput.components(separatedBy: "\n\n").map { $0.split(separator: "\n").map(String.init) }
        #expect(BuiltinLayouts.all.map(\.name) == ["flow", "waterfall", "fan", "compositional"])
        for layout in BuiltinLayouts.all {
            let block = blocks.first { $0.first == "\(layout.name) — \(layout.summary)" }
            #expect(block != nil, "\(layout.name)")
            for spec in layout.parameterSpecs {
                let row = block?.first { $0.hasPrefix("  \(spec.name) ") }
                #expect(row?.contains(" \(spec.defaultValue.description) ") == true, "\(layout.name).\(spec.name)")
                #expect(row?.contains(spec.kind.summary) == true, "\(layout.name).\(spec.name)")
                #expect(row?.hasSuffix(spec.doc) == true, "\(layout.name).\(spec.name)")
            }
        }
    }

    @Test func layoutsColumnsAreAligned() throws {
        let result = try MosaicRunner.run(["layouts"])
        let rows = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  ") }
        let defaultColumns = Set(rows.map { row in
            // The default starts after the name and at least two spaces.
            row.dropFirst(2).drop { $0 != " " }.prefix { $0 == " " }.count + row.dropFirst(2).prefix { $0 != " " }.count
        })
        #expect(rows.count == BuiltinLayouts.all.count + BuiltinLayouts.all.reduce(0) { $0 + $1.parameterSpecs.count })
        #expect(defaultColumns.count == 1)
    }

    @Test func layoutsJSONDescribesEveryParameter() throws {
        let document = try MosaicRunner.json(["layouts", "--format", "json"])
        let layouts = document["layouts"]?.array ?? []
        #expect(layouts.compactMap { $0["name"]?.string } == BuiltinLayouts.all.map(\.name))
        for (listed, layout) in zip(layouts, BuiltinLayouts.all) {
            #expect(listed["summary"]?.string == layout.summary)
            let parameters = listed["parameters"]?.array ?? []
            #expect(parameters.compactMap { $0["name"]?.string } == layout.parameterSpecs.map(\.name))
            for (parameter, spec) in zip(parameters, layout.parameterSpecs) {
                #expect(parameter["doc"]?.string == spec.doc)
                #expect(parameter["accepts"]?.string == spec.kind.summary)
                #expect(parameter["default"].map(Self.describe) == spec.defaultValue.description, "\(spec.name)")
            }
        }
    }

    @Test func noArgumentsShowsTheFanPreviewAndAHint() throws {
        let bare = try MosaicRunner.run([])
        let fan = try MosaicRunner.run(["layout", "fan", "--items", "12", "--offset", "603,0"])
        #expect(bare.status == 0)
        #expect(bare.standardError.isEmpty)
        #expect(fan.standardOutput.hasPrefix("fan "))
        #expect(bare.standardOutput.hasPrefix(fan.standardOutput))
        let hint = bare.standardOutput.dropFirst(fan.standardOutput.count)
        #expect(hint.split(separator: "\n").count == 1)
        #expect(hint.contains("mosaic layouts"))
        #expect(hint.contains("mosaic layout NAME"))
    }

    @Test(arguments: [
        (["--help"], "Compute collection-view layouts"),
        (["layout", "--help"], "Lay out items with a layout"),
        (["help", "layout"], "Lay out items with a layout"),
        (["layouts", "--help"], "List the layouts"),
    ])
    func helpWorksEverywhere(arguments: [String], abstract: String) throws {
        let result = try MosaicRunner.run(arguments)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("OVERVIEW: \(abstract)"))
        #expect(result.standardOutput.contains("Examples:"))
        #expect(result.standardOutput.contains("USAGE: mosaic"))
    }

    /// A parameter value as the command line writes it.
    private static func describe(_ value: JSONValue) -> String {
        switch value.content {
        case .number(let number): number.shortDescription
        case .bool(let bool): String(bool)
        case .string(let string): string
        case .object:
            ["top", "left", "bottom", "right"].map { value.number($0).shortDescription }.joined(separator: ",")
        default: "?"
        }
    }
}

/// Issue 10 item 13: what `mosaic layouts` says about the built-in layouts
/// points at nothing outside the repository.
@Suite("mosaic layouts: where layouts come from, in words")
struct ListingProvenanceTests {
    @Test func summariesAndParameterDocsNameNoSourceMaterialOutsideTheRepository() throws {
        for format in ["text", "json"] {
            let result = try MosaicRunner.run(["layouts", "--format", format])
            #expect(result.status == 0, "\(result.standardError)")
            // Before: "(000)", "(000, 001)", "(002)", "(003)" pointed at files in ../shared/reference/.
            #expect(result.standardOutput.firstMatch(of: /\(\d{3}/) == nil, "\(format)")
            #expect(!result.standardOutput.contains("shared/"))
            #expect(!result.standardOutput.contains("reference"))
            #expect(!result.standardOutput.contains("seed"))
        }
        let text = try MosaicRunner.run(["layouts"]).standardOutput
        #expect(text.contains("flow — items in lines, each its own size or the item size: UIKit's UICollectionViewFlowLayout"))
        #expect(text.contains("waterfall — the Pinterest-style waterfall"))
        #expect(text.contains("compositional — sections of groups of items: UIKit's UICollectionViewCompositionalLayout"))
    }

    @Test func theReadmeAndTheDocsNameNoSourceMaterialOutsideTheRepository() throws {
        let root = MosaicRunner.packageRoot
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.map { "docs/" + $0 }
        for path in ["README.md"] + docs {
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.contains("../shared/"), "\(path)")
            #expect(!text.contains("shared/reference"), "\(path)")
            #expect(text.firstMatch(of: /\d{3}_[0-9a-f]{16}\.txt/) == nil, "\(path)")
            #expect(text.firstMatch(of: /\((00\d)(, 00\d)*\)/) == nil, "\(path)")
        }
    }
}
