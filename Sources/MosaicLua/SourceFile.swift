import Mosaic

/// Reading plugin files.
enum SourceFile {
    /// The bytes of the plugin file at `path`, read by ``InputFile``: a
    /// regular file only, at most the input limit (`--max-input-size`) and
    /// at most `memoryLimit` (its text could not compile in less).
    ///
    /// - Throws: ``LuaError/Kind/file`` naming the file and the reason.
    static func read(_ path: String, memoryLimit: Int = 0) throws(LuaError) -> [UInt8] {
        let limit = memoryLimit > 0 ? min(InputFile.maximumSize, memoryLimit) : InputFile.maximumSize
        do {
            return try InputFile.read(atPath: path, role: "plugin", maximumSize: limit)
        } catch where limit < InputFile.maximumSize && { if case .tooLarge = error.reason { true } else { false } }() {
            let mebibytes = (Double(memoryLimit) / 1_048_576).shortDescription
            throw LuaError(.file, "cannot read the plugin: it is larger than its memory limit of \(mebibytes) MiB" + LimitHints.suffix(for: .memory), file: path)
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
