import Mosaic
import MosaicTestSupport
import Testing

/// A section's `visibleItemsInvalidationHandler` (``VisibleItemsInvalidationHandler``):
/// the compositional layout is scroll-reactive, and for random offsets,
/// section offsets, viewports and data every answer of the engine equals
/// the layout prepared whole with the handler applied to everything
/// (``WholePrepare``); orthogonal sections hand their items over unscrolled,
/// as UIKit does; and the layout refuses what a handler may not change.
@Suite struct CompositionalVisibleItemsTests {
    /// UIKit's carousel: each item scaled by its distance from the middle of the visible width.
    static let scaling = VisibleItemsInvalidationHandler(name: "scaling") { items, offset, environment in
        let width = environment.containerSize.width
        for index in items.indices {
            let distance = Swift.abs(items[index].frame.midX - offset.x - width / 2)
            let scale = Swift.max(1.1 - distance / width, 0.7)
            items[index].transform = Transform(scaleX: scale, scaleY: scale)
            items[index].alpha = scale / 1.1
            items[index].zIndex = Int(-distance)
            if items[index].category == .cell, items[index].indexPath.item % 3 == 0 { items[index].center.y += 5 }
        }
    }

    /// The scrolling tests' three sections (a badge on each item, a
    /// background, a pinned layout banner), each with `handler`.
    static func configuration(_ handler: VisibleItemsInvalidationHandler, horizontal: Bool = false) -> CompositionalConfiguration {
        var configuration = CompositionalScrollingTests.configuration
        if horizontal { configuration.scrollDirection = .horizontal }
        guard case .list(var sections) = configuration.sections else { return configuration }
        for index in sections.indices { sections[index].visibleItemsInvalidationHandler = handler }
        configuration.sections = .list(sections)
        return configuration
    }

    @Test(arguments: testSeeds)
    func theVisiblePathEqualsAWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<6 {
            let layout = CompositionalLayout(configuration: Self.configuration(Self.scaling, horizontal: random.chance(0.3)))
            let data = DataSource(itemCounts: (0..<random.nextInt(in: 1..<5)).map { _ in random.pick([0, 1, 7, 40]) })
            var environment = LayoutEnvironment(viewport: Size(width: random.pick([390, 200, 1024]), height: random.pick([844, 400])))
            for section in data.itemCounts.indices where random.chance(0.5) {
                environment.sectionOffsets[section] = random.nextDouble(in: -100...900).rounded()
            }
            let split = try LayoutEngine(layout: layout, dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(layout), dataSource: data, environment: environment)
            let differences = try ScrollEquivalence.randomOffsetDifferences(split, whole, rounds: 5, random: &random)
            #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
        }
    }

    /// Batch updates animate from and to the attributes of a whole prepare.
    @Test(arguments: testSeeds)
    func batchUpdatesAnimateFromAndToTheWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<4 {
            let layout = CompositionalLayout(configuration: Self.configuration(Self.scaling))
            let data = DataSource(itemCounts: [random.nextInt(in: 2..<20), random.nextInt(in: 2..<20)])
            let environment = LayoutEnvironment(contentOffset: Point(x: 0, y: random.nextDouble(in: 0...800)))
            let split = try LayoutEngine(layout: layout, dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(layout), dataSource: data, environment: environment)
            let update = BatchUpdate(
                deleteItems: [ItemPath(item: random.nextInt(in: 0..<data.itemCounts[0]), section: 0)],
                insertItems: [ItemPath(item: random.nextInt(in: 0..<data.itemCounts[1]), section: 1)])
            let rect: Rect? = random.chance(0.5) ? split.environment.bounds : nil
            let a = try split.performBatchUpdates(update, in: rect)
            let b = try whole.performBatchUpdates(update, in: rect)
            #expect(a.elements == b.elements, "rect \(String(describing: rect))")
        }
    }

    /// A scroll prepares nothing again (no view is pinned), and the layout
    /// is scroll-reactive only with a handler.
    @Test func aScrollDoesNotPrepareAgain() throws {
        var configuration = Self.configuration(Self.scaling)
        configuration.boundarySupplementaryItems = []
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: DataSource(itemCounts: [30, 30, 30]))
        _ = try engine.visibleElements()
        try engine.setContentOffset(Point(x: 0, y: 300))
        #expect(engine.pendingInvalidation.isEmpty)
        #expect((engine.layout as? CompositionalLayout)?.reactsToScroll == true)
        let plain = try LayoutEngine(layout: CompositionalLayout(configuration: CompositionalScrollingTests.configuration), dataSource: DataSource(count: 3))
        _ = try plain.visibleElements()
        #expect((plain.layout as? CompositionalLayout)?.reactsToScroll == false)
    }

    /// An orthogonal section's items reach the handler where the section puts
    /// them unscrolled, and its offset is the section's: `frame.minX − offset.x`
    /// is where the item is drawn.
    @Test func orthogonalItemsArriveUnscrolled() throws {
        let recording = VisibleItemsInvalidationHandler(name: "recording") { items, offset, _ in
            for index in items.indices where items[index].category == .cell {
                items[index].zIndex = Int((items[index].frame.minX - offset.x).rounded())
            }
        }
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: Self.configuration(recording)), dataSource: DataSource(itemCounts: [8, 8, 8]))
        try engine.setSectionOffset(137, forSection: 0)
        try engine.setContentOffset(Point(x: 0, y: 20))
        let cells = try engine.allElements().filter { $0.category == .cell && $0.indexPath.section == 0 }
        #expect(!cells.isEmpty)
        for cell in cells { #expect(cell.zIndex == Int(cell.frame.minX.rounded()), "\(cell.indexPath)") }
    }

    static func refusal(_ change: @escaping @Sendable (inout [LayoutAttributes]) -> Void) -> VisibleItemsInvalidationHandler {
        VisibleItemsInvalidationHandler(name: "bad") { items, _, _ in change(&items) }
    }

    @Test(arguments: [
        ("size", refusal { $0[0].frame.size.width += 1 }),
        ("isHidden", refusal { $0[0].isHidden = true }),
        ("anchor point", refusal { $0[0].anchorPoint = .zero }),
        ("which element", refusal { $0[0].indexPath.item += 1 }),
        ("left", refusal { $0.removeLast() }),
        ("at most one viewport", refusal { $0[0].center.x += 5000 }),
        ("at most one viewport", refusal { $0[0].transform = Transform(scaleX: 100) }),
    ])
    func theLayoutRefusesWhatAHandlerMayNotChange(says: String, handler: VisibleItemsInvalidationHandler) throws {
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: Self.configuration(handler)), dataSource: DataSource(itemCounts: [8, 8, 8]))
        #expect {
            _ = try engine.visibleElements()
        } throws: { error in
            let text = "\(error)"
            return text.contains(says) && text.contains("visibleItemsInvalidationHandler ('bad')")
        }
    }
}
