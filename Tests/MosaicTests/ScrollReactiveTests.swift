import Mosaic
import MosaicTestSupport
import Testing

/// The visible path of a scroll-reactive layout (``ScrollReactiveLayout``):
/// for random offsets, viewports and parameters, every answer of the engine
/// equals the same layout prepared whole at that offset (``WholePrepare``),
/// attribute for attribute; and the built-in fan shows only the items inside
/// its visible angle, none on a later turn.
@Suite struct ScrollReactiveTests {
    /// A random fan: parameters, data and viewport.
    static func randomFan(_ random: inout SplitMix64) throws -> (FanLayout, DataSource, LayoutEnvironment) {
        var fan = FanLayout()
        try fan.parameters.set("radius", parsing: random.pick(["500", "120", "2000", "40.5"]))
        try fan.parameters.set("itemWidth", parsing: random.pick(["133", "60", "300", "10"]))
        try fan.parameters.set("itemHeight", parsing: random.pick(["173", "90", "600"]))
        let sections = random.nextInt(in: 1..<4)
        let data = DataSource(itemCounts: (0..<sections).map { _ in random.pick([0, 1, 3, 30, 200]) })
        let viewport = Size(width: random.pick([390, 100, 1024, 2000]), height: random.pick([844, 300, 2400]))
        return (fan, data, LayoutEnvironment(viewport: viewport))
    }

    /// Every query of `split` equals the same of `whole` at `offset` (``ScrollEquivalence``).
    static func expectSameAnswers(
        _ split: LayoutEngine, _ whole: LayoutEngine, offset: Point, random: inout SplitMix64,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let differences = try ScrollEquivalence.differences(split, whole, offset: offset, random: &random)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))", sourceLocation: sourceLocation)
    }

    @Test(arguments: testSeeds)
    func fanVisiblePathEqualsAWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<12 {
            let (fan, data, environment) = try Self.randomFan(&random)
            let split = try LayoutEngine(layout: fan, dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(fan), dataSource: data, environment: environment)
            let width = try split.contentSize().width
            for _ in 0..<6 {
                let offset = Point(x: random.nextDouble(in: -200...(width + 200)), y: random.pick([0, 0, 37.5, -120]))
                try Self.expectSameAnswers(split, whole, offset: offset, random: &random)
            }
        }
    }

    /// A scroll does not invalidate the fan's base row.
    @Test func aScrollDoesNotPrepareTheFanAgain() throws {
        let engine = try LayoutEngine(layout: FanLayout(), dataSource: DataSource(count: 1000))
        _ = try engine.visibleElements()
        try engine.setContentOffset(Point(x: 5000, y: 0))
        #expect(engine.pendingInvalidation.isEmpty)
        let visible = try engine.visibleElements()
        #expect(!visible.isEmpty && visible.count < 20)
    }

    /// The issue's case: with the defaults, 30 items and the offset 700,
    /// items 28 and 29 were drawn over items 4–8. Now the items shown
    /// (alpha 1) are one run inside the visible angle, no two on one place
    /// of the circle, and the others are transparent.
    @Test func theFanDoesNotGoRoundTheCircleTwice() throws {
        let engine = try LayoutEngine(layout: FanLayout(), dataSource: DataSource(count: 30),
                                      environment: LayoutEnvironment(contentOffset: Point(x: 700, y: 0)))
        let query = try engine.layoutAttributesForElements(in: Rect(x: 700, y: 0, width: 390, height: 844))
        let shown = query.filter { $0.alpha > 0 }
        #expect(!shown.isEmpty)
        #expect(!shown.contains { $0.indexPath.item == 28 || $0.indexPath.item == 29 })
        let items = shown.map(\.indexPath.item)
        #expect(items == Array(items.first!...items.last!))
        for element in shown { #expect(abs(element.transform.rotation) <= Double.pi) }
        // Every item shown is where the plain transcription put it.
        let fan = FanLayout()
        let angle = -29 * fan.anglePerItem * 700 / (30 * 133 - 390)
        for element in shown {
            #expect(element.transform.rotation == angle + fan.anglePerItem * Double(element.indexPath.item))
            #expect(element.frame == Rect(x: 700 + 195 - 66.5, y: 422 - 86.5, width: 133, height: 173))
        }
        for element in try engine.allElements() where !shown.contains(element) {
            #expect(element.alpha == 0 || !element.visualFrame.intersects(Rect(x: 700, y: 0, width: 390, height: 844)))
        }
    }

    /// Many items: a viewport query meets a handful, not a fifth of them.
    @Test func aViewportQueryOfALargeFanMeetsAHandful() throws {
        let engine = try LayoutEngine(layout: FanLayout(), dataSource: DataSource(count: 200_000))
        try engine.setContentOffset(Point(x: 13_300_000, y: 0))
        let visible = try engine.visibleElements()
        #expect(visible.count > 0 && visible.count < 30)
    }

    /// Batch updates animate from and to what a whole prepare gives.
    @Test(arguments: testSeeds)
    func fanBatchUpdatesEqualAWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<6 {
            let count = random.nextInt(in: 5..<60)
            let data = DataSource(count: count)
            let offset = Point(x: random.nextDouble(in: 0...Double(count * 100)), y: 0)
            let environment = LayoutEnvironment(contentOffset: offset)
            let split = try LayoutEngine(layout: FanLayout(), dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(FanLayout()), dataSource: data, environment: environment)
            let deleted = ItemPath(item: random.nextInt(in: 0..<count), section: 0)
            let inserted = ItemPath(item: random.nextInt(in: 0..<count), section: 0)
            let update = BatchUpdate(deleteItems: [deleted], insertItems: [inserted])
            let rect: Rect? = random.chance(0.5) ? split.environment.bounds : nil
            let a = try split.performBatchUpdates(update, in: rect)
            let b = try whole.performBatchUpdates(update, in: rect)
            #expect(a.elements == b.elements, "delete \(deleted), insert \(inserted), rect \(String(describing: rect))")
        }
    }
}
