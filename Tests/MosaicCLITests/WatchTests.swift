import Foundation
import Mosaic
import Testing

/// `mosaic layout … --watch`: renders again when the plugin, a module beside
/// it or the data file changes; a broken edit prints its error and keeps
/// the last good output; Ctrl-C ends the watch cleanly.
@Suite("mosaic layout --watch")
struct WatchTests {
    /// A plugin placing item i at (0, i·size), one item of side `size`
    /// each; the parameter's default is what the tests edit.
    static func plugin(defaultSize: Int) -> String {
        """
        return {
          params = { size = { default = \(defaultSize), min = 1 } },
          prepare = function(ctx)
            local size = ctx.params.size
            for item = 0, ctx:items(0) - 1 do
              ctx:place(0, item, 0, item * size, size, size)
            end
          end,
        }
        """
    }

    /// The same plugin with a syntax error on line 4.
    static let brokenPlugin = plugin(defaultSize: 10).replacingOccurrences(of: "local size =", with: "local size = =")

    /// The widths of the elements in a JSON export.
    static func widths(_ file: URL) throws -> [Double] {
        try JSONParser.parse(String(contentsOf: file, encoding: .utf8)).elements.map { $0.rect("frame").width }
    }

    @Test func editsRenderAgainAndABrokenEditKeepsTheLastGoodOutput() throws {
        let directory = try PluginFixtures.directory(["plugin.lua": Self.plugin(defaultSize: 10)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let pluginURL = directory.appendingPathComponent("plugin.lua")
        let outputURL = directory.appendingPathComponent("out.json")
        let watch = try WatchedMosaic(
            ["layout", "plugin.lua", "--items", "3", "-o", "out.json", "--watch", "--watch-limit", "4"],
            in: directory
        )

        guard let first = watch.waitForStatusLines(1) else { return }
        #expect(first[0].contains("rendered 'out.json': 3 items, prepare "), "\(first)")
        #expect(try Self.widths(outputURL) == [10, 10, 10])

        // Written in place (same size, same inode): only the time tells.
        try Self.plugin(defaultSize: 20).write(to: pluginURL, atomically: false, encoding: .utf8)
        guard let second = watch.waitForStatusLines(2) else { return }
        #expect(second[1].contains("rendered 'out.json': 3 items"), "\(second)")
        #expect(try Self.widths(outputURL) == [20, 20, 20])
        let lastGood = try Data(contentsOf: outputURL)

        // Saved through a temporary file and a rename, as many editors do.
        try Self.brokenPlugin.write(to: pluginURL, atomically: true, encoding: .utf8)
        guard let third = watch.waitForStatusLines(3) else { return }
        #expect(third[2].contains("error: plugin.lua:4:"), "\(third)")
        #expect(try Data(contentsOf: outputURL) == lastGood)

        try Self.plugin(defaultSize: 30).write(to: pluginURL, atomically: true, encoding: .utf8)
        guard let fourth = watch.waitForStatusLines(4) else { return }
        #expect(fourth[3].contains("rendered 'out.json': 3 items"), "\(fourth)")
        #expect(try Self.widths(outputURL) == [30, 30, 30])

        #expect(watch.waitForExit() == 0)
        #expect(watch.statusLines.count == 4, "one line per render: \(watch.statusLines)")
    }

    @Test func parametersOnTheCommandLineOutliveAnEditedDefault() throws {
        let directory = try PluginFixtures.directory(["plugin.lua": Self.plugin(defaultSize: 10)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("out.json")
        let watch = try WatchedMosaic(
            ["layout", "plugin.lua", "--items", "2", "-p", "size=7", "-o", "out.json", "--watch", "--watch-limit", "2"],
            in: directory
        )
        guard watch.waitForStatusLines(1) != nil else { return }
        #expect(try Self.widths(outputURL) == [7, 7])
        try Self.plugin(defaultSize: 20).appending("\n-- edited\n")
            .write(to: directory.appendingPathComponent("plugin.lua"), atomically: true, encoding: .utf8)
        guard let lines = watch.waitForStatusLines(2) else { return }
        #expect(lines[1].contains("rendered"), "\(lines)")
        #expect(try Self.widths(outputURL) == [7, 7])
        #expect(watch.waitForExit() == 0)
    }

    @Test func aModuleBesideThePluginIsWatched() throws {
        let main = """
            local width = require("width")
            return {
              prepare = function(ctx)
                for item = 0, ctx:items(0) - 1 do
                  ctx:place(0, item, 0, item * 10, width, 10)
                end
              end,
            }
            """
        let directory = try PluginFixtures.directory(["main.lua": main, "width.lua": "return 5\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let outputURL = directory.appendingPathComponent("out.json")
        let watch = try WatchedMosaic(
            ["layout", "./main.lua", "--items", "2", "-o", "out.json", "--watch", "--watch-limit", "2"],
            in: directory
        )
        guard watch.waitForStatusLines(1) != nil else { return }
        #expect(try Self.widths(outputURL) == [5, 5])
        try "return 8\n".write(to: directory.appendingPathComponent("width.lua"), atomically: false, encoding: .utf8)
        guard let lines = watch.waitForStatusLines(2) else { return }
        #expect(lines[1].contains("rendered"), "\(lines)")
        #expect(try Self.widths(outputURL) == [8, 8])
        #expect(watch.waitForExit() == 0)
    }

    @Test func theDataFileIsWatchedEvenWhileItIsMissing() throws {
        let directory = try PluginFixtures.directory(["items.json": "[10, 20]"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let dataURL = directory.appendingPathComponent("items.json")
        let outputURL = directory.appendingPathComponent("out.csv")
        let watch = try WatchedMosaic(
            ["layout", "flow", "--data", "items.json", "-o", "out.csv", "--watch", "--watch-limit", "3"],
            in: directory
        )
        guard let first = watch.waitForStatusLines(1) else { return }
        #expect(first[0].contains("rendered 'out.csv': 2 items"), "\(first)")
        let rendered = try String(contentsOf: outputURL, encoding: .utf8)

        try FileManager.default.removeItem(at: dataURL)
        guard let second = watch.waitForStatusLines(2) else { return }
        #expect(second[1].contains("error: cannot read data file 'items.json'"), "\(second)")
        #expect(try String(contentsOf: outputURL, encoding: .utf8) == rendered)

        try "[10, 20, 30]".write(to: dataURL, atomically: true, encoding: .utf8)
        guard let third = watch.waitForStatusLines(3) else { return }
        #expect(third[2].contains("rendered 'out.csv': 3 items"), "\(third)")
        #expect(watch.waitForExit() == 0)
    }

    @Test func ctrlCEndsTheWatchWithStatusZeroAndNoStrayFiles() throws {
        let directory = try PluginFixtures.directory(["plugin.lua": Self.plugin(defaultSize: 10)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let watch = try WatchedMosaic(["layout", "plugin.lua", "-o", "out.svg", "--watch"], in: directory)
        guard watch.waitForStatusLines(1) != nil else { return }
        watch.interrupt()
        #expect(watch.waitForExit() == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
        #expect(files == ["out.svg", "plugin.lua"])
    }

    @Test func theTextPreviewIsWrittenAsIsWhenNotATerminal() throws {
        let directory = try PluginFixtures.directory(["plugin.lua": Self.plugin(defaultSize: 10)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(["layout", "plugin.lua", "--items", "2", "--watch", "--watch-limit", "1"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.errorLines.count == 1)
        #expect(result.errorLines.first?.contains("rendered the preview: 2 items, prepare ") == true, "\(result.standardError)")
        let once = try MosaicRunner.run(["layout", "plugin.lua", "--items", "2"], in: directory)
        // Not a terminal: the preview is written as is, without clearing the screen.
        #expect(result.standardOutput == once.standardOutput)
    }

    @Test func watchingNeedsSomethingToWatch() throws {
        let cases: [(arguments: [String], message: String, status: Int32)] = [
            (["layout", "fan", "--watch"], "nothing to watch", 1),
            (["layout", "fan", "--watch-limit", "2"], "--watch-limit needs --watch", 64),
            (["layout", "fan", "--items", "3", "--watch", "--watch-limit", "0"], "--watch-limit 0", 64),
        ]
        for (arguments, message, status) in cases {
            let result = try MosaicRunner.run(arguments)
            #expect(result.status == status, "\(arguments)")
            #expect(result.errorLines.count == 1, "\(arguments)")
            #expect(result.standardError.contains(message), "\(result.standardError)")
        }
    }
}
