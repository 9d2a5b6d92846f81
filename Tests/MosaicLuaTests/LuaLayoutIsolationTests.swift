import Mosaic
@testable import MosaicLua
import Testing

/// A Lua layout's state stays on the thread of the engine that prepares it
/// (issue 15, items 1 and 5). The compositional layout a Lua file returns is
/// a `Sendable` value whose functions are handles, not the state: a copy
/// taken out of its `LuaLayout` and prepared elsewhere (another engine,
/// another task) throws a `LuaError` instead of running Lua on a state
/// another thread may be using. And a `LuaLayout` is a class: the engine
/// holds the layout itself, not a copy that shares its state.
@Suite struct LuaLayoutIsolationTests {
    static let source = """
    return mosaic.compositional {
      section = function(index, env)
        return { group = { arrangement = "horizontal", size = { width = { fractionalWidth = 1 }, height = 40 },
                           subitems = { { size = { width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } } } } }
      end,
    }
    """

    static func elements(_ layout: any CollectionLayout) throws -> [LayoutAttributes] {
        try LayoutEngine(layout: layout, dataSource: DataSource(count: 3)).allElements()
    }

    /// The message a handle gives outside its state's session.
    static let outside = "runs only while the layout that loaded it prepares"

    @Test func theLayoutItselfPreparesItsFunctions() throws {
        let layout = try plugin(Self.source, file: "rows.lua").makeLayout()
        #expect(try Self.elements(layout).map(\.frame.height) == [40, 40, 40])
    }

    @Test func aCopyPreparedOnTheSameThreadOutsideItsLayoutThrows() throws {
        let layout = try plugin(Self.source, file: "rows.lua").makeLayout()
        _ = try Self.elements(layout)
        let escaped = try #require(layout.compositional?.layout)
        let error = luaError { _ = try Self.elements(escaped) }
        #expect(error?.message.contains(Self.outside) == true, "\(String(describing: error))")
        #expect(error?.file == "rows.lua")
        // The layout itself still works.
        #expect(try Self.elements(layout).count == 3)
    }

    @Test func aCopySentToAnotherTaskThrowsInsteadOfRacing() async throws {
        let layout = try plugin(Self.source, file: "rows.lua").makeLayout()
        let escaped: CompositionalLayout = try #require(layout.compositional?.layout)
        let message = await Task.detached {
            do {
                _ = try Self.elements(escaped)
                return "prepared"
            } catch {
                return "\(error)"
            }
        }.value
        #expect(message.contains(Self.outside), "\(message)")
        #expect(try Self.elements(layout).count == 3)
    }

    @Test func theEngineHoldsTheLayoutNotACopy() throws {
        let layout = try plugin(Self.source, file: "rows.lua").makeLayout()
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 3))
        #expect(engine.layout(as: LuaLayout.self) === layout)
    }
}
