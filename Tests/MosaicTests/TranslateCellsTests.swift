import Mosaic
import Testing

/// A one-column list whose items are 40 points tall unless a preferred size
/// says otherwise; a size fed back relays out that item and moves every later
/// one with `translateCells`, as a self-sizing layout does.
private struct ListLayout: CollectionLayout {
    var name: String { "list" }
    var parameters = Parameters(layoutName: "list", specs: [])
    /// Whether to take the `.items` fast path (otherwise everything is redone).
    var incremental: Bool

    func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full || (incremental && kind == .items) }

    func height(_ indexPath: ItemPath, _ context: LayoutContext) -> Double {
        context.preferredSize(at: indexPath)?.height ?? 40
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        switch request {
        case .items(let changed):
            for indexPath in changed {
                let slot = cache.slot(of: indexPath)
                var frame = cache.cellFrame(at: indexPath)
                let delta = height(indexPath, context) - frame.height
                frame.size.height += delta
                cache.setCell(frame: frame, slot: slot)
                cache.translateCells((slot + 1)..<cache.cellCount, by: Point(x: 0, y: delta))
                cache.translateSupplementary(by: Point(x: 0, y: delta)) { $0.indexPath.section > indexPath.section }
                cache.contentSize?.height += delta
            }
        default:
            var y = 0.0
            for section in 0..<cache.numberOfSections {
                cache.setSupplementary(LayoutAttributes(
                    category: .supplementary, kind: "header", indexPath: ItemPath(item: 0, section: section),
                    frame: Rect(x: 0, y: y, width: 300, height: 20)))
                y += 20
                for item in 0..<cache.numberOfItems(inSection: section) {
                    let indexPath = ItemPath(item: item, section: section)
                    let height = height(indexPath, context)
                    cache.setCell(frame: Rect(x: 0, y: y, width: 300, height: height), at: indexPath)
                    y += height
                }
            }
            cache.contentSize = Size(width: 300, height: y)
        }
    }
}

@Suite struct TranslateCellsTests {
    @Test(arguments: testSeeds)
    func movedCellsAnswerQueriesAsAFullPrepareDoes(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let data = DataSource(itemCounts: [700, 0, 1_300])
        let fast = try LayoutEngine(layout: ListLayout(incremental: true), dataSource: data, environment: environment(300, 600))
        let full = try LayoutEngine(layout: ListLayout(incremental: false), dataSource: data, environment: environment(300, 600))
        _ = try fast.contentSize()
        for _ in 0..<20 {
            let section = random.pick([0, 2])
            let indexPath = ItemPath(item: random.nextInt(in: 0..<data.numberOfItems(inSection: section)), section: section)
            let size = Size(width: 300, height: random.nextDouble(in: 1...200).rounded())
            try fast.setPreferredSize(size, forItemAt: indexPath)
            try full.setPreferredSize(size, forItemAt: indexPath)
            #expect(try fast.allElements() == full.allElements())
            #expect(fast.lastPrepare?.request == .items)
            #expect(full.lastPrepare?.request == .full)
            let content = try full.contentSize()
            #expect(try fast.contentSize() == content)
            for _ in 0..<30 {
                let rect = Rect(
                    x: random.nextDouble(in: -50...300), y: random.nextDouble(in: -100...content.height),
                    width: random.nextDouble(in: 0...400), height: random.nextDouble(in: 0...900))
                #expect(try fast.layoutAttributesForElements(in: rect) == full.layoutAttributesForElements(in: rect), "seed \(seed), \(rect)")
            }
        }
    }

    @Test func aSizeFedBackAboveTheScreenKeepsTheVisibleCellsInPlace() throws {
        let engine = try LayoutEngine(
            layout: ListLayout(incremental: true), dataSource: DataSource(count: 1_000),
            environment: environment(300, 600, offset: Point(x: 0, y: 4_010)))
        let before = try engine.visibleElements().filter { $0.category == .cell }
        // Item 50 is far above the screen: it grows by 60 points.
        try engine.setPreferredSize(Size(width: 300, height: 100), forItemAt: ItemPath(item: 50, section: 0))
        let after = try engine.visibleElements().filter { $0.category == .cell }
        #expect(engine.environment.contentOffset == Point(x: 0, y: 4_070))
        #expect(after.map(\.indexPath) == before.map(\.indexPath))
        #expect(after.map { $0.frame.minY - 4_070 } == before.map { $0.frame.minY - 4_010 })
        // A visible item that grows moves what follows it, not the offset.
        let visible = before[2].indexPath
        try engine.setPreferredSize(Size(width: 300, height: 90), forItemAt: visible)
        _ = try engine.contentSize()
        #expect(engine.environment.contentOffset == Point(x: 0, y: 4_070))
    }

    @Test func severalSizesAtOnceTakeOnePrepareAndKeepTheScreenStill() throws {
        let engine = try LayoutEngine(
            layout: ListLayout(incremental: true), dataSource: DataSource(count: 1_000),
            environment: environment(300, 600, offset: Point(x: 0, y: 4_010)))
        let before = try engine.visibleElements().filter { $0.category == .cell }
        // Items 10 and 20 (above the screen) grow by 10 and 30; item 101 (on screen) by 60.
        let fed = try engine.setPreferredSizes([
            ItemPath(item: 10, section: 0): Size(width: 300, height: 50),
            ItemPath(item: 20, section: 0): Size(width: 300, height: 70),
            ItemPath(item: 101, section: 0): Size(width: 300, height: 100),
        ])
        #expect(fed == 3)
        let after = try engine.visibleElements().filter { $0.category == .cell }
        #expect(engine.lastPrepare?.request == .items)
        #expect(engine.environment.contentOffset == Point(x: 0, y: 4_050))
        #expect(after.first.map { $0.frame.minY - 4_050 } == before.first.map { $0.frame.minY - 4_010 })
        // A bad entry refuses the whole set; nothing changes.
        #expect(throws: LayoutError.self) {
            try engine.setPreferredSizes([ItemPath(item: 1, section: 0): Size(width: 1, height: 5), ItemPath(item: 5_000, section: 0): Size(width: 1, height: 5)])
        }
        #expect(engine.preferredSizes.count == 3)
        #expect(try engine.setPreferredSizes([ItemPath(item: 10, section: 0): Size(width: 300, height: 50)]) == 0)
    }

    @Test func preferredSizesOutsideTheDataOrNotPositiveAreRefused() throws {
        let engine = try LayoutEngine(layout: ListLayout(incremental: true), dataSource: DataSource(count: 3))
        #expect(throws: LayoutError.self) { try engine.setPreferredSize(Size(width: 1, height: 1), forItemAt: ItemPath(item: 3, section: 0)) }
        #expect(throws: LayoutError.self) { try engine.setPreferredSize(Size(width: 1, height: 0), forItemAt: ItemPath(item: 0, section: 0)) }
        #expect(throws: LayoutError.self) { try engine.setPreferredSize(Size(width: .nan, height: 1), forItemAt: ItemPath(item: 0, section: 0)) }
        #expect(engine.preferredSizes.isEmpty)
    }
}
