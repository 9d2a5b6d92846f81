import Foundation
import Mosaic
import MosaicLua
import Testing

/// `mosaic.compositional{…}`: plugin files that return a compositional
/// layout, section providers, custom groups and preferred sizes in Lua, and
/// what happens when those functions fail.
@Suite struct LuaCompositionalTests {
    /// The seed's data shape: 6, 10 and 15 items.
    static let vibeData = DataSource(itemCounts: [6, 10, 15])

    /// Every element of a prepared engine.
    private func elements(_ layout: any CollectionLayout, _ data: DataSource = vibeData, viewport: Size = Size(width: 390, height: 844)) throws -> [LayoutAttributes] {
        try LayoutEngine(layout: layout, dataSource: data, environment: LayoutEnvironment(viewport: viewport)).allElements()
    }

    /// `a` and `b` within a billionth of a point.
    private func close(_ a: Rect, _ b: Rect) -> Bool {
        [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
    }

    @Test func theVibeExampleEqualsTheJSONSpecAndTheBuiltIn() throws {
        let plugin = try LuaPlugin.load(file: examplePath("compositional-vibe.lua"))
        let spec = try CompositionalConfiguration.parse(json: Array(try Data(contentsOf: URL(fileURLWithPath: examplePath("compositional-vibe.json")))), file: "compositional-vibe.json")
        let lua = try elements(try plugin.makeLayout())
        #expect(lua.count == 31 + 3)
        #expect(lua == (try elements(CompositionalLayout(configuration: spec))))
        #expect(lua == (try elements(CompositionalLayout(configuration: .vibe))))
    }

    @Test func theVibeExampleByHand() throws {
        let engine = try LayoutEngine(layout: try LuaPlugin.load(file: examplePath("compositional-vibe.lua")).makeLayout(), dataSource: Self.vibeData)
        let cell = { (section: Int, item: Int) in try #require(try engine.layoutAttributesForItem(at: ItemPath(item: item, section: section))).frame }
        let header = { (section: Int) in
            try #require(try engine.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(item: 0, section: section))).frame
        }
        // 390 − 16 − 16 = 358 of content; groups 0.9 · 358 = 322.2 and 0.45 · 358 = 161.1 wide.
        #expect(close(try header(0), Rect(x: 16, y: 0, width: 358, height: 50)))
        #expect(close(try cell(0, 0), Rect(x: 21, y: 50, width: 312.2, height: 312.2)))
        #expect(close(try cell(0, 1), Rect(x: 16 + 322.2 + 5, y: 50, width: 312.2, height: 312.2)))
        #expect(close(try header(1), Rect(x: 16, y: 362.2, width: 358, height: 50)))
        #expect(close(try cell(1, 2), Rect(x: 16 + 2 * 161.1 + 5, y: 412.2, width: 151.1, height: 145.1)))
        #expect(close(try header(2), Rect(x: 16, y: 573.3, width: 358, height: 50)))
        #expect(close(try cell(2, 7), Rect(x: 16 + 322.2 + 5, y: 623.3 + 2 * 60, width: 312.2, height: 44)))
        #expect(abs(try engine.contentSize().height - (50 + 312.2 + 50 + 161.1 + 50 + 300)) < 1e-9)
    }

    /// A section function's sections scroll sideways as a spec's do: the
    /// engine tells which from the prepared layout, as the page needs.
    @Test func theSectionFunctionsOrthogonalSectionsComeFromThePreparedLayout() throws {
        let engine = try LayoutEngine(layout: try LuaPlugin.load(file: examplePath("compositional-vibe.lua")).makeLayout(), dataSource: Self.vibeData)
        let sections = try engine.orthogonalSections()
        #expect(sections.map(\.section) == [0, 1, 2])
        #expect(sections.allSatisfy { $0.behavior == .groupPaging })
        let plugin = try plugin("""
        return mosaic.compositional {
          section = function(index)
            return { orthogonalScrollingBehavior = index == 1 and "paging" or "none",
                     group = { arrangement = "horizontal", size = { width = 100, height = 100 },
                               subitem = { size = { width = 100, height = 100 } }, count = 1 } }
          end,
        }
        """, file: "layouts/one-row.lua")
        let one = try LayoutEngine(layout: try plugin.makeLayout(), dataSource: DataSource(itemCounts: [3, 3, 3]))
        #expect(try one.orthogonalSections().map { "\($0.section) \($0.behavior)" } == ["1 paging"])
    }

    @Test func aFileReturningALayoutIsNamedAfterTheFileWithTheTablesParameters() throws {
        let plugin = try plugin("""
        return mosaic.compositional {
          scrollDirection = "horizontal", interSectionSpacing = 12,
          section = { group = { arrangement = "vertical", size = { width = 100, height = { fractionalHeight = 1 } },
                                subitem = { size = { width = 100, height = 100 } }, count = 2 } },
        }
        """, file: "layouts/columns.lua")
        #expect(plugin.name == "columns")
        #expect(plugin.parameterSpecs.map(\.name) == ["scrollDirection", "interSectionSpacing"])
        #expect(plugin.defaultParameters.choice("scrollDirection") == "horizontal")
        #expect(plugin.defaultParameters.number("interSectionSpacing") == 12)
        #expect(plugin.descriptor.name == "columns")

        // Two items per column, 844 / 2 tall; columns side by side.
        let horizontal = try elements(try plugin.makeLayout(), DataSource(count: 4))
        #expect(horizontal.map(\.frame) == [
            Rect(x: 0, y: 0, width: 100, height: 422), Rect(x: 0, y: 422, width: 100, height: 422),
            Rect(x: 100, y: 0, width: 100, height: 422), Rect(x: 100, y: 422, width: 100, height: 422),
        ])
        var parameters = plugin.defaultParameters
        try parameters.set("scrollDirection", parsing: "vertical")
        let vertical = try elements(try plugin.makeLayout(parameters: parameters), DataSource(count: 2))
        #expect(vertical.map(\.frame.width) == [100, 100])
        #expect(vertical[0].frame.minX == 0 && vertical[1].frame.minY == vertical[0].frame.maxY)
    }

    @Test func theSectionFunctionGetsTheIndexAndTheEnvironment() throws {
        let plugin = try plugin("""
        return mosaic.compositional {
          section = function(index, env)
            -- One row per section: items env.width / itemCount wide, 10 · (index + 1) tall.
            local item = { size = { width = { absolute = env.width / env.itemCount }, height = { fractionalHeight = 1 } } }
            return { group = { arrangement = "horizontal", size = { width = { fractionalWidth = 1 }, height = 10 * (index + 1) },
                               subitems = { item } } }
          end,
        }
        """)
        let frames = try elements(try plugin.makeLayout(), DataSource(itemCounts: [2, 3]), viewport: Size(width: 300, height: 500)).map(\.frame)
        #expect(frames == [
            Rect(x: 0, y: 0, width: 150, height: 10), Rect(x: 150, y: 0, width: 150, height: 10),
            Rect(x: 0, y: 10, width: 100, height: 20), Rect(x: 100, y: 10, width: 100, height: 20), Rect(x: 200, y: 10, width: 100, height: 20),
        ])
    }

    @Test func theCustomGroupExamplePlacesTilesByHand() throws {
        let layout = try LuaPlugin.load(file: examplePath("custom-group.lua")).makeLayout()
        let frames = try elements(layout, DataSource(count: 14)).map(\.frame)
        #expect(frames.count == 14)
        // Content 390 − 4 − 4 = 382 wide; each group 382 × 382·2/3; the large
        // tile is as tall as the group, the small ones share its height less the gap.
        let width = 382.0, height = 382.0 * 2 / 3
        let small = (height - 4) / 2
        let groupY = { (group: Int) in 4 + Double(group) * (height + 4) }
        #expect(close(frames[0], Rect(x: 4, y: 4, width: height, height: height)))
        #expect(close(frames[1], Rect(x: 4 + height + 4, y: 4, width: width - height - 4, height: small)))
        #expect(close(frames[2], Rect(x: 4 + height + 4, y: 4 + small + 4, width: width - height - 4, height: small)))
        // Group 1 mirrors group 0: the large tile on the right.
        #expect(close(frames[3], Rect(x: 4 + width - height, y: groupY(1), width: height, height: height)))
        #expect(close(frames[4], Rect(x: 4, y: groupY(1), width: width - height - 4, height: small)))
        // 14 = 4 · 3 + 2: the fifth group holds the last two.
        #expect(close(frames[12], Rect(x: 4, y: groupY(4), width: height, height: height)))
        #expect(close(frames[13], Rect(x: 4 + height + 4, y: groupY(4), width: width - height - 4, height: small)))
    }

    @Test func thePreferredSizeFunctionSizesVisibleCells() throws {
        let plugin = try plugin("""
        return mosaic.compositional {
          section = { group = { arrangement = "horizontal", size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } },
                                subitems = { { size = { width = { fractionalWidth = 1 }, height = { estimated = 50 } } } } } },
          preferredSize = function(section, item, width, height) return width, 20 + item end,
        }
        """)
        let engine = try LayoutEngine(layout: try plugin.makeLayout(), dataSource: DataSource(count: 30))
        // Rows of 50 from y = 0: rows 0…16 meet the 844-point viewport.
        #expect(try engine.selfSizeVisibleItems() == 17)
        #expect(try engine.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))?.frame == Rect(x: 0, y: 63, width: 390, height: 23))
    }

    @Test func aFailingCustomGroupFunctionIsAClearErrorAndTheLayoutCarriesOn() throws {
        // It fails only for more than 12 items, so that the trial prepare passes.
        let plugin = try plugin("""
        return mosaic.compositional {
          section = { group = { size = { width = { fractionalWidth = 1 }, height = 100 },
            custom = function(env)
              if env.firstItem >= 12 then error("no tile for item " .. env.firstItem) end
              return { { x = 0, y = 0, width = env.width, height = env.height } }
            end } },
        }
        """, file: "tiles.lua")
        let engine = try LayoutEngine(layout: try plugin.makeLayout(), dataSource: DataSource(count: 20))
        let error = luaError { try engine.prepare() }
        #expect(error?.description == "tiles.lua:4: no tile for item 12")
        #expect(error?.kind == .runtime)
        engine.setDataSource(DataSource(count: 12))
        #expect(try engine.allElements().count == 12)
        #expect(try engine.layoutAttributesForItem(at: ItemPath(item: 11, section: 0))?.frame == Rect(x: 0, y: 1100, width: 390, height: 100))
    }

    @Test func theTimeLimitBoundsTheWholePrepareNotEachFunctionCall() throws {
        // Each call is well under the 0.5 s limit; 200 of them are not.
        let plugin = try plugin("""
        return mosaic.compositional {
          section = { group = { size = { width = 100, height = 100 },
            custom = function(env)
              local n = 0
              if env.firstItem >= 12 then for i = 1, 5000000 do n = n + i end end
              return { { x = 0, y = 0, width = 10, height = 10 } }
            end } },
        }
        """, file: "slow.lua", limits: testLimits)
        let engine = try LayoutEngine(layout: try plugin.makeLayout(), dataSource: DataSource(count: 212))
        let error = luaError { try engine.prepare() }
        #expect(error?.kind == .timeLimit, "\(String(describing: error))")
        #expect(error?.description.contains("time limit of 0.5 s exceeded") == true)
    }

    @Test func aCustomGroupFunctionThatNeverReturnsHitsTheTimeLimit() throws {
        let plugin = try plugin("""
        return mosaic.compositional {
          section = { group = { size = { width = 100, height = 100 },
            custom = function(env)
              while env.firstItem >= 12 do end
              return { { x = 0, y = 0, width = 10, height = 10 } }
            end } },
        }
        """, file: "loop.lua", limits: testLimits)
        let engine = try LayoutEngine(layout: try plugin.makeLayout(), dataSource: DataSource(count: 13))
        let error = luaError { try engine.prepare() }
        #expect(error?.kind == .timeLimit)
        #expect(error?.description == "loop.lua:4: time limit of 0.5 s exceeded")
        engine.setDataSource(DataSource(count: 3))
        #expect(try engine.allElements().count == 3)
    }

    @Test(arguments: [
        ("return {}", "tiles.lua:3: custom group function (section 0, group 0): result: returned 0 frames; return from 1 to 12 frames (12 items are left)"),
        ("local f = { x = 0, y = 0, width = 1, height = 1 } return { f, f, f, f, f }",
         "tiles.lua:3: custom group function (section 0, group 2): result: returned 5 frames; return from 1 to 2 frames (2 items are left)"),
        ("return { { x = 0, y = 0, width = -3, height = 1 } }",
         "tiles.lua:3: custom group function (section 0, group 0): result[1].width: a size must be from 0 to 1000000000, found -3"),
        ("return { { x = 0, y = 0, w = 3, height = 1 } }",
         "tiles.lua:3: custom group function (section 0, group 0): result[1].w: unknown key 'w' in a frame; expected x, y, width, height, zIndex"),
        ("return { { x = 0/0, y = 0, width = 3, height = 1 } }",
         "tiles.lua:3: custom group function (section 0, group 0): result[1].x: a position must be from -1000000000 to 1000000000, found nan"),
        ("return 'tiles'",
         "tiles.lua:3: custom group function (section 0, group 0): result: expected a list of frames {x = …, y = …, width = …, height = …}, found \"tiles\""),
    ] as [(String, String)])
    func whatACustomGroupFunctionReturnsIsCheckedAtItsLine(body: String, message: String) {
        let error = luaError {
            _ = try plugin("""
            return mosaic.compositional {
              section = { group = { size = { width = 100, height = 100 },
                custom = function(env)
                  \(body)
                end } },
            }
            """, file: "tiles.lua")
        }
        #expect(error?.description == message)
    }

    @Test func whatASectionFunctionReturnsIsChecked() {
        let error = luaError {
            _ = try plugin("""
            return mosaic.compositional {
              section = function(index, env)
                return { group = { arrangement = "horizontal", size = { width = 10, height = -1 },
                                   subitems = { { size = { width = 10, height = 10 } } } } }
              end,
            }
            """, file: "vibe.lua")
        }
        #expect(error?.description == "vibe.lua:2: section function (section 0): result.group.size.height: an absolute size must be ≥ 0, found -1")
        let nothing = luaError { _ = try plugin("return mosaic.compositional { section = function() end }", file: "vibe.lua") }
        #expect(nothing?.description == "vibe.lua:1: section function (section 0) must return a section table such as {group = …}, got nil")
    }

    @Test func reloadingKeepsTheLastGoodVersion() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let row = "{ arrangement = 'horizontal', size = { width = { fractionalWidth = 1 }, height = %d }, subitems = { { size = { width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } } } }"
        let path = try write("return mosaic.compositional { section = { group = \(String(format: row, 40)) } }", to: "rows.lua", in: directory)
        let layout = try LuaPlugin.load(file: path).makeLayout()
        try write("return mosaic.compositional { section = { group = \(String(format: row, 60)) } }", to: "rows.lua", in: directory)
        try layout.reload()
        #expect(try elements(layout, DataSource(count: 2)).map(\.frame.height) == [60, 60])
        try write("return mosaic.compositional { section = { group = \(String(format: row, -1)) } }", to: "rows.lua", in: directory)
        #expect(throws: LuaError.self) { try layout.reload() }
        #expect(try elements(layout, DataSource(count: 2)).map(\.frame.height) == [60, 60])
    }

    @Test func functionsMadeAtEveryPrepareDoNotPileUp() throws {
        // A section function that makes a new custom-group closure at every
        // call, holding a new kilobyte: each prepare's closures must be
        // released with its sections, or 2000 prepares keep 2 MB.
        let plugin = try plugin("""
        local calls = 0
        return mosaic.compositional {
          section = function(index, env)
            calls = calls + 1
            local ballast = string.rep("x", 1000) .. calls
            return { group = { size = { width = 10, height = 10 }, custom = function(e)
              return { { x = 0, y = 0, width = #ballast // 100, height = 10 } }
            end } }
          end,
        }
        """)
        let layout = try plugin.makeLayout()
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 5))
        for _ in 0..<200 {
            engine.invalidateLayout()
            try engine.prepare()
        }
        let early = layout.memoryInUse
        for _ in 0..<2000 {
            engine.invalidateLayout()
            try engine.prepare()
        }
        #expect(layout.memoryInUse < early + 256 * 1024, "\(early) → \(layout.memoryInUse) bytes")
    }
}
