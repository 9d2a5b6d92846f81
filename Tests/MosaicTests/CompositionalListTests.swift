import Mosaic
import MosaicTestSupport
import Testing

@Suite struct CompositionalListTests {
    private func engine(_ list: ListConfiguration, environment: LayoutEnvironment = LayoutEnvironment()) throws -> LayoutEngine {
        try compositionalEngine(uniformSections(list.section()), dataSource: DataSource(sections: [[ItemMetrics(), ItemMetrics()], [ItemMetrics(), ItemMetrics()]]), environment: environment)
    }

    @Test("each appearance lays out the sourced measurements", arguments: ListExpectations.cases)
    func appearance(_ expected: ListExpectations.Case) throws {
        #expect(try ListExpectations.mismatches(try engine(expected.list), expected) == [])
    }

    @Test("the section remembers its list and is an ordinary section: one full-width row estimated 44 tall")
    func sectionDescription() {
        let section = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary).section()
        #expect(section.list == ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))
        #expect(section.contentInsetsReference == .layoutMargins)
        #expect(section.supplementaryContentInsetsReference == .layoutMargins)
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == [FlowLayout.headerKind])
        #expect(section.group.layoutSize == ListConfiguration.rowSize)
        #expect(ListConfiguration.rowSize.heightDimension == .estimated(44))
    }

    @Test("inset grouped rows follow the layout margins and the safe area")
    func insetGroupedFollowsTheMargins() throws {
        let wide = try engine(
            ListConfiguration(appearance: .insetGrouped),
            environment: LayoutEnvironment(layoutMargins: Insets(top: 0, left: 20, bottom: 0, right: 20))
        )
        try expectCell(wide, 0, 0, Rect(x: 20, y: 20, width: 350, height: 44))
        // Margins are measured from the safe area: 44 + 16 a side.
        let landscape = try engine(ListConfiguration(appearance: .insetGrouped), environment: LayoutEnvironment(safeArea: Insets(top: 0, left: 44, bottom: 0, right: 44)))
        try expectCell(landscape, 0, 0, Rect(x: 60, y: 20, width: 270, height: 44))
    }

    @Test("rows size themselves: a preferred height replaces the 44-point estimate and moves what follows")
    func selfSizingRows() throws {
        let engine = try engine(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary))
        try engine.setPreferredSize(Size(width: 358, height: 80), forItemAt: ItemPath(0, 0))
        try expectCell(engine, 0, 0, Rect(x: 16, y: 44, width: 358, height: 80))
        try expectCell(engine, 0, 1, Rect(x: 16, y: 124, width: 358, height: 44))
        try expectView(engine, FlowLayout.headerKind, 1, Rect(x: 16, y: 178, width: 358, height: 44))
    }

    @Test("plain headers float while their section shows; sidebarPlain and grouped headers do not")
    func floatingHeaders() throws {
        let scrolled = LayoutEnvironment(contentOffset: Point(x: 0, y: 100))
        // Section 0's rows end at 132: a floating header stops at 132 − 44.
        try expectView(try engine(ListConfiguration(appearance: .plain, headerMode: .supplementary), environment: scrolled), FlowLayout.headerKind, 0, Rect(x: 0, y: 88, width: 390, height: 44))
        try expectView(try engine(ListConfiguration(appearance: .sidebarPlain, headerMode: .supplementary), environment: scrolled), FlowLayout.headerKind, 0, Rect(x: 0, y: 0, width: 390, height: 44))
        try expectView(try engine(ListConfiguration(appearance: .grouped, headerMode: .supplementary), environment: scrolled), FlowLayout.headerKind, 0, Rect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test("headerTopPadding puts space above each supplementary header, and only there")
    func headerTopPadding() throws {
        let padded = try engine(ListConfiguration(appearance: .plain, headerMode: .supplementary, headerTopPadding: 8))
        try expectView(padded, FlowLayout.headerKind, 0, Rect(x: 0, y: 8, width: 390, height: 44))
        try expectCell(padded, 0, 0, Rect(x: 0, y: 52, width: 390, height: 44))
        try expectView(padded, FlowLayout.headerKind, 1, Rect(x: 0, y: 148, width: 390, height: 44))
        #expect(try padded.contentSize().height == 280)
        // Without a supplementary header the padding has nothing to go above.
        let none = try engine(ListConfiguration(appearance: .plain, headerMode: .firstItemInSection, headerTopPadding: 8))
        try expectCell(none, 0, 0, Rect(x: 0, y: 0, width: 390, height: 44))
    }

    @Test("a header top padding that is not a number of points is refused by validation", arguments: [-1, .nan, .infinity, 2e9])
    func badHeaderTopPadding(_ padding: Double) {
        var section = ListConfiguration(appearance: .plain, headerMode: .supplementary).section()
        section.list?.headerTopPadding = padding
        #expect(throws: CompositionalError.self) { try section.validate(path: "section") }
        #expect(throws: LayoutError.self) { try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 1)).prepare() }
    }
}
