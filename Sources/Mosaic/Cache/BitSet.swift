/// A fixed-size set of small integers, one bit each.
@usableFromInline
struct BitSet: Hashable, Sendable {
    @usableFromInline var words: [UInt64] = []
    @usableFromInline var count: Int = 0

    @usableFromInline init() {}

    /// Creates an empty set able to hold `0..<count`.
    @usableFromInline
    init(count: Int) {
        self.count = count
        let needed = (count + 63) / 64
        words.reserveCapacity(needed + needed / 8)
        words.append(contentsOf: repeatElement(0, count: needed))
    }

    /// Empties the set and makes room for `0..<count`, keeping its memory.
    mutating func reset(count: Int) {
        self.count = count
        let needed = (count + 63) / 64
        words.removeAll(keepingCapacity: true)
        words.reserveCapacity(needed + needed / 8)
        words.append(contentsOf: repeatElement(0, count: needed))
    }

    /// Whether the set can hold nothing at all.
    @inlinable var isEmpty: Bool { count == 0 }

    /// Makes room for `0..<count`.
    @usableFromInline
    mutating func grow(to count: Int) {
        self.count = count
        let needed = (count + 63) / 64
        if needed > words.capacity { words.reserveCapacity(needed + needed / 8) }
        if needed > words.count { words.append(contentsOf: repeatElement(0, count: needed - words.count)) }
    }

    @inlinable
    func contains(_ member: Int) -> Bool {
        words[member >> 6] & (1 << UInt64(member & 63)) != 0
    }

    @inlinable
    mutating func insert(_ member: Int) {
        words[member >> 6] |= 1 << UInt64(member & 63)
    }

    @inlinable
    mutating func remove(_ member: Int) {
        words[member >> 6] &= ~(1 << UInt64(member & 63))
    }

    /// The first member of `range` that is not in the set, if any.
    ///
    /// - Complexity: O(range.count / 64).
    func firstMissing(in range: Range<Int>) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            let word = words[index >> 6] >> UInt64(index & 63)
            let bitsInWord = 64 - (index & 63)
            let inverted = ~word & (bitsInWord == 64 ? ~0 : (1 << UInt64(bitsInWord)) - 1)
            if inverted != 0 {
                let missing = index + inverted.trailingZeroBitCount
                return missing < range.upperBound ? missing : nil
            }
            index += bitsInWord
        }
        return nil
    }

    var memoryFootprint: Int { words.capacity * 8 }
}
