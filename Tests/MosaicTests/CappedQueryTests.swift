@testable import Mosaic
import Testing

/// Cells scattered at seeded random places (so the index sorts them in
/// Z-order), a header per section scattered too, and decorations that
/// share index paths with cells: every order a capped query must merge.
private struct ScatterLayout: CollectionLayout {
    var name: String { "scatter" }
    var parameters = Parameters(layoutName: "scatter", specs: [])
    let seed: UInt64

    func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        var random = SplitMix64(seed: seed)
        func coordinate() -> Double { Double(random.next() % 10_000) }
        for section in 0..<cache.numberOfSections {
            for item in 0..<cache.numberOfItems(inSection: section) {
                cache.setCell(frame: Rect(x: coordinate(), y: coordinate(), width: 40, height: 40), at: ItemPath(section, item))
                if item % 7 == 0 {
                    cache.setSupplementary(LayoutAttributes(
                        category: .decoration, kind: "mark", indexPath: ItemPath(section, item),
                        frame: Rect(x: coordinate(), y: coordinate(), width: 60, height: 60)))
                }
            }
            cache.setSupplementary(LayoutAttributes(
                category: .supplementary, kind: "header", indexPath: ItemPath(section, 0),
                frame: Rect(x: coordinate(), y: coordinate(), width: 300, height: 30)))
        }
        cache.contentSize = Size(width: 10_040, height: 10_040)
    }
}

/// A capped query lists exactly the first `limit` elements of the full
/// answer, in its order, and counts the rest; so does a capped update plan.
@Suite("Capped queries")
struct CappedQueryTests {
    static func engines(seed: UInt64) throws -> [LayoutEngine] {
        let data = DataSource(itemCounts: [300, 0, 450, 250])
        let environment = LayoutEnvironment(viewport: Size(width: 390, height: 844))
        var flow = FlowLayout.descriptor.defaultParameters
        try flow.set("headerHeight", parsing: "30")
        try flow.set("footerHeight", parsing: "20")
        return [
            try LayoutEngine(layout: ScatterLayout(seed: seed), dataSource: data, environment: environment),
            try LayoutEngine(layout: try FlowLayout(parameters: flow), dataSource: data, environment: environment),
            try LayoutEngine(layout: try WaterfallLayout(parameters: WaterfallLayout.descriptor.defaultParameters),
                             dataSource: DataSource.generated(count: 1_000, heights: 50...500, seed: seed), environment: environment),
            try scrolledFan(seed: seed, data: data, environment: environment),
        ]
    }

    /// The fan scrolled part way: a scroll-reactive layout, whose capped
    /// query applies its step to the base elements as it meets them.
    static func scrolledFan(seed: UInt64, data: DataSource, environment: LayoutEnvironment) throws -> LayoutEngine {
        let engine = try LayoutEngine(layout: FanLayout(), dataSource: data, environment: environment)
        try engine.setContentOffset(Point(x: Double(seed) * 9_000.5, y: 0))
        return engine
    }

    static let rects = [
        Rect(x: 0, y: 0, width: 390, height: 844),
        Rect(x: 2_000, y: 1_000, width: 3_000, height: 4_000),
        Rect(x: -1e9, y: -1e9, width: 2e9, height: 2e9),
        Rect(x: 50_000, y: 50_000, width: 10, height: 10),
    ]

    @Test(arguments: [UInt64(1), 2, 3])
    func cappedQueryIsTheFirstOfTheFullAnswer(seed: UInt64) throws {
        for engine in try Self.engines(seed: seed) {
            for rect in Self.rects {
                let full = try engine.layoutAttributesForElements(in: rect)
                for limit in [0, 1, 7, 100, full.count, full.count + 5, 20_000] {
                    let capped = try engine.layoutAttributesForElements(in: rect, limit: limit)
                    #expect(capped.total == full.count, "\(engine.layout.name) \(rect) limit \(limit)")
                    #expect(capped.elements == Array(full.prefix(limit)), "\(engine.layout.name) \(rect) limit \(limit)")
                    #expect(capped.omitted == max(0, full.count - limit))
                }
            }
        }
    }

    @Test(arguments: [UInt64(1), 2])
    func cappedPlanIsTheFirstOfTheFullPlan(seed: UInt64) throws {
        let batches: [BatchUpdate] = [
            .insert(section: 0, item: 3, count: 40),
            .delete(section: 2, item: 10, count: 120),
            .move(from: ItemPath(0, 1), to: ItemPath(3, 5)),
            .delete(section: 0, item: 10, count: 50),
            .move(from: ItemPath(0, 1), to: ItemPath(0, 200)),
        ]
        for batch in batches {
            for rect in Self.rects.prefix(3) {
                for limit in [0, 5, 60, 20_000] {
                    let full = try Self.engines(seed: seed)
                    let capped = try Self.engines(seed: seed)
                    for (a, b) in zip(full, capped) where (try? batch.mapping(itemCounts: a.dataSource.itemCounts)) != nil {
                        let all = try a.performBatchUpdates(batch, in: rect).elements
                        let plan = try b.performBatchUpdates(batch, in: rect, limit: limit)
                        #expect(plan.elements == Array(all.prefix(limit)), "\(a.layout.name) \(rect) limit \(limit)")
                        #expect(plan.omitted == max(0, all.count - limit))
                    }
                }
            }
        }
    }

    /// The memory a capped query holds does not grow with the answer: the
    /// selection keeps at most the limit, whatever is offered.
    @Test func selectionKeepsAtMostTheLimit() {
        var selection = SmallestElements<Int>(limit: 10, by: <)
        var random = SplitMix64(seed: 9)
        var all: [Int] = []
        for _ in 0..<100_000 {
            let value = Int(random.next() % 1_000_000)
            all.append(value)
            selection.offer(value)
        }
        #expect(selection.offered == 100_000)
        #expect(selection.sorted() == Array(all.sorted().prefix(10)))
        var none = SmallestElements<Int>(limit: 0, by: <)
        for value in all { none.offer(value) }
        #expect(none.sorted().isEmpty && none.offered == all.count)
    }
}
