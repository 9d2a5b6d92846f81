import MosaicLua
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Ctrl-C in the REPL: stops the running Lua calls (a prepare, a loop at
/// the prompt) instead of the program, and clears the line being typed.
enum ReplInterrupt {
    /// Set by the signal handler; read and cleared between lines. An atomic
    /// (lock-free, so safe in a signal handler) rather than a
    /// `nonisolated(unsafe)` global: the handler may run on any thread.
    private static let requested = Atomic<Int32>(0)

    /// Whether Ctrl-C was pressed since the last ``clear()``.
    static var wasRequested: Bool { requested.load(ordering: .relaxed) != 0 }

    /// Forgets an earlier Ctrl-C.
    static func clear() { requested.store(0, ordering: .relaxed) }

    /// Installs the SIGINT handler (without `SA_RESTART`, so that a wait
    /// for input returns).
    static func install() {
        guard LuaInterrupt.start() else { return }
        var action = sigaction()
        #if canImport(Darwin)
        action.__sigaction_u.__sa_handler = { _ in ReplInterrupt.signalled() }
        #else
        action.__sigaction_handler.sa_handler = { _ in ReplInterrupt.signalled() }
        #endif
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, nil)
    }

    /// The handler's body: async-signal-safe (a store and a write to a pipe).
    private static func signalled() {
        requested.store(1, ordering: .relaxed)
        LuaInterrupt.request()
    }
}
