import Foundation
import Mosaic

extension SummaryReport {
    /// Table 8: the export targets of issue 12 (JSON of a million flow
    /// cells ≥ 400 MB/s and ≤ 3× writing the same bytes from memory), with
    /// the compact form, CSV and SVG beside it.
    mutating func exporting() throws -> String {
        var table = TextTable("format", "size", "export", "MB/s", "from memory", "MB/s", "ratio", "no disk", "MB/s", "same", "≥ 400 MB/s", "≤ 3×")
        let engine = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: count))
        let snapshot = try LayoutSnapshot(engine: engine)
        // Frames at thirds of a point: numbers that need every digit.
        var thirds = FlowLayout()
        try thirds.parameters.set("itemWidth", to: .number(390.0 / 3 - 10))
        try thirds.parameters.set("itemHeight", to: .number(100.0 / 3))
        let fractional = try LayoutSnapshot(engine: try LayoutEngine(layout: thirds, dataSource: DataSource(count: count)))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-bench-export-\(getpid())").path
        let rounds = Swift.max(3, samples.prepareRounds)
        let cases: [(String, LayoutSnapshot, ExportFormat, RenderOptions, Bool)] = [
            ("json", snapshot, .json, RenderOptions(), true),
            ("json, thirds", fractional, .json, RenderOptions(), false),
            ("json --compact", snapshot, .json, RenderOptions(compactJSON: true), false),
            ("csv", snapshot, .csv, RenderOptions(), false),
            ("svg", snapshot, .svg, RenderOptions(), false),
        ]
        for (name, subject, format, options, judged) in cases {
            Self.progress("export \(name)")
            let result = try Measurements.export(subject, as: format, options: options, to: path, rounds: rounds)
            let rate = Double(result.bytes) / result.export.time * 1e3  // bytes per ns → MB/s
            let baselineRate = Double(result.bytes) / result.baseline.time * 1e3
            let ratio = result.export.time / result.baseline.time
            allIdentical = allIdentical && result.identical
            let fast = rate >= Target.exportMegabytesPerSecond, close = ratio <= Target.exportOverMemoryWrite
            table.add(
                name, Format.grouped(result.bytes / 1_000_000) + " MB", Format.duration(result.export.time), Format.fixed(rate, 0),
                Format.duration(result.baseline.time), Format.fixed(baselineRate, 0), Format.ratio(ratio),
                Format.duration(result.exporterAlone.time), Format.fixed(Double(result.bytes) / result.exporterAlone.time * 1e3, 0),
                result.identical ? "yes" : "NO", judged ? Format.verdict(fast) : "info", judged ? Format.verdict(close) : "info"
            )
            if judged {
                verdicts.add("JSON export ≥ 400 MB/s", "flow", Format.fixed(rate, 0) + " MB/s", Format.verdict(fast))
                verdicts.add("JSON export ≤ 3× write from memory", "flow", Format.ratio(ratio), Format.verdict(close))
            }
        }
        Self.progress("number text")
        let numbers = Measurements.numberText(count: count, rounds: rounds)
        allIdentical = allIdentical && numbers.identical
        // As Strings: the exporters write the same digits in place, without a String (see json, thirds).
        let numberLine = "Numbers as Strings: \(Format.grouped(count)) fractional values, shortDescription (exact 128-bit digits, then a String) " +
            "\(Format.fixed(numbers.short.time / Double(count), 1)) ns/value, Double.description " +
            "\(Format.fixed(numbers.description.time / Double(count), 1)) ns/value (\(Format.ratio(numbers.description.time / numbers.short.time))); " +
            "same text: \(numbers.identical ? "yes" : "NO")."
        return """
        8. Export of \(Format.grouped(count)) flow cells to a file (LayoutSnapshot.write(as:to:), 1 MiB buffer), against \
        writing the same bytes from memory to the same path (\(rounds) rounds, interleaved; no fsync in either)
        \(table.rendered)
        MB/s = 10^6 bytes per second of CPU time; ratio = export / from memory; no disk = the export into a sink \
        that drops the bytes (the exporter alone); same = the file holds the bytes of rendered(as:). "thirds": 120x33.3 cells at x = 0, 130, 260 (numbers of 16 or 17 digits). Peak memory of \
        `mosaic layout` at 10,000,000 items: see the last section of scripts/bench.
        \(numberLine)
        """
    }
}
