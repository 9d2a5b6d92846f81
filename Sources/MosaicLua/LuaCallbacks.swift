#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLua
import CLuaShims
import Mosaic
import Synchronization

/// The Lua functions a state hands to Swift models (custom groups, section
/// providers, preferred sizes), and how Swift calls them back.
///
/// One per state, reachable from the state's registry so that host
/// functions (`mosaic.compositional`) find it whatever else the state's host
/// pointer holds. Every call is protected and held to the state's limits:
/// a Lua error comes back as a thrown ``LuaError`` with its file and line,
/// never as a `longjmp` across Swift frames.
///
/// Models keep a ``LuaFunctionReference`` for each function: a handle (a
/// registry slot and this object's ``id``), not the state, so that the
/// models stay `Sendable` values. A handle is called only where this object
/// is current on the calling thread (``session(_:)``), which the state's
/// owner arranges around the calls that may reach the functions
/// (``LuaCompositionalLayout``); anywhere else the call throws. The owner
/// keeps this object, and so the state, alive. Confined to the state's
/// thread: not `Sendable`.
final class LuaCallbacks {
    /// The state the functions live in.
    let state: LuaState
    /// This object's name in handles: unique in the process, never reused
    /// (an address could be, after this object is gone).
    let id: UInt64
    /// The registry slots of handles that died, on whatever thread, given
    /// back on the state's thread at the next call or reference.
    let releases = LuaReleaseQueue()
    /// The last ``id`` given.
    private static let lastID = Atomic<UInt64>(0)
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
        id = Self.lastID.add(1, ordering: .relaxed).newValue
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
        releaseDeadReferences()
        let line = mosaic_linedefined(L, index)
        lua_pushvalue(L, index)
        let ref = luaL_ref(L, clua_registryindex())
        return LuaFunctionReference(
            ref: ref, name: name, file: file, line: line > 0 ? Int(line) : nil, owner: id, releases: releases
        )
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
        precondition(function.owner == id, "a function is called in its own state")
        releaseDeadReferences()
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
        // The host's copies of these results are charged as one scope
        // (mosaic_chargecopy): a result stands for at most what the limit leaves.
        let copied = mosaic_begincopyscope(L)
        defer { mosaic_endcopyscope(L, copied) }
        return try read(L)
    }

    /// Gives the registry slots of dead references back (on the running
    /// thread: the registry is the state's, whichever Lua thread reaches it).
    private func releaseDeadReferences() {
        for ref in releases.take() { luaL_unref(thread, clua_registryindex(), ref) }
    }
}

@available(*, unavailable, message: "Lua callbacks belong to their state's thread")
extension LuaCallbacks: Sendable {}

/// A Lua function kept in the registry for a Swift model: a handle, which
/// names the function (its registry slot in the state ``owner``) and holds
/// no state, so that a model that keeps one (a ``CompositionalLayout``'s
/// providers) stays a checked `Sendable` value. The slot is given back when
/// the last copy of the model lets go of the handle, on whatever thread:
/// the slot goes to the state's ``LuaReleaseQueue``, which the state empties
/// on its own thread.
final class LuaFunctionReference: Sendable {
    /// The registry slot.
    let ref: Int32
    /// How messages name the function: `custom`, `section`, `preferredSize`.
    let name: String
    /// The file the function's state runs, for messages.
    let file: String
    /// The line where the function is defined, when known.
    let line: Int?
    /// The ``LuaCallbacks/id`` of the function's state.
    let owner: UInt64
    /// Where the slot goes when the handle dies.
    private let releases: LuaReleaseQueue

    init(ref: Int32, name: String, file: String, line: Int?, owner: UInt64, releases: LuaReleaseQueue) {
        self.ref = ref
        self.name = name
        self.file = file
        self.line = line
        self.owner = owner
        self.releases = releases
    }

    deinit {
        releases.add(ref)
    }

    /// `file.lua:12`, the place of the function's definition.
    var place: String {
        file + (line.map { ":\($0)" } ?? "")
    }

    /// An error about what the function returned, at its definition.
    func error(_ message: String) -> LuaError {
        LuaError(.runtime, message, file: file, line: line)
    }

    /// The callbacks of the function's state, which must be current on this
    /// thread: a model holding Lua functions runs only inside the layout
    /// that owns their state (``LuaCompositionalLayout``), never from a
    /// copy taken elsewhere.
    ///
    /// - Throws: ``LuaError`` when the state is not current here.
    func callbacks() throws(LuaError) -> LuaCallbacks {
        guard let callbacks = LuaCallbacks.current(id: owner) else {
            throw error(
                "the Lua function '\(name)' defined here runs only while the layout that loaded it prepares, on its engine's thread; a copy of the layout used elsewhere cannot call it"
            )
        }
        return callbacks
    }

    /// Calls the function in its state, as ``LuaCallbacks/call(_:results:push:read:)``.
    ///
    /// - Throws: ``LuaError``: the state is not current here; what the call throws.
    func call<T>(
        results: Int32, push: (OpaquePointer) -> Int32, read: (OpaquePointer, LuaCallbacks) throws(LuaError) -> T
    ) throws(LuaError) -> T {
        let callbacks = try callbacks()
        return try callbacks.call(self, results: results, push: push) { L throws(LuaError) in try read(L, callbacks) }
    }
}

/// Registry slots whose handles died, waiting for their state's thread: a
/// handle may die on any thread.
///
/// Sendable audit: `@unchecked` because the lock is a `pthread_mutex_t`,
/// which ThreadSanitizer follows (a `Synchronization.Mutex` locks inside the
/// uninstrumented standard library; see `InputFile`'s `FilesRead`).
/// Invariant: `slots` is read and written only between `pthread_mutex_lock`
/// and `unlock`. Checked by `LuaLayoutIsolationTests` (a handle's copy dies
/// in another task) and `LuaCompositionalTests`, under ThreadSanitizer by
/// `scripts/test --sanitize=thread`.
final class LuaReleaseQueue: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var slots: [Int32] = []

    init() { pthread_mutex_init(mutex, nil) }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Queues a slot to give back.
    func add(_ ref: Int32) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        slots.append(ref)
    }

    /// The queued slots, emptying the queue.
    func take() -> [Int32] {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        defer { slots.removeAll() }
        return slots
    }
}
