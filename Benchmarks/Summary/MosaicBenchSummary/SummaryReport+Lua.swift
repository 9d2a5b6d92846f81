import Mosaic
import MosaicBenchmarkSupport

extension SummaryReport {
    /// Rounds of each Lua measurement.
    private var luaRounds: Int { samples.prepareRounds * 2 + 1 }
    /// Rounds of the runaway guard's measurement: enough for a 95%
    /// confidence interval of the median ratio narrower than the rounds'
    /// spread (15 rounds: the 4th to the 12th ratio; 31: the 10th to the 22nd).
    private var guardRounds: Int { samples.prepareRounds >= 7 ? 31 : 15 }

    /// Table 5: the Lua plugin targets of issue 3, and their verdicts.
    mutating func luaPlugins() throws -> String {
        let items = Format.grouped(count)
        guard let interpreter = LuaMeasurements.findInterpreter() else {
            throw LuaBenchmarkError("lua5.4 is not on the PATH; scripts/bench installs it (Debian package lua5.4)")
        }
        Self.progress("lua spiral (with \(interpreter))")
        let spiral = try LuaMeasurements.spiral(count: count, rounds: luaRounds, interpreter: interpreter)
        Self.progress("lua runaway guard (\(guardRounds) rounds)")
        let guardCost = try LuaMeasurements.guardCost(count: count, rounds: guardRounds)
        Self.progress("lua ctx:place overhead")
        let plain = try LuaMeasurements.placeOverhead(count: count, rounds: luaRounds, attrs: false)
        let withAttrs = try LuaMeasurements.placeOverhead(count: count, rounds: luaRounds, attrs: true)
        allIdentical = allIdentical && spiral.identical && spiral.sameArithmetic

        let lua = spiral.lua.time
        var table = TextTable("measurement", "time", "ns/item", "Lua spiral ÷ it")
        func row(_ name: String, _ nanoseconds: Double) {
            table.add(name, Format.duration(nanoseconds), Format.fixed(nanoseconds / Double(count), 1), Format.ratio(lua / nanoseconds))
        }
        row("Lua spiral: examples/spiral.lua, LayoutEngine + LuaLayout", lua)
        row("Lua spiral, runaway guard rounds: with the default 10 s limit", guardCost.guarded.time)
        row("Lua spiral, runaway guard rounds: without a time limit", guardCost.unguarded.time)
        row("native Swift SpiralLayout, LayoutEngine", spiral.native.time)
        row("lua5.4 spiral-tables.lua, a table per item", spiral.interpreterRecords)
        row("lua5.4 spiral-tables.lua, an array per field", spiral.interpreterColumns)

        var overhead = TextTable("ctx:place arguments", "no-op Lua call", "rawlen (C)", "ctx:place", "host overhead", "≤ 60 ns")
        for (name, result) in [("0, item, 10, 20, 40, 40", plain), ("… + attrs {rotation, zIndex}", withAttrs)] {
            overhead.add(
                name, Format.fixed(result.noop, 1) + " ns", Format.fixed(result.cFunction, 1) + " ns", Format.fixed(result.place, 1) + " ns",
                Format.fixed(result.overhead, 1) + " ns", Format.verdict(result.overhead <= Target.hostOverheadNanosecondsPerItem)
            )
        }

        // Against both ways the interpreter can keep its results: a table
        // per item (as a layout keeps attributes) and, faster, an array per field.
        let overRecords = lua / spiral.interpreterRecords
        let overColumns = lua / spiral.interpreterColumns
        let overNative = lua / spiral.native.time
        verdicts.add("Lua spiral ≤ lua5.4, table per item", "spiral.lua",
                     Format.ratio(overRecords) + " of " + Format.duration(spiral.interpreterRecords), Format.verdict(overRecords <= Target.luaSpiralOverInterpreter))
        verdicts.add("Lua spiral ≤ lua5.4, array per field", "spiral.lua",
                     Format.ratio(overColumns) + " of " + Format.duration(spiral.interpreterColumns), Format.verdict(overColumns <= Target.luaSpiralOverInterpreter))
        verdicts.add("Lua spiral ≤ 6× native Swift", "spiral.lua", Format.ratio(overNative), Format.verdict(overNative <= Target.luaSpiralOverNative))
        verdicts.add("ctx:place host overhead ≤ 60 ns", "place-overhead.lua",
                     Format.fixed(plain.overhead, 1) + " ns/item", Format.verdict(plain.overhead <= Target.hostOverheadNanosecondsPerItem))
        verdicts.add("ctx:place + attrs overhead ≤ 60 ns", "place-overhead.lua",
                     Format.fixed(withAttrs.overhead, 1) + " ns/item", Format.verdict(withAttrs.overhead <= Target.hostOverheadNanosecondsPerItem))
        verdicts.add("runaway guard ≤ 2% (median of rounds)", "spiral.lua",
                     Format.percent(guardCost.cost) + " [" + Format.percent(guardCost.confidence.lower) + ", "
                         + Format.percent(guardCost.confidence.upper) + "]",
                     Format.verdict(guardCost.cost <= Target.guardCost))

        return """
        5. Lua plugins: a spiral of \(items) items (\(luaRounds) rounds, interleaved; lua5.4 runs as a subprocess \
        and times itself with os.clock, CPU time)
        \(table.rendered)
        Lua and native spiral attributes identical (\(Format.grouped(LuaMeasurements.equalityCount)) items): \
        \(spiral.identical ? "yes" : "NO"); lua5.4's checksum equals the engine's: \(spiral.sameArithmetic ? "yes" : "NO")
        runaway guard cost: \(Format.percent(guardCost.cost)), the median over \(guardRounds) rounds of (Lua spiral with the default
        10 s limit ÷ without a time limit) − 1, each round with new states timed ABBA (BAAB in odd rounds);
        95% confidence interval of that median \(Format.percent(guardCost.confidence.lower)) to \(Format.percent(guardCost.confidence.upper)); \
        middle half of the rounds \(Format.percent(guardCost.quartiles.lower)) to \(Format.percent(guardCost.quartiles.upper)); \
        all rounds \(Format.percent(guardCost.range.lower)) to \(Format.percent(guardCost.range.upper)).

        ctx:place host overhead per item: one prepare of place-overhead.lua loops over \(items) items calling a no-op
        Lua function, then rawlen (the cheapest C function), then ctx:place, with the same arguments (os.clock per
        loop, per item; medians of \(luaRounds) prepares). Host overhead = ctx:place − the no-op Lua call.
        \(overhead.rendered)
        """
    }
}
