import Benchmark
import Mosaic
import MosaicBenchmarkSupport

/// The bytes the engine's cache holds per item, reported beside the timings.
let cacheBytesPerItem = BenchmarkMetric.custom("cache bytes/item", polarity: .prefersSmaller, useScalingFactor: false)

/// A full prepare of a million items by the engine, and the seeds' prepare
/// that appends a full attributes value per item to an array.
func prepareBenchmarks() {
    let metrics = Benchmark.defaultConfiguration.metrics
    for layout in BenchmarkLayout.allCases {
        Benchmark("prepare \(layout.rawValue)", configuration: .init(metrics: metrics + [cacheBytesPerItem])) { benchmark, engine in
            for _ in benchmark.scaledIterations {
                engine.invalidateLayout(with: .everything)
                do { try engine.prepare() } catch { benchmark.error("prepare failed: \(error)") }
            }
            benchmark.measurement(cacheBytesPerItem, engine.cache.memoryFootprint / itemCount)
        } setup: {
            try layout.makeEngine(count: itemCount)
        }

        Benchmark("prepare \(layout.rawValue) baseline") { benchmark, dataSource in
            for _ in benchmark.scaledIterations {
                blackHole(layout.makeBaselineCache(dataSource: dataSource))
            }
        } setup: {
            layout.makeDataSource(count: itemCount)
        }
    }
}
