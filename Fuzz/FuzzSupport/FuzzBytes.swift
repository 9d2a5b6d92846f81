/// Reads decisions out of a fuzzer's input: small numbers, choices and
/// flags, one or two bytes each. Past the end it reads zeros, so every input
/// is a complete (if short) recipe, and the fuzzer's mutations of a byte
/// change one decision.
public struct FuzzBytes {
    private let bytes: [UInt8]
    private var offset = 0

    /// A reader at the start of `bytes`.
    public init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The next byte, or 0 past the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A number in `range`, from one byte (two when the range is wider than 256).
    ///
    /// - Precondition: `range` is not empty.
    public mutating func int(in range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound) + 1
        var raw = UInt64(byte())
        if width > 256 { raw = raw << 8 | UInt64(byte()) }
        return range.lowerBound + Int(raw % width)
    }

    /// `true` for about one byte value in `oneIn`.
    public mutating func chance(oneIn: Int) -> Bool { int(in: 0...(oneIn - 1)) == 0 }
}
