import Mosaic
import Testing

/// Groups: repetition, `.count`, nesting, spacing, edge spacing, estimated
/// extents and custom groups. The viewport is 390 points wide and nothing is
/// inset unless a test says so, so a section's content area is 390 wide.
@Suite struct CompositionalGroupTests {
    func engine(_ group: CompositionalGroup, items: Int, insets: Insets = .zero) throws -> LayoutEngine {
        try compositionalEngine(uniformSections(CompositionalSection(group: group, contentInsets: insets)), dataSource: DataSource(count: items))
    }

    @Test func nestedGroups() throws {
        // A 390 × 200 group: an item half as wide, then a vertical group half
        // as wide whose items are half its height, repeated while they fit
        // (twice). Three items per group; the second group is 200 lower.
        let group = CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(200)), subitems: [
            itemElement(.fractionalWidth(0.5), .fractionalHeight(1)),
            .group(.vertical(layoutSize: layoutSize(.fractionalWidth(0.5), .fractionalHeight(1)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(0.5))])),
        ])
        let engine = try engine(group, items: 6)
        for (row, y) in [(0, 0.0), (1, 200.0)] {
            try expectCell(engine, 0, 3 * row, Rect(x: 0, y: y, width: 195, height: 200))
            try expectCell(engine, 0, 3 * row + 1, Rect(x: 195, y: y, width: 195, height: 100))
            try expectCell(engine, 0, 3 * row + 2, Rect(x: 195, y: y + 100, width: 195, height: 100))
        }
        #expect(try engine.contentSize() == Size(width: 390, height: 400))
    }

    @Test func repeatingSubitemsWhileTheyFit() throws {
        // Subitems 100 and 50 wide in turn: 0–100, 100–150, 150–250, 250–300;
        // a fifth (300–400) would not fit in 390, so groups hold four items.
        let group = CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [
            itemElement(.absolute(100), .fractionalHeight(1)), itemElement(.absolute(50), .fractionalHeight(1)),
        ])
        let engine = try engine(group, items: 5)
        for (index, (x, width)) in [(0.0, 100.0), (100, 50), (150, 100), (250, 50)].enumerated() {
            try expectCell(engine, 0, index, Rect(x: x, y: 0, width: width, height: 40))
        }
        try expectCell(engine, 0, 4, Rect(x: 0, y: 40, width: 100, height: 40))
    }

    @Test func everySubitemAtLeastOnce() throws {
        // 100 + 300 overflows 390, but each subitem is placed once; and an item
        // wider than its group still gets a group of its own.
        let pair = try engine(.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [
            itemElement(.absolute(100), .fractionalHeight(1)), itemElement(.absolute(300), .fractionalHeight(1)),
        ]), items: 3)
        try expectCell(pair, 0, 1, Rect(x: 100, y: 0, width: 300, height: 40))
        try expectCell(pair, 0, 2, Rect(x: 0, y: 40, width: 100, height: 40))
        let wide = try engine(.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)), subitems: [itemElement(.absolute(500), .fractionalHeight(1))]), items: 2)
        try expectCell(wide, 0, 1, Rect(x: 0, y: 40, width: 500, height: 40))
    }

    @Test func countSharesTheGroupLength() throws {
        // Three items 15 apart share 390: (390 − 2·15) / 3 = 120 each, whatever
        // width the item asks for; x = 0, 135, 270.
        var group = CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitem: itemElement(.absolute(999), .fractionalHeight(1)), count: 3)
        group.interItemSpacing = .fixed(15)
        let engine = try engine(group, items: 4)
        for (index, x) in [0.0, 135, 270].enumerated() {
            try expectCell(engine, 0, index, Rect(x: x, y: 0, width: 120, height: 50))
        }
        try expectCell(engine, 0, 3, Rect(x: 0, y: 50, width: 120, height: 50))
    }

    @Test func fixedAndFlexibleSpacing() throws {
        // 80-point items at least 10 apart: 4 fit (4·80 + 3·10 = 350 ≤ 390).
        // Fixed: x = 0, 90, 180, 270. Flexible: the 40 left over is shared by
        // the 3 gaps, 10 + 40/3 each: x = 0, 103.33…, 206.66…, 310.
        let gap: Double = 10 + 40.0 / 3
        let cases: [(LayoutSpacing, [Double])] = [(.fixed(10), [0, 90, 180, 270]), (.flexible(10), [0, 80 + gap, 2 * (80 + gap), 310])]
        for (spacing, expected) in cases {
            var group = CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(80)), subitems: [itemElement(.absolute(80), .absolute(80))])
            group.interItemSpacing = spacing
            let engine = try engine(group, items: 4)
            for (index, x) in expected.enumerated() {
                try expectCell(engine, 0, index, Rect(x: x, y: 0, width: 80, height: 80))
            }
        }
    }

    @Test func edgeSpacing() throws {
        // Fixed: 10 before each item along the group and 5 above it; items take
        // 110 each, 3 fit: x = 10, 120, 230, y = 5.
        let spaced = CompositionalItem(
            layoutSize: layoutSize(.absolute(100), .absolute(50)), edgeSpacing: LayoutEdgeSpacing(leading: .fixed(10), top: .fixed(5))
        )
        let fixed = try engine(.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [.item(spaced)]), items: 3)
        for (index, x) in [10.0, 120, 230].enumerated() {
            try expectCell(fixed, 0, index, Rect(x: x, y: 5, width: 100, height: 50))
        }
        // Flexible on both sides: three 100-point items leave 90, shared by the
        // six flexible edges: 15 each, so x = 15, 145, 275; and across, the 10
        // left in the 60-point group is shared above and below: y = 5.
        let centred = CompositionalItem(
            layoutSize: layoutSize(.absolute(100), .absolute(50)),
            edgeSpacing: LayoutEdgeSpacing(leading: .flexible(0), top: .flexible(0), trailing: .flexible(0), bottom: .flexible(0))
        )
        let flexible = try engine(.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [.item(centred)]), items: 3)
        for (index, x) in [15.0, 145, 275].enumerated() {
            try expectCell(flexible, 0, index, Rect(x: x, y: 5, width: 100, height: 50))
        }
    }

    @Test func estimatedGroupHeightIsWhatItHolds() throws {
        // An estimated group height becomes the tallest item's (80); the
        // group's insets are ignored at the top and bottom (estimated) but not
        // at the sides: items at x = 5 and 5 + 190.
        var group = CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .estimated(10)), subitems: [
            itemElement(.absolute(190), .absolute(60)), itemElement(.absolute(190), .absolute(80)),
        ])
        group.contentInsets = Insets(top: 7, left: 5, bottom: 7, right: 5)
        let engine = try engine(group, items: 3)
        try expectCell(engine, 0, 0, Rect(x: 5, y: 0, width: 190, height: 60))
        try expectCell(engine, 0, 1, Rect(x: 195, y: 0, width: 190, height: 80))
        try expectCell(engine, 0, 2, Rect(x: 5, y: 80, width: 190, height: 60))
    }

    // MARK: - Custom groups

    @Test func customGroup() throws {
        // Two cells per group, the second above the first; groups 120 tall in
        // a section inset 10 at each side (so 370 wide); 5 items: 2, 2, 1.
        let calls = Recorder<CustomGroupProvider.Context>()
        let provider = CustomGroupProvider(name: "pairs") { context in
            calls.record(context)
            return (0..<Swift.min(2, context.remainingItems)).map {
                CustomGroupProvider.Item(frame: Rect(x: 110 * Double($0), y: 0, width: 100, height: 100), zIndex: $0 == 1 ? 3 : 0)
            }
        }
        let engine = try engine(.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(120)), provider: provider), items: 5,
                                insets: Insets(top: 0, left: 10, bottom: 0, right: 10))
        try expectCell(engine, 0, 0, Rect(x: 10, y: 0, width: 100, height: 100))
        try expectCell(engine, 0, 3, Rect(x: 120, y: 120, width: 100, height: 100))
        try expectCell(engine, 0, 4, Rect(x: 10, y: 240, width: 100, height: 100))
        #expect(try engine.layoutAttributesForItem(at: ItemPath(0, 1))?.zIndex == 3)
        #expect(try engine.layoutAttributesForItem(at: ItemPath(0, 2))?.zIndex == 0)
        #expect(try engine.contentSize().height == 360)
        #expect(calls.values == [
            CustomGroupProvider.Context(section: 0, groupIndex: 0, firstItem: 0, remainingItems: 5, containerSize: Size(width: 370, height: 120)),
            CustomGroupProvider.Context(section: 0, groupIndex: 1, firstItem: 2, remainingItems: 3, containerSize: Size(width: 370, height: 120)),
            CustomGroupProvider.Context(section: 0, groupIndex: 2, firstItem: 4, remainingItems: 1, containerSize: Size(width: 370, height: 120)),
        ])
    }

    struct ScriptError: Error, Equatable {}

    @Test func customGroupErrors() throws {
        func failure(_ body: @escaping @Sendable (CustomGroupProvider.Context) throws -> [CustomGroupProvider.Item]) throws -> any Error {
            let engine = try engine(.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(100)), provider: CustomGroupProvider(name: "bad.lua:3", itemProvider: body)), items: 3)
            do {
                _ = try engine.allElements()
            } catch {
                guard case .layoutFailed("compositional", let underlying) = error else { return error }
                return underlying
            }
            Issue.record("the prepare did not fail")
            return ScriptError()
        }
        #expect(try failure { _ in throw ScriptError() } as? ScriptError == ScriptError())
        let tooMany = try failure { context in
            Array(repeating: CustomGroupProvider.Item(frame: Rect(x: 0, y: 0, width: 10, height: 10)), count: context.remainingItems + 1)
        }
        #expect("\(tooMany)" == "sections[0], group 0 (custom group 'bad.lua:3'): the provider returned 4 frames but only 3 items remain")
        let none = try failure { _ in [] }
        #expect("\(none)" == "sections[0], group 0 (custom group 'bad.lua:3'): the provider returned no frames; a group must hold at least one item")
        let notFinite = try failure { _ in [CustomGroupProvider.Item(frame: Rect(x: .nan, y: 0, width: 10, height: 10))] }
        #expect("\(notFinite)".hasPrefix("sections[0], group 0 (custom group 'bad.lua:3'): frame 0"))
    }
}
