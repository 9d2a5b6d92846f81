import Mosaic
import MosaicBenchmarkSupport

/// One preferred size fed back in the middle of the list, beside full
/// prepares of the same list.
struct SelfSizingResult {
    /// `setPreferredSize` at the middle item, then `prepare`.
    var preferredSize: Sample
    var fullPrepare: Sample
    /// Whether every preferred size was taken by the partial relayout.
    var partial: Bool
    /// Whether the result equals a full prepare with the same preferred size.
    var identical: Bool
}

extension Measurements {
    /// Preferred sizes fed back and full prepares, alternately, on one engine.
    static func selfSizing(_ scenario: SelfSizingScenario, rounds: Int) throws -> SelfSizingResult {
        let engine = try scenario.makePreparedEngine()
        var preferredTimes: [Sample] = [], fullTimes: [Sample] = []
        var partial = true
        for _ in 0..<rounds {
            let size = SelfSizingScenario.preferredSize(after: engine.preferredSizes[scenario.measuredItem])
            preferredTimes.append(try Stopwatch.time {
                try engine.setPreferredSize(size, forItemAt: scenario.measuredItem)
                try engine.prepare()
            })
            if engine.lastPrepare?.request != .items { partial = false }
            engine.invalidateLayout(with: .everything)
            fullTimes.append(try Stopwatch.time { try engine.prepare() })
        }
        // Once more the partial way, checked against a full prepare.
        try engine.setPreferredSize(SelfSizingScenario.preferredSize(after: engine.preferredSizes[scenario.measuredItem]), forItemAt: scenario.measuredItem)
        let partialElements = try engine.allElements()
        engine.invalidateLayout(with: .everything)
        let identical = try engine.allElements() == partialElements
        return SelfSizingResult(preferredSize: preferredTimes.median, fullPrepare: fullTimes.median, partial: partial, identical: identical)
    }
}
