extension String {
    /// Whether the text holds a control character (Unicode's general
    /// category Cc: U+0000–U+001F and U+007F–U+009F), found in its UTF-8
    /// bytes: an element kind is checked wherever it is read or built, and
    /// a kind a script made 10 MB long, used many times, was checked at a
    /// few MB/s scalar by scalar (its category looked up for each).
    ///
    /// - Complexity: O(n) for n bytes, without decoding.
    package var containsControlCharacter: Bool {
        if let found = utf8.withContiguousStorageIfAvailable(Self.hasControl) { return found }
        var copy = self
        copy.makeContiguousUTF8()
        return copy.utf8.withContiguousStorageIfAvailable(Self.hasControl) ?? false
    }

    private static func hasControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let count = bytes.count
        var index = 0
        while index < count {
            // Eight bytes at a time while none of them could start one.
            if index + 8 <= count, isPlain(UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) {
                index += 8
                continue
            }
            let byte = bytes[index]
            if byte < 0x20 || byte == 0x7F { return true }
            // U+0080–U+009F: C2 80 … C2 9F.
            if byte == 0xC2, index + 1 < count, bytes[index + 1] >= 0x80, bytes[index + 1] <= 0x9F { return true }
            index += 1
        }
        return false
    }

    /// Whether none of a word's eight bytes is below 0x20, 0x7F or 0xC2
    /// (the classic "has a byte less than n / equal to n" tests, exact
    /// about whether one is there).
    @inline(__always)
    private static func isPlain(_ word: UInt64) -> Bool {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        let below = (word &- ones &* 0x20) & ~word & highs
        let delete = word ^ (ones &* 0x7F), lead = word ^ (ones &* 0xC2)
        return below | ((delete &- ones) & ~delete & highs) | ((lead &- ones) & ~lead & highs) == 0
    }
}
