import Mosaic
import Testing

/// The last, incomplete line (issue 10 item 2), and appends, which change
/// which line is the last.
///
/// Sources. A section of equal items: UIKit lays its last line out as if it
/// were full (steipete/PSTCollectionView PSTCollectionView/PSTCollectionViewFlowLayout.m:138-140
/// and 153-157: with a fixed item size every row takes the first row's
/// rectangles, "this also uses the … alignment for the last row"; and
/// PSTGridLayoutRow.m:73-95 counts an incomplete row as the full row it would
/// be, repeating its last item's size, before it justifies). So with n items
/// per full line, item k of any line is at inset + k·(w + gap), gap = (available − n·w)/(n − 1).
///
/// A section whose items differ: UIKit leaves its last line from the leading
/// edge with the minimum interitem spacing; PSTCollectionView's author, who
/// reverse-engineered it, reported it (rdar://20825965, openradar.me/20825965:
/// "UICollectionViewFlowLayout's last row is left-aligned by default if items
/// have a non-uniform height … This is the case since iOS 6"), and people have
/// measured it ("On the last line, it used exactly the minimumInteritemSpacing
/// value", stackoverflow.com/questions/56035879); a lone item on any other line
/// is centred (the UICollectionViewLeftAlignedLayout answer to "How do you
/// determine spacing between cells in UICollectionView flowLayout").
@Suite("Flow: the last line")
struct FlowLastLineTests {
    private func frames(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    @Test("per section: each uniform section's last line takes its own full line's positions")
    func perSection() throws {
        // Section 0: 100-point items, three per line, gap 45. Section 1: 50-point items,
        // six per line ((390 + 10) / 60), gap (390 − 300) / 5 = 18: items 6 and 7 at 0 and 68.
        let engine = try makeEngine("flow", ["itemWidth": "100,50", "itemHeight": "100,50"], dataSource: DataSource(itemCounts: [4, 8]))
        let cells = try frames(engine)
        #expect(cells[3].origin == Point(x: 0, y: 110))
        #expect(cells[4...].map(\.minX) == [0, 68, 136, 204, 272, 340, 0, 68])
    }

    @Test("a section whose items differ leaves its last line from the leading edge")
    func mixedLastLine() throws {
        // 100 + 10 + 120 + 10 + 100 = 340; + 10 + 100 > 390: three items spread with gaps of
        // (390 − 320) / 2 = 35; the last line [100, 100] at 0 and 110, not 0 and 290.
        let data = DataSource(sections: [[100, 120, 100, 100, 100].map { ItemMetrics(width: $0, height: 50) }])
        let engine = try makeEngine("flow", dataSource: data)
        #expect(try frames(engine).map(\.origin) == [
            Point(x: 0, y: 0), Point(x: 135, y: 0), Point(x: 290, y: 0), Point(x: 0, y: 60), Point(x: 110, y: 60),
        ])
        // Horizontal: the same, down a column.
        let columns = DataSource(sections: [[100, 120, 100, 100, 100].map { ItemMetrics(width: 50, height: $0) }])
        let horizontal = try makeEngine("flow", ["scrollDirection": "horizontal"], dataSource: columns, environment: environment(600, 390))
        #expect(try frames(horizontal).map(\.origin) == [
            Point(x: 0, y: 0), Point(x: 0, y: 135), Point(x: 0, y: 290), Point(x: 60, y: 0), Point(x: 60, y: 110),
        ])
    }

    @Test("leading and center are unchanged: their last lines follow their own rules")
    func otherAlignments() throws {
        let leading = try makeEngine("flow", ["alignment": "leading"], dataSource: DataSource(count: 8))
        #expect(try frames(leading)[6...].map(\.minX) == [0, 110])
        // Centred: the last line of two, 210 wide, at 90.
        let center = try makeEngine("flow", ["alignment": "center"], dataSource: DataSource(count: 8))
        #expect(try frames(center)[6...].map(\.minX) == [90, 200])
    }

    @Test("an append moves the old last line where a full prepare puts it")
    func appendChangesTheLastLine() throws {
        // Uniform: justified positions do not depend on the count; 7 → 8 items adds item 7 at 145.
        let uniform = try makeEngine("flow", dataSource: DataSource(count: 7))
        _ = try uniform.allElements()
        uniform.appendItems([ItemMetrics()], toSection: 0)
        #expect(try frames(uniform)[6...].map(\.minX) == [0, 145])
        #expect(uniform.lastPrepare?.request == .append)
        // Not uniform: a 300-point item alone (centred), then the last line [100, 100] from
        // the leading edge; two more items make it a full, spread line (gaps 45) and the
        // last line [100] starts at 0.
        let data = DataSource(sections: [[ItemMetrics(width: 300, height: 50)] + Array(repeating: ItemMetrics(width: 100, height: 50), count: 2)])
        let mixed = try makeEngine("flow", dataSource: data)
        #expect(try frames(mixed).map(\.minX) == [45, 0, 110])
        mixed.appendItems(Array(repeating: ItemMetrics(width: 100, height: 50), count: 2), toSection: 0)
        #expect(try frames(mixed).map(\.minX) == [45, 0, 145, 290, 0])
        #expect(mixed.lastPrepare?.request == .append)
        // A uniform section that an append makes non-uniform: its old last line was a full
        // line's positions (0, 145); now it is the last line of a non-uniform section.
        let flips = try makeEngine("flow", dataSource: DataSource(count: 5))
        _ = try flips.allElements()
        flips.appendItems([ItemMetrics(width: 30, height: 30)], toSection: 0)
        #expect(try frames(flips)[3...].map(\.minX) == [0, 110, 220])
        #expect(flips.lastPrepare?.request == .append)
    }

    @Test("appends of sized items, in every alignment and direction, equal a full prepare", arguments: testSeeds)
    func appendsEqualAFullPrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        func item() -> ItemMetrics {
            switch random.nextInt(in: 0..<5) {
            case 0: ItemMetrics()
            case 1: ItemMetrics(width: random.nextDouble(in: 20...200).rounded(.down))
            case 2: ItemMetrics(height: random.nextDouble(in: 0...150))
            case 3: ItemMetrics(width: 100, height: 100)
            default: ItemMetrics(width: random.nextDouble(in: 1...500), height: random.nextDouble(in: 1...500).rounded(.down))
            }
        }
        for alignment in ["justified", "leading", "center"] {
            let parameters = [
                "alignment": alignment, "scrollDirection": random.pick(["vertical", "horizontal"]),
                "itemWidth": random.pick(["100", "57,100,80"]), "interitemSpacing": random.pick(["10", "0,25"]),
                "headerHeight": random.pick(["40,0", "0"]), "footerHeight": random.pick(["0,20", "15"]),
                "sectionInset": random.pick(["0;5,6,7,8", "3,4,5,6"]), "pinFooters": random.pick(["true", "false"]),
            ]
            for uniformStart in [true, false] {
                var data = DataSource(itemCounts: [3, 0])
                if !uniformStart { data.append((0..<5).map { _ in item() }, toSection: 1) }
                let viewport = environment(390, 500, offset: Point(x: random.pick([0, 150]), y: random.pick([0, 300])))
                let engine = try makeEngine("flow", parameters, dataSource: data, environment: viewport)
                _ = try engine.allElements()
                for count in [1, 2, 0, 7, 29] {
                    let uniform = random.chance(0.5)
                    engine.appendItems((0..<count).map { _ in uniform ? ItemMetrics() : item() }, toSection: 1)
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
