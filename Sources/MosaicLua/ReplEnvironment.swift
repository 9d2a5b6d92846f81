public import Mosaic

/// What the REPL needs from the program around it: how names become
/// layouts, and how files are read and written. The command line supplies
/// its own resolver (built-ins, plugin files, the plugin search path) and
/// its atomic writer.
public struct ReplEnvironment {
    /// The layout a name, plugin name or `.lua` file stands for.
    public var resolve: (String) throws -> LayoutDescriptor
    /// The bytes of a file.
    public var readFile: (String) throws -> [UInt8]
    /// Replaces a file with text, atomically.
    public var writeFile: (_ path: String, _ text: String) throws -> Void
    /// The limits of the REPL's own Lua state.
    public var limits: LuaLimits
    /// Reads a plugin file again for `l:reload()`, when the host reads
    /// plugin files itself (`mosaic run`, through its folder); `nil` to
    /// read it by name.
    public var readPlugin: ((String) throws -> PluginSource)?

    /// An environment from its parts.
    public init(
        limits: LuaLimits = .default,
        resolve: @escaping (String) throws -> LayoutDescriptor,
        readFile: @escaping (String) throws -> [UInt8],
        writeFile: @escaping (_ path: String, _ text: String) throws -> Void,
        readPlugin: ((String) throws -> PluginSource)? = nil
    ) {
        self.readPlugin = readPlugin
        self.limits = limits
        self.resolve = resolve
        self.readFile = readFile
        self.writeFile = writeFile
    }
}
