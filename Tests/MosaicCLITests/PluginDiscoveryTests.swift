import Foundation
import Mosaic
import Testing

/// Plugins found by name on the search path (`./layouts`, `$MOSAIC_PATH`,
/// `~/.config/mosaic/layouts`), and `mosaic layouts` listing them.
@Suite("mosaic: plugin discovery and listing")
struct PluginDiscoveryTests {
    @Test func pluginByNameOnMosaicPathEqualsTheFile() throws {
        let directory = try PluginFixtures.directory(["spiral.lua": try PluginFixtures.packageFile("examples/spiral.lua")])
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["-p", "radius=120", "--items", "20", "--format", "json"]
        let byName = try MosaicRunner.run(["layout", "spiral"] + arguments, environment: ["MOSAIC_PATH": directory.path])
        let byFile = try MosaicRunner.run(["layout", "examples/spiral.lua"] + arguments)
        #expect(byName.status == 0, "\(byName.standardError)")
        #expect(byName.standardOutput == byFile.standardOutput)
        #expect(byName.standardOutput.contains("\"layout\": \"spiral\""))
    }

    /// `./layouts` first, then `$MOSAIC_PATH` in order (empty entries
    /// ignored), then `~/.config/mosaic/layouts`.
    @Test func searchPathOrderDecidesWhichPluginRuns() throws {
        let root = try PluginFixtures.directory([
            "work/layouts/first.lua": PluginFixtures.marker(x: 1),
            "a/first.lua": PluginFixtures.marker(x: 2),
            "a/second.lua": PluginFixtures.marker(x: 2),
            "b/second.lua": PluginFixtures.marker(x: 3),
            "b/third.lua": PluginFixtures.marker(x: 3),
            "home/.config/mosaic/layouts/third.lua": PluginFixtures.marker(x: 4),
            "home/.config/mosaic/layouts/fourth.lua": PluginFixtures.marker(x: 4),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let environment = [
            "MOSAIC_PATH": "::\(root.path)/a::\(root.path)/b/:",
            "HOME": root.appendingPathComponent("home").path,
        ]
        let work = root.appendingPathComponent("work")
        for (name, x) in [("first", 1.0), ("second", 2), ("third", 3), ("fourth", 4)] {
            let document = try MosaicRunner.json(["layout", name, "--items", "3", "--format", "json"], environment: environment, in: work)
            #expect(PluginFixtures.frameXs(document) == [x, x, x], "\(name)")
        }
    }

    /// A plugin goes by its `name` field when it has one, not its file name.
    @Test func pluginGoesByItsNameField() throws {
        let directory = try PluginFixtures.directory(["file-name.lua": PluginFixtures.marker(name: "declared", x: 7)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["MOSAIC_PATH": directory.path]
        let document = try MosaicRunner.json(["layout", "declared", "--items", "2", "--format", "json"], environment: environment)
        #expect(PluginFixtures.frameXs(document) == [7, 7])
        let unknown = try MosaicRunner.run(["layout", "file-name"], environment: environment)
        #expect(unknown.status == 64)
        #expect(unknown.errorLines == ["error: unknown layout 'file-name'; available layouts: flow, waterfall, fan, compositional, declared"])
    }

    @Test func unknownParameterOfAPluginByNameListsItsParameters() throws {
        let directory = try PluginFixtures.directory(["marker.lua": PluginFixtures.marker(x: 0)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(["layout", "marker", "-p", "sise=3"], environment: ["MOSAIC_PATH": directory.path])
        #expect(result.status == 64)
        #expect(result.errorLines == ["error: unknown parameter 'sise' for layout 'marker'; its parameters are size"])
    }

    @Test func builtinWinsOverAPluginOfTheSameName() throws {
        let directory = try PluginFixtures.directory(["fan.lua": PluginFixtures.marker(x: 9)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["MOSAIC_PATH": directory.path]
        let shadowed = try MosaicRunner.run(["layout", "fan", "--format", "json"], environment: environment)
        let native = try MosaicRunner.run(["layout", "fan", "--format", "json"])
        #expect(shadowed.status == 0)
        #expect(shadowed.standardOutput == native.standardOutput)

        let file = directory.appendingPathComponent("fan.lua").path
        let listing = try MosaicRunner.run(["layouts"], environment: environment)
        #expect(listing.standardOutput.contains("\n  warning: \(file) is shadowed by the built-in layout fan\n"))
        let document = try MosaicRunner.json(["layouts", "--format", "json"], environment: environment)
        let plugin = document["layouts"]?.array.first { $0["file"]?.string == file }
        #expect(plugin?["name"]?.string == "fan")
        #expect(plugin?["shadowedBy"]?.string == "builtin")
    }

    @Test func layoutsListsPluginsAfterTheBuiltinsWithTheirFiles() throws {
        let directory = try PluginFixtures.directory([
            "spiral.lua": try PluginFixtures.packageFile("examples/spiral.lua"),
            "marker.lua": PluginFixtures.marker(x: 0),
            "notes.txt": "not a plugin",
            ".hidden.lua": PluginFixtures.marker(name: "hidden", x: 0),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["MOSAIC_PATH": directory.path]
        let result = try MosaicRunner.run(["layouts"], environment: environment)
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let blocks = result.standardOutput.components(separatedBy: "\n\n").map { $0.split(separator: "\n").map(String.init) }
        #expect(blocks.compactMap { $0.first?.split(separator: " ").first.map(String.init) }
            == ["flow", "waterfall", "fan", "compositional", "marker", "spiral", "Set"])
        let spiral = blocks.first { $0.first == "spiral — Archimedean spiral, items turned along the tangent" } ?? []
        #expect(spiral.dropFirst().first == "  file: \(directory.path)/spiral.lua")
        let radius = spiral.first { $0.hasPrefix("  radius ") }
        #expect(radius?.contains(" 40 ") == true)
        #expect(radius?.contains("a number ≥ 0") == true)
        #expect(radius?.hasSuffix("distance of item 0 from the centre") == true)

        let document = try MosaicRunner.json(["layouts", "--format", "json"], environment: environment)
        let layouts = document["layouts"]?.array ?? []
        #expect(layouts.compactMap { $0["name"]?.string } == ["flow", "waterfall", "fan", "compositional", "marker", "spiral"])
        #expect(layouts.prefix(3).allSatisfy { $0["file"] == nil && $0["shadowedBy"] == nil && $0["error"] == nil })
        let listed = layouts.last
        #expect(listed?["file"]?.string == "\(directory.path)/spiral.lua")
        #expect(listed?["summary"]?.string == "Archimedean spiral, items turned along the tangent")
        #expect(listed?["parameters"]?.array.compactMap { $0["name"]?.string } == ["anglePerItem", "growth", "itemHeight", "itemWidth", "radius"])
        #expect(listed?["parameters"]?.array.last?.number("default") == 40)
    }

    @Test func shadowedPluginIsListedWithAWarning() throws {
        let root = try PluginFixtures.directory([
            "a/marker.lua": PluginFixtures.marker(x: 1),
            "b/marker.lua": PluginFixtures.marker(x: 2),
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let (winner, loser) = (root.path + "/a/marker.lua", root.path + "/b/marker.lua")
        let environment = ["MOSAIC_PATH": "\(root.path)/a:\(root.path)/b"]
        let listing = try MosaicRunner.run(["layouts"], environment: environment)
        #expect(listing.status == 0)
        let lines = listing.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.filter { $0.contains("warning:") } == ["  warning: \(loser) is shadowed by \(winner)"])
        #expect(lines.filter { $0.hasPrefix("marker — ") }.count == 2)

        let document = try MosaicRunner.json(["layouts", "--format", "json"], environment: environment)
        let markers = document["layouts"]?.array.filter { $0["name"]?.string == "marker" } ?? []
        #expect(markers.compactMap { $0["file"]?.string } == [winner, loser])
        #expect(markers.first?["shadowedBy"] == nil)
        #expect(markers.last?["shadowedBy"]?.string == winner)
    }

    /// A plugin that fails to load is listed with its error; the others
    /// are still listed and the listing succeeds. Run by name, it fails
    /// with the same line.
    @Test func brokenPluginIsListedWithItsError() throws {
        let directory = try PluginFixtures.directory([
            "broken.lua": try String(contentsOfFile: MosaicRunner.fixture("hostile/syntax-error.lua"), encoding: .utf8),
            "marker.lua": PluginFixtures.marker(x: 0),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let environment = ["MOSAIC_PATH": directory.path]
        let file = directory.path + "/broken.lua"
        let message = "\(file):5: ')' expected (to close '(' at line 4) near 'end'"

        let listing = try MosaicRunner.run(["layouts"], environment: environment)
        #expect(listing.status == 0)
        #expect(listing.standardError.isEmpty)
        #expect(listing.standardOutput.contains("\nbroken\n  file: \(file)\n  error: \(message)\n\n"))
        #expect(listing.standardOutput.contains("\nmarker — marker at x = 0\n"))

        let document = try MosaicRunner.json(["layouts", "--format", "json"], environment: environment)
        let broken = document["layouts"]?.array.first { $0["name"]?.string == "broken" }
        #expect(broken?["file"]?.string == file)
        #expect(broken?["error"]?.string == message)
        #expect(broken?["parameters"]?.array.isEmpty == true)

        let run = try MosaicRunner.run(["layout", "broken"], environment: environment)
        #expect(run.status == 1)
        #expect(run.errorLines == ["error: \(message)"])
    }

    /// The limits hold while listing: a runaway plugin is listed with its
    /// error after --timeout, and the rest of the listing goes on.
    @Test func runawayPluginIsListedWithTheTimeLimitError() throws {
        let directory = try PluginFixtures.directory([
            "loop.lua": try String(contentsOfFile: MosaicRunner.fixture("hostile/infinite-loop.lua"), encoding: .utf8),
            "marker.lua": PluginFixtures.marker(x: 0),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = try MosaicRunner.json(["layouts", "--format", "json", "--timeout", "0.2"], environment: ["MOSAIC_PATH": directory.path])
        let layouts = document["layouts"]?.array ?? []
        #expect(layouts.compactMap { $0["name"]?.string } == ["flow", "waterfall", "fan", "compositional", "loop", "marker"])
        #expect(layouts.first { $0["name"]?.string == "loop" }?["error"]?.string == "\(directory.path)/loop.lua:4: time limit of 0.2 s exceeded")
    }
}
