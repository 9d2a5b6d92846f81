import Mosaic
import MosaicLua
import Testing

/// Per-section parameters seen from Lua: a plugin declares one with a list
/// default and reads a table; `mosaic.layout` takes a table for a built-in's.
@Suite("Per-section parameters in Lua")
struct LuaPerSectionTests {
    /// Places every item of section 0 at x = the number of values, y = the
    /// first, width = the last.
    private static let readsGaps = """
        local g = ctx.params.gaps
        assert(type(g) == "table", "gaps is a " .. type(g))
        for i = 0, ctx:items(0) - 1 do ctx:place(0, i, #g, g[1], g[#g], 1) end
    """

    @Test func aListDefaultDeclaresAPerSectionParameterReadAsATable() throws {
        let plugin = try pluginPreparing(Self.readsGaps, params: "{ gaps = { default = {10, 20}, min = 0, doc = 'space per section' } }")
        let spec = try #require(plugin.parameterSpecs.first)
        #expect(spec.kind == .perSection(.number(0...Double.greatestFiniteMagnitude)))
        #expect(spec.defaultValue == .perSection([.number(10), .number(20)]))
        #expect(try engine(plugin, dataSource: DataSource(count: 1)).allElements().map(\.frame) == [Rect(x: 2, y: 10, width: 20, height: 1)])
        // One value given is still a table, of one value.
        #expect(try engine(plugin, ["gaps": "5"], dataSource: DataSource(count: 1)).allElements().map(\.frame) == [Rect(x: 1, y: 5, width: 5, height: 1)])
        #expect(try engine(plugin, ["gaps": "1,2,3"], dataSource: DataSource(count: 1)).allElements().map(\.frame) == [Rect(x: 3, y: 1, width: 3, height: 1)])
        var parameters = plugin.defaultParameters
        #expect(throws: ParameterError.invalidListValue(parameter: "gaps", position: 2, count: 2,
                                                        reason: .outOfRange(parameter: "gaps", value: "-1", expected: "a number ≥ 0"))) {
            try parameters.set("gaps", parsing: "1,-1")
        }
    }

    @Test func integerListsStayIntegers() throws {
        let plugin = try pluginPreparing("""
            local g = ctx.params.gaps
            for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, 0, 1, 1, { kind = math.type(g[1]) .. "," .. math.type(g[2]) }) end
        """, params: "{ gaps = { default = {3, 4} } }")
        #expect(try engine(plugin, dataSource: DataSource(count: 1)).allElements().first?.custom["kind"] == .string("integer,integer"))
    }

    @Test(arguments: [
        ("{ r = { default = {1, -1}, min = 0 } }", "test.lua: parameter r: default[2] '-1' is out of range; expected a number ≥ 0"),
        ("{ r = { default = {1, 'a'} } }", "test.lua: parameter r: default[2] must be a number, got \"a\""),
        ("{ r = { default = {1, x = 2} } }", "test.lua: parameter r: a list default must be an array of numbers, without other keys"),
        ("{ r = { default = {1}, values = {'a'} } }", "test.lua: parameter r: values lists the choices of a string parameter"),
        ("{ r = { default = {1}, min = 3, max = 2 } }", "test.lua: parameter r: min 3 is greater than max 2"),
        ("{ r = { default = {} } }", "test.lua: parameter r: default must be a number, a boolean or a string (with values), got a table"),
    ])
    func badListDefaults(_ params: String, _ expected: String) {
        let error = luaError { _ = try pluginPreparing(placeEveryItem, params: params) }
        #expect(error?.kind == .invalidPlugin)
        #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "")")
    }

    @Test func builtinLayoutTakesAListForAPerSectionParameter() throws {
        let plugin = try pluginPreparing("""
            local frames = mosaic.layout("waterfall", { columns = {1, 2}, padding = 0, headerHeight = {0, 40} })
            for _, f in ipairs(frames) do ctx:place(f.section, f.item, f.x, f.y, f.width, f.height) end
        """)
        let data = DataSource(sections: [[ItemMetrics(height: 50)], [ItemMetrics(height: 30), ItemMetrics(height: 20)]])
        // Section 0: one column 390 wide. Section 1 from 50: a 40-point header, two columns 195 wide.
        #expect(try engine(plugin, dataSource: data).allElements().map(\.frame) == [
            Rect(x: 0, y: 0, width: 390, height: 50),
            Rect(x: 0, y: 90, width: 195, height: 30),
            Rect(x: 195, y: 90, width: 195, height: 20),
        ])
    }

    @Test(arguments: [
        ("mosaic.layout('waterfall', { columns = {2, 'x'} })", "mosaic.layout: parameter columns[2] is \"x\"; a per-section list holds numbers"),
        ("mosaic.layout('waterfall', { columns = {2, 0} })",
         "mosaic.layout: parameter columns, value 2 of 2 (section 1): '0' is out of range; expected a whole number from 1 to 10000"),
        ("mosaic.layout('waterfall', { padding = {1, 2} })", "mosaic.layout: parameter padding is a table; give a number, a boolean or a string"),
    ])
    func builtinLayoutListErrors(_ call: String, _ expected: String) throws {
        let error = luaError { _ = try pluginPreparing("    " + call) }
        #expect(error?.description.hasPrefix("test.lua:4: " + expected) == true, "\(error?.description ?? "")")
    }
}
