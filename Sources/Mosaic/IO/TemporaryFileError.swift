#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file that could not be created: the system's `errno`.
public struct TemporaryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` value.
    public var code: Int32

    /// Creates an error for an `errno` value.
    public init(code: Int32) {
        self.code = code
    }

    /// The system's description of the error (`Permission denied`).
    public var description: String { String(cString: strerror(code)) }
}
