import Foundation

/// Number formatting for the summary table.
enum Format {
    /// A duration given in nanoseconds, in the largest unit that keeps it ≥ 1.
    static func duration(_ nanoseconds: Double) -> String {
        switch nanoseconds {
        case ..<1_000: String(format: "%.0f ns", nanoseconds)
        case ..<1_000_000: String(format: "%.2f µs", nanoseconds / 1_000)
        case ..<1_000_000_000: String(format: "%.2f ms", nanoseconds / 1_000_000)
        default: String(format: "%.2f s", nanoseconds / 1_000_000_000)
        }
    }

    /// A number with `digits` decimals.
    static func fixed(_ value: Double, _ digits: Int) -> String {
        String(format: "%.\(digits)f", value)
    }

    /// A ratio such as `12.3×` or `4,210×`.
    static func ratio(_ value: Double) -> String {
        value >= 100 ? grouped(Int(value.rounded())) + "×" : String(format: "%.1f×", value)
    }

    /// An integer with thousands separators: `1,000,000`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// A fraction as a signed percentage: `+1.2%`, `-0.4%`.
    static func percent(_ fraction: Double) -> String {
        String(format: "%+.1f%%", fraction * 100)
    }

    /// `PASS` or `MISS`.
    static func verdict(_ met: Bool) -> String { met ? "PASS" : "MISS" }
}

/// A plain-text table with a header row, columns padded to their widest cell.
struct TextTable {
    var header: [String]
    var rows: [[String]] = []
    /// How many leading columns hold text, aligned left; the rest hold
    /// figures, aligned right.
    var textColumns: Int

    init(textColumns: Int = 1, _ header: String...) {
        self.header = header
        self.textColumns = textColumns
    }

    mutating func add(_ cells: String...) {
        precondition(cells.count == header.count, "row of \(cells.count) cells in a table of \(header.count) columns")
        rows.append(cells)
    }

    var rendered: String {
        let all = [header] + rows
        let widths = header.indices.map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).enumerated().map { column, pair in
                column < textColumns ? pair.0.padding(toLength: pair.1, withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: pair.1 - pair.0.count) + pair.0
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}
