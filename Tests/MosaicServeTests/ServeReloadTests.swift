import Foundation
import Mosaic
import Testing

/// `mosaic serve PLUGIN`: a saved plugin file, or a module it required,
/// reloads every page at its offset; a broken save is a `loadError` naming
/// file:line, with the last good layout kept.
@Suite("Serve reload")
struct ServeReloadTests {
    /// A `mosaic serve` process, ended by SIGTERM.
    final class ServeProcess: @unchecked Sendable {
        let process = Process()
        let port: Int

        init(_ arguments: [String], in folder: URL) throws {
            process.executableURL = ServeFixtures.executable
            process.arguments = ["serve"] + arguments + ["--port", "0"]
            process.currentDirectoryURL = folder
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
            var line: [UInt8] = []
            while !line.contains(10) {
                let chunk = output.fileHandleForReading.availableData
                guard !chunk.isEmpty else { break }
                line += chunk
            }
            let text = String(decoding: line, as: UTF8.self)
            guard text.hasPrefix("http://127.0.0.1:"), let port = Int(text.dropFirst("http://127.0.0.1:".count).prefix { $0.isNumber }) else {
                process.terminate()
                throw RawSocket.Failure(description: "mosaic serve printed \(text)")
            }
            self.port = port
        }

        func stop() -> Int32 {
            process.terminate()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    static func plugin(columns: Int, body: String = "") -> String {
        """
        local helper = require("helper")
        return {
          params = { columns = { default = \(columns), min = 1, max = 10 } },
          prepare = function(ctx)
            \(body)
            local w = ctx.viewport.width / ctx.params.columns
            for item = 0, ctx:items(0) - 1 do
              ctx:place(0, item, (item % ctx.params.columns) * w, (item // ctx.params.columns) * helper.height, w, helper.height)
            end
          end,
        }
        """
    }

    /// Writes `text` to `file` by replacing it, as editors save.
    static func save(_ text: String, to file: URL) throws {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".\(file.lastPathComponent).tmp")
        try text.write(to: temporary, atomically: false, encoding: .utf8)
        _ = rename(temporary.path, file.path)
    }

    @Test func savedFilesReloadThePageAtItsOffsetAndBrokenOnesShowTheirLine() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-serve-reload-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pluginFile = folder.appendingPathComponent("cards.lua"), helperFile = folder.appendingPathComponent("helper.lua")
        try Self.save("return { height = 100 }\n", to: helperFile)
        try Self.save(Self.plugin(columns: 2), to: pluginFile)
        let serve = try ServeProcess(["cards.lua", "--items", "400"], in: folder)
        defer { _ = serve.stop() }
        let port = serve.port
        let outcome = try await offPool { () -> [JSONValue] in
            let page = try PageSocket(port: port)
            try page.send(#"{"type":"hello","seq":1,"offset":{"x":0,"y":3000}}"#)
            var seen = [try page.receive(type: "layout"), try page.receive(type: "elements")]
            // The plugin saved with a new default.
            try Self.save(Self.plugin(columns: 3), to: pluginFile)
            seen.append(try page.receive(type: "reloaded"))
            seen.append(try page.receive(type: "elements"))
            // A module it required saved.
            try Self.save("return { height = 50 }\n", to: helperFile)
            seen.append(try page.receive(type: "reloaded"))
            seen.append(try page.receive(type: "elements"))
            // A broken save: line 5 fails.
            try Self.save(Self.plugin(columns: 3, body: "error('broken on purpose')"), to: pluginFile)
            seen.append(try page.receive(type: "loadError"))
            // The last good layout still answers.
            try page.send(#"{"type":"scroll","seq":2,"offset":{"x":0,"y":3100}}"#)
            seen.append(try page.receive(type: "elements"))
            // Fixed again.
            try Self.save(Self.plugin(columns: 4), to: pluginFile)
            seen.append(try page.receive(type: "reloaded"))
            return seen
        }
        func columns(_ layout: JSONValue?) -> Double? {
            layout?["parameters"]?.array.first { $0.string("name") == "columns" }?.number("value")
        }
        #expect(columns(outcome[0]) == 2)
        #expect(outcome[0]["source"]?.string("kind") == "plugin")
        #expect(outcome[0]["source"]?.string("file") == "cards.lua")
        #expect(columns(outcome[2]["layout"]) == 3)
        #expect(outcome[3]["offset"]?.number("y") == 3000)
        #expect(outcome[3].number("seq") == nil)
        let firstCell = outcome[5]["elements"]!.array.first { $0.string("category") == "cell" }
        #expect(firstCell?.rect("frame")?.size.height == 50)
        #expect(outcome[6].string("message")?.contains("cards.lua:5:") == true, "\(outcome[6].string("message") ?? "")")
        #expect(outcome[6].string("message")?.contains("broken on purpose") == true)
        #expect(outcome[7]["elements"]!.array.first { $0.string("category") == "cell" }?.rect("frame")?.size.height == 50)
        #expect(columns(outcome[8]["layout"]) == 4)
        #expect(serve.stop() == 0)
    }

    /// The data file saved: new items at the same offset; a broken one: its file:line:column.
    @Test func savedDataFileReloadsAndBrokenOneShowsWhere() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-serve-data-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dataFile = folder.appendingPathComponent("items.json")
        try Self.save("[100, 200, 300]\n", to: dataFile)
        let serve = try ServeProcess(["waterfall", "--data", "items.json"], in: folder)
        defer { _ = serve.stop() }
        let port = serve.port
        let seen = try await offPool { () -> [JSONValue] in
            let page = try PageSocket(port: port)
            try page.send(#"{"type":"hello","seq":1}"#)
            var seen = [try page.receive(type: "layout")]
            try Self.save("[100, 200, 300, 400, 500]\n", to: dataFile)
            seen.append(try page.receive(type: "reloaded"))
            try Self.save("[100,\n 200,\n oops]\n", to: dataFile)
            seen.append(try page.receive(type: "loadError"))
            return seen
        }
        #expect(seen[0].number("items") == 3)
        #expect(seen[1]["layout"]?.number("items") == 5)
        #expect(seen[2].string("message")?.hasPrefix("items.json:3:") == true, "\(seen[2].string("message") ?? "")")
    }
}
