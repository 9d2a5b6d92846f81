#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A temporary file that could not be created: the system's `errno`.
package struct TemporaryFileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The `errno` value.
    package var code: Int32

    /// Creates an error for an `errno` value.
    package init(code: Int32) {
        self.code = code
    }

    /// The system's description of the error (`Permission denied`).
    package var description: String { String(cString: strerror(code)) }
}
