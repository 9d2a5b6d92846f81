import Benchmark

/// The suite `swift package benchmark` runs (`scripts/bench` runs it, then
/// `mosaic-bench-summary` for the table of ratios). Each engine measurement
/// has its seed-style baseline beside it, named `… baseline`.
let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 1,
        maxDuration: .seconds(3),
        maxIterations: 20
    )
    prepareBenchmarks()
    queryBenchmarks()
    appendBenchmarks()
    luaBenchmarks()
    selfSizingBenchmarks()
}
