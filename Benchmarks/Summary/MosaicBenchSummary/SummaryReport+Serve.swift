import Mosaic
import MosaicBenchmarkSupport
import MosaicServe

extension SummaryReport {
    /// Table 9: one scroll message handled by the `mosaic serve` server on a
    /// waterfall, from the message handed over by the connection's reader to
    /// the reply handed to its writer (issue 11), beside the raw spatial query
    /// for the same rect.
    mutating func serving() throws -> String {
        Self.progress("serve \(Format.grouped(count)) items")
        let viewport = BenchmarkLayout.viewport
        let served = ServedLayout(
            descriptor: WaterfallLayout.descriptor, parameters: WaterfallLayout.descriptor.defaultParameters,
            dataSource: DataSource.generated(count: count, heights: 50...500, seed: 7),
            environment: LayoutEnvironment(viewport: viewport), source: ServedSource(kind: .builtin)
        )
        let engine = try served.makeEngine()
        let height = try engine.contentSize().height
        let probe = ServeScrollProbe(served: served)
        defer { probe.close() }
        _ = probe.exchange(Array(#"{"type":"hello","seq":0}"#.utf8), replies: 2)
        _ = probe.handleHere(Array(#"{"type":"hello","seq":0}"#.utf8))
        let rounds = samples.queryRounds * 200
        var server: [Double] = [], here: [Double] = [], query: [Double] = []
        var elements = 0, bytes = 0
        var state: UInt64 = 0x5EED
        for round in 0..<rounds {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let y = (Double(state >> 11) / Double(1 << 53) * (height - viewport.height)).rounded()
            let rect = Rect(x: -viewport.width / 2, y: y - viewport.height / 2, width: viewport.width * 2, height: viewport.height * 2)
            let message = Array(#"{"type":"scroll","seq":\#(round + 1),"offset":{"x":0,"y":\#(y.shortDescription)}}"#.utf8)
            query.append(Stopwatch.time { elements += (try? engine.layoutAttributesForElements(in: rect).count) ?? 0 }.wall)
            server.append(Stopwatch.time { bytes += probe.exchange(message, replies: 1) }.wall)
            here.append(Stopwatch.time { _ = probe.handleHere(message) }.wall)
        }
        let serverP99 = server.quantile(0.99), queryP99 = query.quantile(0.99)
        let met = serverP99 <= Target.serveScrollNanoseconds
        let hereP99 = here.quantile(0.99)
        var table = TextTable(textColumns: 1, "path", "p50", "p99", "p99.9", "max", "p99 / query p99", "≤ 1 ms p99")
        table.add(
            "server (2 thread hops)", Format.duration(server.median), Format.duration(serverP99), Format.duration(server.quantile(0.999)),
            Format.duration(server.max()!), Format.ratio(serverP99 / queryP99), Format.verdict(met)
        )
        table.add(
            "same work, one thread", Format.duration(here.median), Format.duration(hereP99), Format.duration(here.quantile(0.999)),
            Format.duration(here.max()!), Format.ratio(hereP99 / queryP99), Format.verdict(hereP99 <= Target.serveScrollNanoseconds)
        )
        table.add(
            "baseline: spatial query", Format.duration(query.median), Format.duration(queryP99), Format.duration(query.quantile(0.999)),
            Format.duration(query.max()!), "1×", ""
        )
        verdicts.add("serve scroll ≤ 1 ms p99", "waterfall", Format.duration(serverP99), Format.verdict(met))
        verdicts.add("serve scroll, one thread", "waterfall", Format.duration(hereP99), Format.verdict(hereP99 <= Target.serveScrollNanoseconds))
        return """
        9. mosaic serve: one scroll message on a waterfall of \(Format.grouped(count)) items, from the message handed \
        over by the connection's reader to the reply handed to its writer (read, checked, content offset moved, \
        queried, written as JSON; one thread hop each way as in the server), against the raw spatial query of the \
        same rect (the visible bounds plus half a viewport each side); \(rounds) random offsets, wall clock, interleaved
        \(table.rendered)
        \(Format.grouped(elements / rounds)) elements and \(Format.grouped(bytes / rounds)) bytes of JSON per reply. "server": \
        through the connection's thread, as a page's message goes; "one thread": the same reading, handling and \
        writing on the measuring thread, without waking another (what a loaded machine's scheduler adds is the gap).
        """
    }
}
