import Foundation

/// `mosaic serve` run as a process for one test, on a free port of
/// 127.0.0.1, read from outside through /proc: its peak memory, its
/// threads, its open descriptors.
final class ServeProcess: @unchecked Sendable {
    let process = Process()
    let port: Int
    let url: String

    /// Starts `mosaic serve ARGUMENTS --port 0` and waits for its address.
    ///
    /// - Parameter addressSpaceKB: an address-space cap for the server
    ///   (`ulimit -v`), if any: a server that needs more fails to allocate.
    init(_ arguments: [String], addressSpaceKB: Int? = nil) throws {
        let limit = addressSpaceKB.map { "ulimit -v \($0) && " } ?? ""
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = ["-c", limit + "exec \"$0\" \"$@\"", ServeFixtures.executable.path, "serve"] + arguments + ["--port", "0"]
        process.currentDirectoryURL = ServeFixtures.packageRoot
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        var text: [UInt8] = []
        while !text.contains(10) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            text += chunk
        }
        url = String(decoding: text, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard let port = url.split(separator: ":").last.flatMap({ Int($0.filter(\.isNumber)) }) else {
            process.terminate()
            throw RawSocket.Failure(description: "mosaic serve printed no address: '\(url)'")
        }
        self.port = port
    }

    var pid: Int32 { process.processIdentifier }

    /// A `/proc/PID/status` figure in kB (`VmHWM`: the peak resident memory).
    func status(_ key: String) -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(key + ":") {
            return Int(line.dropFirst(key.count + 1).filter(\.isNumber))
        }
        return nil
    }

    /// The peak resident memory so far, in MB.
    var peakMB: Int { (status("VmHWM") ?? 0) / 1024 }

    /// The names of the process's threads.
    var threadNames: [String] {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.compactMap { try? String(contentsOfFile: "/proc/\(pid)/task/\($0)/comm", encoding: .utf8) }
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
    }

    /// The engine threads alive (named `mosaic-engine`).
    var engineThreads: Int { threadNames.count { $0 == "mosaic-engine" } }

    /// The descriptors the process has open.
    var openDescriptors: Int { ((try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/fd")) ?? []).count }

    var isRunning: Bool { process.isRunning }

    /// Ends the server (`SIGTERM`); its exit status.
    @discardableResult
    func stop() -> Int32 {
        if process.isRunning { process.terminate() }
        process.waitUntilExit()
        return process.terminationStatus
    }

    deinit { if process.isRunning { process.terminate(); process.waitUntilExit() } }
}
