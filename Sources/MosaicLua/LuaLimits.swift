/// How much memory and time a Lua plugin may use.
///
/// The memory limit holds the whole state (the script's tables, strings and
/// functions); the time limit holds each call into the script (a prepare, a
/// bounds-change question), not the plugin's lifetime.
public struct LuaLimits: Hashable, Sendable {
    /// The most bytes a state may hold; 0 for no limit.
    public var memory: Int
    /// The longest one call into Lua may run; `.zero` for no limit.
    public var time: Duration

    /// Creates limits; 256 MiB and 10 seconds by default.
    public init(memory: Int = 256 << 20, time: Duration = .seconds(10)) {
        precondition(memory >= 0, "the memory limit must not be negative")
        precondition(time >= .zero, "the time limit must not be negative")
        self.memory = memory
        self.time = time
    }

    /// 256 MiB and 10 seconds.
    public static let `default` = LuaLimits()

    /// The memory limit in MiB, as the command line's `--max-memory` takes it.
    ///
    /// - Parameters:
    ///   - memoryMiB: mebibytes, > 0.
    ///   - seconds: the time limit, > 0.
    public init(memoryMiB: Double, seconds: Double) {
        precondition(memoryMiB > 0 && memoryMiB.isFinite, "the memory limit must be a positive number of MiB")
        precondition(seconds > 0 && seconds.isFinite, "the time limit must be a positive number of seconds")
        self.init(memory: Int(memoryMiB * 1_048_576), time: .nanoseconds(Int64(seconds * 1e9)))
    }

    /// The time limit in seconds.
    var seconds: Double {
        let (whole, fraction) = time.components
        return Double(whole) + Double(fraction) * 1e-18
    }
}
