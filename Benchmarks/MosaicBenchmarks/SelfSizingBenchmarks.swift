import Benchmark
import Mosaic
import MosaicBenchmarkSupport

/// Feeding back one preferred size in the middle of 100,000 self-sizing
/// items and preparing, against a full prepare of the same items (the
/// target of issue 5: ≤ 1/20 of it).
func selfSizingBenchmarks() {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    for scenario in SelfSizingScenario.allCases {
        Benchmark("selfsizing preferred size, \(scenario.rawValue)", configuration: .init(metrics: metrics, maxIterations: 1_000)) { benchmark, engine in
            for _ in benchmark.scaledIterations {
                do {
                    // Heights alternate, so that every iteration changes the layout.
                    let size = SelfSizingScenario.preferredSize(after: engine.preferredSizes[scenario.measuredItem])
                    try engine.setPreferredSize(size, forItemAt: scenario.measuredItem)
                    try engine.prepare()
                } catch {
                    benchmark.error("preferred size failed: \(error)")
                }
            }
        } setup: {
            try scenario.makePreparedEngine()
        }

        Benchmark("selfsizing preferred size, \(scenario.rawValue) baseline: full prepare") { benchmark, engine in
            for _ in benchmark.scaledIterations {
                engine.invalidateLayout(with: .everything)
                do { try engine.prepare() } catch { benchmark.error("prepare failed: \(error)") }
            }
        } setup: {
            try scenario.makeEngine()
        }
    }
}
