import Foundation
import Mosaic
import Testing

/// A Lua plugin placing frames at ±1.7e308, through every output format;
/// frames whose edges overflow are one error line naming the element.
@Suite("mosaic layout with frames at ±1.7e308")
struct ExtremeNumberCommandTests {
    /// mode 0: items at (±1.7e308, ±1.7e308), every third near the origin;
    /// 1: also a header whose right edge overflows; 3: item 5 at x 1e308, 1e308 wide.
    static let plugin = """
    return {
      params = { mode = { default = 0, min = 0, max = 3 } },
      prepare = function(ctx)
        local m = ctx.params.mode
        for i = 0, ctx:items(0) - 1 do
          local x = (i % 2 == 0) and 1.7e308 or -1.7e308
          local y = ((i // 2) % 2 == 0) and 1.7e308 or -1.7e308
          if i % 3 == 2 then x, y = 0, i * 10 end
          if m == 3 and i == 5 then ctx:place(0, i, 1e308, 0, 1e308, 10) else ctx:place(0, i, x, y, 10, 10) end
        end
        if m == 1 then ctx:supplementary("header", 0, 0, 1e308, 0, 1e308, 10) end
      end,
    }
    """

    static let formats = ["json", "csv", "svg", "text"]

    @Test("frames at ±1.7e308 come out in every format, finite, and queries with huge rects work", arguments: formats)
    func extremeFrames(format: String) throws {
        let folder = try PluginFixtures.directory(["extreme.lua": Self.plugin])
        defer { try? FileManager.default.removeItem(at: folder) }
        for query in [nil, "-1.7e308,-1.7e308,1.7e308,1.7e308", "1e308,1e308,1e308,1e308", "-1e300,0,2e300,1000"] {
            var arguments = ["layout", "extreme.lua", "--items", "500", "--format", format]
            if let query { arguments += ["--query", query] }
            let result = try MosaicRunner.run(arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.standardError)")
            #expect(result.standardError.isEmpty)
            #expect(!result.standardOutput.isEmpty)
            #expect(!result.standardOutput.contains("null") && !result.standardOutput.contains("inf") && !result.standardOutput.contains("nan"))
        }
    }

    @Test("the queries answer what filtering every element answers")
    func queriesEqualTheFilter() throws {
        let folder = try PluginFixtures.directory(["extreme.lua": Self.plugin])
        defer { try? FileManager.default.removeItem(at: folder) }
        let all = try MosaicRunner.json(["layout", "extreme.lua", "--items", "500", "--format", "json"], in: folder).elements
        #expect(all.count == 500)
        for query in ["-1.79e308,-1.79e308,1.79e308,1.79e308", "1.6e308,1.6e308,1.5e307,1.5e307", "-1e300,0,2e300,1000"] {
            let values = query.split(separator: ",").map { Double($0)! }
            let rect = Rect(x: values[0], y: values[1], width: values[2], height: values[3])
            let queried = try MosaicRunner.json(["layout", "extreme.lua", "--items", "500", "--format", "json", "--query", query], in: folder).elements
            let expected = all.filter { $0.rect("visualFrame").intersects(rect) }
            #expect(!expected.isEmpty)
            #expect(queried.map { [$0.number("section"), $0.number("item")] } == expected.map { [$0.number("section"), $0.number("item")] }, "query \(query)")
        }
    }

    @Test("an item or a header whose edge overflows is one error line naming it, in every format", arguments: formats)
    func overflowingEdges(format: String) throws {
        let folder = try PluginFixtures.directory(["extreme.lua": Self.plugin])
        defer { try? FileManager.default.removeItem(at: folder) }
        let cases = [
            ("3", "error: layout 'extreme' gave item 0.5 a frame or transform that is not finite (or whose edges x + width, y + height overflow)"),
            ("1", "error: layout 'extreme' gave the supplementary view 'header' at 0.0 a frame or transform that is not finite (or whose edges x + width, y + height overflow)"),
        ]
        for (mode, message) in cases {
            let result = try MosaicRunner.run(["layout", "extreme.lua", "--items", "50", "-p", "mode=\(mode)", "--format", format], in: folder)
            #expect(result.status == 1)
            #expect(result.standardOutput.isEmpty)
            #expect(result.errorLines == [Substring(message)])
        }
    }
}
