import CLuaShims

/// The last resort of the time limit, for the program around the host.
///
/// A call into Lua past its deadline stops at its next Lua instruction.
/// One stuck in a single C function cannot: when it is still running
/// 0.75 s after its deadline (and not in a host function, which always
/// returns), the watchdog prints `error: FILE: time limit of N s exceeded`
/// and ends the process with status 1, so every call returns, or the
/// process ends, within the limit plus one second (see docs/lua-api.md).
package enum LuaBackstop {
    /// Sets what runs just before the backstop ends the process, such as
    /// removing the temporary files of outputs being written.
    ///
    /// - Parameter cleanup: an async-signal-safe function: it runs on the
    ///   watchdog thread while another thread may hold any lock.
    package static func setEmergencyCleanup(_ cleanup: @convention(c) () -> Void) {
        mosaic_setemergencycleanup(cleanup)
    }
}
