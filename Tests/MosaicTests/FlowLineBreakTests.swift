import Mosaic
import Testing

/// The flow's one line-breaking rule, for sections whose items share a size
/// (UIKit's fixed-size path) and sections whose items differ, and what it
/// does at the edges: items that exactly fill a line, items wider than the
/// room, items and spacing of no extent.
///
/// Sources: UIKit has one rule (steipete/PSTCollectionView
/// PSTCollectionView/PSTGridLayoutSection.m:89-93: an item joins the row
/// unless the room left is less than it plus the spacing before it, so an
/// exact fit stays); a row starts at the leading section inset
/// (PSTGridLayoutSection.m:106, 110) and a justified row's first item at the
/// row's start (PSTGridLayoutRow.m:97-102, 120), so an item wider than the
/// room is not centred before the inset. The rounding slack is Mosaic's
/// (``FlowMetrics/fitTolerance``, a billionth of the extent).
@Suite("Flow: one line-breaking rule, items wider than the room, items of no extent")
struct FlowLineBreakTests {
    private func cells(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    /// How many items each line holds, in order: every item of a line is
    /// centred on the line's centre line, so a line is a run of equal centres.
    private func lineLengths(_ engine: LayoutEngine, vertical: Bool = true) throws -> [Int] {
        var lengths: [Int] = [], centre = Double.nan
        for frame in try cells(engine) {
            let mid = vertical ? frame.midY : frame.midX
            if mid == centre { lengths[lengths.count - 1] += 1 } else { lengths.append(1) }
            centre = mid
        }
        return lengths
    }

    @Test("items sized to fill a line exactly, w = (W − (n − 1)·s) / n: both paths put n on a line, both directions")
    func exactFitSweep() throws {
        // The reviewer's cases are in the sweep: W 1024, s 0.1, n 3 (w 341.26666666666665:
        // 2 a line before) and W 390, s 1, n 6 (w 64.16666666666667: 6 uniform, 5 mixed before).
        for extent in [390.0, 1024, 333.3] {
            for spacing in [0, 0.1, 1, 10, 1.0 / 3] {
                for n in 1...16 {
                    let side = (extent - Double(n - 1) * spacing) / Double(n)
                    guard side >= 0.001 else { continue }
                    let count = 2 * n + 1
                    for vertical in [true, false] {
                        let (along, across) = vertical ? ("itemHeight", "itemWidth") : ("itemWidth", "itemHeight")
                        let parameters = [across: "\(side)", along: "60", "interitemSpacing": "\(spacing)",
                                          "scrollDirection": vertical ? "vertical" : "horizontal"]
                        let viewport = vertical ? environment(extent, 800) : environment(800, extent)
                        let uniform = try makeEngine("flow", parameters, dataSource: DataSource(count: count), environment: viewport)
                        // The same widths with depths 60 and 50: a section whose items differ.
                        let mixed = DataSource(sections: [(0..<count).map {
                            vertical ? ItemMetrics(width: side, height: $0 % 2 == 0 ? 60 : 50)
                                     : ItemMetrics(width: $0 % 2 == 0 ? 60 : 50, height: side)
                        }])
                        let mixedEngine = try makeEngine("flow", parameters, dataSource: mixed, environment: viewport)
                        let what = "W \(extent), s \(spacing), n \(n), w \(side), \(vertical ? "vertical" : "horizontal")"
                        #expect(try lineLengths(uniform, vertical: vertical) == [n, n, 1], "\(what)")
                        #expect(try lineLengths(mixedEngine, vertical: vertical) == [n, n, 1], "\(what)")
                    }
                }
            }
        }
    }

    @Test("a millionth wider than an exact fit: one item fewer a line, in both paths")
    func overExactFit() throws {
        for (extent, spacing) in [(390.0, 10.0), (1024, 0.1), (390, 0)] {
            for n in 2...12 {
                let side = (extent - Double(n - 1) * spacing) / Double(n) * (1 + 1e-6)
                let uniform = try makeEngine("flow", ["itemWidth": "\(side)", "interitemSpacing": "\(spacing)"],
                                             dataSource: DataSource(count: n + 1), environment: environment(extent, 800))
                let mixed = DataSource(sections: [(0...n).map { ItemMetrics(width: side, height: $0 % 2 == 0 ? 60 : 50) }])
                let mixedEngine = try makeEngine("flow", ["interitemSpacing": "\(spacing)"], dataSource: mixed, environment: environment(extent, 800))
                #expect(try lineLengths(uniform).first == n - 1, "W \(extent), s \(spacing), n \(n)")
                #expect(try lineLengths(mixedEngine).first == n - 1, "W \(extent), s \(spacing), n \(n)")
            }
        }
    }

    @Test("an item wider than the room starts at the leading inset: every alignment, both paths, both directions")
    func overflowingItem() throws {
        let inset = ["sectionInset": "5,20,5,30"]
        for alignment in ["justified", "leading", "center"] {
            // Uniform: 500 wide in 390 − 50, one a line.
            let uniform = try makeEngine("flow", inset.merging(["itemWidth": "500", "alignment": alignment]) { $1 },
                                         dataSource: DataSource(count: 3))
            #expect(try cells(uniform).map(\.minX) == [20, 20, 20], "\(alignment)")
            // Items that differ: the 500-wide one alone at the inset; the others as before.
            let mixed = try makeEngine("flow", inset.merging(["alignment": alignment]) { $1 }, dataSource: DataSource(sections: [[
                ItemMetrics(width: 100, height: 40), ItemMetrics(width: 500, height: 40), ItemMetrics(width: 100, height: 20),
            ]]))
            #expect(try cells(mixed)[1].minX == 20, "\(alignment)")
            // Horizontal: 400 high in 300 − 10, from the top inset.
            let horizontal = try makeEngine("flow", inset.merging(["itemHeight": "400", "alignment": alignment, "scrollDirection": "horizontal"]) { $1 },
                                            dataSource: DataSource(count: 2), environment: environment(390, 300))
            #expect(try cells(horizontal).map(\.minY) == [5, 5], "\(alignment)")
        }
        // An item that exactly fills the room is still centred (on nothing: at the inset) and
        // a narrower lone item still centred: only items that do not fit change.
        let exact = try makeEngine("flow", ["itemWidth": "340", "sectionInset": "0,20,0,30"], dataSource: DataSource(count: 2))
        #expect(try cells(exact).map(\.minX) == [20, 20])
        let narrow = try makeEngine("flow", ["itemWidth": "300"], dataSource: DataSource(count: 2))
        #expect(try cells(narrow).map(\.minX) == [45, 45])
    }

    @Test("items and spacing of no extent across: one line, no trap, in every alignment and direction")
    func zeroExtent() throws {
        let zeroWide = DataSource(sections: [Array(repeating: ItemMetrics(width: 0, height: 50), count: 5)])
        // The reviewer's crash: no room at all (insets fill the width), 0/0 items a line.
        for alignment in ["justified", "leading", "center"] {
            let engine = try makeEngine("flow", ["interitemSpacing": "0", "sectionInset": "0,195,0,195", "alignment": alignment],
                                        dataSource: zeroWide)
            #expect(try cells(engine) == Array(repeating: Rect(x: 195, y: 0, width: 0, height: 50), count: 5), "\(alignment)")
        }
        // Room to spare: all on one line; justified has no full line to spread, centre centres them.
        let expected = ["justified": 0.0, "leading": 0, "center": 195]
        for (alignment, x) in expected {
            let engine = try makeEngine("flow", ["interitemSpacing": "0", "alignment": alignment], dataSource: zeroWide)
            #expect(try cells(engine).map(\.origin) == Array(repeating: Point(x: x, y: 0), count: 5), "\(alignment)")
            // Depths that differ: the per-item path, one line too.
            let mixed = DataSource(sections: [(0..<5).map { ItemMetrics(width: 0, height: Double(40 + 10 * ($0 % 2))) }])
            let mixedEngine = try makeEngine("flow", ["interitemSpacing": "0", "alignment": alignment], dataSource: mixed)
            #expect(try lineLengths(mixedEngine) == [5], "\(alignment)")
            #expect(try cells(mixedEngine).allSatisfy { $0.minX == x }, "\(alignment)")
        }
        // Horizontal, items of no height.
        let flat = DataSource(sections: [Array(repeating: ItemMetrics(width: 80, height: 0), count: 4)])
        let horizontal = try makeEngine("flow", ["interitemSpacing": "0", "scrollDirection": "horizontal"], dataSource: flat,
                                        environment: environment(390, 300))
        #expect(try cells(horizontal).map(\.origin) == Array(repeating: Point(x: 0, y: 0), count: 4))
        #expect(try horizontal.contentSize() == Size(width: 80, height: 300))
        // No width but spacing: (390 + 10) / 10 = 40 a line.
        let spaced = try makeEngine("flow", ["interitemSpacing": "10"], dataSource: DataSource(sections: [Array(repeating: ItemMetrics(width: 0, height: 50), count: 45)]))
        #expect(try lineLengths(spaced) == [40, 5])
        // Insets wider than the content: nothing fits after the first, one a line at the inset.
        let crowded = try makeEngine("flow", ["interitemSpacing": "0", "sectionInset": "0,300,0,300"], dataSource: zeroWide)
        #expect(try cells(crowded).map(\.origin) == (0..<5).map { Point(x: 300, y: Double($0) * 60) })
    }

    @Test("appending items of no extent gives what a full layout gives")
    func zeroExtentAppends() throws {
        for uniform in [true, false] {
            let item = { (index: Int) in ItemMetrics(width: 0, height: uniform ? 50 : Double(40 + 10 * (index % 2))) }
            let engine = try makeEngine("flow", ["interitemSpacing": "0"], dataSource: DataSource(sections: [(0..<3).map(item)]))
            _ = try cells(engine)
            engine.appendItems((3..<7).map(item), toSection: 0)
            let full = try makeEngine("flow", ["interitemSpacing": "0"], dataSource: DataSource(sections: [(0..<7).map(item)]))
            #expect(try cells(engine) == cells(full), "uniform: \(uniform)")
            #expect(try engine.contentSize() == full.contentSize())
        }
    }
}
