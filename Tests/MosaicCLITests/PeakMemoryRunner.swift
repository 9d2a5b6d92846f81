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
///
/// Nor does a child the test process spawns itself: `posix_spawn` runs it
/// on the parent's memory until `exec`, and Linux keeps the peak of the
/// memory a process leaves at `exec` in its own peak, so every child
/// spawned from a test process that once held 900 MB (the serve load test
/// runs in the same process) "peaked" at 900 MB. So a small Python process
/// in between forks mosaic from its own few megabytes, waits for it, and
/// writes its peak and status to a file.
enum PeakMemoryRunner {
    /// Whether peak memory says anything about mosaic in this run: not
    /// under a sanitizer (`scripts/test --sanitize=…` sets
    /// `MOSAIC_SANITIZER`), whose shadow memory and quarantine multiply
    /// what a process holds. Limit tests still check everything else there.
    static let measuresMemory = ProcessInfo.processInfo.environment["MOSAIC_SANITIZER"] == nil

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
        let reportPath = scratch.appendingPathComponent("peak").path
        let wrapper = ["/usr/bin/python3", "-c", Self.waiter, directory.path, reportPath, executable]
        let argv: [UnsafeMutablePointer<CChar>?] = (wrapper + arguments).map { strdup($0) } + [nil]
        let envp: [UnsafeMutablePointer<CChar>?] = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        // Its own process group, so that the safety bound kills mosaic too.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP))
        posix_spawnattr_setpgroup(&attributes, 0)
        var pid = pid_t()
        let spawned = posix_spawn(&pid, "/usr/bin/python3", &actions, &attributes, argv, envp)
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
                kill(-pid, SIGKILL)
                killed = true
            }
            usleep(20_000)
        }
        // mosaic's own status and peak, as the waiter saw them.
        var peakBytes = 0
        if let report = try? String(contentsOfFile: reportPath, encoding: .utf8) {
            let fields = report.split(separator: " ").compactMap { Int32($0) }
            if fields.count == 2 { (peakBytes, status) = (Int(fields[0]) * 1024, fields[1]) }
        } else if !killed {
            Issue.record("the waiter wrote no report: \((try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "")")
        }
        let signalled = (status & 0x7f) != 0 && (status & 0x7f) != 0x7f
        return Outcome(
            status: signalled ? -1 : (status >> 8) & 0xff,
            signal: signalled ? status & 0x7f : nil,
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? "",
            peakBytes: peakBytes,
            killed: killed
        )
    }

    /// The waiter: changes into the folder, forks and execs mosaic with the
    /// arguments after the report path, waits for it, and writes its peak
    /// resident memory (KiB) and raw wait status to the report.
    static let waiter = """
        import os, sys
        folder, report, executable = sys.argv[1:4]
        os.chdir(folder)
        pid = os.fork()
        if pid == 0:
            try:
                os.execv(executable, [executable] + sys.argv[4:])
            finally:
                os._exit(127)
        _, status, usage = os.wait4(pid, 0)
        with open(report, "w") as f:
            f.write("%d %d" % (usage.ru_maxrss, status))
        """
}
