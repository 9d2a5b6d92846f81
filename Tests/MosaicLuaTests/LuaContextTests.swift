import Mosaic
import MosaicLua
import Testing

/// What `ctx` gives a plugin's prepare, and what ctx:place and friends write.
@Suite struct LuaContextTests {
    @Test func environmentAndParameters() throws {
        let plugin = try pluginPreparing("""
            if ctx:sections() == 2 then  -- not the trial data
              local p = ctx.params
              assert(p.count == 3 and math.type(p.count) == "integer", "count " .. tostring(p.count))
              assert(p.scale == 1.5 and p.on == true and p.mode == "b", "params")
              assert(ctx.viewport.width == 300 and ctx.viewport.height == 500, "viewport")
              assert(ctx.contentOffset.x == 10 and ctx.contentOffset.y == 20, "contentOffset")
              local i = ctx.contentInsets
              assert(i.top == 1 and i.left == 2 and i.bottom == 3 and i.right == 4, "contentInsets")
              assert(ctx:items(0) == 2 and ctx:items(1) == 1, "items")
              local m = ctx:item(0, 1)
              assert(m.width == 640 and m.height == 480 and m.title == "sea" and m.favourite == true, "metrics")
              local bare = ctx:item(1, 0)
              assert(bare.width == nil and bare.height == nil, "no metrics")
              print("checked")
            end
        \(placeEveryItem)
        """, params: """
        { count = { default = 3, min = 1 }, scale = { default = 1.5 }, on = { default = true },
          mode = { default = "b", values = { "a", "b" } } }
        """)
        let data = DataSource(sections: [
            [ItemMetrics(height: 10), ItemMetrics(width: 640, height: 480, values: ["title": "sea", "favourite": true])],
            [ItemMetrics()],
        ])
        let environment = LayoutEnvironment(
            viewport: Size(width: 300, height: 500), contentOffset: Point(x: 10, y: 20),
            contentInsets: Insets(top: 1, left: 2, bottom: 3, right: 4)
        )
        let layout = try plugin.makeLayout()
        var printed: [String] = []
        layout.setPrintHandler { printed.append($0) }
        _ = try LayoutEngine(layout: layout, dataSource: data, environment: environment).allElements()
        #expect(printed == ["checked"])
    }

    @Test func wholeValuesOfIntegerParametersStayIntegers() throws {
        let plugin = try pluginPreparing("""
            assert(math.type(ctx.params.columns) == ctx.params.expected, math.type(ctx.params.columns))
        \(placeEveryItem)
        """, params: "{ columns = { default = 3 }, expected = { default = 'integer', values = { 'integer', 'float' } } }")
        _ = try engine(plugin, ["columns": "4"]).allElements()
        _ = try engine(plugin, ["columns": "4.5", "expected": "float"]).allElements()
    }

    @Test func placesCellsWithAttributes() throws {
        let plugin = try pluginPreparing("""
            ctx:place(0, 0, 1, 2, 30, 40)
            ctx:place(0, 1, 0, 0, 10, 10, { rotation = 0.5, anchorX = 0, anchorY = 1, zIndex = 7 })
            ctx:place(0, 2, 0, 0, 10, 10, { scaleX = 2, scaleY = 0.5, translateX = 3, translateY = 4,
                                            alpha = 0.25, hidden = true, title = "x", weight = 2.5, big = false })
            for i = 3, ctx:items(0) - 1 do ctx:place(0, i, 0, 0, 1, 1) end
        """)
        let engine = try engine(plugin, dataSource: DataSource(count: 3))
        let cells = try engine.allElements()
        #expect(cells[0] == LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 1, y: 2, width: 30, height: 40)))
        #expect(cells[1] == LayoutAttributes(
            indexPath: ItemPath(0, 1), frame: Rect(x: 0, y: 0, width: 10, height: 10),
            transform: Transform(rotation: 0.5), anchorPoint: Point(x: 0, y: 1), zIndex: 7
        ))
        #expect(cells[2] == LayoutAttributes(
            indexPath: ItemPath(0, 2), frame: Rect(x: 0, y: 0, width: 10, height: 10),
            transform: Transform(scaleX: 2, scaleY: 0.5, translateX: 3, translateY: 4),
            alpha: 0.25, isHidden: true, custom: ["title": "x", "weight": 2.5, "big": false]
        ))
    }

    @Test func supplementaryAndDecorationViews() throws {
        let plugin = try pluginPreparing("""
            ctx:supplementary("header", 0, 0, 0, 0, 100, 20)
            ctx:decoration("background", 0, 0, 0, 0, 100, 200, { zIndex = -1 })
        \(placeEveryItem)
        """)
        let engine = try engine(plugin)
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(0, 0))?.frame
            == Rect(x: 0, y: 0, width: 100, height: 20))
        let background = try engine.layoutAttributesForDecorationView(ofKind: "background", at: ItemPath(0, 0))
        #expect(background?.zIndex == -1)
        #expect(background?.category == .decoration)
    }

    @Test func contentSize() throws {
        let set = try pluginPreparing(placeEveryItem + "\n    ctx:setContentSize(1000, 2000)")
        #expect(try engine(set).contentSize() == Size(width: 1000, height: 2000))
        let unset = try pluginPreparing(placeEveryItem)
        #expect(try engine(unset).contentSize() == Size(width: 100, height: 10))
    }

    @Test func boundsChangeAndTargetOffset() throws {
        let plugin = try plugin("""
        return {
          prepare = function(ctx) \(placeEveryItem) end,
          shouldInvalidateForBoundsChange = function(ctx, bounds)
            return bounds.x > ctx.viewport.width and bounds.width == ctx.viewport.width
          end,
          targetContentOffset = function(ctx, x, y, vx, vy)
            return math.floor(x / 100) * 100 + (vx > 0 and 100 or 0), y
          end,
        }
        """)
        let engine = try engine(plugin)
        _ = try engine.allElements()
        try engine.setContentOffset(Point(x: 100, y: 0))
        #expect(engine.pendingInvalidation.isEmpty)
        try engine.setContentOffset(Point(x: 500, y: 0))
        #expect(!engine.pendingInvalidation.isEmpty)
        #expect(try engine.targetContentOffset(proposed: Point(x: 250, y: 7), velocity: Point(x: 1, y: 0)) == Point(x: 300, y: 7))
        #expect(try engine.targetContentOffset(proposed: Point(x: 250, y: 7)) == Point(x: 200, y: 7))
    }

    @Test func failuresInCallsThatCannotThrowSurfaceAtTheNextPrepare() throws {
        let plugin = try plugin("""
        return {
          shouldInvalidateForBoundsChange = function(ctx, bounds)
            if bounds.x > 0 then error("cannot decide") end
            return false
          end,
          prepare = function(ctx) \(placeEveryItem) end,
        }
        """, file: "decide.lua")
        let engine = try engine(plugin)
        _ = try engine.allElements()
        try engine.setContentOffset(Point(x: 50, y: 0))
        let error = luaError { _ = try engine.allElements() }
        #expect(error?.description == "decide.lua:3: cannot decide")
        _ = try engine.allElements()
    }

    @Test func targetOffsetMustBeTwoNumbers() throws {
        let plugin = try plugin("""
        return {
          targetContentOffset = function(ctx, x, y) return x end,
          prepare = function(ctx) \(placeEveryItem) end,
        }
        """, file: "offset.lua")
        let engine = try engine(plugin)
        #expect(try engine.targetContentOffset(proposed: Point(x: 5, y: 6)) == Point(x: 5, y: 6))
        try engine.setContentOffset(.zero)
        engine.invalidateLayout()
        let error = luaError { _ = try engine.allElements() }
        #expect(error?.description == "offset.lua:2: targetContentOffset must return two finite numbers x, y; it returned 5, nil")
    }

    @Test func placesFromInsideACoroutine() throws {
        let plugin = try pluginPreparing("""
            local producer = coroutine.wrap(function()
              for i = 0, ctx:items(0) - 1 do coroutine.yield(i) end
            end)
            for _ = 1, ctx:items(0) do
              local i = producer()
              ctx:place(0, i, i * 10, 0, 10, 10)
            end
            local ok, message = coroutine.resume(coroutine.create(function() ctx:place(0, 0, 0, 0, 1, 1) end))
            assert(not ok and message:find("placed twice"), message)
        """)
        #expect(try engine(plugin).allElements().map(\.frame.minX) == (0..<10).map { Double($0) * 10 })
    }

    @Test func printGoesToTheHandler() throws {
        let plugin = try pluginPreparing("print('placing', ctx:items(0))\n" + placeEveryItem)
        let layout = try plugin.makeLayout()
        var lines: [String] = []
        layout.setPrintHandler { lines.append($0) }
        _ = try LayoutEngine(layout: layout, dataSource: DataSource(count: 4)).allElements()
        #expect(lines == ["placing\t4"])
    }

    // MARK: - mosaic.layout

    @Test func builtinLayoutInsideAPlugin() throws {
        let plugin = try pluginPreparing("""
            local frames, width, height = mosaic.layout("waterfall", { columns = 3, placement = "shortestFirst", padding = 4 })
            assert(#frames == ctx:items(0))
            for _, f in ipairs(frames) do ctx:place(f.section, f.item, f.x, f.y + 10, f.width, f.height) end
            ctx:setContentSize(width, height + 10)
        """)
        let data = DataSource.generated(count: 30, heights: 50...300, seed: 3)
        let mine = try engine(plugin, dataSource: data)
        let native = try makeBuiltinEngine("waterfall", ["columns": "3", "placement": "shortestFirst", "padding": "4"], data)
        let nativeCells = try native.allElements()
        #expect(try mine.allElements().map(\.frame) == nativeCells.map { $0.frame.offsetBy(y: 10) })
        #expect(try mine.contentSize().height == (try native.contentSize().height) + 10)
    }

    @Test func builtinLayoutGivesTransformsAsAttrs() throws {
        let plugin = try pluginPreparing("""
            for _, f in ipairs((mosaic.layout("fan"))) do ctx:place(f.section, f.item, f.x, f.y, f.width, f.height, f.attrs) end
        """)
        let data = DataSource(count: 8)
        #expect(try engine(plugin, dataSource: data).allElements() == (try makeBuiltinEngine("fan", [:], data).allElements()))
    }

    @Test(arguments: [
        ("mosaic.layout('spiral')", "mosaic.layout: unknown layout 'spiral'; the built-in layouts are flow, waterfall, fan"),
        ("mosaic.layout('waterfall', { columns = 0 })", "mosaic.layout: parameter columns: '0' is out of range; expected a whole number from 1 to 10000"),
        ("mosaic.layout('waterfall', { colums = 2 })", "mosaic.layout: unknown parameter 'colums' for layout 'waterfall'"),
        ("mosaic.layout('waterfall', { columns = {} })", "mosaic.layout: parameter columns is a table; give a number, a boolean or a string"),
        ("mosaic.layout('waterfall', { padding = 1000 })", "mosaic.layout: layout 'waterfall': padding 1000 leaves no room"),
        ("mosaic.layout(42)", "mosaic.layout: the first argument is the name of a built-in layout"),
    ])
    func builtinLayoutErrors(_ call: String, _ expected: String) throws {
        let error = luaError { _ = try pluginPreparing("    " + call) }
        #expect(error?.description.hasPrefix("test.lua:4: " + expected) == true, "\(error?.description ?? "")")
    }
}

/// An engine over a built-in layout with text parameters.
func makeBuiltinEngine(
    _ name: String, _ parameters: [String: String], _ data: DataSource, environment: LayoutEnvironment = LayoutEnvironment()
) throws -> LayoutEngine {
    var values = try BuiltinLayouts.named(name).defaultParameters
    for (key, value) in parameters.sorted(by: { $0.key < $1.key }) { try values.set(key, parsing: value) }
    return try LayoutEngine(layout: BuiltinLayouts.named(name).makeLayout(parameters: values), dataSource: data, environment: environment)
}

extension Rect {
    func offsetBy(y dy: Double) -> Rect { Rect(x: minX, y: minY + dy, width: width, height: height) }
}
