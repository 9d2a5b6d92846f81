import Synchronization

/// How the program that embeds Mosaic lets its user raise a limit, for the
/// messages of the errors about that limit: the library's own messages name
/// no command-line syntax, and the `mosaic` command sets its option names
/// (`--max-input-size`, `--max-memory`) when it starts, so that its users
/// read them in the same messages.
package enum LimitHints {
    /// A limit whose messages may name how to raise it.
    package enum Limit: Hashable, Sendable {
        /// ``InputFile/maximumSize``.
        case inputSize
        /// A Lua state's memory limit.
        case memory
    }

    /// The hints set, by limit: written when the program starts, read by
    /// any thread that builds a message.
    private static let hints = Mutex<[Limit: String]>([:])

    /// Sets how the user raises `limit` (an option's name); `nil` for none.
    package static func set(_ hint: String?, for limit: Limit) {
        hints.withLock { $0[limit] = hint }
    }

    /// How the user raises `limit`, when the program said.
    package static func hint(for limit: Limit) -> String? {
        hints.withLock { $0[limit] }
    }

    /// ` (hint)`, or nothing without a hint: the end of a message about `limit`.
    package static func suffix(for limit: Limit) -> String {
        hint(for: limit).map { " (\($0))" } ?? ""
    }
}
