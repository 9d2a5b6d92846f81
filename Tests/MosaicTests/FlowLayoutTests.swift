import Mosaic
import Testing

/// The flow layout, worked by hand with the defaults unless a test says
/// otherwise: items 100 × 100, 10 between lines and between items, a
/// 390-point-wide viewport, so three items per line ((390 + 10) / 110 = 3.6).
@Suite("Flow layout")
struct FlowLayoutTests {
    private func frames(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    private func square(_ x: Double, _ y: Double) -> Rect { Rect(x: x, y: y, width: 100, height: 100) }

    private func header(_ engine: LayoutEngine, _ section: Int) throws -> LayoutAttributes? {
        try engine.layoutAttributesForSupplementaryView(ofKind: FlowLayout.headerKind, at: ip(section, 0))
    }

    private func footer(_ engine: LayoutEngine, _ section: Int) throws -> LayoutAttributes? {
        try engine.layoutAttributesForSupplementaryView(ofKind: FlowLayout.footerKind, at: ip(section, 0))
    }

    // MARK: - Alignment

    @Test("leading: x = inset.left + column·110, y = inset.top + row·110")
    func leading() throws {
        let engine = try makeEngine("flow", ["alignment": "leading"], dataSource: DataSource(count: 7))
        #expect(try frames(engine) == [
            square(0, 0), square(110, 0), square(220, 0),
            square(0, 110), square(110, 110), square(220, 110),
            square(0, 220),
        ])
        #expect(try engine.contentSize() == Size(width: 390, height: 320))
    }

    @Test("center: each line with 10-point gaps, centred")
    func center() throws {
        let engine = try makeEngine("flow", ["alignment": "center"], dataSource: DataSource(count: 5))
        // A full line is 320 wide: (390 − 320) / 2 = 35. Two items: 210 wide, (390 − 210) / 2 = 90.
        #expect(try frames(engine) == [
            square(35, 0), square(145, 0), square(255, 0),
            square(90, 110), square(200, 110),
        ])
    }

    @Test("justified: lines span the width; the last line takes a full line's positions")
    func justified() throws {
        // Three items: gaps of (390 − 300) / 2 = 45. The last line, of two or
        // one, keeps the full line's positions (issue 10 item 2: item 7 at
        // x 145, not 290; a lone last item at x 0, not centred): UIKit's
        // fixed-size path lays every row out as the first, full one
        // (steipete/PSTCollectionView PSTCollectionView/PSTCollectionViewFlowLayout.m:160-165,
        // "this also uses the … alignment for the last row (we want this effect!)";
        // PSTGridLayoutRow.m:73-95 counts the row as full, repeating the last item's size).
        let eight = try makeEngine("flow", dataSource: DataSource(count: 8))
        #expect(try frames(eight) == [
            square(0, 0), square(145, 0), square(290, 0),
            square(0, 110), square(145, 110), square(290, 110),
            square(0, 220), square(145, 220),
        ])
        let seven = try makeEngine("flow", ["alignment": "justified"], dataSource: DataSource(count: 7))
        #expect(try frames(seven).last == square(0, 220))
        // A section of one item: the first line is the last, still at x 0.
        let one = try makeEngine("flow", dataSource: DataSource(count: 1))
        #expect(try frames(one) == [square(0, 0)])
        // Only when a line can hold just one item is a lone item centred: 200-wide
        // items, (390 + 10) / 210 = 1.9, one per line, at (390 − 200) / 2 = 95.
        let wide = try makeEngine("flow", ["itemWidth": "200"], dataSource: DataSource(count: 2))
        #expect(try frames(wide).map(\.origin) == [Point(x: 95, y: 0), Point(x: 95, y: 110)])
    }

    @Test("an item wider than the content is alone on its line")
    func tooWide() throws {
        let engine = try makeEngine("flow", ["itemWidth": "500", "alignment": "leading"], dataSource: DataSource(count: 2))
        #expect(try frames(engine) == [Rect(x: 0, y: 0, width: 500, height: 100), Rect(x: 0, y: 110, width: 500, height: 100)])
        // Justified too: at the leading inset, not centred at −55 (steipete/PSTCollectionView
        // PSTCollectionView/PSTGridLayoutSection.m:110, the row at the left inset;
        // PSTGridLayoutRow.m:97-102, 120, a justified row's item at its start).
        let justified = try makeEngine("flow", ["itemWidth": "500"], dataSource: DataSource(count: 1))
        #expect(try frames(justified) == [Rect(x: 0, y: 0, width: 500, height: 100)])
    }

    // MARK: - Insets and sections

    @Test("sectionInset narrows the lines and pads the section")
    func sectionInset() throws {
        // 390 − 20 − 40 = 330 wide: still three per line ((330 + 10) / 110 = 3.09).
        let leading = try makeEngine("flow", ["sectionInset": "10,20,30,40", "alignment": "leading"], dataSource: DataSource(count: 4))
        #expect(try frames(leading) == [square(20, 10), square(130, 10), square(240, 10), square(20, 120)])
        #expect(try leading.contentSize() == Size(width: 390, height: 10 + 210 + 30))
        // Justified: gaps of (330 − 300) / 2 = 15.
        let justified = try makeEngine("flow", ["sectionInset": "10,20,30,40"], dataSource: DataSource(count: 3))
        #expect(try frames(justified) == [square(20, 10), square(135, 10), square(250, 10)])
        // The same inset on every side, and content insets narrowing the content.
        let uniform = try makeEngine("flow", ["sectionInset": "5", "alignment": "leading"], dataSource: DataSource(count: 4),
                                     environment: environment(410, 600, insets: Insets(top: 0, left: 10, bottom: 0, right: 10)))
        // 410 − 20 − 10 = 380: (380 + 10) / 110 = 3.5, three per line.
        #expect(try frames(uniform) == [square(5, 5), square(115, 5), square(225, 5), square(5, 115)])
        #expect(try uniform.contentSize() == Size(width: 390, height: 220))
    }

    @Test("sections with headers and footers stack, empty sections too")
    func headersAndFooters() throws {
        let engine = try makeEngine("flow", ["alignment": "leading", "headerHeight": "50", "footerHeight": "30"],
                                    dataSource: DataSource(itemCounts: [4, 2, 0]))
        #expect(try frames(engine) == [
            square(0, 50), square(110, 50), square(220, 50), square(0, 160),
            square(0, 340), square(110, 340),
        ])
        #expect(try header(engine, 0)?.frame == Rect(x: 0, y: 0, width: 390, height: 50))
        #expect(try footer(engine, 0)?.frame == Rect(x: 0, y: 260, width: 390, height: 30))
        #expect(try header(engine, 1)?.frame == Rect(x: 0, y: 290, width: 390, height: 50))
        #expect(try footer(engine, 1)?.frame == Rect(x: 0, y: 440, width: 390, height: 30))
        #expect(try header(engine, 2)?.frame == Rect(x: 0, y: 470, width: 390, height: 50))
        #expect(try footer(engine, 2)?.frame == Rect(x: 0, y: 520, width: 390, height: 30))
        #expect(try engine.contentSize() == Size(width: 390, height: 550))
        #expect(try header(engine, 3) == nil)

        let all = try engine.allElements()
        #expect(all.count == 12)
        #expect(all.filter { $0.category == .supplementary }.allSatisfy { $0.zIndex == 0 && $0.kind != nil })
        #expect(all.filter { $0.category == .cell }.allSatisfy { $0.kind == nil })
        // Index-path order: a section's cell 0, then its footer and header, then its other cells.
        #expect(zip(all, all.dropFirst()).allSatisfy { LayoutAttributes.precedes($0, $1) })
        #expect(all.prefix(4).map { $0.kind ?? "cell" } == ["cell", "footer", "header", "cell"])

        // The headers of the sections on screen come back from a rect query.
        let visible = try engine.layoutAttributesForElements(in: Rect(x: 0, y: 255, width: 390, height: 40))
        #expect(visible.map { "\($0.kind ?? "cell") \($0.indexPath)" } == ["footer 0.0", "cell 0.3", "header 1.0"])
    }

    @Test("no headers or footers at height 0")
    func noSupplementary() throws {
        let engine = try makeEngine("flow", dataSource: DataSource(itemCounts: [3, 3]))
        #expect(try engine.allElements().allSatisfy { $0.category == .cell })
        // Sections follow one another with no gap: section 1 starts where section 0 ends.
        #expect(try frames(engine)[3] == square(0, 100))
    }

    // MARK: - Horizontal

    @Test("horizontal: lines are columns, filled top to bottom")
    func horizontal() throws {
        // Items 100 × 80 in a 300-point-high viewport: (300 + 10) / 90 = 3.4, three per column.
        let parameters = ["scrollDirection": "horizontal", "itemHeight": "80", "alignment": "leading",
                          "headerHeight": "40", "footerHeight": "20"]
        let engine = try makeEngine("flow", parameters, dataSource: DataSource(count: 7), environment: environment(390, 300))
        let size = Size(width: 100, height: 80)
        #expect(try frames(engine) == [
            Rect(origin: Point(x: 40, y: 0), size: size), Rect(origin: Point(x: 40, y: 90), size: size),
            Rect(origin: Point(x: 40, y: 180), size: size), Rect(origin: Point(x: 150, y: 0), size: size),
            Rect(origin: Point(x: 150, y: 90), size: size), Rect(origin: Point(x: 150, y: 180), size: size),
            Rect(origin: Point(x: 260, y: 0), size: size),
        ])
        #expect(try header(engine, 0)?.frame == Rect(x: 0, y: 0, width: 40, height: 300))
        #expect(try footer(engine, 0)?.frame == Rect(x: 360, y: 0, width: 20, height: 300))
        #expect(try engine.contentSize() == Size(width: 380, height: 300))

        // Justified across the height: gaps of (300 − 240) / 2 = 30; the lone item of the
        // last column at a full column's first position, y 0 (issue 10 item 2, "same for
        // horizontal scrolling").
        let justified = try makeEngine("flow", ["scrollDirection": "horizontal", "itemHeight": "80", "sectionInset": "0,5,0,7"],
                                       dataSource: DataSource(count: 4), environment: environment(390, 300))
        #expect(try frames(justified).map(\.origin) == [
            Point(x: 5, y: 0), Point(x: 5, y: 110), Point(x: 5, y: 220), Point(x: 115, y: 0),
        ])
        #expect(try justified.contentSize() == Size(width: 5 + 210 + 7, height: 300))
    }

    // MARK: - Pinned headers

    @Test("pinned headers follow the offset while their section shows and are pushed by its end")
    func pinnedHeaders() throws {
        // Two sections of six: section 0 spans 0..<260 (items end at 260), section 1 260..<520.
        let engine = try makeEngine("flow", ["alignment": "leading", "headerHeight": "50", "pinHeaders": "true"],
                                    dataSource: DataSource(itemCounts: [6, 6]), environment: environment(390, 200))
        let cells = try frames(engine)
        #expect(try engine.contentSize() == Size(width: 390, height: 520))
        let cases: [(offset: Double, first: Double, second: Double)] = [
            (-50, 0, 260),  // pulled down past the top: headers stay in their sections
            (0, 0, 260),
            (100, 100, 260),
            (210, 210, 260),
            (230, 210, 260),  // the end of section 0 pushes its header up
            (300, 210, 300),
            (500, 210, 470),
        ]
        for (offset, first, second) in cases {
            try engine.setContentOffset(Point(x: 0, y: offset))
            #expect(try header(engine, 0)?.frame == Rect(x: 0, y: first, width: 390, height: 50), "offset \(offset)")
            #expect(try header(engine, 1)?.frame == Rect(x: 0, y: second, width: 390, height: 50), "offset \(offset)")
            #expect(engine.lastPrepare?.request == .boundsChange)
            #expect(try frames(engine) == cells)
            #expect(try header(engine, 0)?.zIndex == FlowLayout.pinnedHeaderZIndex)
            // The query sees the headers where they are now.
            let visible = try engine.visibleElements().filter { $0.category == .supplementary }.map(\.indexPath.section)
            let expected = [(0, first), (1, second)].filter { $0.1 < offset + 200 && offset < $0.1 + 50 }.map(\.0)
            #expect(visible == expected, "offset \(offset)")
        }
    }

    @Test("pinned headers stick below the top content inset, and along x when horizontal")
    func pinnedHeadersWithInsetsAndHorizontal() throws {
        let vertical = try makeEngine("flow", ["headerHeight": "50", "pinHeaders": "true"],
                                      dataSource: DataSource(itemCounts: [6, 6]),
                                      environment: environment(390, 200, offset: Point(x: 0, y: 100), insets: Insets(top: 20, left: 0, bottom: 0, right: 0)))
        #expect(try header(vertical, 0)?.frame.minY == 120)

        let horizontal = try makeEngine("flow", ["scrollDirection": "horizontal", "headerHeight": "30", "pinHeaders": "true"],
                                        dataSource: DataSource(itemCounts: [4, 4]), environment: environment(200, 230))
        // Two per column ((230 + 10) / 110): section 0 is 30 + 210 = 240 wide.
        try horizontal.setContentOffset(Point(x: 100, y: 0))
        #expect(try header(horizontal, 0)?.frame == Rect(x: 100, y: 0, width: 30, height: 230))
        try horizontal.setContentOffset(Point(x: 230, y: 0))
        #expect(try header(horizontal, 0)?.frame == Rect(x: 210, y: 0, width: 30, height: 230))
        #expect(try header(horizontal, 1)?.frame == Rect(x: 240, y: 0, width: 30, height: 230))
    }

    @Test("unpinned headers stay put and scrolling does not invalidate")
    func unpinned() throws {
        let engine = try makeEngine("flow", ["headerHeight": "50"], dataSource: DataSource(itemCounts: [6, 6]), environment: environment(390, 200))
        _ = try engine.allElements()
        try engine.setContentOffset(Point(x: 0, y: 100))
        #expect(engine.pendingInvalidation.isEmpty)
        #expect(try header(engine, 0)?.frame.minY == 0)
        #expect(try header(engine, 0)?.zIndex == 0)
        // Pinning without headers has nothing to move either.
        let bare = try makeEngine("flow", ["pinHeaders": "true"], dataSource: DataSource(count: 9))
        _ = try bare.allElements()
        try bare.setContentOffset(Point(x: 0, y: 100))
        #expect(bare.pendingInvalidation.isEmpty)
    }
}
