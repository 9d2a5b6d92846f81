import Mosaic
import Testing

/// Reading and changing the engine's layout as its own type, without `as?`
/// and `setLayout` (issue 15, item 5): the change invalidates, and asking
/// for the wrong type throws and changes nothing.
@Suite struct TypedEngineAccessTests {
    static func engine(_ layout: any CollectionLayout) throws -> LayoutEngine {
        try LayoutEngine(layout: layout, dataSource: DataSource(count: 12), environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)))
    }

    @Test func layoutAsItsTypeOrNil() throws {
        var fan = FanLayout()
        fan.radius = 321
        let engine = try Self.engine(fan)
        #expect(engine.layout(as: FanLayout.self)?.radius == 321)
        #expect(engine.layout(as: FlowLayout.self) == nil)
    }

    @Test func modifyLayoutChangesAndInvalidates() throws {
        let engine = try Self.engine(FlowLayout())
        let before = try engine.contentSize()
        let returned = try engine.modifyLayout(as: FlowLayout.self) { flow in
            flow.itemSize = .all(Size(width: 390, height: 100))
            return flow.itemSize[0].height
        }
        #expect(returned == 100)
        #expect(engine.layout(as: FlowLayout.self)?.itemSize[0] == Size(width: 390, height: 100))
        // One item a row, 100 tall: the engine prepared again.
        let after = try engine.contentSize()
        #expect(after.height >= 1200)
        #expect(after != before)
    }

    @Test func modifyLayoutAsAnotherTypeThrowsAndChangesNothing() throws {
        let engine = try Self.engine(WaterfallLayout())
        let before = try engine.allElements()
        var ran = false
        #expect(throws: LayoutError.layoutTypeMismatch(expected: "FanLayout", actual: "WaterfallLayout")) {
            try engine.modifyLayout(as: FanLayout.self) { _ in ran = true }
        }
        #expect(!ran)
        #expect(engine.pendingInvalidation.isEmpty, "nothing was invalidated")
        #expect(try engine.allElements() == before)
    }

    @Test func compositionalScrollDirectionThroughTheEngine() throws {
        let engine = try Self.engine(CompositionalLayout(configuration: uniformSections(compositionalListSection(height: 40, estimated: false))))
        #expect(try engine.contentSize().height == 12 * 40)
        try engine.modifyLayout(as: CompositionalLayout.self) { $0.configuration.scrollDirection = .horizontal }
        #expect(try engine.contentSize().width == 12 * 390)
    }
}
