import CLuaShims

/// The last resort of the time limit, for the program around the host.
///
/// A call into Lua past its deadline stops at its next Lua instruction.
/// One stuck in a single C function cannot: when its thread has used
/// `MOSAIC_BACKSTOP_GRACE` (0.75 s) of CPU time since its deadline, or it
/// is still running `MOSAIC_BACKSTOP_CEILING` (30 s) of wall time after it
/// (and not in a host function, which always returns), the watchdog prints
/// `error: FILE: time limit of N s exceeded` and ends the process with
/// status 1. So every call returns, or the process ends, within the limit
/// plus 30 s, its thread using at most 0.75 s of CPU time past the
/// deadline; a thread only starved of CPU on a busy machine is not ended
/// (see docs/lua-api.md).
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
