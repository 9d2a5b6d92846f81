import Mosaic
import MosaicBenchmarkSupport

extension SummaryReport {
    /// Rounds of the self-sizing measurement: each a preferred size and a full prepare.
    private var selfSizingRounds: Int { samples.prepareRounds * 3 }

    /// Table 6: the self-sizing target of issue 5, and its verdicts.
    mutating func selfSizing() throws -> String {
        var table = TextTable(
            "shape", "preferred size + prepare", "full prepare", "ratio", "partial", "same", "≤ 1/20"
        )
        for scenario in SelfSizingScenario.allCases {
            Self.progress("selfsizing \(scenario.rawValue)")
            let result = try Measurements.selfSizing(scenario, rounds: selfSizingRounds)
            let ratio = result.preferredSize.time / result.fullPrepare.time
            let met = ratio <= Target.selfSizingShare
            allIdentical = allIdentical && result.identical
            table.add(
                scenario.rawValue, Format.duration(result.preferredSize.time), Format.duration(result.fullPrepare.time),
                "1/" + Format.fixed(1 / ratio, 0), result.partial ? "yes" : "NO", result.identical ? "yes" : "NO", Format.verdict(met)
            )
            verdicts.add("preferred size ≤ 1/20 full prepare", "compositional, " + scenario.rawValue,
                         "1/" + Format.fixed(1 / ratio, 0), Format.verdict(met))
        }
        return """
        6. Self-sizing: one preferred size fed back at item 50,000 of \(Format.grouped(SelfSizingScenario.itemCount)) \
        estimated-height list items (compositional; setPreferredSize then prepare), against a full prepare of the \
        same items (\(selfSizingRounds) rounds, interleaved)
        \(table.rendered)
        ratio = (preferred size + prepare) / full prepare; partial = every preferred size took the partial relayout;
        same = the result equals a full prepare with the same preferred size.
        """
    }
}
