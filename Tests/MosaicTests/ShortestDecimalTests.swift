@testable import Mosaic
import Testing

/// ``Swift/Double/shortDescription`` (written without `String(describing:)`
/// for most values) against the definition it must keep: whole numbers
/// below 2^53 as integers, `0` for -0, everything else as Swift's
/// `description`, the shortest round-trip form.
@Suite("Shortest number text")
struct ShortestDecimalTests {
    /// What `shortDescription` wrote before it had a fast path.
    static func reference(_ value: Double) -> String {
        if value == value.rounded(), Swift.abs(value) < 9_007_199_254_740_992 {
            return value == 0 ? "0" : String(Int64(value))
        }
        return value.description
    }

    static func expectSame(_ value: Double, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let text = value.shortDescription
        guard text == reference(value) else {
            Issue.record("\(value.bitPattern): \(text) ≠ \(reference(value))", sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    @Test("values chosen to be awkward")
    func chosen() {
        let values: [Double] = [
            0, -0.0, 1, -1, 0.1, 0.2, 0.1 + 0.2, 1.0 / 3, 2.0 / 3, 100, 195.5, 130.33333333333334, 0.0001, 0.00009999999999999999,
            0.000100000000000000004, 9.9e-5, 1e-7, 1e15 + 0.5, 4503599627370495.5, 9007199254740991, 9007199254740992,
            9007199254740993, 1e16, 1e21, -1e21, 123456789012345.67, 0.30000000000000004, 5e-324, .leastNormalMagnitude,
            .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .pi, -.pi, 1e-4.nextUp, 1e-4.nextDown, 0.5, 0.25, 0.125,
            1.5, 2.5, 1e15, 1e15.nextUp, 1e15.nextDown, 1e14 + 0.1, 999999999999999.9, 0.999999999999999, 0.9999999999999999,
            0.99999999999999989, 1.0.nextDown, 1.0.nextUp, 2.0.nextDown, 1024.0.nextDown, 0.1.nextUp, 0.1.nextDown,
        ]
        for value in values {
            _ = Self.expectSame(value)
            _ = Self.expectSame(-value)
        }
    }

    @Test("whole numbers: every one up to 100,000, each side of every power of ten, the ends of the exact range")
    func wholeNumbers() {
        for value in 0...100_000 { _ = Self.expectSame(Double(value)) && Self.expectSame(-Double(value)) }
        var power = 1.0
        for _ in 0...16 {
            for value in [power - 1, power, power + 1] { _ = Self.expectSame(value) && Self.expectSame(-value) }
            power *= 10
        }
        for value in [9_007_199_254_740_991.0, -9_007_199_254_740_991, 9_007_199_254_740_992, 1e300] { _ = Self.expectSame(value) }
    }

    @Test("random bit patterns", arguments: 0..<4)
    func randomBits(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        var failures = 0
        for _ in 0..<50_000 where failures < 10 {
            let value = Double(bitPattern: random.next())
            guard value.isFinite else { continue }
            if !Self.expectSame(value) { failures += 1 }
        }
    }

    @Test("random values in the range exports are made of", arguments: 0..<4)
    func randomMagnitudes(seed: UInt64) {
        var random = SplitMix64(seed: 100 + seed)
        var failures = 0
        for _ in 0..<50_000 where failures < 10 {
            // Magnitudes from 1e-5 to 1e17, with every significand.
            let exponent = Int(random.next() % 200) - 17
            let value = Double(sign: random.next() % 2 == 0 ? .plus : .minus, exponent: exponent,
                               significand: 1 + Double(random.next() >> 12) / 4_503_599_627_370_496)
            if !Self.expectSame(value) { failures += 1 }
        }
    }

    @Test("random short decimals: coordinates, halves, thirds, divisions", arguments: 0..<4)
    func randomDecimals(seed: UInt64) {
        var random = SplitMix64(seed: 200 + seed)
        var failures = 0
        for _ in 0..<50_000 where failures < 10 {
            let digits = Double(random.next() % 100_000_000_000)
            var divisor = 1.0
            for _ in 0..<(random.next() % 16) { divisor *= 10 }
            let value: Double
            switch random.next() % 3 {
            case 0: value = digits / divisor
            case 1: value = digits / divisor / Double(1 + random.next() % 12)
            default: value = (digits / divisor) * 0.1 + 0.2
            }
            if !Self.expectSame(value) || !Self.expectSame(-value) { failures += 1 }
        }
    }

    @Test("the fast path answers for nearly every value from 0.0001 to 2^53, and for none in exponent notation")
    func fastPathCoverage() {
        var random = SplitMix64(seed: 9)
        var answered = 0, total = 0
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: ShortestDecimal.capacity) { buffer in
            for _ in 0..<20_000 {
                let value = Double(sign: .plus, exponent: Int(random.next() % 66) - 13,
                                   significand: 1 + Double(random.next() >> 12) / 4_503_599_627_370_496)
                guard value >= 0.0001 else { continue }
                total += 1
                if ShortestDecimal.write(value, to: buffer.baseAddress!) != nil { answered += 1 }
            }
            #expect(ShortestDecimal.write(9.9e-5, to: buffer.baseAddress!) == nil)
            #expect(ShortestDecimal.write(1e21, to: buffer.baseAddress!) == nil)
        }
        #expect(answered * 1000 >= total * 999, "\(answered) of \(total)")
    }
}
