import Mosaic
import Testing

/// The flow layout's `sectionInsetReference`: Apple's
/// UICollectionViewFlowLayout.sectionInsetReference page — "the minimum value
/// of this property is always the collection view's contentInset … if the
/// adjusted content inset is greater than the combination of the safe area
/// and section insets, then the section's content is aligned with the
/// content inset" — worked out edge by edge across the scroll axis.
@Suite struct FlowInsetReferenceTests {
    func frames(
        _ parameters: [String: String], items: Int = 3, environment: LayoutEnvironment
    ) throws -> [Rect] {
        var values = FlowLayout.descriptor.defaultParameters
        for (name, value) in parameters.sorted(by: { $0.key < $1.key }) { try values.set(name, parsing: value) }
        let engine = try LayoutEngine(layout: FlowLayout(parameters: values), dataSource: DataSource(count: items), environment: environment)
        return try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    /// iPhone in landscape: 44 points of safe area left and right.
    let landscape = LayoutEnvironment(viewport: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44))

    @Test func fromContentInsetIsTheDefaultAndIgnoresTheSafeArea() throws {
        let cells = try frames(["alignment": "leading"], environment: landscape)
        #expect(cells[0].minX == 0)
    }

    /// From the safe area: 44 + sectionInset 10 = 54 from the view's edge,
    /// the content inset being 0; six items of 100 fit 844 − 2·54 = 736 with 10 between.
    @Test func fromSafeAreaStartsAtTheSafeAreaPlusTheInset() throws {
        let cells = try frames(
            ["alignment": "leading", "sectionInset": "5,10,5,10", "sectionInsetReference": "fromSafeArea"], items: 8, environment: landscape
        )
        #expect(cells[0].minX == 54)
        #expect(cells[0].minY == 5, "along the scroll axis the inset is as given")
        #expect(cells[5].minY == 5 && cells[6].minY == 115, "six in a line: 6 · 100 + 5 · 10 ≤ 844 − 2 · 54 < 7 · 100 + 6 · 10")
    }

    /// From the layout margins: safe area 44 + margins 16 + inset 0 = 60.
    @Test func fromLayoutMarginsStartsAtTheMarginsMeasuredFromTheSafeArea() throws {
        let cells = try frames(["alignment": "leading", "sectionInsetReference": "fromLayoutMargins"], environment: landscape)
        #expect(cells[0].minX == 60)
    }

    /// A content inset of 50 is more than the safe area (44) plus the
    /// section inset (4): the content aligns with the content inset (x 0).
    /// With a section inset of 10, 54 > 50: 4 points in from the content's edge.
    @Test func theContentInsetIsTheMinimum() throws {
        var environment = landscape
        environment.contentInsets = Insets(top: 0, left: 50, bottom: 0, right: 0)
        let absorbed = try frames(["alignment": "leading", "sectionInset": "0,4,0,0", "sectionInsetReference": "fromSafeArea"], environment: environment)
        #expect(absorbed[0].minX == 0)
        let beyond = try frames(["alignment": "leading", "sectionInset": "0,10,0,0", "sectionInsetReference": "fromSafeArea"], environment: environment)
        #expect(beyond[0].minX == 4)
    }

    /// Scrolling horizontally, the reference applies to the top and bottom.
    @Test func horizontalScrollingMeasuresTopAndBottom() throws {
        let environment = LayoutEnvironment(viewport: Size(width: 390, height: 844), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0))
        let cells = try frames(
            ["alignment": "leading", "scrollDirection": "horizontal", "sectionInsetReference": "fromSafeArea"], environment: environment
        )
        #expect(cells[0].minY == 47 && cells[0].minX == 0)
    }

    @Test func anUnknownReferenceIsRefusedWithTheChoices() {
        var values = FlowLayout.descriptor.defaultParameters
        #expect(throws: ParameterError.self) { try values.set("sectionInsetReference", parsing: "fromScreen") }
    }
}
