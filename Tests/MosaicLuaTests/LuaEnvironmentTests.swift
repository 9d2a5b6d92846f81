import Mosaic
import MosaicLua
import Testing

/// `ctx.safeArea` and `ctx.layoutMargins`, tables like `ctx.contentInsets`,
/// and the insets references of `mosaic.compositional`.
@Suite struct LuaEnvironmentTests {
    static let check = """
        local s, m = ctx.safeArea, ctx.layoutMargins
        print(string.format("%g,%g,%g,%g %g,%g,%g,%g", s.top, s.left, s.bottom, s.right, m.top, m.left, m.bottom, m.right))
    \(placeEveryItem)
    """

    func printed(_ environment: LayoutEnvironment) throws -> [String] {
        let layout = try pluginPreparing(Self.check).makeLayout()
        var lines: [String] = []
        layout.setPrintHandler { lines.append($0) }
        _ = try LayoutEngine(layout: layout, dataSource: DataSource(count: 2), environment: environment).allElements()
        return lines
    }

    @Test func theDefaultsAreNoSafeAreaAndUIKitsRootViewMargins() throws {
        #expect(try printed(LayoutEnvironment()) == ["0,0,0,0 0,16,0,16"])
    }

    @Test func givenValuesReachThePlugin() throws {
        let environment = LayoutEnvironment(
            viewport: Size(width: 844, height: 390), safeArea: EdgeInsets(top: 0, left: 44, bottom: 21, right: 44),
            layoutMargins: EdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
        )
        #expect(try printed(environment) == ["0,44,21,44 8,20,8,20"])
    }

    @Test func mosaicCompositionalReadsTheInsetsReferences() throws {
        let plugin = try plugin("""
        return mosaic.compositional {
          contentInsetsReference = "none",
          section = {
            contentInsetsReference = "layoutMargins", supplementaryContentInsetsReference = "safeArea",
            group = { arrangement = "horizontal", size = { width = { fractionalWidth = 1 }, height = 50 },
                      subitems = { { size = { width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } } } },
          },
        }
        """)
        let environment = LayoutEnvironment(viewport: Size(width: 844, height: 390), safeArea: EdgeInsets(top: 0, left: 44, bottom: 0, right: 44))
        let engine = try LayoutEngine(layout: try plugin.makeLayout(), dataSource: DataSource(count: 1), environment: environment)
        #expect(try engine.allElements().first?.frame == Rect(x: 60, y: 0, width: 724, height: 50))
    }

    @Test func aBadReferenceIsNamedByItsKeyPath() throws {
        let error = luaError {
            _ = try plugin("""
            return mosaic.compositional {
              section = { contentInsetsReference = "margins",
                group = { arrangement = "horizontal", size = { width = 10, height = 10 }, subitems = { { size = { width = 10, height = 10 } } } } },
            }
            """)
        }
        #expect(error?.message.contains("section.contentInsetsReference") == true, "\(String(describing: error))")
        #expect(error?.message.contains("\"layoutMargins\"") == true, "\(String(describing: error))")
    }
}
