import Mosaic

/// The progress of a batch on standard error: done/total, the rate and the
/// time left. On a terminal it is one bar redrawn in place at most ten
/// times a second; elsewhere (asked for with `--progress`) one line a
/// second, so that a log stays readable.
struct BatchProgress {
    /// The number of jobs in all.
    var total: Int
    /// Whether standard error is a terminal (redraw in place) or not (new lines).
    var redrawsInPlace: Bool
    /// The width of the bar, in characters.
    static let barWidth = 24

    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant
    private var lastDraw: ContinuousClock.Instant?
    private var lastDrawnCount: Int?

    /// Starts the clock.
    init(total: Int, redrawsInPlace: Bool) {
        self.total = total
        self.redrawsInPlace = redrawsInPlace
        start = clock.now
    }

    /// Shows `done` of ``total`` when the last drawing is old enough.
    mutating func update(done: Int, failed: Int) {
        let now = clock.now
        let interval: Duration = redrawsInPlace ? .milliseconds(100) : .seconds(1)
        if let lastDraw, now - lastDraw < interval, done < total { return }
        lastDraw = now
        draw(done: done, failed: failed, elapsed: (now - start).seconds)
    }

    /// Shows the final state and ends the line.
    mutating func finish(done: Int, failed: Int) {
        if redrawsInPlace || lastDrawnCount != done { draw(done: done, failed: failed, elapsed: (clock.now - start).seconds) }
        if redrawsInPlace { StandardStreams.writeError("\n") }
    }

    private mutating func draw(done: Int, failed: Int, elapsed: Double) {
        lastDrawnCount = done
        let line = Self.line(done: done, total: total, failed: failed, elapsed: elapsed)
        StandardStreams.writeError(redrawsInPlace ? "\r" + line + "\u{1B}[K" : line + "\n")
    }

    /// `[#########···············]  120/200  60%  48.2 jobs/s  ETA 2s  1 failed`.
    static func line(done: Int, total: Int, failed: Int, elapsed: Double) -> String {
        let fraction = total == 0 ? 1 : Double(done) / Double(total)
        let filled = Int((fraction * Double(barWidth)).rounded(.down))
        var line = "[" + String(repeating: "#", count: filled) + String(repeating: "·", count: barWidth - filled) + "]"
        line += "  \(done)/\(total)  \(Int((fraction * 100).rounded(.down)))%"
        if elapsed > 0, done > 0 {
            let rate = Double(done) / elapsed
            line += "  " + rounded(rate, places: 1) + " jobs/s"
            if done < total { line += "  ETA " + duration(Double(total - done) / rate) }
        }
        if failed > 0 { line += "  \(failed) failed" }
        return line
    }

    /// `x` rounded to `places` decimals, as text.
    static func rounded(_ value: Double, places: Int) -> String {
        let scale = (0 ..< places).reduce(1.0) { scale, _ in scale * 10 }
        return ((value * scale).rounded() / scale).shortDescription
    }

    /// `42s`, `3m05s`, `2h07m`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        if whole < 60 { return "\(whole)s" }
        if whole < 3600 { return "\(whole / 60)m" + twoDigits(whole % 60) + "s" }
        return "\(whole / 3600)h" + twoDigits(whole % 3600 / 60) + "m"
    }

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
