import Foundation
import Mosaic
import MosaicLua
import Testing

// Helpers shared by the Lua tests: paths into the package, plugins written
// to temporary files, engines over plugins.

/// The package's root directory.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

/// The path of an example plugin.
func examplePath(_ name: String) -> String { packageRoot + "/examples/" + name }

/// The path of a hostile fixture.
func hostilePath(_ name: String) -> String { packageRoot + "/Tests/Fixtures/hostile/" + name }

/// A new empty directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> String {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-lua-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url.path
}

/// Writes `text` to `directory/name` and returns the path.
@discardableResult
func write(_ text: String, to name: String, in directory: String) throws -> String {
    let path = directory + "/" + name
    try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// Limits small enough that hostile plugins fail fast.
let testLimits = LuaLimits(memory: 64 << 20, time: .milliseconds(500))

/// A plugin from text, as if it were the file `name`.
func plugin(_ source: String, file: String = "test.lua", limits: LuaLimits = .default) throws -> LuaPlugin {
    try LuaPlugin.load(source: source, file: file, limits: limits)
}

/// A plugin whose prepare is `body` (with `ctx` in scope).
func pluginPreparing(_ body: String, params: String = "{}", limits: LuaLimits = .default) throws -> LuaPlugin {
    try plugin("""
    return {
      params = \(params),
      prepare = function(ctx)
    \(body)
      end,
    }
    """, limits: limits)
}

/// Places every item in a row, 10 × 10 apart: the body of a valid prepare.
let placeEveryItem = """
    local n = 0
    for s = 0, ctx:sections() - 1 do
      for i = 0, ctx:items(s) - 1 do
        ctx:place(s, i, n * 10, 0, 10, 10)
        n = n + 1
      end
    end
"""

/// An engine over a plugin layout.
func engine(
    _ plugin: LuaPlugin, _ parameters: [String: String] = [:],
    dataSource: DataSource = DataSource(count: 10), environment: LayoutEnvironment = LayoutEnvironment()
) throws -> LayoutEngine {
    var values = plugin.defaultParameters
    for (key, value) in parameters.sorted(by: { $0.key < $1.key }) { try values.set(key, parsing: value) }
    return try LayoutEngine(layout: try plugin.makeLayout(parameters: values), dataSource: dataSource, environment: environment)
}

/// The error `body` throws, as a ``LuaError``; records an issue when it
/// throws something else or nothing.
func luaError(sourceLocation: SourceLocation = #_sourceLocation, _ body: () throws -> Void) -> LuaError? {
    do {
        try body()
        Issue.record("expected a LuaError, but nothing was thrown", sourceLocation: sourceLocation)
    } catch let error as LuaError {
        return error
    } catch LayoutError.layoutFailed(_, let error as LuaError) {
        // What a Lua layout's failure is, from the engine.
        return error
    } catch {
        Issue.record("expected a LuaError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
