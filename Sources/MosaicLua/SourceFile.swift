import Mosaic

/// Reading plugin files.
enum SourceFile {
    /// The bytes of the plugin file at `path`, read by ``InputFile``: a
    /// regular file only, at most the input limit (`--max-input-size`).
    ///
    /// - Throws: ``LuaError/Kind/file`` naming the file and the reason.
    static func read(_ path: String) throws(LuaError) -> [UInt8] {
        do {
            return try InputFile.read(atPath: path, role: "plugin")
        } catch {
            throw LuaError(.file, "cannot read the plugin: \(error.reasonDescription)", file: path)
        }
    }

    /// The directory part of `path` (`.` when there is none).
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its directory and its `.lua` extension.
    static func baseName(of path: String) -> String {
        var name = path.lastIndex(of: "/").map { String(path[path.index(after: $0)...]) } ?? path
        if name.hasSuffix(".lua") { name.removeLast(4) }
        return name
    }
}
