import Mosaic
import Testing

/// The seed's three sections (`CompositionalConfiguration.vibe`) at a
/// 390-point-wide viewport, worked out by hand.
///
/// Every section has content insets 16 left and right, so its content area
/// is 390 − 16 − 16 = 358 wide, and a header `fractionalWidth(1)` = 358 wide
/// and 50 tall against its top-leading edge, at x = 16, which makes room
/// for itself: the section's groups start 50 below the section's start.
/// All three page by group, so their groups are in one row, left to right,
/// with no spacing, and a section is as tall as its tallest group.
@Suite struct CompositionalVibeTests {
    /// Section 0 has 3 items, section 1 has 4, section 2 has 12 (groups of 5, 5, 2).
    let data = DataSource(itemCounts: [3, 4, 12])

    func engine() throws -> LayoutEngine {
        try compositionalEngine(.vibe, dataSource: data, environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)))
    }

    @Test func sectionZeroLargeItems() throws {
        let engine = try engine()
        // Group: 0.9 · 358 = 322.2 wide, estimated 200 tall; insets 5 left and
        // right (the bottom 16 is ignored: the height is estimated), so its
        // content is 322.2 − 10 = 312.2 wide. The item is fractionalWidth(1)
        // square of that: 312.2 × 312.2, at x = 16 + 5 = 21 in the first group,
        // y = 50 (below the header). The group's estimated height becomes what
        // it holds: 312.2. The next group starts 322.2 further right.
        try expectView(engine, "header", 0, Rect(x: 16, y: 0, width: 358, height: 50))
        for group in 0..<3 {
            try expectCell(engine, 0, group, Rect(x: 16 + 322.2 * Double(group) + 5, y: 50, width: 312.2, height: 312.2))
        }
    }

    @Test func sectionOneHalfWidthItems() throws {
        let engine = try engine()
        // Section 1 starts where section 0 ends: 50 + 312.2 = 362.2; its header
        // is 362.2…412.2. Group: 0.45 · 358 = 161.1 wide, no insets; the item is
        // fractionalWidth(1) square, 161.1 × 161.1, less its insets (5 left and
        // right, 16 at the bottom; its dimensions are not estimated):
        // 151.1 × 145.1 at x = 16 + 161.1·g + 5, y = 412.2. The group is 161.1 tall.
        try expectView(engine, "header", 1, Rect(x: 16, y: 362.2, width: 358, height: 50))
        for group in 0..<4 {
            try expectCell(engine, 1, group, Rect(x: 16 + 161.1 * Double(group) + 5, y: 412.2, width: 151.1, height: 145.1))
        }
    }

    @Test func sectionTwoSongList() throws {
        let engine = try engine()
        // Section 2 starts at 412.2 + 161.1 = 573.3; header 573.3…623.3. The
        // vertical group is 322.2 wide and estimated 300 tall with exactly 5
        // items: the estimate is shared, 300 / 5 = 60 per item. Each item is the
        // group's width by 60, less insets 5, 5 and 16: 312.2 × 44, at
        // x = 16 + 322.2·g + 5, y = 623.3 + 60·i. The third group holds the
        // last 2 items, placed as in a full group.
        try expectView(engine, "header", 2, Rect(x: 16, y: 573.3, width: 358, height: 50))
        for item in 0..<12 {
            let group = item / 5, row = item % 5
            try expectCell(engine, 2, item, Rect(x: 16 + 322.2 * Double(group) + 5, y: 623.3 + 60 * Double(row), width: 312.2, height: 44))
        }
    }

    @Test func contentSize() throws {
        // 50 + 312.2 + 50 + 161.1 + 50 + 300 = 923.3 tall, the content width wide.
        let size = try engine().contentSize()
        #expect(size.width == 390)
        #expect(abs(size.height - 923.3) <= 1e-9)
    }

    @Test func everyElementIsACellOrAHeader() throws {
        let elements = try engine().allElements()
        #expect(elements.filter { $0.category == .cell }.count == 19)
        #expect(elements.filter { $0.category == .supplementary }.map(\.kind) == ["header", "header", "header"])
    }

    @Test func descriptorMakesTheSeedLayout() throws {
        let descriptor = try BuiltinLayouts.named("compositional")
        let names = BuiltinLayouts.all.map(\.name)
        #expect(names.firstIndex(of: "compositional") == names.firstIndex(of: "fan").map { $0 + 1 })
        let engine = try LayoutEngine(layout: descriptor.makeLayout(), dataSource: data)
        try expectCell(engine, 2, 7, Rect(x: 16 + 322.2 + 5, y: 623.3 + 120, width: 312.2, height: 44))
    }

    @Test func sectionsPastTheListRepeatTheLast() throws {
        let engine = try compositionalEngine(.vibe, dataSource: DataSource(itemCounts: [1, 1, 1, 5]))
        // One item per section: section 0 is 50 + 312.2 tall, section 1
        // 50 + 161.1, section 2 50 + 300 (a `.count` group keeps its shared
        // estimate even when it holds fewer items), so section 3 starts at
        // 923.3 and is laid out as section 2: its fifth item is 4 · 60 below
        // the header.
        try expectCell(engine, 3, 4, Rect(x: 21, y: 923.3 + 50 + 240, width: 312.2, height: 44))
    }
}
