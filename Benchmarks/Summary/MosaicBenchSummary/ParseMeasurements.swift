import Mosaic

/// The JSON reader on one document written two ways: every value on one
/// line, and one value per line.
struct ParseResult {
    /// The document on one line.
    var oneLine: Sample
    /// The same values, one per line.
    var linePerValue: Sample
    /// Whether both read as the same numbers.
    var identical: Bool
}

extension Measurements {
    /// `[v0,v1,…]` and `[\nv0,\nv1,…\n]` with `count` numbers, parsed
    /// alternately, `rounds` times each.
    static func parse(count: Int, rounds: Int) throws -> ParseResult {
        let values = (0..<count).map { index in String(Double(index % 1000) + 0.5) }
        let oneLine = Array(("[" + values.joined(separator: ",") + "]").utf8)
        let linePerValue = Array(("[\n" + values.joined(separator: ",\n") + "\n]").utf8)
        var oneLineTimes: [Sample] = [], perLineTimes: [Sample] = []
        var first: JSONValue?, second: JSONValue?
        for _ in 0..<rounds {
            oneLineTimes.append(try Stopwatch.time { first = try JSONParser.parse(oneLine) })
            perLineTimes.append(try Stopwatch.time { second = try JSONParser.parse(linePerValue) })
        }
        return ParseResult(
            oneLine: oneLineTimes.median, linePerValue: perLineTimes.median,
            identical: numbers(first) == numbers(second) && numbers(first)?.count == count
        )
    }

    private static func numbers(_ value: JSONValue?) -> [Double]? {
        guard case .array(let elements)? = value?.content else { return nil }
        return elements.map { element in
            if case .number(let number) = element.content { return number }
            return .nan
        }
    }
}
