#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Mosaic

/// A file the command writes its result to, without ever destroying what
/// is there:
///
/// - A regular file (or a new one) is replaced atomically: the text goes to
///   a new temporary file beside it (``TemporaryFiles``: `open(O_CREAT |
///   O_EXCL, 0666)`, so the process's umask applies, with no `umask` call),
///   which is synced and renamed over the destination, and the directory is
///   synced. Readers see the old file or the whole new one; a failure or an
///   interruption leaves no partial file and no temporary file. A file that
///   existed keeps its permission bits. A symbolic link to a regular file
///   stays a link: the file it leads to is replaced.
/// - Anything else that exists — `/dev/null`, `/dev/stdout`, a FIFO, a
///   terminal — is opened for writing (`O_WRONLY`, never `O_CREAT`) and
///   written to directly; it is never renamed over.
/// - A file the command has read (``InputFile/hasBeenRead(_:)``: the same
///   file, through any link) is never written.
struct OutputFile {
    /// The destination, as given on the command line.
    var path: String

    /// The directory the file goes in (`.` for a bare file name).
    var directory: String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The file name without its directory.
    var fileName: String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// The reason the file cannot be written, found before any work is done:
    /// a missing or read-only directory, a destination that is a directory,
    /// a symbolic link that leads nowhere, a device or FIFO that cannot be
    /// opened for writing. `nil` when writing looks possible.
    func problem() -> String? {
        if fileName.isEmpty { return "'\(path)' is a directory; give a file name" }
        switch FileKind(path: path) {
        case .directory?: return "'\(path)' is a directory; give a file name"
        case .regularFile?, nil: break
        case .some:
            // Written in place: only the file itself must be writable.
            return access(path, W_OK) == 0 ? nil : "'\(path)' is not writable"
        }
        var status = stat()
        if FileKind(path: path) == nil, lstat(path, &status) == 0 {
            return "'\(path)' is a symbolic link to a file that does not exist"
        }
        let directory = destination.directory
        switch SystemCalls.fileType(atPath: directory) {
        case nil: return "directory '\(directory)' does not exist"
        case .other: return "'\(directory)' is not a directory"
        case .directory:
            return SystemCalls.isWritableDirectory(directory) ? nil : "directory '\(directory)' is not writable"
        }
    }

    /// Throws when the output is one of the command's inputs: the same
    /// file (by device and inode), whatever links lead to either.
    ///
    /// - Parameters:
    ///   - inputs: each input's role (`data file`) and path; `nil` paths are skipped.
    ///   - option: the option that names the output, for the message (`-o`).
    /// - Throws: ``ValidationError``: `-o 'x.json' is the data file 'x.json'; …`.
    func checkNotAnInput(_ inputs: [(role: String, path: String?)], option: String = "-o") throws {
        guard let output = FileIdentity(path: path) else { return }
        for case let (role, input?) in inputs where FileIdentity(path: input) == output {
            let what = input == path ? "the \(role)" : "the same file as the \(role) '\(input)'"
            throw ValidationError("\(option) '\(path)' is \(what); write the output to another file")
        }
    }

    /// Removes the temporary files that earlier runs, killed before they
    /// could clean up, left in the destination's directory
    /// (``TemporaryFiles/removeStale(in:)``).
    func removeStaleTemporaries() {
        TemporaryFiles.removeStale(in: destination.directory)
    }

    /// What writes a document: it calls the sink it is given with each
    /// piece of the document in turn, and lets the sink's error through.
    typealias Producer = (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void

    /// Writes `text` to the file: atomically for a regular file or a new
    /// one, directly for anything else.
    ///
    /// - Throws: ``CommandError`` naming the file and the reason; the
    ///   destination is then untouched and the temporary file removed.
    /// - Complexity: O(n) in the length of the text.
    func write(_ text: String) throws(CommandError) {
        try write(streaming: { sink in
            var text = text
            try text.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
        })
    }

    /// Writes what `produce` hands to the sink it is given, piece by piece,
    /// in the same way as ``write(_:)``: into a temporary file renamed over
    /// a regular file (or a new one) once everything is written and synced,
    /// directly into anything else. So a document of any size is written
    /// without ever being held whole.
    ///
    /// - Parameter produce: writes the document by calling its sink; the
    ///   sink throws when the file cannot be written, and `produce` must
    ///   let that error through.
    /// - Throws: ``CommandError`` naming the file and the reason; a regular
    ///   destination is then untouched and the temporary file removed.
    func write(streaming produce: Producer) throws(CommandError) {
        var status = stat()
        let exists = stat(path, &status) == 0
        if exists {
            let identity = FileIdentity(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
            guard !InputFile.hasBeenRead(identity) else {
                throw CommandError("cannot write '\(path)': it is one of the command's input files")
            }
            switch FileKind(mode: UInt32(status.st_mode)) {
            case .regularFile: break
            case .directory: throw CommandError("cannot write '\(path)': it is a directory")
            default: return try writeInPlace(produce)
            }
        }
        try replace(with: produce, keepingMode: exists ? mode_t(status.st_mode) & 0o777 : nil)
    }

    /// Runs `produce` with a sink that writes to `descriptor`; returns the
    /// reason the output failed (the system's, or what `produce` threw), or
    /// `nil` when everything was written.
    static func produce(
        _ produce: (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void, into descriptor: Int32
    ) -> String? {
        do {
            try produce { bytes in
                guard SystemCalls.writeAll(bytes, to: descriptor) else { throw CommandError(SystemCalls.lastErrorDescription) }
            }
            return nil
        } catch {
            return "\(error)"
        }
    }

    /// Where the text really goes: the path, or the file a symbolic link
    /// leads to, so that the link survives the rename.
    private var destination: OutputFile {
        var status = stat()
        guard lstat(path, &status) == 0, FileKind(mode: UInt32(status.st_mode)) == .symbolicLink,
              let resolved = SystemCalls.canonicalPath(path)
        else { return self }
        return OutputFile(path: resolved)
    }

    /// Writes to an existing file that is not a regular file, as a shell's
    /// `>` would, without creating or truncating anything.
    private func writeInPlace(_ produce: (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws(CommandError) {
        var descriptor: Int32
        repeat {
            descriptor = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw CommandError("cannot write '\(path)': \(SystemCalls.lastErrorDescription)") }
        let failure = Self.produce(produce, into: descriptor)
        close(descriptor)
        if let failure { throw CommandError("cannot write '\(path)': \(failure)") }
    }

    /// Writes a temporary file beside the destination and renames it over.
    private func replace(
        with produce: (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void, keepingMode mode: mode_t?
    ) throws(CommandError) {
        let target = destination.path
        let handle: TemporaryFiles.Handle
        do {
            handle = try TemporaryFiles.create(besides: target)
        } catch {
            throw CommandError("cannot write '\(path)': cannot create a file in '\(destination.directory)': \(error)")
        }
        var failure = Self.produce(produce, into: handle.descriptor)
        if failure == nil, !((mode.map { fchmod(handle.descriptor, $0) == 0 } ?? true) && fsync(handle.descriptor) == 0) {
            failure = SystemCalls.lastErrorDescription
        }
        let closed = close(handle.descriptor) == 0
        if let failure = failure ?? (closed ? nil : SystemCalls.lastErrorDescription) {
            TemporaryFiles.discard(handle)
            throw CommandError("cannot write '\(path)': \(failure)")
        }
        guard rename(handle.path, target) == 0 else {
            let reason = SystemCalls.lastErrorDescription
            TemporaryFiles.discard(handle)
            throw CommandError("cannot write '\(path)': \(reason)")
        }
        TemporaryFiles.release(handle)
        Self.syncDirectory(destination.directory)
    }

    /// Makes a rename in `directory` durable; a failure is ignored (some
    /// file systems cannot sync a directory).
    private static func syncDirectory(_ directory: String) {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return }
        _ = fsync(descriptor)
        close(descriptor)
    }
}
