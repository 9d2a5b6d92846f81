#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLua
import CLuaShims
package import Mosaic

/// A Lua file run as one chunk, as `lua SCRIPT.lua ARGS…` runs it: the
/// global `arg` (`arg[0]` the script, `arg[1]`… the arguments), the
/// arguments as `...` of the main chunk, and a first line starting with `#`
/// skipped (so `#!/usr/bin/env -S mosaic run` works), with line numbers
/// kept.
///
/// It runs in a ``LuaREPL``'s state, so it has the REPL's Mosaic API
/// (`mosaic.load`, `mosaic.compositional`, every layout method) and the
/// plugin sandbox, plus what only a script has (LuaScript+API.swift):
/// `mosaic.readJSON(path)`, `mosaic.batch(jobs [, options])` when the host
/// gives ``Hooks/batch``, and `os.exit([status])`. `print` writes the bytes
/// it is given, each line ended by a line break, to ``Hooks/output``.
///
/// The limits hold the whole script: the memory limit its state (and the
/// layouts it holds), the time limit the one call that runs the file, from
/// its compile to its end. Past the deadline every Lua state of the process
/// still in a call (a plugin layout the script prepares, a batch's workers)
/// is stopped too (``LuaScriptDeadline``), so the script's layouts and
/// batches cannot outlive it.
package final class LuaScript {
    /// How a run ended.
    package enum Outcome: Equatable, Sendable {
        /// The file ran to its end.
        case finished
        /// The script called `os.exit(status)`.
        case exited(Int32)
        /// The script failed: a syntax or runtime error, or a limit.
        case failure(LuaError)
    }

    /// What the program around the script gives it.
    package struct Hooks {
        /// Runs `mosaic.batch`'s jobs and returns one result per job, in
        /// job order, each an object with the fields of an `index.json`
        /// result; `nil` makes `mosaic.batch` fail with a message.
        package var batch: ((LuaScriptBatch) throws -> [JSONValue])?
        /// Called by `os.exit(status)`; a host that ends the process here
        /// makes `os.exit` end the script at once, as in `lua`. When it
        /// returns, `os.exit` raises an error that ends the run with
        /// ``Outcome/exited(_:)`` (a `pcall` in the script could catch it).
        package var exit: ((Int32) -> Void)?
        /// Receives what `print` writes, line breaks included; `nil` writes
        /// it to standard output.
        package var output: ((UnsafeRawBufferPointer) -> Void)?
        /// Makes the time limit hard, for a program that runs one script:
        /// a run still going, in host work that cannot stop, once the
        /// process has used ``LuaScriptDeadline/overrunGrace`` (1 s) of CPU
        /// time past its deadline, or ``LuaScriptDeadline/overrunCeiling``
        /// (30 s) of wall time has passed (a large layout's
        /// prepare, a query), ends the process as the watchdog's backstop
        /// does: `error: LABEL:LINE: time limit of N s exceeded`, with the
        /// line of the host call, the emergency cleanup
        /// (``LuaBackstop/setEmergencyCleanup(_:)``) and status 1. The
        /// label is the script's name as error lines show it; `nil` (the
        /// default) for a soft limit, under which host work ends the run
        /// only where it checks the deadline.
        package var hardDeadlineLabel: String?

        /// Hooks from their parts.
        package init(
            batch: ((LuaScriptBatch) throws -> [JSONValue])? = nil,
            exit: ((Int32) -> Void)? = nil,
            output: ((UnsafeRawBufferPointer) -> Void)? = nil,
            hardDeadlineLabel: String? = nil
        ) {
            self.batch = batch
            self.exit = exit
            self.output = output
            self.hardDeadlineLabel = hardDeadlineLabel
        }
    }

    /// The script's path, as errors name it.
    package let file: String
    let repl: LuaREPL
    let hooks: Hooks
    /// The status `os.exit` asked for, once it did.
    var requestedExit: Int32?
    /// The run's deadline, while the script runs under a time limit.
    var deadline: LuaScriptDeadline? {
        get { clock.deadline }
        set { clock.deadline = newValue }
    }
    /// Where the script's file access finds the deadline.
    private let clock = ScriptClock()
    let printBox: ScriptPrintBox

    /// A script host with the sandbox, the REPL's API and the script's own
    /// functions open.
    ///
    /// - Parameters:
    ///   - file: the script's path, for messages (`gen.lua:3: …`).
    ///   - environment: how layouts are found and files read and written,
    ///     and the limits.
    ///   - hooks: `mosaic.batch`, `os.exit` and `print`'s output.
    /// - Throws: ``LuaError`` when no Lua state can be made.
    package init(file: String, environment: ReplEnvironment, hooks: Hooks = Hooks()) throws(LuaError) {
        self.file = file
        self.hooks = hooks
        repl = try LuaREPL(environment: clock.guarding(environment), file: file)
        printBox = ScriptPrintBox(hooks.output)
        repl.script = self
        registerScriptAPI()
        mosaic_notehostcalls(repl.state.L, "@" + file)
        mosaic_setprintsink(repl.state.L, { context, text, length in
            let box = Unmanaged<ScriptPrintBox>.fromOpaque(context!).takeUnretainedValue()
            box.write(UnsafeRawBufferPointer(start: text, count: length))
        }, Unmanaged.passUnretained(printBox).toOpaque())
    }

    /// The most arguments a script takes: Lua's stack holds about a
    /// million values, and `...` puts every argument on it.
    package static let maximumArgumentCount = 100_000

    /// Runs the script's text once, with `arguments` as `arg[1]`… and `...`.
    ///
    /// - Parameters:
    ///   - source: the file's bytes (text; a binary chunk does not load).
    ///   - arguments: the script's arguments.
    /// - Returns: how the run ended; a failure carries the file, line and
    ///   traceback.
    /// - Complexity: the script's own work, held to the limits.
    package func run(source: [UInt8], arguments: [String]) -> Outcome {
        let state = repl.state
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard arguments.count <= Self.maximumArgumentCount else {
            return .failure(LuaError(.runtime, "\(arguments.count) arguments; a script takes at most \(Self.maximumArgumentCount)", file: file))
        }
        let limit = state.limits.time
        if limit > .zero {
            var overrun: (@Sendable () -> Void)?
            if let label = hooks.hardDeadlineLabel {
                // Made now: the last resort allocates nothing.
                let state = UnsafeSendable(L: L, label: ContiguousArray(label.utf8CString))
                overrun = { state.label.withUnsafeBufferPointer { mosaic_endpastdeadline(state.L, $0.baseAddress) } }
            }
            deadline = LuaScriptDeadline(after: limit, overrun: overrun)
        }
        defer {
            deadline?.cancel()
            deadline = nil
            printBox.flush()
        }
        state.mainFile = file
        do throws(LuaError) {
            try state.load(source, chunkName: "@" + file)  // a `#!` line is skipped, as for every file chunk (mosaic_filetextstart)
        } catch {
            return .failure(error)
        }
        // The arguments are the script's memory: room first, since the
        // allocator never refuses while the host builds them.
        let bytes = arguments.reduce(64 * (arguments.count + 2)) { $0 + 2 * ($1.utf8.count + 32) }
        guard mosaic_reserve(L, bytes) != 0 else {
            return .failure(state.popError(status: MOSAIC_ERRMEMORY))
        }
        guard lua_checkstack(L, Int32(arguments.count) + 8) != 0 else {
            return .failure(LuaError(.runtime, "too many arguments for Lua's stack (\(arguments.count))", file: file))
        }
        lua_createtable(L, Int32(arguments.count), 1)
        LuaHost.push(L, file)
        lua_rawseti(L, -2, 0)
        for (index, argument) in arguments.enumerated() {
            LuaHost.push(L, argument)
            lua_rawseti(L, -2, lua_Integer(index + 1))
        }
        clua_pushglobaltable(L)
        lua_rotate(L, -2, 1)
        lua_setfield(L, -2, "arg")  // the globals have no metatable: a raw set
        lua_settop(L, -2)
        for argument in arguments { LuaHost.push(L, argument) }
        do throws(LuaError) {
            try state.call(arguments: Int32(arguments.count), results: 0)
        } catch {
            if let requestedExit { return .exited(requestedExit) }
            return .failure(timeLimitIfPast(error))
        }
        return requestedExit.map(Outcome.exited) ?? .finished
    }

    /// Whether the run's time limit has passed.
    var isPastDeadline: Bool { deadline?.hasPassed ?? false }

    /// The time-limit error at `error`'s place when the run's deadline has
    /// passed: host work the deadline stopped fails with its own message
    /// (`cannot write 'a.json': …`) a moment before the watchdog marks the
    /// state, and whatever fails past the deadline failed because of it.
    private func timeLimitIfPast(_ error: LuaError) -> LuaError {
        guard isPastDeadline, error.kind != .timeLimit else { return error }
        var limited = error
        limited.kind = .timeLimit
        limited.message = LuaScriptDeadline.message(repl.state.limits)
        return limited
    }
}

/// A value sent to the deadline's thread as it is: the state's pointer
/// (only read, by a function made for any thread) and a C string.
///
/// Sendable audit: `@unchecked` because a raw pointer is not `Sendable`.
/// Invariant: the state outlives the deadline (``LuaScript/run(source:arguments:)``
/// cancels it, in a `defer`, before the state can go), and the deadline's
/// thread passes the pointer only to `mosaic_endpastdeadline`, the last
/// resort, which ends the process. Checked by `RunCommandTests`' runaway
/// scripts (a loop inside a batch ends in one line).
private struct UnsafeSendable: @unchecked Sendable {
    let L: OpaquePointer
    let label: ContiguousArray<CChar>
}

/// The run's deadline as the script's file access sees it: a write stops
/// between two pieces of its output, a read before and after the parse.
final class ScriptClock {
    var deadline: LuaScriptDeadline?

    /// The error host work throws when the deadline has passed, if it has.
    func check(_ limits: LuaLimits) throws {
        if deadline?.hasPassed == true { throw LuaScriptDeadline.Exceeded(limits: limits) }
    }

    /// `environment` with its writes checking the deadline between pieces
    /// (one atomic load per buffer of the exporters: about 1 MiB) and its
    /// reads before and after they run.
    func guarding(_ environment: ReplEnvironment) -> ReplEnvironment {
        var guarded = environment
        let limits = environment.limits
        guarded.writeFile = { [unowned self] path, produce in
            try self.check(limits)
            try environment.writeFile(path) { sink in
                try withoutActuallyEscaping(sink) { sink in
                    try produce { bytes in
                        try self.check(limits)
                        try sink(bytes)
                    }
                }
            }
        }
        guarded.readFile = { [unowned self] path in
            try self.check(limits)
            let bytes = try environment.readFile(path)
            try self.check(limits)
            return bytes
        }
        return guarded
    }
}

@available(*, unavailable, message: "a script belongs to one thread")
extension LuaScript: Sendable {}

/// Where `print` sends a script's lines: the host's output, or standard
/// output through a 64 KiB buffer (``flush()`` at the end of a run and
/// before `os.exit`).
final class ScriptPrintBox {
    let output: ((UnsafeRawBufferPointer) -> Void)?
    private var buffer: [UInt8] = []
    private static let bufferSize = 1 << 16

    init(_ output: ((UnsafeRawBufferPointer) -> Void)?) { self.output = output }

    /// Writes one line and its line break.
    func write(_ line: UnsafeRawBufferPointer) {
        if let output {
            output(line)
            withUnsafeBytes(of: UInt8(ascii: "\n")) { output($0) }
            return
        }
        if buffer.count + line.count >= Self.bufferSize {
            flush()
            if line.count >= Self.bufferSize { Self.writeAll(line) } else { buffer.append(contentsOf: line) }
        } else {
            buffer.append(contentsOf: line)
        }
        buffer.append(UInt8(ascii: "\n"))
    }

    /// Writes what the buffer holds.
    func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { Self.writeAll($0) }
        buffer.removeAll(keepingCapacity: true)
    }

    /// Writes every byte to standard output; a failure (a closed pipe) drops the rest.
    private static func writeAll(_ bytes: UnsafeRawBufferPointer) {
        var offset = 0
        while offset < bytes.count {
            let count = systemWrite(STDOUT_FILENO, bytes.baseAddress! + offset, bytes.count - offset)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            offset += count
        }
    }
}

/// `write(2)`, out of reach of ``ScriptPrintBox/write(_:)``'s name.
private func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}
