import Foundation
import Testing

/// Real files through the binary: `FILE.swift#NAME` on the command line, in
/// the REPL, in scripts and batch jobs; several `--swift` files and a
/// folder; hostile folders (10,000 files, links leading out, a FIFO);
/// `--viewport` read by `collectionView.bounds`; and `--format swift` for a
/// section provider read from Swift, read back to the same frames.
@Suite("mosaic layout --swift: entry points, folders, environment")
struct SwiftEntryCommandTests {
    static let real = "Tests/Fixtures/swift/real/"

    static func json(_ arguments: [String], in directory: URL? = nil) throws -> String {
        let result = try MosaicRunner.run(["layout"] + arguments + ["--format", "json"], in: directory)
        #expect(result.status == 0, "\(arguments): \(result.standardError)")
        return result.standardOutput
    }

    /// The frame strings of the JSON export (`"frame": …`), in order.
    static func frames(_ json: String) -> [String] {
        json.split(separator: "\n").filter { $0.contains("\"frame\"") || $0.contains("\"x\"") }.map(String.init)
    }

    @Test("#NAME and #NAME(arguments) choose a layout on the command line; --help says how")
    func selectorOnTheCommandLine() throws {
        let grid = try Self.json(["compositional", "--swift", Self.real + "layout-functions.swift#makeGridLayout(columns: 3)", "--items", "4"])
        #expect(grid.contains("130"))
        let list = try Self.json(["compositional", "--swift", Self.real + "layout-functions.swift#makeListLayout", "--items", "3"])
        #expect(list == (try Self.json(["compositional", "--swift", Self.real + "layout-functions.swift", "--items", "3"])))
        let bad = try MosaicRunner.run(["layout", "compositional", "--swift", Self.real + "layout-functions.swift#makeGridLayout", "--format", "json"])
        #expect(bad.status == 1)
        #expect(bad.standardError.contains("takes 'columns' with no default value; give it: Tests/Fixtures/swift/real/layout-functions.swift#makeGridLayout(columns: …)"))
        #expect(bad.standardError.split(separator: "\n").count == 1)
        #expect(bad.standardOutput.isEmpty)
        let help = try MosaicRunner.run(["layout", "--help"])
        #expect(help.standardOutput.contains("FILE.swift#NAME"))
    }

    @Test("the REPL's :load, a script's mosaic.load and a batch job take FILE.swift#NAME too")
    func selectorEverywhere() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let source = MosaicRunner.packageRoot.appendingPathComponent(Self.real + "layout-functions.swift")
        try FileManager.default.copyItem(at: source, to: directory.appendingPathComponent("layouts.swift"))
        let repl = try MosaicRunner.run(["repl"], in: directory, standardInput: ":load layouts.swift#makeGridLayout(columns: 3)\n:items 5\n:save repl.csv\n")
        #expect(repl.status == 0, "\(repl.standardError)")
        let script = try MosaicRunner.run(["run", "-"], in: directory, standardInput: "local l = mosaic.load('layouts.swift#makeGridLayout(columns: 3)') l:items(5) l:save('script.csv')\n")
        #expect(script.status == 0, "\(script.standardError)")
        let fromRepl = try String(contentsOf: directory.appendingPathComponent("repl.csv"), encoding: .utf8)
        let fromScript = try String(contentsOf: directory.appendingPathComponent("script.csv"), encoding: .utf8)
        #expect(fromRepl == fromScript)
        #expect(fromRepl.contains("130"))
        let jobs = "{\"layout\": \"./layouts.swift#makeGridLayout(columns: 3)\", \"items\": 5, \"format\": \"csv\", \"output\": \"job.csv\"}\n"
        try jobs.write(to: directory.appendingPathComponent("jobs.jsonl"), atomically: true, encoding: .utf8)
        let batch = try MosaicRunner.run(["batch", "--jobs-file", "jobs.jsonl", "--out", "out"], in: directory)
        if batch.status == 0 {
            let fromJob = try String(contentsOf: directory.appendingPathComponent("out/job.csv"), encoding: .utf8)
            #expect(fromJob == fromRepl)
        } else {
            Issue.record("batch: \(batch.standardError)")
        }
    }

    @Test("several --swift files and a folder are one module; the folder's order is fixed")
    func severalFilesAndFolder() throws {
        let files = ["HomeViewController.swift", "HomeSection.swift", "Layout+Helpers.swift"].flatMap { ["--swift", "Tests/Fixtures/swift/home/" + $0] }
        let fromFiles = try Self.json(["compositional"] + files + ["--items", "1,4"])
        let fromFolder = try Self.json(["compositional", "--swift", "Tests/Fixtures/swift/home/", "--items", "1,4"])
        #expect(fromFiles == fromFolder)
        #expect(fromFolder.contains("358"))
        // Trailing slashes name the same folder.
        #expect(try Self.json(["compositional", "--swift", "Tests/Fixtures/swift/home///", "--items", "1,4"]) == fromFolder)
    }

    /// The root folder is "/", not "" once its trailing slash is dropped:
    /// `--swift /` said "cannot read the folder ''". It is walked as any
    /// folder (here it stops at a link or a limit, in one line naming a path under /).
    @Test func rootFolderKeepsItsName() throws {
        let result = try MosaicRunner.run(["layout", "compositional", "--swift", "/", "--format", "json"])
        #expect(result.status != 0)
        let lines = result.standardError.split(separator: "\n")
        #expect(lines.count == 1)
        #expect(!result.standardError.contains("''"), "\(result.standardError)")
        #expect(result.standardError.contains("'/"), "\(result.standardError)")
    }

    @Test("a folder of 10,000 files, a link leading out of it, and a FIFO are refused in one line, naming the rule")
    func hostileFolders() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let many = directory.appendingPathComponent("many")
        try FileManager.default.createDirectory(at: many, withIntermediateDirectories: true)
        for index in 0..<10_000 {
            FileManager.default.createFile(atPath: many.appendingPathComponent("F\(index).swift").path, contents: Data("let x\(index) = 1\n".utf8))
        }
        let tooMany = try MosaicRunner.run(["layout", "compositional", "--swift", many.path, "--format", "json"])
        #expect(tooMany.status == 1)
        #expect(tooMany.standardError.contains("holds more than 256 Swift files"))
        #expect(tooMany.standardError.split(separator: "\n").count == 1)

        let linked = directory.appendingPathComponent("linked")
        try FileManager.default.createDirectory(at: linked, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: MosaicRunner.packageRoot.appendingPathComponent(Self.real + "optional-return.swift"),
                                         to: linked.appendingPathComponent("Layout.swift"))
        try FileManager.default.createSymbolicLink(atPath: linked.appendingPathComponent("Secret.swift").path, withDestinationPath: "/etc/hostname")
        let link = try MosaicRunner.run(["layout", "compositional", "--swift", linked.path, "--format", "json"])
        #expect(link.status == 1)
        #expect(link.standardError.contains("Secret.swift' is a symbolic link; mosaic does not follow links inside a --swift folder"))
        try FileManager.default.removeItem(at: linked.appendingPathComponent("Secret.swift"))
        try FileManager.default.createSymbolicLink(atPath: linked.appendingPathComponent("outside").path, withDestinationPath: "/etc")
        let folderLink = try MosaicRunner.run(["layout", "compositional", "--swift", linked.path, "--format", "json"])
        #expect(folderLink.status == 1)
        #expect(folderLink.standardError.contains("outside' is a symbolic link"))
        try FileManager.default.removeItem(at: linked.appendingPathComponent("outside"))

        #expect(mkfifo(linked.appendingPathComponent("Pipe.swift").path, 0o600) == 0)
        let fifo = try MosaicRunner.run(["layout", "compositional", "--swift", linked.path, "--format", "json"])
        #expect(fifo.status == 1)
        #expect(fifo.standardError.contains("Pipe.swift"))
        #expect(fifo.standardError.contains("FIFO"))
        try FileManager.default.removeItem(at: linked.appendingPathComponent("Pipe.swift"))
        // What is left reads.
        _ = try Self.json(["compositional", "--swift", linked.path, "--items", "2"])
    }

    @Test("--viewport reaches collectionView.bounds in a delegate-only flow layout")
    func viewportReachesBounds() throws {
        let narrow = try Self.json(["flow", "--swift", Self.real + "delegate-only-flow.swift", "--items", "2"])
        #expect(narrow.contains("180"))
        let wide = try Self.json(["flow", "--swift", Self.real + "delegate-only-flow.swift", "--items", "2", "--viewport", "600x800"])
        #expect(wide.contains("285"))
    }

    @Test("--format swift writes a section provider read from Swift with its sections resolved, and reading it back gives the same frames")
    func providerWritesBack() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let home = ["--swift", "Tests/Fixtures/swift/home/"]
        let written = directory.appendingPathComponent("Home.swift").path
        let write = try MosaicRunner.run(["layout", "compositional"] + home + ["--items", "1,4", "-o", written])
        #expect(write.status == 0, "\(write.standardError)")
        let text = try String(contentsOfFile: written, encoding: .utf8)
        #expect(text.contains("is written with the 2 sections it gave for a 390x844 viewport"))
        let original = try Self.json(["compositional"] + home + ["--items", "1,4"])
        let readBack = try Self.json(["compositional", "--swift", written, "--items", "1,4"])
        #expect(readBack == original)
    }
}
