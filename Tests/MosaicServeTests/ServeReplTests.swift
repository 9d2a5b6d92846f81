import Foundation
import Mosaic
import Testing

/// The REPL's `:serve`: the page shows the REPL's current layout, and every
/// change made at the prompt reaches it (a batch update as an animation).
@Suite("Serve REPL")
struct ServeReplTests {
    /// A `mosaic repl` fed through a pipe, its output read line by line.
    final class Repl: @unchecked Sendable {
        let process = Process()
        let input = Pipe(), output = Pipe()
        private var buffered: [UInt8] = []

        init() throws {
            process.executableURL = ServeFixtures.executable
            process.arguments = ["repl"]
            process.currentDirectoryURL = ServeFixtures.packageRoot
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        func send(_ line: String) throws { try input.fileHandleForWriting.write(contentsOf: Array((line + "\n").utf8)) }

        /// The next line printed that starts with `prefix`.
        func line(startingWith prefix: String) throws -> String {
            while true {
                if let end = buffered.firstIndex(of: 10) {
                    let line = String(decoding: buffered[..<end], as: UTF8.self)
                    buffered.removeFirst(end + 1)
                    if line.hasPrefix(prefix) { return line }
                    continue
                }
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { throw RawSocket.Failure(description: "the REPL ended before printing \(prefix)") }
                buffered += chunk
            }
        }

        func stop() {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    @Test func promptChangesReachThePage() async throws {
        let repl = try Repl()
        defer { repl.stop() }
        let replies = try await offPool { () -> [JSONValue] in
            try repl.send(":load fan")
            try repl.send(":serve 0")
            let url = try repl.line(startingWith: "http://127.0.0.1:")
            let port = Int(url.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber })!
            let page = try PageSocket(port: port)
            try page.send(#"{"type":"hello","seq":1}"#)
            var replies = [try page.receive(type: "layout")]
            _ = try page.receive(type: "elements")
            try repl.send(":set radius 800")
            replies.append(try page.receive(type: "reloaded"))
            // Lua at the prompt: a new current layout, then a change through it.
            try repl.send(#"l = mosaic.load("fan", {radius = 300})"#)
            replies.append(try page.receive(type: "reloaded"))
            try repl.send(#"l:set("radius", 900)"#)
            replies.append(try page.receive(type: "reloaded"))
            try repl.send(":items 40")
            replies.append(try page.receive(type: "reloaded"))
            try repl.send(":insert 0 0")
            replies.append(try page.receive(type: "animate"))
            try repl.send(":scroll 600,0")
            replies.append(try page.receive(type: "reloaded"))
            replies.append(try page.receive(type: "elements"))
            return replies
        }
        func radius(_ layout: JSONValue?) -> Double? {
            layout?["parameters"]?.array.first { $0.string("name") == "radius" }?.number("value")
        }
        #expect(replies[0]["source"]?.string("kind") == "repl")
        #expect(radius(replies[1]["layout"]) == 800)
        #expect(radius(replies[2]["layout"]) == 300)
        #expect(radius(replies[3]["layout"]) == 900)
        #expect(replies[4]["layout"]?.number("items") == 40)
        #expect(replies[5]["layout"]?.number("items") == 41)
        #expect(replies[5]["elements"]!.array.contains { $0.string("change") == "inserted" && $0.string("id") == "c:0:0" })
        #expect(replies[7]["offset"]?.number("x") == 600)
    }
}
