import Benchmark
import Mosaic
import MosaicBenchmarkSupport

/// Appending 100 items to a million and preparing, against a full prepare
/// of as many items. Only the flow and the waterfalls lay appends out
/// incrementally; the fan lays everything out again, by design.
func appendBenchmarks() {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    for layout in BenchmarkLayout.allCases where layout.appendsIncrementally {
        // Successive appends to one engine, as infinite scrolling does: each
        // iteration measures one append and the prepare after it.
        Benchmark("append \(appendBatch) \(layout.rawValue)", configuration: .init(metrics: metrics, maxIterations: 1_000)) { benchmark, engine in
            let items = layout.newItems(count: appendBatch, seed: UInt64(engine.cache.cellCount))
            benchmark.startMeasurement()
            engine.appendItems(items, toSection: 0)
            do { try engine.prepare() } catch { benchmark.error("prepare failed: \(error)") }
            benchmark.stopMeasurement()
        } setup: {
            try layout.makePreparedEngine(count: itemCount)
        }

        // The first append after a full prepare: a fresh engine per
        // iteration, made and prepared outside the measurement.
        Benchmark("append \(appendBatch) \(layout.rawValue) first", configuration: .init(metrics: metrics, maxIterations: 5)) { benchmark in
            do {
                let engine = try layout.makePreparedEngine(count: itemCount)
                let items = layout.newItems(count: appendBatch, seed: 1)
                benchmark.startMeasurement()
                engine.appendItems(items, toSection: 0)
                try engine.prepare()
                benchmark.stopMeasurement()
            } catch {
                benchmark.error("append failed: \(error)")
            }
        }

        Benchmark("append \(appendBatch) \(layout.rawValue) baseline: full prepare") { benchmark, engine in
            for _ in benchmark.scaledIterations {
                engine.invalidateLayout(with: .everything)
                do { try engine.prepare() } catch { benchmark.error("prepare failed: \(error)") }
            }
        } setup: {
            try layout.makeEngine(count: itemCount + appendBatch)
        }
    }
}
