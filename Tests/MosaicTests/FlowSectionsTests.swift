import Mosaic
import Testing

/// The flow layout's per-section values: sizes, spacings, insets, header
/// and footer heights, as the flow layout delegate answers them per section.
@Suite("Flow sections: values per section")
struct FlowSectionsTests {
    private func cells(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    private func view(_ engine: LayoutEngine, _ kind: String, _ section: Int) throws -> LayoutAttributes? {
        try engine.layoutAttributesForSupplementaryView(ofKind: kind, at: ip(section, 0))
    }

    @Test("each section with its own item size, spacing, insets, header and footer, worked by hand")
    func perSectionByHand() throws {
        let parameters = [
            "alignment": "leading", "itemWidth": "100,50", "itemHeight": "100,50", "lineSpacing": "10,4",
            "sectionInset": "0;10,20,10,20", "headerHeight": "50,0", "footerHeight": "0,30",
        ]
        let engine = try makeEngine("flow", parameters, dataSource: DataSource(itemCounts: [4, 8]))
        // Section 0: header 0..50; three 100-point items per line ((390 + 10) / 110);
        // two lines 50..260; no footer. Section 1 from 260: no header, top
        // inset 10, lines 330 wide less insets = 350: six 50-point items per
        // line ((350 + 10) / 60) at x = 20 + 60·column; lines at 270 and
        // 270 + 50 + 4; items end at 324 + 50 + 10 = 384; footer 384..414.
        let big = { (x: Double, y: Double) in Rect(x: x, y: y, width: 100, height: 100) }
        let small = { (x: Double, y: Double) in Rect(x: x, y: y, width: 50, height: 50) }
        #expect(try cells(engine) == [
            big(0, 50), big(110, 50), big(220, 50), big(0, 160),
            small(20, 270), small(80, 270), small(140, 270), small(200, 270), small(260, 270), small(320, 270),
            small(20, 324), small(80, 324),
        ])
        #expect(try view(engine, FlowLayout.headerKind, 0)?.frame == Rect(x: 0, y: 0, width: 390, height: 50))
        #expect(try view(engine, FlowLayout.footerKind, 0) == nil)
        #expect(try view(engine, FlowLayout.headerKind, 1) == nil)
        #expect(try view(engine, FlowLayout.footerKind, 1)?.frame == Rect(x: 0, y: 384, width: 390, height: 30))
        #expect(try engine.contentSize() == Size(width: 390, height: 414))
    }

    @Test("the last value repeats for the sections after it; interitem spacing per section")
    func lastRepeats() throws {
        let engine = try makeEngine("flow", ["alignment": "leading", "headerHeight": "20,40", "interitemSpacing": "10,40"],
                                    dataSource: DataSource(itemCounts: [1, 3, 1]))
        // Section 1 and 2: headers 40 tall; 100-point items 40 apart: (390 + 40) / 140 = 3 per line.
        #expect(try cells(engine) == [
            Rect(x: 0, y: 20, width: 100, height: 100),
            Rect(x: 0, y: 160, width: 100, height: 100), Rect(x: 140, y: 160, width: 100, height: 100),
            Rect(x: 280, y: 160, width: 100, height: 100),
            Rect(x: 0, y: 300, width: 100, height: 100),
        ])
        #expect(try view(engine, FlowLayout.headerKind, 2)?.frame == Rect(x: 0, y: 260, width: 390, height: 40))
    }

    @Test("horizontal: per-section header extents along x")
    func horizontal() throws {
        let engine = try makeEngine("flow", ["scrollDirection": "horizontal", "alignment": "leading", "headerHeight": "30,0",
                                             "footerHeight": "0,15", "sectionInset": "0;0,5,0,5"],
                                    dataSource: DataSource(itemCounts: [2, 2]), environment: environment(390, 230))
        // Two per column ((230 + 10) / 110). Section 0: header 0..30, a column 30..130.
        // Section 1 from 130: inset 5, a column 135..235, inset to 240, footer 240..255.
        #expect(try cells(engine).map(\.origin) == [Point(x: 30, y: 0), Point(x: 30, y: 110), Point(x: 135, y: 0), Point(x: 135, y: 110)])
        #expect(try view(engine, FlowLayout.headerKind, 0)?.frame == Rect(x: 0, y: 0, width: 30, height: 230))
        #expect(try view(engine, FlowLayout.footerKind, 1)?.frame == Rect(x: 240, y: 0, width: 15, height: 230))
        #expect(try engine.contentSize() == Size(width: 255, height: 230))
    }

    @Test("pinned headers of the sections that have one; the others have none")
    func pinnedPerSection() throws {
        let engine = try makeEngine("flow", ["alignment": "leading", "headerHeight": "50,0,30", "pinHeaders": "true"],
                                    dataSource: DataSource(itemCounts: [3, 3, 6]), environment: environment(390, 200))
        // Section 0: 0..150 (items 50..150); section 1: 150..250; section 2: 250..490 (items 280..490).
        try engine.setContentOffset(Point(x: 0, y: 120))
        #expect(try view(engine, FlowLayout.headerKind, 0)?.frame.minY == 100)
        #expect(try view(engine, FlowLayout.headerKind, 1) == nil)
        #expect(try view(engine, FlowLayout.headerKind, 2)?.frame.minY == 250)
        try engine.setContentOffset(Point(x: 0, y: 400))
        #expect(try view(engine, FlowLayout.headerKind, 2)?.frame.minY == 400)
        #expect(engine.lastPrepare?.request == .boundsChange)
        try engine.setContentOffset(Point(x: 0, y: 520))
        #expect(try view(engine, FlowLayout.headerKind, 2)?.frame.minY == 460)  // 490 − 30
    }

    @Test("appends with per-section values equal a full prepare", arguments: testSeeds)
    func appends(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for alignment in ["justified", "leading", "center"] {
            let parameters = [
                "alignment": alignment, "scrollDirection": random.pick(["vertical", "horizontal"]),
                "itemWidth": random.pick(["100", "57,100,80"]), "headerHeight": random.pick(["40,0", "0,25,10"]),
                "footerHeight": random.pick(["0,20", "15"]), "sectionInset": random.pick(["0;5,6,7,8", "3,4,5,6"]),
                "pinHeaders": random.pick(["true", "false"]),
            ]
            for initial in [[4], [7, 0, 2], [1, 5]] {
                let viewport = environment(390, 500, offset: Point(x: random.pick([0, 150]), y: random.pick([0, 300])))
                let engine = try makeEngine("flow", parameters, dataSource: DataSource(itemCounts: initial), environment: viewport)
                _ = try engine.allElements()
                for count in [1, 2, 0, 7, 29] {
                    engine.appendItems(Array(repeating: ItemMetrics(), count: count), toSection: initial.count - 1)
                    try engine.prepare()
                    #expect(engine.lastPrepare?.request == .append)
                    let fresh = try makeEngine("flow", parameters, dataSource: engine.dataSource, environment: viewport)
                    #expect(try engine.allElements() == fresh.allElements(), "\(parameters) \(engine.dataSource.itemCounts)")
                    #expect(try engine.contentSize() == fresh.contentSize())
                }
            }
        }
    }
}
