#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The one reader of every file the program reads: data files, spec files,
/// batch update files, batch job files and plugin files.
///
/// It reads only regular files (or standard input, when a command takes
/// it), and never more than a size limit:
///
/// - The path is looked at with `stat` first, so that a device or a FIFO is
///   refused without being opened (opening some devices has side effects).
/// - It is then opened with `O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY`
///   (a FIFO swapped in meanwhile cannot block the open) and the open
///   descriptor is checked again with `fstat`: only a regular file is read.
/// - The bytes are read in chunks into a buffer that grows to at most the
///   limit plus one byte; the read stops with ``InputFileError/Reason/tooLarge(limit:)``
///   as soon as that byte arrives. A file that grows while it is read, or
///   that reports a size of 0 (`/proc`), is held to the same limit.
///
/// The limit is ``maximumSize`` unless a call gives its own: 256 MiB by
/// default (``defaultMaximumSize``), set once for the process by the
/// command line (`--max-input-size`).
///
/// Every file read is remembered by its ``FileIdentity``
/// (``hasBeenRead(_:)``), so that an output file can refuse to replace an
/// input of the same command.
package enum InputFile {
    /// The default limit: 256 MiB.
    package static let defaultMaximumSize = 256 << 20

    /// The limit readers use when a call gives none, in bytes. Set it once,
    /// before any file is read (the command line does so from
    /// `--max-input-size`); it may be read from any thread.
    package static var maximumSize: Int {
        get { configuredMaximumSize.load(ordering: .acquiring) }
        set {
            precondition(newValue >= 0, "the input limit must not be negative")
            configuredMaximumSize.store(newValue, ordering: .releasing)
        }
    }

    /// The bytes of the regular file at `path`.
    ///
    /// - Parameters:
    ///   - path: the file.
    ///   - role: what the file is, for messages: `data file`, `spec file`.
    ///   - maximumSize: the most bytes accepted; ``maximumSize`` when `nil`.
    /// - Throws: ``InputFileError`` naming the file: not a regular file
    ///   (a directory, a device, a FIFO, a socket, also behind a symbolic
    ///   link), larger than the limit, or a failing system call.
    /// - Complexity: O(n) time in the size of the file; at most
    ///   min(n, limit) + 1 bytes of memory, plus a 64 KiB chunk.
    package static func read(atPath path: String, role: String, maximumSize: Int? = nil) throws(InputFileError) -> [UInt8] {
        let limit = maximumSize ?? self.maximumSize
        precondition(limit >= 0, "the input limit must not be negative")
        func failure(_ reason: InputFileError.Reason) -> InputFileError {
            InputFileError(path: path, role: role, reason: reason)
        }
        var status = stat()
        guard stat(path, &status) == 0 else { throw failure(.system(lastErrorDescription)) }
        let kind = FileKind(mode: UInt32(status.st_mode))
        guard kind == .regularFile else { throw failure(.notRegularFile(kind)) }

        var descriptor: Int32
        repeat {
            descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        } while descriptor < 0 && errno == EINTR
        guard descriptor >= 0 else { throw failure(.system(lastErrorDescription)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &status) == 0 else { throw failure(.system(lastErrorDescription)) }
        let openedKind = FileKind(mode: UInt32(status.st_mode))
        guard openedKind == .regularFile else { throw failure(.notRegularFile(openedKind)) }
        // Regular files ignore O_NONBLOCK; cleared all the same, so that reads are plain reads.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        remember(FileIdentity(status))
        return try readAll(descriptor, sizeHint: Int(status.st_size), limit: limit, failure: failure)
    }

    /// Everything on standard input, up to the limit.
    ///
    /// - Parameters:
    ///   - role: what the input is, for messages.
    ///   - maximumSize: the most bytes accepted; ``maximumSize`` when `nil`.
    /// - Throws: ``InputFileError`` (with the path `-`) when standard input
    ///   holds more than the limit or cannot be read.
    /// - Complexity: O(n) in the bytes read; at most min(n, limit) + 1 bytes of memory.
    package static func readStandardInput(role: String, maximumSize: Int? = nil) throws(InputFileError) -> [UInt8] {
        let limit = maximumSize ?? self.maximumSize
        precondition(limit >= 0, "the input limit must not be negative")
        var status = stat()
        let sizeHint = fstat(STDIN_FILENO, &status) == 0 && FileKind(mode: UInt32(status.st_mode)) == .regularFile ? Int(status.st_size) : 0
        return try readAll(STDIN_FILENO, sizeHint: sizeHint, limit: limit) { reason in
            InputFileError(path: "-", role: role, reason: reason)
        }
    }

    /// Whether a file with this identity has been read by ``read(atPath:role:maximumSize:)``
    /// in this process.
    package static func hasBeenRead(_ identity: FileIdentity) -> Bool {
        filesRead.contains(identity)
    }

    /// Reads `descriptor` to its end, holding at most `limit + 1` bytes.
    private static func readAll(
        _ descriptor: Int32, sizeHint: Int, limit: Int, failure: (InputFileError.Reason) -> InputFileError
    ) throws(InputFileError) -> [UInt8] {
        let chunkSize = 1 << 16
        let ceiling = limit == Int.max ? limit : limit + 1
        var capacity = min(max(sizeHint, 0) + 1, ceiling)
        capacity = max(capacity, min(chunkSize, ceiling))
        var bytes: [UInt8] = []
        bytes.reserveCapacity(capacity)
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { chunk.deallocate() }
        while true {
            // Never ask for more than one byte past the limit.
            let wanted = min(chunkSize, ceiling - bytes.count)
            let count = systemRead(descriptor, chunk.baseAddress!, wanted)
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(.system(lastErrorDescription))
            }
            if count == 0 { return bytes }
            if bytes.count + count > capacity {
                capacity = min(max(capacity * 2, bytes.count + count), ceiling)
                bytes.reserveCapacity(capacity)
            }
            bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: chunk[..<count]))
            if bytes.count > limit { throw failure(.tooLarge(limit: limit)) }
        }
    }

    private static func remember(_ identity: FileIdentity) {
        filesRead.insert(identity)
    }

    private static var lastErrorDescription: String { String(cString: strerror(errno)) }
}

/// ``InputFile/maximumSize``.
private let configuredMaximumSize = Atomic<Int>(InputFile.defaultMaximumSize)

/// The identities of the files ``InputFile`` has read.
private let filesRead = FilesRead()

/// A set of file identities behind a `pthread_mutex_t`, which
/// ThreadSanitizer follows: `Synchronization.Mutex` locks with atomics inside
/// the standard library, which is not instrumented, so ThreadSanitizer saw
/// two threads reading files as a race on the set.
///
/// Sendable audit: `@unchecked` for that mutex. Invariant: `identities` is
/// read and written only between `pthread_mutex_lock` and `unlock`.
/// Checked by `InputFileTests` and the batch tests that read files from
/// several workers, under ThreadSanitizer by `scripts/test --sanitize=thread`.
private final class FilesRead: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private var identities: Set<FileIdentity> = []

    init() { pthread_mutex_init(mutex, nil) }

    func insert(_ identity: FileIdentity) {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        identities.insert(identity)
    }

    func contains(_ identity: FileIdentity) -> Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return identities.contains(identity)
    }
}

/// `read(2)`, out of reach of ``InputFile/read(atPath:role:maximumSize:)``'s name.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
