import Mosaic
import MosaicLua

/// A plugin file found on the search path, loaded once: the plugin, or the
/// one-line error that stopped it.
struct PluginFile {
    /// The file, as found on the search path.
    var file: String
    /// The plugin, or why it failed to load.
    var loaded: Result<LuaPlugin, LuaError>
    /// Whether the file is a `mosaic run` script (``ScriptFile``), which is
    /// not loaded as a plugin.
    var isScript = false

    /// Loads `file` under `limits` (which runs it and tries its prepare
    /// once); a script is not run, and fails with how to run it.
    init(loading file: String, limits: LuaLimits) {
        self.file = file
        if ScriptFile.isScript(atPath: file) {
            isScript = true
            loaded = .failure(LuaError(.invalidPlugin, ScriptFile.message(file), file: file))
            return
        }
        do throws(LuaError) {
            loaded = .success(try LuaPlugin.load(file: file, limits: limits))
        } catch {
            loaded = .failure(error)
        }
    }

    /// The plugin's `name`, or the file name without `.lua` when the plugin
    /// has none or failed to load: a broken `spiral.lua` still answers to
    /// `spiral`, so that its error is reported rather than a later plugin run.
    var name: String {
        switch loaded {
        case .success(let plugin): plugin.name
        case .failure: Self.baseName(of: file)
        }
    }

    /// The file name without its directory and its `.lua` extension.
    static func baseName(of path: String) -> String {
        var name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        if name.hasSuffix(".lua") { name.removeLast(4) }
        return name
    }
}
