import Mosaic
import Testing

/// The waterfall's headers, footers, section insets and columns per section,
/// and its pinned headers.
///
/// The hand-worked layout: a 400-point-wide viewport, padding 5,
/// `columns=2,3`, `sectionInset="10,20,30,40;0,20,5,20"`,
/// `headerHeight=40,30`, `footerHeight=20,0`. Section 0 (heights 100, 50,
/// 80): header 0..40, columns from y 50, 340 wide (400 − 20 − 40), 170 each
/// at x 20 and 190. Section 1 (heights 30, 60, a 220 × 110 photo, 20, 10):
/// columns 360 wide (400 − 20 − 20), 120 each at x 20, 140, 260; the photo
/// is (360 − 5·3·2) / 3 · 110 / 220 = 55 tall.
@Suite("Waterfall sections: headers, footers, insets and columns per section")
struct WaterfallSectionsTests {
    private static let parameters = [
        "columns": "2,3", "padding": "5", "sectionInset": "10,20,30,40;0,20,5,20",
        "headerHeight": "40,30", "footerHeight": "20,0",
    ]

    private static let source = DataSource(sections: [
        [100, 50, 80].map { ItemMetrics(height: $0) },
        [ItemMetrics(height: 30), ItemMetrics(height: 60), ItemMetrics(width: 220, height: 110),
         ItemMetrics(height: 20), ItemMetrics(height: 10)],
    ])

    private func cells(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    private func view(_ engine: LayoutEngine, _ kind: String, _ section: Int) throws -> LayoutAttributes? {
        try engine.layoutAttributesForSupplementaryView(ofKind: kind, at: ip(section, 0))
    }

    @Test("round robin: header above each section's columns, footer below the tallest, worked by hand")
    func roundRobinByHand() throws {
        let engine = try makeEngine("waterfall", Self.parameters, dataSource: Self.source, environment: environment(400, 700))
        // Section 0: column bottoms 50 + 110 + 90 = 250 and 50 + 60 = 110; its
        // items end at 250 + 30 (bottom inset) = 280, its footer at 300.
        // Section 1 from 300: header 300..330, columns from 330; bottoms
        // 330 + 40 + 30 = 400, 330 + 70 + 20 = 420, 330 + 65 = 395; items end at 420 + 5.
        #expect(try cells(engine) == [
            Rect(x: 25, y: 55, width: 160, height: 100),
            Rect(x: 195, y: 55, width: 160, height: 50),
            Rect(x: 25, y: 165, width: 160, height: 80),
            Rect(x: 25, y: 335, width: 110, height: 30),
            Rect(x: 145, y: 335, width: 110, height: 60),
            Rect(x: 265, y: 335, width: 110, height: 55),
            Rect(x: 25, y: 375, width: 110, height: 20),
            Rect(x: 145, y: 405, width: 110, height: 10),
        ])
        #expect(try view(engine, WaterfallLayout.headerKind, 0)?.frame == Rect(x: 0, y: 0, width: 400, height: 40))
        #expect(try view(engine, WaterfallLayout.footerKind, 0)?.frame == Rect(x: 0, y: 280, width: 400, height: 20))
        #expect(try view(engine, WaterfallLayout.headerKind, 1)?.frame == Rect(x: 0, y: 300, width: 400, height: 30))
        #expect(try view(engine, WaterfallLayout.footerKind, 1) == nil)  // footerHeight 0 for section 1
        #expect(try engine.contentSize() == Size(width: 400, height: 425))

        let all = try engine.allElements()
        #expect(all.map { "\($0.kind ?? "cell") \($0.indexPath)" } == [
            "cell 0.0", "footer 0.0", "header 0.0", "cell 0.1", "cell 0.2",
            "cell 1.0", "header 1.0", "cell 1.1", "cell 1.2", "cell 1.3", "cell 1.4",
        ])
        #expect(all.filter { $0.category == .supplementary }.allSatisfy { $0.zIndex == 0 })
        // A rect query finds the views where they are.
        let around = try engine.layoutAttributesForElements(in: Rect(x: 0, y: 270, width: 400, height: 40))
        #expect(around.map { "\($0.kind ?? "cell") \($0.indexPath)" } == ["footer 0.0", "header 1.0"])
    }

    @Test("shortest first in each section's own columns, worked by hand")
    func shortestFirstByHand() throws {
        var parameters = Self.parameters
        parameters["placement"] = "shortestFirst"
        let engine = try makeEngine("waterfall", parameters, dataSource: Self.source, environment: environment(400, 700))
        // Section 0: item 2 goes to the right column (bottoms 160 and 110):
        // bottoms 160 and 200, items end at 230, footer 230..250.
        // Section 1 from 250: columns from 280; item 3 to column 0
        // (bottoms 320, 350, 345), item 4 to column 2 (350, 350, 345); items end at 365 + 5.
        #expect(try cells(engine) == [
            Rect(x: 25, y: 55, width: 160, height: 100),
            Rect(x: 195, y: 55, width: 160, height: 50),
            Rect(x: 195, y: 115, width: 160, height: 80),
            Rect(x: 25, y: 285, width: 110, height: 30),
            Rect(x: 145, y: 285, width: 110, height: 60),
            Rect(x: 265, y: 285, width: 110, height: 55),
            Rect(x: 25, y: 325, width: 110, height: 20),
            Rect(x: 265, y: 350, width: 110, height: 10),
        ])
        #expect(try view(engine, WaterfallLayout.footerKind, 0)?.frame == Rect(x: 0, y: 230, width: 400, height: 20))
        #expect(try view(engine, WaterfallLayout.headerKind, 1)?.frame == Rect(x: 0, y: 250, width: 400, height: 30))
        #expect(try engine.contentSize() == Size(width: 400, height: 370))
    }

    @Test("empty sections keep their header, insets and footer; headers span the content width")
    func emptySections() throws {
        let engine = try makeEngine("waterfall", ["headerHeight": "40", "footerHeight": "10", "sectionInset": "5,0,7,0"],
                                    dataSource: DataSource(itemCounts: [0, 0]),
                                    environment: environment(300, 500, insets: Insets(top: 0, left: 10, bottom: 0, right: 20)))
        // Each section: 40 + 5 + 7 + 10 = 62 tall; the content is 300 − 30 = 270 wide.
        #expect(try view(engine, WaterfallLayout.headerKind, 0)?.frame == Rect(x: 0, y: 0, width: 270, height: 40))
        #expect(try view(engine, WaterfallLayout.footerKind, 0)?.frame == Rect(x: 0, y: 52, width: 270, height: 10))
        #expect(try view(engine, WaterfallLayout.headerKind, 1)?.frame == Rect(x: 0, y: 62, width: 270, height: 40))
        #expect(try view(engine, WaterfallLayout.footerKind, 1)?.frame == Rect(x: 0, y: 114, width: 270, height: 10))
        #expect(try engine.contentSize() == Size(width: 270, height: 124))
    }

    @Test("the defaults have no supplementary views and lay out as before")
    func defaultsUnchanged() throws {
        let engine = try makeEngine("waterfall", dataSource: DataSource(sections: [mixedItems(count: 30, seed: 4), mixedItems(count: 9, seed: 5)]))
        #expect(try engine.allElements().allSatisfy { $0.category == .cell })
        // The same as one value per section given explicitly, and as lists repeating it.
        let explicit = try makeEngine("waterfall", ["columns": "2,2", "sectionInset": "0;0", "headerHeight": "0,0", "footerHeight": "0,0,0"],
                                      dataSource: engine.dataSource)
        #expect(try engine.allElements() == explicit.allElements())
        #expect(try engine.contentSize() == explicit.contentSize())
    }

    @Test("padding that leaves no room in one section's columns names the section")
    func paddingPerSection() throws {
        let two = try makeEngine("waterfall", ["columns": "2,50"], dataSource: DataSource(itemCounts: [3, 3]), environment: environment(400, 400))
        let error = #expect(throws: LayoutError.self) { try two.allElements() }
        #expect(error?.description.contains("padding 6 leaves no room in section 1's columns 8 wide") == true, "\(error?.description ?? "")")
        #expect(error?.description.contains("lower padding, columns or sectionInset") == true)
        // Only sections that exist are checked.
        let one = try makeEngine("waterfall", ["columns": "2,50"], dataSource: DataSource(itemCounts: [3]), environment: environment(400, 400))
        #expect(try one.allElements().count == 3)
        // Insets wider than the content.
        let inset = try makeEngine("waterfall", ["sectionInset": "0,300,0,200"], dataSource: DataSource(count: 1), environment: environment(400, 400))
        let insetError = #expect(throws: LayoutError.self) { try inset.allElements() }
        #expect(insetError?.description.contains("section 0's sectionInset, left 300 + right 200, is wider than the content (400); lower sectionInset") == true,
                "\(insetError?.description ?? "")")
    }

    // MARK: - Pinned headers

    @Test("pinned headers stay within their section and are pushed up by its end")
    func pinnedHeaders() throws {
        var parameters = Self.parameters
        parameters["pinHeaders"] = "true"
        let engine = try makeEngine("waterfall", parameters, dataSource: Self.source, environment: environment(400, 200))
        let cellFrames = try cells(engine)
        let footer = try view(engine, WaterfallLayout.footerKind, 0)
        // Section 0 spans 0..300 (its items end at 280), section 1 300..425 (its items end at 425).
        let cases: [(offset: Double, first: Double, second: Double)] = [
            (-20, 0, 300),  // pulled down past the top: headers stay at their sections' starts
            (0, 0, 300),
            (100, 100, 300),
            (240, 240, 300),  // 280 − 40: the end of section 0's items
            (260, 240, 300),  // pushed up
            (300, 240, 300),
            (350, 240, 350),
            (395, 240, 395),  // 425 − 30
            (420, 240, 395),
        ]
        for (offset, first, second) in cases {
            try engine.setContentOffset(Point(x: 0, y: offset))
            #expect(try view(engine, WaterfallLayout.headerKind, 0)?.frame == Rect(x: 0, y: first, width: 400, height: 40), "offset \(offset)")
            #expect(try view(engine, WaterfallLayout.headerKind, 1)?.frame == Rect(x: 0, y: second, width: 400, height: 30), "offset \(offset)")
            #expect(engine.lastPrepare?.request == .boundsChange, "offset \(offset)")
            // Only the headers move.
            #expect(try cells(engine) == cellFrames)
            #expect(try view(engine, WaterfallLayout.footerKind, 0) == footer)
            #expect(try view(engine, WaterfallLayout.headerKind, 1)?.zIndex == WaterfallLayout.pinnedHeaderZIndex)
            // The index sees the headers where they are now.
            let visible = try engine.visibleElements().filter { $0.kind == WaterfallLayout.headerKind }.map(\.indexPath.section)
            let expected = [(0, first, 40.0), (1, second, 30.0)].filter { $0.1 < offset + 200 && offset < $0.1 + $0.2 }.map(\.0)
            #expect(visible == expected, "offset \(offset)")
        }
    }

    @Test("pinned headers stick below the top content inset; sections without a header have none")
    func pinnedWithInsetAndMissingHeaders() throws {
        var parameters = Self.parameters
        parameters["pinHeaders"] = "true"
        parameters["headerHeight"] = "0,30"
        let engine = try makeEngine("waterfall", parameters, dataSource: Self.source,
                                    environment: environment(400, 200, offset: Point(x: 0, y: 280), insets: Insets(top: 15, left: 0, bottom: 0, right: 0)))
        // Without a header, section 0's columns end at 210: it ends at 210 + 30 + 20 = 260.
        // Section 1's header would stick at 295 (280 + 15) until 385 − 30.
        #expect(try view(engine, WaterfallLayout.headerKind, 0) == nil)
        #expect(try view(engine, WaterfallLayout.headerKind, 1)?.frame == Rect(x: 0, y: 295, width: 400, height: 30))
        try engine.setContentOffset(Point(x: 0, y: 300))
        #expect(try view(engine, WaterfallLayout.headerKind, 1)?.frame.minY == 315)
        #expect(engine.lastPrepare?.request == .boundsChange)
    }

    @Test("unpinned headers stay put and scrolling does not invalidate")
    func unpinned() throws {
        let engine = try makeEngine("waterfall", Self.parameters, dataSource: Self.source, environment: environment(400, 200))
        _ = try engine.allElements()
        try engine.setContentOffset(Point(x: 0, y: 100))
        #expect(engine.pendingInvalidation.isEmpty)
        #expect(try view(engine, WaterfallLayout.headerKind, 0)?.frame.minY == 0)
        // Pinning with no headers has nothing to move.
        let bare = try makeEngine("waterfall", ["pinHeaders": "true", "footerHeight": "30"], dataSource: Self.source)
        _ = try bare.allElements()
        try bare.setContentOffset(Point(x: 0, y: 100))
        #expect(bare.pendingInvalidation.isEmpty)
    }

    // MARK: - Appends

    @Test("appends lay out only the new items, move the last footer, and equal a full prepare", arguments: testSeeds)
    func appends(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for placement in ["roundRobin", "shortestFirst"] {
            for initial in [[0], [5], [3, 0, 11], [4, 0]] {
                let parameters = [
                    "placement": placement, "padding": random.pick(["0", "6"]),
                    "columns": random.pick(["2", "2,3", "3,1,2"]),
                    "sectionInset": random.pick(["0", "5,6,7,8;0,10,0,10"]),
                    "headerHeight": random.pick(["40", "40,0,25"]), "footerHeight": random.pick(["20", "20,0,10"]),
                    "pinHeaders": random.pick(["true", "false"]),
                ]
                let label = "\(parameters.sorted { $0.key < $1.key }) \(initial)"
                let viewport = environment(390, 600, offset: Point(x: 0, y: random.pick([0, 250, 900])), insets: Insets(top: 10, left: 5, bottom: 0, right: 5))
                let engine = try makeEngine("waterfall", parameters, dataSource: DataSource(sections: initial.map { mixedItems(count: $0, seed: random.next()) }),
                                            environment: viewport)
                _ = try engine.allElements()
                for count in [1, 0, 7, 33, 64] {
                    engine.appendItems(mixedItems(count: count, seed: random.next()), toSection: initial.count - 1)
                    try engine.prepare()
                    #expect(engine.lastPrepare?.request == .append, "\(label)")
                    #expect(engine.lastPrepare?.itemCount == count, "\(label)")
                    let fresh = try makeEngine("waterfall", parameters, dataSource: engine.dataSource, environment: viewport)
                    #expect(try engine.allElements() == fresh.allElements(), "\(label) after \(engine.dataSource.itemCounts)")
                    #expect(try engine.contentSize() == fresh.contentSize(), "\(label)")
                    try expectQueriesMatchFilter(engine, rects: randomRects(count: 20, around: try queryArea(fresh), seed: random.next()), label)
                }
            }
        }
    }
}
