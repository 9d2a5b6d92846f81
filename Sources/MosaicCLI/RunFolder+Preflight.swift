#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

extension RunFolder {
    /// Checks, before anything is written, that ``write(_:streaming:)``
    /// could replace the file at `path`: the path's rules, no symbolic link
    /// or file in place of a folder on the way, and the file itself (if it
    /// exists) a regular file the run has not read. So a batch refuses an
    /// output or index it could not write before any of its jobs runs,
    /// rather than after they all ran. Nothing is made or changed; a folder
    /// still missing on the way is made by the write.
    ///
    /// The write checks again (the folder may change meanwhile): this is
    /// the early answer, not the guard.
    ///
    /// - Throws: ``CommandError`` naming the path as the script gave it,
    ///   with the message the write would give.
    func checkWritable(_ path: String) throws(CommandError) {
        let parts = try RunPath.components(of: path, inside: role)
        let shown = RunPath.quoted(path)
        var current = descriptor
        defer { if current != descriptor { close(current) } }
        var walked = ""
        for part in parts.dropLast() {
            walked += (walked.isEmpty ? "" : "/") + part
            var status = stat()
            guard fstatat(current, part, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }  // missing: made by the write
            switch FileKind(mode: UInt32(status.st_mode)) {
            case .directory: break
            case .symbolicLink:
                throw CommandError("cannot reach \(shown): '\(walked)' is a symbolic link; a script reaches only files inside \(role), through no link")
            default:
                throw CommandError("cannot reach \(shown): '\(walked)' is not a folder")
            }
            let next = openat(current, part, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
            guard next >= 0 else { throw CommandError("cannot reach \(shown): \(SystemCalls.lastErrorDescription)") }
            if current != descriptor { close(current) }
            current = next
        }
        var status = stat()
        guard fstatat(current, parts.last!, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return }  // a new file
        let kind = FileKind(mode: UInt32(status.st_mode))
        guard kind == .regularFile else {
            throw CommandError("cannot write \(shown): it is \(kind); a script replaces only regular files")
        }
        let identity = FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
        guard !InputFile.hasBeenRead(identity) else {
            throw CommandError("cannot write \(shown): it is one of the files the script has read")
        }
    }
}
