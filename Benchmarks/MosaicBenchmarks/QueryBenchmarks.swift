import Benchmark
import Mosaic
import MosaicBenchmarkSupport

/// A prepared engine and viewport rects over the middle of its content.
private func preparedEngineAndRects(_ layout: BenchmarkLayout) throws -> (engine: LayoutEngine, rects: [Rect]) {
    let engine = try layout.makePreparedEngine(count: itemCount)
    let rects = layout.queryRects(contentSize: try engine.contentSize(), environment: engine.environment, count: 64)
    return (engine, rects)
}

/// A viewport-sized query on a million items: the engine's index, and the
/// seeds' `cache.filter` over an array of the same attributes, on the same rects.
func queryBenchmarks() {
    let metrics: [BenchmarkMetric] = [.wallClock, .mallocCountTotal]
    for layout in BenchmarkLayout.allCases {
        // The fan's queries meet a share of all items, so fewer of them.
        let scaling: BenchmarkScalingFactor = layout.hasFewItemsPerViewport ? .kilo : .one
        Benchmark("query \(layout.rawValue)", configuration: .init(metrics: metrics, scalingFactor: scaling)) { benchmark, fixture in
            for iteration in benchmark.scaledIterations {
                do {
                    blackHole(try fixture.engine.layoutAttributesForElements(in: fixture.rects[iteration % fixture.rects.count]))
                } catch {
                    benchmark.error("query failed: \(error)")
                }
            }
        } setup: {
            try preparedEngineAndRects(layout)
        }

        Benchmark("query \(layout.rawValue) baseline", configuration: .init(metrics: metrics)) {
            (benchmark, fixture: (cache: [LayoutAttributes], rects: [Rect])) in
            for iteration in benchmark.scaledIterations {
                blackHole(BaselineLayouts.elements(in: fixture.rects[iteration % fixture.rects.count], cache: fixture.cache))
            }
        } setup: {
            // The engine only tells the rects; the baseline array replaces it.
            let (engine, rects) = try preparedEngineAndRects(layout)
            return (cache: layout.makeBaselineCache(dataSource: engine.dataSource), rects: rects)
        }
    }
}
