import Foundation
import Mosaic
import Testing

/// An interrupted batch leaves no temporary file and ends with the shells'
/// status for the signal.
@Suite("mosaic batch: interrupted", .serialized)
struct BatchInterruptTests {
    @Test(arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143)), (SIGUSR1, Int32(138)), (SIGALRM, Int32(142))])
    func aSignalMidBatchLeavesNoTemporaryFile(signal: Int32, status: Int32) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        // Large outputs, so that a temporary file is being written most of the time.
        let running = try ProcessHarness.start([
            "batch", "flow", "--sweep", "itemWidth=1:60:1", "--items", "150000", "--format", "json", "--jobs", "2", "--out", out.path,
        ])
        // Wait until a temporary file is in flight, then interrupt.
        let deadline = Date().addingTimeInterval(60)
        while running.process.isRunning, Date() < deadline, ProcessHarness.temporaryFiles(in: out).isEmpty { usleep(2_000) }
        let sawTemporary = !ProcessHarness.temporaryFiles(in: out).isEmpty
        kill(running.process.processIdentifier, signal)
        let outcome = running.finish(timeout: 60)
        #expect(sawTemporary, "the batch ended before a temporary file was seen")
        #expect(!outcome.timedOut)
        #expect(outcome.status == status, "\(outcome.standardError)")
        #expect(ProcessHarness.temporaryFiles(in: out) == [])
        // What was written is whole.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? [] where name.hasSuffix(".json") {
            #expect(throws: Never.self) { _ = try JSONParser.parse(Array(try Data(contentsOf: out.appendingPathComponent(name)))) }
        }
    }
}

/// A signal the batch was started with ignored (`nohup`) stays ignored.
@Suite("mosaic batch: ignored signals")
struct BatchIgnoredSignalTests {
    @Test func aHangupIgnoredByNohupDoesNotEndTheBatch() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        // sh -c 'trap "" HUP; exec …': mosaic starts with SIGHUP ignored, then gets one.
        process.arguments = ["-c", "trap '' HUP; exec \"$0\" \"$@\"", MosaicRunner.executable.path,
                             "batch", "flow", "--sweep", "itemWidth=1:20:1", "--items", "20000", "--jobs", "1", "--out", out.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while process.isRunning, Date() < deadline, ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).isEmpty { usleep(2_000) }
        kill(process.processIdentifier, SIGHUP)
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 0)
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("index.json").path))
    }
}
