#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a plugin file may be read from: only from inside its own directory.
///
/// A plugin file's real path (after symbolic links) must lie inside the real
/// path of the directory it is named in: `layouts/spiral.lua` may be a link
/// to `layouts/shapes/spiral.lua`, never to `/etc/passwd` or `../other.lua`.
/// The same rule holds for the modules a plugin `require`s (in C, see
/// `Sources/CLuaShims/sandbox.c`), so no plugin, found on the search path or
/// named on the command line, reads a file outside the tree it was given in.
enum PluginPath {
    /// Checks that `path` stays inside its directory once links are resolved.
    ///
    /// - Throws: ``LuaError/Kind/file`` naming the file, where its link
    ///   leads, and the rule. A file that does not exist passes: reading it
    ///   then says so.
    static func checkInsideItsDirectory(_ path: String) throws(LuaError) {
        let directory = SourceFile.directory(of: path)
        guard let real = realPath(path), let root = realPath(directory) else { return }
        let inside = root == "/" ? real.hasPrefix("/") : real.hasPrefix(root + "/")
        guard inside else {
            throw LuaError(.file, "cannot read the plugin: it is a symbolic link to \(real), outside \(directory); plugins are read only from inside their own directory", file: path)
        }
    }

    /// The path with every link resolved, or `nil` when it cannot be resolved.
    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
