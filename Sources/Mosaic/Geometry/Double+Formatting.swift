extension Double {
    /// The shortest text that reads back as exactly this value: whole numbers
    /// without a fraction (`100`, not `100.0`), others in Swift's shortest
    /// round-trip form (`0.1`, `1e-07`).
    ///
    /// Deterministic: the same value always gives the same text.
    package var shortDescription: String {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDecimal.capacity) { buffer in
            guard let count = ShortestDecimal.write(self, to: buffer.baseAddress!) else { return description }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}

/// Writes ``Swift/Double/shortDescription`` into a byte buffer without
/// making a `String`, for the values exports are made of:
///
/// - whole numbers below 2^53 in magnitude: their digits (`-0` as `0`);
/// - other values from 0.0001 to 2^53 in magnitude: the fixed notation
///   Swift's `description` gives them (`0.1`, `130.33333333333334`), with
///   the same digits: the shortest decimal that reads back as the value,
///   and of those the closest. It is found with exact 128-bit integer
///   arithmetic: the closest decimal of 15, then 16, then 17 significant
///   digits (`round(v · 10^k)`), the first that lies strictly inside the
///   interval of reals that read back as `v`. At 15 digits at most one
///   decimal lies in that interval (they are more than one ulp apart), so
///   its trailing zeros stripped give the shortest; with 16 or 17, the
///   closest is Swift's choice among the shortest (the even one of two
///   equally close).
///
/// Anything else (exponent notation, a decimal on the edge of
/// the interval, which the parser's rounding decides) is left to
/// `description`: ``write(_:to:)`` returns `nil`. `ShortestDecimalTests`
/// compares both on random bit patterns and random decimals.
enum ShortestDecimal {
    /// The room ``write(_:to:)`` needs: a sign, 17 digits, a point and 3 leading zeros.
    static let capacity = 32

    /// 10^i for i in 0...20, exactly.
    private static let powersOfTen: [UInt128] = (0...20).map { power in
        (0..<power).reduce(UInt128(1)) { value, _ in value * 10 }
    }

    /// 10^d as the nearest double, for d in -5...17 (index d + 5).
    private static let doublePowersOfTen: [Double] = (-5...17).map { power in
        power < 0 ? 1 / 1.0.powerOfTen(-power) : 1.0.powerOfTen(power)
    }

    /// Writes the text of `value` at `start` (``capacity`` bytes of room).
    ///
    /// - Returns: the number of bytes written, or `nil` when the value is
    ///   left to `description` (nothing useful is written then).
    /// - Complexity: O(1).
    @inline(__always)
    static func write(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int? {
        let magnitude = Swift.abs(value)
        if value == value.rounded(), magnitude < 9_007_199_254_740_992 {
            return writeInteger(Int64(value), to: start)  // -0 becomes 0
        }
        guard magnitude >= 0.0001, magnitude < 9_007_199_254_740_992 else { return nil }
        return writeFraction(value, to: start)
    }

    /// The digits of an integer, with a sign when negative.
    @inline(__always)
    static func writeInteger(_ value: Int64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        var position = 0
        if value < 0 {
            start[0] = UInt8(ascii: "-")
            position = 1
        }
        return position + writeDigits(value.magnitude, to: start + position)
    }

    /// The decimal digits of `value`.
    @inline(__always)
    private static func writeDigits(_ value: UInt64, to start: UnsafeMutablePointer<UInt8>) -> Int {
        // Coordinates and indexes are mostly under 10,000: without a loop.
        let zero = UInt8(ascii: "0")
        if value < 100 {
            if value < 10 {
                start[0] = zero &+ UInt8(truncatingIfNeeded: value)
                return 1
            }
            start[0] = zero &+ UInt8(truncatingIfNeeded: value / 10)
            start[1] = zero &+ UInt8(truncatingIfNeeded: value % 10)
            return 2
        }
        if value < 10_000 {
            let high = value / 100, low = value % 100
            if value < 1000 {
                start[0] = zero &+ UInt8(truncatingIfNeeded: high)
                start[1] = zero &+ UInt8(truncatingIfNeeded: low / 10)
                start[2] = zero &+ UInt8(truncatingIfNeeded: low % 10)
                return 3
            }
            start[0] = zero &+ UInt8(truncatingIfNeeded: high / 10)
            start[1] = zero &+ UInt8(truncatingIfNeeded: high % 10)
            start[2] = zero &+ UInt8(truncatingIfNeeded: low / 10)
            start[3] = zero &+ UInt8(truncatingIfNeeded: low % 10)
            return 4
        }
        var digits = 1
        var rest = value / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var remaining = value
        var position = digits
        repeat {
            position -= 1
            start[position] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: remaining % 10)
            remaining /= 10
        } while remaining > 0
        return digits
    }

    /// A finite non-integer from 0.0001 to 2^53 in magnitude, in fixed notation.
    private static func writeFraction(_ value: Double, to start: UnsafeMutablePointer<UInt8>) -> Int? {
        let magnitude = Swift.abs(value)
        // value = significand · 2^-shift exactly; normal, since ≥ 0.0001.
        let significand = UInt128(magnitude.significandBitPattern | (1 << 52))
        let shift = 52 - Int(magnitude.exponent)
        guard shift > 0, shift < 100 else { return nil }
        // The decimal exponent: 10^d ≤ magnitude < 10^(d+1) (an error at the
        // edge only costs the fallback below).
        var d = (Int(magnitude.exponent) * 78_913) >> 18  // ⌊e · log10(2)⌋
        if magnitude >= doublePowersOfTen[d + 1 + 5] { d += 1 }
        // The interval that reads back as the value, in units of 2^-shift:
        // half an ulp on each side, a quarter below a power of two.
        let lowerHalfGapQuarters: UInt128 = magnitude.significandBitPattern == 0 ? 1 : 2

        for digits in 15...17 {
            let k = digits - 1 - d  // fractional digits
            guard k >= 1 else { continue }
            guard k <= 20 else { return nil }
            let scale = powersOfTen[k]
            let product = significand * scale  // < 2^53 · 10^20 < 2^120
            var q = product >> shift
            let remainder = product & ((UInt128(1) << shift) - 1)
            let half = UInt128(1) << (shift - 1)
            if remainder == half, 2 * half >= scale {
                continue  // halfway between two decimals of this length, neither of which reads back
            }
            // Halfway and both read back (16 or 17 digits; at 15 at most one
            // can): Swift takes the even one.
            let roundsUp = remainder > half || (remainder == half && q & 1 == 1)
            if roundsUp { q += 1 }
            // |q / 10^k − value| = distance / (10^k · 2^shift).
            let distance = roundsUp ? (UInt128(1) << shift) - remainder : remainder
            // Inside the interval: distance < 10^k · gap, the gap being ½ (¼ below a power of two).
            let quarters: UInt128 = roundsUp ? 2 : lowerHalfGapQuarters
            let lhs = 4 * distance, rhs = quarters * scale
            if lhs == rhs { return nil }  // on the edge: the parser's rounding decides
            guard lhs < rhs else { continue }
            guard q >= powersOfTen[digits - 1], q < powersOfTen[digits] else { return nil }
            // Below 10^17: 64-bit arithmetic from here (128-bit division is a slow library call).
            var decimal = UInt64(truncatingIfNeeded: q)
            var fraction = k
            if digits == 15 {
                while decimal % 10 == 0 {
                    decimal /= 10
                    fraction -= 1
                }
            } else if decimal % 10 == 0 {
                return nil  // a shorter decimal would read back: not the case Swift's output is known for
            }
            return writeFixed(decimal, fractionDigits: fraction, negative: value < 0, to: start)
        }
        return nil
    }

    /// `digits` with a point `fractionDigits` from the right (zeros in
    /// front when it has fewer digits), after a `-` when negative.
    private static func writeFixed(_ digits: UInt64, fractionDigits: Int, negative: Bool, to start: UnsafeMutablePointer<UInt8>) -> Int? {
        guard fractionDigits > 0 else { return nil }
        var position = 0
        if negative {
            start[0] = UInt8(ascii: "-")
            position = 1
        }
        // digits < 10^17: with 18 or more fraction digits the whole part is 0.
        var divisor: UInt64 = 1
        for _ in 0..<Swift.min(fractionDigits, 18) { divisor *= 10 }
        position += writeDigits(digits / divisor, to: start + position)
        start[position] = UInt8(ascii: ".")
        position += 1
        var fraction = digits % divisor
        var index = position + fractionDigits
        for _ in 0..<fractionDigits {
            index -= 1
            start[index] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: fraction % 10)
            fraction /= 10
        }
        return position + fractionDigits
    }
}

private extension Double {
    /// self · 10^power, for the table of powers (exact up to 10^22).
    func powerOfTen(_ power: Int) -> Double {
        var result = self
        for _ in 0..<power { result *= 10 }
        return result
    }
}
