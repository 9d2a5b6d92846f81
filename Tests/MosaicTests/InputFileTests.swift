import Foundation
@testable import Mosaic
import Testing

/// ``InputFile``: only regular files, never more than the limit, never a
/// blocking open; and ``TemporaryFiles``' names and stale-file removal.
@Suite("InputFile and TemporaryFiles")
struct InputFileTests {
    private func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-input-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func aRegularFileIsReadWhole() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("data.json")
        let bytes = (0 ..< 200_000).map { UInt8(truncatingIfNeeded: $0) }
        try Data(bytes).write(to: file)
        #expect(try InputFile.read(atPath: file.path, role: "data file") == bytes)
        #expect(InputFile.hasBeenRead(try #require(FileIdentity(path: file.path))))
    }

    @Test func theLibrarysMessageNamesNoCommandLineOption() {
        // The `mosaic` command adds "(--max-input-size)" (InputFileCommandTests);
        // an app that embeds the library gets the message without it.
        let error = InputFileError(path: "big.json", role: "data file", reason: .tooLarge(limit: 1024))
        #expect(error.description == "data file 'big.json' is larger than the input limit of 1024 bytes")
        #expect(error.reasonDescription == "it is larger than the input limit of 1024 bytes")
    }

    @Test func aFileExactlyAtTheLimitIsReadAndOneByteMoreIsRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("data.json")
        try Data(repeating: 0x20, count: 1_000).write(to: file)
        #expect(try InputFile.read(atPath: file.path, role: "data file", maximumSize: 1_000).count == 1_000)
        #expect(throws: InputFileError(path: file.path, role: "data file", reason: .tooLarge(limit: 999))) {
            try InputFile.read(atPath: file.path, role: "data file", maximumSize: 999)
        }
        #expect(throws: InputFileError.self) { try InputFile.read(atPath: file.path, role: "data file", maximumSize: 0) }
    }

    @Test func anEmptyFileFitsALimitOfZero() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("empty.json")
        try Data().write(to: file)
        #expect(try InputFile.read(atPath: file.path, role: "data file", maximumSize: 0).isEmpty)
    }

    @Test(arguments: [
        ("/dev/zero", FileKind.characterDevice), ("/dev/null", .characterDevice), ("/", .directory), ("/dev/urandom", .characterDevice),
    ])
    func specialFilesAreRefusedByKind(path: String, kind: FileKind) throws {
        let error = #expect(throws: InputFileError.self) { try InputFile.read(atPath: path, role: "data file") }
        #expect(error?.reason == .notRegularFile(kind))
        #expect(error?.description == "data file '\(path)' is \(kind), not a regular file")
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("pipe.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // No writer: a blocking open would never return (the CLI tests run this under a timeout).
        let error = #expect(throws: InputFileError.self) { try InputFile.read(atPath: fifo, role: "spec file") }
        #expect(error?.reason == .notRegularFile(.fifo))
    }

    @Test func aSymbolicLinkToADeviceIsRefused() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("data.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/zero")
        let error = #expect(throws: InputFileError.self) { try InputFile.read(atPath: link, role: "data file") }
        #expect(error?.reason == .notRegularFile(.characterDevice))
    }

    @Test func aFileThatReportsNoSizeIsStillHeldToTheLimit() throws {
        // /proc files say they are empty and are not.
        guard FileManager.default.fileExists(atPath: "/proc/self/maps") else { return }
        let error = #expect(throws: InputFileError.self) { try InputFile.read(atPath: "/proc/self/maps", role: "data file", maximumSize: 16) }
        #expect(error?.reason == .tooLarge(limit: 16))
        #expect(try InputFile.read(atPath: "/proc/self/maps", role: "data file", maximumSize: 1 << 24).count > 16)
    }

    @Test func aMissingFileIsNamed() {
        let error = #expect(throws: InputFileError.self) { try InputFile.read(atPath: "/nonexistent/x.json", role: "batch file") }
        #expect(error?.description == "cannot read batch file '/nonexistent/x.json': No such file or directory")
    }

    // MARK: - Temporary files

    @Test func temporaryNamesHaveTheirOwnForm() {
        let name = TemporaryFiles.name(for: "flow.json")
        #expect(name.hasPrefix(".flow.json.mosaic-"))
        #expect(TemporaryFiles.isTemporaryName(name))
        #expect(TemporaryFiles.parse(name)?.pid == getpid())
        let long = TemporaryFiles.name(for: String(repeating: "é", count: 127) + ".json")
        #expect(long.utf8.count <= 255)
        #expect(long.utf8.count <= TemporaryFiles.maximumNameLength(for: String(repeating: "é", count: 127) + ".json"))
        for other in ["flow.json", ".flow.json", ".flow.json.mosaic-ABCDEF", ".flow.json.mosaic-1234567-1-0123456789abcdef.tmp", ".mosaic-01234567-1-0123456789abcdef.tmp"] {
            #expect(!TemporaryFiles.isTemporaryName(other), "\(other)")
        }
    }

    @Test func createdFilesGetTheUmaskAndAreRemovedByTheEmergencyPathOnlyWhenLive() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let handle = try TemporaryFiles.create(besides: directory.appendingPathComponent("out.json").path)
        var status = stat()
        #expect(fstat(handle.descriptor, &status) == 0)
        let mask = umask(0o022)
        umask(mask)
        #expect(mode_t(status.st_mode) & 0o777 == 0o666 & ~mask)
        close(handle.descriptor)
        TemporaryFiles.discard(handle)
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func staleTemporariesOfDeadProcessesAreRemovedAndNothingElse() throws {
        let directory = try scratch()
        defer { try? FileManager.default.removeItem(at: directory) }
        let dead = try deadProcessID()
        let host = TemporaryFiles.hostTag
        let stale = ".out.json.mosaic-\(host)-\(dead)-0123456789abcdef.tmp"
        let live = ".out.json.mosaic-\(host)-\(getpid())-0123456789abcdef.tmp"
        let otherHost = ".out.json.mosaic-\(host == "00000000" ? "11111111" : "00000000")-\(dead)-0123456789abcdef.tmp"
        let linkLike = ".link.json.mosaic-\(host)-\(dead)-0123456789abcdef.tmp"
        let directoryLike = ".dir.json.mosaic-\(host)-\(dead)-0123456789abcdef.tmp"
        let target = directory.appendingPathComponent("kept.json")
        for name in [stale, live, otherHost, "out.json", "kept.json", ".out.json.mosaic-Ab12Cd"] {
            try Data("x".utf8).write(to: directory.appendingPathComponent(name))
        }
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent(linkLike).path, withDestinationPath: target.path)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent(directoryLike), withIntermediateDirectories: false)

        #expect(TemporaryFiles.removeStale(in: directory.path) == 1)
        let left = Set(try FileManager.default.contentsOfDirectory(atPath: directory.path))
        #expect(left == [live, otherHost, "out.json", "kept.json", ".out.json.mosaic-Ab12Cd", linkLike, directoryLike])
        #expect(FileManager.default.fileExists(atPath: target.path))
    }

    /// The PID of a process that has ended.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }
}
