#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

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
            let name = String(validatingCString: DirectoryEntry.name(of: entry))
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

    /// Reads the whole regular file at `path`, up to the input limit
    /// (``InputFile``: `--max-input-size`, 256 MiB by default).
    ///
    /// - Parameter role: what the file is, for messages: `data file`, `spec file`.
    /// - Throws: ``CommandError`` naming the file and the reason: not a
    ///   regular file (a directory, a device, a FIFO…), over the limit, or
    ///   a failing system call.
    /// - Complexity: O(n) in the size of the file.
    static func readFile(atPath path: String, role: String) throws(CommandError) -> [UInt8] {
        do {
            return try InputFile.read(atPath: path, role: role)
        } catch {
            throw CommandError(error.description)
        }
    }
}
