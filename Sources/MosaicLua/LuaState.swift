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

/// One Lua 5.4 interpreter with the plugin sandbox, its memory limit and its
/// time limit.
///
/// A state belongs to one thread at a time: it is not `Sendable`, and
/// several states may run in parallel on different threads. Every call into
/// Lua is protected; a failure becomes a ``LuaError`` with the script's file,
/// line and traceback, and leaves the state usable.
///
/// The globals are the sandbox (see `Sources/CLuaShims/sandbox.c`): `string`
/// without `dump`, `table`, `math`, `utf8`, `coroutine`, the safe base
/// functions, `os.clock`/`os.time`/`os.date`, `print` (to ``printHandler``),
/// `load` for text only, and `require` of `.lua` files from
/// `moduleDirectory`. No `io`, `debug`, `package`, `dofile`, `loadfile`,
/// binary chunks or `__gc` metamethods.
package final class LuaState {
    /// The interpreter.
    let L: OpaquePointer
    /// The limits it runs under.
    package let limits: LuaLimits
    /// The chunk name errors use for the main file, to undo Lua's shortening.
    var mainFile: String?
    private var printBox: PrintBox?

    /// Creates a state with the sandbox open.
    ///
    /// - Parameters:
    ///   - limits: memory and time limits.
    ///   - moduleDirectory: the directory `require` reads modules from;
    ///     `nil` to make `require` fail.
    ///   - moduleFolder: that directory, open: `require` then reads
    ///     relative to it (a duplicate of its descriptor, which the state
    ///     holds), never by the directory's name.
    /// - Throws: ``LuaError`` when memory is short or the folder's
    ///   descriptor cannot be duplicated.
    package init(limits: LuaLimits = .default, moduleDirectory: String? = nil, moduleFolder: PluginFolder? = nil) throws(LuaError) {
        guard let state = mosaic_newstate(limits.memory, limits.time == .zero ? 0 : limits.seconds) else {
            throw LuaError(.memoryLimit, "cannot create a Lua state (out of memory, or no watchdog thread)")
        }
        L = state
        self.limits = limits
        let status = moduleDirectory.map { mosaic_opensandbox(L, $0) } ?? mosaic_opensandbox(L, nil)
        if status != LUA_OK { throw popError(status: status) }
        if let moduleFolder {
            let copy = fcntl(moduleFolder.descriptor, F_DUPFD_CLOEXEC, 0)
            guard copy >= 0 else {
                throw LuaError(.file, "cannot open the plugin's folder for require: \(String(cString: strerror(errno)))")
            }
            mosaic_setmodulefolder(L, copy)
        }
    }

    deinit {
        mosaic_close(L)
    }

    /// Bytes the state holds.
    package var memoryInUse: Int { mosaic_memoryused(L) }

    /// The most bytes the state ever held: never more than the limit by
    /// more than one allocation, host functions' tables included.
    package var peakMemory: Int { mosaic_memorypeak(L) }

    /// Receives every line the script prints; `nil` sends them to standard
    /// error, which keeps standard output clean for the layout's output.
    package var printHandler: ((String) -> Void)? {
        didSet {
            if let printHandler {
                let box = PrintBox(printHandler)
                printBox = box
                mosaic_setprintsink(L, { context, text, length in
                    let box = Unmanaged<PrintBox>.fromOpaque(context!).takeUnretainedValue()
                    let bytes = UnsafeRawBufferPointer(start: text, count: length)
                    box.handler(String(decoding: bytes, as: UTF8.self))
                }, Unmanaged.passUnretained(box).toOpaque())
            } else {
                mosaic_setprintsink(L, nil, nil)
                printBox = nil
            }
        }
    }

    /// Runs Lua text in the sandbox and discards its results.
    ///
    /// - Parameters:
    ///   - source: Lua text.
    ///   - chunkName: the name errors give the text (`=name` for a bare name,
    ///     `@file.lua` for a file).
    /// - Throws: ``LuaError`` for a syntax error, a runtime error or a limit.
    package func execute(_ source: String, chunkName: String = "=(mosaic)") throws(LuaError) {
        let saved = mainFile
        if chunkName.hasPrefix("@") { mainFile = String(chunkName.dropFirst()) }
        defer { mainFile = saved }
        try load(Array(source.utf8), chunkName: chunkName)
        try call(arguments: 0, results: 0)
    }

    /// Frees what the scripts no longer reach.
    package func collectGarbage() {
        mosaic_collectgarbage(L)
    }

    // MARK: - Calls, for the plugin host

    /// Compiles Lua text into a function on the stack.
    ///
    /// - Throws: ``LuaError`` for a syntax error or the memory limit.
    ///
    /// - Parameter slack: bytes the compile may go past the memory limit
    ///   (a prompt's line, so that `t = nil` compiles in a full state).
    func load(_ text: [UInt8], chunkName: String, slack: Int = 0) throws(LuaError) {
        let status = text.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { characters in
                mosaic_loadtextslack(L, characters.baseAddress, characters.count, chunkName, slack)
            }
        }
        if status != LUA_OK { throw popError(status: status) }
    }

    /// Calls the function below `arguments` values on the stack, protected,
    /// with the limits on, leaving `results` values.
    ///
    /// - Throws: ``LuaError``; the function and arguments are then gone.
    func call(arguments: Int32, results: Int32) throws(LuaError) {
        let status = mosaic_pcall(L, arguments, results)
        if status != LUA_OK { throw popError(status: status) }
    }

    /// Pops the error message of a failed call and makes it a ``LuaError``.
    ///
    /// - Parameter thread: the thread the call ran on (a coroutine of this
    ///   state, for a callback run from a host function); the main thread
    ///   when `nil`.
    func popError(status: Int32, thread: OpaquePointer? = nil) -> LuaError {
        let L = thread ?? self.L
        var length = 0
        let raw = lua_type(L, -1) == LUA_TSTRING
            ? String(decoding: UnsafeRawBufferPointer(start: lua_tolstring(L, -1, &length), count: length), as: UTF8.self)
            : "error object is not a string"
        clua_pop(L, 1)
        let (message, traceback) = Self.splitTraceback(raw)
        switch status {
        case MOSAIC_ERRTIME:
            var error = LuaError.located(.timeLimit, message: message, knownFile: mainFile, traceback: traceback)
            error.message = "time limit of \(limits.seconds.shortDescription) s exceeded"
            return error
        case MOSAIC_ERRMEMORY:
            var error = LuaError.located(.memoryLimit, message: message, knownFile: mainFile, traceback: traceback)
            error.message = "memory limit of \((Double(limits.memory) / 1_048_576).shortDescription) MiB exceeded"
            return error
        case LUA_ERRSYNTAX:
            return LuaError.located(.syntax, message: message, knownFile: mainFile)
        default:
            return LuaError.located(.runtime, message: message, knownFile: mainFile, traceback: traceback)
        }
    }

    /// `(message, "stack traceback:…")` from what the message handler made.
    static func splitTraceback(_ text: String) -> (String, String?) {
        let marker = Array("\nstack traceback:".utf8)
        let bytes = Array(text.utf8)
        guard bytes.count >= marker.count else { return (text, nil) }
        for start in 0...(bytes.count - marker.count) where bytes[start] == marker[0] {
            if bytes[start..<(start + marker.count)].elementsEqual(marker) {
                return (String(decoding: bytes[..<start], as: UTF8.self),
                        String(decoding: bytes[(start + 1)...], as: UTF8.self))
            }
        }
        return (text, nil)
    }

    // MARK: - Reading values

    /// The string at `index`, if it is a string (numbers are not converted,
    /// which would change the stack), its copy charged to the memory limit
    /// before it is made (``LuaHost/string(_:_:)``).
    ///
    /// - Throws: ``LuaError`` of the memory limit when it has no room for the copy.
    func string(at index: Int32) throws(LuaError) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        guard let text = LuaHost.string(L, index) else {
            throw LuaError(.memoryLimit, "memory limit of \((Double(limits.memory) / 1_048_576).shortDescription) MiB exceeded")
        }
        return text
    }

    /// The name of the type of the value at `index`: `number`, `table`, …
    func typeName(at index: Int32) -> String {
        String(cString: lua_typename(L, lua_type(L, index)))
    }
}

@available(*, unavailable, message: "a Lua state belongs to one thread")
extension LuaState: Sendable {}

/// Holds the print handler for the C sink.
private final class PrintBox {
    let handler: (String) -> Void
    init(_ handler: @escaping (String) -> Void) { self.handler = handler }
}
