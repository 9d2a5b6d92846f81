import Foundation
import Mosaic
import MosaicLua
import Testing

/// Tables given to `mosaic.compositional` that stand for far more than they
/// hold — shared subtables, nested counts, cycles, huge or deep tables, a
/// section function that returns one — each end in one error line naming the
/// limit and the key path, before anything large is made.
@Suite struct LuaCompositionalLimitTests {
    /// The tests' memory limit, and time enough for a loop of a million
    /// on a loaded machine: the limits under test are the reader's.
    static let limits = LuaLimits(memory: 64 << 20, time: .seconds(30))
    /// For the value cap: a million values are about 64 MB of host copies,
    /// charged to the memory limit before they are made (the copy budget,
    /// tried in HostCopyLimitTests), so the cap is tried with room for them.
    static let valueCapLimits = LuaLimits(memory: 512 << 20, time: .seconds(30))

    /// An item 10 × 10.
    static let item = "{ size = { width = 10, height = 10 } }"

    /// The error of loading `source` as `big.lua`.
    private func loadError(_ source: String, limits: LuaLimits = Self.limits) -> LuaError? {
        luaError { _ = try plugin(source, file: "big.lua", limits: limits) }
    }

    @Test func aTableSharedFourWaysThirtyLevelsDeepIsRefusedAtTheValueCap() {
        let error = loadError("""
        local g = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = { \(Self.item) } }
        for level = 1, 30 do
          g = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = { g, g, g, g } }
        end
        return mosaic.compositional { section = { group = g } }
        """, limits: Self.valueCapLimits)
        #expect(error?.line == 5)
        #expect(error?.message.hasPrefix("mosaic.compositional: section.group.subitems[") == true, "\(String(describing: error))")
        #expect(error?.message.hasSuffix("the table has more than 1000000 values, every use of a shared table counting (a shared table is expanded once per use); mosaic reads at most 1000000") == true)
    }

    @Test func aSharedItemUsedTwiceIsNormalLua() throws {
        let layout = try plugin("""
        local item = \(Self.item)
        return mosaic.compositional { section = { group = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = { item, item } } } }
        """)
        let elements = try engine(layout, dataSource: DataSource(count: 4)).allElements()
        #expect(elements.count == 4)
    }

    @Test(arguments: [
        // 1000 × 1000 × 1000 items: refused at the outer count.
        ("1000", "1000", "1000", "section.group.count: a group of 1000 copies of 1000000 items holds more than the 10000000 items mosaic lays out (counts of nested groups multiply); lower a count"),
        // 100000 × 100000: refused at the outer count, the product named.
        ("1", "100000", "100000", "section.group.subitem.count: a group of 100000 copies of 100000 items holds more than the 10000000 items mosaic lays out (counts of nested groups multiply); lower a count"),
    ] as [(String, String, String, String)])
    func nestedCountsPastTheItemCapAreRefusedAtTheCount(outer: String, middle: String, inner: String, message: String) {
        let error = loadError("""
        local function counted(n, subitem)
          return { arrangement = "horizontal", size = { width = 100, height = 10 }, subitem = subitem, count = n }
        end
        return mosaic.compositional { section = { group = counted(\(outer), counted(\(middle), counted(\(inner), \(Self.item)))) } }
        """)
        #expect(error?.description == "big.lua:4: mosaic.compositional: " + message)
    }

    @Test func nestedCountsUpToTheCapAreFine() throws {
        let layout = try plugin("""
        return mosaic.compositional { section = { group = { arrangement = "vertical", size = { width = 100, height = 100 }, count = 100,
          subitem = { arrangement = "horizontal", size = { width = 100, height = 10 }, count = 10000, subitem = \(Self.item) } } } }
        """)
        #expect(try engine(layout, dataSource: DataSource(count: 3)).allElements().count == 3)
    }

    @Test func aCycleThroughAnotherTableNamesWhereItComesRound() {
        let error = loadError("""
        local outer = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = {} }
        local inner = { arrangement = "vertical", size = { width = 100, height = 10 }, subitems = { outer } }
        outer.subitems[1] = inner
        return mosaic.compositional { sections = { { group = outer } } }
        """)
        #expect(error?.description == "big.lua:4: mosaic.compositional: sections[1].group.subitems[1].subitems[1]: this table contains itself (a cycle): a description is a tree, though a table may be used in several places")
    }

    @Test func aHugeFlatTableIsRefusedAtTheValueCap() {
        let error = loadError("""
        local sections = {}
        for i = 1, 1000001 do sections[i] = i end
        return mosaic.compositional { sections = sections }
        """, limits: Self.valueCapLimits)
        #expect(error?.description == "big.lua:3: mosaic.compositional: sections[999999]: the table has more than 1000000 values, every use of a shared table counting (a shared table is expanded once per use); mosaic reads at most 1000000")
    }

    @Test func nestingPastTheDepthCapIsRefused() {
        let error = loadError("""
        local deep = {}
        local table = deep
        for i = 1, 150 do table.x = {} table = table.x end
        return mosaic.compositional { section = deep }
        """)
        let path = "section" + String(repeating: ".x", count: 99)
        #expect(error?.description == "big.lua:4: mosaic.compositional: \(path): tables nested more than 100 deep; mosaic reads at most 100 levels")
    }

    @Test(arguments: [
        ("{ section = { group = { 1, 2, x = 3 } } }",
         "section.group: the table has both list positions ([1], …) and names (x); a table is a list or has names, not both"),
        ("{ sections = { [1] = {}, [3] = {} } }",
         "sections: the list has a gap: 2 entries but position 3; a list's positions are 1, 2, 3, … with no nil between"),
        ("{ section = { [true] = 1 } }",
         "section: the table has the key true; a table's keys are names or list positions 1, 2, 3, …"),
        ("{ section = { group = { arrangement = 'horizontal', size = { width = 1, height = 1 }, subitems = { coroutine.create(print) } } } }",
         "section.group.subitems[1]: expected an item (a table), found a thread"),
    ] as [(String, String)])
    func keysThatAreNeitherNamesNorPositionsAreNamed(table: String, message: String) {
        #expect(loadError("return mosaic.compositional " + table)?.description == "big.lua:1: mosaic.compositional: " + message)
    }

    @Test func noMetamethodRuns() {
        // Reading the table would call these if it used anything but raw access.
        let error = loadError("""
        local trap = { __index = function() error("__index ran") end, __pairs = function() error("__pairs ran") end,
                       __len = function() error("__len ran") end, __eq = function() error("__eq ran") end }
        local section = setmetatable({}, trap)
        return mosaic.compositional { section = setmetatable({ section = section }, trap).section }
        """)
        #expect(error?.description == "big.lua:4: mosaic.compositional: section: a section needs group ({arrangement = \"horizontal\", size = …, subitems = {…}}, or list = {appearance = \"insetGrouped\"} for a list section)")
    }

    @Test func aSectionFunctionReturningAnExplodingTableFailsThePrepare() {
        let error = luaError {
            _ = try plugin("""
        return mosaic.compositional {
          section = function(index, env)
            local g = \(Self.item)
            for level = 1, 30 do
              g = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = { g, g } }
            end
            return { group = g }
          end,
        }
        """, file: "provider.lua", limits: Self.valueCapLimits)
        }
        #expect(error?.line == 2)
        #expect(error?.message.hasPrefix("section function (section 0): result.group.subitems[") == true, "\(String(describing: error))")
        #expect(error?.message.hasSuffix("mosaic reads at most 1000000") == true)
    }

    @Test func aSectionFunctionReturningNestedCountsFailsThePrepare() {
        let error = luaError {
            _ = try plugin("""
        return mosaic.compositional {
          section = function(index, env)
            local g = \(Self.item)
            for level = 1, 3 do
              g = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitem = g, count = 1000 }
            end
            return { group = g }
          end,
        }
        """, file: "provider.lua", limits: Self.limits)
        }
        #expect(error?.description == "provider.lua:2: section function (section 0): result.group.count: a group of 1000 copies of 1000000 items holds more than the 10000000 items mosaic lays out (counts of nested groups multiply); lower a count")
    }

    @Test func aFunctionInAListOfSectionsStillWorks() throws {
        let layout = try plugin("""
        local frames = function(env) return { { x = 0, y = 0, width = 10, height = 10 } } end
        return mosaic.compositional { sections = {
          { group = { arrangement = "horizontal", size = { width = 100, height = 10 }, subitems = { \(Self.item) } } },
          { group = { size = { width = 100, height = 10 }, custom = frames } },
          { group = { size = { width = 100, height = 10 }, custom = frames } },
        } }
        """)
        let elements = try engine(layout, dataSource: DataSource(itemCounts: [1, 2, 2])).allElements()
        #expect(elements.count == 5)
    }
}
