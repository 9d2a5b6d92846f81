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
            viewport: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44),
            layoutMargins: Insets(top: 8, left: 20, bottom: 8, right: 20)
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
        let environment = LayoutEnvironment(viewport: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 44, bottom: 0, right: 44))
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

    // MARK: - A section provider's env

    /// A compositional plugin whose section provider prints what its `env`
    /// says, then returns a one-row section.
    static func providerPrinting(reference: String, direction: String = "vertical") -> String {
        """
        local function insets(i) return string.format("%g,%g,%g,%g", i.top, i.left, i.bottom, i.right) end
        local function size(s) return string.format("%gx%g", s.width, s.height) end
        return mosaic.compositional {
          scrollDirection = "\(direction)", contentInsetsReference = "\(reference)",
          section = function(index, env)
            local c = env.container
            print(size(c.contentSize), insets(c.contentInsets), size(c.effectiveContentSize), insets(c.effectiveContentInsets),
                  insets(env.safeArea), insets(env.layoutMargins), tostring(env.displayScale), size(env))
            return { group = { arrangement = "horizontal", size = { width = 50, height = 50 },
                               subitems = { { size = { width = 50, height = 50 } } } } }
          end,
        }
        """
    }

    func providerSaw(_ environment: LayoutEnvironment, reference: String = "automatic", direction: String = "vertical") throws -> [String] {
        let layout = try plugin(Self.providerPrinting(reference: reference, direction: direction)).makeLayout()
        var lines: [String] = []
        layout.setPrintHandler { lines.append($0) }
        _ = try LayoutEngine(layout: layout, dataSource: DataSource(count: 1), environment: environment).allElements()
        return lines
    }

    /// iPhone landscape: 44-point safe area left and right, 21 at the bottom.
    static let landscape = LayoutEnvironment(
        viewport: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44),
        layoutMargins: Insets(top: 8, left: 20, bottom: 8, right: 20), displayScale: 3
    )

    @Test func theDefaultEnvironmentReachesASectionProvider() throws {
        #expect(try providerSaw(LayoutEnvironment()) == ["390x844\t0,0,0,0\t390x844\t0,0,0,0\t0,0,0,0\t0,16,0,16\tnil\t390x844"])
    }

    /// The container, as UIKit's `NSCollectionLayoutEnvironment.container`
    /// and the IBP backport build it: kishikawakatsumi/IBPCollectionViewCompositionalLayout
    /// Sources/IBPCollectionViewCompositionalLayout/IBPUICollectionViewCompositionalLayout.m
    /// (`prepareLayout`: `initWithContentSize:` the collection view's size
    /// with `contentInsets:` its safe area across the scroll axis, then
    /// `environment.container = collectionContainer` for `layoutSectionProvider(sectionIndex, environment)`),
    /// and IBPNSCollectionLayoutContainer_Protocol.h (`effectiveContentSize`:
    /// "after insets are applied"). The configuration's automatic reference
    /// is the safe area: 844 − 44 − 44 = 756.
    @Test func theContainerIsInsetByTheConfigurationsReference() throws {
        let guides = "0,44,21,44\t8,20,8,20\t3\t844x390"
        #expect(try providerSaw(Self.landscape) == ["844x390\t0,44,0,44\t756x390\t0,44,0,44\t\(guides)"])
        #expect(try providerSaw(Self.landscape, reference: "safeArea") == ["844x390\t0,44,0,44\t756x390\t0,44,0,44\t\(guides)"])
        // The margins from the safe area: 44 + 20 = 64 a side.
        #expect(try providerSaw(Self.landscape, reference: "layoutMargins") == ["844x390\t0,64,0,64\t716x390\t0,64,0,64\t\(guides)"])
        #expect(try providerSaw(Self.landscape, reference: "none") == ["844x390\t0,0,0,0\t844x390\t0,0,0,0\t\(guides)"])
        // Scrolling horizontally, the insets are top and bottom.
        #expect(try providerSaw(Self.landscape, direction: "horizontal") == ["844x390\t0,0,21,0\t844x369\t0,0,21,0\t\(guides)"])
    }

    /// Content insets the guide already covers leave nothing to inset:
    /// a content inset of 50 on the left is wider than the 44 of the safe area.
    @Test func theContainerInsetsAreMeasuredFromTheContent() throws {
        var environment = Self.landscape
        environment.contentInsets = Insets(top: 0, left: 50, bottom: 0, right: 0)
        let seen = try providerSaw(environment)
        #expect(seen.first?.hasPrefix("794x390\t0,0,0,44\t750x390\t") == true, "\(seen)")
    }

    @Test func pluginsSeeTheDisplayScaleWhenItIsSet() throws {
        var lines: [String] = []
        for scale in [nil, 2.0] {
            let layout = try pluginPreparing("print(tostring(ctx.displayScale))\n" + placeEveryItem).makeLayout()
            layout.setPrintHandler { lines.append($0) }
            _ = try LayoutEngine(layout: layout, dataSource: DataSource(count: 1), environment: LayoutEnvironment(displayScale: scale)).allElements()
        }
        #expect(lines == ["nil", "2"])
    }
}
