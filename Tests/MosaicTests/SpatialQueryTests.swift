import Mosaic
import Testing

/// A test-only layout that puts every item somewhere random, turned, scaled
/// and moved at random, with random z-indices, alphas, hidden flags and
/// custom attributes, plus a few random decoration views: the worst case for
/// a spatial index that relies on neighbouring items lying near each other.
struct ScatteredLayout: CollectionLayout {
    var name: String { "scattered" }
    static let seed = ParameterKey<Int>("seed", default: 0, range: 0...Int.max, summary: "the random seed")
    var parameters = Parameters(layoutName: "scattered", specs: [seed.spec])

    init(seed: Int) {
        parameters[Self.seed] = seed
    }

    /// The attributes of one item, a function of the seed and the index path only.
    static func attributes(at indexPath: ItemPath, seed: Int, category: ElementCategory = .cell) -> LayoutAttributes {
        var random = SplitMix64(seed: UInt64(seed) &* 1_000_003 &+ UInt64(indexPath.section) &* 65_537 &+ UInt64(indexPath.item))
        let zeroWidth = random.chance(0.05), zeroHeight = random.chance(0.05)
        let frame = Rect(
            x: random.nextDouble(in: -500...2000), y: random.nextDouble(in: -500...3000),
            width: zeroWidth ? 0 : random.nextDouble(in: 0...300), height: zeroHeight ? 0 : random.nextDouble(in: 0...300))
        var transform = Transform.identity
        if random.chance(0.6) {
            transform.rotation = random.chance(0.2) ? 0 : random.nextDouble(in: -7...7)
            if random.chance(0.5) {
                transform.scaleX = random.nextDouble(in: -2...3)
                transform.scaleY = random.chance(0.5) ? transform.scaleX : random.nextDouble(in: 0...3)
            }
            if random.chance(0.5) {
                transform.translateX = random.nextDouble(in: -300...300)
                transform.translateY = random.nextDouble(in: -300...300)
            }
        }
        let anchor = random.chance(0.5) ? LayoutAttributes.defaultAnchorPoint
            : Point(x: random.nextDouble(in: -1...2), y: random.nextDouble(in: -1...5))
        var custom: [String: AttributeValue] = [:]
        if random.chance(0.2) { custom = ["label": .string("item \(indexPath)"), "weight": .number(random.nextDouble(in: 0...1)), "on": .bool(true)] }
        return LayoutAttributes(
            category: category, kind: category == .cell ? nil : "badge", indexPath: indexPath, frame: frame,
            transform: transform, anchorPoint: anchor,
            zIndex: random.nextInt(in: -100..<100), alpha: random.chance(0.3) ? random.nextDouble(in: 0...1) : 1,
            isHidden: random.chance(0.1), custom: custom)
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let seed = parameters[Self.seed]
        for section in 0..<cache.numberOfSections {
            for item in 0..<cache.numberOfItems(inSection: section) {
                cache.setCell(Self.attributes(at: ItemPath(item: item, section: section), seed: seed))
            }
            // Decorations at item 0 and at an item past the end, as a layout may add.
            for item in [0, cache.numberOfItems(inSection: section) + 3] {
                cache.setSupplementary(Self.attributes(at: ItemPath(item: item, section: section), seed: seed + 1, category: .decoration))
            }
        }
    }
}

/// The indexed rect query against the seeds' brute-force filter, over
/// random rectangles and every layout.
@Suite("Spatial queries equal the brute-force filter")
struct SpatialQueryTests {
    /// Item counts around the index's leaf (32) and fanout (16) sizes.
    static let itemCounts: [[Int]] = [[0], [1], [2], [31], [32], [33], [3, 0, 45], [513], [1100], [0, 0]]

    private func check(_ engine: LayoutEngine, seed: UInt64, rects: Int = 60, _ label: String) throws {
        let area = try queryArea(engine)
        try expectQueriesMatchFilter(engine, rects: randomRects(count: rects, around: area, seed: seed), "\(label), seed \(seed)")
    }

    @Test("flow: both directions, every alignment, headers, footers and pinned headers", arguments: testSeeds)
    func flow(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for counts in Self.itemCounts {
            let parameters = [
                "scrollDirection": random.pick(["vertical", "horizontal"]),
                "alignment": random.pick(["justified", "leading", "center"]),
                "itemWidth": random.pick(["100", "37.5", "1"]),
                "itemHeight": random.pick(["100", "61.25"]),
                "lineSpacing": random.pick(["0", "10", "3.3"]),
                "interitemSpacing": random.pick(["0", "10"]),
                "sectionInset": random.pick(["0", "10,20,30,40"]),
                "headerHeight": random.pick(["0", "44"]),
                "footerHeight": random.pick(["0", "20"]),
                "pinHeaders": random.pick(["true", "false"]),
            ]
            let engine = try makeEngine("flow", parameters, dataSource: DataSource(itemCounts: counts), environment: environment(390, 600))
            try check(engine, seed: random.next(), "flow \(counts) \(parameters.sorted(by: { $0.key < $1.key }))")
            try engine.setContentOffset(Point(x: random.nextDouble(in: 0...500), y: random.nextDouble(in: 0...2000)))
            try check(engine, seed: random.next(), rects: 20, "flow \(counts) scrolled")
        }
    }

    @Test("flow with 8193 items: four index levels", arguments: testSeeds.prefix(2))
    func flowLarge(seed: UInt64) throws {
        let engine = try makeEngine("flow", ["itemWidth": "20", "itemHeight": "20", "headerHeight": "10"],
                                    dataSource: DataSource(itemCounts: [8000, 193]))
        try check(engine, seed: seed, rects: 30, "flow 8193")
    }

    @Test("waterfall: both placements", arguments: testSeeds)
    func waterfall(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for counts in Self.itemCounts {
            for placement in ["roundRobin", "shortestFirst"] {
                let parameters = ["placement": placement, "columns": "\(random.nextInt(in: 1..<5))", "padding": random.pick(["0", "6", "10"])]
                let source = DataSource(sections: counts.map { mixedItems(count: $0, seed: random.next()) })
                let engine = try makeEngine("waterfall", parameters, dataSource: source, environment: environment(390, 700))
                try check(engine, seed: random.next(), "waterfall \(counts) \(parameters.sorted(by: { $0.key < $1.key }))")
            }
        }
    }

    @Test("fan: rotated items at several offsets and radii", arguments: testSeeds)
    func fan(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for counts in Self.itemCounts {
            for radius in ["500", "120", "2000"] {
                let engine = try makeEngine("fan", ["radius": radius, "itemWidth": random.pick(["133", "40"])],
                                            dataSource: DataSource(itemCounts: counts), environment: environment(390, 844))
                for _ in 0..<3 {
                    let width = try engine.contentSize().width
                    try engine.setContentOffset(Point(x: random.nextDouble(in: -100...(width + 100)), y: random.pick([0, 37])))
                    try check(engine, seed: random.next(), rects: 30, "fan \(counts) radius \(radius) offset \(engine.environment.contentOffset)")
                }
            }
        }
    }

    @Test("scattered items with random transforms and decorations", arguments: testSeeds)
    func scattered(seed: UInt64) throws {
        for counts in Self.itemCounts {
            let engine = try LayoutEngine(layout: ScatteredLayout(seed: Int(seed)), dataSource: DataSource(itemCounts: counts))
            try check(engine, seed: seed &+ UInt64(counts.reduce(0, +)), "scattered \(counts)")
        }
    }

    @Test("the cache gives back every attribute a layout set", arguments: testSeeds.prefix(2))
    func attributesRoundTrip(seed: UInt64) throws {
        let engine = try LayoutEngine(layout: ScatteredLayout(seed: Int(seed)), dataSource: DataSource(itemCounts: [40, 0, 70]))
        for section in [0, 2] {
            for item in 0..<engine.dataSource.numberOfItems(inSection: section) {
                let indexPath = ip(section, item)
                #expect(try engine.layoutAttributesForItem(at: indexPath) == ScatteredLayout.attributes(at: indexPath, seed: Int(seed)))
            }
        }
        let decoration = try engine.layoutAttributesForDecorationView(ofKind: "badge", at: ip(2, 73))
        #expect(decoration == ScatteredLayout.attributes(at: ip(2, 73), seed: Int(seed) + 1, category: .decoration))
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: "badge", at: ip(2, 73)) == nil)
        #expect(try engine.layoutAttributesForItem(at: ip(1, 0)) == nil)
        #expect(try engine.layoutAttributesForItem(at: ip(3, 0)) == nil)
        #expect(try engine.layoutAttributesForItem(at: ip(0, -1)) == nil)
        #expect(try engine.allElements().count == 110 + 6)
    }

    @Test("edges that only touch do not meet; degenerate rects inside do")
    func touching() throws {
        let engine = try makeEngine("flow", ["alignment": "leading"], dataSource: DataSource(count: 4))
        func items(_ rect: Rect) throws -> [Int] { try engine.layoutAttributesForElements(in: rect).map(\.indexPath.item) }
        // Items at x 0, 110, 220 on row 0 and x 0 on row 1 (y 110).
        #expect(try items(Rect(x: 100, y: 0, width: 10, height: 100)) == [])            // the gap between 0 and 1
        #expect(try items(Rect(x: 100, y: 0, width: 10.5, height: 100)) == [1])
        #expect(try items(Rect(x: 50, y: 50, width: 0, height: 0)) == [0])              // a point inside item 0
        #expect(try items(Rect(x: 0, y: 50, width: 0, height: 0)) == [])                // a point on its edge
        #expect(try items(Rect(x: 0, y: 100, width: 390, height: 10)) == [])            // between the rows
        #expect(try items(Rect(x: 0, y: 99, width: 390, height: 0)) == [0, 1, 2])       // a line through row 0
        #expect(try items(Rect(x: 10, y: 10, width: 1000, height: 1000)) == [0, 1, 2, 3])
    }
}
