import Mosaic
import MosaicLua

/// Finds the layout that a name on the command line stands for, and lists
/// every layout there is.
///
/// This is the one place that knows where layouts come from:
/// - an argument ending in `.lua` or containing a `/` is a plugin file,
///   loaded as given;
/// - otherwise a built-in layout of that name (``BuiltinLayouts``) wins;
/// - otherwise the first plugin of that name on the ``PluginSearchPath``.
///
/// Plugins are loaded lazily, in search order, and each at most once: a
/// name stops the search at the first plugin that answers to it. Plugins
/// loaded to learn their names run under ``discoveryLimits``, so a plugin
/// that hangs costs a search or a listing one second, not ten; the file
/// named after what was asked for gets the full limits if it needs them.
struct LayoutResolver {
    /// The built-in layouts, in listing order; they win over plugins of the same name.
    var builtins: [LayoutDescriptor]
    /// Where plugins are found.
    var searchPath: PluginSearchPath
    /// The limits every plugin is loaded and run under.
    var limits: LuaLimits
    /// Loads the layout files (a `.lua` or `.json` file, a path with `/`)
    /// instead of ``descriptor(for:)`` loading them by name: `mosaic run`
    /// reads them through its folder (``RunLayoutFiles``). It is handed
    /// ``limits``, so that a resolver with other limits (a batch job's)
    /// loads under its own.
    var loadFile: (@Sendable (_ path: String, _ limits: LuaLimits) throws -> LayoutDescriptor)?

    /// The limits of plugins loaded only to be listed or to learn their
    /// names: the memory limit, and at most ``discoveryTime`` to run the file
    /// and try its prepare on 12 items.
    var discoveryLimits: LuaLimits {
        let time = limits.time == .zero ? Self.discoveryTime : min(limits.time, Self.discoveryTime)
        return LuaLimits(memory: limits.memory, time: time)
    }

    /// The most a plugin may take to load while layouts are listed or searched.
    static let discoveryTime: Duration = .seconds(1)

    /// A resolver over the built-in layouts and the plugins on `searchPath`.
    init(
        builtins: [LayoutDescriptor] = BuiltinLayouts.all,
        searchPath: PluginSearchPath = .standard(),
        limits: LuaLimits = .default
    ) {
        self.builtins = builtins
        self.searchPath = searchPath
        self.limits = limits
    }

    /// Whether a layout argument names a plugin file rather than a layout:
    /// it ends in `.lua` or contains a `/`.
    static func isFile(_ argument: String) -> Bool {
        argument.hasSuffix(".lua") || argument.contains("/")
    }

    /// The layout `argument` stands for.
    ///
    /// - Throws: ``LuaError`` for a `mosaic run` script (``ScriptFile``) and
    ///   for a plugin that fails to load (its file
    ///   cannot be read, does not compile, fails or places items wrongly on
    ///   the trial data, or runs past the limits);
    ///   ``LayoutError/unknownLayout(name:available:)``, listing the
    ///   built-in and plugin names, when nothing answers to the name.
    /// - Complexity: one load of each plugin file up to the one that answers.
    func descriptor(for argument: String) throws -> LayoutDescriptor {
        if Self.isFile(argument), !argument.hasSuffix(".json"), !SwiftInput.isSwiftReference(argument),
           ScriptFile.isScript(atPath: argument) {
            throw LuaError(.invalidPlugin, ScriptFile.message(argument), file: argument)
        }
        if let loadFile, Self.isFile(argument) || argument.hasSuffix(".json") || SwiftInput.isSwiftReference(argument) {
            return try loadFile(argument, limits)
        }
        // UIKit layout code (a batch job's "layout": "Layout.swift#grid", a folder "Sources/Home/").
        if SwiftInput.isSwiftReference(argument) { return try SwiftInput.descriptor(atPath: argument, limits: limits) }
        if Self.isFile(argument) {
            return try LuaPlugin.load(file: argument, limits: limits).descriptor
        }
        if let builtin = builtins.first(where: { $0.name == argument }) {
            return builtin
        }
        var names = builtins.map(\.name)
        for file in searchPath.files() {
            let plugin = discover(file, lookingFor: argument)
            if plugin.name == argument {
                return try plugin.loaded.get().running(under: limits).descriptor
            }
            if !names.contains(plugin.name) { names.append(plugin.name) }
        }
        throw LayoutError.unknownLayout(name: argument, available: names)
    }

    /// Loads `file` to learn its name, under ``discoveryLimits``; again
    /// under the full limits when it ran out of time and its file is named
    /// `name`, the layout asked for, which deserves the time it was given.
    func discover(_ file: String, lookingFor name: String) -> PluginFile {
        let plugin = PluginFile(loading: file, limits: discoveryLimits)
        guard case .failure(let error) = plugin.loaded, error.kind == .timeLimit,
              PluginFile.baseName(of: file) == name, discoveryLimits != limits
        else { return plugin }
        return PluginFile(loading: file, limits: limits)
    }

    /// Every layout: the built-ins, then each plugin file in search order,
    /// each plugin loaded once. A plugin whose name is taken by a built-in or
    /// an earlier plugin is marked as shadowed; one that fails to load is
    /// listed under its file name with its error.
    ///
    /// - Complexity: one load of every plugin file.
    func listing() -> [ListedLayout] {
        var entries = builtins.map(ListedLayout.init(builtin:))
        var winners: [String: ListedLayout.Shadow] = [:]
        for builtin in builtins { winners[builtin.name] = .builtin }
        for file in searchPath.files() {
            var entry = ListedLayout(plugin: PluginFile(loading: file, limits: discoveryLimits))
            if let winner = winners[entry.name] {
                entry.shadowedBy = winner
            } else {
                winners[entry.name] = .plugin(file: file)
            }
            entries.append(entry)
        }
        return entries
    }
}
