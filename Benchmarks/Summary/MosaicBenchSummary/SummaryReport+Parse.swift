import Mosaic

extension SummaryReport {
    /// Table 7: the linear-parsing target of issue 9, and its verdict.
    mutating func parsing() throws -> String {
        var table = TextTable("values", "one line", "one value per line", "ratio", "same", "≤ 1.5×")
        Self.progress("parse \(Format.grouped(count)) numbers")
        let result = try Measurements.parse(count: count, rounds: samples.prepareRounds)
        let ratio = result.oneLine.time / result.linePerValue.time
        let met = ratio <= Target.oneLineParseRatio
        allIdentical = allIdentical && result.identical
        table.add(
            Format.grouped(count), Format.duration(result.oneLine.time), Format.duration(result.linePerValue.time),
            Format.ratio(ratio), result.identical ? "yes" : "NO", Format.verdict(met)
        )
        verdicts.add("one-line JSON ≤ 1.5× one value per line", "JSONParser", Format.ratio(ratio), Format.verdict(met))
        return """
        7. JSON parsing: an array of \(Format.grouped(count)) numbers on one line, against the same text with one \
        value per line (JSONParser.parse, \(samples.prepareRounds) rounds, interleaved)
        \(table.rendered)
        ratio = one line / one value per line; same = both read as the same numbers.
        """
    }
}
