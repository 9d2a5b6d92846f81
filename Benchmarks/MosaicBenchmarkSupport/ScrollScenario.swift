public import Mosaic
public import MosaicLua

/// The scroll-reactive scenarios of issue 22: one scroll (the content offset
/// moved) and a query of the visible bounds, the work of one frame, on
/// layouts that change with every scroll, beside the static waterfall.
public enum ScrollScenario: String, CaseIterable, Sendable {
    /// The waterfall (round robin), scrolled vertically: the static baseline.
    case waterfall
    /// The built-in fan (a `ScrollReactiveLayout`).
    case fan
    /// `examples/fan.lua`, with its scroll step `scrolled`.
    case fanLua = "fan.lua"
    /// `examples/coverflow.lua`, with its scroll step `scrolled`.
    case coverflowLua = "coverflow.lua"
    /// `examples/carousel.lua`: a compositional layout that scrolls
    /// sideways, its cards scaled by a Lua `visibleItemsInvalidationHandler`.
    case carouselLua = "carousel.lua"
    /// `Tests/Fixtures/lua/coverflow-whole.lua`: the same cover flow written
    /// the plain way (prepared whole at every scroll), for comparison.
    case coverflowWhole = "coverflow-whole.lua"

    /// Whether the scenario is judged against the 1 ms target (the plain
    /// cover flow is shown for comparison only).
    public var isJudged: Bool { self != .coverflowWhole && self != .waterfall }

    /// An engine over `count` items, prepared.
    public func makeEngine(count: Int) throws -> LayoutEngine {
        let environment = LayoutEnvironment(viewport: BenchmarkLayout.viewport)
        let engine: LayoutEngine
        switch self {
        case .waterfall:
            engine = try BenchmarkLayout.waterfallRoundRobin.makeEngine(count: count)
        case .fan:
            engine = try LayoutEngine(layout: FanLayout(), dataSource: DataSource(count: count), environment: environment)
        case .fanLua, .coverflowLua, .coverflowWhole, .carouselLua:
            let file = switch self {
            case .fanLua: LuaBenchmark.packageRoot + "/examples/fan.lua"
            case .coverflowLua: LuaBenchmark.packageRoot + "/examples/coverflow.lua"
            case .carouselLua: LuaBenchmark.packageRoot + "/examples/carousel.lua"
            default: LuaBenchmark.packageRoot + "/Tests/Fixtures/lua/coverflow-whole.lua"
            }
            // The plain cover flow prepares a million items per scroll: past
            // the default time limit on a busy machine.
            let plugin = try LuaPlugin.load(file: file, limits: self == .coverflowWhole ? LuaBenchmark.unguarded : .default)
            engine = try LayoutEngine(layout: plugin.makeLayout(), dataSource: DataSource(count: count), environment: environment)
        }
        _ = try engine.contentSize()  // prepares
        return engine
    }

    /// The offset of scroll `round` of a pseudo-random sequence over the
    /// whole content, along the layout's scroll axis.
    public func offset(_ random: inout UInt64, content: Size) -> Point {
        random = random &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        let unit = Double(random >> 11) / Double(1 << 53)
        let viewport = BenchmarkLayout.viewport
        if self == .waterfall { return Point(x: 0, y: (unit * max(content.height - viewport.height, 0)).rounded()) }
        return Point(x: (unit * max(content.width - viewport.width, 0)).rounded(), y: 0)
    }

    /// One frame: scroll to `offset`, then query the visible bounds.
    ///
    /// - Returns: the number of elements the query answered.
    public static func frame(_ engine: LayoutEngine, offset: Point) throws -> [LayoutAttributes] {
        try engine.setContentOffset(offset)
        return try engine.layoutAttributesForElements(in: engine.environment.bounds)
    }
}
