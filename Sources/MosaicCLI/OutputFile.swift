#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A file the command writes its result to, atomically: the text goes to a
/// temporary file in the same directory, which is then renamed over the
/// destination. Readers see the old file or the whole new one, and a failure
/// leaves no partial file behind.
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
    /// a missing or read-only directory, or a destination that is a directory.
    /// `nil` when writing looks possible.
    func problem() -> String? {
        if fileName.isEmpty || SystemCalls.fileType(atPath: path) == .directory {
            return "'\(path)' is a directory; give a file name"
        }
        switch SystemCalls.fileType(atPath: directory) {
        case nil: return "directory '\(directory)' does not exist"
        case .other: return "'\(directory)' is not a directory"
        case .directory:
            return SystemCalls.isWritableDirectory(directory) ? nil : "directory '\(directory)' is not writable"
        }
    }

    /// Writes `text` to the file, replacing it atomically.
    ///
    /// - Throws: ``CommandError`` naming the file and the reason; the
    ///   destination is then untouched and the temporary file removed.
    /// - Complexity: O(n) in the length of the text.
    func write(_ text: String) throws(CommandError) {
        var template = Array("\(directory)/.\(fileName).mosaic-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw CommandError("cannot write '\(path)': cannot create a file in '\(directory)': \(SystemCalls.lastErrorDescription)")
        }
        let temporaryPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var text = text
        let written = text.withUTF8 { SystemCalls.writeAll(UnsafeRawBufferPointer($0), to: descriptor) }
            && fchmod(descriptor, Self.newFileMode) == 0
            && fsync(descriptor) == 0
        let failure = written ? nil : SystemCalls.lastErrorDescription
        let closed = close(descriptor) == 0
        if let failure = failure ?? (closed ? nil : SystemCalls.lastErrorDescription) {
            unlink(temporaryPath)
            throw CommandError("cannot write '\(path)': \(failure)")
        }
        guard rename(temporaryPath, path) == 0 else {
            let reason = SystemCalls.lastErrorDescription
            unlink(temporaryPath)
            throw CommandError("cannot write '\(path)': \(reason)")
        }
    }

    /// The mode an ordinary new file gets: read-write for all, less the umask
    /// (`mkstemp` creates files readable only by their owner).
    private static var newFileMode: mode_t {
        let mask = umask(0)
        umask(mask)
        return 0o666 & ~mask
    }
}
