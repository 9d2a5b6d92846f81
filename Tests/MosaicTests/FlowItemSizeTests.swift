import Mosaic
import Testing

/// Per-item sizes (issue 10 item 1): an item is as large as its data says,
/// as `collectionView(_:layout:sizeForItemAt:)` answers; items of different
/// depths are centred on their line's centre line; a line is as deep as its
/// deepest item. The defaults otherwise: 390 wide, 10 between items and lines.
///
/// Sources: the line-breaking rule is PSTCollectionView's
/// (steipete/PSTCollectionView PSTCollectionView/PSTGridLayoutSection.m:89-93:
/// an item after the first takes the interitem spacing before it, and starts a
/// new row only when `dimensionLeft < itemDimension`, so an exact fit stays);
/// the centring and the line's depth are Apple's ("Collection View Programming
/// Guide for iOS", Using the Flow Layout: "the flow layout object centers items
/// vertically on the same line … The overall height or width of the line is
/// then determined by the largest item in that dimension"; PSTCollectionView
/// leaves it a TODO, PSTCollectionViewFlowLayout.m:84-85).
@Suite("Flow: per-item sizes")
struct FlowItemSizeTests {
    private func frames(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    /// A: 100×50, B: 150×100, C: 200×80, D: a height of 30 (width 100), E: nothing (100×100).
    private let mixed = DataSource(sections: [[
        ItemMetrics(width: 100, height: 50), ItemMetrics(width: 150, height: 100), ItemMetrics(width: 200, height: 80),
        ItemMetrics(height: 30), ItemMetrics(),
    ]])

    @Test("justified, worked by hand: lines break by UIKit's rule, items centred on the line")
    func justifiedByHand() throws {
        let engine = try makeEngine("flow", dataSource: mixed)
        // Line 0: A + 10 + B = 260; + 10 + C = 470 > 390, so C starts line 1. Two items
        // spread: gap 390 − 250 = 140, B at 240. Depth 100: A at y (100 − 50) / 2 = 25.
        // Line 1 at 110: C + 10 + D = 310; + 10 + E = 420 > 390. Gap 390 − 300 = 90, D at 290;
        // depth 80: D at 110 + (80 − 30) / 2 = 135.
        // Line 2 at 110 + 80 + 10 = 200: E alone and last, from the leading edge (not
        // uniform: see FlowLastLineTests).
        #expect(try frames(engine) == [
            Rect(x: 0, y: 25, width: 100, height: 50), Rect(x: 240, y: 0, width: 150, height: 100),
            Rect(x: 0, y: 110, width: 200, height: 80), Rect(x: 290, y: 135, width: 100, height: 30),
            Rect(x: 0, y: 200, width: 100, height: 100),
        ])
        #expect(try engine.contentSize() == Size(width: 390, height: 300))
    }

    @Test("leading and center keep the interitem spacing, with the same lines")
    func otherAlignments() throws {
        let leading = try makeEngine("flow", ["alignment": "leading"], dataSource: mixed)
        #expect(try frames(leading).map(\.origin) == [
            Point(x: 0, y: 25), Point(x: 110, y: 0), Point(x: 0, y: 110), Point(x: 210, y: 135), Point(x: 0, y: 200),
        ])
        // Centred: line 0 is 260 wide, at 65; line 1 310 wide, at 40; line 2 100 wide, at 145.
        let center = try makeEngine("flow", ["alignment": "center"], dataSource: mixed)
        #expect(try frames(center).map(\.origin) == [
            Point(x: 65, y: 25), Point(x: 175, y: 0), Point(x: 40, y: 110), Point(x: 250, y: 135), Point(x: 145, y: 200),
        ])
    }

    @Test("an exact fit stays on the line; a point more moves to the next")
    func exactFit() throws {
        let exact = try makeEngine("flow", dataSource: DataSource(sections: [[ItemMetrics(width: 190, height: 50), ItemMetrics(width: 190, height: 50)]]))
        #expect(try frames(exact).map(\.origin) == [Point(x: 0, y: 0), Point(x: 200, y: 0)])
        let over = try makeEngine("flow", dataSource: DataSource(sections: [[ItemMetrics(width: 190, height: 50), ItemMetrics(width: 191, height: 50)]]))
        // Item 0 alone on a line that is not the last: centred.
        #expect(try frames(over).map(\.origin) == [Point(x: 100, y: 0), Point(x: 0, y: 60)])
    }

    @Test("a lone item on a line that is not the last is centred; one wider than the content starts at the leading inset")
    func loneItems() throws {
        // 300 + 10 + 200 > 390: 300 alone on line 0, centred at 45; a 500-wide item alone, at
        // x 0, not centred at −55: UIKit puts a row at the leading section inset
        // (steipete/PSTCollectionView PSTCollectionView/PSTGridLayoutSection.m:110) and a
        // justified row's first item at the row's start (PSTGridLayoutRow.m:97-102, 120);
        // the last line [200, 50] from the leading edge.
        let engine = try makeEngine("flow", dataSource: DataSource(sections: [[
            ItemMetrics(width: 300, height: 40), ItemMetrics(width: 500, height: 40),
            ItemMetrics(width: 200, height: 40), ItemMetrics(width: 50, height: 20),
        ]]))
        #expect(try frames(engine) == [
            Rect(x: 45, y: 0, width: 300, height: 40), Rect(x: 0, y: 50, width: 500, height: 40),
            Rect(x: 0, y: 100, width: 200, height: 40), Rect(x: 210, y: 110, width: 50, height: 20),
        ])
    }

    @Test("horizontal: columns break by height; items of different widths centred on the column")
    func horizontal() throws {
        // 300 high: A (100×50) + 10 + B (150×100) = 160; + 10 + C (200×80) = 250; + 10 + D
        // (100×30) = 290; + 10 + E (100×100) = 400 > 300. Column 0 is 200 wide (C); gap
        // (300 − 260) / 3 = 13.33…; A at x (200 − 100) / 2 = 50. Column 1 at 210: E alone, last.
        let engine = try makeEngine("flow", ["scrollDirection": "horizontal"], dataSource: mixed, environment: environment(390, 300))
        let gap = (300.0 - 260) / 3
        let cells = try frames(engine)
        #expect(cells.map(\.minX) == [50, 25, 0, 50, 210])
        #expect(cells.map(\.minY) == [0, 50 + gap, 150 + 2 * gap, 230 + 3 * gap, 0])
        #expect(try engine.contentSize() == Size(width: 310, height: 300))
    }

    @Test("per section: an item without a width takes its section's itemWidth")
    func perSection() throws {
        let data = DataSource(sections: [[ItemMetrics(height: 20), ItemMetrics(width: 60)], [ItemMetrics(height: 20), ItemMetrics(width: 60)]])
        let engine = try makeEngine("flow", ["itemWidth": "100,40", "itemHeight": "50,30", "alignment": "leading"], dataSource: data)
        #expect(try frames(engine) == [
            Rect(x: 0, y: 15, width: 100, height: 20), Rect(x: 110, y: 0, width: 60, height: 50),
            Rect(x: 0, y: 55, width: 40, height: 20), Rect(x: 50, y: 50, width: 60, height: 30),
        ])
    }

    @Test("a data file's bare numbers are heights; equal sizes from data are a uniform section")
    func uniformFromData() throws {
        // Eight 50×50 items from data: six fit a line ((390 + 10) / 60 = 6.67); the
        // section is uniform, so its last line takes a full line's positions:
        // gap (390 − 300) / 5 = 18, item 7 (column 1) at x 68.
        let squares = DataSource(sections: [Array(repeating: ItemMetrics(width: 50, height: 50), count: 8)])
        let engine = try makeEngine("flow", dataSource: squares)
        #expect(try frames(engine)[7] == Rect(x: 68, y: 60, width: 50, height: 50))
        // Heights 30 and 60 at the item width: one line, the last of a section that is not
        // uniform, so from the leading edge.
        let heights = try DataSource(json: Array("[30, 60]".utf8))
        #expect(try frames(makeEngine("flow", dataSource: heights)) == [
            Rect(x: 0, y: 15, width: 100, height: 30), Rect(x: 110, y: 0, width: 100, height: 60),
        ])
    }

    @Test("huge sizes are an error, not a crash")
    func hugeSizes() throws {
        let data = DataSource(sections: [[ItemMetrics(width: 1e308, height: 1e308), ItemMetrics(width: 1e308, height: 1e308)]])
        let engine = try makeEngine("flow", dataSource: data)
        #expect(throws: LayoutError.self) { try engine.allElements() }
    }
}
