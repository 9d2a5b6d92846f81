/// Sorts 64-bit values by their upper 32 bits, stably: a least-significant
/// digit radix sort, a byte a pass, with every histogram counted in one read
/// and passes whose byte is the same everywhere skipped.
///
/// The spatial index packs a 32-bit Z-order key above a 32-bit slot, so
/// elements sort by position and equal keys stay in slot order.
///
/// - Complexity: O(n), with a temporary buffer of n values.
func radixSortByUpperHalf(_ values: inout [UInt64]) {
    let count = values.count
    guard count > 1 else { return }
    var buffer = [UInt64](repeating: 0, count: count)
    withUnsafeTemporaryAllocation(of: Int.self, capacity: 4 * 256) { histograms in
        histograms.initialize(repeating: 0)
        values.withUnsafeMutableBufferPointer { source in
            for value in source {
                histograms[Int((value >> 32) & 0xFF)] += 1
                histograms[256 + Int((value >> 40) & 0xFF)] += 1
                histograms[512 + Int((value >> 48) & 0xFF)] += 1
                histograms[768 + Int((value >> 56) & 0xFF)] += 1
            }
            buffer.withUnsafeMutableBufferPointer { target in
                var from = source, to = target
                var inSource = true
                for pass in 0..<4 {
                    let base = pass * 256
                    let shift = UInt64(32 + 8 * pass)
                    // A byte that every value shares does not reorder anything.
                    if histograms[base + Int((from[0] >> shift) & 0xFF)] == count { continue }
                    var offset = 0
                    for byte in 0..<256 {
                        let size = histograms[base + byte]
                        histograms[base + byte] = offset
                        offset += size
                    }
                    for value in from {
                        let slot = base + Int((value >> shift) & 0xFF)
                        to[histograms[slot]] = value
                        histograms[slot] += 1
                    }
                    swap(&from, &to)
                    inSource.toggle()
                }
                if !inSource { _ = source.update(fromContentsOf: from) }
            }
        }
    }
}

/// The 16 bits of `value` spread to the even bit positions of a 32-bit word.
@inline(__always)
func spreadBits(_ value: UInt32) -> UInt32 {
    var x = value & 0xFFFF
    x = (x | (x << 8)) & 0x00FF_00FF
    x = (x | (x << 4)) & 0x0F0F_0F0F
    x = (x | (x << 2)) & 0x3333_3333
    x = (x | (x << 1)) & 0x5555_5555
    return x
}
