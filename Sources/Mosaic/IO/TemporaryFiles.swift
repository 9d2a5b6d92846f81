#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// The temporary files the program is writing, process-wide, so that an
/// emergency exit (a signal, a watchdog ending the process) can remove
/// them, and so that a later run can recognise and remove those a killed
/// run left behind.
///
/// A temporary file is made by ``create(besides:)`` with `open(O_CREAT |
/// O_EXCL, 0666)` on a name of its own form, `.NAME.mosaic-HOST-PID-RANDOM.tmp`
/// (NAME the destination's file name, shortened to fit; HOST a hash of the
/// host name; PID the process; RANDOM 16 hexadecimal digits), so that the
/// kernel applies the process's umask and no `umask` call is needed.
///
/// The registry is a fixed table of slots allocated once, each with a
/// pre-built C string of the path and an atomic state: free, being
/// registered, live, or taken by the emergency exit. Registering a file
/// claims a slot, writes the path and creates the file with the signals
/// blocked on the calling thread, then marks the slot live;
/// ``removeAllForEmergencyExit()`` takes every slot (waiting for those
/// being registered on other threads), unlinks the live ones and leaves
/// every slot taken, so no new temporary file can start. It uses only
/// atomic loads and stores and `unlink`: it is async-signal-safe.
package enum TemporaryFiles {
    /// A registered temporary file: its path and descriptor, open for writing.
    package struct Handle: Sendable {
        /// The temporary file's path.
        package let path: String
        /// The descriptor, open for writing; the caller closes it.
        package let descriptor: Int32
        fileprivate let slot: Int
    }

    /// The number of temporary files that can be in progress at once.
    package static let capacity = 2_048

    /// Allocates the registry. Call it before installing a signal handler
    /// that calls ``removeAllForEmergencyExit()``, so that the handler
    /// never runs an initialiser; ``create(besides:)`` calls it too.
    package static func prepare() {
        _ = registry
        _ = hostTag
    }

    /// Creates a new, empty temporary file in the directory of
    /// `destination`, registered for removal by an emergency exit.
    ///
    /// - Parameter destination: the path the temporary file will be renamed to.
    /// - Returns: the file's path and its descriptor, open for writing
    ///   (`O_WRONLY | O_CLOEXEC`), mode 0666 less the umask.
    /// - Throws: the `errno` of the failing call (`ENAMETOOLONG` for a path
    ///   the system cannot take, `EMFILE` when every slot is in use).
    /// - Complexity: O(s) for s slots in use, and one `open`.
    package static func create(besides destination: String) throws(TemporaryFileError) -> Handle {
        prepare()
        let directory = directory(of: destination)
        var lastError: Int32 = EEXIST
        for _ in 0 ..< 100 {
            let path = (directory == "." ? "" : directory == "/" ? "/" : directory + "/") + name(for: fileName(of: destination))
            let bytes = Array(path.utf8)
            guard bytes.count < Registry.pathCapacity else { throw TemporaryFileError(code: ENAMETOOLONG) }
            // With the signals blocked, no handler on this thread waits for the slot it claims.
            var blocked = sigset_t(), previous = sigset_t()
            sigfillset(&blocked)
            pthread_sigmask(SIG_BLOCK, &blocked, &previous)
            guard let slot = registry.claim() else {
                pthread_sigmask(SIG_SETMASK, &previous, nil)
                throw TemporaryFileError(code: EMFILE)
            }
            registry.store(bytes, in: slot)
            let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW | O_NOCTTY, 0o666)
            let error = errno
            registry.publish(slot, live: descriptor >= 0)
            pthread_sigmask(SIG_SETMASK, &previous, nil)
            if descriptor >= 0 { return Handle(path: path, descriptor: descriptor, slot: slot) }
            lastError = error
            if error != EEXIST && error != EINTR { break }
        }
        throw TemporaryFileError(code: lastError)
    }

    /// Forgets a temporary file that has been renamed or removed; its slot
    /// is free again.
    package static func release(_ handle: Handle) {
        registry.release(handle.slot)
    }

    /// Removes `handle`'s file and forgets it.
    package static func discard(_ handle: Handle) {
        unlink(handle.path)
        registry.release(handle.slot)
    }

    /// Removes every temporary file in progress, for a process about to
    /// end at once: from a signal handler, or from a watchdog thread before
    /// `_exit`. Afterwards no new temporary file can be created (``create(besides:)``
    /// waits for the end). Async-signal-safe: atomic operations and
    /// `unlink` on pre-built C strings, no allocation, no lock.
    ///
    /// ``emergencyCleanup`` is the same function as a C function pointer.
    package static func removeAllForEmergencyExit() {
        registry.removeAll()
    }

    /// ``removeAllForEmergencyExit()`` as a C function pointer, for C code
    /// or a watchdog that ends the process.
    package static let emergencyCleanup: @convention(c) () -> Void = { TemporaryFiles.removeAllForEmergencyExit() }

    /// The longest name a temporary file for `fileName` can have, in bytes.
    package static func maximumNameLength(for fileName: String) -> Int {
        // "." NAME ".mosaic-" HOST(8) "-" PID(≤10) "-" RANDOM(16) ".tmp"
        1 + min(fileName.utf8.count, 200) + 8 + 8 + 1 + 10 + 1 + 16 + 4
    }

    /// The name of a new temporary file for `fileName`.
    static func name(for fileName: String) -> String {
        var base = Substring(fileName)
        // Keep the whole name within NAME_MAX (255 bytes): at most 200 bytes of the destination's.
        while base.utf8.count > 200 { base.removeLast() }
        let random = UInt64.random(in: .min ... .max)
        return "." + base + ".mosaic-" + hostTag + "-" + String(getpid()) + "-" + hex(random, digits: 16) + ".tmp"
    }

    /// The host, PID and random parts of a name of the temporary-file
    /// form, or `nil` for any other name.
    static func parse(_ name: String) -> (host: String, pid: Int32)? {
        let bytes = Array(name.utf8)
        guard bytes.first == UInt8(ascii: "."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count >= 4 else { return nil }
        let random = parts[parts.count - 1], pid = parts[parts.count - 2], host = parts[parts.count - 3]
        guard random.utf8.count == 16, random.utf8.allSatisfy(isLowerHex),
              host.utf8.count == 8, host.utf8.allSatisfy(isLowerHex),
              (1 ... 10).contains(pid.utf8.count), pid.utf8.allSatisfy({ (0x30 ... 0x39).contains($0) }),
              let number = Int32(pid),
              // The name before the tag: ".NAME.mosaic" with a NAME of at least one byte.
              parts[..<(parts.count - 3)].joined(separator: "-").hasSuffix(".mosaic"),
              parts[..<(parts.count - 3)].joined(separator: "-").utf8.count > ".x.mosaic".utf8.count - 1
        else { return nil }
        return (String(host), number)
    }

    /// Removes, in `directory`, the temporary files of this form that a run
    /// of this program left behind: regular files (symbolic links are not
    /// followed, other entries are left alone) made on this host by a
    /// process that no longer runs. Those of running processes, and those
    /// made on other hosts (which this host cannot tell about), are kept.
    ///
    /// - Returns: the number of files removed.
    /// - Complexity: O(e) for e entries in the directory.
    @discardableResult
    package static func removeStale(in directory: String) -> Int {
        let descriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return 0 }
        defer { close(descriptor) }
        return removeStale(inFolder: descriptor)
    }

    /// Removes the stale temporary files of the open folder `folder`, as
    /// ``removeStale(in:)`` does, without looking the folder up by name:
    /// for a folder a program holds open and reaches only through its
    /// descriptor. `folder` stays open (a duplicate is read and closed).
    ///
    /// - Returns: the number of files removed.
    @discardableResult
    package static func removeStale(inFolder folder: Int32) -> Int {
        prepare()
        let descriptor = fcntl(folder, F_DUPFD_CLOEXEC, 0)
        guard descriptor >= 0 else { return 0 }
        guard let stream = fdopendir(descriptor) else {
            close(descriptor)
            return 0
        }
        defer { closedir(stream) }
        // The duplicate shares the folder's read position (an earlier
        // listing may have left it at the end): start at the beginning.
        rewinddir(stream)
        let ownPID = getpid()
        var removed = 0
        while let entry = readdir(stream) {
            let name = String(validatingCString: DirectoryEntry.name(of: entry))
            guard let name, let (host, pid) = parse(name), host == hostTag, pid != ownPID else { continue }
            guard kill(pid, 0) != 0 && errno == ESRCH else { continue }  // still running (or not ours to ask)
            var status = stat()
            guard fstatat(descriptor, name, &status, AT_SYMLINK_NOFOLLOW) == 0,
                  FileKind(mode: UInt32(status.st_mode)) == .regularFile
            else { continue }
            if unlinkat(descriptor, name, 0) == 0 { removed += 1 }
        }
        return removed
    }

    /// Whether a name has the temporary-file form (any host, any process).
    package static func isTemporaryName(_ name: String) -> Bool { parse(name) != nil }

    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    static func fileName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    private static func isLowerHex(_ byte: UInt8) -> Bool {
        (0x30 ... 0x39).contains(byte) || (0x61 ... 0x66).contains(byte)
    }

    private static func hex(_ value: UInt64, digits: Int) -> String {
        let text = String(value, radix: 16)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }

    /// 8 hexadecimal digits of a hash (FNV-1a) of the host name.
    static let hostTag: String = {
        var buffer = [CChar](repeating: 0, count: 256)
        _ = gethostname(&buffer, buffer.count - 1)
        var hash: UInt32 = 2_166_136_261
        for byte in buffer.prefix(while: { $0 != 0 }) {
            hash = (hash ^ UInt32(UInt8(bitPattern: byte))) &* 16_777_619
        }
        return hex(UInt64(hash), digits: 8)
    }()
}

/// The slots: states and path buffers, allocated once and never freed.
///
/// Sendable audit: `@unchecked` because the path buffers are raw memory
/// that an emergency exit (a signal handler, where no lock may be taken)
/// reads. Invariant: a slot's path is written only by the thread that
/// claimed the slot (`free` → `registering`, a compare-exchange), and read
/// only once its state is `live` (sequentially consistent stores and loads
/// of the state publish it); the states are atomics. Checked by `InputFileTests`'
/// `createdFilesGetTheUmaskAndAreRemovedByTheEmergencyPathOnlyWhenLive` and
/// `BatchInterruptTests` (signals in the middle of a batch's writes).
private final class Registry: @unchecked Sendable {
    static let pathCapacity = Int(PATH_MAX)

    private enum State {
        static let free = 0, registering = 1, live = 2, taken = 3
    }

    private let states: UnsafeMutablePointer<Atomic<Int>>
    private let paths: UnsafeMutablePointer<CChar>
    private let emergency = Atomic<Bool>(false)
    /// One past the highest slot ever claimed: the emergency exit looks no further.
    private let used = Atomic<Int>(0)

    init(capacity: Int) {
        states = .allocate(capacity: capacity)
        for slot in 0 ..< capacity { (states + slot).initialize(to: Atomic(State.free)) }
        // Untouched pages cost no memory until a slot is first used.
        paths = .allocate(capacity: capacity * Self.pathCapacity)
    }

    /// Claims a free slot for registering; parks the thread for good when
    /// the emergency exit has started (the process is about to end).
    func claim() -> Int? {
        for slot in 0 ..< TemporaryFiles.capacity {
            if states[slot].compareExchange(expected: State.free, desired: State.registering, ordering: .acquiringAndReleasing).exchanged {
                // Publish the high-water mark before the file can exist.
                var high = used.load(ordering: .sequentiallyConsistent)
                while high < slot + 1 {
                    let (exchanged, original) = used.compareExchange(expected: high, desired: slot + 1, ordering: .sequentiallyConsistent)
                    if exchanged { break }
                    high = original
                }
                // Checked after the mark: an emergency exit that began before it may not have seen this slot.
                if emergency.load(ordering: .sequentiallyConsistent) { parkForever() }
                return slot
            }
            if emergency.load(ordering: .acquiring) { parkForever() }
        }
        if emergency.load(ordering: .acquiring) { parkForever() }
        return nil
    }

    /// Writes the path of a claimed slot, as a C string.
    func store(_ bytes: [UInt8], in slot: Int) {
        let start = paths + slot * Self.pathCapacity
        bytes.withUnsafeBufferPointer { source in
            UnsafeMutableRawPointer(start).copyMemory(from: source.baseAddress!, byteCount: source.count)
        }
        start[bytes.count] = 0
    }

    /// Ends a registration: the slot is live when the file was created, free otherwise.
    func publish(_ slot: Int, live: Bool) {
        states[slot].store(live ? State.live : State.free, ordering: .sequentiallyConsistent)
    }

    /// Frees a live slot, unless the emergency exit has taken it.
    func release(_ slot: Int) {
        _ = states[slot].compareExchange(expected: State.live, desired: State.free, ordering: .sequentiallyConsistent)
    }

    /// The emergency exit: takes every slot, unlinking the live ones.
    func removeAll() {
        emergency.store(true, ordering: .sequentiallyConsistent)
        let count = used.load(ordering: .sequentiallyConsistent)
        for slot in 0 ..< count {
            var spins = 0
            while true {
                let state = states[slot].load(ordering: .sequentiallyConsistent)
                if state == State.registering {
                    // Another thread is between claiming the slot and creating its file
                    // (a few instructions and one open); wait, but not forever.
                    spins += 1
                    if spins < 100_000_000 { continue }
                    break
                }
                if state == State.taken { break }
                if states[slot].compareExchange(expected: state, desired: State.taken, ordering: .sequentiallyConsistent).exchanged {
                    if state == State.live { unlink(paths + slot * Self.pathCapacity) }
                    break
                }
            }
        }
    }

    private func parkForever() -> Never {
        while true { pause() }
    }
}

/// The registry, allocated by ``TemporaryFiles/prepare()``.
private let registry = Registry(capacity: TemporaryFiles.capacity)
