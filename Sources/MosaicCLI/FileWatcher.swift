#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Notices when files change on disk, by polling: each poll looks up every
/// path afresh (`stat`) and compares its size, modification time (to the
/// nanosecond) and inode with the previous poll.
///
/// Looking files up by path each time follows editors that save by writing a
/// new file and renaming it over the old one (a new inode), and a file that
/// disappears or appears counts as a change too: a missing file is a state
/// of its own.
///
/// ```swift
/// var watcher = FileWatcher(paths: ["spiral.lua", "photos.json"])
/// while watcher.waitForChange(until: { stopRequested }) {
///     render()
/// }
/// ```
struct FileWatcher {
    /// What a poll sees of one path: `nil` when nothing is there.
    struct FileState: Equatable {
        /// The device and inode: a new value means the path names a new file.
        var device: UInt64
        var inode: UInt64
        /// The size in bytes.
        var size: Int64
        /// The last modification, in nanoseconds since 1970.
        var modified: Int64
    }

    /// The interval ``waitForChange(pollInterval:until:)`` polls at unless told otherwise.
    static let defaultPollInterval = Duration.milliseconds(150)

    /// The files watched, as given (and added by ``watch(_:)``).
    private(set) var paths: [String]
    /// What the last poll saw, parallel to ``paths``.
    private var states: [FileState?]

    /// Starts watching `paths`, taking their current state as the reference.
    ///
    /// - Complexity: one `stat` per path.
    init(paths: [String]) {
        self.paths = paths
        self.states = paths.map(Self.state(of:))
    }

    /// Watches `paths` too: those not watched yet are added, their current
    /// state taken as the reference (files learnt of while rendering, such
    /// as the modules a plugin `require`d).
    ///
    /// - Complexity: one `stat` per path added, O(p) per path to look it up.
    mutating func watch(_ paths: [String]) {
        for path in paths where !self.paths.contains(path) {
            self.paths.append(path)
            states.append(Self.state(of: path))
        }
    }

    /// Polls the files once: whether any of them differs from the previous
    /// poll (or from when watching started). The new state becomes the
    /// reference for the next poll.
    ///
    /// - Complexity: one `stat` per path.
    mutating func hasChanged() -> Bool {
        let current = paths.map(Self.state(of:))
        defer { states = current }
        return current != states
    }

    /// Waits until a file changes and then stays unchanged for one more
    /// poll, so that a file being written is not read half-way.
    ///
    /// - Parameters:
    ///   - pollInterval: the time between polls (100–200 ms suits editing).
    ///   - shouldStop: asked after every poll; `true` ends the wait.
    ///   - sleep: waits for one interval; by default the thread sleeps.
    /// - Returns: `true` after a change, `false` when `shouldStop` ended the wait.
    mutating func waitForChange(
        pollInterval: Duration = defaultPollInterval,
        until shouldStop: () -> Bool = { false },
        sleep: (Duration) -> Void = FileWatcher.sleep
    ) -> Bool {
        var changed = false
        while !shouldStop() {
            sleep(pollInterval)
            if shouldStop() { return false }
            if hasChanged() {
                changed = true
            } else if changed {
                return true
            }
        }
        return false
    }

    /// Sleeps the calling thread for `duration`; a signal may cut it short.
    static func sleep(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        _ = nanosleep(&request, nil)
    }

    /// What is at `path` now, or `nil` when nothing is (or it cannot be looked at).
    static func state(of path: String) -> FileState? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        #if canImport(Darwin)
        let modification = status.st_mtimespec
        #else
        let modification = status.st_mtim
        #endif
        return FileState(
            device: UInt64(truncatingIfNeeded: status.st_dev),
            inode: UInt64(truncatingIfNeeded: status.st_ino),
            size: Int64(status.st_size),
            modified: Int64(modification.tv_sec) * 1_000_000_000 + Int64(modification.tv_nsec)
        )
    }
}
