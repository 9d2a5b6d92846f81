import MosaicLua

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
    /// Set by the signal handler; read and cleared between lines.
    nonisolated(unsafe) private static var requested: sig_atomic_t = 0

    /// Whether Ctrl-C was pressed since the last ``clear()``.
    static var wasRequested: Bool { requested != 0 }

    /// Forgets an earlier Ctrl-C.
    static func clear() { requested = 0 }

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
        requested = 1
        LuaInterrupt.request()
    }
}
