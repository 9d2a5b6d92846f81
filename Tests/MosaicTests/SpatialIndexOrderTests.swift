@testable import Mosaic
import Testing

/// Small items sprinkled at random over a large area, some turned: slot
/// order says nothing about position, so the index should sort them. Lays
/// out appended items on their own, so that appends reach a Z-ordered index.
private struct DustLayout: CollectionLayout {
    var name: String { "dust" }
    var parameters = Parameters(layoutName: "dust", specs: [])

    func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full || kind == .append }

    static func attributes(at indexPath: ItemPath) -> LayoutAttributes {
        var random = SplitMix64(seed: UInt64(indexPath.section) << 32 | UInt64(indexPath.item))
        return LayoutAttributes(
            indexPath: indexPath,
            frame: Rect(x: random.nextDouble(in: 0...20_000), y: random.nextDouble(in: 0...20_000), width: 10, height: 14),
            transform: Transform(rotation: random.chance(0.3) ? random.nextDouble(in: -3...3) : 0))
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        var first = 0
        if case .append(let previous) = request { first = previous[0] }
        for item in first..<cache.numberOfItems(inSection: 0) {
            cache.setCell(Self.attributes(at: ItemPath(0, item)))
        }
    }
}

@Suite("The spatial index's two orders")
struct SpatialIndexOrderTests {
    @Test("compact layouts keep slot order; scattered ones are sorted in Z-order")
    func orderFollowsLooseness() throws {
        let flow = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 2000))
        try flow.prepare()
        #expect(flow.cache.cellIndex.order.isEmpty)

        let dust = try LayoutEngine(layout: DustLayout(), dataSource: DataSource(count: 2000))
        try dust.prepare()
        #expect(dust.cache.cellIndex.order.count == 2000)
        #expect(Set(dust.cache.cellIndex.order).count == 2000, "every slot exactly once")
    }

    @Test("appends to a Z-ordered index, across a re-sort, answer as the filter does", arguments: [UInt64(11), 12])
    func appendsInZOrder(seed: UInt64) throws {
        let engine = try LayoutEngine(layout: DustLayout(), dataSource: DataSource(count: 2000))
        try engine.prepare()
        #expect(!engine.cache.cellIndex.order.isEmpty)
        // 4096 appended elements is the most an index of 2000 keeps unsorted.
        for (step, batch) in [1, 31, 300, 2500, 1400].enumerated() {
            engine.appendItems(Array(repeating: ItemMetrics(), count: batch), toSection: 0)
            try engine.prepare()
            #expect(engine.lastPrepare?.request == .append)
            let index = engine.cache.cellIndex
            #expect(index.order.count == engine.cache.cellCount)
            if step == 4 { #expect(index.sortedCount == engine.cache.cellCount, "re-sorted once the tail passed 4096") }
            try expectQueriesMatchFilter(
                engine, rects: randomRects(count: 40, around: try queryArea(engine), seed: seed &+ UInt64(step)),
                "after appending \(batch)")
        }
    }

    @Test("radix sort orders by the upper half and keeps equal keys in order")
    func radixSort() {
        var random = SplitMix64(seed: 5)
        var values = (0..<5000).map { UInt64(random.next() % 64) << 32 | UInt64($0) }
        let expected = values.sorted { ($0 >> 32, $0 & 0xFFFF_FFFF) < ($1 >> 32, $1 & 0xFFFF_FFFF) }
        radixSortByUpperHalf(&values)
        #expect(values == expected)
    }
}
