#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Which file a path leads to, as the file system knows it: the device and
/// the inode number. Two paths have the same identity when they reach the
/// same file, through symbolic links or hard links alike.
package struct FileIdentity: Hashable, Sendable, CustomStringConvertible {
    /// The device the file is on (`st_dev`).
    package var device: UInt64
    /// The file's inode number on that device (`st_ino`).
    package var inode: UInt64

    /// Creates an identity from a device and an inode number.
    package init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The identity of the file `path` leads to, symbolic links followed;
    /// `nil` when there is none (or it cannot be looked at).
    ///
    /// - Complexity: one `stat` call.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The identity of the file open on `descriptor`; `nil` when `fstat` fails.
    package init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    init(_ status: stat) {
        self.init(device: UInt64(truncatingIfNeeded: status.st_dev), inode: UInt64(truncatingIfNeeded: status.st_ino))
    }

    /// `device:inode`, for messages and debugging.
    package var description: String { "\(device):\(inode)" }
}
