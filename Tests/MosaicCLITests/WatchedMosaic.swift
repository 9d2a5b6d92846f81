import Foundation
import Testing

/// A `mosaic layout … --watch` running in the background: started, read
/// while it runs, interrupted. Every wait is bounded, so a watch that never
/// renders fails its test instead of hanging the suite.
final class WatchedMosaic {
    /// How long any one wait lasts before the test gives up.
    static let patience = Duration.seconds(10)

    private let process = Process()
    private let scratch: URL
    private let errorURL: URL

    /// Starts `mosaic` with `arguments` in `directory`, with the same
    /// environment as ``MosaicRunner/run(_:environment:in:)``.
    init(_ arguments: [String], in directory: URL) throws {
        scratch = try MosaicRunner.temporaryDirectory()
        errorURL = scratch.appendingPathComponent("stderr")
        let outputURL = scratch.appendingPathComponent("stdout")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        process.executableURL = MosaicRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var environment = ProcessInfo.processInfo.environment
        environment["MOSAIC_PATH"] = nil
        environment["HOME"] = scratch.path
        process.environment = environment
        process.standardError = try FileHandle(forWritingTo: errorURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        try process.run()
    }

    deinit {
        if process.isRunning { process.terminate() }
        try? FileManager.default.removeItem(at: scratch)
    }

    /// The lines written to standard error so far (complete lines only).
    var statusLines: [String] {
        let text = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        return text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    /// Waits until standard error holds `count` lines and returns them, or
    /// records an issue and returns `nil` when they do not come in time.
    func waitForStatusLines(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) -> [String]? {
        let deadline = ContinuousClock.now + Self.patience
        while ContinuousClock.now < deadline {
            let lines = statusLines
            if lines.count >= count { return lines }
            if !process.isRunning && statusLines.count < count { break }
            Thread.sleep(forTimeInterval: 0.02)
        }
        Issue.record("expected \(count) status lines, got: \(statusLines)", sourceLocation: sourceLocation)
        return nil
    }

    /// Sends Ctrl-C (`SIGINT`).
    func interrupt() { process.interrupt() }

    /// Waits for the process to end and returns its exit status, or kills
    /// it, records an issue and returns `nil` when it does not end in time.
    func waitForExit(sourceLocation: SourceLocation = #_sourceLocation) -> Int32? {
        let deadline = ContinuousClock.now + Self.patience
        while process.isRunning && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.02)
        }
        guard !process.isRunning else {
            process.terminate()
            Issue.record("mosaic --watch did not end", sourceLocation: sourceLocation)
            return nil
        }
        return process.terminationReason == .exit ? process.terminationStatus : -process.terminationStatus
    }
}
