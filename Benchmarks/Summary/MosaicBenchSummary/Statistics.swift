#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One timing: the wall-clock time, and the CPU time the thread used (user
/// and system), which time spent waiting for a core on a busy machine does
/// not inflate.
struct Sample {
    var wall: Double
    var cpu: Double

    /// The figure the report uses: wall-clock time under a millisecond (so
    /// short that it is rarely interrupted, while reading the CPU clock
    /// costs about a microsecond), CPU time above (often interrupted on a
    /// busy machine).
    var time: Double { wall < 1_000_000 ? wall : cpu }
}

/// Timing by the continuous clock and the thread's CPU clock.
enum Stopwatch {
    static let clock = ContinuousClock()

    /// How long `body` takes.
    static func time(_ body: () throws -> Void) rethrows -> Sample {
        let cpuStart = threadCPUNanoseconds()
        let start = clock.now
        try body()
        let wall = (clock.now - start).nanoseconds
        return Sample(wall: wall, cpu: threadCPUNanoseconds() - cpuStart)
    }

    /// The CPU time the calling thread has used, in nanoseconds.
    static func threadCPUNanoseconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) * 1e9 + Double(time.tv_nsec)
    }
}

extension Duration {
    /// The duration in nanoseconds.
    var nanoseconds: Double {
        Double(components.seconds) * 1e9 + Double(components.attoseconds) / 1e9
    }
}

extension Array where Element == Double {
    /// The middle value (the mean of the two middle values for an even count).
    var median: Double {
        precondition(!isEmpty, "median of no samples")
        let sorted = self.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }
}

extension Array where Element == Double {
    /// The value at fraction `q` of the sorted values, interpolating between
    /// neighbours (q = 0.5 is the median).
    func quantile(_ q: Double) -> Double {
        precondition(!isEmpty && q >= 0 && q <= 1, "quantile \(q) of \(count) samples")
        let sorted = self.sorted()
        let position = q * Double(sorted.count - 1)
        let below = Int(position.rounded(.down)), above = Swift.min(below + 1, sorted.count - 1)
        return sorted[below] + (sorted[above] - sorted[below]) * (position - Double(below))
    }

    /// A confidence interval of at least 95% for the median, whatever the
    /// values' distribution: the k-th smallest and k-th largest values, for
    /// the largest k with P(Binomial(n, ½) < k) ≤ 2.5% (each value lies below
    /// the true median with probability ½). With fewer than 6 values no such
    /// k exists, and the interval is the whole range.
    var medianConfidenceInterval: (lower: Double, upper: Double) {
        precondition(!isEmpty, "confidence interval of no samples")
        let sorted = self.sorted(), n = sorted.count
        // P(X ≤ j) for X ~ Binomial(n, ½), summed term by term.
        var k = 1, term = pow(0.5, Double(n)), below = term  // P(X ≤ 0)
        while k < n / 2 {
            term *= Double(n - k + 1) / Double(k)  // P(X = k)
            if below + term > 0.025 { break }
            below += term
            k += 1
        }
        // P(X < k) = P(X ≤ k − 1) = below ≤ 2.5%, the largest such k.
        return below <= 0.025 ? (sorted[k - 1], sorted[n - k]) : (sorted[0], sorted[n - 1])
    }
}

extension Array where Element == Sample {
    /// The median of each clock.
    var median: Sample { Sample(wall: map(\.wall).median, cpu: map(\.cpu).median) }
}
