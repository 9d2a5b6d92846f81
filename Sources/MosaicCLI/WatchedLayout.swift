import Mosaic
import MosaicLua

/// The layout a command that follows its files (`mosaic layout --watch`,
/// `mosaic serve`) lays out: a Lua plugin file reloaded on every load, the
/// `--spec` or `--swift` file reread, or a built-in; and the files whose changes call for
/// a new load.
struct WatchedLayout {
    /// The plugin file, or `nil` for a built-in layout or a spec.
    let pluginFile: String?
    /// The `--spec` or `--swift` file, if any.
    let specFile: String?
    /// The `--swift` files and folders (`PATH[#NAME]`): every Swift file they hold is followed.
    let swiftReferences: [String]
    /// The layout's name as given (the kind a `--swift` file must describe).
    private let name: String
    /// The `--data` file, if any.
    let dataFile: String?
    /// The built-in layout, or `nil` for a plugin or a spec.
    private let builtin: LayoutDescriptor?
    /// The limits the plugin runs under.
    let limits: LuaLimits
    /// The last plugin that loaded, reloaded by each ``load(parameters:)``.
    private var plugin: LuaPlugin?
    /// The module files the last load `require`d or tried to (``LuaPlugin/load(file:limits:modules:)``).
    private var moduleFiles: [String] = []

    /// Resolves the layout `name` once; its file, if any, is then read again by each load.
    ///
    /// - Throws: ``LayoutError/unknownLayout(name:available:)`` when nothing answers to the name.
    init(name: String, parameters: ParameterOptions, items: ItemOptions, limits: LuaLimits) throws {
        self.limits = limits
        let resolver = LayoutResolver(limits: limits)
        pluginFile = resolver.pluginFile(for: name)
        specFile = parameters.descriptionFile
        swiftReferences = parameters.swift
        dataFile = items.data
        self.name = name
        builtin = try pluginFile == nil && specFile == nil ? resolver.descriptor(for: name) : nil
    }

    /// Whether any file is followed: a plugin, a spec or a data file.
    var hasFiles: Bool { pluginFile != nil || specFile != nil || dataFile != nil }

    /// The files whose changes call for a new load: the plugin file and the
    /// module files its last load `require`d or tried to (subfolders
    /// included; a module that was missing is watched until it appears),
    /// then the spec and data files.
    func watchedPaths() -> [String] {
        var paths: [String] = []
        if let pluginFile {
            paths.append(pluginFile)
            for file in moduleFiles where !paths.contains(file) { paths.append(file) }
        }
        if !swiftReferences.isEmpty {
            paths += SwiftInput.watchedPaths(swiftReferences)
        } else if let specFile {
            paths.append(specFile)
        }
        if let dataFile { paths.append(dataFile) }
        return paths
    }

    /// Loads the layout's current version: reloads the plugin (kept at its
    /// last good version when that fails, as ``LuaPlugin/reload()`` does)
    /// or rereads the spec (JSON or Swift).
    ///
    /// - Throws: ``LuaError`` (`file.lua:12: …`) for a plugin that fails,
    ///   ``JSONError`` or ``CommandError`` for a spec that cannot be read.
    mutating func load(parameters: ParameterOptions, environment: LayoutEnvironment = LayoutEnvironment()) throws -> LayoutDescriptor {
        if let pluginFile {
            if plugin == nil {
                plugin = try LuaPlugin.load(file: pluginFile, limits: limits, modules: &moduleFiles)
            } else {
                try plugin!.reload(modules: &moduleFiles)
            }
            return plugin!.descriptor
        }
        if let spec = try parameters.specDescriptor(layout: name, environment: environment, limits: limits) { return spec }
        return builtin!
    }
}
