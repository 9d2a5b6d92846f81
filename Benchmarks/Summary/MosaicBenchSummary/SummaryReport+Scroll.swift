import Mosaic
import MosaicBenchmarkSupport

extension SummaryReport {
    /// Table 10: one scroll plus a query of the visible bounds (the work of
    /// one frame) at `count` items, on the scroll-reactive layouts (issue 22),
    /// beside the static waterfall in the same run, as ratios; the cover
    /// flow written the plain way (prepared whole at every scroll) for
    /// comparison, with a few samples; and whether both cover flows answer
    /// the same.
    mutating func scrolling() throws -> String {
        let rounds = samples.queryRounds * 20
        var engines: [(ScrollScenario, LayoutEngine, Size)] = []
        for scenario in ScrollScenario.allCases {
            Self.progress("scroll \(scenario.rawValue): prepare \(Format.grouped(count)) items")
            let engine = try scenario.makeEngine(count: count)
            engines.append((scenario, engine, try engine.contentSize()))
        }
        var times: [ScrollScenario: [Double]] = [:], found: [ScrollScenario: Int] = [:]
        var random: UInt64 = 0x5CF0_11
        for round in 0..<rounds {
            for (scenario, engine, content) in engines {
                // The plain cover flow prepares a million items per scroll: a few samples.
                if scenario == .coverflowWhole && round % (rounds / 3) != 0 { continue }
                var state = random
                let offset = scenario.offset(&state, content: content)
                var count = 0
                let sample = try Stopwatch.time { count = try ScrollScenario.frame(engine, offset: offset).count }
                times[scenario, default: []].append(sample.time)
                found[scenario, default: 0] += count
            }
            _ = ScrollScenario.fan.offset(&random, content: .zero)
        }
        // Both cover flows give the same answers at the same offsets.
        let split = engines.first { $0.0 == .coverflowLua }!, plain = engines.first { $0.0 == .coverflowWhole }!
        var same = true
        for step in [0.0, 0.37, 0.5, 0.99] {
            let offset = Point(x: (step * (split.2.width - BenchmarkLayout.viewport.width)).rounded(), y: 0)
            same = try same && ScrollScenario.frame(split.1, offset: offset) == ScrollScenario.frame(plain.1, offset: offset)
        }
        allIdentical = allIdentical && same
        let baseline = times[.waterfall]!.median
        var table = TextTable(textColumns: 1, "layout", "per scroll", "p99", "elements", "/ waterfall", "≤ 1 ms")
        for scenario in ScrollScenario.allCases {
            let samples = times[scenario]!
            let median = samples.median
            let met = median <= Target.scrollNanoseconds
            table.add(
                scenario.rawValue, Format.duration(median), Format.duration(samples.quantile(0.99)),
                Format.grouped(found[scenario]! / samples.count), Format.ratio(median / baseline),
                scenario.isJudged ? Format.verdict(met) : ""
            )
            if scenario.isJudged {
                verdicts.add("scroll + query ≤ 1 ms", scenario.rawValue, Format.duration(median), Format.verdict(met))
            }
        }
        return """
        10. Scroll-reactive layouts: one scroll (setContentOffset) and a query of the visible bounds, the work of one \
        frame, at \(Format.grouped(count)) items, \(rounds) pseudo-random offsets over the whole content, interleaved \
        (the plain cover flow: \(times[.coverflowWhole]!.count)), beside the static waterfall (scrolled vertically)
        \(table.rendered)
        fan, fan.lua, coverflow.lua: the base attributes are prepared once and a scroll applies the layout's step only \
        to what the query meets (ScrollReactiveLayout, Lua's scrolled); carousel.lua: a compositional section placed \
        once, its Lua visibleItemsInvalidationHandler called on the cards the query meets; coverflow-whole.lua is the same cover flow \
        prepared whole at every scroll. Both cover flows answer the same: \(same ? "yes" : "NO").
        """
    }
}
