extension Duration {
    /// The duration for a person, in the unit that keeps it short with
    /// about three significant digits: `0.4 µs`, `3.2 µs`, `850 µs`,
    /// `1.8 ms`, `123 ms`, `2.35 s`. What `:time`, `l:time()` and the
    /// `--watch` status line print: a prepare often takes well under a
    /// millisecond, which `0.0 ms` would hide.
    ///
    /// - Complexity: O(1).
    package var readable: String {
        let (seconds, attoseconds) = components
        guard seconds >= 0, attoseconds >= 0 else { return "0 µs" }
        // Tenths of a microsecond, rounded; exact integer arithmetic.
        let tenthsOfMicroseconds = seconds.multipliedReportingOverflow(by: 10_000_000)
        guard !tenthsOfMicroseconds.overflow else { return "\(seconds) s" }
        let tenths = tenthsOfMicroseconds.partialValue + (attoseconds + 50_000_000_000) / 100_000_000_000
        func decimal(_ value: Int64, places: Int) -> String {
            var divisor: Int64 = 1
            for _ in 0..<places { divisor *= 10 }
            let fraction = String(value % divisor)
            return "\(value / divisor)." + String(repeating: "0", count: places - fraction.count) + fraction
        }
        func rounded(_ value: Int64, by divisor: Int64) -> Int64 { (value + divisor / 2) / divisor }
        switch tenths {
        case ..<100: return decimal(tenths, places: 1) + " µs"                                    // < 10 µs
        case ..<9_995: return "\(rounded(tenths, by: 10)) µs"                                     // < 1 ms
        case ..<99_950: return decimal(rounded(tenths, by: 1_000), places: 1) + " ms"             // < 10 ms
        case ..<9_995_000: return "\(rounded(tenths, by: 10_000)) ms"                              // < 1 s
        default: return decimal(rounded(tenths, by: 100_000), places: 2) + " s"
        }
    }
}
