import Mosaic
import Testing

/// Boundary supplementary views of sections and of the layout, pinned
/// headers, views anchored to items and groups, and section backgrounds.
@Suite struct CompositionalSupplementaryTests {
    func boundary(
        _ kind: String, _ width: LayoutDimension, _ height: LayoutDimension, _ alignment: RectAlignment,
        offset: Point = .zero, extends: Bool = true, pinned: Bool = false, zIndex: Int = 0
    ) -> BoundarySupplementaryItem {
        BoundarySupplementaryItem(
            elementKind: kind, layoutSize: layoutSize(width, height), alignment: alignment, offset: offset,
            extendsBoundary: extends, pinToVisibleBounds: pinned, zIndex: zIndex
        )
    }

    @Test func alignmentsAndOffsets() throws {
        // Two 100-point rows in a section inset 10 top and bottom, 20 at the
        // sides (content 350 wide, from x = 20). Views that make room at the
        // top reach 30 (the tallest), so the groups start at 30 + 10 = 40 and
        // end at 240; the content ends at 250, the 40-point footer after it.
        var section = compositionalListSection(height: 100, estimated: false)
        section.contentInsets = Insets(top: 10, left: 20, bottom: 10, right: 20)
        section.boundarySupplementaryItems = [
            boundary("header", .absolute(100), .absolute(30), .topLeading, zIndex: 5),
            boundary("corner", .absolute(50), .absolute(20), .topTrailing),
            boundary("moved", .absolute(60), .absolute(10), .top, offset: Point(x: 5, y: -3)),
            boundary("footer", .absolute(200), .absolute(40), .bottom),
            boundary("inside", .absolute(30), .absolute(30), .bottomTrailing, extends: false),
            boundary("side", .absolute(10), .absolute(50), .trailing),
        ]
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 2))
        try expectView(engine, "header", 0, Rect(x: 20, y: 0, width: 100, height: 30))
        try expectView(engine, "corner", 0, Rect(x: 320, y: 0, width: 50, height: 20))
        // Centred: 20 + (350 − 60) / 2 = 165, then moved by (5, −3).
        try expectView(engine, "moved", 0, Rect(x: 170, y: -3, width: 60, height: 10))
        // Centred at the bottom, after the content: x = 20 + 75.
        try expectView(engine, "footer", 0, Rect(x: 95, y: 250, width: 200, height: 40))
        // Over the content, against its bottom-trailing corner.
        try expectView(engine, "inside", 0, Rect(x: 340, y: 220, width: 30, height: 30))
        // Against the trailing side, centred on the content (30…250).
        try expectView(engine, "side", 0, Rect(x: 360, y: 115, width: 10, height: 50))
        try expectCell(engine, 0, 0, Rect(x: 20, y: 40, width: 350, height: 100))
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(0, 0))?.zIndex == 5)
        #expect(try engine.contentSize().height == 290)
    }

    @Test func notFollowingContentInsets() throws {
        var section = compositionalListSection(height: 100, estimated: false)
        section.contentInsets = Insets(top: 0, left: 20, bottom: 0, right: 20)
        section.supplementariesFollowContentInsets = false
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(30), .top)]
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 1))
        try expectView(engine, "header", 0, Rect(x: 0, y: 0, width: 390, height: 30))
    }

    @Test func headerThatDoesNotMakeRoom() throws {
        var section = compositionalListSection(height: 100, estimated: false)
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(40), .top, extends: false)]
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 2))
        try expectView(engine, "header", 0, Rect(x: 0, y: 0, width: 390, height: 40))
        try expectCell(engine, 0, 0, Rect(x: 0, y: 0, width: 390, height: 100))
        #expect(try engine.contentSize().height == 200)
    }

    @Test func layoutBoundaryViews() throws {
        var configuration = uniformSections(compositionalListSection(height: 100, estimated: false), interSectionSpacing: 10)
        configuration.boundarySupplementaryItems = [
            boundary("banner", .fractionalWidth(1), .absolute(44), .top),
            boundary("credits", .fractionalWidth(0.5), .absolute(20), .bottomLeading),
        ]
        let engine = try compositionalEngine(configuration, dataSource: DataSource(itemCounts: [1, 1]))
        // The banner comes before the sections; the credits after them:
        // 44 + 100 + 10 + 100 = 254.
        try expectView(engine, "banner", 0, Rect(x: 0, y: 0, width: 390, height: 44))
        try expectCell(engine, 0, 0, Rect(x: 0, y: 44, width: 390, height: 100))
        try expectCell(engine, 1, 0, Rect(x: 0, y: 154, width: 390, height: 100))
        try expectView(engine, "credits", 0, Rect(x: 0, y: 254, width: 195, height: 20))
        #expect(try engine.contentSize().height == 274)
    }

    @Test func pinnedHeaderAcrossScrollPositions() throws {
        // Two sections of five 100-point items under a 50-point pinned header:
        // section 0 is 0…550 (its content ends at 550), section 1 550…1100.
        var section = compositionalListSection(height: 100, estimated: false)
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(50), .top, pinned: true, zIndex: 10)]
        let engine = try compositionalEngine(
            uniformSections(section), dataSource: DataSource(itemCounts: [5, 5]),
            environment: LayoutEnvironment(viewport: Size(width: 390, height: 300))
        )
        // (offset, header 0's y, header 1's y): it sticks to the top, but is
        // pushed up by the end of its section (550 − 50 = 500).
        for (offset, first, second) in [(0.0, 0.0, 550.0), (200, 200, 550), (520, 500, 550), (700, 500, 700), (2000, 500, 1050)] {
            try engine.setContentOffset(Point(x: 0, y: offset))
            try expectView(engine, "header", 0, Rect(x: 0, y: first, width: 390, height: 50))
            try expectView(engine, "header", 1, Rect(x: 0, y: second, width: 390, height: 50))
            if offset > 0 { #expect(engine.lastPrepare?.request == .boundsChange) }
        }
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(1, 0))?.zIndex == 10)

        // Content insets move where the visible content starts.
        try engine.setContentInsets(Insets(top: 20, left: 0, bottom: 0, right: 0))
        try engine.setContentOffset(Point(x: 0, y: 100))
        try expectView(engine, "header", 0, Rect(x: 0, y: 120, width: 390, height: 50))
    }

    @Test func pinnedFooter() throws {
        var section = compositionalListSection(height: 100, estimated: false)
        section.boundarySupplementaryItems = [boundary("footer", .fractionalWidth(1), .absolute(30), .bottom, pinned: true)]
        let engine = try compositionalEngine(
            uniformSections(section), dataSource: DataSource(count: 10), environment: LayoutEnvironment(viewport: Size(width: 390, height: 300))
        )
        // Its place is after the content (1000); while that is below the
        // visible bounds it sits at their bottom: 300 − 30.
        try expectView(engine, "footer", 0, Rect(x: 0, y: 270, width: 390, height: 30))
        try engine.setContentOffset(Point(x: 0, y: 900))
        try expectView(engine, "footer", 0, Rect(x: 0, y: 1000, width: 390, height: 30))
    }

    @Test func anchoredBadges() throws {
        // 100-point squares, three a row. The badge is 20 × 20 on each cell's
        // top-trailing corner, moved half its size right and up: on cell 1
        // (100…200 × 0…100) it is centred on the corner (200, 0).
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: layoutSize(.absolute(20), .absolute(20)),
            containerAnchor: LayoutAnchor(edges: .topTrailing, fractionalOffset: Point(x: 0.5, y: -0.5))
        )
        // The dot is 5 left of and 5 below the bottom-leading corner, inside it.
        let dot = SupplementaryItem(
            elementKind: "dot", layoutSize: layoutSize(.absolute(20), .absolute(20)),
            containerAnchor: LayoutAnchor(edges: .bottomLeading, absoluteOffset: Point(x: -5, y: 5))
        )
        // A label on each group, centred against its top edge.
        let label = SupplementaryItem(elementKind: "label", layoutSize: layoutSize(.absolute(30), .absolute(10)), containerAnchor: LayoutAnchor(edges: .top))
        var group = CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), subitems: [
            .item(CompositionalItem(layoutSize: layoutSize(.absolute(100), .absolute(100)), supplementaryItems: [badge, dot])),
        ])
        group.supplementaryItems = [label]
        let engine = try compositionalEngine(uniformSections(CompositionalSection(group: group)), dataSource: DataSource(count: 4))
        try expectView(engine, "badge", 0, item: 1, Rect(x: 190, y: -10, width: 20, height: 20))
        try expectView(engine, "dot", 0, item: 1, Rect(x: 95, y: 85, width: 20, height: 20))
        try expectView(engine, "badge", 0, item: 3, Rect(x: 90, y: 90, width: 20, height: 20))
        try expectView(engine, "label", 0, item: 0, Rect(x: 180, y: 0, width: 30, height: 10))
        try expectView(engine, "label", 0, item: 3, Rect(x: 180, y: 100, width: 30, height: 10))
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: "badge", at: ItemPath(0, 2))?.zIndex == 1)
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: "label", at: ItemPath(0, 1)) == nil)
    }

    @Test func anchoredViewsMoveWithOrthogonalCells() throws {
        let badge = SupplementaryItem(elementKind: "badge", layoutSize: layoutSize(.absolute(10), .absolute(10)), containerAnchor: LayoutAnchor(edges: .topLeading))
        let section = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.absolute(100), .absolute(100)), subitems: [
                .item(CompositionalItem(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(1)), supplementaryItems: [badge])),
            ]),
            orthogonalScrollingBehavior: .continuous
        )
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 5))
        try engine.setSectionOffset(150, forSection: 0)
        try expectView(engine, "badge", 0, item: 2, Rect(x: 50, y: 0, width: 10, height: 10))
    }

    @Test func backgroundUnderTheCells() throws {
        // The background covers the section but its header (30…250 here:
        // the content, insets included, across the full width), less its own
        // insets of 5, below the cells.
        var section = compositionalListSection(height: 100, estimated: false)
        section.contentInsets = Insets(top: 10, left: 20, bottom: 10, right: 20)
        section.boundarySupplementaryItems = [boundary("header", .fractionalWidth(1), .absolute(30), .top)]
        section.decorationItems = [DecorationItem(elementKind: "background", contentInsets: Insets(all: 5))]
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 2))
        try expectView(engine, "background", 0, Rect(x: 5, y: 35, width: 380, height: 210), category: .decoration)
        let background = try #require(try engine.layoutAttributesForDecorationView(ofKind: "background", at: ItemPath(0, 0)))
        #expect(background.category == .decoration)
        let cells = try engine.allElements().filter { $0.category == .cell }
        #expect(cells.allSatisfy { $0.zIndex > background.zIndex && background.frame.intersects($0.frame) })
        #expect(background.zIndex == -1)
    }
}
