#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser

/// The `--out` directory of a batch: checked before any job runs, created
/// (with its missing parents) only once the jobs are planned.
struct BatchOutputDirectory {
    /// The directory, as given, without a trailing slash.
    var path: String

    /// Takes the path as given; `dir/` and `dir` are the same directory.
    init(_ path: String) {
        var path = path
        while path.count > 1, path.hasSuffix("/") { path.removeLast() }
        self.path = path
    }

    /// Checks that the directory is, or can be made, a writable directory.
    ///
    /// - Throws: ``ValidationError`` naming `--out` and the reason.
    func check() throws {
        guard !path.isEmpty else { throw ValidationError("--out '': give a directory") }
        var existing = path
        while SystemCalls.fileType(atPath: existing) == nil {
            guard let slash = existing.lastIndex(of: "/") else { existing = "."; break }
            existing = slash == existing.startIndex ? "/" : String(existing[..<slash])
        }
        switch SystemCalls.fileType(atPath: existing) {
        case .directory?:
            guard SystemCalls.isWritableDirectory(existing) else {
                throw ValidationError("--out '\(path)': directory '\(existing)' is not writable")
            }
        case .other?:
            throw ValidationError("--out '\(path)': '\(existing)' is not a directory")
        case nil:
            throw ValidationError("--out '\(path)': '\(existing)' cannot be looked at")
        }
    }

    /// Creates the directory and its missing parents.
    ///
    /// - Throws: ``CommandError`` naming the directory that could not be made.
    func create() throws {
        var prefix = path.hasPrefix("/") ? "/" : ""
        for component in path.split(separator: "/") {
            prefix += (prefix.isEmpty || prefix.hasSuffix("/") ? "" : "/") + component
            if SystemCalls.fileType(atPath: prefix) == .directory { continue }
            guard mkdir(prefix, 0o777) == 0 || errno == EEXIST else {
                throw CommandError("cannot create directory '\(prefix)': \(SystemCalls.lastErrorDescription)")
            }
        }
    }
}
