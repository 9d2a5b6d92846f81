import Mosaic
import Testing

/// Scrolling orthogonal sections moves only their cells and badges, and
/// gives what a full prepare at the same offsets gives.
@Suite struct CompositionalScrollingTests {
    /// The seed's three sections, with a badge on every item of the first
    /// section's group and a pinned layout header, so that every kind of
    /// view is there.
    static var configuration: CompositionalConfiguration {
        var configuration = CompositionalConfiguration.vibe
        guard case .list(var sections) = configuration.sections else { return configuration }
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: LayoutSize(widthDimension: .absolute(12), heightDimension: .absolute(12)),
            containerAnchor: LayoutAnchor(edges: .topTrailing))
        sections[0].group.supplementaryItems = [badge]
        sections[1].decorationItems = [DecorationItem(elementKind: "background")]
        configuration.sections = .list(sections)
        configuration.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "banner", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
            alignment: .top, pinToVisibleBounds: true)]
        return configuration
    }

    @Test(arguments: testSeeds)
    func scrollingSectionsEqualsAFullPrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let data = DataSource(itemCounts: [6, 10, 15])
        let layout = CompositionalLayout(configuration: Self.configuration)
        let engine = try LayoutEngine(layout: layout, dataSource: data, environment: environment(390, 600, offset: Point(x: 0, y: 200)))
        _ = try engine.allElements()
        for _ in 0..<25 {
            let section = random.nextInt(in: 0..<3)
            try engine.setSectionOffset(random.nextDouble(in: -100...900).rounded(), forSection: section)
            let scrolled = try engine.allElements()
            #expect(engine.lastPrepare?.request == .sectionOffsets)
            let fresh = try LayoutEngine(layout: layout, dataSource: data, environment: engine.environment)
            #expect(scrolled == (try fresh.allElements()), "seed \(seed): the same to the bit")
            let visible = Rect(origin: engine.environment.contentOffset, size: engine.environment.viewport)
            #expect(try engine.layoutAttributesForElements(in: visible) == fresh.layoutAttributesForElements(in: visible))
        }
    }

    @Test func onlyTheScrolledSectionsCellsAndBadgesMove() throws {
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: Self.configuration), dataSource: DataSource(itemCounts: [6, 10, 15]))
        let before = try engine.allElements()
        try engine.setSectionOffset(100, forSection: 0)
        let after = try engine.allElements()
        try #require(before.count == after.count)
        for (old, new) in zip(before, after) {
            let moves = old.indexPath.section == 0 && (old.category == .cell || old.kind == "badge")
            #expect(new.frame.minX == old.frame.minX - (moves ? 100 : 0), "\(old.category) \(old.kind ?? "") \(old.indexPath)")
            #expect(new.frame.minY == old.frame.minY)
        }
    }
}
