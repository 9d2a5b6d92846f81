import Mosaic
import MosaicLua
import MosaicTestSupport
import Testing

/// List sections in `mosaic.compositional{…}`: the Lua table goes through
/// the one spec reader, so each appearance gives the core's frames
/// (``ListExpectations``) and a bad list one line in Lua's notation.
@Suite struct LuaCompositionalListTests {
    /// The plugin of one case: one list section for every section.
    static func source(_ list: ListConfiguration) -> String {
        """
        return mosaic.compositional {
          section = { list = { appearance = "\(list.appearance.rawValue)", headerMode = "\(list.headerMode.rawValue)", footerMode = "\(list.footerMode.rawValue)" } },
        }
        """
    }

    @Test("each appearance read from Lua lays out the sourced measurements", arguments: ListExpectations.cases)
    func appearance(_ expected: ListExpectations.Case) throws {
        let layout = try plugin(Self.source(expected.list), file: "list.lua").makeLayout()
        let engine = try LayoutEngine(layout: layout, dataSource: ListExpectations.data, environment: LayoutEnvironment())
        #expect(try ListExpectations.mismatches(engine, expected) == [])
    }

    @Test("a section provider may return a list section")
    func providerReturnsAList() throws {
        let layout = try plugin("""
        return mosaic.compositional {
          section = function(index, env)
            if index == 0 then return { list = { appearance = "plain" } } end
            return { list = { appearance = "insetGrouped" } }
          end,
        }
        """, file: "provider.lua").makeLayout()
        let engine = try LayoutEngine(layout: layout, dataSource: ListExpectations.data, environment: LayoutEnvironment())
        #expect(try engine.layoutAttributesForItem(at: ItemPath(0, 0))?.frame == Rect(x: 0, y: 0, width: 390, height: 44))
        #expect(try engine.layoutAttributesForItem(at: ItemPath(1, 0))?.frame == Rect(x: 16, y: 108, width: 358, height: 44))
    }

    @Test("a bad list is one line in Lua's notation", arguments: [
        (
            "{ section = { list = { apperance = 'plain' } } }",
            "section.list.apperance: unknown key 'apperance' in a list configuration (did you mean 'appearance'?); expected appearance, headerMode, footerMode, headerTopPadding"
        ),
        (
            "{ section = { list = { appearance = 'inset' } } }",
            "section.list.appearance: unknown list appearance \"inset\"; expected one of \"plain\", \"grouped\", \"insetGrouped\", \"sidebar\", \"sidebarPlain\""
        ),
        (
            "{ section = { list = { appearance = 'plain', headerTopPadding = -2 } } }",
            "section.list.headerTopPadding: headerTopPadding must be ≥ 0, found -2"
        ),
        (
            "{ section = { list = { appearance = 'plain' }, group = {} } }",
            "section.group: a list section's rows come from its list; give list or group, not both"
        ),
    ])
    func badList(_ table: String, _ message: String) {
        let error = luaError { _ = try plugin("return mosaic.compositional " + table, file: "bad.lua") }?.description
        #expect(error?.contains(message) == true, "\(String(describing: error))")
    }
}
