import Foundation
import Mosaic
import MosaicLua
import Testing

/// The plugin format, parameters from outside, and hot reload.
@Suite struct LuaPluginTests {
    @Test func readsTheTable() throws {
        let plugin = try plugin("""
        return {
          name = "spiral",
          description = "Archimedean spiral",
          params = {
            radius = { default = 40, min = 0, doc = "distance of item 0 from the centre" },
            anglePerItem = { default = 0.35, doc = "radians between neighbours" },
            mode = { default = "outward", values = { "outward", "inward" } },
            clockwise = { default = true },
            limited = { default = 5, min = 1, max = 9 },
          },
          prepare = function(ctx) \(placeEveryItem) end,
        }
        """, file: "layouts/spiral-file.lua")
        #expect(plugin.name == "spiral")
        #expect(plugin.summary == "Archimedean spiral")
        #expect(plugin.file == "layouts/spiral-file.lua")
        #expect(plugin.parameterSpecs == [
            ParameterSpec("anglePerItem", .number(-Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude), default: .number(0.35), doc: "radians between neighbours"),
            ParameterSpec("clockwise", .bool, default: .bool(true), doc: ""),
            ParameterSpec("limited", .number(1...9), default: .number(5), doc: ""),
            ParameterSpec("mode", .choice(["outward", "inward"]), default: .choice("outward"), doc: ""),
            ParameterSpec("radius", .number(0...Double.greatestFiniteMagnitude), default: .number(40), doc: "distance of item 0 from the centre"),
        ])
        #expect(plugin.descriptor.name == "spiral")
        #expect(plugin.descriptor.summary == "Archimedean spiral")
        #expect(plugin.descriptor.parameterSpecs == plugin.parameterSpecs)
    }

    @Test func nameDefaultsToTheFileName() throws {
        let plugin = try pluginPreparing(placeEveryItem)
        #expect(plugin.name == "test")
        #expect(plugin.summary == "")
        #expect(plugin.parameterSpecs.isEmpty)
    }

    @Test func parametersFromOutsideReadLikeTheBuiltIns() throws {
        let plugin = try pluginPreparing(placeEveryItem, params: """
        { radius = { default = 40, min = 0 }, mode = { default = "a", values = { "a", "b" } }, on = { default = false } }
        """)
        var parameters = plugin.defaultParameters
        try parameters.set("radius", parsing: "120")
        #expect(parameters.number("radius") == 120)
        #expect(throws: ParameterError.outOfRange(parameter: "radius", value: "-1", expected: "a number ≥ 0")) {
            try parameters.set("radius", parsing: "-1")
        }
        #expect(throws: ParameterError.invalidValue(parameter: "mode", value: "c", expected: "one of a, b")) {
            try parameters.set("mode", parsing: "c")
        }
        #expect(throws: ParameterError.unknownParameter(name: "radious", layout: "test", available: ["mode", "on", "radius"])) {
            try parameters.set("radious", parsing: "1")
        }
        try parameters.set("on", parsing: "yes")
        #expect(parameters.bool("on") == true)
    }

    @Test func descriptorMakesWorkingLayouts() throws {
        let plugin = try pluginPreparing(placeEveryItem)
        let engine = try LayoutEngine(layout: plugin.descriptor.makeLayout(), dataSource: DataSource(count: 5))
        #expect(try engine.allElements().count == 5)
    }

    @Test(arguments: [
        ("return 42", "test.lua: the file must return the plugin table, such as return { prepare = function(ctx) … end }, or return mosaic.compositional{…}, but it returned 42"),
        ("return {}", "test.lua: prepare must be a function, such as prepare = function(ctx) … end, got nil"),
        ("return { prepare = 1 }", "test.lua: prepare must be a function, such as prepare = function(ctx) … end, got 1"),
        ("return { prepare = function() end, prepar = 1 }", "test.lua: unknown field 'prepar' in the plugin table; expected name, description, params, prepare, shouldInvalidateForBoundsChange, targetContentOffset"),
        ("return { prepare = function() end, name = 'two words' }", "test.lua: name \"two words\" must be a non-empty word without spaces, '/' or '='"),
        ("return { prepare = function() end, description = {} }", "test.lua: description must be a string, got a table"),
        ("return { prepare = function() end, targetContentOffset = true }", "test.lua: targetContentOffset must be a function, got true"),
        ("return { prepare = function() end, params = { 'radius' } }", "test.lua: params has a number key; parameters are named"),
        ("return { prepare = function() end, params = { ['2d'] = { default = 1 } } }", "test.lua: parameter name '2d' must be letters, digits and underscores, not starting with a digit"),
        ("return { prepare = function() end, params = { r = 5 } }", "test.lua: parameter r must be a table such as { default = 1, doc = \"…\" }, got 5"),
        ("return { prepare = function() end, params = { r = { min = 1 } } }", "test.lua: parameter r has no default; its default sets its type"),
        ("return { prepare = function() end, params = { r = { default = 1, mx = 2 } } }", "test.lua: unknown key 'mx' in parameter r; expected default, min, max, values, doc"),
        ("return { prepare = function() end, params = { r = { default = 0, min = 1 } } }", "test.lua: parameter r: default '0' is out of range; expected a number ≥ 1"),
        ("return { prepare = function() end, params = { r = { default = 5, min = 9, max = 1 } } }", "test.lua: parameter r: min 9 is greater than max 1"),
        ("return { prepare = function() end, params = { r = { default = 0/0 } } }", "test.lua: parameter r: default 'nan' is not valid; expected a number"),
        ("return { prepare = function() end, params = { r = { default = 1, min = '0' } } }", "test.lua: parameter r: min must be a number, got \"0\""),
        ("return { prepare = function() end, params = { r = { default = 1, values = { 'a' } } } }", "test.lua: parameter r: values lists the choices of a string parameter"),
        ("return { prepare = function() end, params = { r = { default = true, max = 1 } } }", "test.lua: parameter r: a boolean parameter takes no min, max or values"),
        ("return { prepare = function() end, params = { mode = { default = 'a' } } }", "test.lua: parameter mode: a string parameter needs values = { … } listing its choices"),
        ("return { prepare = function() end, params = { mode = { default = 'c', values = { 'a', 'b' } } } }", "test.lua: parameter mode: default 'c' is not valid; expected one of a, b"),
        ("return { prepare = function() end, params = { mode = { default = 'a', values = { 'a', 'a' } } } }", "test.lua: parameter mode: values lists \"a\" twice"),
        ("return { prepare = function() end, params = { mode = { default = 'a', values = { 'a', 2 } } } }", "test.lua: parameter mode: values[2] must be a non-empty string, got 2"),
        ("return { prepare = function() end, params = { mode = { default = 'a', values = {} } } }", "test.lua: parameter mode: values[1] must be a non-empty string, got nil"),
        ("return { prepare = function() end, params = { r = { default = {} } } }", "test.lua: parameter r: default must be a number, a boolean or a string (with values), got a table"),
        ("return { prepare = function() end, params = { r = { default = 1, doc = 2 } } }", "test.lua: parameter r: doc must be a string, got 2"),
    ])
    func invalidPlugin(_ source: String, _ expected: String) {
        let error = luaError { _ = try plugin(source) }
        #expect(error?.kind == .invalidPlugin)
        #expect(error?.description.hasPrefix(expected) == true, "\(error?.description ?? "")")
    }

    @Test func aMetatableOnThePluginTableIsNotConsulted() throws {
        let error = luaError {
            _ = try plugin("return setmetatable({}, { __index = function() while true do end end })", limits: testLimits)
        }
        #expect(error?.description == "test.lua: prepare must be a function, such as prepare = function(ctx) … end, got nil")
    }

    @Test func unreadableFile() {
        let error = luaError { _ = try LuaPlugin.load(file: "/nonexistent/plugin.lua") }
        #expect(error?.kind == .file)
        #expect(error?.description == "/nonexistent/plugin.lua: cannot read the plugin: No such file or directory")
    }

    // MARK: - Reload

    @Test func reloadKeepsTheLastGoodVersion() throws {
        let directory = try makeTemporaryDirectory()
        let good = """
        return {
          description = "version VERSION",
          params = { gap = { default = 10 } },
          prepare = function(ctx)
            for i = 0, ctx:items(0) - 1 do ctx:place(0, i, i * ctx.params.gap, 0, 5, 5) end
          end,
        }
        """
        let file = try write(good.replacingOccurrences(of: "VERSION", with: "1"), to: "row.lua", in: directory)
        var plugin = try LuaPlugin.load(file: file)
        #expect(plugin.summary == "version 1")

        let failures: [(String, String)] = [
            ("return {", "row.lua:1: unexpected symbol near <eof>"),
            ("error('not today')", "row.lua:1: not today"),
            ("return { prepare = function(ctx) end }", "row.lua:1: prepare did not place item 0.0"),
            ("return { prepare = function(ctx) ctx:place(0, 0, 0, 0, -1, 1) end }", "row.lua:1: ctx:place: item 0.0 (section 0, item 0): width is -1"),
            ("return { params = { gap = { default = 'x' } }, prepare = function(ctx) end }", "row.lua: parameter gap: a string parameter needs values"),
            ("while true do end", "row.lua:1: time limit"),
        ]
        for (source, expected) in failures {
            try write(source, to: "row.lua", in: directory)
            var limited = plugin
            if expected.contains("time limit") {
                limited = try LuaPlugin.load(source: good, file: file, limits: testLimits)
            }
            let error = luaError { try limited.reload() }
            #expect(error?.description.hasSuffix(expected) == true || error?.description.contains(expected) == true,
                    "\(error?.description ?? "no error")")
            #expect(limited.summary.hasPrefix("version"))
        }
        #expect(plugin.summary == "version 1")

        try write(good.replacingOccurrences(of: "VERSION", with: "2"), to: "row.lua", in: directory)
        try plugin.reload()
        #expect(plugin.summary == "version 2")
    }

    @Test func aLayoutReloadsAndKeepsItsParameters() throws {
        let directory = try makeTemporaryDirectory()
        let version = { (step: String) in """
            return {
              params = { gap = { default = 10 }, other = { default = 1 } },
              prepare = function(ctx)
                for i = 0, ctx:items(0) - 1 do ctx:place(0, i, i * ctx.params.gap \(step), 0, 5, 5) end
              end,
            }
            """
        }
        let file = try write(version(""), to: "row.lua", in: directory)
        let plugin = try LuaPlugin.load(file: file)
        var parameters = plugin.defaultParameters
        try parameters.set("gap", parsing: "20")
        let layout = try plugin.makeLayout(parameters: parameters)

        try write("return {", to: "row.lua", in: directory)
        #expect(luaError { try layout.reload() }?.kind == .syntax)
        var engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 3))
        #expect(try engine.allElements().map(\.frame.minX) == [0, 20, 40])

        try write(version("+ 1"), to: "row.lua", in: directory)
        try layout.reload()
        #expect(layout.parameters.number("gap") == 20)
        engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 3))
        #expect(try engine.allElements().map(\.frame.minX) == [1, 21, 41])
    }

    @Test func aReloadShowsEditedDefaultsAndKeepsWhatWasSet() throws {
        let directory = try makeTemporaryDirectory()
        let version = { (gap: Int, size: Int) in """
            return {
              params = { gap = { default = \(gap) }, size = { default = \(size) } },
              prepare = function(ctx)
                for i = 0, ctx:items(0) - 1 do ctx:place(0, i, i * ctx.params.gap, 0, ctx.params.size, 5) end
              end,
            }
            """
        }
        let file = try write(version(10, 5), to: "row.lua", in: directory)
        let plugin = try LuaPlugin.load(file: file)
        var parameters = plugin.defaultParameters
        try parameters.set("gap", parsing: "20")
        let layout = try plugin.makeLayout(parameters: parameters)

        try write(version(30, 7), to: "row.lua", in: directory)
        try layout.reload()
        #expect(layout.parameters.number("gap") == 20, "a value that was set stays")
        #expect(layout.parameters.number("size") == 7, "an edited default shows")
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 2))
        #expect(try engine.allElements().map(\.frame) == [Rect(x: 0, y: 0, width: 7, height: 5), Rect(x: 20, y: 0, width: 7, height: 5)])
    }

    @Test func aLayoutStartsAFreshStateAfterRunningOutOfMemory() throws {
        let plugin = try plugin("""
        local hoard = {}
        return {
          params = { greedy = { default = false } },
          prepare = function(ctx)
            if ctx.params.greedy then
              local i = #hoard
              while true do i = i + 1 hoard[i] = { i } end
            end
            local scratch = {}
            for i = 1, 1000 do scratch[i] = { i } end
            \(placeEveryItem)
          end,
        }
        """, limits: LuaLimits(memory: 16 << 20, time: .seconds(300)))
        let engine = try engine(plugin)
        try engine.setParameter("greedy", to: .bool(true))
        #expect(luaError { _ = try engine.allElements() }?.kind == .memoryLimit)
        try engine.setParameter("greedy", to: .bool(false))
        #expect(try engine.allElements().count == 10)
    }
}
