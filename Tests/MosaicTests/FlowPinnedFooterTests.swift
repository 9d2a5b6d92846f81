import Mosaic
import Testing

/// `pinFooters` (issue 10 item 4), as `sectionFootersPinToVisibleBounds`
/// ("footers pin to the bottom of the collection view bounds during
/// scrolling", Apple's documentation of the property): the mirror of
/// `pinHeaders`. A pinned footer's end meets the end of the visible bounds
/// (above the bottom content inset) while its section shows; it never goes
/// below its own place (the end of its section's items) and never above its
/// section's header as placed, pinned or not (or the section's start), so it
/// stays within its section and a pinned header stays above it. Worked by
/// hand below: two sections of six leading items, three per line, 30-point
/// footers, a 200-point-high viewport.
@Suite("Flow: pinned footers")
struct FlowPinnedFooterTests {
    private func footer(_ engine: LayoutEngine, _ section: Int) throws -> LayoutAttributes? {
        try engine.layoutAttributesForSupplementaryView(ofKind: FlowLayout.footerKind, at: ip(section, 0))
    }

    private func header(_ engine: LayoutEngine, _ section: Int) throws -> LayoutAttributes? {
        try engine.layoutAttributesForSupplementaryView(ofKind: FlowLayout.headerKind, at: ip(section, 0))
    }

    @Test("a pinned footer follows the bottom of the screen within its section")
    func followsTheBottom() throws {
        // Section 0: items 0..<210, footer 210..<240. Section 1: 240..<450, footer 450..<480.
        let engine = try makeEngine("flow", ["alignment": "leading", "footerHeight": "30", "pinFooters": "true"],
                                    dataSource: DataSource(itemCounts: [6, 6]), environment: environment(390, 200))
        let cells = try engine.allElements().filter { $0.category == .cell }
        #expect(try engine.contentSize() == Size(width: 390, height: 480))
        let cases: [(offset: Double, first: Double, second: Double)] = [
            (-50, 120, 240),  // pulled down: at the bottom of the screen; section 1's stays in its section
            (0, 170, 240),
            (40, 210, 240),  // section 0's back in its place
            (100, 210, 270),
            (250, 210, 420),
            (280, 210, 450),
            (400, 210, 450),
        ]
        for (offset, first, second) in cases {
            try engine.setContentOffset(Point(x: 0, y: offset))
            #expect(try footer(engine, 0)?.frame == Rect(x: 0, y: first, width: 390, height: 30), "offset \(offset)")
            #expect(try footer(engine, 1)?.frame == Rect(x: 0, y: second, width: 390, height: 30), "offset \(offset)")
            #expect(engine.lastPrepare?.request == .boundsChange)
            #expect(try footer(engine, 0)?.zIndex == FlowLayout.pinnedHeaderZIndex)
            #expect(try engine.allElements().filter { $0.category == .cell } == cells)
        }
    }

    @Test("with pinned headers, in a screen shorter than both, the footer stays below the header")
    func withPinnedHeaders() throws {
        // Header 0..<50, items 50..<260, footer 260..<290; a 60-point screen at 100: the
        // header at 100 (its end 150), the footer would be at 160 − 30 = 130, kept at 150.
        let engine = try makeEngine("flow", ["alignment": "leading", "headerHeight": "50", "footerHeight": "30",
                                             "pinHeaders": "true", "pinFooters": "true"],
                                    dataSource: DataSource(count: 6), environment: environment(390, 60, offset: Point(x: 0, y: 100)))
        #expect(try header(engine, 0)?.frame.minY == 100)
        #expect(try footer(engine, 0)?.frame.minY == 150)
        // A taller screen: the footer at 300 − 30 = 270? No: at most at its place, 260.
        try engine.setViewport(Size(width: 390, height: 200))
        #expect(try footer(engine, 0)?.frame.minY == 260)
        try engine.setContentOffset(Point(x: 0, y: 0))
        #expect(try footer(engine, 0)?.frame.minY == 170)
        #expect(try header(engine, 0)?.frame.minY == 0)
    }

    @Test("horizontal, and above the bottom content inset")
    func horizontalAndInsets() throws {
        // Columns of two ((230 + 10) / 110): section 0 is 210 wide plus a 20-point footer.
        let horizontal = try makeEngine("flow", ["scrollDirection": "horizontal", "footerHeight": "20", "pinFooters": "true"],
                                        dataSource: DataSource(itemCounts: [4, 4]), environment: environment(150, 230))
        #expect(try footer(horizontal, 0)?.frame == Rect(x: 130, y: 0, width: 20, height: 230))
        try horizontal.setContentOffset(Point(x: 100, y: 0))
        #expect(try footer(horizontal, 0)?.frame == Rect(x: 210, y: 0, width: 20, height: 230))
        #expect(try footer(horizontal, 1)?.frame.minX == 230)

        let inset = try makeEngine("flow", ["footerHeight": "30", "pinFooters": "true"], dataSource: DataSource(count: 9),
                                   environment: environment(390, 200, insets: Insets(top: 0, left: 0, bottom: 20, right: 0)))
        #expect(try footer(inset, 0)?.frame.minY == 150)
    }

    @Test("scrolling invalidates only when a pinned footer exists; unpinned footers stay")
    func invalidation() throws {
        let unpinned = try makeEngine("flow", ["footerHeight": "30"], dataSource: DataSource(count: 9), environment: environment(390, 200))
        _ = try unpinned.allElements()
        try unpinned.setContentOffset(Point(x: 0, y: 50))
        #expect(unpinned.pendingInvalidation.isEmpty)
        #expect(try footer(unpinned, 0)?.frame.minY == 320)
        #expect(try footer(unpinned, 0)?.zIndex == 0)
        let bare = try makeEngine("flow", ["pinFooters": "true"], dataSource: DataSource(count: 9))
        _ = try bare.allElements()
        try bare.setContentOffset(Point(x: 0, y: 100))
        #expect(bare.pendingInvalidation.isEmpty)
        let pinned = try makeEngine("flow", ["footerHeight": "0,30", "pinFooters": "true"], dataSource: DataSource(itemCounts: [3, 3]))
        _ = try pinned.allElements()
        try pinned.setContentOffset(Point(x: 0, y: 10))
        #expect(!pinned.pendingInvalidation.isEmpty)
    }
}
