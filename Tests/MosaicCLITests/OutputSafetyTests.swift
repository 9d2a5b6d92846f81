import Foundation
@testable import Mosaic
import Testing

/// Outputs never destroy anything: a device or a FIFO is written in place,
/// never renamed over; an input is never replaced; new files get 0666 less
/// the umask; stale temporaries of mosaic's own naming are cleaned up.
@Suite("mosaic: outputs never destroy anything")
struct OutputSafetyTests {
    private func kind(_ path: String) -> FileKind? { FileKind(path: path) }

    private func mode(_ path: String) -> mode_t {
        var status = stat()
        return stat(path, &status) == 0 ? mode_t(status.st_mode) & 0o777 : 0
    }

    @Test func devNullStaysACharacterDevice() throws {
        // As root, this used to replace /dev/null with a regular file.
        let outcome = try ProcessHarness.run(["layout", "flow", "--items", "5", "-o", "/dev/null"], timeout: 30)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(kind("/dev/null") == .characterDevice)
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let batch = directory.appendingPathComponent("batch.json")
        try Data("{\"insertItems\": [[0, 5]]}".utf8).write(to: batch)
        let update = try ProcessHarness.run(["update", "flow", "--items", "5", "--batch", batch.path, "-o", "/dev/null"], timeout: 30)
        #expect(update.status == 0, "\(update.standardError)")
        #expect(kind("/dev/null") == .characterDevice)
        #expect(ProcessHarness.temporaryFiles(in: URL(fileURLWithPath: "/dev")).isEmpty)
    }

    @Test func devStdoutIsWrittenInPlace() throws {
        let result = try MosaicRunner.run(["layout", "flow", "--items", "2", "--format", "csv", "-o", "/dev/stdout"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput.hasPrefix("category,kind,section,item,"))
    }

    @Test func aFIFOWithAReaderGetsTheDocumentAndStaysAFIFO() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let copy = directory.appendingPathComponent("copy.json")
        let reader = Process()
        reader.executableURL = URL(fileURLWithPath: "/bin/sh")
        reader.arguments = ["-c", "cat \"$0\" > \"$1\"", fifo, copy.path]
        try reader.run()
        let outcome = try ProcessHarness.run(["layout", "flow", "--items", "4", "-o", fifo], timeout: 30)
        reader.waitUntilExit()
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(kind(fifo) == .fifo)
        let document = try JSONParser.parse(try String(contentsOf: copy, encoding: .utf8))
        #expect(document["layout"]?.string == "flow")
        #expect(ProcessHarness.temporaryFiles(in: directory).isEmpty)
    }

    /// `-o` naming an input, as given, through a symbolic link and through a hard link.
    @Test(arguments: ["data", "spec", "plugin", "batch"])
    func anOutputThatIsAnInputIsRefusedBeforeAnyWork(input: String) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let root = MosaicRunner.packageRoot
        let (name, source, arguments): (String, String, (String) -> [String]) = switch input {
        case "data": ("data.json", "examples/photos.json", { ["layout", "waterfall", "--data", $0] })
        case "spec": ("spec.json", "examples/compositional-list.json", { ["layout", "compositional", "--spec", $0] })
        case "plugin": ("spiral.lua", "examples/spiral.lua", { ["layout", $0] })
        default: ("batch.json", "Tests/Fixtures/empty.json", { ["update", "flow", "--items", "3", "--batch", $0] })
        }
        let file = directory.appendingPathComponent(name)
        try FileManager.default.copyItem(at: root.appendingPathComponent(source), to: file)
        let original = try Data(contentsOf: file)
        let symbolic = directory.appendingPathComponent("symbolic-" + name)
        try FileManager.default.createSymbolicLink(at: symbolic, withDestinationURL: file)
        let hard = directory.appendingPathComponent("hard-" + name)
        try FileManager.default.linkItem(at: file, to: hard)

        for output in [file, symbolic, hard] {
            let outcome = try ProcessHarness.run(arguments(file.path) + ["--format", "json", "-o", output.path], timeout: 30)
            #expect(outcome.status == 64, "\(output.lastPathComponent): \(outcome.standardError)")
            #expect(outcome.standardError.hasPrefix("error: -o '\(output.path)' is "), "\(outcome.standardError)")
            #expect(outcome.standardError.split(separator: "\n").count == 1)
            #expect(try Data(contentsOf: file) == original)
        }
        // And the other way round: the input named through a link, the output as the file.
        let outcome = try ProcessHarness.run(arguments(symbolic.path) + ["--format", "json", "-o", file.path], timeout: 30)
        #expect(outcome.status == 64)
        #expect(try Data(contentsOf: file) == original)
        #expect(ProcessHarness.temporaryFiles(in: directory).isEmpty)
    }

    @Test func aBatchOutputThatIsAnInputIsRefusedBeforeAnyJobRuns() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("data.json")
        try Data("[10, 20, 30]".utf8).write(to: data)
        let jobs = directory.appendingPathComponent("jobs.jsonl")
        try Data("{\"layout\": \"flow\", \"output\": \"first.json\"}\n{\"layout\": \"flow\", \"output\": \"data.json\", \"params\": {\"itemWidth\": 50}}\n".utf8).write(to: jobs)
        let outcome = try ProcessHarness.run(["batch", "--jobs-file", jobs.path, "--data", data.path, "--out", directory.path], timeout: 30)
        #expect(outcome.status == 64, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("jobs.jsonl:2"), "\(outcome.standardError)")
        #expect(outcome.standardError.contains("is one of the batch's input files"))
        #expect(try String(contentsOf: data, encoding: .utf8) == "[10, 20, 30]")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("first.json").path), "a job ran")
    }

    @Test(arguments: [("022", mode_t(0o644)), ("077", mode_t(0o600)), ("002", mode_t(0o664))])
    func parallelBatchFilesGetTheUmask(umask: String, expected: mode_t) throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        let outcome = try ProcessHarness.run(
            ["batch", "flow", "--sweep", "itemWidth=10:400:10", "--items", "50", "--jobs", "8", "--out", out.path], umask: umask, timeout: 120
        )
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let names = try FileManager.default.contentsOfDirectory(atPath: out.path)
        #expect(names.count == 41)
        for name in names {
            #expect(mode(out.appendingPathComponent(name).path) == expected, "\(name)")
        }
        let single = directory.appendingPathComponent("single.json")
        #expect(try ProcessHarness.run(["layout", "flow", "-o", single.path], umask: umask, timeout: 30).status == 0)
        #expect(mode(single.path) == expected)
    }

    @Test func aReplacedFileKeepsItsModeAndALinkStaysALink() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("private.json")
        try Data("old".utf8).write(to: file)
        #expect(chmod(file.path, 0o600) == 0)
        let link = directory.appendingPathComponent("link.json")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        #expect(try ProcessHarness.run(["layout", "flow", "--items", "2", "-o", link.path], timeout: 30).status == 0)
        #expect(mode(file.path) == 0o600)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
        #expect(try JSONParser.parse(try String(contentsOf: file, encoding: .utf8))["layout"]?.string == "flow")
        #expect(ProcessHarness.temporaryFiles(in: directory).isEmpty)
    }

    @Test func staleTemporariesAreRemovedFromTheOutputFolder() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: false)
        let dead = try deadProcessID()
        let stale = ".flow.json.mosaic-\(TemporaryFiles.hostTag)-\(dead)-0123456789abcdef.tmp"
        let foreign = ".flow.json.mosaic-XYZ"  // not our naming
        for folder in [directory, out] {
            for name in [stale, foreign] { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        }
        #expect(try ProcessHarness.run(["layout", "flow", "-o", directory.appendingPathComponent("flow.json").path], timeout: 30).status == 0)
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.path)) == ["flow.json", foreign, "out"])
        #expect(try ProcessHarness.run(["batch", "flow", "--sweep", "itemWidth=10,20", "--out", out.path], timeout: 30).status == 0)
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent(stale).path))
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent(foreign).path))
    }

    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
