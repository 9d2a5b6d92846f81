import CLuaShims

/// Stops running Lua calls from a signal handler: Ctrl-C in the REPL stops
/// a prepare, not the program.
package enum LuaInterrupt {
    /// Starts the thread that serves ``request()``; `false` when it cannot.
    package static func start() -> Bool {
        mosaic_interrupt_start() == 0
    }

    /// Makes every Lua call running now fail with a time-limit error.
    /// Async-signal-safe: it writes one byte to a pipe.
    package static func request() {
        mosaic_interrupt_request()
    }
}
