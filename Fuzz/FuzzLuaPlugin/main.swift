// Fuzzes the Lua plugin host with random source under tiny limits (8 MiB,
// 0.2 s a call): the text is loaded as a plugin (LuaPlugin.load, which runs
// it and tries its prepare on 12 items) and, when it loads, made into a
// layout and prepared on other data; then it is run as a chunk in a fresh
// REPL session, after which `1 + 1` must still give 2.
//
// The sandbox's setup runs under the time limit too (LuaState.init), so under
// heavy load a session can fail to start in 0.2 s: the harness tries three
// times before it calls that a finding, and likewise for `1 + 1`.
//
// A plugin that loads also answers every hook (bounds changes, target
// offset, self-sizing) and goes through a batch update.
//
// The plugin's directory is a scratch folder with a module (`helper`), a
// link that leads out of it (`outside`) and a FIFO (`fifo`), so `require`
// meets what an attacker would put there. A refused plugin must give one
// printable error line; a trap, a sanitizer report, a hang past libFuzzer's
// -timeout or memory past -rss_limit_mb is a bug.
import FuzzSupport
import Glibc
import Mosaic
import MosaicLua

let limits = LuaLimits(memory: 8 << 20, time: .milliseconds(200))

/// The scratch folder the plugin "lives" in, made once.
let pluginDirectory: String = {
    var template = Array("/tmp/mosaic-fuzz-lua-XXXXXX".utf8CString)
    guard let made = mkdtemp(&template) else { fatalError("cannot make a scratch folder: errno \(errno)") }
    let directory = String(cString: made)
    let helper = "return { answer = 42, twice = function(x) return 2 * x end }\n"
    guard let file = fopen(directory + "/helper.lua", "w") else { fatalError("cannot write helper.lua: errno \(errno)") }
    fputs(helper, file)
    fclose(file)
    symlink("/etc/passwd", directory + "/outside.lua")
    mkfifo(directory + "/fifo.lua", 0o600)
    atexit {
        for name in ["helper.lua", "outside.lua", "fifo.lua"] { unlink(pluginDirectory + "/" + name) }
        rmdir(pluginDirectory)
    }
    return directory
}()

/// Other data than the plugin's trial: two sections, one empty.
let otherData: DataSource = {
    let items = (0..<7).map { (index: Int) -> ItemMetrics in
        ItemMetrics(width: Double(50 + 9 * index), height: Double(30 + 17 * index))
    }
    return DataSource(sections: [items, []])
}()

func loadAsPlugin(_ source: String) {
    let plugin: LuaPlugin
    do {
        plugin = try LuaPlugin.load(source: source, file: pluginDirectory + "/fuzz.lua", limits: limits)
    } catch {
        checkErrorLine(error.description, from: "plugin load")
        return
    }
    do {
        let layout = try plugin.makeLayout()
        layout.setPrintHandler { _ in }
        let engine = try LayoutEngine(layout: layout, dataSource: otherData)
        try engine.prepare()
        _ = try engine.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 400, height: 400))
        // Every hook: bounds changes, where scrolling stops, self-sizing,
        // and the attributes items appear from and disappear to.
        try engine.setContentOffset(Point(x: 0, y: 120))
        _ = try engine.targetContentOffset(proposed: Point(x: 0, y: 80), velocity: Point(x: 0, y: 2))
        _ = try engine.selfSizeVisibleItems()
        var update = BatchUpdate()
        update.deleteItems = [ItemPath(0, 1)]
        update.insertItems = [ItemPath(0, 0), ItemPath(1, 0)]
        update.moveItems = [ItemMove(from: ItemPath(0, 3), to: ItemPath(0, 6))]
        try engine.performBatchUpdates(update)
    } catch {
        checkErrorLine("\(error)", from: "plugin prepare")
    }
}

func runInREPL(_ source: String) {
    struct Refused: Error {}
    let environment = ReplEnvironment(
        limits: limits,
        resolve: { name in try BuiltinLayouts.named(name) },
        readFile: { _ in throw Refused() },
        writeFile: { _, _ in throw Refused() }
    )
    // The sandbox's own setup and `1 + 1` run under the same 0.2 s, so on a
    // loaded machine one of them can time out now and then; three failures
    // in a row are a finding (a state left broken), one is not.
    var session: LuaREPL?
    var failure = ""
    for _ in 0..<3 where session == nil {
        do { session = try LuaREPL(environment: environment) } catch { failure = "\(error)" }
    }
    guard let repl = session else { fatalError("no REPL session, three times: \(failure)") }
    repl.setPrintHandler { _ in }
    _ = repl.evaluate(source)
    var after = repl.evaluate("1 + 1")
    for _ in 0..<2 where after != .values(["2"]) { after = repl.evaluate("1 + 1") }
    fuzzCheck(after == .values(["2"]), "after the chunk, 1 + 1 gave \(after) three times")
}

/// The input being tried, for the backstop (below).
nonisolated(unsafe) var currentInput: (bytes: UnsafePointer<UInt8>?, size: Int) = (nil, 0)
/// Where the input the backstop ended the process on is written: in
/// libFuzzer's -artifact_prefix folder, as `backstop-PID`.
let backstopPath: UnsafeMutablePointer<CChar> = {
    let option = "-artifact_prefix="
    let prefix = CommandLine.arguments.last { $0.hasPrefix(option) }.map { String($0.dropFirst(option.count)) } ?? "./"
    return strdup(prefix + "backstop-\(getpid())")
}()
// The backstop (a Lua call stuck in C past its deadline plus a grace) ends
// the process from the watchdog thread with _exit, which libFuzzer does not
// see: it would keep no reproducer. So the emergency cleanup, which runs
// just before, writes the input itself, with async-signal-safe calls only.
LuaBackstop.setEmergencyCleanup {
    guard let bytes = currentInput.bytes else { return }
    let file = open(backstopPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard file >= 0 else { return }
    _ = write(file, bytes, currentInput.size)
    close(file)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = pluginDirectory
    currentInput = (data, size)
    defer { currentInput = (nil, 0) }
    loadAsPlugin(source)
    runInREPL(source)
    return 0
}

runFuzzer(fuzz)
