import Foundation
import Mosaic
import MosaicBenchmarkSupport

/// Runs every measurement and prints one table per target and the summary
/// table of verdicts.
///
/// Figures are medians of ``Sample/time``: wall-clock time for what takes
/// under a millisecond, the thread's CPU time for what takes longer, which a
/// busy shared machine does not inflate. The wall-clock median of the engine's
/// prepares is shown beside them.
struct SummaryReport {
    /// The targets of issues 2 and 3.
    enum Target {
        static let prepareNanosecondsPerItem = 60.0
        static let queryNanoseconds = 5_000.0
        static let querySpeedUp = 300.0
        static let appendSpeedUp = 1_000.0
        static let bytesPerItem = 96.0
        /// A whole prepare placing with `{ rotation = … }` / placing plainly (issue 22).
        static let placeRotationOverPlain = 1.3
        /// The Lua spiral's prepare / lua5.4's time for the same arithmetic into tables.
        static let luaSpiralOverInterpreter = 1.0
        /// The Lua spiral's prepare / the native spiral's.
        static let luaSpiralOverNative = 6.0
        static let hostOverheadNanosecondsPerItem = 60.0
        /// The median over rounds of the Lua spiral's prepare with the runaway
        /// guard / without it, minus 1 (issue 12, item 5).
        static let guardCost = 0.02
        /// A preferred size fed back in the middle of 100,000 items / a full prepare.
        static let selfSizingShare = 1.0 / 20
        /// Parsing a one-line JSON array / the same values one per line.
        static let oneLineParseRatio = 1.5
        /// JSON export of a million flow cells, in 10^6 bytes per second.
        static let exportMegabytesPerSecond = 400.0
        /// JSON export / writing the same bytes from memory to the same path.
        static let exportOverMemoryWrite = 3.0
        /// One scroll message handled by the `mosaic serve` server, 99th percentile (issue 11).
        static let serveScrollNanoseconds = 1_000_000.0
        /// One scroll plus a viewport query of a scroll-reactive layout, median (issue 22).
        static let scrollNanoseconds = 1_000_000.0
    }

    static let appendBatch = 100

    var count: Int
    var samples: SampleCounts
    var layouts: [BenchmarkLayout]
    /// The sections to measure.
    var sections: Set<Section> = Set(Section.allCases)

    /// The parts of the report, as `--section` names them.
    enum Section: String, CaseIterable {
        /// Full prepares and the memory of the cache (tables 1 and 4).
        case prepare
        case query
        case append
        /// The Lua plugin targets of issue 3 (table 5).
        case lua
        /// The self-sizing target of issue 5 (table 6).
        case selfsizing
        /// The linear-parsing target of issue 9 (table 7).
        case parse
        /// The export targets of issue 12 (table 8).
        case export
        /// The server of `mosaic serve`, issue 11 (table 9).
        case serve
        /// Scroll-reactive layouts per scroll, issue 22 (table 10).
        case scroll
    }

    var verdicts = TextTable(textColumns: 2, "target", "layout", "measured", "result")
    var allIdentical = true

    init(count: Int, samples: SampleCounts, layouts: [BenchmarkLayout]) {
        self.count = count
        self.samples = samples
        self.layouts = layouts
    }

    /// Measures the chosen sections, prints them, and tells whether engine
    /// and baseline agreed everywhere.
    mutating func run() throws -> Bool {
        let startLoad = Self.loadAverage()
        let items = Format.grouped(count)
        // Measured in this order; printed as tables 1 to 7.
        var prepare: String?, memory: String?, query: String?, append: String?, lua: String?, selfSizing: String?, parse: String?
        if sections.contains(.prepare) {
            let (prepareTable, memoryTable) = try prepareAndMemory()
            let placeTable = try placePrepare()
            prepare = """
            1. Full prepare of \(items) items (\(samples.prepareRounds) rounds)
            \(prepareTable.rendered)

            1b. A Lua plugin's whole prepare of \(items) items, ctx:place with and without an attrs table
            (Benchmarks/lua/place-prepare.lua; \(samples.prepareRounds * 2 + 1) rounds, interleaved; ratio = median of the rounds' ratios)
            \(placeTable.rendered)
            """
            memory = """
            4. Memory of the cache after a full prepare (engine.cache.memoryFootprint / items;
               baseline: MemoryLayout<LayoutAttributes>.stride × array capacity / items)
            \(memoryTable.rendered)
            """
        }
        if sections.contains(.query) {
            let queryTable = try queries()
            query = """
            2. Viewport query: 390x844 rects over the middle half of the content \
            (\(samples.queryRounds)×\(samples.queriesPerRound) engine queries, \(samples.queryRounds) filters)
            \(queryTable.rendered)
            ¹ the fan's query applies its scroll step to the items it meets (ScrollReactiveLayout; table 10 judges
              it per scroll); the 5 µs and 300× targets are for static layouts.
            """
        }
        if sections.contains(.append) {
            let appendTable = try appends()
            append = """
            3. Append \(Self.appendBatch) items to \(items), then prepare (\(samples.appends) successive appends; the \
            first append after a full prepare on \(samples.coldAppends) fresh engines), against a full prepare of \
            \(Format.grouped(count + Self.appendBatch))
            \(appendTable.rendered)
            ratio = full prepare / append+prepare; first ratio = the same for the first append after a full prepare.
            ² the fan's angles all depend on the item count, so an append lays everything out again.
            """
        }
        if sections.contains(.lua) { lua = try luaPlugins() }
        if sections.contains(.selfsizing) { selfSizing = try self.selfSizing() }
        if sections.contains(.parse) { parse = try parsing() }
        let export = sections.contains(.export) ? try exporting() : nil
        let serve = sections.contains(.serve) ? try serving() : nil
        let scroll = sections.contains(.scroll) ? try scrolling() : nil
        let blocks = [prepare, query, append, memory, lua, selfSizing, parse, export, serve, scroll].compactMap { $0 }
        print("""

        Mosaic benchmarks: \(items) items, viewport \(Int(BenchmarkLayout.viewport.width))x\(Int(BenchmarkLayout.viewport.height))
        Medians of interleaved samples. Time = elapsed (wall) time for what takes under 1 ms, the thread's CPU time
        (user + system) for what takes longer: waiting for a core on a busy machine does not count, and short
        operations are rarely interrupted (reading the CPU clock costs ~1 µs). Baseline = the seeds' way: an array
        of full LayoutAttributes (cache.append) queried with cache.filter { rect.intersects($0.visualFrame) }.

        \(blocks.joined(separator: "\n\n"))

        SUMMARY TABLE
        \(verdicts.rendered)

        engine and baseline results identical: \(allIdentical ? "yes" : "NO")
        load average at start: \(startLoad); at end: \(Self.loadAverage())
        """)
        return allIdentical
    }

    // MARK: - Sections

    private mutating func prepareAndMemory() throws -> (TextTable, TextTable) {
        var table = TextTable("layout", "engine wall", "engine", "ns/item", "baseline", "ns/item", "speed-up", "same", "≤ 60 ns/item")
        var memory = TextTable("layout", "cache bytes", "B/item", "baseline bytes", "B/item", "≤ 96 B/item")
        for layout in layouts {
            Self.progress("prepare \(layout.rawValue)")
            let result = try Measurements.prepare(layout, count: count, samples: samples)
            let perItem = result.engine.time / Double(count)
            let met = perItem <= Target.prepareNanosecondsPerItem
            allIdentical = allIdentical && result.identical
            table.add(
                layout.rawValue, Format.duration(result.engine.wall), Format.duration(result.engine.time), Format.fixed(perItem, 1),
                Format.duration(result.baseline.time), Format.fixed(result.baseline.time / Double(count), 1),
                Format.ratio(result.baseline.time / result.engine.time), Self.same(result.identical), Format.verdict(met)
            )
            verdicts.add("prepare ≤ 60 ns/item", layout.rawValue, Format.fixed(perItem, 1) + " ns/item", Format.verdict(met))

            let bytes = Double(result.engineBytes) / Double(count)
            let memoryMet = bytes <= Target.bytesPerItem
            memory.add(
                layout.rawValue, Format.grouped(result.engineBytes), Format.fixed(bytes, 1),
                Format.grouped(result.baselineBytes), Format.fixed(Double(result.baselineBytes) / Double(count), 1),
                Format.verdict(memoryMet)
            )
            verdicts.add("memory ≤ 96 B/item", layout.rawValue, Format.fixed(bytes, 1) + " B/item", Format.verdict(memoryMet))
        }
        return (table, memory)
    }

    /// Table 1b: ctx:place with `{ rotation = … }` against plain, a whole prepare each.
    private mutating func placePrepare() throws -> TextTable {
        Self.progress("prepare place-prepare.lua, plain and with a rotation")
        let result = try LuaMeasurements.placePrepare(count: count, rounds: samples.prepareRounds * 2 + 1)
        var table = TextTable("ctx:place", "prepare", "ns/item", "÷ plain", "≤ 1.3×")
        table.add("0, item, x, 0, 40, 40", Format.duration(result.plain), Format.fixed(result.plain / Double(count), 1), "1.00×", "")
        let met = result.ratio <= Target.placeRotationOverPlain
        table.add("… + { rotation = item * 0.001 }", Format.duration(result.rotated), Format.fixed(result.rotated / Double(count), 1),
                  Format.ratio(result.ratio), Format.verdict(met))
        table.add("… + one attrs table, rotation set per item", Format.duration(result.reused), Format.fixed(result.reused / Double(count), 1),
                  Format.ratio(result.reusedRatio), Format.verdict(result.reusedRatio <= Target.placeRotationOverPlain))
        verdicts.add("ctx:place + rotation ≤ 1.3× plain, whole prepare", "place-prepare.lua", Format.ratio(result.ratio), Format.verdict(met))
        return table
    }

    private mutating func queries() throws -> TextTable {
        var table = TextTable("layout", "k", "engine", "filter", "speed-up", "same", "≤ 5 µs", "≥ 300×")
        for layout in layouts {
            Self.progress("query \(layout.rawValue)")
            let result = try Measurements.query(layout, count: count, samples: samples)
            let speedUp = result.baseline.time / result.engine.time
            let fast = result.engine.time <= Target.queryNanoseconds
            let enough = speedUp >= Target.querySpeedUp
            let judged = layout.hasFewItemsPerViewport
            allIdentical = allIdentical && result.identical
            table.add(
                layout.rawValue, Format.grouped(result.medianResultCount), Format.duration(result.engine.time), Format.duration(result.baseline.time), Format.ratio(speedUp),
                Self.same(result.identical), judged ? Format.verdict(fast) : "info¹", judged ? Format.verdict(enough) : "info¹"
            )
            if judged {
                verdicts.add("query ≤ 5 µs median", layout.rawValue, Format.duration(result.engine.time), Format.verdict(fast))
                verdicts.add("query ≥ 300× filter", layout.rawValue, Format.ratio(speedUp), Format.verdict(enough))
            } else {
                verdicts.add("query, k = \(Format.grouped(result.medianResultCount))", layout.rawValue,
                             Format.duration(result.engine.time) + ", " + Format.ratio(speedUp), "info¹")
            }
        }
        return table
    }

    private mutating func appends() throws -> TextTable {
        var table = TextTable("layout", "append+prepare", "first append", "full prepare", "ratio", "first ratio", "incremental", "same", "≥ 1000×")
        for layout in layouts {
            Self.progress("append \(layout.rawValue)")
            let result = try Measurements.append(layout, count: count, batch: Self.appendBatch, samples: samples)
            let ratio = result.fullPrepare.time / result.steady.time
            let firstRatio = result.fullPrepare.time / result.first.time
            let met = ratio >= Target.appendSpeedUp
            let judged = layout.appendsIncrementally
            allIdentical = allIdentical && result.identical
            table.add(
                layout.rawValue, Format.duration(result.steady.time), Format.duration(result.first.time),
                Format.duration(result.fullPrepare.time), Format.ratio(ratio), Format.ratio(firstRatio),
                result.incremental ? "yes" : "no", Self.same(result.identical), judged ? Format.verdict(met) : "info²"
            )
            if judged {
                verdicts.add("append 100 ≥ 1000×", layout.rawValue,
                             Format.ratio(ratio) + " (first: " + Format.ratio(firstRatio) + ")", Format.verdict(met))
            }
        }
        return table
    }

    // MARK: - Helpers

    private static func same(_ identical: Bool) -> String { identical ? "yes" : "NO" }

    /// The 1, 5 and 15 minute load averages, where the system tells them.
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    /// A line on stderr, so that a long run shows where it is.
    static func progress(_ message: String) {
        FileHandle.standardError.write(Data("  … \(message)\n".utf8))
    }
}
