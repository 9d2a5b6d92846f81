import CLua
import CLuaShims
import Mosaic

/// The Lua functions a state hands to Swift models (custom groups, section
/// providers, preferred sizes), and how Swift calls them back.
///
/// One per state, reachable from the state's registry so that host
/// functions (`mosaic.compositional`) find it whatever else the state's host
/// pointer holds. Every call is protected and held to the state's limits:
/// a Lua error comes back as a thrown ``LuaError`` with its file and line,
/// never as a `longjmp` across Swift frames.
///
/// Models keep a ``LuaFunctionReference`` for each function, which keeps this
/// object, and so the state, alive as long as they need them. Confined to
/// the state's thread.
final class LuaCallbacks {
    /// The state the functions live in.
    let state: LuaState
    /// The thread to call on: the state's main thread, or, while a host
    /// function runs Swift code that calls back (the REPL's `l:show()` run
    /// inside a coroutine, say), the thread that called the host function.
    var thread: OpaquePointer
    /// Compositional configurations made by `mosaic.compositional` in a
    /// plugin file, by the index its handle holds, until the plugin reader
    /// takes the one the file returns.
    var configurations: [CompositionalConfiguration] = []
    /// The most configurations one run of a file may make.
    static let maximumConfigurations = 64
    /// Whether `mosaic.compositional` may make configurations: only while
    /// a plugin file runs, so that nothing piles up in ``configurations``.
    var acceptsConfigurations = false
    /// The file the state's code comes from, for messages.
    let file: String

    /// The registry key of the pointer to the state's callbacks.
    private static let registryKey = "mosaic.callbacks"

    /// Makes the callbacks of `state` and registers them in its registry.
    /// The caller keeps the object alive as long as the state's host
    /// functions may look it up.
    init(state: LuaState, file: String) {
        self.state = state
        self.file = file
        thread = state.L
        lua_pushlightuserdata(state.L, Unmanaged.passUnretained(self).toOpaque())
        lua_setfield(state.L, clua_registryindex(), Self.registryKey)
    }

    /// The callbacks of the state `L` belongs to, for host functions.
    static func of(_ L: OpaquePointer?) -> LuaCallbacks? {
        lua_getfield(L, clua_registryindex(), registryKey)
        defer { clua_pop(L, 1) }
        guard let pointer = lua_touserdata(L, -1) else { return nil }
        return Unmanaged<LuaCallbacks>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with calls going to `thread`, the thread of the host
    /// function that runs it.
    func calling<T>(on thread: OpaquePointer?, _ body: () throws -> T) rethrows -> T {
        let saved = self.thread
        if let thread { self.thread = thread }
        defer { self.thread = saved }
        return try body()
    }

    /// A reference to the function at `index` of `L`'s stack, which stays
    /// callable as long as the reference lives.
    ///
    /// - Parameter name: how messages name the function (`custom`, `section`).
    func reference(at index: Int32, of L: OpaquePointer?, name: String) -> LuaFunctionReference {
        precondition(lua_type(L, index) == LUA_TFUNCTION, "a reference is to a function")
        let line = mosaic_linedefined(L, index)
        lua_pushvalue(L, index)
        let ref = luaL_ref(L, clua_registryindex())
        return LuaFunctionReference(callbacks: self, ref: ref, name: name, line: line > 0 ? Int(line) : nil)
    }

    /// Calls `function` with the arguments `push` pushes, protected and
    /// under the limits, then lets `read` read the `results` values on the
    /// top of the stack (with raw accesses only) before they are popped.
    ///
    /// - Throws: ``LuaError`` for a script error or a limit, with its file
    ///   and line; what `read` throws.
    func call<T>(
        _ function: LuaFunctionReference, results: Int32,
        push: (OpaquePointer) -> Int32, read: (OpaquePointer) throws(LuaError) -> T
    ) throws(LuaError) -> T {
        let L = thread
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 24) != 0 else {
            throw function.error("no room on the Lua stack to call it (nested too deeply)")
        }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(function.ref))
        let arguments = push(L)
        let status = mosaic_pcall(L, arguments, results)
        if status != LUA_OK { throw state.popError(status: status, thread: L) }
        return try read(L)
    }

    /// Gives a reference's registry slot back (on the running thread: the
    /// registry is the state's, whichever thread reaches it).
    fileprivate func release(_ ref: Int32) {
        luaL_unref(thread, clua_registryindex(), ref)
    }
}

@available(*, unavailable, message: "Lua callbacks belong to their state's thread")
extension LuaCallbacks: Sendable {}

/// A Lua function kept in the registry for a Swift model; the slot is given
/// back when the last copy of the model lets go of it.
final class LuaFunctionReference {
    let callbacks: LuaCallbacks
    /// The registry slot.
    let ref: Int32
    /// How messages name the function: `custom`, `section`, `preferredSize`.
    let name: String
    /// The line where the function is defined, when known.
    let line: Int?

    init(callbacks: LuaCallbacks, ref: Int32, name: String, line: Int?) {
        self.callbacks = callbacks
        self.ref = ref
        self.name = name
        self.line = line
    }

    deinit {
        callbacks.release(ref)
    }

    /// `file.lua:12`, the place of the function's definition.
    var place: String {
        callbacks.file + (line.map { ":\($0)" } ?? "")
    }

    /// An error about what the function returned, at its definition.
    func error(_ message: String) -> LuaError {
        LuaError(.runtime, message, file: callbacks.file, line: line)
    }
}
