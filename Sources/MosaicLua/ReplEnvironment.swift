package import Mosaic

/// What the REPL needs from the program around it: how names become
/// layouts, and how files are read and written. The command line supplies
/// its own resolver (built-ins, plugin files, the plugin search path) and
/// its atomic writer.
package struct ReplEnvironment {
    /// The layout a name, plugin name or `.lua` file stands for.
    package var resolve: (String) throws -> LayoutDescriptor
    /// The bytes of a file.
    package var readFile: (String) throws -> [UInt8]
    /// What writes a document: it calls the sink it is given with each
    /// piece in turn and lets the sink's error through.
    package typealias Producer = (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void
    /// Replaces a file, atomically, with what the producer writes, piece by
    /// piece, so that a document of any size is never held whole.
    package var writeFile: (_ path: String, _ produce: Producer) throws -> Void
    /// The limits of the REPL's own Lua state.
    package var limits: LuaLimits
    /// Reads a plugin file again for `l:reload()`, when the host reads
    /// plugin files itself (`mosaic run`, through its folder); `nil` to
    /// read it by name.
    package var readPlugin: ((String) throws -> PluginSource)?
    /// What writes a layout as source code, by file extension (`swift`):
    /// `:save FILE.swift` and `l:save("FILE.swift")` write what it returns.
    /// It throws for a layout it cannot write.
    package var sourceWriters: [String: (any CollectionLayout) throws -> String]

    /// An environment from its parts.
    package init(
        limits: LuaLimits = .default,
        resolve: @escaping (String) throws -> LayoutDescriptor,
        readFile: @escaping (String) throws -> [UInt8],
        writeFile: @escaping (_ path: String, _ produce: Producer) throws -> Void,
        readPlugin: ((String) throws -> PluginSource)? = nil,
        sourceWriters: [String: (any CollectionLayout) throws -> String] = [:]
    ) {
        self.sourceWriters = sourceWriters
        self.readPlugin = readPlugin
        self.limits = limits
        self.resolve = resolve
        self.readFile = readFile
        self.writeFile = writeFile
    }
}
