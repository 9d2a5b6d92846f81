import CLuaShims

// Making a state current on the calling thread, for the handles of its
// functions that Swift models hold (LuaFunctionReference).
extension LuaCallbacks {
    /// Runs `body` with this state current on the calling thread: the
    /// handles of its functions (``LuaFunctionReference/callbacks()``) find
    /// it. Nests; the state current before is current again after.
    ///
    /// Sound without a lock: the pointer is per thread, and `body` is
    /// synchronous, so the state is used only by the thread that owns it
    /// for the call.
    func session<T, E: Error>(_ body: () throws(E) -> T) throws(E) -> T {
        let previous = mosaic_setcurrentcallbacks(Unmanaged.passUnretained(self).toOpaque())
        defer { _ = mosaic_setcurrentcallbacks(previous) }
        return try body()
    }

    /// The callbacks current on the calling thread, when they are those of
    /// the state `id`.
    static func current(id: UInt64) -> LuaCallbacks? {
        guard let pointer = mosaic_currentcallbacks() else { return nil }
        let callbacks = Unmanaged<LuaCallbacks>.fromOpaque(pointer).takeUnretainedValue()
        return callbacks.id == id ? callbacks : nil
    }
}
