import Foundation
import Mosaic
import MosaicLua
import Testing

/// The optional hooks of a plugin: `initialAttributes` and `finalAttributes`
/// for batch updates, `preferredSize` (and `ctx:preferredSize`) for
/// self-sizing cells.
@Suite struct LuaPluginHookTests {
    /// A plugin that places items in a row, 100 wide and 50 tall (or the
    /// size the cell asked for), 110 apart, with `hooks` added to its table.
    private func rowPlugin(_ hooks: String) throws -> LuaPlugin {
        try plugin("""
        return {
          prepare = function(ctx)
            local x = 0
            for s = 0, ctx:sections() - 1 do
              for i = 0, ctx:items(s) - 1 do
                local w, h = ctx:preferredSize(s, i)
                ctx:place(s, i, x, 0, w or 100, h or 50)
                x = x + 110
              end
            end
          end,
        \(hooks)
        }
        """)
    }

    private func entry(_ plan: UpdatePlan, _ change: UpdatePlan.Change) throws -> UpdatePlan.Entry {
        try #require(plan.cells.first { $0.change == change })
    }

    @Test func initialAndFinalAttributesOverrideTheDefaultsFieldByField() throws {
        let engine = try engine(rowPlugin("""
          initialAttributes = function(ctx, section, item, attrs)
            return { alpha = 0.5, y = attrs.y + 100, zIndex = item, note = "in" }
          end,
          finalAttributes = function(ctx, section, item, attrs)
            attrs.rotation = 0.25
            return attrs
          end,
        """), dataSource: DataSource(count: 4))

        let inserted = try entry(try engine.performBatchUpdates(.insert(section: 0, item: 2)), .inserted)
        let after = try #require(inserted.after)
        let initial = try #require(inserted.initial)
        #expect(after.frame == Rect(x: 220, y: 0, width: 100, height: 50))
        #expect(initial.frame == Rect(x: 220, y: 100, width: 100, height: 50))
        #expect(initial.alpha == 0.5)
        #expect(initial.zIndex == 2)
        #expect(initial.custom == ["note": .string("in")])
        #expect(initial.transform == after.transform)

        let deleted = try entry(try engine.performBatchUpdates(.delete(section: 0, item: 0)), .deleted)
        let final = try #require(deleted.final)
        // The table passed in holds the defaults (alpha 0); returning it with
        // one change keeps everything else.
        #expect(final.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(final.alpha == 0)
        #expect(final.transform.rotation == 0.25)
        #expect(final.custom.isEmpty)
    }

    @Test func withoutHooksOrWithNilTheDefaultsApply() throws {
        for hooks in ["", "initialAttributes = function() return nil end, finalAttributes = function() end,"] {
            let engine = try engine(rowPlugin(hooks), dataSource: DataSource(count: 3))
            let inserted = try entry(try engine.performBatchUpdates(.insert(section: 0, item: 3)), .inserted)
            var expected = try #require(inserted.after)
            expected.alpha = 0
            #expect(inserted.initial == expected)
            let deleted = try entry(try engine.performBatchUpdates(.delete(section: 0, item: 1)), .deleted)
            var expectedFinal = try #require(deleted.before)
            expectedFinal.alpha = 0
            #expect(deleted.final == expectedFinal)
        }
    }

    @Test(arguments: [
        ("initialAttributes = function() return 5 end,", "test.lua:12: initialAttributes must return a table of attributes or nil for item 0.1 (section 0, item 1); it returned 5"),
        ("initialAttributes = function() return { alpha = 2 } end,", "test.lua:12: initialAttributes: item 0.1 (section 0, item 1): attribute alpha is 2; it must be from 0 to 1"),
        ("initialAttributes = function() return { width = -1 } end,", "test.lua:12: initialAttributes: item 0.1 (section 0, item 1): width is -1; sizes must be ≥ 0"),
        ("initialAttributes = function() return { x = 'left' } end,", "test.lua:12: initialAttributes: item 0.1 (section 0, item 1): x must be a number, got \"left\""),
        ("initialAttributes = function()\n error('no way') end,", "test.lua:13: no way"),
    ])
    func aBadHookIsAnErrorAtItsLineAndTheBatchIsUndone(hook: String, message: String) throws {
        let engine = try engine(rowPlugin(hook), dataSource: DataSource(count: 3))
        let error = luaError { _ = try engine.performBatchUpdates(.insert(section: 0, item: 1)) }
        #expect(error?.description == message)
        #expect(engine.dataSource.itemCounts == [3])
        #expect(try engine.layoutAttributesForItem(at: ItemPath(item: 2, section: 0))?.frame.minX == 220)
    }

    @Test func preferredSizeFeedsBackThroughCtxPreferredSize() throws {
        let engine = try engine(rowPlugin("""
          preferredSize = function(ctx, section, item, width, height)
            if item % 2 == 0 then return width, 100 end
          end,
        """), dataSource: DataSource(count: 5))
        // Items 0 to 3 are on screen (item 4 starts at x = 440): the even ones change.
        #expect(try engine.selfSizeVisibleItems() == 2)
        let heights = try (0..<5).map { try engine.layoutAttributesForItem(at: ItemPath(item: $0, section: 0))!.frame.height }
        #expect(heights == [100, 50, 100, 50, 50])
        #expect(engine.preferredSizes[ItemPath(item: 2, section: 0)] == Size(width: 100, height: 100))
        #expect(try engine.selfSizeVisibleItems() == 0, "the sizes now match")
    }

    @Test func aBadPreferredSizeNamesTheItemAndTheLine() throws {
        let engine = try engine(rowPlugin("""
          preferredSize = function(ctx, section, item, width, height)
            return width
          end,
        """), dataSource: DataSource(count: 2))
        let error = luaError { try engine.selfSizeVisibleItems() }
        #expect(error?.description == "test.lua:12: preferredSize must return two positive finite numbers width, height (or nil) for item 0.0 (section 0, item 0); it returned 100, nil")
    }

    @Test func hooksAreListedInThePluginTable() throws {
        let error = luaError { _ = try plugin("return { prepare = function() end, initialAttribute = function() end }") }
        #expect(error?.message.contains("initialAttributes, finalAttributes, preferredSize") == true)
    }
}
