#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Standard output and standard error, written directly (unbuffered), so
/// that a large document goes out in a few system calls.
enum StandardStreams {
    /// Writes `text` to standard output.
    ///
    /// - Throws: ``CommandError`` when standard output cannot be written.
    /// - Complexity: O(n) in the length of the text.
    static func write(_ text: String) throws(CommandError) {
        var text = text
        let written = text.withUTF8 { SystemCalls.writeAll(UnsafeRawBufferPointer($0), to: STDOUT_FILENO) }
        guard written else { throw CommandError("cannot write to standard output: \(SystemCalls.lastErrorDescription)") }
    }

    /// Writes `text` to standard error; a failure is ignored, as there is
    /// nowhere left to report it.
    static func writeError(_ text: String) {
        var text = text
        _ = text.withUTF8 { SystemCalls.writeAll(UnsafeRawBufferPointer($0), to: STDERR_FILENO) }
    }
}
