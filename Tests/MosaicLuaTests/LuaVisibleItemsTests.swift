import Mosaic
import MosaicLua
import MosaicTestSupport
import Testing

/// A Lua section's `visibleItemsInvalidationHandler = function(items, offset, env) … end`:
/// examples/carousel.lua and orthogonal sections answer every query as a
/// whole prepare at the same offset does, for random offsets, section
/// offsets, viewports and data; batch updates animate from and to the same
/// attributes; and what a handler may not do is refused with its line.
@Suite struct LuaVisibleItemsTests {
    static func layout(_ source: String? = nil, file: String = examplePath("carousel.lua"), spacing: String? = nil) throws -> LuaLayout {
        let plugin = try source.map { try LuaPlugin.load(source: $0, file: "handler.lua") } ?? LuaPlugin.load(file: file)
        var values = plugin.defaultParameters
        if let spacing { try values.set("interSectionSpacing", parsing: spacing) }
        return try plugin.makeLayout(parameters: values)
    }

    /// Vertical sections that scroll sideways on their own, each item scaled
    /// by its distance from the middle of the visible width, with a header.
    static let orthogonal = """
        return mosaic.compositional {
          section = {
            group = { arrangement = "horizontal", size = { width = { fractionalWidth = 0.7 }, height = 150 },
                      subitems = { { size = { width = { fractionalWidth = 1 }, height = { fractionalHeight = 1 } } } } },
            orthogonalScrollingBehavior = "continuous",
            interGroupSpacing = 10,
            boundarySupplementaryItems = { { kind = "header", alignment = "top", size = { width = { fractionalWidth = 1 }, height = 30 } } },
            visibleItemsInvalidationHandler = function(items, offset, env)
              local width = env.container.contentSize.width
              for _, item in ipairs(items) do
                local distance = math.abs(item.x + item.width / 2 - offset.x - width / 2)
                local scale = math.max(1.1 - distance / width, 0.7)
                item.scaleX, item.scaleY = scale, scale
                if item.category == "cell" then item.y = item.y + (item.item % 2) * 4 end
              end
            end,
          },
        }
        """

    @Test(arguments: testSeeds)
    func theCarouselsVisiblePathEqualsAWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for round in 0..<4 {
            let source: String? = round % 2 == 0 ? nil : Self.orthogonal
            let spacing = ["0", "40", "12.5"][Int(random.next() % 3)]
            let counts = (0..<(1 + Int(random.next() % 3))).map { _ in [0, 1, 6, 60][Int(random.next() % 4)] }
            var environment = LayoutEnvironment(viewport: Size(width: [390, 160, 1024][Int(random.next() % 3)], height: [844, 500][Int(random.next() % 2)]))
            for section in counts.indices where source != nil && random.next() % 2 == 0 {
                environment.sectionOffsets[section] = random.nextDouble(in: -50...1500).rounded()
            }
            let data = DataSource(itemCounts: counts)
            let split = try LayoutEngine(layout: try Self.layout(source, spacing: spacing), dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(try Self.layout(source, spacing: spacing)), dataSource: data, environment: environment)
            let differences = try ScrollEquivalence.randomOffsetDifferences(split, whole, rounds: 4, random: &random)
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        }
    }

    @Test(arguments: testSeeds)
    func batchUpdatesAnimateFromAndToTheWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for source in [nil, Self.orthogonal] as [String?] {
            let count = 5 + Int(random.next() % 40)
            let environment = LayoutEnvironment(contentOffset: Point(x: random.nextDouble(in: 0...Double(count * 150)), y: 0))
            let split = try LayoutEngine(layout: try Self.layout(source), dataSource: DataSource(count: count), environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(try Self.layout(source)), dataSource: DataSource(count: count), environment: environment)
            let differences = try ScrollEquivalence.randomUpdateDifferences(split, whole, count: count, random: &random)
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        }
    }

    /// A scroll runs the handler on what the query meets, and prepares nothing again.
    @Test func aScrollDoesNotPrepareAgain() throws {
        let engine = try LayoutEngine(layout: try Self.layout(), dataSource: DataSource(count: 10_000))
        _ = try engine.visibleElements()
        try engine.setContentOffset(Point(x: 800_000, y: 0))
        #expect(engine.pendingInvalidation.isEmpty)
        let visible = try engine.visibleElements()
        #expect(!visible.isEmpty && visible.count < 10)
        #expect(visible.contains { $0.transform.scaleX > 1 })
    }

    static func handler(_ body: String) -> String {
        """
        return mosaic.compositional {
          section = {
            group = { arrangement = "horizontal", size = { width = 100, height = 100 },
                      subitems = { { size = { width = 100, height = 100 } } } },
            visibleItemsInvalidationHandler = function(items, offset, env)
              \(body)
            end,
          },
        }
        """
    }

    @Test(arguments: [
        ("items[1].width = 5", "not its size"),
        ("items[1].hidden = true", "not isHidden"),
        ("items[1].anchorX = 0", "not its anchor point"),
        ("items[1].label = 'x'", "not its custom attributes"),
        ("items[#items + 1] = {}", "it changes the items it is given, not which items there are"),
        ("items[1] = 3", "items[1] (item (0, 0)) must stay a table"),
        ("items[1].alpha = 'x'", "alpha"),
        ("items[1].alpha = 2", "alpha"),
        ("items[1].x = 0/0", "x"),
        ("items[1].y = items[1].y + 100000", "at most one viewport"),
        ("error('boom')", "boom"),
    ])
    func whatAHandlerMayNotDoIsRefused(body: String, says: String) throws {
        let engine = try LayoutEngine(layout: try Self.layout(Self.handler(body)), dataSource: DataSource(count: 5))
        #expect {
            _ = try engine.visibleElements()
        } throws: { error in
            "\(error)".contains(says)
        }
    }

    /// The handler's own errors name the line it is defined on.
    @Test func aHandlersErrorNamesItsLine() throws {
        let engine = try LayoutEngine(layout: try Self.layout(Self.handler("items[1] = 3")), dataSource: DataSource(count: 5))
        let error = luaError { _ = try engine.visibleElements() }
        #expect(error?.line == 5, "\(String(describing: error))")
    }

    @Test func aHandlerMustBeAFunction() throws {
        let source = Self.handler("").replacingOccurrences(of: "function(items, offset, env)\n      \n    end", with: "3")
        let error = luaError { _ = try Self.layout(source) }
        #expect(error?.message.contains("expected a function such as function(items, offset, env)") == true, "\(String(describing: error))")
    }

    /// The handler sees each item's identity and the offset, and changes stick.
    @Test func theHandlerSeesItemsOffsetAndEnvironment() throws {
        let source = Self.handler("""
            for _, item in ipairs(items) do
                  item.zIndex = item.section * 1000 + item.item * 10 + (item.category == "cell" and 1 or 0)
                  item.rotation = offset.x / 1000
                  item.x = item.x + env.width / 100
                end
            """)
        let engine = try LayoutEngine(layout: try Self.layout(source), dataSource: DataSource(count: 20),
                                      environment: LayoutEnvironment(contentOffset: Point(x: 0, y: 500)))
        let cell = try #require(try engine.layoutAttributesForItem(at: ItemPath(item: 3, section: 0)))
        #expect(cell.zIndex == 31)
        #expect(cell.transform.rotation == 0)
        #expect(cell.frame.minX == 3.9)
    }
}
