import Mosaic
import MosaicBenchmarkSupport

/// How many samples each measurement takes.
struct SampleCounts {
    var prepareRounds: Int
    var queryRounds: Int
    var queriesPerRound: Int
    var appends: Int
    var fullPreparesBesideAppends: Int
    var coldAppends: Int

    static let standard = SampleCounts(
        prepareRounds: 7, queryRounds: 15, queriesPerRound: 64, appends: 200, fullPreparesBesideAppends: 7, coldAppends: 5)
    static let quick = SampleCounts(
        prepareRounds: 3, queryRounds: 5, queriesPerRound: 32, appends: 50, fullPreparesBesideAppends: 3, coldAppends: 2)
}

/// A full prepare by the engine beside the seed-style baseline, and the
/// memory each holds.
struct PrepareResult {
    var engine: Sample
    var baseline: Sample
    var engineBytes: Int
    var baselineBytes: Int
    var identical: Bool
}

/// Viewport queries by the index beside the baseline's filter.
struct QueryResult {
    var engine: Sample
    var baseline: Sample
    var medianResultCount: Int
    var identical: Bool
}

/// Appending items and preparing, beside a full prepare of as many items.
struct AppendResult {
    /// Successive appends to one engine: the infinite-scroll case.
    var steady: Sample
    /// The first append after a full prepare, on a fresh engine each time.
    var first: Sample
    var fullPrepare: Sample
    var incremental: Bool
    var identical: Bool
}

/// The measurements, each interleaving the engine and its baseline so that
/// changes in the machine's load fall on both.
enum Measurements {
    /// Full prepares of `count` items, engine and baseline alternately.
    static func prepare(_ layout: BenchmarkLayout, count: Int, samples: SampleCounts) throws -> PrepareResult {
        let engine = try layout.makeEngine(count: count)
        let dataSource = layout.makeDataSource(count: count)
        var baseline: [LayoutAttributes] = []
        var engineTimes: [Sample] = [], baselineTimes: [Sample] = []
        for round in 0..<samples.prepareRounds {
            let engineFirst = round % 2 == 0
            if !engineFirst { baselineTimes.append(timeBaseline(layout, dataSource, into: &baseline)) }
            engine.invalidateLayout(with: .everything)
            engineTimes.append(try Stopwatch.time { try engine.prepare() })
            if engineFirst { baselineTimes.append(timeBaseline(layout, dataSource, into: &baseline)) }
        }
        let identical = try engine.allElements() == baseline
        return PrepareResult(
            engine: engineTimes.median, baseline: baselineTimes.median,
            engineBytes: engine.cache.memoryFootprint,
            baselineBytes: baseline.capacity * MemoryLayout<LayoutAttributes>.stride,
            identical: identical
        )
    }

    private static func timeBaseline(_ layout: BenchmarkLayout, _ dataSource: DataSource, into cache: inout [LayoutAttributes]) -> Sample {
        cache = []  // frees the last one outside the measurement
        return Stopwatch.time { cache = layout.makeBaselineCache(dataSource: dataSource) }
    }

    /// Viewport-sized queries over the middle of the content, one baseline
    /// filter per round of engine queries.
    static func query(_ layout: BenchmarkLayout, count: Int, samples: SampleCounts) throws -> QueryResult {
        let engine = try layout.makePreparedEngine(count: count)
        let baseline = layout.makeBaselineCache(dataSource: engine.dataSource)
        // The fan's queries meet a share of all items and take milliseconds: fewer of them.
        let perRound = layout.hasFewItemsPerViewport ? samples.queriesPerRound : 2
        let rects = layout.queryRects(contentSize: try engine.contentSize(), environment: engine.environment, count: perRound)
        var engineTimes: [Sample] = [], baselineTimes: [Sample] = [], resultCounts: [Double] = []
        var identical = true
        for round in 0..<samples.queryRounds {
            let rect = rects[round % rects.count]
            var filtered: [LayoutAttributes] = []
            baselineTimes.append(Stopwatch.time { filtered = BaselineLayouts.elements(in: rect, cache: baseline) })
            for queryRect in rects {
                var found: [LayoutAttributes] = []
                engineTimes.append(try Stopwatch.time { found = try engine.layoutAttributesForElements(in: queryRect) })
                resultCounts.append(Double(found.count))
                if queryRect == rect && found != filtered { identical = false }
            }
        }
        return QueryResult(
            engine: engineTimes.median, baseline: baselineTimes.median,
            medianResultCount: Int(resultCounts.median), identical: identical
        )
    }

    /// Appends of `batch` items: successive ones to one engine, and first
    /// ones to fresh engines, beside full prepares of `count + batch` items.
    static func append(_ layout: BenchmarkLayout, count: Int, batch: Int, samples: SampleCounts) throws -> AppendResult {
        let full = try layout.makePreparedEngine(count: count + batch)
        var fullTimes: [Sample] = []
        func timeFullPrepare() throws {
            full.invalidateLayout(with: .everything)
            fullTimes.append(try Stopwatch.time { try full.prepare() })
        }

        // A layout that lays everything out again gets fewer samples.
        let appends = layout.appendsIncrementally ? samples.appends : Swift.min(samples.appends, 10)
        let coldAppends = layout.appendsIncrementally ? samples.coldAppends : Swift.min(samples.coldAppends, 2)

        // Successive appends to one engine, with a full prepare of the
        // larger engine every so often.
        let engine = try layout.makePreparedEngine(count: count)
        var steadyTimes: [Sample] = []
        var incremental = true
        let fullEvery = Swift.max(appends / samples.fullPreparesBesideAppends, 1)
        for index in 0..<appends {
            if index % fullEvery == 0 { try timeFullPrepare() }
            let items = layout.newItems(count: batch, seed: UInt64(index))
            steadyTimes.append(try Stopwatch.time {
                engine.appendItems(items, toSection: 0)
                try engine.prepare()
            })
            if engine.lastPrepare?.request != .append { incremental = false }
        }
        // The appended engine must hold what a full prepare of its data gives.
        let check = try LayoutEngine(layout: layout.descriptor.makeLayout(parameters: layout.parameters),
                                     dataSource: engine.dataSource, environment: engine.environment)
        let identical = try check.allElements() == engine.allElements()

        // The first append after a full prepare, on a fresh engine each time
        // (made and prepared outside the measurement).
        var firstTimes: [Sample] = []
        for index in 0..<coldAppends {
            let fresh = try layout.makePreparedEngine(count: count)
            let items = layout.newItems(count: batch, seed: UInt64(index))
            firstTimes.append(try Stopwatch.time {
                fresh.appendItems(items, toSection: 0)
                try fresh.prepare()
            })
            try timeFullPrepare()
        }
        return AppendResult(
            steady: steadyTimes.median, first: firstTimes.median, fullPrepare: fullTimes.median,
            incremental: incremental, identical: identical
        )
    }
}
