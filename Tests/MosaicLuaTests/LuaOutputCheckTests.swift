import Mosaic
import MosaicLua
import Testing

/// What a script produces is checked: each mistake is an error naming the
/// item, the field and the script line (issue 3, item 4).
@Suite struct LuaOutputCheckTests {
    /// Loads a plugin whose prepare is `body` (from line 2 of check.lua),
    /// which tries it on the 12 items of ``LuaPlugin/trialDataSource``.
    private func failure(_ body: String) -> LuaError? {
        luaError { _ = try LuaPlugin.load(source: "return { prepare = function(ctx)\n\(body)\nend }", file: "check.lua") }
    }

    @Test(arguments: [
        ("ctx:place(0, 0, 0, 0, 10, 10)\nctx:place(0, 0, 0, 0, 10, 10)",
         "check.lua:3: ctx:place: item 0.0 (section 0, item 0) is placed twice; place each item once"),
        ("ctx:place(1, 0, 0, 0, 10, 10)",
         "check.lua:2: ctx:place: section 1 is out of range; the data has 1 section, 0 to 0"),
        ("ctx:place(0, 12, 0, 0, 10, 10)",
         "check.lua:2: ctx:place: item 12 of section 0 is out of range; section 0 has 12 items, 0 to 11"),
        ("ctx:place(0, -1, 0, 0, 10, 10)",
         "check.lua:2: ctx:place: item -1 of section 0 is out of range; section 0 has 12 items, 0 to 11"),
        ("ctx:place(0, 1.5, 0, 0, 10, 10)",
         "check.lua:2: ctx:place: item must be a whole number, got 1.5"),
        ("ctx:place(0, 0, 0/0, 0, 10, 10)",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): x is nan; positions and sizes must be finite numbers"),
        ("ctx:place(0, 0, 0, 1/0, 10, 10)",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): y is inf; positions and sizes must be finite numbers"),
        ("ctx:place(0, 0, 0, 0, -5, 10)",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): width is -5; sizes must be ≥ 0"),
        ("ctx:place(0, 0, 0, 0, 10)",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): height must be a number, got nil"),
        ("ctx:place(0, 0, 0, 0, 10, 10, { rotation = 'left' })",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attribute rotation must be a number, got \"left\""),
        ("ctx:place(0, 0, 0, 0, 10, 10, { zIndex = 1.5 })",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attribute zIndex must be a whole number, got 1.5"),
        ("ctx:place(0, 0, 0, 0, 10, 10, { alpha = 2 })",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attribute alpha is 2; it must be from 0 to 1"),
        ("ctx:place(0, 0, 0, 0, 10, 10, { hidden = 1 })",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attribute hidden must be a boolean, got 1"),
        ("ctx:place(0, 0, 0, 0, 10, 10, { scaleX = 0/0 })",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attribute scaleX is nan; it must be a finite number"),
        ("ctx:place(0, 0, 0, 0, 10, 10, { tags = {} })",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attribute tags is a table; custom attributes are numbers, strings or booleans"),
        ("ctx:place(0, 0, 0, 0, 10, 10, { 1 })",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attribute names must be strings, got 1"),
        ("ctx:place(0, 0, 0, 0, 10, 10, 'big')",
         "check.lua:2: ctx:place: item 0.0 (section 0, item 0): attrs must be a table, got \"big\""),
        ("ctx:supplementary('', 0, 0, 0, 0, 10, 10)",
         "check.lua:2: ctx:supplementary: kind must be a non-empty string such as \"header\", got \"\""),
        ("ctx:supplementary('header', 0, 0, 0, 0, 10, 10)\nctx:supplementary('header', 0, 0, 0, 0, 10, 10)",
         "check.lua:3: ctx:supplementary: supplementary 'header' 0.0 is placed twice; place each view once"),
        ("ctx:decoration('bg', 2, 0, 0, 0, 10, 10)",
         "check.lua:2: ctx:decoration: section 2 is out of range; the data has 1 section, 0 to 0"),
        ("ctx:decoration('bg', 0, 0, 0, 0, 10, -1)",
         "check.lua:2: ctx:decoration: decoration 'bg' 0.0: height is -1; sizes must be ≥ 0"),
        ("ctx:setContentSize(10, 1/0)",
         "check.lua:2: ctx:setContentSize: height is inf; it must be a finite number ≥ 0"),
        ("ctx:place(0, 0, 0, 0, 10, 10)",
         "check.lua:1: prepare did not place item 0.1 (section 0, item 1) and 10 other items; ctx:place must place every item once"),
    ])
    func mistake(_ body: String, _ expected: String) {
        #expect(failure(body)?.description == expected)
    }

    @Test func placingOutsidePrepareIsRefused() throws {
        let plugin = try plugin("""
        local saved
        return {
          shouldInvalidateForBoundsChange = function(ctx) saved:place(0, 0, 0, 0, 1, 1) end,
          prepare = function(ctx) saved = ctx \(placeEveryItem) end,
        }
        """, file: "outside.lua")
        let engine = try engine(plugin)
        _ = try engine.allElements()
        try engine.setContentOffset(Point(x: 1, y: 1))
        let error = luaError { _ = try engine.allElements() }
        #expect(error?.description == "outside.lua:3: ctx:place can only be called while the plugin's prepare runs")
    }

    @Test func aMistakeLeavesTheEngineReadyForTheNextPrepare() throws {
        let plugin = try plugin("""
        return {
          params = { twice = { default = false } },
          prepare = function(ctx)
            if ctx.params.twice then ctx:place(0, 0, 0, 0, 1, 1) end
            \(placeEveryItem)
          end,
        }
        """)
        let engine = try engine(plugin)
        try engine.setParameter("twice", to: .bool(true))
        #expect(luaError { _ = try engine.allElements() }?.line == 8)
        try engine.setParameter("twice", to: .bool(false))
        #expect(try engine.allElements().count == 10)
    }
}
