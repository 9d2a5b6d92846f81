import Mosaic
import Testing

/// `--scale`: frames rounded as UIKit shows them (``PixelRounding``), once,
/// where the engine answers.
@Suite struct PixelRoundingTests {
    /// The widths of a published measurement (stackoverflow.com,
    /// "interItemSpacing = .fixed(0) not always working in
    /// UICollectionViewLayout"): five items of these fractions of a 375-point
    /// group, on an iPhone 8 (scale 2), showed widths 84, 37.5, 84.5, 84,
    /// 84.5 and a gap between the last two.
    static let fractions = [0.2244798445859886, 0.0999484835067196, 0.2255459136606516, 0.2244798445859886, 0.2255459136606516]

    func measuredRow(scale: Double?) throws -> LayoutEngine {
        let items = Self.fractions.map { itemElement(.fractionalWidth($0), .fractionalHeight(1)) }
        let section = CompositionalSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: items))
        return try compositionalEngine(
            uniformSections(section), dataSource: DataSource(count: 5),
            environment: LayoutEnvironment(viewport: Size(width: 375, height: 667), displayScale: scale)
        )
    }

    @Test func eachOfXYWidthAndHeightIsRoundedOnItsOwnAsThePublishedMeasurement() throws {
        let frames = try measuredRow(scale: 2).allElements().map(\.frame)
        #expect(frames.map(\.width) == [84, 37.5, 84.5, 84, 84.5])
        #expect(frames.map(\.minX) == [0, 84, 121.5, 206, 290.5])
        // The gap the measurement shows between the last two items.
        #expect(frames[4].minX - frames[3].maxX == 0.5)
    }

    @Test func withoutAScaleFramesAreExact() throws {
        let frames = try measuredRow(scale: nil).allElements().map(\.frame)
        #expect(frames[1].width == Self.fractions[1] * 375)
        #expect(frames[4].maxX == 375 || abs(frames[4].maxX - 375) < 1e-9)
    }

    @Test func scaleThreeRoundsToThirds() {
        #expect(Rect(x: 10.2, y: -0.1, width: 33.5, height: 1.16).roundedToPixels(scale: 3)
                == Rect(x: 31.0 / 3, y: 0, width: 101.0 / 3, height: 3.0 / 3))
        #expect(PixelRounding.round(0.25, scale: 2) == 0.5, "halves away from zero")
        #expect(PixelRounding.round(-0.25, scale: 2) == -0.5)
        #expect(PixelRounding.round(-0.2, scale: 1).sign == .plus, "never -0")
        #expect(PixelRounding.round(1e300, scale: 3) == 1e300, "no overflow")
    }

    /// Every query answers rounded values; the cache keeps exact ones, so
    /// turning the scale off gives the exact frames back. A scale change
    /// invalidates the layout, which may read it (`ctx.displayScale`).
    @Test func everyQueryIsRoundedAndTheLayoutKeepsExactValues() throws {
        let engine = try measuredRow(scale: 2)
        let all = try engine.allElements()
        #expect(try engine.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 375, height: 50)) == all)
        #expect(try engine.visibleElements() == all)
        #expect(try engine.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.width == 37.5)
        try engine.setDisplayScale(nil)
        #expect(engine.pendingInvalidation.invalidateEverything, "layouts may read the scale")
        #expect(try engine.layoutAttributesForItem(at: ItemPath(item: 1, section: 0))?.frame.width == Self.fractions[1] * 375)
        #expect(try LayoutSnapshot(engine: engine).elements == engine.allElements())
        try engine.setDisplayScale(2)
        #expect(try LayoutSnapshot(engine: engine).elements == all, "the snapshot every exporter reads is rounded")
    }

    @Test func supplementaryViewsAndUpdatePlansAreRoundedToo() throws {
        let flow = try FlowLayout(parameters: try {
            var parameters = FlowLayout.descriptor.defaultParameters
            try parameters.set("itemWidth", parsing: "100.3")
            try parameters.set("headerHeight", parsing: "20.26")
            return parameters
        }())
        let engine = try LayoutEngine(
            layout: flow, dataSource: DataSource(count: 4),
            environment: LayoutEnvironment(viewport: Size(width: 390, height: 844), displayScale: 1)
        )
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(item: 0, section: 0))?.frame.height == 20)
        let plan = try engine.performBatchUpdates(BatchUpdate(insertItems: [ItemPath(item: 4, section: 0)]))
        for entry in plan.elements {
            for attributes in [entry.before, entry.after, entry.initial, entry.final].compactMap({ $0 }) {
                let frame = attributes.frame
                #expect([frame.minX, frame.minY, frame.width, frame.height].allSatisfy { $0 == $0.rounded() }, "\(frame)")
            }
        }
    }

    // MARK: - Where scrolling stops

    /// A `groupPagingCentered` section of groups 0.85 of 390 wide rests
    /// with its first group centred at −(390 − 331.5) / 2 = −29.25. UIKit's
    /// scroll view keeps its `contentOffset` on pixels, so at scale 2 the
    /// answer is −29.5 (halves away from zero), at scale 1 −29, and exact
    /// without a scale.
    @Test func sectionTargetsAreRoundedToPixels() throws {
        let section = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.fractionalWidth(0.85), .absolute(100)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(1))]),
            orthogonalScrollingBehavior: .groupPagingCentered
        )
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 5))
        #expect(try engine.targetOffset(forSection: 0, proposed: 0) == -29.25)
        try engine.setDisplayScale(2)
        #expect(try engine.targetOffset(forSection: 0, proposed: 0) == -29.5)
        try engine.setDisplayScale(1)
        #expect(try engine.targetOffset(forSection: 0, proposed: 0) == -29)
        try engine.setDisplayScale(3)
        #expect(try engine.targetOffset(forSection: 0, proposed: 0) == (-29.25 * 3).rounded(.toNearestOrAwayFromZero) / 3)
    }

    /// The layout's `targetContentOffset` answer too: a flow layout stops
    /// where it is asked, so a proposed (10.3, 200.26) comes back as it is
    /// without a scale, and on pixels with one.
    @Test func contentTargetsAreRoundedToPixels() throws {
        let engine = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 100))
        let proposed = Point(x: 10.3, y: 200.26)
        #expect(try engine.targetContentOffset(proposed: proposed) == proposed)
        try engine.setDisplayScale(2)
        #expect(try engine.targetContentOffset(proposed: proposed) == Point(x: 10.5, y: 200.5))
        try engine.setDisplayScale(1)
        #expect(try engine.targetContentOffset(proposed: proposed) == Point(x: 10, y: 200))
    }
}
