#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic
import MosaicSwift

/// The Swift files a `--swift` path names: the file itself, or every
/// `.swift` file in a folder and its subfolders, read through
/// ``InputFile`` (regular files only: a FIFO or a device named `X.swift`
/// is refused without being opened).
///
/// The walk is bounded and deterministic:
/// - files in byte order of their paths, folders before nothing else
///   (the order is the sorted path order, whatever the file system's);
/// - hidden entries (`.build`, `.git`) are skipped;
/// - a symbolic link inside the folder that names a `.swift` file or
///   leads to a folder is refused, never followed: it may lead out of the
///   folder (name its target with its own `--swift` instead); other links
///   are ignored;
/// - at most ``SwiftSourceLimits/maximumFiles`` Swift files and
///   ``SwiftSourceLimits/maximumTotalBytes`` together, at most
///   ``maximumEntries`` entries looked at and ``maximumDepth`` folders deep.
enum SwiftSourceFolder {
    /// The most directory entries one walk looks at.
    static let maximumEntries = 100_000
    /// The deepest subfolder walked.
    static let maximumDepth = 8

    /// The paths of the Swift files `path` names, in order.
    ///
    /// - Throws: ``CommandError`` naming the path and the rule it breaks.
    /// - Complexity: O(e log e) in the entries walked, at most ``maximumEntries``.
    static func paths(for path: String, limits: SwiftSourceLimits = .standard) throws(CommandError) -> [String] {
        guard FileKind(path: path) == .directory else { return [path] }
        var found: [String] = []
        var entries = 0
        // Without trailing slashes, but the root folder stays "/".
        var root = path
        while root.count > 1 && root.hasSuffix("/") { root.removeLast() }
        var folders: [(String, Int)] = [(root, 0)]
        while let (folder, depth) = folders.popLast() {
            var names: [String] = []
            guard let directory = opendir(folder) else {
                throw CommandError("cannot read the folder \(InputQuote.quoted(folder)): \(SystemCalls.lastErrorDescription)")
            }
            while let entry = readdir(directory) {
                let cName = DirectoryEntry.name(of: entry)
                let name = String(decoding: UnsafeRawBufferPointer(start: cName, count: strlen(cName)), as: UTF8.self)
                if name.hasPrefix(".") { continue }
                entries += 1
                if entries > maximumEntries {
                    closedir(directory)
                    throw CommandError("the folder \(InputQuote.quoted(path)) holds more than \(maximumEntries) entries; mosaic looks at most at that many for --swift (name a smaller folder)")
                }
                names.append(name)
            }
            closedir(directory)
            var subfolders: [String] = []
            for name in names.sorted(by: { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }) {
                let child = (folder == "/" ? "" : folder) + "/" + name
                var status = stat()
                guard lstat(child, &status) == 0 else { continue }
                switch FileKind(mode: UInt32(status.st_mode)) {
                case .directory:
                    guard depth < maximumDepth else {
                        throw CommandError("\(InputQuote.quoted(child)) is more than \(maximumDepth) folders deep in \(InputQuote.quoted(path)); mosaic reads --swift folders at most that deep")
                    }
                    subfolders.append(child)
                case .symbolicLink:
                    if name.hasSuffix(".swift") || FileKind(path: child) == .directory {
                        throw CommandError("\(InputQuote.quoted(child)) is a symbolic link; mosaic does not follow links inside a --swift folder (they may lead out of it): give its target with its own --swift")
                    }
                case _ where name.hasSuffix(".swift"):
                    found.append(child)
                    if found.count > limits.maximumFiles {
                        throw CommandError("the folder \(InputQuote.quoted(path)) holds more than \(limits.maximumFiles) Swift files; mosaic reads at most \(limits.maximumFiles) for one layout (name the files the layout needs, or a smaller folder)")
                    }
                default:
                    continue
                }
            }
            // Subfolders after the folder's own files, in order (a stack: pushed in reverse).
            for subfolder in subfolders.reversed() { folders.append((subfolder, depth + 1)) }
        }
        guard !found.isEmpty else {
            throw CommandError("the folder \(InputQuote.quoted(path)) holds no .swift file")
        }
        return found
    }

    /// The text of every Swift file `paths` name (files or folders), in order, each read once.
    ///
    /// - Throws: ``CommandError`` for a path that cannot be read or a limit passed.
    static func read(_ references: [String], limits: SwiftSourceLimits = .standard) throws(CommandError) -> [SwiftSourceText] {
        var files: [SwiftSourceText] = []
        var seen: Set<String> = []
        var total = 0
        for reference in references {
            for path in try paths(for: reference, limits: limits) where seen.insert(path).inserted {
                guard files.count < limits.maximumFiles else {
                    throw CommandError("more than \(limits.maximumFiles) Swift files; mosaic reads at most \(limits.maximumFiles) for one layout (name the files the layout needs)")
                }
                let bytes: [UInt8]
                let limit = min(InputFile.maximumSize, limits.maximumBytes)
                do {
                    bytes = try InputFile.read(atPath: path, role: "Swift file", maximumSize: limit)
                } catch {
                    if case .tooLarge = error.reason, limit == limits.maximumBytes {
                        throw CommandError("\(path): the file is more than \(limits.maximumBytes) bytes; mosaic reads Swift layout files of at most \(limits.maximumBytes) bytes")
                    }
                    throw CommandError(error.description)
                }
                total += bytes.count
                guard total <= limits.maximumTotalBytes else {
                    throw CommandError("the Swift files come to more than \(limits.maximumTotalBytes) bytes together at \(InputQuote.quoted(path)); mosaic reads at most that for one layout (name the files the layout needs, or a smaller folder)")
                }
                files.append(SwiftSourceText(path: path, text: String(decoding: bytes, as: UTF8.self)))
            }
        }
        return files
    }
}
