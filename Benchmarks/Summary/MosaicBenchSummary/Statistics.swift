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

extension Array where Element == Sample {
    /// The median of each clock.
    var median: Sample { Sample(wall: map(\.wall).median, cpu: map(\.cpu).median) }
}
