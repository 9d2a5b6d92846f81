public import Mosaic

/// A built-in layout set up the way the benchmarks measure it: its
/// parameters, data, environment and the rects a scroll would ask about,
/// with the seed-style baseline that computes the same attributes.
///
/// Everything is deterministic: the same count gives the same data, the
/// same rects and the same results.
public enum BenchmarkLayout: String, CaseIterable, Sendable {
    /// The flow grid with its defaults: 100×100 items, 10-point spacing,
    /// justified, three items a line in a 390-point viewport.
    case flow
    /// Two waterfall columns, items in turn, random heights.
    case waterfallRoundRobin = "waterfall/roundRobin"
    /// Two waterfall columns, items in the shortest column, random heights.
    case waterfallShortestFirst = "waterfall/shortestFirst"
    /// The fan with its defaults, scrolled to the middle of its content.
    case fan

    /// The viewport every benchmark uses: an iPhone's.
    public static let viewport = Size(width: 390, height: 844)
    /// The range the waterfall's random item heights are drawn from.
    public static let heights: ClosedRange<Double> = 50...500
    /// The seed of the waterfall's random heights.
    public static let seed: UInt64 = 42

    /// Whether a viewport-sized query meets only the few items on screen.
    /// Not judged for the fan: its query applies the fan's scroll step to
    /// the items it meets (a ``ScrollReactiveLayout``), measured per scroll
    /// in ``ScrollScenario``.
    public var hasFewItemsPerViewport: Bool { self != .fan }

    /// Whether appending items lays out only the new ones. The fan's angles
    /// all depend on the item count, so it lays out everything again.
    public var appendsIncrementally: Bool { self != .fan }

    /// The descriptor of the built-in layout.
    public var descriptor: LayoutDescriptor {
        switch self {
        case .flow: FlowLayout.descriptor
        case .waterfallRoundRobin, .waterfallShortestFirst: WaterfallLayout.descriptor
        case .fan: FanLayout.descriptor
        }
    }

    /// The parameters: the defaults, with the placement for the waterfalls.
    public var parameters: Parameters {
        var parameters = descriptor.defaultParameters
        switch self {
        case .waterfallRoundRobin: try! parameters.set("placement", parsing: "roundRobin")
        case .waterfallShortestFirst: try! parameters.set("placement", parsing: "shortestFirst")
        case .flow, .fan: break
        }
        return parameters
    }

    /// A fresh data source of `count` items in one section: random heights
    /// for the waterfalls, no metrics for the others. Fresh, so that an
    /// engine given it owns its storage and appends without copying.
    public func makeDataSource(count: Int) -> DataSource {
        switch self {
        case .waterfallRoundRobin, .waterfallShortestFirst:
            DataSource.generated(count: count, heights: Self.heights, seed: Self.seed)
        case .flow, .fan:
            DataSource(count: count)
        }
    }

    /// The environment: the viewport at the top of the content, or for the
    /// fan in the middle of it (the fan's attributes depend on the offset).
    public func environment(count: Int) -> LayoutEnvironment {
        guard self == .fan else { return LayoutEnvironment(viewport: Self.viewport) }
        let contentWidth = Double(count) * parameters[FanLayout.itemWidth]
        let middle = (max(contentWidth - Self.viewport.width, 0) / 2).rounded(.down)
        return LayoutEnvironment(viewport: Self.viewport, contentOffset: Point(x: middle, y: 0))
    }

    /// An engine over `count` items, not yet prepared.
    public func makeEngine(count: Int) throws -> LayoutEngine {
        try LayoutEngine(
            layout: descriptor.makeLayout(parameters: parameters),
            dataSource: makeDataSource(count: count),
            environment: environment(count: count)
        )
    }

    /// An engine over `count` items, prepared.
    public func makePreparedEngine(count: Int) throws -> LayoutEngine {
        let engine = try makeEngine(count: count)
        try engine.prepare()
        return engine
    }

    /// The seed-style cache of the same `count` items: one full attributes
    /// value per item, in an array.
    ///
    /// - Complexity: O(n).
    public func makeBaselineCache(dataSource: DataSource) -> [LayoutAttributes] {
        let count = dataSource.totalItemCount
        let parameters = self.parameters
        switch self {
        case .flow:
            return BaselineLayouts.flow(
                itemCount: count,
                itemSize: Size(width: parameters[FlowLayout.itemWidth][0], height: parameters[FlowLayout.itemHeight][0]),
                lineSpacing: parameters[FlowLayout.lineSpacing][0],
                interitemSpacing: parameters[FlowLayout.interitemSpacing][0],
                contentWidth: Self.viewport.width
            )
        case .waterfallRoundRobin, .waterfallShortestFirst:
            return BaselineLayouts.waterfall(
                dataSource: dataSource, columns: parameters[WaterfallLayout.columns][0], padding: parameters[WaterfallLayout.padding],
                shortestFirst: self == .waterfallShortestFirst, contentWidth: Self.viewport.width
            )
        case .fan:
            return BaselineLayouts.fan(
                itemCount: count,
                itemSize: Size(width: parameters[FanLayout.itemWidth], height: parameters[FanLayout.itemHeight]),
                radius: parameters[FanLayout.radius],
                environment: environment(count: count)
            )
        }
    }

    /// The metrics of `count` items to append: random heights for the
    /// waterfalls (from a seed of their own), none for the others.
    public func newItems(count: Int, seed: UInt64) -> [ItemMetrics] {
        guard self == .waterfallRoundRobin || self == .waterfallShortestFirst else {
            return Array(repeating: ItemMetrics(), count: count)
        }
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in ItemMetrics(height: generator.nextDouble(in: Self.heights).rounded(.down)) }
    }

    /// `count` viewport-sized rects spread over the middle half of the
    /// content along the scroll axis (for the fan, the visible bounds, which
    /// is where all its items are).
    public func queryRects(contentSize: Size, environment: LayoutEnvironment, count: Int) -> [Rect] {
        if self == .fan { return Array(repeating: environment.bounds, count: count) }
        var generator = SplitMix64(seed: 7)
        let span = max(contentSize.height - Self.viewport.height, 0)
        return (0..<count).map { _ in
            let y = generator.nextDouble(in: (span / 4)...(span * 3 / 4)).rounded(.down)
            return Rect(origin: Point(x: 0, y: y), size: Self.viewport)
        }
    }
}
