import Foundation
import MosaicServe
import Testing

/// `mosaic serve`'s command line: what it refuses before serving, the
/// warning for an address other machines reach, a port in use.
@Suite("Serve command")
struct ServeCommandTests {
    /// Runs `mosaic serve` expecting it to end by itself; its status and standard error.
    static func run(_ arguments: [String]) throws -> (status: Int32, error: String) {
        let process = Process()
        process.executableURL = ServeFixtures.executable
        process.arguments = ["serve"] + arguments
        process.currentDirectoryURL = ServeFixtures.packageRoot
        let errorFile = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-serve-\(UUID().uuidString).err")
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errorFile) }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = try FileHandle(forWritingTo: errorFile)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: errorFile, encoding: .utf8))
    }

    @Test(arguments: [
        (["fan", "--port", "70000"], "--port 70000"),
        (["fan", "--port", "-1"], "--port"),
        (["fan", "--host", "evil host"], "--host"),
        (["fan", "--host", ""], "--host"),
        (["fan", "--host", "0.0.0.0"], "--host 0.0.0.0"),
        (["fan", "--host", "::"], "--host ::"),
        // Every other spelling of the unspecified address the system binds as one.
        (["fan", "--host", "0"], "--host 0:"),
        (["fan", "--host", "0.0.0.00"], "--host 0.0.0.00"),
        (["fan", "--host", "0000::0"], "--host 0000::0"),
        (["fan", "--host", "::ffff:0.0.0.0"], "--host ::ffff:0.0.0.0"),
        (["fan", "--host", "[::]"], "--host [::]"),
        (["fan", "--query", "0,0,10,10"], "--query"),
        (["fan", "-p", "radius=-5"], "radius"),
        (["nosuchlayout"], "nosuchlayout"),
        (["fan", "--measure", "0:99:10x10"], "--measure"),
        (["flow", "--spec", "examples/compositional-vibe.json"], "--spec"),
    ])
    func badCommandLinesServeNothing(arguments: [String], fragment: String) throws {
        let (status, error) = try Self.run(arguments)
        #expect(status != 0)
        let lines = error.split(separator: "\n")
        #expect(lines.first?.hasPrefix("error: ") == true, "\(error)")
        #expect(error.contains(fragment), "\(error)")
    }

    /// An address other machines reach is warned about before anything is
    /// bound (here one that is not this machine's, so nothing is).
    @Test func hostOtherThanLoopbackWarns() throws {
        let (status, error) = try Self.run(["fan", "--host", "192.0.2.1", "--port", "0"])
        let lines = error.split(separator: "\n")
        #expect(lines.first?.hasPrefix("warning: serving on 192.0.2.1:") == true, "\(error)")
        #expect(lines.last?.hasPrefix("error: cannot serve on 192.0.2.1:0") == true, "\(error)")
        #expect(status == 1)
    }

    /// Addresses are judged as the system reads them when binding, not by
    /// their spelling.
    @Test func addressesAreReadAsTheSystemReadsThem() {
        for loopback in ["127.0.0.1", "127.1", "0x7f000001", "::1", "[::1]", "0:0::1", "::ffff:127.0.0.2", "localhost"] {
            #expect(ServeServer.isLoopback(loopback), "\(loopback)")
            #expect(!ServeServer.isUnspecified(loopback), "\(loopback)")
        }
        for unspecified in ["0.0.0.0", "0", "0.0.0.00", "00", "::", "[::]", "0000::0", "::ffff:0.0.0.0"] {
            #expect(ServeServer.isUnspecified(unspecified), "\(unspecified)")
            #expect(!ServeServer.isLoopback(unspecified), "\(unspecified)")
        }
        for other in ["192.0.2.1", "127.example.invalid", "evil.com", "::ffff:192.0.2.1", "2001:db8::1"] {
            #expect(!ServeServer.isLoopback(other) && !ServeServer.isUnspecified(other), "\(other)")
        }
    }

    /// A name that merely starts with 127. is not a loopback address.
    @Test func nameStartingWith127IsNotLoopback() throws {
        let (_, error) = try Self.run(["fan", "--host", "127.example.invalid", "--port", "0"])
        #expect(error.hasPrefix("warning: "), "\(error)")
    }

    /// A port in use is one error line naming it.
    @Test func portInUseIsAnError() async throws {
        let running = try await RunningServer.start(try ServeFixtures.waterfall(count: 10))
        defer { Task { await running.stop() } }
        let (status, error) = try Self.run(["fan", "--port", "\(running.port)"])
        #expect(status == 1)
        #expect(error == "error: cannot serve on 127.0.0.1:\(running.port): the address is already in use\n")
    }

    /// The address printed is the one listened on: ::1 is [::1], not 127.0.0.1.
    @Test func addressPrintedIsTheOneListenedOn() throws {
        let process = Process()
        process.executableURL = ServeFixtures.executable
        process.arguments = ["serve", "fan", "--host", "::1", "--port", "0"]
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
        process.terminate()
        process.waitUntilExit()
        let line = String(decoding: text, as: UTF8.self)
        // A machine without IPv6 cannot bind ::1: then the command says so instead.
        #expect(line.isEmpty || line.hasPrefix("http://[::1]:"), "\(line)")
    }
}
