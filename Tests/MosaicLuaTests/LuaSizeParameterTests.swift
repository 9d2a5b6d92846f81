import Mosaic
import MosaicLua
import Testing

/// A plugin's `mosaic.layout` takes a size parameter (the flow's
/// `estimatedItemSize`) as a table `{W, H}` as well as the text `"W,H"`;
/// the check is ``ParameterSpec/validate(_:)``'s, shared with the REPL's
/// `mosaic.load` and `l:set`.
@Suite("Lua: size parameters as {W, H}")
struct LuaSizeParameterTests {
    @Test("mosaic.layout('flow', {estimatedItemSize = {80, 40}}) lays out as -p estimatedItemSize=80,40")
    func table() throws {
        let data = DataSource(count: 6)
        for form in ["{80, 40}", "\"80,40\""] {
            let plugin = try pluginPreparing("""
                for _, f in ipairs((mosaic.layout("flow", { estimatedItemSize = \(form) }))) do ctx:place(f.section, f.item, f.x, f.y, f.width, f.height) end
            """)
            let frames = try engine(plugin, dataSource: data).allElements().filter { $0.category == .cell }.map(\.frame)
            let expected = try makeBuiltinEngine("flow", ["estimatedItemSize": "80,40"], data).allElements().filter { $0.category == .cell }.map(\.frame)
            #expect(frames == expected, "\(form)")
            #expect(frames.first?.size == Size(width: 80, height: 40))
        }
    }

    @Test(arguments: [
        ("{80}", "mosaic.layout: parameter estimatedItemSize: '80' is not valid; expected width,height, each from 0 to 1000000000, or automatic"),
        ("{80, 40, 1}", "mosaic.layout: parameter estimatedItemSize: '80,40,1' is not valid; expected width,height"),
        ("{-1, 5}", "mosaic.layout: parameter estimatedItemSize: '-1,5' is out of range; expected width,height"),
        ("{80, 'x'}", "mosaic.layout: parameter estimatedItemSize[2] is \"x\"; a size is two numbers {W, H}"),
    ])
    func badTables(_ table: String, _ expected: String) throws {
        let error = luaError { _ = try pluginPreparing("    mosaic.layout('flow', { estimatedItemSize = \(table) })") }
        #expect(error?.description.hasPrefix("test.lua:4: " + expected) == true, "\(error?.description ?? "")")
    }
}
