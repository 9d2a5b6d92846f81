import Foundation
import Mosaic
import Testing

/// Runs the built `mosaic` executable, as swift-argument-parser's
/// `AssertExecuteCommand` does: the binary sits next to the test bundle in
/// the build products directory.
enum MosaicRunner {
    /// What one run printed and how it ended.
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String

        /// The lines written to standard error.
        var errorLines: [Substring] { standardError.split(separator: "\n", omittingEmptySubsequences: false).dropLast() }
    }

    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The path of a file in `Tests/Fixtures`.
    static func fixture(_ name: String) -> String {
        packageRoot.appendingPathComponent("Tests/Fixtures/\(name)").path
    }

    /// The `mosaic` executable in the build products directory.
    static let executable: URL = {
        let bundle = Bundle(for: BundleMarker.self).bundleURL
        let products = bundle.pathExtension == "xctest" ? bundle.deletingLastPathComponent() : bundle
        return products.appendingPathComponent("mosaic")
    }()

    private final class BundleMarker {}

    /// Runs `mosaic` with `arguments` and waits for it.
    ///
    /// The child sees this process's environment without `MOSAIC_PATH` and
    /// with `HOME` set to an empty directory, so that no plugin of the
    /// machine's user is found, then `environment` on top.
    ///
    /// - Parameters:
    ///   - arguments: the command line, without `mosaic`.
    ///   - environment: variables to set in the child.
    ///   - directory: the working directory; the package root when `nil`.
    ///   - standardInput: what the child reads on standard input (a file,
    ///     not a terminal); nothing when `nil`.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil, standardInput: String? = nil
    ) throws -> Result {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            Issue.record("no mosaic executable at \(executable.path); build the package first")
            return Result(status: -1, standardOutput: "", standardError: "")
        }
        // Files rather than pipes, so that large outputs cannot fill a pipe and stall the child.
        let scratch = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory ?? packageRoot
        var childEnvironment = ProcessInfo.processInfo.environment
        childEnvironment["MOSAIC_PATH"] = nil
        childEnvironment["HOME"] = scratch.path
        childEnvironment.merge(environment) { $1 }
        process.environment = childEnvironment
        process.standardOutput = output
        process.standardError = error
        if let standardInput {
            let inputURL = scratch.appendingPathComponent("stdin")
            try Data(standardInput.utf8).write(to: inputURL)
            process.standardInput = try FileHandle(forReadingFrom: inputURL)
        } else {
            process.standardInput = FileHandle.nullDevice
        }
        try process.run()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
            standardError: try String(contentsOf: errorURL, encoding: .utf8)
        )
    }

    /// Runs `mosaic` and parses its standard output as JSON, recording an
    /// issue when it fails.
    static func json(_ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil) throws -> JSONValue {
        let result = try run(arguments, environment: environment, in: directory)
        #expect(result.status == 0, "mosaic \(arguments.joined(separator: " ")): \(result.standardError)")
        return try JSONParser.parse(result.standardOutput)
    }

    /// A new, empty directory, removed by the caller.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-cli-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
