import Foundation
import Mosaic
import Testing

/// `mosaic layout FILE.lua` for plugin files that return
/// `mosaic.compositional{…}`: the same output as the JSON spec, and bad
/// tables reported as one line with the file, line and key path.
@Suite("mosaic layout: compositional layouts written in Lua")
struct CompositionalPluginTests {
    @Test func theLuaVibeExampleGivesTheJSONSpecsElements() throws {
        let data = ["--data", "examples/compositional-vibe-data.json", "--format", "json"]
        let lua = try MosaicRunner.run(["layout", "examples/compositional-vibe.lua"] + data)
        let spec = try MosaicRunner.run(["layout", "compositional", "--spec", "examples/compositional-vibe.json"] + data)
        #expect(lua.status == 0, "\(lua.standardError)")
        #expect(spec.status == 0, "\(spec.standardError)")
        let luaJSON = try JSONParser.parse(lua.standardOutput), specJSON = try JSONParser.parse(spec.standardOutput)
        #expect(luaJSON["layout"]?.string == "compositional-vibe")
        #expect(luaJSON.elements.count == 31 + 3)
        // Everything but the layout's name is the same, byte for byte.
        let body = { (text: String) in text.split(separator: "\n").filter { !$0.hasPrefix("  \"layout\"") } }
        #expect(body(lua.standardOutput) == body(spec.standardOutput))
    }

    @Test func theCustomGroupExampleDrawsEveryTile() throws {
        let json = try MosaicRunner.json(["layout", "examples/custom-group.lua", "--items", "14", "--format", "json"])
        #expect(json.elements.count == 14)
        #expect(json["parameters"]?["scrollDirection"]?.string == "vertical")
    }

    @Test func aBadTableIsOneLineWithTheLineAndTheKeyPath() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        -- a count of zero
        return mosaic.compositional {
          section = { group = { arrangement = "vertical", size = { width = 100, height = 100 },
                                subitem = { size = { width = 10, height = 10 } }, count = 0 } },
        }
        """.write(to: directory.appendingPathComponent("bad.lua"), atomically: true, encoding: .utf8)
        let result = try MosaicRunner.run(["layout", "bad.lua", "-o", "out.svg"], in: directory)
        #expect(result.status == 1)
        #expect(result.errorLines == ["error: bad.lua:2: mosaic.compositional: section.group.count: a count must be from 1 to 100000, found 0"])
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.svg").path))
    }
}
