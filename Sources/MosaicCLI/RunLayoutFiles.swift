import Mosaic
import MosaicSwift
import MosaicLua

/// The layout files a script names (`mosaic.load("my.lua")`, a spec
/// `.json`, a batch job's `layout`), read from the working directory as
/// `mosaic layout` reads them, through the run's folder.
///
/// Only a `.lua` plugin or a `.json` spec is read (``RunPath/checkLayoutFileKind(_:)``),
/// and only as a ``RunFolder`` reads: walked from the folder's descriptor
/// without following links, so the bytes handed to the loader are those of
/// the file that was checked, whatever is renamed or linked meanwhile. A
/// plugin keeps the folder it was found in, open, for its `require`
/// (``PluginSource``), and `l:reload()` reads the file again the same way.
struct RunLayoutFiles: Sendable {
    /// The working directory, opened at the start of the run.
    let folder: RunFolder
    /// The limits plugins are loaded under.
    let limits: LuaLimits

    /// The layout the file at `path` describes, a plugin loaded under
    /// `limits` (the run's own unless a batch job's are given).
    ///
    /// - Throws: ``CommandError`` for a path or a file the rules refuse,
    ///   ``LuaError`` for a plugin that does not load, ``JSONError`` for a
    ///   spec that is not valid.
    func descriptor(for path: String, limits: LuaLimits? = nil) throws -> LayoutDescriptor {
        try Self.checkPath(path)
        if path.hasSuffix(".json") {
            let bytes = try folder.read(path, role: "spec file")
            return CompositionalLayout.descriptor(for: try CompositionalConfiguration.parse(json: bytes, file: path))
        }
        let (file, selector) = try Self.swiftFile(path)
        if file.hasSuffix(".swift") {
            let bytes = try folder.read(file, role: "Swift file")
            let log = SwiftInput.skippedLog()
            let descriptor = try SwiftInput.tried(SwiftLayoutSource.read(
                String(decoding: bytes, as: UTF8.self), path: file, selector: selector, limits: SwiftInput.sourceLimits(limits ?? self.limits),
                skippedLog: log
            ), environment: LayoutEnvironment())
            SwiftInput.report(log)
            return descriptor
        }
        var modules: [String] = []
        return try LuaPlugin.load(source: try pluginSource(path), file: path, limits: limits ?? self.limits, modules: &modules).descriptor
    }

    /// Checks a layout file's path before anything is read: its kind and
    /// the rules of every path a script names (``RunPath``).
    ///
    /// - Throws: ``CommandError`` naming the path and the rule.
    static func checkPath(_ path: String) throws(CommandError) {
        let file = (try? swiftFile(path).path) ?? path
        try RunPath.checkLayoutFileKind(file)
        _ = try RunPath.components(of: file, inside: "the working directory")
    }

    /// A `.swift` path with its `#NAME` (``SwiftLayoutSelector``) split off;
    /// any other path as it is. A script reads one Swift file (through the
    /// run's folder), not a folder.
    static func swiftFile(_ path: String) throws(CommandError) -> (path: String, selector: SwiftLayoutSelector?) {
        guard let hash = path.firstIndex(of: "#"), path[..<hash].hasSuffix(".swift") else { return (path, nil) }
        do {
            return try SwiftLayoutSelector.split(path)
        } catch {
            throw CommandError("\(path): \(error.message)")
        }
    }

    /// The plugin file at `path`, read through the folder, with the folder
    /// it is in, open.
    ///
    /// - Throws: ``CommandError`` naming the path.
    func pluginSource(_ path: String) throws -> PluginSource {
        try Self.checkPath(path)
        let (bytes, moduleFolder) = try folder.readKeepingFolder(path, role: "plugin")
        return PluginSource(text: bytes, moduleFolder: PluginFolder(adopting: moduleFolder))
    }
}
