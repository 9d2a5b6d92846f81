import Foundation
import Testing

/// The same input gives the same output in every process: two runs of the
/// built `mosaic` agree byte for byte, though the system Lua seeds its
/// string hash and the system places objects anew in every process.
@Suite struct DeterminismCommandTests {
    /// Runs `arguments` twice in `directory` and returns both standard outputs.
    private func twice(_ arguments: [String], in directory: URL) throws -> [String] {
        try (0..<2).map { _ in
            let result = try MosaicRunner.run(arguments, in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            return result.standardOutput
        }
    }

    /// `mosaic run`: pairs over string keys, a JSON file's object, and
    /// objects written with print, tostring and %p.
    @Test func aScriptPrintsTheSameInTwoProcesses() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try #"{"zeta": 1, "alpha": 2, "mid": {"b": 1, "a": 2}}"#.write(
            to: directory.appendingPathComponent("data.json"), atomically: true, encoding: .utf8)
        try """
        local t = {}
        for i = 1, 50 do t["k" .. i] = i end
        local keys = {}
        for k in pairs(t) do keys[#keys + 1] = k end
        print(table.concat(keys, ","))
        local data = mosaic.readJSON("data.json")
        for k, v in pairs(data) do print(k, type(v) == "table" and next(v) and "table" or v) end
        print(t, tostring(print), string.format("%p %s", t, {}))  -- arguments first: print is #1, t #2
        """.write(to: directory.appendingPathComponent("order.lua"), atomically: true, encoding: .utf8)
        let outputs = try twice(["run", "order.lua"], in: directory)
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].hasPrefix("k1,k10,k11,"))
        #expect(outputs[0].contains("alpha\t2\nmid\ttable\nzeta\t1\ntable: #2\tfunction: #1\t#2 table: #3\n"), "\(outputs[0])")
    }

    /// `mosaic layout PLUGIN.lua`: a plugin that places items in the order
    /// pairs gives.
    @Test func aPluginLaysOutTheSameInTwoProcesses() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try """
        return {
          prepare = function(ctx)
            local slots = {}
            for i = 1, 40 do slots["slot" .. i] = i end
            local x = 0
            for name in pairs(slots) do
              local item = slots[name] - 1
              if item < ctx:items(0) then
                ctx:place(0, item, x, 0, 10, 10)
                x = x + 10
              end
            end
            ctx:setContentSize(x, 10)
          end,
        }
        """.write(to: directory.appendingPathComponent("order.lua"), atomically: true, encoding: .utf8)
        let outputs = try twice(["layout", "order.lua", "--items", "40", "--format", "json"], in: directory)
        #expect(outputs[0] == outputs[1])
        #expect(!outputs[0].isEmpty)
    }

    /// The REPL shows a function by number, as tostring writes it.
    @Test func theReplShowsObjectsByNumber() throws {
        let outputs = try (0..<2).map { _ in
            try MosaicRunner.run(["repl"], standardInput: "f = function() end\nf\n{ f, coroutine.create(f) }\n").standardOutput
        }
        #expect(outputs[0] == outputs[1])
        #expect(outputs[0].contains("function: #1"), "\(outputs[0])")
        #expect(!outputs[0].contains("0x"), "\(outputs[0])")
    }
}
