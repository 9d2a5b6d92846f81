import CLua
import CLuaShims
import Mosaic

/// A Lua session like the stock `lua` prompt, in the plugin sandbox plus the
/// Mosaic API (`mosaic.load`, and the methods of the layouts it returns).
///
/// Feed it chunks with ``evaluate(_:)``: an expression gives its values
/// printed, a statement runs, an unfinished chunk asks for more.
package final class LuaREPL {
    /// What one chunk gave.
    package enum Outcome: Equatable {
        /// It ran; the values it returned, each printed on one or more lines.
        case values([String])
        /// It is not finished (a syntax error at `<eof>`): send it again with the next line.
        case incomplete
        /// It failed; the message.
        case failure(String)
    }

    let state: LuaState
    let environment: ReplEnvironment
    /// The loaded layouts; Lua holds indices into this list. A slot is
    /// `nil` once its layout is freed (see LuaREPL+Memory.swift).
    var layouts: [ReplLayout?] = []
    /// The layout colon commands work on: the last loaded.
    package var current: ReplLayout?
    /// The functions of layouts made with `mosaic.compositional{…}`, which
    /// run in this session's state.
    let callbacks: LuaCallbacks
    /// Whether a layout is being worked on (a method or a colon command):
    /// a Lua function it calls back (a custom group, say) may not use a
    /// layout then, which would re-enter its engine.
    var isUsingLayout = false
    /// The lines of an unfinished chunk so far, joined by line breaks.
    package private(set) var pendingChunk = ""
    /// Follows ``pendingChunk`` so that it is compiled only when it may be complete.
    private var scanner = LuaChunkScanner()
    /// How many lines ``pendingChunk`` holds, and at how many it was last compiled.
    private var pendingLines = 0
    private var checkedLines = 0
    /// How many times a chunk was compiled (each ``evaluate(_:)`` tries one or two
    /// compiles): what ``evaluate(line:)`` keeps linear.
    package private(set) var compileCount = 0
    /// The script this session runs as one chunk (`mosaic run`), which adds
    /// its own functions to the API (LuaScript+API.swift); `nil` at a prompt.
    weak var script: LuaScript?

    /// A session with the sandbox and `mosaic` open.
    ///
    /// - Throws: ``LuaError`` when no Lua state can be made.
    package convenience init(environment: ReplEnvironment) throws(LuaError) {
        try self.init(environment: environment, file: "stdin")
    }

    /// A session whose code comes from `file` (`stdin` at a prompt, the
    /// script's path for `mosaic run`), as messages name it.
    init(environment: ReplEnvironment, file: String) throws(LuaError) {
        // Every file read through the API is checked against the memory
        // left (LuaREPL+Memory.swift), before it is parsed.
        let session = WeakSession()
        var checked = environment
        checked.readFile = { path in
            let bytes = try environment.readFile(path)
            try session.repl?.checkFileFits(bytes: bytes.count, path: path)
            return bytes
        }
        self.environment = checked
        state = try LuaState(limits: environment.limits)
        callbacks = LuaCallbacks(state: state, file: file)
        state.printHandler = { line in print(line) }
        mosaic_sethost(state.L, Unmanaged.passUnretained(self).toOpaque())
        mosaic_setlabel(state.L, file)
        registerAPI()
        registerHandles()
        session.repl = self
    }

    /// Receives every line `print` writes (standard output's `print` by default).
    package func setPrintHandler(_ handler: @escaping (String) -> Void) {
        state.printHandler = handler
    }

    /// Loads a layout and makes it current, as `mosaic.load(source)` does.
    ///
    /// - Throws: what resolving the name or the parameters throws.
    @discardableResult
    package func load(_ source: String) throws -> ReplLayout {
        try reserveNewLayout(items: ReplLayout.defaultItemCount)
        let layout = try ReplLayout(source: source, parameters: [], environment: environment)
        try adopt(layout)
        return layout
    }

    /// Runs `body`, which works on a layout (a colon command), so that the
    /// Lua functions the layout calls back cannot use a layout meanwhile.
    ///
    /// - Throws: ``ReplError`` when called from such a function; what `body` throws.
    package func usingLayout<T>(_ body: () throws -> T) throws -> T {
        guard !isUsingLayout else {
            throw ReplError("a layout is in use: a layout's Lua function (a custom group, section or preferredSize function) cannot use a layout")
        }
        isUsingLayout = true
        defer {
            isUsingLayout = false
            refreshCharge()  // items deleted, a data file with fewer items…
        }
        return try body()
    }

    /// Whether a chunk is unfinished (the prompt is then `>> `).
    package var hasPendingChunk: Bool { pendingLines > 0 }

    /// Forgets the unfinished chunk (Ctrl-C at the prompt).
    package func discardPendingChunk() {
        pendingChunk = ""
        pendingLines = 0
        checkedLines = 0
        scanner = LuaChunkScanner()
    }

    /// Adds one typed line to the unfinished chunk (or starts one) and runs
    /// the chunk if it is complete.
    ///
    /// The chunk is compiled only when ``LuaChunkScanner`` says it may be
    /// complete (no open block, bracket, long string or comment, and no
    /// operator waiting for an operand), or is unsure; and, so that a syntax
    /// error inside an open block is still reported early, at its 1st, 2nd,
    /// 4th, 8th… line (a doubling, so these compiles add up to O(n) too).
    /// The total work of compiling a chunk typed in n lines is O(n), not O(n²).
    ///
    /// - Returns: ``Outcome/incomplete`` while the chunk goes on.
    /// - Complexity: O(k) for a line of k characters, plus the compiles,
    ///   O(n) in all for a chunk of n characters.
    package func evaluate(line: String) -> Outcome {
        if pendingLines > 0 { pendingChunk += "\n" }
        pendingChunk += line
        pendingLines += 1
        scanner.feed(line)
        guard scanner.mayBeComplete || pendingLines >= 2 * checkedLines else { return .incomplete }
        checkedLines = pendingLines
        let outcome = evaluate(pendingChunk)
        if outcome != .incomplete { discardPendingChunk() }
        return outcome
    }

    /// Runs one chunk: first as `return CHUNK` (an expression), then as a
    /// statement. `=expr` is `return expr`.
    ///
    /// - Complexity: one compile and run of the chunk.
    package func evaluate(_ chunk: String) -> Outcome {
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        var text = chunk
        if text.hasPrefix("=") { text = "return " + text.dropFirst() }
        do throws(LuaError) {
            do throws(LuaError) {
                compileCount += 1
                try state.load(Array(("return " + text).utf8), chunkName: "=stdin", slack: Self.compileSlack(text))
            } catch {
                compileCount += 1
                try state.load(Array(text.utf8), chunkName: "=stdin", slack: Self.compileSlack(text))
            }
        } catch {
            if error.kind == .syntax, error.message.hasSuffix("<eof>") { return .incomplete }
            return .failure(error.description)
        }
        do throws(LuaError) {
            try state.call(arguments: 0, results: LUA_MULTRET)
        } catch {
            return .failure(error.description)
        }
        var values: [String] = []
        let count = lua_gettop(L) - top
        if count > 0 {
            for index in (top + 1)...(top + count) { values.append(describe(at: index)) }
        }
        return .values(values)
    }
}

extension LuaREPL {
    /// What compiling a chunk typed at the prompt may take past the memory
    /// limit: 64 KiB and 16 bytes a character, so that a state filled to
    /// the last byte by a failed line can still compile `t = nil`.
    static func compileSlack(_ chunk: String) -> Int {
        (64 << 10) + 16 * chunk.utf8.count
    }
}

@available(*, unavailable, message: "a REPL belongs to one thread")
extension LuaREPL: Sendable {}
