import Benchmark
import Mosaic
import MosaicBenchmarkSupport

/// A full prepare of a million items by `examples/spiral.lua` (through
/// LayoutEngine and LuaLayout, with and without the runaway guard), beside
/// the same spiral written natively in Swift.
func luaBenchmarks() {
    let metrics = Benchmark.defaultConfiguration.metrics
    let variants: [(name: String, makeEngine: () throws -> LayoutEngine)] = [
        ("prepare spiral.lua", { try LuaBenchmark.makeSpiralEngine(count: itemCount) }),
        ("prepare spiral.lua, no time limit", { try LuaBenchmark.makeSpiralEngine(count: itemCount, limits: LuaBenchmark.unguarded) }),
        ("prepare spiral.lua baseline: native SpiralLayout", { try LuaBenchmark.makeNativeSpiralEngine(count: itemCount) }),
    ]
    for variant in variants {
        Benchmark(variant.name, configuration: .init(metrics: metrics)) { benchmark, engine in
            for _ in benchmark.scaledIterations {
                engine.invalidateLayout(with: .everything)
                do { try engine.prepare() } catch { benchmark.error("prepare failed: \(error)") }
            }
        } setup: {
            try variant.makeEngine()
        }
    }
}
