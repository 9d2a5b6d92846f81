import Mosaic
import Testing

/// Self-sizing flow cells (issue 10 item 3): `estimatedItemSize`, as UIKit's
/// `UICollectionViewFlowLayout.estimatedItemSize` ("a non-zero value …
/// causes the layout to … ask the cells for their actual size", Apple's
/// documentation of the property; the default, `.zero`, is off). Items start
/// at their data's size, else the estimate; a preferred size fed back
/// (`--measure`, `:measure`) replaces both, and the layout lays out only from
/// that item's line, moving what follows, as the compositional layout does.
@Suite("Flow: self-sizing cells")
struct FlowSelfSizingTests {
    private func frames(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().filter { $0.category == .cell }.map(\.frame)
    }

    @Test("items start at the estimate, take the size fed back, and only what follows moves")
    func estimateThenMeasure() throws {
        let engine = try makeEngine("flow", ["estimatedItemSize": "80,40"], dataSource: DataSource(count: 8))
        // 80 + 10 + 80 + 10 + 80 + 10 + 80 = 350: four per line, gaps (390 − 320) / 3. Self-
        // sizing cells take UIKit's per-item path: the last line from the leading edge.
        let gap = 70.0 / 3
        #expect(try frames(engine).map(\.minX) == [0, 80 + gap, 160 + 2 * gap, 240 + 3 * gap, 0, 90, 180, 270])
        #expect(try frames(engine).allSatisfy { $0.size == Size(width: 80, height: 40) })
        // Item 1 wants 200 × 60: line 0 is [80, 200, 80] (370 ≤ 390 with spacing), gaps 15, 60
        // deep; items 3–6 make line 1 at 70 and item 7 the last line at 120.
        try engine.setPreferredSize(Size(width: 200, height: 60), forItemAt: ip(0, 1))
        let cells = try frames(engine)
        #expect(engine.lastPrepare?.request == .items)
        #expect(Array(cells[0..<3]) == [
            Rect(x: 0, y: 10, width: 80, height: 40), Rect(x: 95, y: 0, width: 200, height: 60), Rect(x: 310, y: 10, width: 80, height: 40),
        ])
        #expect(cells[3..<7].map(\.minY) == [70, 70, 70, 70])
        #expect(cells[7] == Rect(x: 0, y: 120, width: 80, height: 40))
        #expect(try engine.contentSize() == Size(width: 390, height: 160))
    }

    @Test("data sizes are the estimate of their items; 0,0 is off; automatic estimates with the item size")
    func estimatesAndOff() throws {
        let data = DataSource(sections: [[ItemMetrics(width: 150), ItemMetrics()]])
        let estimated = try makeEngine("flow", ["estimatedItemSize": "80,40", "alignment": "leading"], dataSource: data)
        #expect(try frames(estimated) == [Rect(x: 0, y: 0, width: 150, height: 40), Rect(x: 160, y: 0, width: 80, height: 40)])

        // Off (the default): a size fed back changes nothing, as in UIKit without an estimate.
        let off = try makeEngine("flow", dataSource: DataSource(count: 3))
        let before = try frames(off)
        try off.setPreferredSize(Size(width: 30, height: 30), forItemAt: ip(0, 0))
        #expect(try frames(off) == before)

        // automatic: the item size stands in for the estimate (Mosaic has no cell to measure
        // first); the cells still size themselves, so the last line is from the leading edge.
        let automatic = try makeEngine("flow", ["estimatedItemSize": "automatic"], dataSource: DataSource(count: 5))
        #expect(try frames(automatic).map(\.minX) == [0, 145, 290, 0, 110])
        try automatic.setPreferredSize(Size(width: 50, height: 50), forItemAt: ip(0, 4))
        #expect(try frames(automatic)[4] == Rect(x: 110, y: 135, width: 50, height: 50))
    }

    @Test("a size fed back above the screen keeps what is on screen still")
    func screenStaysStill() throws {
        // Four per line, 50 between line starts; the screen shows from y 300.
        let engine = try makeEngine("flow", ["estimatedItemSize": "80,40"], dataSource: DataSource(count: 60),
                                    environment: environment(390, 200, offset: Point(x: 0, y: 300)))
        let firstVisible = try #require(engine.visibleElements().first { $0.category == .cell })
        try engine.setPreferredSize(Size(width: 80, height: 140), forItemAt: ip(0, 0))  // line 0 100 deeper
        try engine.prepare()
        #expect(engine.environment.contentOffset == Point(x: 0, y: 400))
        let moved = try #require(try engine.layoutAttributesForItem(at: firstVisible.indexPath))
        #expect(moved.frame.minY - engine.environment.contentOffset.y == firstVisible.frame.minY - 300)
    }

    @Test("sizes fed back in any order, over sections and directions, equal a full prepare", arguments: testSeeds)
    func relayoutEqualsFullPrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for alignment in ["justified", "leading", "center"] {
            let parameters = [
                "estimatedItemSize": random.pick(["80,40", "automatic", "120,0"]), "alignment": alignment,
                "scrollDirection": random.pick(["vertical", "horizontal"]), "itemWidth": random.pick(["100", "57,100,80"]),
                "headerHeight": random.pick(["40,0", "0"]), "footerHeight": random.pick(["0,20", "15"]),
                "sectionInset": random.pick(["0;5,6,7,8", "3,4,5,6"]),
                "pinHeaders": random.pick(["true", "false"]), "pinFooters": random.pick(["true", "false"]),
            ]
            let data = DataSource(sections: [
                (0..<12).map { _ in random.chance(0.3) ? ItemMetrics(width: 150) : ItemMetrics() }, [], Array(repeating: ItemMetrics(), count: 20),
            ])
            let viewport = environment(390, 400, offset: Point(x: random.pick([0, 200]), y: random.pick([0, 250])))
            let engine = try makeEngine("flow", parameters, dataSource: data, environment: viewport)
            _ = try engine.allElements()
            for _ in 0..<12 {
                var sizes: [ItemPath: Size] = [:]
                for _ in 0..<random.nextInt(in: 1..<4) {
                    let section = random.pick([0, 2])
                    let item = random.nextInt(in: 0..<data.numberOfItems(inSection: section))
                    sizes[ip(section, item)] = Size(width: random.nextDouble(in: 10...300).rounded(), height: random.nextDouble(in: 10...200).rounded())
                }
                try engine.setPreferredSizes(sizes)
                try engine.prepare()
                #expect(engine.lastPrepare?.request == .items || engine.lastPrepare?.request == .boundsChange)
                // The same sizes, a full prepare, then the same offset.
                let fresh = try makeEngine("flow", parameters, dataSource: data, environment: viewport)
                try fresh.setPreferredSizes(engine.preferredSizes)
                fresh.invalidateLayout()
                try fresh.prepare()
                try fresh.setContentOffset(engine.environment.contentOffset)
                #expect(try engine.allElements() == fresh.allElements(), "\(parameters) \(sizes)")
                #expect(try engine.contentSize() == fresh.contentSize())
            }
        }
    }

    @Test("estimatedItemSize takes W,H or automatic, and says so otherwise")
    func parameterValues() throws {
        var parameters = FlowLayout.descriptor.defaultParameters
        try parameters.set("estimatedItemSize", parsing: " 80 , 40.5 ")
        #expect(parameters["estimatedItemSize"] == .choice("80,40.5"))
        #expect(parameters.size("estimatedItemSize") == Size(width: 80, height: 40.5))
        try parameters.set("estimatedItemSize", parsing: "automatic")
        #expect(parameters.size("estimatedItemSize") == nil)
        for bad in ["80", "80,40,3", "a,b", "", "80,", "nan,3", "automatic,3"] {
            #expect(throws: ParameterError.invalidValue(
                parameter: "estimatedItemSize", value: bad.trimmingCharacters(in: .whitespaces),
                expected: "width,height, each from 0 to 1000000000, or automatic")) { try parameters.set("estimatedItemSize", parsing: bad) }
        }
        for big in ["-1,5", "1e10,5", "5,2e9"] {
            #expect(throws: ParameterError.self) { try parameters.set("estimatedItemSize", parsing: big) }
        }
        #expect(throws: ParameterError.self) { try parameters.set("estimatedItemSize", to: .number(3)) }
        #expect(parameters.size("estimatedItemSize") == nil)  // the last good value stays
    }
}
