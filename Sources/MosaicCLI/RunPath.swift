#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The paths a script may name: relative, inside its folder, through no
/// symbolic link, plain names of sizes the system takes. The rules are
/// checked on the text first (here), then on the file system as the path
/// is walked (``RunFolder``).
enum RunPath {
    /// The components of `path`, checked: not empty, no NUL byte (C would
    /// cut the path there), not absolute, no `..`, at most `PATH_MAX - 1`
    /// bytes in all and `NAME_MAX` in one name (a longer one could make a
    /// tree no later tool can walk), no control character and no Unicode
    /// bidirectional formatting character (which make a name show as
    /// another: `x`, U+202E, `nosj.exe` shows as `xexe.json`); `.` and
    /// empty components dropped.
    ///
    /// - Parameters:
    ///   - folder: what the path must stay in, for messages: `the output
    ///     folder (--out)`.
    ///   - allowingTheFolderItself: whether `.` (no component left) means
    ///     the folder itself rather than a missing file name.
    /// - Throws: ``CommandError`` saying which rule the path breaks.
    static func components(of path: String, inside folder: String, allowingTheFolderItself: Bool = false) throws(CommandError) -> [String] {
        let shown = quoted(path)
        guard !path.isEmpty else { throw CommandError("give a file name, not an empty path") }
        guard !path.utf8.contains(0) else {
            throw CommandError("the path \(shown) has a NUL byte; give a plain path inside \(folder)")
        }
        if let scalar = path.unicodeScalars.first(where: isControl) {
            throw CommandError("the path \(shown) has the control character U+\(hex(scalar)); give a plain path")
        }
        if let scalar = path.unicodeScalars.first(where: isBidirectionalFormatting) {
            throw CommandError("the path \(shown) has the bidirectional formatting character U+\(hex(scalar)), which makes a name show as another; give a plain path")
        }
        guard path.utf8.count < Int(PATH_MAX) else {
            throw CommandError("the path \(shown) is \(path.utf8.count) bytes long; a path has at most \(Int(PATH_MAX) - 1) bytes")
        }
        guard !path.hasPrefix("/") else {
            throw CommandError("\(shown) is an absolute path; a script names files relative to \(folder)")
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }.map(String.init)
        guard !parts.contains("..") else {
            throw CommandError("\(shown) goes up with '..'; a script names files inside \(folder)")
        }
        if let long = parts.first(where: { $0.utf8.count > Int(NAME_MAX) }) {
            throw CommandError("the path \(shown) has a name of \(long.utf8.count) bytes; a name has at most \(Int(NAME_MAX)) bytes")
        }
        guard !parts.isEmpty || allowingTheFolderItself else { throw CommandError("\(shown) is a folder; give a file name") }
        return parts
    }

    /// C0 and C1 control characters and DEL.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F ... 0x9F).contains(scalar.value)
    }

    /// The marks and embeddings, overrides and isolates of Unicode's
    /// bidirectional algorithm: U+061C, U+200E–U+200F, U+202A–U+202E,
    /// U+2066–U+2069.
    private static func isBidirectionalFormatting(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A ... 0x202E, 0x2066 ... 0x2069: true
        default: false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// The kinds of layout file a script may name: a `.lua` plugin or a
    /// `.json` compositional spec. Anything else that looks like a file (a
    /// path with `/`) is refused before it is read, so no other file is
    /// ever read as a layout (whose messages could quote it).
    ///
    /// - Throws: ``CommandError`` naming the path.
    static func checkLayoutFileKind(_ path: String) throws(CommandError) {
        guard path.hasSuffix(".lua") || path.hasSuffix(".json") || path.hasSuffix(".swift") else {
            throw CommandError("\(quoted(path)) is not a layout file; give a layout name, a .lua plugin, a .json spec or .swift layout code")
        }
    }

    /// A path quoted for a message, as every error quotes input.
    static func quoted(_ path: String) -> String {
        let shown = ExitStatus.escapingControlCharacters(path.count > 200 ? String(path.prefix(200)) + "…" : path)
        var result = "'"
        for scalar in shown.unicodeScalars {
            if isBidirectionalFormatting(scalar) { result += "\\u{\(String(scalar.value, radix: 16))}" } else { result.unicodeScalars.append(scalar) }
        }
        return result + "'"
    }
}
