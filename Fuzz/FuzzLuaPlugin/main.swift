// Fuzzes the Lua plugin host with random source under tiny limits (8 MiB,
// 0.2 s a call): the text is loaded as a plugin (LuaPlugin.load, which runs
// it and tries its prepare on 12 items) and, when it loads, made into a
// layout and prepared on other data; then it is run as a chunk in a fresh
// REPL session, after which `1 + 1` must still give 2.
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
        update.deleteItems = [IndexPath(0, 1)]
        update.insertItems = [IndexPath(0, 0), IndexPath(1, 0)]
        update.moveItems = [ItemMove(from: IndexPath(0, 3), to: IndexPath(0, 6))]
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
    let repl: LuaREPL
    do {
        repl = try LuaREPL(environment: environment)
    } catch {
        fatalError("no REPL session: \(error)")
    }
    repl.setPrintHandler { _ in }
    _ = repl.evaluate(source)
    let after = repl.evaluate("1 + 1")
    fuzzCheck(after == .values(["2"]), "after the chunk, 1 + 1 gave \(after)")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    _ = pluginDirectory
    loadAsPlugin(source)
    runInREPL(source)
    return 0
}

runFuzzer(fuzz)
