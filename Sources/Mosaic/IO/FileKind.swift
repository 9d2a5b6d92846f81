#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What kind of entry a file system path is, as `stat` tells it.
package enum FileKind: Sendable, Equatable, CustomStringConvertible {
    case regularFile, directory, characterDevice, blockDevice, fifo, socket, symbolicLink, unknown

    /// The kind in `st_mode`.
    package init(mode: UInt32) {
        switch mode & UInt32(S_IFMT) {
        case UInt32(S_IFREG): self = .regularFile
        case UInt32(S_IFDIR): self = .directory
        case UInt32(S_IFCHR): self = .characterDevice
        case UInt32(S_IFBLK): self = .blockDevice
        case UInt32(S_IFIFO): self = .fifo
        case UInt32(S_IFSOCK): self = .socket
        case UInt32(S_IFLNK): self = .symbolicLink
        default: self = .unknown
        }
    }

    /// The kind of what `path` leads to (symbolic links followed), or `nil`
    /// when nothing is there.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(mode: UInt32(status.st_mode))
    }

    /// The kind with an article, for messages: `a character device`, `a FIFO`.
    package var description: String {
        switch self {
        case .regularFile: "a regular file"
        case .directory: "a directory"
        case .characterDevice: "a character device"
        case .blockDevice: "a block device"
        case .fifo: "a FIFO (named pipe)"
        case .socket: "a socket"
        case .symbolicLink: "a symbolic link"
        case .unknown: "a special file"
        }
    }
}
