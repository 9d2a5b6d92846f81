#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing

/// Runs `mosaic` as a child of its own and reads that child's peak resident
/// memory from `wait4`'s resource usage: what a limit test asserts about
/// memory (never about time). Foundation's `Process` reaps its children
/// itself, and `getrusage(RUSAGE_CHILDREN)` is the largest of every child
/// the test runner ever waited for, so neither tells one run's peak.
enum PeakMemoryRunner {
    /// How a run ended, and the most memory it held.
    struct Outcome {
        /// The exit status; -1 when a signal ended the run.
        var status: Int32
        /// The signal that ended the run, if one did.
        var signal: Int32?
        var standardOutput: String
        var standardError: String
        /// The child's peak resident memory in bytes.
        var peakBytes: Int
        /// Whether the run was still going after the safety bound and was killed.
        var killed: Bool

        /// The lines written to standard error.
        var errorLines: [Substring] { standardError.split(separator: "\n", omittingEmptySubsequences: true) }
    }

    /// Runs `mosaic arguments` in `directory` (standard input from
    /// `standardInput`, or empty), killing it after `safetySeconds` (a bound
    /// against a hang, never asserted on: `killed` says it happened).
    static func run(
        _ arguments: [String], in directory: URL, standardInput: String = "", safetySeconds: Double = 120
    ) throws -> Outcome {
        let scratch = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputPath = scratch.appendingPathComponent("stdin").path
        let outputPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path
        try Data(standardInput.utf8).write(to: URL(fileURLWithPath: inputPath))

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, inputPath, O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        var environment = ProcessInfo.processInfo.environment
        environment["MOSAIC_PATH"] = nil
        environment["HOME"] = scratch.path
        let executable = MosaicRunner.executable.path
        // Through sh, which changes into the folder and execs mosaic: the
        // child waited for is mosaic itself (posix_spawn's chdir action is
        // not in every C library).
        let shell = ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory.path, executable]
        let argv: [UnsafeMutablePointer<CChar>?] = (shell + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        guard spawned == 0 else {
            Issue.record("cannot start \(executable): \(String(cString: strerror(spawned)))")
            return Outcome(status: -1, signal: nil, standardOutput: "", standardError: "", peakBytes: 0, killed: false)
        }
        var status: Int32 = 0
        var usage = rusage()
        var killed = false
        let deadline = Date().addingTimeInterval(safetySeconds)
        while true {
            let result = wait4(pid, &status, WNOHANG, &usage)
            if result == pid { break }
            if result < 0 && errno != EINTR { break }
            if !killed && Date() > deadline {
                kill(pid, SIGKILL)
                killed = true
            }
            usleep(20_000)
        }
        let signalled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
        return Outcome(
            status: signalled ? -1 : (status >> 8) & 0xff,
            signal: signalled ? status & 0x7f : nil,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
            peakBytes: Int(usage.ru_maxrss) * 1024,
            killed: killed
        )
    }
}
