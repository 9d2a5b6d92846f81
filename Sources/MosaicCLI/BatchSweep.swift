import ArgumentParser
import Mosaic

/// One `--sweep NAME=VALUES` option: a parameter and the values a batch
/// tries it at, in order.
///
/// `VALUES` is a range `START:STOP:STEP`, which includes both ends
/// (`40:200:20` is 40, 60, …, 200), or a list `A,B,C` of values of any
/// kind (`0.2,0.35,0.5`, `leading,center`), or a single value.
struct BatchSweep: Hashable, Sendable {
    /// The most values one range may give.
    static let maximumValueCount = 1_000_000

    /// The parameter swept.
    var name: String
    /// The values, as text for ``ParameterSpec/parse(_:)``, in sweep order.
    var values: [String]

    /// Reads a `--sweep` argument.
    ///
    /// - Throws: ``ValidationError`` naming the option and what is wrong: no
    ///   `=`, an empty value, a range that is not three finite numbers, a
    ///   step of zero or pointing away from the stop, or a step that does not
    ///   reach the stop exactly.
    /// - Complexity: O(n) in the number of values.
    init(parsing text: String) throws {
        let (name, list) = try ArgumentSyntax.assignment(text, option: "--sweep")
        self.name = name
        if list.contains(":") {
            values = try Self.range(list, text: text)
        } else {
            let items = list.split(separator: ",", omittingEmptySubsequences: false).map(Self.trimmed)
            guard !items.contains(where: \.isEmpty) else {
                throw ValidationError("--sweep '\(text)': empty value; expected NAME=A,B,C or NAME=START:STOP:STEP")
            }
            values = items
        }
    }

    /// The values of `START:STOP:STEP`: `start + i·step` for i in 0…n, where
    /// n = round((stop − start) / step), each rounded to the decimals the
    /// start and step are written with, so that `0.1:0.3:0.1` gives 0.3 and
    /// not 0.30000000000000004.
    private static func range(_ list: String, text: String) throws -> [String] {
        let form = "expected NAME=START:STOP:STEP, such as radius=40:200:20"
        let parts = list.split(separator: ":", omittingEmptySubsequences: false).map(Self.trimmed)
        guard parts.count == 3 else { throw ValidationError("--sweep '\(text)': \(form)") }
        let numbers = parts.map { Double($0) }
        guard let start = numbers[0], let stop = numbers[1], let step = numbers[2],
              start.isFinite, stop.isFinite, step.isFinite
        else { throw ValidationError("--sweep '\(text)': \(form), with finite numbers") }
        guard step != 0 else { throw ValidationError("--sweep '\(text)': the step must not be 0") }
        let steps = ((stop - start) / step).rounded()
        guard steps >= 0 else {
            throw ValidationError("--sweep '\(text)': the step \(parts[2]) leads away from \(parts[1]); use -\(parts[2])")
        }
        guard steps < Double(maximumValueCount) else {
            throw ValidationError("--sweep '\(text)': more than \(maximumValueCount) values")
        }
        let decimals = parts[0 ... 2].map(Self.decimals).max() ?? 0
        let last = Self.value(start, step, Int(steps), decimals: decimals)
        guard abs(last - stop) <= abs(step) * 1e-9 else {
            throw ValidationError("--sweep '\(text)': the step \(parts[2]) does not reach \(parts[1]) from \(parts[0]) (it stops at \(last.shortDescription)); ranges include both ends")
        }
        return (0 ... Int(steps)).map { index in
            index == Int(steps) ? stop.shortDescription : value(start, step, index, decimals: decimals).shortDescription
        }
    }

    /// `start + index·step`, rounded to `decimals` places when there are
    /// at most 15 of them.
    private static func value(_ start: Double, _ step: Double, _ index: Int, decimals: Int) -> Double {
        let exact = start + Double(index) * step
        guard decimals <= 15 else { return exact }
        let scale = (0 ..< decimals).reduce(1.0) { scale, _ in scale * 10 }
        let rounded = (exact * scale).rounded() / scale
        return rounded == 0 ? 0 : rounded
    }

    /// How many decimal places a number is written with: 2 for `0.35`,
    /// 0 for `40`, 3 for `2.5e-2`; 16 (no rounding) when it cannot tell.
    private static func decimals(_ text: String) -> Int {
        let lowered = text.lowercased()
        let mantissa = lowered.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let exponent = mantissa.count == 2 ? Int(mantissa[1]) : 0
        guard let exponent else { return 16 }
        let fraction = mantissa[0].split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        let places = fraction.count == 2 ? fraction[1].count : 0
        return min(max(places - exponent, 0), 16)
    }

    /// `text` without spaces around it.
    private static func trimmed(_ text: Substring) -> String {
        var slice = text
        while slice.first?.isWhitespace == true { slice.removeFirst() }
        while slice.last?.isWhitespace == true { slice.removeLast() }
        return String(slice)
    }

    /// Combination `index` of the sweeps' values, as assignments in sweep
    /// order: the first sweep varies slowest and the last fastest, like
    /// nested loops (combination 0 takes every sweep's first value). No
    /// sweeps give one empty combination.
    ///
    /// The combinations are numbered, not listed: a batch plans only the
    /// jobs it runs.
    ///
    /// - Precondition: 0 ≤ index < the number of combinations.
    /// - Complexity: O(s) for s sweeps.
    static func combination(at index: Int, of sweeps: [BatchSweep]) -> [(name: String, value: String)] {
        precondition(index >= 0, "combination \(index) out of range")
        var rest = index
        var positions = [Int](repeating: 0, count: sweeps.count)
        for sweep in sweeps.indices.reversed() {
            let count = sweeps[sweep].values.count
            positions[sweep] = rest % count
            rest /= count
        }
        precondition(rest == 0, "combination \(index) out of range")
        return sweeps.indices.map { (sweeps[$0].name, sweeps[$0].values[positions[$0]]) }
    }

    /// The number of the combination that takes value `positions[k]` of
    /// sweep k, the inverse of ``combination(at:of:)``.
    ///
    /// - Precondition: every position is in range of its sweep.
    static func index(of positions: [Int], in sweeps: [BatchSweep]) -> Int {
        var index = 0
        for (sweep, position) in zip(sweeps, positions) {
            precondition(sweep.values.indices.contains(position), "value \(position) of --sweep \(sweep.name) out of range")
            index = index * sweep.values.count + position
        }
        return index
    }

    /// The number of combinations, or `nil` when it exceeds `limit`.
    static func combinationCount(of sweeps: [BatchSweep], limit: Int) -> Int? {
        var count = 1
        for sweep in sweeps {
            let (product, overflow) = count.multipliedReportingOverflow(by: sweep.values.count)
            guard !overflow, product <= limit else { return nil }
            count = product
        }
        return count
    }
}
