import Mosaic
/// The one home of the evaluator's numeric checks: every arithmetic
/// operation, every conversion of an evaluated number to `Int`, and every
/// range built from evaluated values goes through here, so that no input
/// reaches a Swift runtime trap (overflow, division by zero, a backwards
/// range, `Int(_:)` of a value out of range).
///
/// Numbers are `Double`s tagged with how Swift types them
/// (``SwiftValue/NumberKind``); integers stay strictly within ±2^53
/// (``maximumInteger``), where a `Double` holds every integer exactly (a
/// result that rounds to 2^53 may not be exact, so it is refused too). A
/// result past that, or not finite, is an error: the compiled app would
/// trap (an `Int` overflow) or lay out nonsense (an infinite `CGFloat`).
/// Each check returns a message, and the evaluator throws it at the
/// expression's `file:line:column`.
enum SwiftChecked {
    /// The largest integer the evaluator computes with (2^53).
    static let maximumInteger = Double(1 << 53)

    /// What went wrong, worded for the error line.
    struct Failure: Error {
        var message: String
    }

    /// `a op b` for `+ - * / %` in the number kind `kind` (integer division
    /// truncates, as Swift's `Int` does).
    ///
    /// - Complexity: O(1).
    static func arithmetic(_ op: String, _ a: Double, _ b: Double, kind: SwiftValue.NumberKind) -> Result<Double, Failure> {
        let integral = kind != .floating
        let result: Double
        switch op {
        case "+": result = a + b
        case "-": result = a - b
        case "*": result = a * b
        case "/":
            if integral {
                guard b != 0 else { return .failure(Failure(message: "division by zero (Swift stops the app here)")) }
                result = (a / b).rounded(.towardZero)
            } else {
                result = a / b
            }
        case "%":
            guard integral else { return .failure(Failure(message: "% needs integers; use truncatingRemainder(dividingBy:)")) }
            guard b != 0 else { return .failure(Failure(message: "remainder of a division by zero (Swift stops the app here)")) }
            result = a.truncatingRemainder(dividingBy: b)
        default:
            return .failure(Failure(message: "the operator \(op) is not supported here"))
        }
        guard result.isFinite else { return .failure(notFinite(op, a, b, result)) }
        guard !integral || abs(result) < maximumInteger else {
            return .failure(Failure(message: "\(a.shortDescription) \(op) \(b.shortDescription) overflows: mosaic computes integers up to 2^53"))
        }
        return .success(result)
    }

    /// Why `a op b` gave `result`, which is not finite: a division by zero,
    /// a value past the largest `Double` (about 1.8e308), or no number at
    /// all (NaN: `0 / 0`, infinity less infinity).
    private static func notFinite(_ op: String, _ a: Double, _ b: Double, _ result: Double) -> Failure {
        let written = "\(a.shortDescription) \(op) \(b.shortDescription)"
        if op == "/", b == 0 {
            return Failure(message: "\(written) divides by zero: the result is \(result.isNaN ? "not a number (NaN)" : "infinite"), which no layout value can be")
        }
        if result.isNaN {
            return Failure(message: "\(written) is not a number (NaN), which no layout value can be")
        }
        if a.isFinite, b.isFinite {
            return Failure(message: "\(written) overflows to infinity: the result is past the largest Double (about 1.8e308), which no layout value can be")
        }
        return Failure(message: "\(written) is infinite, which no layout value can be")
    }

    /// `-a` in the kind `kind`.
    static func negate(_ a: Double, kind: SwiftValue.NumberKind) -> Result<Double, Failure> {
        guard a.isFinite else { return .failure(Failure(message: "-\(a.shortDescription) is not a finite number")) }
        return .success(-a)
    }

    /// `Int(value)`: the value truncated toward zero, as Swift's `Int(_:)`
    /// of a `Double` does; a failure where Swift traps (not finite, or out
    /// of the integers the evaluator computes with).
    static func integer(_ value: Double) -> Result<Double, Failure> {
        guard value.isFinite else {
            return .failure(Failure(message: "Int(\(value.shortDescription)) is not a number Swift converts (the app stops here)"))
        }
        let truncated = value.rounded(.towardZero)
        guard abs(truncated) < maximumInteger else {
            return .failure(Failure(message: "Int(\(value.shortDescription)) is out of the integers mosaic computes with (up to 2^53)"))
        }
        return .success(truncated)
    }

    /// An evaluated number as a Swift `Int`, if it is a whole number within
    /// ±2^53: the only way the evaluator turns a number into an `Int`.
    static func exactInt(_ value: Double) -> Int? {
        guard value.isFinite, value == value.rounded(), abs(value) < maximumInteger else { return nil }
        return Int(value)
    }

    /// The bounds of `low...high` (closed) or `low..<high`, checked as
    /// Swift's `Range` and `ClosedRange` check them: a failure where Swift
    /// traps (`Range requires lowerBound <= upperBound`).
    static func range(_ low: Double, _ high: Double, closed: Bool) -> Result<(Double, Double), Failure> {
        let written = "\(low.shortDescription)\(closed ? "..." : "..<")\(high.shortDescription)"
        guard low.isFinite, high.isFinite else {
            return .failure(Failure(message: "\(written) is not a range of finite numbers"))
        }
        guard low <= high else {
            return .failure(Failure(message: "\(written) is a backwards range: Swift stops the app here (Range requires lowerBound <= upperBound)"))
        }
        return .success((low, high))
    }

    /// Whether `value` is in the range `bounds` (closed or half-open).
    static func contains(_ bounds: (Double, Double), closed: Bool, _ value: Double) -> Bool {
        closed ? bounds.0 <= value && value <= bounds.1 : bounds.0 <= value && value < bounds.1
    }
}
