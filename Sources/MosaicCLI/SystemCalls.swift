#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few POSIX calls the command needs, with errors as text.
enum SystemCalls {
    /// The description of the current `errno` (`No such file or directory`).
    static var lastErrorDescription: String { String(cString: strerror(errno)) }

    /// Ends the process with `status`.
    static func terminate(_ status: Int32) -> Never {
        exit(status)
    }

    /// What `path` is, or `nil` when it does not exist or cannot be looked at.
    static func fileType(atPath path: String) -> FileType? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return (status.st_mode & S_IFMT) == S_IFDIR ? .directory : .other
    }

    /// A file system entry's type, as far as the command cares.
    enum FileType { case directory, other }

    /// Whether `path` is a regular file, or a symbolic link to one.
    static func isRegularFile(atPath path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }

    /// The names in the directory at `path`, `.` and `..` included, in the
    /// order the file system gives them; `nil` when it cannot be read. Names
    /// that are not valid UTF-8 are left out.
    ///
    /// - Complexity: O(n) for n entries.
    static func directoryEntries(atPath path: String) -> [String]? {
        guard let directory = opendir(path) else { return nil }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(validatingCString: bytes.baseAddress!.assumingMemoryBound(to: CChar.self))
            }
            if let name { names.append(name) }
        }
        return names
    }

    /// The absolute path of `path` with every symbolic link resolved, or
    /// `nil` when it does not exist.
    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The value of the environment variable `name`, if it is set.
    static func environmentValue(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether the process may create files in the directory at `path`.
    static func isWritableDirectory(_ path: String) -> Bool {
        access(path, W_OK | X_OK) == 0
    }

    /// Writes all of `bytes` to `descriptor`, retrying short writes.
    ///
    /// - Returns: `false` with `errno` set when a write fails.
    static func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
        var offset = 0
        while offset < bytes.count {
            let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    /// Reads the whole file at `path`.
    ///
    /// - Throws: ``CommandError`` naming the file and the reason.
    /// - Complexity: O(n) in the size of the file.
    static func readFile(atPath path: String, role: String) throws(CommandError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw CommandError("cannot read \(role) '\(path)': \(lastErrorDescription)") }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw CommandError("cannot read \(role) '\(path)': \(lastErrorDescription)") }
        guard (status.st_mode & S_IFMT) != S_IFDIR else { throw CommandError("cannot read \(role) '\(path)': it is a directory") }
        var bytes: [UInt8] = []
        // The whole file in one read when its size is known; pipes in 64 KiB chunks.
        var chunk = [UInt8](repeating: 0, count: max(Int(status.st_size) + 1, 65_536))
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress!, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw CommandError("cannot read \(role) '\(path)': \(lastErrorDescription)")
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[..<count])
        }
    }
}
