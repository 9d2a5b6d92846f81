import Foundation
@testable import Mosaic
import Testing

/// `mosaic run`'s smaller rules, end to end: stale temporary files are
/// cleaned from the folders a run writes in, folder options fail as usage
/// errors, `os.exit` takes an integral float, the run's own help, `dir =
/// "."`, and paths too long or with characters that hide what they are.
@Suite("mosaic run: edges")
struct RunEdgeTests {
    /// The PID of a process that has ended.
    private func deadProcessID() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    private func script(_ text: String) throws -> URL {
        let directory = try MosaicRunner.temporaryDirectory()
        try text.write(to: directory.appendingPathComponent("gen.lua"), atomically: true, encoding: .utf8)
        return directory
    }

    @Test("a run removes the stale temporary files of dead processes from --out and a batch's dir, and keeps a live one's")
    func staleTemporaryFiles() throws {
        let directory = try script("mosaic.batch({{layout = 'fan', output = 'f.json'}}, {dir = 'renders'})")
        let renders = directory.appendingPathComponent("out/renders")
        try FileManager.default.createDirectory(at: renders, withIntermediateDirectories: true)
        let host = TemporaryFiles.hostTag
        let stale = ".f.json.mosaic-\(host)-\(try deadProcessID())-0123456789abcdef.tmp"
        let live = ".f.json.mosaic-\(host)-\(getpid())-0123456789abcdef.tmp"  // this test process runs
        for folder in [directory.appendingPathComponent("out"), renders] {
            for name in [stale, live] { try Data("x".utf8).write(to: folder.appendingPathComponent(name)) }
        }
        let result = try MosaicRunner.run(["run", "--out", "out", "gen.lua"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        for folder in [directory.appendingPathComponent("out"), renders] {
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(stale).path), "\(folder.path)")
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent(live).path), "\(folder.path)")
        }
    }

    @Test("--in and --out that cannot be used are usage errors (64), in one line")
    func folderOptionErrors() throws {
        let directory = try script("print(1)")
        try "x".write(to: directory.appendingPathComponent("afile"), atomically: true, encoding: .utf8)
        for options in [["--out", "afile"], ["--in", "nonexistent"], ["--in", "afile"]] {
            let result = try MosaicRunner.run(["run"] + options + ["gen.lua"], in: directory)
            #expect(result.status == 64, "\(options): \(result.standardError)")
            #expect(result.errorLines.count == 1 && result.errorLines[0].hasPrefix("error: "), "\(options): \(result.standardError)")
            #expect(result.standardOutput.isEmpty)
        }
    }

    @Test("os.exit takes an integral float, as standard Lua does")
    func exitWithAFloat() throws {
        for (value, status) in [("3.0", 3), ("0.0", 0), ("255.0", 255), ("2^3", 8)] as [(String, Int32)] {
            let result = try MosaicRunner.run(["run", "gen.lua"], in: try script("os.exit(\(value))"))
            #expect(result.status == status, "\(value): \(result.standardError)")
        }
        let half = try MosaicRunner.run(["run", "gen.lua"], in: try script("os.exit(2.5)"))
        #expect(half.status == 1 && half.standardError.contains("give an exit status from 0 to 255"))
    }

    @Test("mosaic run --help says --timeout holds the whole run")
    func help() throws {
        let help = try MosaicRunner.run(["run", "--help"]).standardOutput
        #expect(help.contains("The longest the whole run may take"), "\(help)")
        #expect(!help.contains("one call into a Lua plugin"))
        #expect(help.contains("Layout files") && help.contains("working directory"))
    }

    @Test("dir = '.' in mosaic.batch's options is --out itself")
    func batchDirDot() throws {
        let directory = try script("""
            mosaic.batch({{layout = 'fan', output = 'a.json'}}, {dir = '.', index = false})
            mosaic.batch({{layout = 'fan', output = 'b.json'}}, {dir = './', index = false})
            """)
        let result = try MosaicRunner.run(["run", "--out", "out", "gen.lua"], in: directory)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Set(try FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)) == ["a.json", "b.json"])
    }

    @Test("paths longer than PATH_MAX, names longer than NAME_MAX, control and bidi characters are refused in one line")
    func pathShapes() throws {
        let cases: [(String, String)] = [
            ("('a/'):rep(3000) .. 'x.json'", "is 6006 bytes long; a path has at most 4095 bytes"),
            ("('n'):rep(256) .. '.json'", "has a name of 261 bytes; a name has at most 255 bytes"),
            ("'a\\27[31m.json'", "has the control character U+001B"),
            ("'a\\127.json'", "has the control character U+007F"),
            ("'x\\u{202E}nosj.exe.json'", "has the bidirectional formatting character U+202E"),
            ("'x\\u{2066}.json'", "has the bidirectional formatting character U+2066"),
        ]
        for (path, expected) in cases {
            let directory = try script("mosaic.load('fan'):save(\(path))")
            let result = try MosaicRunner.run(["run", "gen.lua"], in: directory)
            #expect(result.status == 1 && result.errorLines.count == 1, "\(path): \(result.standardError)")
            #expect(result.standardError.contains(expected), "\(path): \(result.standardError)")
            #expect(!result.standardError.contains("\u{202E}") && !result.standardError.contains("\u{1B}"))
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["gen.lua"], "\(path)")
        }
        // The same rules hold for reads.
        let read = try MosaicRunner.run(["run", "gen.lua"], in: try script("mosaic.readJSON('x\\u{202E}.json')"))
        #expect(read.standardError.contains("bidirectional formatting character"), "\(read.standardError)")
    }
}
