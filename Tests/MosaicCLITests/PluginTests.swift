import Foundation
import Mosaic
import Testing

/// `mosaic layout FILE.lua`: plugins laid out like the built-ins, their
/// parameters, their errors and their limits.
@Suite("mosaic layout: Lua plugin files")
struct PluginTests {
    @Test func spiralExampleWritesAnSVGWithAGroupPerItem() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("spiral.svg")
        let result = try MosaicRunner.run([
            "layout", "examples/spiral.lua", "-p", "radius=120", "--items", "40", "--format", "svg", "-o", file.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardError.isEmpty)
        #expect(result.standardOutput.isEmpty)
        let svg = try String(contentsOf: file, encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.components(separatedBy: "<g class=\"cell").count - 1 == 40)
        #expect(svg.hasSuffix("</svg>\n"))
    }

    /// Item i sits at distance radius + growth · i · anglePerItem from the
    /// centre of the content, so -p radius=120 must reach the script.
    @Test func spiralParametersReachTheScript() throws {
        let document = try MosaicRunner.json([
            "layout", "examples/spiral.lua", "-p", "radius=120", "-p", "anglePerItem=0.5", "--items", "10", "--format", "json",
        ])
        let size = document["contentSize"]
        let centre = Point(x: (size?.number("width") ?? .nan) / 2, y: (size?.number("height") ?? .nan) / 2)
        let distances = document.elements.map { element in
            let frame = element.rect("frame")
            return ((frame.midX - centre.x) * (frame.midX - centre.x) + (frame.midY - centre.y) * (frame.midY - centre.y)).squareRoot()
        }
        #expect(distances.count == 10)
        for (item, distance) in distances.enumerated() {
            #expect(abs(distance - (120 + 12 * Double(item) * 0.5)) < 1e-9, "item \(item)")
        }
        #expect(document["layout"]?.string == "spiral")
        #expect(document["parameters"]?.number("radius") == 120)
    }

    /// examples/fan.lua is the seed's fan in Lua: its export equals the
    /// built-in fan's, number for number, in several viewports and offsets.
    @Test(arguments: [
        [String](),
        ["--items", "12", "--offset", "603,0"],
        ["--items", "50", "--viewport", "1024x768", "--offset", "1330,0", "-p", "radius=800"],
        ["--data", "examples/photos.json", "--offset", "120.5,0", "-p", "itemWidth=90", "-p", "itemHeight=120"],
    ])
    func fanExampleEqualsTheBuiltinFan(arguments: [String]) throws {
        let lua = try MosaicRunner.json(["layout", "examples/fan.lua", "--format", "json"] + arguments)
        let native = try MosaicRunner.json(["layout", "fan", "--format", "json"] + arguments)
        #expect(lua.elements.count == native.elements.count)
        #expect(!native.elements.isEmpty)
        #expect(PluginFixtures.difference(lua, native, tolerance: 1e-9) == nil)
    }

    @Test(arguments: [
        (["-p", "radiuss=3"], ["unknown parameter 'radiuss'", "layout 'spiral'", "anglePerItem, growth, itemHeight, itemWidth, radius"]),
        (["-p", "radius=abc"], ["parameter radius", "'abc'", "a number ≥ 0"]),
        (["-p", "radius=-1"], ["parameter radius", "out of range", "≥ 0"]),
        (["-p", "anglePerItem=200"], ["parameter anglePerItem", "out of range", "from -100 to 100"]),
        (["-p", "radius=nan"], ["parameter radius", "'nan'"]),
    ])
    func badParametersAreRefusedAsForBuiltins(arguments: [String], keywords: [String]) throws {
        try expectRefusal(["layout", "examples/spiral.lua"] + arguments, says: keywords, status: 64)
    }

    @Test(arguments: [
        (["--timeout", "0"], ["--timeout '0'", "from 0.001 to 86400"]),
        (["--timeout", "-2"], ["--timeout '-2'", "seconds"]),
        (["--timeout", "inf"], ["--timeout 'inf'", "not a finite number"]),
        (["--timeout", "soon"], ["--timeout 'soon'", "seconds"]),
        (["--timeout", "1e9"], ["--timeout '1e9'", "86400"]),
        (["--max-memory", "0"], ["--max-memory '0'", "MiB from 1 to 1048576"]),
        (["--max-memory", "nan"], ["--max-memory 'nan'", "not a finite number"]),
        (["--max-memory", "1e300"], ["--max-memory '1e300'", "1048576"]),
        (["--max-memory", "lots"], ["--max-memory 'lots'", "MiB"]),
    ])
    func badLimitsAreRefused(arguments: [String], keywords: [String]) throws {
        try expectRefusal(["layout", "examples/spiral.lua"] + arguments, says: keywords, status: 64)
        try expectRefusal(["layouts"] + arguments, says: keywords, status: 64)
    }

    /// Hostile plugins end in one line naming the file (and the line, where
    /// the script was), exit 1, and leave an existing output file alone.
    @Test(arguments: [
        ("hostile/infinite-loop.lua", ["--timeout", "0.5"], ["infinite-loop.lua:4:", "time limit of 0.5 s exceeded"]),
        ("hostile/infinite-loop-in-pcall.lua", ["--timeout", "0.5"], ["infinite-loop-in-pcall.lua:", "time limit of 0.5 s exceeded"]),
        ("hostile/load-time-loop.lua", ["--timeout", "0.25"], ["load-time-loop.lua:", "time limit of 0.25 s exceeded"]),
        ("hostile/string-rep-bomb.lua", ["--max-memory", "16"], ["string-rep-bomb.lua", "memory limit of 16 MiB exceeded"]),
        ("hostile/table-bomb.lua", ["--max-memory", "16"], ["table-bomb.lua", "memory limit of 16 MiB exceeded"]),
        ("hostile/syntax-error.lua", [], ["syntax-error.lua:5:", "')' expected"]),
        ("hostile/io-open.lua", [], ["io-open.lua:", "io"]),
        ("hostile/nan-position.lua", [], ["nan-position.lua:", "item"]),
        ("hostile/places-nothing.lua", [], ["places-nothing.lua", "item"]),
    ])
    func failingPluginsEndInOneLine(fixture: String, arguments: [String], keywords: [String]) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = directory.appendingPathComponent("out.svg")
        try "previous\n".write(to: output, atomically: false, encoding: .utf8)
        try expectRefusal(
            ["layout", MosaicRunner.fixture(fixture), "-o", output.path] + arguments,
            says: [MosaicRunner.fixture(fixture)] + keywords,
            status: 1
        )
        #expect(try String(contentsOf: output, encoding: .utf8) == "previous\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.svg"])
    }

    /// A script that only fails on more items than the trial run's 12 fails
    /// in the real prepare: the same one line, with the script's line.
    @Test func errorInTheRealPrepareNamesTheScriptLine() throws {
        let directory = try PluginFixtures.directory([
            "picky.lua": """
                return {
                  prepare = function(ctx)
                    for item = 0, ctx:items(0) - 1 do ctx:place(0, item, 0, item * 10, 10, 10) end
                    if ctx:items(0) > 12 then error("at most 12 items, please") end
                  end,
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("picky.lua").path
        #expect(try MosaicRunner.run(["layout", file, "--items", "12"]).status == 0)
        try expectRefusal(["layout", file, "--items", "13"], says: ["\(file):4: at most 12 items, please"], status: 1)
    }

    @Test func missingPluginFileIsNamed() throws {
        try expectRefusal(["layout", "no/such/plugin.lua"], says: ["no/such/plugin.lua", "cannot read the plugin"], status: 1)
        try expectRefusal(["layout", "missing.lua"], says: ["missing.lua", "cannot read the plugin"], status: 1)
    }

    private func expectRefusal(_ arguments: [String], says keywords: [String], status: Int32) throws {
        let result = try MosaicRunner.run(arguments)
        #expect(result.status == status, "exit status of mosaic \(arguments.joined(separator: " ")): \(result.standardError)")
        #expect(result.standardOutput.isEmpty)
        #expect(result.errorLines.count == 1, "one line: \(result.standardError)")
        let line = result.errorLines.first ?? ""
        #expect(line.hasPrefix("error: "), "\(line)")
        for keyword in keywords {
            #expect(line.contains(keyword), "'\(keyword)' in: \(line)")
        }
    }
}
