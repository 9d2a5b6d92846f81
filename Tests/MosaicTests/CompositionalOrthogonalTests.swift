import Mosaic
import Testing

/// Sections that scroll across the layout's scroll axis: their own offsets
/// and where they come to rest.
@Suite struct CompositionalOrthogonalTests {
    @Test func sectionOffsetMovesOnlyItsOwnCells() throws {
        let engine = try compositionalEngine(.vibe, dataSource: DataSource(itemCounts: [3, 4, 12]))
        let before = try engine.allElements()
        try engine.setSectionOffset(100, forSection: 1)
        let after = try engine.allElements()
        #expect(before.count == after.count)
        for (old, new) in zip(before, after) {
            let moves = old.category == .cell && old.indexPath.section == 1
            var expected = old
            if moves { expected.frame.origin.x -= 100 }
            #expect(new == expected, "\(old.category) \(old.indexPath)")
        }
    }

    /// Ten groups 100 wide and 10 apart in a section inset 20 at each side:
    /// its content is 350 wide, its row 10·100 + 9·10 = 1090 long, so it
    /// scrolls from 0 to 1090 − 350 = 740. Group i's leading edge is at 110·i.
    func engine(_ behavior: OrthogonalScrollingBehavior, offset: Double = 0) throws -> LayoutEngine {
        let section = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.absolute(100), .absolute(100)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: Insets(top: 0, left: 20, bottom: 0, right: 20), interGroupSpacing: 10,
            orthogonalScrollingBehavior: behavior
        )
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 10))
        if offset != 0 { try engine.setSectionOffset(offset, forSection: 0) }
        return engine
    }

    @Test func groupsInARow() throws {
        let engine = try engine(.continuous, offset: 30)
        try expectCell(engine, 0, 0, Rect(x: -10, y: 0, width: 100, height: 100))
        try expectCell(engine, 0, 9, Rect(x: 20 + 990 - 30, y: 0, width: 100, height: 100))
        #expect(try engine.contentSize() == Size(width: 390, height: 100))
    }

    @Test func continuousAndNone() throws {
        let continuous = try engine(.continuous)
        #expect(try continuous.targetOffset(forSection: 0, proposed: 123.4, velocity: 3) == 123.4)
        #expect(try continuous.targetOffset(forSection: 0, proposed: -50) == 0)
        #expect(try continuous.targetOffset(forSection: 0, proposed: 1000) == 740)
        // A section that does not scroll on its own keeps what it is given.
        #expect(try engine(.none).targetOffset(forSection: 0, proposed: 123.4) == 123.4)
    }

    /// `paging` pages by the scroller's width, which is the collection
    /// view's (390), not the section's content width (350): UIKit embeds a
    /// scroll view as wide as the collection view for the section
    /// (IBPCollectionViewCompositionalLayout
    /// Sources/IBPCollectionViewCompositionalLayout/IBPUICollectionViewCompositionalLayout.m
    /// at 0c37784, `-prepareLayout`: `scrollViewFrame.size.width =
    /// collectionContainer.contentSize.width`) with `pagingEnabled`
    /// (`-setupOrthogonalScrollViewForSection:`), and a paging scroll view
    /// "stops on multiples of the scroll view's bounds"
    /// (https://developer.apple.com/documentation/uikit/uiscrollview/ispagingenabled).
    @Test func paging() throws {
        // One page per swipe from the current offset; without velocity, the
        // page nearest the proposed offset; never past 1130 − 390 = 740.
        #expect(try engine(.paging).targetOffset(forSection: 0, proposed: 400, velocity: 0) == 390)
        #expect(try engine(.paging).targetOffset(forSection: 0, proposed: 150, velocity: 0) == 0)
        #expect(try engine(.paging).targetOffset(forSection: 0, proposed: 30, velocity: 1) == 390)
        #expect(try engine(.paging, offset: 390).targetOffset(forSection: 0, proposed: 500, velocity: 1) == 740)
        #expect(try engine(.paging, offset: 740).targetOffset(forSection: 0, proposed: 650, velocity: -1) == 390)
        #expect(try engine(.paging, offset: 390).targetOffset(forSection: 0, proposed: 0, velocity: -1) == 0)
    }

    /// Pages are the collection view's width however wide the section's
    /// insets make its content: insets 50 and 10 leave 330 of 390, and the
    /// pages are still 390 apart; in a horizontal layout, the view's height.
    @Test func pagingIgnoresSectionInsets() throws {
        let section = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.absolute(100), .absolute(100)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: Insets(top: 0, left: 50, bottom: 0, right: 10), interGroupSpacing: 10,
            orthogonalScrollingBehavior: .paging
        )
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 20))
        #expect(try engine.targetOffset(forSection: 0, proposed: 500, velocity: 0) == 390)
        #expect(try engine.targetOffset(forSection: 0, proposed: 10, velocity: 1) == 390)
        let sideways = try compositionalEngine(uniformSections(section, scrollDirection: .horizontal), dataSource: DataSource(count: 20))
        #expect(try sideways.targetOffset(forSection: 0, proposed: 10, velocity: 1) == 844)
    }

    @Test func continuousGroupLeadingBoundary() throws {
        let engine = try engine(.continuousGroupLeadingBoundary)
        // Leading edges at 0, 110, 220, …: 160 is nearest 110; moving right,
        // the next edge at or past it is 220; moving left, 110.
        #expect(try engine.targetOffset(forSection: 0, proposed: 160, velocity: 0) == 110)
        #expect(try engine.targetOffset(forSection: 0, proposed: 160, velocity: 2) == 220)
        #expect(try engine.targetOffset(forSection: 0, proposed: 160, velocity: -2) == 110)
        #expect(try engine.targetOffset(forSection: 0, proposed: 900, velocity: 2) == 740)
    }

    @Test func groupPaging() throws {
        // One group per swipe, whatever the proposed offset.
        #expect(try engine(.groupPaging).targetOffset(forSection: 0, proposed: 500, velocity: 1) == 110)
        #expect(try engine(.groupPaging, offset: 220).targetOffset(forSection: 0, proposed: 0, velocity: -1) == 110)
        // Without velocity: the edge nearest the proposed offset among the
        // current group's neighbours (110, 220, 330).
        #expect(try engine(.groupPaging, offset: 220).targetOffset(forSection: 0, proposed: 600, velocity: 0) == 330)
        #expect(try engine(.groupPaging, offset: 220).targetOffset(forSection: 0, proposed: 200, velocity: 0) == 220)
    }

    /// `groupPagingCentered` centres groups in the scroller (390 wide): group
    /// i's centre is at 20 + 110·i + 50, so it is centred at offset
    /// 110·i + 70 − 195 = 110·i − 125: −125, −15, 95, …, 865 for group 9. The
    /// section rests with group 0 centred (at −125), and the last can be
    /// centred too (865, past the 740 a plain scroller reaches): UIKit gives
    /// the scroller a centring `contentInset`, so its offsets go below 0
    /// (IBPCollectionViewCompositionalLayout
    /// Sources/IBPCollectionViewCompositionalLayout/IBPUICollectionViewCompositionalLayout.m
    /// at 0c37784, `-prepareLayout`: `inset = (collectionContainer.contentSize.width −
    /// groupSize.width) / 2` as the scroll view's leading `contentInset`; and
    /// `-orthogonalContentOffsetForProposedContentOffset:scrollingVelocity:`,
    /// which stops at k·(group + spacing) − (width − group) / 2).
    @Test func groupPagingCentered() throws {
        #expect(try engine(.groupPagingCentered).targetOffset(forSection: 0, proposed: 500, velocity: 1) == -15)
        #expect(try engine(.groupPagingCentered, offset: 205).targetOffset(forSection: 0, proposed: 0, velocity: -1) == 95)
        #expect(try engine(.groupPagingCentered, offset: 95).targetOffset(forSection: 0, proposed: 90, velocity: 0) == 95)
        // The first and the last group can be centred.
        #expect(try engine(.groupPagingCentered, offset: -15).targetOffset(forSection: 0, proposed: -200, velocity: -1) == -125)
        #expect(try engine(.groupPagingCentered, offset: 755).targetOffset(forSection: 0, proposed: 2000, velocity: 1) == 865)
        #expect(try engine(.groupPagingCentered, offset: 865).targetOffset(forSection: 0, proposed: 2000, velocity: 1) == 865)
        // Continuous behaviours stay within 0…740.
        #expect(try engine(.continuous).targetOffset(forSection: 0, proposed: -125) == 0)
    }

    /// The worked example: a 312-point group in a 390-point view,
    /// no insets or spacing. At rest group 0 is at x 39 (offset −39); group 1
    /// is centred at offset 312 + 156 − 195 = 273, and the last (group 4 of
    /// 5) at 4·312 + 156 − 195 = 1209, past the 5·312 − 390 = 1170 a plain
    /// scroller reaches.
    @Test func groupPagingCenteredRestsWithTheFirstGroupCentred() throws {
        let section = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.absolute(312), .absolute(200)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(1))]),
            orthogonalScrollingBehavior: .groupPagingCentered
        )
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 5))
        try expectCell(engine, 0, 0, Rect(x: 39, y: 0, width: 312, height: 200))
        try expectCell(engine, 0, 1, Rect(x: 351, y: 0, width: 312, height: 200))
        #expect(try engine.targetOffset(forSection: 0, proposed: 100, velocity: 1) == 273)
        #expect(try engine.targetOffset(forSection: 0, proposed: 0, velocity: 0) == -39)
        // An explicit offset follows contentOffset: 0 puts group 0 at x 0.
        try engine.setSectionOffset(0, forSection: 0)
        try expectCell(engine, 0, 0, Rect(x: 0, y: 0, width: 312, height: 200))
        try engine.setSectionOffset(273, forSection: 0)
        try expectCell(engine, 0, 1, Rect(x: 39, y: 0, width: 312, height: 200))
        #expect(try engine.targetOffset(forSection: 0, proposed: 5000, velocity: 1) == 585)
        try engine.setSectionOffset(1209, forSection: 0)
        try expectCell(engine, 0, 4, Rect(x: 39, y: 0, width: 312, height: 200))
        #expect(try engine.targetOffset(forSection: 0, proposed: 5000, velocity: 1) == 1209)
        // Other behaviours rest at 0.
        var paging = section
        paging.orthogonalScrollingBehavior = .groupPaging
        let plain = try compositionalEngine(uniformSections(paging), dataSource: DataSource(count: 5))
        try expectCell(plain, 0, 0, Rect(x: 0, y: 0, width: 312, height: 200))
    }

    /// Where the section rests follows its first group's measured size:
    /// an estimated group that grows to 350 rests at (390 − 350) / 2 = 20.
    @Test func groupPagingCenteredRestsAfterSelfSizing() throws {
        let section = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.estimated(300), .absolute(100)), subitems: [itemElement(.estimated(300), .fractionalHeight(1))]),
            orthogonalScrollingBehavior: .groupPagingCentered
        )
        let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 3))
        try expectCell(engine, 0, 0, Rect(x: 45, y: 0, width: 300, height: 100))
        try engine.setPreferredSize(Size(width: 350, height: 100), forItemAt: ItemPath(0, 0))
        try expectCell(engine, 0, 0, Rect(x: 20, y: 0, width: 350, height: 100))
        try expectCell(engine, 0, 1, Rect(x: 370, y: 0, width: 300, height: 100))
    }

    @Test func horizontalLayoutScrollsSectionsDown() throws {
        // Scrolling right, an orthogonal section stacks its groups down and
        // scrolls vertically: groups 100 tall, 10 apart, inset 20 at the top.
        let section = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.absolute(80), .absolute(100)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: Insets(top: 20, left: 0, bottom: 20, right: 0), interGroupSpacing: 10,
            orthogonalScrollingBehavior: .groupPaging
        )
        let engine = try compositionalEngine(uniformSections(section, scrollDirection: .horizontal), dataSource: DataSource(itemCounts: [20, 1]))
        try engine.setSectionOffset(35, forSection: 0)
        try expectCell(engine, 0, 2, Rect(x: 0, y: 20 + 220 - 35, width: 80, height: 100))
        // The next section starts after the widest group.
        try expectCell(engine, 1, 0, Rect(x: 80, y: 20, width: 80, height: 100))
        // The row is 20·100 + 19·10 = 2190 long in 844 − 40 = 804: group 1's
        // top edge (110) is the next stop from 35.
        #expect(try engine.targetOffset(forSection: 0, proposed: 300, velocity: 1) == 110)
    }

    @Test func rowIsAsTallAsItsTallestGroup() throws {
        // Estimated heights with preferred sizes 50 and 90: the row is 90 tall,
        // and the next section starts below it.
        let row = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.absolute(100), .estimated(40)), subitems: [itemElement(.fractionalWidth(1), .estimated(40))]),
            orthogonalScrollingBehavior: .continuous
        )
        let engine = try compositionalEngine(uniformSections(row), dataSource: DataSource(itemCounts: [3, 1]))
        try engine.setPreferredSize(Size(width: 100, height: 50), forItemAt: ItemPath(0, 0))
        try engine.setPreferredSize(Size(width: 100, height: 90), forItemAt: ItemPath(0, 2))
        try expectCell(engine, 0, 1, Rect(x: 100, y: 0, width: 100, height: 40))
        try expectCell(engine, 1, 0, Rect(x: 0, y: 90, width: 100, height: 40))
    }
}
