#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading plugin files.
enum SourceFile {
    /// The bytes of the file at `path`.
    ///
    /// - Throws: ``LuaError/Kind/file`` naming the file and the system's reason.
    static func read(_ path: String) throws(LuaError) -> [UInt8] {
        guard let file = fopen(path, "rb") else {
            throw LuaError(.file, "cannot read the plugin: \(String(cString: strerror(errno)))", file: path)
        }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            bytes.append(contentsOf: buffer[..<count])
            if count < buffer.count {
                if ferror(file) != 0 {
                    throw LuaError(.file, "cannot read the plugin: \(String(cString: strerror(errno)))", file: path)
                }
                return bytes
            }
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
