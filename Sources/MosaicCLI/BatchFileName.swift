#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

/// The names of a batch's output files: stable, made from the layout and
/// the parameters a job sets, and safe on every file system.
enum BatchFileName {
    /// The longest file name most file systems accept, in bytes.
    static let maximumLength = 255

    /// `LAYOUT_NAME=VALUE_NAME=VALUE.EXT`: the parameters the job sets,
    /// sorted by name, each value as the command line writes it (`0.35`,
    /// `40`, `true`, `vertical`), every character outside
    /// `A-Z a-z 0-9 . , _ = + -` written `%XX` (UTF-8), as is a leading `.`.
    ///
    /// For example `spiral_anglePerItem=0.35_radius=40.svg`.
    static func name(layout: String, parameters: Parameters, setNames: [String], format: ExportFormat) -> String {
        var name = sanitised(layout)
        for parameter in setNames.sorted() {
            name += "_" + sanitised(parameter) + "=" + sanitised(parameters[parameter]?.description ?? "")
        }
        if name.hasPrefix(".") { name = "%2E" + name.dropFirst() }
        return name + "." + fileExtension(format)
    }

    /// The extension of a format's files: `txt`, `json`, `csv`, `svg`.
    static func fileExtension(_ format: ExportFormat) -> String {
        format == .text ? "txt" : format.rawValue
    }

    /// The format a file name's extension names, if any.
    static func format(ofFileName name: String) -> ExportFormat? {
        guard let dot = name.lastIndex(of: ".") else { return nil }
        return ExportFormat(fileExtension: String(name[name.index(after: dot)...]))
    }

    /// Why `name` cannot be an output file name given in a job file, or `nil`:
    /// it must be a plain name in the output directory.
    static func problem(withGivenName name: String) -> String? {
        if name.isEmpty || name == "." || name == ".." { return "'\(name)' is not a file name" }
        if name.contains("/") { return "'\(name)' is not a plain file name; outputs go straight into --out" }
        if name.utf8.count > maximumLength { return "the name is longer than \(maximumLength) bytes" }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return "the name has a control character"
        }
        return nil
    }

    /// Why the path of output `name` in `directory` is too long for the
    /// system (`PATH_MAX`, 4096 bytes with the final NUL), counting the
    /// temporary file written beside it; `nil` when it fits.
    static func pathProblem(directory: String, name: String) -> String? {
        let nameLength = name.utf8.count
        let temporaryLength = TemporaryFiles.maximumNameLength(for: name)
        let length = directory.utf8.count + 1 + max(nameLength, temporaryLength)
        guard length >= maximumPathLength else { return nil }
        return "the output's path '\(directory)/\(name.prefix(40))…' is \(directory.utf8.count + 1 + nameLength) bytes; with its temporary file it needs \(length), and paths have at most \(maximumPathLength - 1)"
    }

    /// The system's limit on a path, the final NUL included.
    static let maximumPathLength = Int(PATH_MAX)

    private static func sanitised(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "a") ... UInt8(ascii: "z"), UInt8(ascii: "0") ... UInt8(ascii: "9"),
                 UInt8(ascii: "."), UInt8(ascii: ","), UInt8(ascii: "_"), UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }
}
