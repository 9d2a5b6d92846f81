import ArgumentParser
import MosaicLua

/// How much memory and time a Lua plugin or Swift layout code may use:
/// `--max-memory` and `--timeout`, which have no effect on the built-in layouts.
struct LimitOptions: ParsableArguments {
    /// The smallest and largest memory limits, in MiB. Below 1 MiB a Lua
    /// state can hardly start; 1 TiB is more than any layout needs.
    static let memoryRange = 1.0...1_048_576
    /// The shortest and longest time limits, in seconds: a millisecond, a day.
    static let secondsRange = 0.001...86_400

    @Option(
        name: .customLong("max-memory"),
        parsing: .unconditional,
        help: ArgumentHelp("The most memory a Lua plugin may hold, or Swift layout code (--swift) may build, in MiB.", valueName: "mib")
    )
    var maxMemory = "256"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The longest one call into a Lua plugin may run, or reading Swift layout code (--swift) and each prepare of its section provider, in seconds.", valueName: "seconds")
    )
    var timeout = "10"

    func validate() throws {
        _ = try limits()
    }

    /// The limits the options give.
    ///
    /// - Throws: ``ValidationError`` naming the option for a value that is
    ///   not a finite number in its range.
    func limits() throws -> LuaLimits {
        try Self.limits(maxMemory: maxMemory, timeout: timeout)
    }

    /// The limits `--max-memory` and `--timeout` give, for a command that
    /// declares the options with help of its own (`mosaic run`).
    ///
    /// - Throws: ``ValidationError`` naming the option.
    static func limits(maxMemory: String, timeout: String) throws -> LuaLimits {
        let memory = try ArgumentSyntax.limit(
            maxMemory, option: "--max-memory", unit: "MiB",
            minimum: Self.memoryRange.lowerBound, maximum: Self.memoryRange.upperBound
        )
        let seconds = try ArgumentSyntax.limit(
            timeout, option: "--timeout", unit: "seconds",
            minimum: Self.secondsRange.lowerBound, maximum: Self.secondsRange.upperBound
        )
        return LuaLimits(memoryMiB: memory, seconds: seconds)
    }
}
