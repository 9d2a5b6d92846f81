import Foundation
import Testing

/// `swiftc -parse`: the syntax check of a Swift file (UIKit is not on
/// Linux, so the file is parsed, not type-checked). swiftc is always where
/// the tests run: the toolchain that builds them has it.
enum SwiftCompiler {
    /// The compiler beside the toolchain's `swift`, found on `PATH`.
    static let path: String = {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return directories.map { $0 + "/swiftc" }.first { FileManager.default.isExecutableFile(atPath: $0) } ?? "swiftc"
    }()

    /// Runs `swiftc -parse` on `source` and returns its exit status and diagnostics.
    static func parse(_ source: String, name: String) throws -> (status: Int32, diagnostics: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-swiftc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(name + ".swift")
        try Data(source.utf8).write(to: file)
        let diagnostics = folder.appendingPathComponent("diagnostics")
        _ = FileManager.default.createFile(atPath: diagnostics.path, contents: nil)
        let handle = try FileHandle(forWritingTo: diagnostics)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-parse", file.path]
        process.standardOutput = handle
        process.standardError = handle
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: diagnostics, encoding: .utf8)) ?? "")
    }

    /// Records an issue unless `source` parses without errors or warnings.
    static func expectParses(_ source: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let result = try parse(source, name: name)
        #expect(result.status == 0, "swiftc -parse \(name).swift: \(result.diagnostics)", sourceLocation: sourceLocation)
        #expect(!result.diagnostics.contains("error:") && !result.diagnostics.contains("warning:"), "\(result.diagnostics)", sourceLocation: sourceLocation)
    }
}
