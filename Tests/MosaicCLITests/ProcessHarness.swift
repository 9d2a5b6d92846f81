import Foundation
import Testing

/// Runs `mosaic` as a child the test can time out, signal or start with a
/// given umask: for the file-safety tests, where a regression hangs (a
/// FIFO opened for reading) or must be interrupted.
enum ProcessHarness {
    /// How a run ended.
    struct Outcome {
        var status: Int32
        var standardError: String
        var timedOut: Bool
    }

    /// A started child and its standard-error file.
    struct Running {
        var process: Process
        var errorURL: URL
        var scratch: URL

        /// Waits for the end (killing the child after `seconds`).
        func finish(timeout seconds: Double = 60) -> Outcome {
            let deadline = Date().addingTimeInterval(seconds)
            while process.isRunning && Date() < deadline { usleep(10_000) }
            let timedOut = process.isRunning
            if timedOut {
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let text = (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
            try? FileManager.default.removeItem(at: scratch)
            return Outcome(status: process.terminationStatus, standardError: text, timedOut: timedOut)
        }
    }

    /// Starts `mosaic arguments` (through `sh -c 'umask U; exec mosaic …'`
    /// when `umask` is given), with standard input and output on `/dev/null`.
    static func start(_ arguments: [String], umask: String? = nil, in directory: URL? = nil) throws -> Running {
        let scratch = try MosaicRunner.temporaryDirectory()
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let process = Process()
        // Through env --default-signal: a test runner may start its children with SIGINT
        // ignored, and mosaic, as nohup expects, keeps an ignored signal ignored.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        if let umask {
            process.arguments = ["--default-signal", "/bin/sh", "-c", "umask \(umask); exec \"$0\" \"$@\"", MosaicRunner.executable.path] + arguments
        } else {
            process.arguments = ["--default-signal", MosaicRunner.executable.path] + arguments
        }
        process.currentDirectoryURL = directory ?? MosaicRunner.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["MOSAIC_PATH"] = nil
        environment["HOME"] = scratch.path
        process.environment = environment
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        return Running(process: process, errorURL: errorURL, scratch: scratch)
    }

    /// Runs `mosaic arguments` to its end, killing it after `seconds`.
    static func run(_ arguments: [String], umask: String? = nil, timeout seconds: Double = 60, in directory: URL? = nil) throws -> Outcome {
        try start(arguments, umask: umask, in: directory).finish(timeout: seconds)
    }

    /// The entries of `directory` that look like a temporary file of any
    /// version of mosaic (`.NAME.mosaic-…`).
    static func temporaryFiles(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).filter { $0.hasPrefix(".") && $0.contains(".mosaic-") }
    }
}
