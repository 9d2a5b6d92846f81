import Mosaic
import MosaicLua
import MosaicTestSupport
import Testing

/// Plugins with a scroll step (`scrolled`, `scrollMargin`): examples/fan.lua
/// and examples/coverflow.lua answer every query as a whole prepare at the
/// same offset does, for random offsets, viewports and parameters; cover
/// flow equals its plain version (prepared whole at every scroll,
/// Tests/Fixtures/lua/coverflow-whole.lua); and the host enforces what the
/// step may change.
@Suite struct ScrollReactivePluginTests {
    static let coverflowWhole = packageRoot + "/Tests/Fixtures/lua/coverflow-whole.lua"

    /// Every query of `split` equals the same of `whole` at `offset` (``ScrollEquivalence``).
    static func expectSameAnswers(
        _ split: LayoutEngine, _ whole: LayoutEngine, offset: Point, random: inout SplitMix64,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let differences = try ScrollEquivalence.differences(split, whole, offset: offset, random: &random)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    static func layout(_ file: String, _ parameters: [String: String]) throws -> LuaLayout {
        let plugin = try LuaPlugin.load(file: file)
        var values = plugin.defaultParameters
        for (key, value) in parameters.sorted(by: { $0.key < $1.key }) { try values.set(key, parsing: value) }
        return try plugin.makeLayout(parameters: values)
    }

    static func randomData(_ random: inout SplitMix64) -> DataSource {
        let sections = 1 + Int(random.next() % 3)
        return DataSource(itemCounts: (0..<sections).map { _ in [0, 1, 4, 40, 150][Int(random.next() % 5)] })
    }

    static func randomEnvironment(_ random: inout SplitMix64) -> LayoutEnvironment {
        LayoutEnvironment(viewport: Size(width: [390, 120, 1024][Int(random.next() % 3)], height: [844, 300, 2000][Int(random.next() % 3)]))
    }

    @Test(arguments: testSeeds)
    func fanExampleVisiblePathEqualsAWholePrepareAndTheBuiltinFan(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<4 {
            let parameters = [
                "radius": ["500", "150", "1500"][Int(random.next() % 3)],
                "itemWidth": ["133", "50", "400"][Int(random.next() % 3)],
                "itemHeight": ["173", "80"][Int(random.next() % 2)],
            ]
            let data = Self.randomData(&random), environment = Self.randomEnvironment(&random)
            let split = try LayoutEngine(layout: try Self.layout(examplePath("fan.lua"), parameters), dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(try Self.layout(examplePath("fan.lua"), parameters)), dataSource: data, environment: environment)
            let native = try makeBuiltinEngine("fan", parameters, data, environment: environment)
            let width = try split.contentSize().width
            for _ in 0..<4 {
                let offset = Point(x: random.nextDouble(in: -100...(width + 100)), y: [0, 25.5][Int(random.next() % 2)])
                try Self.expectSameAnswers(split, whole, offset: offset, random: &random)
                try native.setContentOffset(offset)
                let a = try split.allElements(), b = try native.allElements()
                #expect(a.count == b.count)
                for (x, y) in zip(a, b) {
                    #expect(x.indexPath == y.indexPath && x.alpha == y.alpha && abs(x.zIndex - y.zIndex) <= 1, "\(x.indexPath)")
                    #expect(abs(x.frame.minX - y.frame.minX) <= 1e-9 * max(1, abs(y.frame.minX)) && abs(x.frame.minY - y.frame.minY) <= 1e-9)
                    #expect(abs(x.transform.rotation - y.transform.rotation) <= 1e-12)
                }
            }
        }
    }

    @Test(arguments: testSeeds)
    func coverflowVisiblePathEqualsAWholePrepareAndThePlainVersion(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<4 {
            let parameters = [
                "itemWidth": ["160", "40", "500"][Int(random.next() % 3)],
                "spacing": ["20", "0", "75.5"][Int(random.next() % 3)],
                "falloff": ["400", "50"][Int(random.next() % 2)],
                "minScale": ["0.6", "0", "1"][Int(random.next() % 3)],
            ]
            let data = Self.randomData(&random), environment = Self.randomEnvironment(&random)
            let split = try LayoutEngine(layout: try Self.layout(examplePath("coverflow.lua"), parameters), dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(try Self.layout(examplePath("coverflow.lua"), parameters)), dataSource: data, environment: environment)
            let plain = try LayoutEngine(layout: try Self.layout(Self.coverflowWhole, parameters), dataSource: data, environment: environment)
            let width = try split.contentSize().width
            for _ in 0..<4 {
                let offset = Point(x: random.nextDouble(in: -100...(width + 100)), y: [0, -40][Int(random.next() % 2)])
                try Self.expectSameAnswers(split, whole, offset: offset, random: &random)
                try Self.expectSameAnswers(split, plain, offset: offset, random: &random)
            }
        }
    }

    /// Batch updates animate from and to the attributes of a whole prepare.
    @Test(arguments: testSeeds)
    func batchUpdatesAnimateFromAndToTheWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for file in [examplePath("fan.lua"), examplePath("coverflow.lua")] {
            let count = 5 + Int(random.next() % 40)
            let environment = LayoutEnvironment(contentOffset: Point(x: random.nextDouble(in: 0...Double(count * 150)), y: 0))
            let split = try LayoutEngine(layout: try Self.layout(file, [:]), dataSource: DataSource(count: count), environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(try Self.layout(file, [:])), dataSource: DataSource(count: count), environment: environment)
            let differences = try ScrollEquivalence.randomUpdateDifferences(split, whole, count: count, random: &random)
            #expect(differences.isEmpty, "\(file): \(differences.joined(separator: "\n"))")
        }
    }

    /// A scroll does not prepare a plugin with a step again.
    @Test func aScrollDoesNotPrepareAgain() throws {
        let engine = try LayoutEngine(layout: try Self.layout(examplePath("coverflow.lua"), [:]), dataSource: DataSource(count: 100))
        _ = try engine.visibleElements()
        try engine.setContentOffset(Point(x: 900, y: 0))
        #expect(engine.pendingInvalidation.isEmpty)
        let centred = try engine.layoutAttributesForItem(at: ItemPath(item: 5, section: 0))!
        #expect(centred.transform.scaleX == 1 && centred.alpha == 1)
    }

    // MARK: - What the step may change

    static func stepping(_ returned: String, margin: String = "") -> String {
        """
        return {
          prepare = function(ctx)
            for i = 0, ctx:items(0) - 1 do ctx:place(0, i, i * 10, 0, 10, 10) end
            ctx:setContentSize(ctx:items(0) * 10, 10)
          end,
          scrolled = function(ctx, section, item, attrs)
            \(returned)
          end,
          \(margin)
        }
        """
    }

    @Test(arguments: [
        ("return { width = 20 }", "not its width"),
        ("return { height = 5 }", "not its height"),
        ("return { hidden = true }", "not hidden"),
        ("return { label = 'x' }", "not its custom attribute label"),
        ("return 42", "must return a table of attributes or nil"),
        ("return { alpha = 'x' }", "alpha"),
        ("return { x = 0/0 }", "x"),
        ("error('boom')", "boom"),
    ])
    func theHostRefusesWhatTheStepMayNotChange(returned: String, says: String) throws {
        let layout = try plugin(Self.stepping(returned)).makeLayout(parameters: plugin(Self.stepping(returned)).defaultParameters)
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 5))
        let error = luaError { _ = try engine.visibleElements() }
        #expect(error?.message.contains(says) == true, "\(String(describing: error))")
        #expect(error?.line != nil, "\(String(describing: error))")
    }

    @Test func theStepMayMoveTurnScaleAndFade() throws {
        let source = Self.stepping(
            "return { x = attrs.x + 1, y = 3, rotation = 0.5, scaleX = 2, translateY = 4, anchorX = 0, alpha = 0.5, zIndex = 7 }",
            margin: "scrollMargin = function(ctx) return 30, 30 end,")
        let engine = try LayoutEngine(layout: try plugin(source).makeLayout(parameters: plugin(source).defaultParameters), dataSource: DataSource(count: 5))
        let cell = try engine.layoutAttributesForItem(at: ItemPath(item: 2, section: 0))!
        #expect(cell.frame == Rect(x: 21, y: 3, width: 10, height: 10))
        #expect(cell.transform == Transform(rotation: 0.5, scaleX: 2, translateY: 4))
        #expect(cell.anchorPoint == Point(x: 0, y: 0.5) && cell.alpha == 0.5 && cell.zIndex == 7)
    }

    @Test(arguments: ["return -1", "return 0/0", "return 'x'", "return 1, -2", "error('margin')"])
    func aBadMarginIsRefused(body: String) throws {
        let source = Self.stepping("return nil", margin: "scrollMargin = function(ctx) \(body) end,")
        let engine = try LayoutEngine(layout: try plugin(source).makeLayout(parameters: plugin(source).defaultParameters), dataSource: DataSource(count: 5))
        let error = luaError { _ = try engine.visibleElements() }
        #expect(error != nil)
        #expect(error?.message.contains(body == "error('margin')" ? "margin" : "scrollMargin must return") == true, "\(String(describing: error))")
    }

    @Test func aMarginWithoutAStepIsRefused() throws {
        let error = luaError {
            _ = try plugin("return { prepare = function(ctx) end, scrollMargin = function(ctx) return 1 end }")
        }
        #expect(error?.message.contains("scrollMargin is the margin of the scroll step") == true)
    }
}
