#if canImport(Glibc)
package import Glibc
#elseif canImport(Musl)
package import Musl
#elseif canImport(Darwin)
package import Darwin
#endif

/// The one way to read a directory entry's name: in place, as the C
/// string it is. `readdir` returns records only as long as their name
/// (plus padding), so copying the `d_name` field, a 256-byte tuple in
/// Swift, read past the end of the last record of a buffer
/// (AddressSanitizer: heap-buffer-overflow in a folder of 10,000 files).
package enum DirectoryEntry {
    /// The name of `entry`, as a NUL-terminated C string inside the record.
    ///
    /// - Complexity: O(1).
    package static func name(of entry: UnsafeMutablePointer<dirent>) -> UnsafePointer<CChar> {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name)!
        return UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self)
    }
}
