import Mosaic
import Testing

/// Estimated sizes, preferred sizes fed back, and the partial relayout
/// (`PrepareRequest.items`) that must give what a full prepare gives.
@Suite struct CompositionalSelfSizingTests {
    @Test func estimatePreferredSizeAndDataSize() throws {
        // Items estimated 44 tall: item 0 has no metrics (the estimate), item 1
        // a data height of 70, item 2 a data height of 90 and a preferred
        // height of 120 (the preferred size wins).
        let data = DataSource(sections: [[ItemMetrics(), ItemMetrics(height: 70), ItemMetrics(height: 90)]])
        let engine = try compositionalEngine(uniformSections(compositionalListSection(height: 44, estimated: true, spacing: 10)), dataSource: data)
        try engine.setPreferredSize(Size(width: 390, height: 120), forItemAt: ItemPath(0, 2))
        try expectCell(engine, 0, 0, Rect(x: 0, y: 0, width: 390, height: 44))
        try expectCell(engine, 0, 1, Rect(x: 0, y: 54, width: 390, height: 70))
        try expectCell(engine, 0, 2, Rect(x: 0, y: 134, width: 390, height: 120))
        #expect(try engine.contentSize() == Size(width: 390, height: 254))
    }

    @Test func onlyEstimatedDimensionsTakeThePreferredSize() throws {
        // The width is fractional: a preferred width is ignored, the height taken.
        let engine = try compositionalEngine(uniformSections(compositionalListSection(height: 44, estimated: true)), dataSource: DataSource(count: 2))
        try engine.setPreferredSize(Size(width: 10, height: 50), forItemAt: ItemPath(0, 0))
        try expectCell(engine, 0, 0, Rect(x: 0, y: 0, width: 390, height: 50))
        try expectCell(engine, 0, 1, Rect(x: 0, y: 50, width: 390, height: 44))
    }

    @Test func preferredSizeFittingAsksTheConfiguration() throws {
        var configuration = uniformSections(compositionalListSection(height: 44, estimated: true))
        configuration.preferredSize = PreferredSizeProvider(name: "twice") { attributes in
            attributes.indexPath.item == 1 ? Size(width: attributes.frame.width, height: 88) : nil
        }
        let engine = try compositionalEngine(configuration, dataSource: DataSource(count: 3))
        #expect(try engine.selfSizeVisibleItems() == 1)
        try expectCell(engine, 0, 1, Rect(x: 0, y: 44, width: 390, height: 88))
        try expectCell(engine, 0, 2, Rect(x: 0, y: 132, width: 390, height: 44))
        #expect(try engine.selfSizeVisibleItems() == 0)
    }

    @Test func aSizeFedBackInAScrolledCarouselNeverScrollsTheLayoutSideways() throws {
        // A continuous carousel of cells estimated 100 wide, scrolled 250 to
        // the right: cells 0 and 1 are off screen to the left, cell 2 is the
        // first visible. Cell 0 grows to 200: the cells after it move right
        // within the carousel, and the vertical layout's offset stays (0, 0).
        let carousel = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.estimated(100), .absolute(100)), subitems: [itemElement(.estimated(100), .absolute(100))]),
            orthogonalScrollingBehavior: .continuous)
        let engine = try compositionalEngine(uniformSections(carousel), dataSource: DataSource(count: 10))
        try engine.setSectionOffset(250, forSection: 0)
        try expectCell(engine, 0, 2, Rect(x: -50, y: 0, width: 100, height: 100))
        try engine.setPreferredSize(Size(width: 200, height: 100), forItemAt: ItemPath(0, 0))
        try expectCell(engine, 0, 2, Rect(x: 50, y: 0, width: 100, height: 100))
        #expect(engine.environment.contentOffset == .zero)
    }

    @Test func feedingBackASizeKeepsTheFirstVisibleCellOnScreen() throws {
        let environment = LayoutEnvironment(viewport: Size(width: 390, height: 844), contentOffset: Point(x: 0, y: 10_000))
        let engine = try compositionalEngine(
            uniformSections(compositionalListSection(height: 44, estimated: true, spacing: 2)), dataSource: DataSource(count: 1_000), environment: environment
        )
        let before = try #require(try engine.visibleElements().first { $0.category == .cell })
        let onScreen = before.frame.minY - engine.environment.contentOffset.y
        try engine.setPreferredSize(Size(width: 390, height: 144), forItemAt: ItemPath(0, 10))
        let after = try #require(try engine.layoutAttributesForItem(at: before.indexPath))
        #expect(after.frame.minY == before.frame.minY + 100)
        #expect(after.frame.minY - engine.environment.contentOffset.y == onScreen)
        #expect(try engine.visibleElements().first { $0.category == .cell }?.indexPath == before.indexPath)
    }

    // MARK: - The partial relayout gives what a full prepare gives

    /// Sections of every kind the partial relayout treats differently: a
    /// list with header, footer and background; a grid of three estimated
    /// items per group; an orthogonal row; nested groups; a section without
    /// estimates; a custom group. Every length along the scroll axis is a
    /// whole number of points.
    static func mixedConfiguration(pinnedHeaders: Bool) -> CompositionalConfiguration {
        let header = BoundarySupplementaryItem(
            elementKind: "header", layoutSize: layoutSize(.fractionalWidth(1), .absolute(30)), alignment: .top, pinToVisibleBounds: pinnedHeaders
        )
        let footer = BoundarySupplementaryItem(elementKind: "footer", layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), alignment: .bottom)
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: layoutSize(.absolute(10), .absolute(10)), containerAnchor: LayoutAnchor(edges: .topTrailing)
        )
        var list = compositionalListSection(height: 44, estimated: true, spacing: 4)
        list.contentInsets = Insets(top: 8, left: 16, bottom: 8, right: 16)
        list.boundarySupplementaryItems = [header, footer]
        list.decorationItems = [DecorationItem(elementKind: "background")]
        let grid = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(50)), subitems: [
                .item(CompositionalItem(layoutSize: layoutSize(.fractionalWidth(1.0 / 3), .estimated(50)), supplementaryItems: [badge])),
            ]),
            interGroupSpacing: 6, boundarySupplementaryItems: [header]
        )
        var row = CompositionalSection(
            group: .vertical(layoutSize: layoutSize(.absolute(150), .estimated(100)), subitems: [itemElement(.fractionalWidth(1), .estimated(40))]),
            interGroupSpacing: 10, orthogonalScrollingBehavior: .continuous, boundarySupplementaryItems: [header]
        )
        row.contentInsets = Insets(top: 0, left: 20, bottom: 12, right: 20)
        let nested = CompositionalSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(80)), subitems: [
            itemElement(.fractionalWidth(0.5), .estimated(80)),
            .group(.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(80)), subitem: itemElement(.fractionalWidth(1), .estimated(40)), count: 2)),
            .group(.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .estimated(80)), subitems: [itemElement(.fractionalWidth(1), .estimated(40))])),
        ]))
        let rigid = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitem: itemElement(.fractionalWidth(1), .fractionalHeight(1)), count: 4),
            boundarySupplementaryItems: [header, footer]
        )
        let custom = CompositionalSection(group: .custom(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)),
            provider: CustomGroupProvider(name: "pair") { context in
                (0..<Swift.min(2, context.remainingItems)).map { CustomGroupProvider.Item(frame: Rect(x: Double($0) * 100, y: 0, width: 90, height: 90)) }
            }
        ))
        return CompositionalConfiguration(sections: .list([list, grid, row, nested, rigid, custom]), interSectionSpacing: 24)
    }

    static func mixedData(seed: UInt64) -> DataSource {
        var random = SplitMix64(seed: seed)
        let counts = [300, 200, 25, 150, 40, 9, 120]
        return DataSource(sections: counts.map { count in
            (0..<count).map { _ in random.chance(0.3) ? ItemMetrics(height: Double(random.nextInt(in: 20..<120))) : ItemMetrics() }
        })
    }

    /// Every element of `engine` against a full prepare of the same layout,
    /// data, environment and preferred sizes: equal, frames to the bit.
    static func expectSameAsFullPrepare(_ engine: LayoutEngine, configuration: CompositionalConfiguration, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let fresh = try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: engine.dataSource, environment: engine.environment)
        for (indexPath, size) in engine.preferredSizes.sorted(by: { $0.key < $1.key }) {
            try fresh.setPreferredSize(size, forItemAt: indexPath)
        }
        fresh.invalidateLayout(with: .everything)
        try fresh.setContentOffset(engine.environment.contentOffset)
        let expected = try fresh.allElements(), actual = try engine.allElements()
        #expect(fresh.lastPrepare?.request == .full || fresh.lastPrepare?.request == .boundsChange, sourceLocation: sourceLocation)
        #expect(actual.count == expected.count, sourceLocation: sourceLocation)
        for (a, b) in zip(actual, expected) where a != b || a.frame.bits != b.frame.bits {
            Issue.record("\(a.category) \(a.kind ?? "") \(a.indexPath): \(a.frame) after the partial relayout, \(b.frame) after a full prepare", sourceLocation: sourceLocation)
            break
        }
        #expect(try engine.contentSize() == fresh.contentSize(), sourceLocation: sourceLocation)
    }

    @Test(arguments: testSeeds, [false, true])
    func partialRelayoutMatchesFullPrepare(seed: UInt64, pinnedHeaders: Bool) throws {
        let configuration = Self.mixedConfiguration(pinnedHeaders: pinnedHeaders)
        let environment = LayoutEnvironment(viewport: Size(width: 390, height: 844), contentOffset: Point(x: 0, y: 3_000), sectionOffsets: [2: 75])
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: Self.mixedData(seed: seed), environment: environment)
        var random = SplitMix64(seed: seed &+ 99)
        var partial = 0
        for round in 0..<40 {
            let section = random.nextInt(in: 0..<engine.dataSource.numberOfSections)
            let item = random.nextInt(in: 0..<engine.dataSource.numberOfItems(inSection: section))
            let size = Size(width: Double(random.nextInt(in: 40..<200)), height: Double(random.nextInt(in: 10..<150)))
            try engine.setPreferredSize(size, forItemAt: ItemPath(section, item))
            try engine.prepare()
            if engine.lastPrepare?.request != .full { partial += 1 }
            if round % 8 == 7 { try Self.expectSameAsFullPrepare(engine, configuration: configuration) }
        }
        #expect(partial == 40, "every preferred size was taken by the partial relayout")
    }

    @Test func partialRelayoutAgreesWithinRoundingForAnyFractions() throws {
        // Lengths that are not whole numbers: moving by the difference and
        // adding up afresh round differently, but only in the last bits.
        var section = compositionalListSection(height: 44.3, estimated: true, spacing: 0.7)
        section.contentInsets = Insets(top: 0.1, left: 0, bottom: 0.3, right: 0)
        let configuration = uniformSections(section, interSectionSpacing: 1.9)
        let engine = try compositionalEngine(configuration, dataSource: DataSource(itemCounts: [500, 500, 500]))
        var random = SplitMix64(seed: 7)
        for _ in 0..<20 {
            let indexPath = ItemPath(random.nextInt(in: 0..<3), random.nextInt(in: 0..<500))
            try engine.setPreferredSize(Size(width: 1, height: random.nextDouble(in: 10...100)), forItemAt: indexPath)
        }
        let fresh = try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: engine.dataSource, environment: engine.environment)
        for (indexPath, size) in engine.preferredSizes { try fresh.setPreferredSize(size, forItemAt: indexPath) }
        fresh.invalidateLayout(with: .everything)
        let expected = try fresh.allElements(), actual = try engine.allElements()
        #expect(actual.count == expected.count)
        #expect(zip(actual, expected).allSatisfy { isClose($0.frame, $1.frame, tolerance: 1e-9 * max(1, abs($1.frame.maxY))) })
    }

    @Test func manySectionsAndOneLongSection() throws {
        // 100,000 items: in one section, then in 1,000 sections of 100.
        for counts in [[100_000], Array(repeating: 100, count: 1_000)] {
            var section = compositionalListSection(height: 44, estimated: true, spacing: 1)
            section.boundarySupplementaryItems = [BoundarySupplementaryItem(
                elementKind: "header", layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), alignment: .top
            )]
            let configuration = uniformSections(section, interSectionSpacing: 8)
            let engine = try compositionalEngine(configuration, dataSource: DataSource(itemCounts: counts))
            try engine.prepare()
            let middle = ItemPath(counts.count / 2, counts.count == 1 ? 50_000 : 0)
            try engine.setPreferredSize(Size(width: 390, height: 144), forItemAt: middle)
            try engine.prepare()
            #expect(engine.lastPrepare?.request == .items)
            try Self.expectSameAsFullPrepare(engine, configuration: configuration)
        }
    }
}

extension Rect {
    /// The bit patterns of the four components.
    var bits: [UInt64] { [minX, minY, width, height].map(\.bitPattern) }
}
