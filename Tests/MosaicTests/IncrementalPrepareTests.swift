import Mosaic
import Testing

/// Appending items lays out only the new ones (the infinite scroll of
/// `001_394ebf6b8ed6196d.txt`) and gives exactly what a full prepare of
/// the final data gives.
@Suite("Incremental append equals a full prepare")
struct IncrementalPrepareTests {
    /// Appends `batches` to the last section one by one, checking after each
    /// that the engine prepared incrementally and agrees with a fresh engine
    /// prepared on the same data.
    private func checkAppends(
        _ name: String, _ parameters: [String: String], initial: [[ItemMetrics]], batches: [[ItemMetrics]],
        environment: LayoutEnvironment, seed: UInt64, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let label = "\(name) \(parameters.sorted(by: { $0.key < $1.key })) \(initial.map(\.count))"
        let engine = try makeEngine(name, parameters, dataSource: DataSource(sections: initial), environment: environment)
        _ = try engine.allElements()
        #expect(engine.lastPrepare?.request == .full, sourceLocation: sourceLocation)
        let last = initial.count - 1
        var random = SplitMix64(seed: seed)
        for batch in batches {
            engine.appendItems(batch, toSection: last)
            try engine.prepare()
            #expect(engine.lastPrepare?.request == .append, "\(label)", sourceLocation: sourceLocation)
            #expect(engine.lastPrepare?.itemCount == batch.count, "\(label)", sourceLocation: sourceLocation)
            let fresh = try makeEngine(name, parameters, dataSource: engine.dataSource, environment: environment)
            #expect(try engine.allElements() == fresh.allElements(), "\(label) after \(engine.dataSource.itemCounts)", sourceLocation: sourceLocation)
            #expect(try engine.contentSize() == fresh.contentSize(), "\(label)", sourceLocation: sourceLocation)
            let rects = randomRects(count: 25, around: try queryArea(fresh), seed: random.next())
            for rect in rects {
                #expect(try engine.layoutAttributesForElements(in: rect) == fresh.layoutAttributesForElements(in: rect),
                        "\(label) rect \(rect)", sourceLocation: sourceLocation)
            }
        }
    }

    /// Batches of sizes that cross the index's 32-item leaves and lines of
    /// several items, including an empty batch.
    private func batches(seed: UInt64) -> [[ItemMetrics]] {
        [1, 2, 0, 7, 29, 33, 64].enumerated().map { mixedItems(count: $1, seed: seed &+ UInt64($0)) }
    }

    @Test("waterfall, both placements, one and several sections", arguments: testSeeds)
    func waterfall(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for placement in ["roundRobin", "shortestFirst"] {
            for initial in [[0], [5], [3, 0, 11], [4, 0]] {
                try checkAppends(
                    "waterfall",
                    ["placement": placement, "columns": "\(random.nextInt(in: 1..<5))", "padding": random.pick(["0", "6", "10"])],
                    initial: initial.map { mixedItems(count: $0, seed: random.next()) },
                    batches: batches(seed: random.next()),
                    environment: environment(390, 700, insets: Insets(top: 0, left: 10, bottom: 0, right: 5)),
                    seed: random.next())
            }
        }
    }

    @Test("flow, every alignment, both directions, headers, footers, pinned headers", arguments: testSeeds)
    func flow(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for alignment in ["justified", "leading", "center"] {
            for direction in ["vertical", "horizontal"] {
                let pinned = random.chance(0.5)
                let parameters = [
                    "alignment": alignment, "scrollDirection": direction,
                    "headerHeight": random.pick(["0", "40"]), "footerHeight": random.pick(["0", "25"]),
                    "pinHeaders": pinned ? "true" : "false", "sectionInset": random.pick(["0", "5,6,7,8"]),
                    "itemWidth": random.pick(["100", "57"]),
                ]
                for initial in [[0], [4], [7, 0, 2]] {
                    try checkAppends(
                        "flow", parameters,
                        initial: initial.map { Array(repeating: ItemMetrics(), count: $0) },
                        batches: batches(seed: random.next()),
                        environment: environment(390, 500, offset: Point(x: random.pick([0, 150]), y: random.pick([0, 300]))),
                        seed: random.next())
                }
            }
        }
    }

    @Test("setDataSource with items only added at the end is an append")
    func setDataSourceAppends() throws {
        let items = mixedItems(count: 50, seed: 9)
        let engine = try makeEngine("waterfall", ["placement": "shortestFirst"], dataSource: DataSource(sections: [Array(items[..<20])]))
        _ = try engine.allElements()
        engine.setDataSource(DataSource(sections: [items]))
        _ = try engine.allElements()
        #expect(engine.lastPrepare?.request == .append)
        #expect(engine.lastPrepare?.itemCount == 30)
        let fresh = try makeEngine("waterfall", ["placement": "shortestFirst"], dataSource: DataSource(sections: [items]))
        #expect(try engine.allElements() == fresh.allElements())

        // A changed item is not an append.
        var changed = items
        changed[3] = ItemMetrics(height: 1)
        engine.setDataSource(DataSource(sections: [changed]))
        #expect(try engine.allElements() == makeEngine("waterfall", ["placement": "shortestFirst"], dataSource: DataSource(sections: [changed])).allElements())
        #expect(engine.lastPrepare?.request == .full)
    }

    @Test("appends to a section before the last fall back to a full prepare and stay right", arguments: testSeeds.prefix(2))
    func nonLastSection(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let layouts: [(String, [String: String])] = [
            ("waterfall", ["placement": "shortestFirst"]), ("waterfall", ["columns": "3"]),
            ("flow", ["headerHeight": "30", "footerHeight": "10"]), ("flow", ["scrollDirection": "horizontal", "alignment": "center"]),
            ("fan", [:]),
        ]
        for (name, parameters) in layouts {
            let engine = try makeEngine(name, parameters, dataSource: DataSource(sections: [mixedItems(count: 10, seed: 1), mixedItems(count: 6, seed: 2)]))
            _ = try engine.allElements()
            for section in [0, 1, 0] {
                engine.appendItems(mixedItems(count: random.nextInt(in: 1..<40), seed: random.next()), toSection: section)
                try engine.prepare()
                let incremental = name != "fan" && section == 1
                #expect(engine.lastPrepare?.request == (incremental ? .append : .full), "\(name) section \(section)")
                let fresh = try makeEngine(name, parameters, dataSource: engine.dataSource)
                #expect(try engine.allElements() == fresh.allElements(), "\(name) after \(engine.dataSource.itemCounts)")
                #expect(try engine.contentSize() == fresh.contentSize())
                try expectQueriesMatchFilter(engine, rects: randomRects(count: 30, around: try queryArea(engine), seed: random.next()), "\(name)")
            }
        }
    }

    @Test("several appends before one prepare merge into one append")
    func mergedAppends() throws {
        let engine = try makeEngine("flow", ["alignment": "center"], dataSource: DataSource(count: 5))
        _ = try engine.allElements()
        engine.appendItems(Array(repeating: ItemMetrics(), count: 3), toSection: 0)
        engine.appendItems(Array(repeating: ItemMetrics(), count: 4), toSection: 0)
        _ = try engine.allElements()
        #expect(engine.lastPrepare?.request == .append)
        #expect(engine.lastPrepare?.itemCount == 7)
        #expect(try engine.allElements() == makeEngine("flow", ["alignment": "center"], dataSource: DataSource(count: 12)).allElements())
    }
}
