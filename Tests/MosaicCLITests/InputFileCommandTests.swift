import Foundation
import Mosaic
import Testing

/// Every file a command reads goes through one reader: a regular file, at
/// most `--max-input-size`; a FIFO, a device, a directory or a link to one
/// is one error line naming the file and what it is, and nothing hangs.
@Suite("mosaic: input files are regular and capped")
struct InputFileCommandTests {
    /// The ways a command reads a file, `FILE` standing for the file.
    static let roles: [(role: String, arguments: [String], suffix: String)] = [
        ("data file", ["layout", "flow", "--data", "FILE"], ".json"),
        ("spec file", ["layout", "compositional", "--spec", "FILE"], ".json"),
        ("batch file", ["update", "flow", "--items", "3", "--batch", "FILE"], ".json"),
        ("job file", ["batch", "--jobs-file", "FILE", "--out", "OUT"], ".jsonl"),
        ("plugin", ["layout", "FILE"], ".lua"),
    ]

    private func run(_ role: (role: String, arguments: [String], suffix: String), file: String, in directory: URL, extra: [String] = []) throws -> ProcessHarness.Outcome {
        let arguments = role.arguments.map { $0 == "FILE" ? file : $0 == "OUT" ? directory.appendingPathComponent("out").path : $0 }
        return try ProcessHarness.run(arguments + extra, timeout: 30)
    }

    @Test(arguments: 0 ..< roles.count)
    func aFIFOIsRefusedAtOnce(role index: Int) throws {
        let role = Self.roles[index]
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("input" + role.suffix).path
        #expect(mkfifo(fifo, 0o600) == 0)
        let outcome = try run(role, file: fifo, in: directory)
        #expect(!outcome.timedOut, "mosaic blocked on the FIFO")
        #expect(outcome.status != 0)
        #expect(outcome.standardError.split(separator: "\n").count == 1)
        #expect(outcome.standardError.contains("is a FIFO (named pipe), not a regular file"), "\(outcome.standardError)")
    }

    @Test(arguments: 0 ..< roles.count)
    func devicesDirectoriesAndLinksToThemAreRefused(role index: Int) throws {
        let role = Self.roles[index]
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("zero" + role.suffix).path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        let folder = directory.appendingPathComponent("folder" + role.suffix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        for (file, kind) in [(link, "a character device"), (folder.path, "a directory")] {
            let outcome = try run(role, file: file, in: directory)
            #expect(!outcome.timedOut)
            #expect(outcome.status == 1)
            #expect(outcome.standardError.hasPrefix("error: "))
            #expect(outcome.standardError.split(separator: "\n").count == 1)
            // A plugin is read only from inside its directory: a link out
            // of it is refused before its target is even looked at.
            let reason = role.role == "plugin" && file == link
                ? "plugins are read only from inside their own directory" : "\(kind), not a regular file"
            #expect(outcome.standardError.contains(reason), "\(outcome.standardError)")
        }
    }

    @Test(arguments: 0 ..< roles.count)
    func aFileOverTheLimitIsRefusedAndOneAtTheLimitIsRead(role index: Int) throws {
        let role = Self.roles[index]
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 1 KiB, the smallest limit: a valid file padded to exactly 1024 bytes, then one byte more.
        let content: String
        switch role.role {
        case "spec file": content = try String(contentsOfFile: MosaicRunner.packageRoot.appendingPathComponent("examples/compositional-list.json").path, encoding: .utf8)
        case "job file": content = "{\"layout\": \"flow\", \"items\": 2}\n"
        case "plugin": content = "return {name = 'tiny', prepare = function(ctx) for i = 0, ctx.count - 1 do ctx:place(0, i, {0, i * 10, 10, 10}) end end}\n"
        case "batch file": content = "{\"insertItems\": [[0, 3]]}\n"
        default: content = "[10, 20, 30]\n"
        }
        let kibibyte = "0.0009765625"
        guard content.utf8.count <= 1_024 else { return }
        let file = directory.appendingPathComponent("input" + role.suffix)
        let padding = role.suffix == ".lua" ? "--" + String(repeating: " ", count: 1_022 - content.utf8.count) + "\n" : String(repeating: " ", count: 1_024 - content.utf8.count)
        let padded = role.suffix == ".lua" ? padding + content : padding + content
        try Data(padded.utf8.prefix(1_024)).write(to: file)
        #expect(try Data(contentsOf: file).count == 1_024)
        let atLimit = try run(role, file: file.path, in: directory, extra: ["--max-input-size", kibibyte])
        #expect(!atLimit.standardError.contains("input limit"), "\(atLimit.standardError)")

        try Data((padded + " ").utf8).write(to: file)
        let over = try run(role, file: file.path, in: directory, extra: ["--max-input-size", kibibyte])
        #expect(over.status == 1)
        #expect(over.standardError.contains("is larger than the input limit of 1024 bytes (--max-input-size)"), "\(over.standardError)")
        #expect(over.standardError.split(separator: "\n").count == 1)
    }

    @Test func dataFromDevZeroIsOneLineAndNoAllocationFailure() throws {
        let outcome = try ProcessHarness.run(["layout", "flow", "--data", "/dev/zero"], timeout: 30)
        #expect(outcome.status == 1)
        #expect(outcome.standardError == "error: data file '/dev/zero' is a character device, not a regular file\n")
    }

    @Test func theLimitMustBeANumberOfMiBInRange() throws {
        for value in ["0", "-1", "abc", "2e6", "nan"] {
            let outcome = try ProcessHarness.run(["layout", "flow", "--max-input-size", value], timeout: 30)
            #expect(outcome.status == 64, "\(value)")
            #expect(outcome.standardError.contains("--max-input-size"), "\(value): \(outcome.standardError)")
        }
    }
}
