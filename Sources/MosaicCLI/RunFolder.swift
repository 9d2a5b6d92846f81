#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

/// A folder a script reads from (`--in`) or writes into (`--out`), and the
/// only way a script reaches files in it.
///
/// The folder is opened once; every path a script gives is relative to it
/// (``RunPath/components(of:inside:)``: no absolute path, no `..`, no NUL)
/// and is walked from the folder's descriptor one component at a time with
/// `openat(O_NOFOLLOW | O_DIRECTORY)`: a symbolic link anywhere on the way
/// (or as the file itself) is refused, whether it was there when the script
/// started or swapped in while it runs, since no path is looked up again
/// after it has been checked. So no file outside the folder is read or
/// written, whatever links the folder holds and however they change.
///
/// - Reads go through ``InputFile`` on the opened file (regular files
///   only, the input size limit, remembered as read).
/// - Writes are atomic, as ``OutputFile``'s: a new temporary file in the
///   same folder (``TemporaryFiles``, so an emergency exit removes it),
///   synced, then renamed over the file with `renameat` in that folder,
///   which replaces the entry whatever it has become (a link put there
///   meanwhile is replaced, never followed). A file that is not a regular
///   file, or that the run has read, is not replaced. Missing folders on
///   the way are made.
struct RunFolder: Sendable {
    /// The folder's descriptor, open for the whole run.
    let descriptor: Int32
    /// The folder as given, for messages.
    let name: String
    /// What the folder is to the script, for messages: `the output folder (--out)`.
    let role: String

    /// Opens the folder at `path` (following links: the command line is trusted).
    ///
    /// - Throws: ``CommandError`` when it is not a folder that can be opened.
    init(path: String, role: String) throws(CommandError) {
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw CommandError("\(role) \(RunPath.quoted(path)): \(SystemCalls.lastErrorDescription)")
        }
        self.init(descriptor: descriptor, name: path, role: role)
    }

    private init(descriptor: Int32, name: String, role: String) {
        self.descriptor = descriptor
        self.name = name
        self.role = role
    }

    /// The folder `path` inside this one, made if missing; its descriptor
    /// stays open for the run.
    ///
    /// - Throws: ``CommandError`` for a path that breaks the rules or a
    ///   folder that cannot be made.
    /// `.` (or `./`) is this folder itself, whose descriptor is then
    /// returned: the caller closes the subfolder's descriptor only when it
    /// differs.
    func subfolder(_ path: String) throws(CommandError) -> RunFolder {
        let parts = try RunPath.components(of: path, inside: role, allowingTheFolderItself: true)
        guard !parts.isEmpty else { return self }
        let descriptor = try walk(parts, path: path, creating: true)
        return RunFolder(descriptor: descriptor, name: name == "." ? path : name + "/" + path, role: role)
    }

    /// The folder as a path the system resolves through the open
    /// descriptor, never by name again (`/proc/self/fd/N` on Linux).
    var resolvedPath: String { Self.path(of: descriptor) }

    // MARK: - Reading

    /// The bytes of the regular file at `path` inside the folder.
    ///
    /// - Parameter role: what the file is, for messages: `data file`.
    /// - Throws: ``CommandError`` naming the file as the script gave it.
    func read(_ path: String, role fileRole: String) throws(CommandError) -> [UInt8] {
        let (bytes, folder) = try readKeepingFolder(path, role: fileRole)
        close(folder)
        return bytes
    }

    /// The bytes of the regular file at `path` inside the folder, as
    /// ``read(_:role:)`` reads them, and the folder the file is in, open
    /// (a descriptor the caller owns): where a plugin's modules are.
    func readKeepingFolder(_ path: String, role fileRole: String) throws(CommandError) -> (bytes: [UInt8], folder: Int32) {
        let parts = try RunPath.components(of: path, inside: role)
        var folder = try walk(parts.dropLast(), path: path, creating: false)
        if folder == descriptor {
            folder = fcntl(descriptor, F_DUPFD_CLOEXEC, 0)
            guard folder >= 0 else { throw failure(path, verb: "read \(fileRole)") }
        }
        var kept = false
        defer { if !kept { close(folder) } }
        var file: Int32
        repeat {
            file = openat(folder, parts.last!, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        } while file < 0 && errno == EINTR
        guard file >= 0 else { throw failure(path, verb: "read \(fileRole)") }
        defer { close(file) }
        do {
            let bytes = try InputFile.read(atPath: Self.path(of: file), role: fileRole)
            kept = true
            return (bytes, folder)
        } catch {
            throw CommandError(InputFileError(path: path, role: fileRole, reason: error.reason).description)
        }
    }

    // MARK: - Writing

    /// Replaces the file at `path` inside the folder with `text`, atomically.
    ///
    /// - Throws: ``CommandError`` naming the file as the script gave it;
    ///   the file is then as it was and no temporary file is left.
    func write(_ path: String, _ text: String) throws(CommandError) {
        try write(path) { sink in
            var text = text
            try text.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
        }
    }

    /// Replaces the file at `path` inside the folder with what `produce`
    /// writes, piece by piece, atomically (as ``OutputFile/write(streaming:)``).
    ///
    /// - Throws: ``CommandError`` naming the file as the script gave it;
    ///   the file is then as it was and no temporary file is left.
    func write(_ path: String, streaming produce: OutputFile.Producer) throws(CommandError) {
        let parts = try RunPath.components(of: path, inside: role)
        let folder = try walk(parts.dropLast(), path: path, creating: true)
        defer { if folder != descriptor { close(folder) } }
        let name = parts.last!
        let shown = RunPath.quoted(path)
        var status = stat()
        var mode: mode_t?
        if fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 {
            let kind = FileKind(mode: UInt32(status.st_mode))
            guard kind == .regularFile else {
                throw CommandError("cannot write \(shown): it is \(kind); a script replaces only regular files")
            }
            guard !InputFile.hasBeenRead(FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))) else {
                throw CommandError("cannot write \(shown): it is one of the files the script has read")
            }
            mode = mode_t(status.st_mode) & 0o777
        }
        let handle: TemporaryFiles.Handle
        do {
            handle = try TemporaryFiles.create(besides: Self.path(of: folder) + "/" + name)
        } catch {
            throw CommandError("cannot write \(shown): cannot create a file beside it: \(error)")
        }
        let produced = OutputFile.produce(produce, into: handle.descriptor)
        let finished = produced == nil
            && (mode.map { fchmod(handle.descriptor, $0) == 0 } ?? true)
            && fsync(handle.descriptor) == 0
        let failure = produced ?? (finished ? nil : SystemCalls.lastErrorDescription)
        let closed = close(handle.descriptor) == 0
        if let failure = failure ?? (closed ? nil : SystemCalls.lastErrorDescription) {
            TemporaryFiles.discard(handle)
            throw CommandError("cannot write \(shown): \(failure)")
        }
        let temporaryName = String(handle.path.split(separator: "/").last!)
        guard renameat(folder, temporaryName, folder, name) == 0 else {
            let reason = SystemCalls.lastErrorDescription
            TemporaryFiles.discard(handle)
            throw CommandError("cannot write \(shown): \(reason)")
        }
        TemporaryFiles.release(handle)
        _ = fsync(folder)
    }

    // MARK: - Walking

    /// Opens the folders `parts` one below the other from this folder,
    /// following no link, making missing ones when `creating`.
    ///
    /// - Returns: the last folder's descriptor (this folder's own for no
    ///   parts; a new one, for the caller to close, otherwise).
    private func walk(_ parts: some Collection<String>, path: String, creating: Bool) throws(CommandError) -> Int32 {
        var current = descriptor
        var walked = ""
        for part in parts {
            walked += (walked.isEmpty ? "" : "/") + part
            var next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            if next < 0, errno == ENOENT, creating {
                if mkdirat(current, part, 0o777) != 0 && errno != EEXIST {
                    let reason = SystemCalls.lastErrorDescription
                    if current != descriptor { close(current) }
                    throw CommandError("cannot make the folder '\(walked)' for \(RunPath.quoted(path)): \(reason)")
                }
                next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            }
            let error = failure(path, verb: "reach", at: walked, in: current)
            if current != descriptor { close(current) }
            guard next >= 0 else { throw error }
            current = next
        }
        return current
    }

    /// The error for a failed open of `walked` (the whole path when `nil`)
    /// in `folder`, from `errno`: a link, something that is not a folder, …
    private func failure(_ path: String, verb: String, at walked: String? = nil, in folder: Int32? = nil) -> CommandError {
        let code = errno
        let shown = RunPath.quoted(path)
        let part = walked ?? path
        var status = stat()
        let isLink = code == ELOOP
            || (code == ENOTDIR && fstatat(folder ?? descriptor, String(part.split(separator: "/").last ?? ""), &status, AT_SYMLINK_NOFOLLOW) == 0
                && FileKind(mode: UInt32(status.st_mode)) == .symbolicLink)
        if isLink {
            return CommandError("cannot \(verb) \(shown): '\(part)' is a symbolic link; a script reaches only files inside \(role), through no link")
        }
        if code == ENOTDIR { return CommandError("cannot \(verb) \(shown): '\(part)' is not a folder") }
        return CommandError("cannot \(verb) \(shown): \(String(cString: strerror(code)))")
    }

    /// A path for `descriptor` that the system resolves through the
    /// descriptor itself.
    private static func path(of descriptor: Int32) -> String {
        #if canImport(Darwin)
        // Darwin has no /proc: the folder's path now (a link swapped in
        // later is still refused by the walk, not by this lookup).
        var buffer = [CChar](repeating: 0, count: Int(MAXPATHLEN))
        guard fcntl(descriptor, F_GETPATH, &buffer) == 0 else { return "/dev/fd/\(descriptor)" }
        return String(cString: buffer)
        #else
        return "/proc/self/fd/\(descriptor)"
        #endif
    }
}
