import Foundation
import Mosaic
import Testing

/// `mosaic run`'s limits hold the host work a script starts, not only its
/// Lua: the time limit ends the whole run (exports, batch jobs, a JSON
/// file's parse, a query), a batch job has its own per-call limit, what a
/// batch and a file read may hold is charged to the memory limit, and a
/// batch refuses a target it could not write before any job runs.
///
/// The time bounds are generous ("well before N s"): each workload here
/// runs 15 s or more in a debug build when nothing stops it.
@Suite("mosaic run: limits on host work")
struct RunLimitTests {
    // MARK: - Helpers

    /// A fresh folder holding `script` as gen.lua, and `files`.
    private func folder(script: String, files: [String: String] = [:]) throws -> URL {
        let directory = try MosaicRunner.temporaryDirectory()
        try script.write(to: directory.appendingPathComponent("gen.lua"), atomically: true, encoding: .utf8)
        for (name, text) in files {
            try text.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        return directory
    }

    /// Runs `mosaic run OPTIONS --out out gen.lua` in `directory`; the result and the seconds it took.
    private func run(_ directory: URL, options: [String]) throws -> (MosaicRunner.Result, Double) {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try MosaicRunner.run(["run"] + options + ["--out", "out", "gen.lua"], in: directory)
        let elapsed = clock.now - start
        return (result, Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }

    /// What the output folder holds.
    private func outputs(_ directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.appendingPathComponent("out").path)) ?? []).sorted()
    }

    /// Expects the run to have ended with `line`, alone, and status 1, well
    /// before `bound` seconds, leaving nothing in the output folder.
    private func expectStopped(
        _ directory: URL, options: [String], line: String, bound: Double = 8, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let (result, seconds) = try run(directory, options: options)
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.errorLines == [Substring(line)], "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(seconds < bound, "ran \(seconds) s", sourceLocation: sourceLocation)
        #expect(outputs(directory).isEmpty, "left \(outputs(directory))", sourceLocation: sourceLocation)
    }

    // MARK: - The time limit holds host work

    @Test("--timeout 1 ends a batch of two 2,000,000-item jobs, with no output or temporary file left")
    func batchPastTheDeadline() throws {
        let directory = try folder(script: """
            local jobs = {{layout = "flow", items = 2000000, output = "a.json"}, {layout = "flow", items = 2000000, output = "b.json"}}
            mosaic.batch(jobs, {jobs = 2})
            """)
        try expectStopped(directory, options: ["--timeout", "1", "--max-memory", "1000"], line: "error: gen.lua:2: time limit of 1 s exceeded")
    }

    @Test("--timeout 1 stops l:save of 2,000,000 items in its export: no half-written file")
    func saveStopsInTheExport() throws {
        let directory = try folder(script: """
            local l = mosaic.load("flow")
            l:items(2e6)
            for i = 1, 3 do l:save("big.json") end
            """)
        try expectStopped(directory, options: ["--timeout", "1", "--max-memory", "1000"], line: "error: gen.lua:3: time limit of 1 s exceeded")
    }

    @Test("--timeout 1 ends mosaic.readJSON of a 40 MB file while it parses")
    func readJSONPastTheDeadline() throws {
        let directory = try folder(script: "local t = mosaic.readJSON('big.json')\nprint(#t)")
        let record = #"{"a":1,"b":[1,2,3]}"#
        try ("[" + Array(repeating: record, count: 2_000_000).joined(separator: ",") + "]")
            .write(to: directory.appendingPathComponent("big.json"), atomically: false, encoding: .utf8)
        try expectStopped(directory, options: ["--timeout", "1", "--max-memory", "1000"], line: "error: gen.lua:1: time limit of 1 s exceeded")
    }

    @Test("--timeout 1 ends a query of 3,000,000 items (host work that cannot check) by the last resort, at the query's line")
    func queryPastTheDeadline() throws {
        let directory = try folder(script: """
            local l = mosaic.load("flow")
            l:items(3e6)
            local r = l:query(0, 0, 390, 100)
            """)
        try expectStopped(directory, options: ["--timeout", "1", "--max-memory", "1000"], line: "error: gen.lua:3: time limit of 1 s exceeded")
    }

    @Test("a time limit hit inside a C function (string.gsub) names the script's line")
    func timeLimitInsideACFunction() throws {
        let directory = try folder(script: "local s = ('ab'):rep(3e6)\nfor i = 1, 1000 do local r = s:gsub('a', '%0%0') end")
        try expectStopped(directory, options: ["--timeout", "0.5"], line: "error: gen.lua:2: time limit of 0.5 s exceeded")
    }

    // MARK: - A batch job's own time limit

    /// A batch whose first job loops, with the given options.
    private func loopingBatch(failFast: Bool) throws -> URL {
        try folder(script: """
            local r = mosaic.batch({{layout = "loop.lua", items = 30, output = "a.json"}, {layout = "fan", output = "b.json"}},
              {jobs = 1, fail_fast = \(failFast), timeout = 0.5, index = false})
            print(r[1].status, r[2].status, r[1].error)
            """, files: ["loop.lua": """
            return {name = "loop", prepare = function(ctx)
              -- The trial prepare that loads the plugin has 12 items: only the job loops.
              if ctx:items(0) ~= 12 then while true do end end
              for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, i * 10, 10, 10) end
            end}
            """])
    }

    @Test("a looping job fails on its own time limit (timeout = 0.5) and the script goes on", arguments: [false, true])
    func jobTimeLimit(failFast: Bool) throws {
        let directory = try loopingBatch(failFast: failFast)
        let (result, seconds) = try run(directory, options: ["--timeout", "60"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "failed\t\(failFast ? "skipped" : "succeeded")\tloop.lua:3: time limit of 0.5 s exceeded\n")
        #expect(outputs(directory) == (failFast ? [] : ["b.json"]))
        #expect(seconds < 30)
    }

    @Test("a batch's timeout is a positive number of seconds")
    func badJobTimeouts() throws {
        for value in ["0", "-1", "'x'", "1/0", "0/0"] {
            let directory = try folder(script: "mosaic.batch({{layout = 'fan'}}, {timeout = \(value)})")
            let (result, _) = try run(directory, options: [])
            #expect(result.status == 1)
            #expect(result.errorLines.count == 1 && result.errorLines[0].hasPrefix("error: gen.lua:1: mosaic.batch: options.timeout is "), "\(result.standardError)")
            #expect(outputs(directory).isEmpty)
        }
    }

    // MARK: - Targets checked before any job runs

    @Test("an index the batch cannot write is refused before any job runs: a file read as data, a folder")
    func indexCheckedFirst() throws {
        let data = #"{"sections": [{"items": [{"width": 10, "height": 10}]}]}"#
        let directory = try folder(script: """
            mosaic.batch({{layout = "flow", data = "d4.json", output = "z.json"}}, {index = "d4.json"})
            """, files: ["d4.json": data])
        // --out is the working directory here, so the index would replace the data file.
        let result = try MosaicRunner.run(["run", "gen.lua"], in: directory)
        #expect(result.status == 1)
        #expect(result.errorLines == ["error: gen.lua:1: mosaic.batch: options.index: cannot write 'd4.json': it is one of the files the script has read"], "\(result.standardError)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("z.json").path))

        let folderTarget = try folder(script: """
            mosaic.batch({{layout = "fan", output = "a.json"}, {layout = "flow", output = "taken.json"}}, {index = false})
            """)
        try FileManager.default.createDirectory(at: folderTarget.appendingPathComponent("out/taken.json"), withIntermediateDirectories: true)
        let (taken, _) = try run(folderTarget, options: [])
        #expect(taken.status == 1)
        #expect(taken.errorLines == ["error: gen.lua:1: mosaic.batch: jobs[2].output: cannot write 'taken.json': it is a directory; a script replaces only regular files"], "\(taken.standardError)")
        #expect(outputs(folderTarget) == ["taken.json"])
    }

    // MARK: - Memory

    @Test("a file read must fit in what --max-memory leaves free, before it is parsed")
    func fileReadsCharged() throws {
        let big = "[" + String(repeating: "1,", count: 3_000_000) + "1]"
        for call in ["mosaic.readJSON('big.json')", "mosaic.load('flow'):data('big.json')"] {
            let directory = try folder(script: "local x = 1\n\(call)", files: ["big.json": big])
            let (result, _) = try run(directory, options: ["--max-memory", "4"])
            #expect(result.status == 1)
            #expect(result.errorLines.count == 1, "\(result.standardError)")
            #expect(result.errorLines.first?.hasPrefix("error: gen.lua:2: ") == true, "\(result.standardError)")
            #expect(result.standardError.contains("'big.json' is 5.7 MiB, more than the "), "\(result.standardError)")
        }
    }

    @Test("a batch job is charged for its items: one that could never fit is refused, naming it, before any job runs")
    func batchJobsCharged() throws {
        let directory = try folder(script: """
            local r = mosaic.batch({{layout = "flow", items = 1000, output = "a.json"}, {layout = "flow", items = 400000, output = "b.json"}})
            """)
        let (refused, _) = try run(directory, options: ["--max-memory", "20"])
        #expect(refused.status == 1)
        #expect(refused.errorLines.count == 1, "\(refused.standardError)")
        #expect(refused.errorLines.first?.hasPrefix("error: gen.lua:1: mosaic.batch: jobs[2]: memory limit of 20 MiB exceeded: its 400000 items need 24.4 MiB") == true, "\(refused.standardError)")
        #expect(outputs(directory).isEmpty)
        // Jobs that fit one at a time but not together all run: they wait for one another.
        let waiting = try folder(script: """
            local jobs = {}
            for i = 1, 4 do jobs[i] = {layout = "flow", items = 200000, output = i .. ".json"} end
            local r = mosaic.batch(jobs, {jobs = 4, index = false})
            for i = 1, 4 do io_status = (io_status or "") .. r[i].status .. " " end
            print(io_status)
            """)
        // A generous run limit: under ThreadSanitizer four 200,000-item jobs one after another take over 10 s.
        let (ran, _) = try run(waiting, options: ["--max-memory", "20", "--timeout", "300"])
        #expect(ran.status == 0, "\(ran.standardError)")
        #expect(ran.standardOutput == "succeeded succeeded succeeded succeeded \n")
        #expect(outputs(waiting) == ["1.json", "2.json", "3.json", "4.json"])
    }
}
