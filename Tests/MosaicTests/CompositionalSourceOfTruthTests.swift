import Mosaic
import Testing

/// The compositional layout's scroll direction and spacing between sections
/// have one home (issue 15, item 5): set through the configuration after
/// init, through the typed property or by name, every view reads the same
/// value and the prepare uses it. Against the old code
/// `layout.configuration.scrollDirection = .horizontal` was silently ignored.
@Suite struct CompositionalSourceOfTruthTests {
    static let data = DataSource(itemCounts: [3, 2])
    static let section = compositionalListSection(height: 40, estimated: false)

    static func elements(_ layout: CompositionalLayout) throws -> (size: Size, elements: [LayoutAttributes]) {
        let engine = try LayoutEngine(layout: layout, dataSource: data, environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)))
        return (try engine.contentSize(), try engine.allElements())
    }

    @Test func scrollDirectionSetThroughTheConfigurationAfterInitIsUsed() throws {
        var layout = CompositionalLayout(configuration: uniformSections(Self.section))
        layout.configuration.scrollDirection = .horizontal
        #expect(layout.scrollDirection == .horizontal)
        #expect(layout.parameters[CompositionalLayout.scrollDirection] == .horizontal)
        let made = CompositionalLayout(configuration: uniformSections(Self.section, scrollDirection: .horizontal))
        let (size, elements) = try Self.elements(layout)
        #expect(size.width == 5 * 390, "five full-width groups side by side")
        #expect(elements == (try Self.elements(made)).elements)
    }

    @Test func theTypedPropertyAndTheConfigurationReadEachOther() throws {
        var layout = CompositionalLayout(configuration: uniformSections(Self.section))
        layout.scrollDirection = .horizontal
        layout.interSectionSpacing = 12
        #expect(layout.configuration.scrollDirection == .horizontal)
        #expect(layout.configuration.interSectionSpacing == 12)
        try layout.parameters.set("scrollDirection", parsing: "vertical")
        #expect(layout.configuration.scrollDirection == .vertical)
        layout.configuration.interSectionSpacing = 30
        #expect(layout.interSectionSpacing == 30)
        let (size, _) = try Self.elements(layout)
        #expect(size.height == 5 * 40 + 30)
    }

    @Test func aSpacingTheParameterCannotHoldIsReportedThenReplaced() throws {
        var layout = CompositionalLayout(configuration: uniformSections(Self.section))
        layout.configuration.interSectionSpacing = -5
        #expect(layout.configuration.interSectionSpacing == -5, "kept as given, for the prepare to report")
        #expect(layoutFailure(CompositionalError.self) { _ = try Self.elements(layout) }?.description
            == "interSectionSpacing: spacing -5 must be a finite number of points, at least 0")
        layout.interSectionSpacing = 5
        #expect(layout.configuration.interSectionSpacing == 5)
        #expect(try Self.elements(layout).size.height == 5 * 40 + 5)
    }

    @Test func parametersGivenAtInitWinOverTheConfiguration() throws {
        var parameters = CompositionalLayout.descriptor.defaultParameters
        try parameters.set(CompositionalLayout.scrollDirection, to: .horizontal)
        let layout = CompositionalLayout(configuration: uniformSections(Self.section, interSectionSpacing: 8), parameters: parameters)
        #expect(layout.configuration.scrollDirection == .horizontal)
        #expect(layout.scrollDirection == .horizontal)
    }
}
