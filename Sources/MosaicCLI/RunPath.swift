#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths a script may name: relative, inside its folder, through no
/// symbolic link. The rules are checked on the text first (here), then on
/// the file system as the path is walked (``RunFolder``).
enum RunPath {
    /// The components of `path`, checked: not empty, no NUL byte (C would
    /// cut the path there), not absolute, no `..`; `.` and empty
    /// components dropped.
    ///
    /// - Parameter folder: what the path must stay in, for messages: `the
    ///   output folder (--out)`.
    /// - Throws: ``CommandError`` saying which rule the path breaks.
    static func components(of path: String, inside folder: String) throws(CommandError) -> [String] {
        let shown = quoted(path)
        guard !path.isEmpty else { throw CommandError("give a file name, not an empty path") }
        guard !path.utf8.contains(0) else {
            throw CommandError("the path \(shown) has a NUL byte; give a plain path inside \(folder)")
        }
        guard !path.hasPrefix("/") else {
            throw CommandError("\(shown) is an absolute path; a script names files relative to \(folder)")
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map(String.init)
        guard !parts.contains("..") else {
            throw CommandError("\(shown) goes up with '..'; a script names files inside \(folder)")
        }
        guard !parts.isEmpty else { throw CommandError("\(shown) is a folder; give a file name") }
        return parts
    }

    /// Checks a layout file a script names (`mosaic.load("my.lua")`, a
    /// spec `.json`, a job's `layout`): relative to the working directory,
    /// inside it, and through no symbolic link (each component looked at
    /// with `lstat`).
    ///
    /// A plugin is code, which the sandbox holds, not data: this check
    /// keeps a script from reading files outside its folder through the
    /// messages of a layout that does not load.
    ///
    /// - Throws: ``CommandError`` naming the path and the rule.
    static func checkLayoutFile(_ path: String) throws(CommandError) {
        let folder = "the working directory"
        var prefix = ""
        for part in try components(of: path, inside: folder) {
            prefix += (prefix.isEmpty ? "" : "/") + part
            var status = stat()
            guard lstat(prefix, &status) == 0 else { return }  // missing: the loader says so
            if (status.st_mode & S_IFMT) == S_IFLNK {
                throw CommandError("\(quoted(path)): '\(prefix)' is a symbolic link; a script reads only files inside \(folder), through no link")
            }
        }
    }

    /// A path quoted for a message, as every error quotes input.
    static func quoted(_ path: String) -> String {
        "'" + ExitStatus.escapingControlCharacters(path.count > 200 ? String(path.prefix(200)) + "…" : path) + "'"
    }
}
