import Foundation
import Mosaic
import Testing

/// A `#!` first line: skipped in every file chunk (a plugin, a module it
/// requires, a script), as `lua` skips it; and a `mosaic run` script on the
/// plugin path is listed as a script, not as a broken layout.
@Suite("#! lines and scripts on the plugin path")
struct ShebangTests {
    static let plugin = """
    #!/usr/bin/env lua
    local rows = require("rows")
    return {
      prepare = function(ctx)
        for item = 0, ctx:items(0) - 1 do ctx:place(0, item, 0, rows.height * item, 100, rows.height) end
      end,
    }
    """
    static let module = "#!/usr/bin/env lua\nreturn { height = 40 }\n"

    private func folder(_ files: [String: String]) throws -> URL {
        let directory = try MosaicRunner.temporaryDirectory()
        for (name, text) in files {
            try Data(text.utf8).write(to: directory.appendingPathComponent(name))
        }
        return directory
    }

    @Test func aPluginAndItsModuleMayStartWithAShebangLine() throws {
        let directory = try folder(["rows.lua": Self.module, "shebang.lua": Self.plugin])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(["layout", "shebang.lua", "--items", "3", "--format", "text"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.contains("content 100x120 · 3 of 3 elements"), "\(result.standardOutput)")
    }

    @Test func aShebangLineKeepsTheLineNumbersOfTheFile() throws {
        let directory = try folder(["bad.lua": "#!/usr/bin/env lua\nreturn {\n  prepare = function(ctx)\n    error('boom')\n  end,\n}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(["layout", "bad.lua"], in: directory)
        #expect(result.status != 0)
        #expect(result.standardError == "error: bad.lua:4: boom\n")
    }

    @Test func theReadmesListingTellsTheSweepScriptFromABrokenPlugin() throws {
        let directory = try folder(["broken.lua": "return {\n  prepare = 3,\n}\n"])
        defer { try? FileManager.default.removeItem(at: directory) }
        let examples = MosaicRunner.packageRoot.appendingPathComponent("examples").path
        let text = try MosaicRunner.run(["layouts"], environment: ["MOSAIC_PATH": examples + ":" + directory.path])
        #expect(text.status == 0)
        let blocks = text.standardOutput.components(separatedBy: "\n\n")
        let sweep = try #require(blocks.first { $0.hasPrefix("sweep") })
        #expect(sweep.contains("a script: mosaic run"))
        #expect(!sweep.contains("error"))
        let broken = try #require(blocks.first { $0.hasPrefix("broken") })
        #expect(broken.contains("error: "))
        let json = try MosaicRunner.json(["layouts", "--format", "json"], environment: ["MOSAIC_PATH": examples])
        let listed = try #require(json["layouts"]?.array.first { $0["name"]?.string == "sweep" })
        if case .bool(true)? = listed["script"]?.content {} else { Issue.record("sweep has no \"script\": true") }
        #expect(listed["error"] == nil)
        // Asked for by name or path, the script says how to run it.
        let byName = try MosaicRunner.run(["layout", "sweep"], environment: ["MOSAIC_PATH": examples])
        #expect(byName.status != 0)
        #expect(byName.standardError.contains("run it with mosaic run "), "\(byName.standardError)")
        let byPath = try MosaicRunner.run(["layout", "examples/sweep.lua"])
        #expect(byPath.standardError == "error: examples/sweep.lua: a script for mosaic run, not a layout (its #! line runs mosaic run): run it with mosaic run examples/sweep.lua\n")
    }
}
