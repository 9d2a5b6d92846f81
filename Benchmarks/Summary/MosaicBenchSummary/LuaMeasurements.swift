import Foundation
import Mosaic
import MosaicBenchmarkSupport
import MosaicLua

/// The Lua spiral of `count` items beside its baselines, each the median of
/// interleaved rounds.
struct LuaSpiralResult {
    /// `examples/spiral.lua` through LayoutEngine + LuaLayout, default limits.
    var lua: Sample
    /// The native ``SpiralLayout``.
    var native: Sample
    /// `lua5.4 spiral-tables.lua`: one table per item, and one array per field
    /// (nanoseconds of CPU time, the interpreter's `os.clock`).
    var interpreterRecords: Double
    var interpreterColumns: Double
    /// Lua and native spiral give the same attributes and content size
    /// (checked at a small count).
    var identical: Bool
    /// The interpreter's checksum equals the engine's: the same arithmetic.
    var sameArithmetic: Bool
}

/// What the runaway guard (the time limit's watchdog) costs the Lua spiral:
/// per round, guarded ÷ unguarded prepare time, both in the same round.
struct GuardCostResult {
    /// The spiral with the default 10 s limit, and without a time limit.
    var guarded: Sample
    var unguarded: Sample
    /// One ratio per round, sorted.
    var ratios: [Double]

    /// The median of the per-round ratios, minus 1: the figure the target judges.
    var cost: Double { ratios.median - 1 }
    /// The middle half of the rounds' ratios, minus 1: the spread.
    var quartiles: (lower: Double, upper: Double) { (ratios.quantile(0.25) - 1, ratios.quantile(0.75) - 1) }
    /// The least and most of the rounds' ratios, minus 1.
    var range: (lower: Double, upper: Double) { (ratios.min()! - 1, ratios.max()! - 1) }
    /// A 95% confidence interval of the median ratio, minus 1, free of any
    /// assumption on how the ratios are distributed (order statistics).
    var confidence: (lower: Double, upper: Double) {
        let interval = ratios.medianConfidenceInterval
        return (interval.lower - 1, interval.upper - 1)
    }
}

/// `ctx:place` against a Lua function that does nothing, per item.
/// Whole prepares of `place-prepare.lua`, plain and with a rotation table.
struct PlacePrepareResult {
    /// Median nanoseconds of a whole prepare placing plainly.
    var plain: Double
    /// Median nanoseconds of a whole prepare with `{ rotation = … }` per item.
    var rotated: Double
    /// Median nanoseconds of a whole prepare filling one table for every item.
    var reused: Double
    /// Median over rounds of rotated ÷ plain.
    var ratio: Double
    /// Median over rounds of reused ÷ plain.
    var reusedRatio: Double
}

struct PlaceOverheadResult {
    /// Median nanoseconds per item of the loops calling a no-op Lua
    /// function, `rawlen` (a C function) and `ctx:place`.
    var noop: Double
    var cFunction: Double
    var place: Double
    /// Median of the per-round differences, nanoseconds per item.
    var overhead: Double
}

enum LuaMeasurements {
    /// The count at which the Lua and native spirals are compared attribute by attribute.
    static let equalityCount = 2_000

    /// Prepares of the Lua spiral, the native spiral and `lua5.4` running
    /// the same arithmetic, in turns.
    static func spiral(count: Int, rounds: Int, interpreter: String) throws -> LuaSpiralResult {
        let lua = try LuaBenchmark.makeSpiralEngine(count: count)
        let native = try LuaBenchmark.makeNativeSpiralEngine(count: count)
        var luaTimes: [Sample] = [], nativeTimes: [Sample] = []
        var records: [Double] = [], columns: [Double] = []
        var sameArithmetic = true
        for _ in 0..<rounds {
            luaTimes.append(try time(lua))
            nativeTimes.append(try time(native))
            let recordsRun = try runInterpreter(interpreter, count: count, layout: "records")
            let columnsRun = try runInterpreter(interpreter, count: count, layout: "columns")
            records.append(recordsRun.seconds * 1e9)
            columns.append(columnsRun.seconds * 1e9)
            if try self.checksum(of: lua, count: count) != recordsRun.checksum { sameArithmetic = false }
        }
        return LuaSpiralResult(
            lua: luaTimes.median, native: nativeTimes.median,
            interpreterRecords: records.median, interpreterColumns: columns.median,
            identical: try spiralsAgree(count: equalityCount),
            sameArithmetic: sameArithmetic
        )
    }

    /// The runaway guard's cost: `rounds` rounds, each with a new guarded
    /// and a new unguarded spiral engine, made in turns (where a state's
    /// memory lies changes its speed by a few percent for its whole life, so
    /// each round draws new places), timed in the order guarded, unguarded,
    /// unguarded, guarded, or the reverse in odd rounds (which cancels a load
    /// that rises or falls steadily during the round, and any cost of a place
    /// in the order). The round's ratio is the guarded pair's time over
    /// the unguarded pair's; the rounds' median is the estimate, which a
    /// disturbed round cannot move far.
    static func guardCost(count: Int, rounds: Int) throws -> GuardCostResult {
        var guardedTimes: [Sample] = [], unguardedTimes: [Sample] = [], ratios: [Double] = []
        for round in 0..<rounds {
            let guarded: LayoutEngine, unguarded: LayoutEngine
            if round % 2 == 0 {
                guarded = try LuaBenchmark.makeSpiralEngine(count: count)
                unguarded = try LuaBenchmark.makeSpiralEngine(count: count, limits: LuaBenchmark.unguarded)
            } else {
                unguarded = try LuaBenchmark.makeSpiralEngine(count: count, limits: LuaBenchmark.unguarded)
                guarded = try LuaBenchmark.makeSpiralEngine(count: count)
            }
            // ABBA in even rounds, BAAB in odd ones: a place in the order
            // that costs time (the first prepare after the states are made,
            // say) falls on each side equally often.
            let first = round % 2 == 0 ? guarded : unguarded, second = round % 2 == 0 ? unguarded : guarded
            let firstA = try time(first), secondA = try time(second)
            let secondB = try time(second), firstB = try time(first)
            let (guardedPair, unguardedPair) = round % 2 == 0 ? ((firstA, firstB), (secondA, secondB)) : ((secondA, secondB), (firstA, firstB))
            guardedTimes += [guardedPair.0, guardedPair.1]
            unguardedTimes += [unguardedPair.0, unguardedPair.1]
            ratios.append((guardedPair.0.time + guardedPair.1.time) / (unguardedPair.0.time + unguardedPair.1.time))
        }
        return GuardCostResult(guarded: guardedTimes.median, unguarded: unguardedTimes.median, ratios: ratios.sorted())
    }

    /// One full prepare of `engine`.
    private static func time(_ engine: LayoutEngine) throws -> Sample {
        engine.invalidateLayout(with: .everything)
        return try Stopwatch.time { try engine.prepare() }
    }

    /// Whether the Lua and native spirals give identical attributes and content sizes.
    static func spiralsAgree(count: Int) throws -> Bool {
        let lua = try LuaBenchmark.makeSpiralEngine(count: count)
        let native = try LuaBenchmark.makeNativeSpiralEngine(count: count)
        return try lua.allElements() == native.allElements() && lua.contentSize() == native.contentSize()
    }

    /// What spiral-tables.lua prints after its seconds: the last item's
    /// x + y + rotation, plus the content size.
    private static func checksum(of engine: LayoutEngine, count: Int) throws -> Double {
        guard let last = try engine.layoutAttributesForItem(at: ItemPath(item: count - 1, section: 0)) else { return .nan }
        return try last.frame.minX + last.frame.minY + last.transform.rotation + engine.contentSize().width
    }

    /// Runs `interpreter spiral-tables.lua count layout` and reads the
    /// seconds and checksum it prints.
    static func runInterpreter(_ interpreter: String, count: Int, layout: String) throws -> (seconds: Double, checksum: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = [LuaBenchmark.spiralTablesFile, String(count), layout]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        let fields = text.split(whereSeparator: \.isWhitespace).compactMap { Double($0) }
        guard process.terminationStatus == 0, fields.count == 2 else {
            throw LuaBenchmarkError("\(interpreter) \(LuaBenchmark.spiralTablesFile) failed (status \(process.terminationStatus)): \(text)")
        }
        return (fields[0], fields[1])
    }

    /// `place-overhead.lua` over `count` items: per round, the loops of one
    /// prepare calling a no-op Lua function, `rawlen` and `ctx:place`.
    static func placeOverhead(count: Int, rounds: Int, attrs: Bool) throws -> PlaceOverheadResult {
        var noop: [Double] = [], cFunction: [Double] = [], place: [Double] = [], overhead: [Double] = []
        let perItem = 1e9 / Double(count)
        let engine = try LuaBenchmark.makePlaceOverheadEngine(count: count, attrs: attrs) { noopSeconds, cSeconds, placeSeconds in
            noop.append(noopSeconds * perItem)
            cFunction.append(cSeconds * perItem)
            place.append(placeSeconds * perItem)
            overhead.append((placeSeconds - noopSeconds) * perItem)
        }
        for _ in 0..<rounds {
            engine.invalidateLayout(with: .everything)
            try engine.prepare()
        }
        precondition(overhead.count == rounds, "place-overhead.lua printed \(overhead.count) timings in \(rounds) prepares")
        return PlaceOverheadResult(noop: noop.median, cFunction: cFunction.median, place: place.median, overhead: overhead.median)
    }

    /// Whole prepares of `place-prepare.lua` over `count` items, plain, with
    /// a new `{ rotation = … }` table per item and with one table reused,
    /// interleaved (the order turning round each round), on three engines
    /// made once: the median of each and the median of each round's ratios.
    static func placePrepare(count: Int, rounds: Int) throws -> PlacePrepareResult {
        let engines = [
            try LuaBenchmark.makePlacePrepareEngine(count: count, rotation: false),
            try LuaBenchmark.makePlacePrepareEngine(count: count, rotation: true),
            try LuaBenchmark.makePlacePrepareEngine(count: count, rotation: true, reuse: true),
        ]
        for engine in engines { try engine.prepare() }  // warms the states and caches
        var times: [[Sample]] = [[], [], []], fresh: [Double] = [], reused: [Double] = []
        for round in 0..<rounds {
            var sample = [Sample](repeating: Sample(wall: 0, cpu: 0), count: 3)
            for index in round % 2 == 0 ? [0, 1, 2] : [2, 1, 0] {
                engines[index].invalidateLayout(with: .everything)
                sample[index] = try Stopwatch.time { try engines[index].prepare() }
                times[index].append(sample[index])
            }
            fresh.append(sample[1].time / sample[0].time)
            reused.append(sample[2].time / sample[0].time)
        }
        return PlacePrepareResult(
            plain: times[0].median.time, rotated: times[1].median.time, reused: times[2].median.time,
            ratio: fresh.median, reusedRatio: reused.median
        )
    }

    /// The stock interpreter: `lua5.4` on the PATH.
    static func findInterpreter() -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        for directory in path.split(separator: ":") {
            let candidate = "\(directory)/lua5.4"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }
}

/// A Lua benchmark that could not run (the interpreter failed).
struct LuaBenchmarkError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
