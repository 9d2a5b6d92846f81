public import Mosaic

/// A layout written in Lua: a `.lua` file that returns a table with a
/// `prepare` function and optional parameters (see `docs/lua-api.md`).
///
/// A plugin value is what the file declared when it was last loaded
/// successfully: name, description, parameters and the text itself. It is
/// `Sendable`; each layout made from it runs in a Lua state of its own.
///
/// ```swift
/// var plugin = try LuaPlugin.load(file: "examples/spiral.lua")
/// var parameters = plugin.defaultParameters
/// try parameters.set("radius", parsing: "120")
/// let engine = try LayoutEngine(layout: try plugin.makeLayout(parameters: parameters), dataSource: data)
/// try plugin.reload()   // after an edit; on failure the plugin is unchanged
/// ```
public struct LuaPlugin: Sendable {
    /// The file, as given to ``load(file:limits:)``.
    public let file: String
    /// The layout's name: the table's `name`, or the file name without `.lua`.
    public var name: String { definition.name }
    /// The table's `description`, or an empty string.
    public var summary: String { definition.summary }
    /// The parameters, sorted by name, with their types, ranges, defaults and docs.
    public var parameterSpecs: [ParameterSpec] { definition.parameterSpecs }
    /// The limits every state of this plugin runs under.
    public let limits: LuaLimits
    /// The text of the version loaded.
    let source: [UInt8]
    let definition: LuaPluginDefinition
    /// The module files the version loaded `require`d (or tried to) while it
    /// loaded and prepared the trial data, subfolders included
    /// (the modules `require` read): with ``file``, what a watch follows.
    public private(set) var moduleFiles: [String] = []
    /// The plugin's folder, open, when the host read the file through it
    /// (``load(source:file:limits:modules:)``): `require` reads there.
    var moduleFolder: PluginFolder? = nil

    /// The data a plugin is tried on when it is loaded: 12 items with
    /// heights from 80 to 240, in one section, in the default viewport.
    public static let trialDataSource = DataSource.generated(count: 12, heights: 80...240, seed: 0x5EED)

    /// Loads a plugin file, checks its table and tries its prepare on
    /// ``trialDataSource`` with the default parameters.
    ///
    /// - Parameters:
    ///   - file: the path of the `.lua` file; modules are `require`d from its directory.
    ///   - limits: memory and time limits for every call.
    /// - Throws: ``LuaError``, one line `file.lua:12: message`: the file
    ///   cannot be read, does not compile, fails while it runs, returns no
    ///   valid plugin table, or its prepare fails or places items wrongly.
    /// - Complexity: one run of the file and one prepare of 12 items.
    public static func load(file: String, limits: LuaLimits = .default) throws(LuaError) -> LuaPlugin {
        var modules: [String] = []
        return try load(file: file, limits: limits, modules: &modules)
    }

    /// Loads a plugin file as ``load(file:limits:)`` does, and tells which
    /// module files it `require`d or tried to, whether it loaded or not: a
    /// watch follows those too, so that fixing a broken module reloads.
    ///
    /// - Parameters:
    ///   - file: the path of the `.lua` file.
    ///   - limits: memory and time limits for every call.
    ///   - modules: set to the module files (``moduleFiles`` on success).
    public static func load(file: String, limits: LuaLimits = .default, modules: inout [String]) throws(LuaError) -> LuaPlugin {
        modules = []
        try PluginPath.checkInsideItsDirectory(file)
        return try load(source: SourceFile.read(file, memoryLimit: limits.memory), file: file, limits: limits, modules: &modules)
    }

    /// Loads a plugin from its text, as if read from `file`.
    ///
    /// - Parameters:
    ///   - source: the Lua text.
    ///   - file: the name errors give, whose directory `require` reads.
    ///   - limits: memory and time limits for every call.
    /// - Throws: ``LuaError``, as ``load(file:limits:)``.
    public static func load(source: String, file: String, limits: LuaLimits = .default) throws(LuaError) -> LuaPlugin {
        try load(source: Array(source.utf8), file: file, limits: limits)
    }

    static func load(source: [UInt8], file: String, limits: LuaLimits) throws(LuaError) -> LuaPlugin {
        var modules: [String] = []
        return try load(source: source, file: file, limits: limits, modules: &modules)
    }

    static func load(source: [UInt8], file: String, limits: LuaLimits, modules: inout [String]) throws(LuaError) -> LuaPlugin {
        try load(source: PluginSource(text: source, moduleFolder: nil), file: file, limits: limits, modules: &modules)
    }

    /// Loads a plugin from the text a host read itself, as
    /// ``load(file:limits:modules:)`` loads a file: for a host that reads
    /// plugin files through folders it walked without following links
    /// (`mosaic run`), so that what is loaded is what it checked.
    ///
    /// - Parameters:
    ///   - source: the text, and the open folder `require` reads modules
    ///     from (the directory of `file`, by name, when it has none).
    ///   - file: the name errors give.
    ///   - modules: set to the module files it `require`d or tried to.
    /// - Throws: ``LuaError``, as ``load(file:limits:)``.
    package static func load(source: PluginSource, file: String, limits: LuaLimits = .default, modules: inout [String]) throws(LuaError) -> LuaPlugin {
        let instance = try LuaPluginInstance(source: source.text, file: file, moduleFolder: source.moduleFolder, limits: limits, modules: &modules)
        // The trial prepare may require modules too.
        defer { modules = instance.state.requiredModuleFiles }
        var plugin = LuaPlugin(file: file, limits: limits, source: source.text, definition: instance.definition, moduleFolder: source.moduleFolder)
        try plugin.tryPrepare(instance)
        plugin.moduleFiles = instance.state.requiredModuleFiles
        return plugin
    }

    /// Prepares the trial data with the default parameters, printing nothing.
    private func tryPrepare(_ instance: LuaPluginInstance) throws(LuaError) {
        instance.state.printHandler = { _ in }
        let layout = LuaLayout(plugin: self, parameters: defaultParameters, instance: instance)
        do throws(LayoutError) {
            let engine = try LayoutEngine(layout: layout, dataSource: Self.trialDataSource)
            try engine.prepare()
        } catch .layoutFailed(_, let error as LuaError) {
            throw error
        } catch {
            throw LuaError(.runtime, "\(error) (trying the plugin on 12 items)", file: file)
        }
    }

    /// Re-reads ``file``. If the new version loads and prepares the trial
    /// data, it replaces this one; otherwise this plugin is unchanged and the
    /// error is thrown, so nothing is lost while someone edits the script.
    ///
    /// - Throws: ``LuaError``, as ``load(file:limits:)``.
    public mutating func reload() throws(LuaError) {
        self = try Self.load(file: file, limits: limits)
    }

    /// Re-reads ``file`` as ``reload()`` does, and tells which module files
    /// the new version `require`d or tried to, whether it loaded or not.
    public mutating func reload(modules: inout [String]) throws(LuaError) {
        self = try Self.load(file: file, limits: limits, modules: &modules)
    }

    /// Replaces this plugin with the version `source` holds (read again by
    /// the host), as ``reload(modules:)`` does with the file.
    package mutating func reload(from source: PluginSource, modules: inout [String]) throws(LuaError) {
        self = try Self.load(source: source, file: file, limits: limits, modules: &modules)
    }

    /// The same plugin, whose layouts run under other limits: for a plugin
    /// loaded under a short limit only to learn its name, say.
    ///
    /// - Complexity: O(1); the file is not read again.
    public func running(under limits: LuaLimits) -> LuaPlugin {
        LuaPlugin(file: file, limits: limits, source: source, definition: definition, moduleFiles: moduleFiles, moduleFolder: moduleFolder)
    }

    /// The parameters at their defaults.
    public var defaultParameters: Parameters { Parameters(layoutName: name, specs: parameterSpecs) }

    /// Makes the layout in a new Lua state.
    ///
    /// - Parameter parameters: the values (defaults when `nil`), validated
    ///   by the caller, as `Parameters.set(_:to:)` does.
    /// - Throws: ``LuaError`` when the file no longer runs the way it did
    ///   (it reads the clock, say) or memory is short.
    /// - Complexity: one run of the file.
    public func makeLayout(parameters: Parameters? = nil) throws(LuaError) -> LuaLayout {
        let instance = try LuaPluginInstance(source: source, file: file, moduleFolder: moduleFolder, limits: limits)
        return LuaLayout(plugin: self, parameters: parameters ?? defaultParameters, instance: instance)
    }

    /// The plugin as a `LayoutDescriptor`, to list and make it like a
    /// built-in. A layout that cannot be made throws its error from its
    /// first prepare.
    public var descriptor: LayoutDescriptor {
        LayoutDescriptor(name: name, summary: summary, parameters: parameterSpecs) { parameters in
            do throws(LuaError) {
                return try makeLayout(parameters: parameters)
            } catch {
                return LuaLayout(plugin: self, parameters: parameters, failure: error)
            }
        }
    }
}
