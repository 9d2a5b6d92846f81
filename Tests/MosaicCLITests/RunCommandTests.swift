import Foundation
import Mosaic
import Testing

/// `mosaic run SCRIPT.lua`: the file runs as one chunk with `arg` and `...`,
/// writes only through the API, and every way of breaking it ends in one
/// clear error line and status 1.
@Suite("mosaic run")
struct RunCommandTests {
    // MARK: - Helpers

    /// A fresh folder holding `script` as `name`.
    private func folder(script: String, name: String = "gen.lua") throws -> URL {
        let directory = try MosaicRunner.temporaryDirectory()
        try script.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        return directory
    }

    /// Runs `mosaic run` in `directory`.
    private func run(_ arguments: [String], in directory: URL, standardInput: String? = nil) throws -> MosaicRunner.Result {
        try MosaicRunner.run(["run"] + arguments, in: directory, standardInput: standardInput)
    }

    /// Runs `script` as gen.lua in a new folder; the result and the folder.
    private func run(script: String, options: [String] = [], arguments: [String] = []) throws -> (MosaicRunner.Result, URL) {
        let directory = try folder(script: script)
        return (try run(options + ["gen.lua"] + arguments, in: directory), directory)
    }

    private func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// Expects one error line, starting with `prefix`, and status 1.
    private func expectOneError(_ result: MosaicRunner.Result, _ prefix: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.status == 1, sourceLocation: sourceLocation)
        #expect(result.errorLines.count == 1, "\(result.standardError)", sourceLocation: sourceLocation)
        #expect(result.errorLines.first?.hasPrefix(prefix) == true, "\(result.standardError)", sourceLocation: sourceLocation)
    }

    // MARK: - The issue's script

    @Test("the generator of issue 14 writes three files, keeping its locals across lines")
    func issueScript() throws {
        let (result, directory) = try run(script: """
            local radii = {100, 200, 300}
            for _, r in ipairs(radii) do
              local l = mosaic.load("fan", {radius = r})
              l:items(12)
              l:save(("fan-%d.json"):format(r))
            end
            print("done", #radii)
            """)
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "done\t3\n")
        #expect(try files(in: directory) == ["fan-100.json", "fan-200.json", "fan-300.json", "gen.lua"])
        // The same bytes as mosaic layout writes.
        let layout = try MosaicRunner.run(["layout", "fan", "-p", "radius=200", "--items", "12", "--format", "json"])
        #expect(try String(contentsOf: directory.appendingPathComponent("fan-200.json"), encoding: .utf8) == layout.standardOutput)
    }

    @Test("arg, ..., a #! line (line numbers kept) and --out")
    func argumentsAndShebang() throws {
        let (result, directory) = try run(script: """
            #!/usr/bin/env -S mosaic run
            print(arg[0], #arg, arg[1], arg[3], select("#", ...), ...)
            error("line 3")
            """, options: ["--out", "renders"], arguments: ["a", "--out", "c d"])
        #expect(result.standardOutput == "gen.lua\t3\ta\tc d\t3\ta\t--out\tc d\n")
        #expect(result.errorLines == ["error: gen.lua:3: line 3"])
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("renders").path))
    }

    @Test("100,000 arguments reach the script; more are refused in one line")
    func hugeArgumentCounts() throws {
        let many = (1 ... 100_000).map { "\($0 % 10)" }
        let (result, _) = try run(script: "print(#arg, select('#', ...), arg[100000])", arguments: many)
        #expect(result.standardOutput == "100000\t100000\t0\n", "\(result.standardError)")
        let (tooMany, _) = try run(script: "print(#arg)", arguments: many + ["x"])
        expectOneError(tooMany, "error: gen.lua: 100001 arguments; a script takes at most 100000")
    }

    @Test("a script that is a directory, a FIFO, missing or - (standard input)")
    func scriptFileKinds() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("dir.lua"), withIntermediateDirectories: true)
        #expect(mkfifo(directory.appendingPathComponent("fifo.lua").path, 0o644) == 0)
        expectOneError(try run(["dir.lua"], in: directory), "error: script 'dir.lua' is a directory, not a regular file")
        expectOneError(try run(["fifo.lua"], in: directory), "error: script 'fifo.lua' is a FIFO (named pipe), not a regular file")
        expectOneError(try run(["missing.lua"], in: directory), "error: cannot read script 'missing.lua'")
        let stdin = try run(["-", "x"], in: directory, standardInput: "print(arg[0], ...)\n")
        #expect(stdin.standardOutput == "-\tx\n")
    }

    // MARK: - Files

    @Test("escapes from the output folder are refused: .., absolute, NUL, links to outside and inside")
    func writeEscapes() throws {
        let directory = try folder(script: """
            local l = mosaic.load("fan")
            local ok, message = pcall(l.save, l, arg[1])
            print(message)
            """)
        let out = directory.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out.appendingPathComponent("real"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: out.appendingPathComponent("folder.json"), withIntermediateDirectories: true)
        let outside = try MosaicRunner.temporaryDirectory()
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("away").path, withDestinationPath: outside.path)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("inside").path, withDestinationPath: "real")
        try "keep".write(to: outside.appendingPathComponent("x.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: out.appendingPathComponent("file.json").path, withDestinationPath: outside.appendingPathComponent("x.json").path)
        let cases: [(String, String)] = [
            ("../x.json", "'../x.json' goes up with '..'"),
            ("real/../../x.json", "goes up with '..'"),
            ("/tmp/x.json", "'/tmp/x.json' is an absolute path"),
            ("away/x.json", "'away' is a symbolic link"),
            ("inside/x.json", "'inside' is a symbolic link"),
            ("file.json", "cannot write 'file.json': it is a symbolic link"),
            ("folder.json", "cannot write 'folder.json': it is a directory"),
            ("real/", "cannot tell the format"),
        ]
        for (path, expected) in cases {
            let result = try run(["--out", "out", "gen.lua", path], in: directory)
            #expect(result.status == 0)
            #expect(result.standardOutput.contains(expected), "\(path): \(result.standardOutput)")
        }
        #expect(try String(contentsOf: outside.appendingPathComponent("x.json"), encoding: .utf8) == "keep")
        #expect(try files(in: outside) == ["x.json"])
        #expect(try files(in: out.appendingPathComponent("real")) == [])
        // A path with a folder that is missing is made inside.
        let nested = try run(["--out", "out", "gen.lua", "new/deeper/x.svg"], in: directory)
        #expect(nested.standardOutput == "new/deeper/x.svg\n")
        // A NUL byte (which no command line can pass) would cut the path in C.
        let nul = try run(script: "mosaic.load('fan'):save('a\\0/../../x.json')").0
        expectOneError(nul, "error: gen.lua:1: save: the path 'a\\u{0}/../../x.json' has a NUL byte")
        #expect(FileManager.default.fileExists(atPath: out.appendingPathComponent("new/deeper/x.svg").path))
    }

    @Test("an uncaught escape ends the run in one line naming the script's line")
    func uncaughtEscape() throws {
        let (result, directory) = try run(script: "local l = mosaic.load('fan')\nl:save('../escape.json')\n")
        expectOneError(result, "error: gen.lua:2: save: '../escape.json' goes up with '..'")
        #expect(!FileManager.default.fileExists(atPath: directory.deletingLastPathComponent().appendingPathComponent("escape.json").path))
    }

    @Test("reads stay inside --in: mosaic.readJSON and l:data, links and .. refused")
    func readConfinement() throws {
        let directory = try folder(script: """
            local ok, value = pcall(mosaic.readJSON, arg[1])
            if ok then print(value.name, value.list[2], value.list[3], value.nested.deep, value.missing) else print(value) end
            """)
        let data = directory.appendingPathComponent("data")
        try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
        try #"{"name": "x", "list": [1, null, 2.5], "nested": {"deep": true}, "missing": null}"#
            .write(to: data.appendingPathComponent("config.json"), atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: data.appendingPathComponent("passwd.json").path, withDestinationPath: "/etc/passwd")
        #expect(mkfifo(data.appendingPathComponent("fifo.json").path, 0o644) == 0)
        let read = try run(["--in", "data", "gen.lua", "config.json"], in: directory)
        #expect(read.standardOutput == "x\tnil\t2.5\ttrue\tnil\n", "\(read.standardError)")
        for (path, expected) in [("passwd.json", "'passwd.json' is a symbolic link"), ("../gen.lua", "goes up with '..'"),
                                 ("/etc/passwd", "is an absolute path"), ("fifo.json", "is a FIFO"),
                                 ("nope.json", "No such file")] {
            let result = try run(["--in", "data", "gen.lua", path], in: directory)
            #expect(result.standardOutput.contains(expected), "\(path): \(result.standardOutput)")
        }
    }

    @Test("a script's layout file is checked: no .., no absolute path, no link")
    func layoutFileConfinement() throws {
        let directory = try folder(script: "local ok, message = pcall(mosaic.load, arg[1]) print(message)")
        try FileManager.default.createSymbolicLink(atPath: directory.appendingPathComponent("p.lua").path, withDestinationPath: "/etc/passwd")
        for (path, expected) in [("/etc/passwd.lua", "is an absolute path"), ("../x.lua", "goes up with '..'"), ("p.lua", "'p.lua' is a symbolic link")] {
            let result = try run(["gen.lua", path], in: directory)
            #expect(result.standardOutput.contains(expected), "\(path): \(result.standardOutput)")
        }
    }

    // MARK: - mosaic.batch

    @Test("mosaic.batch runs 100 jobs in parallel, writes an index and returns its results in job order")
    func batchOfAHundred() throws {
        let (result, directory) = try run(script: """
            local jobs = {}
            for i = 1, tonumber(arg[1]) do
              jobs[i] = {layout = "waterfall", params = {columns = 1 + i % 4}, items = 10 + i, output = ("w-%03d.json"):format(i)}
            end
            local results = mosaic.batch(jobs, {jobs = 4, dir = "renders"})
            for i, r in ipairs(results) do
              assert(r.job == i and r.output == jobs[i].output and r.status == "succeeded" and r.items == 10 + i and r.error == nil)
            end
            print(#results, results[100].parameters.columns, results[1].set[1])
            """, arguments: ["100"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(result.standardOutput == "100\t1\tcolumns\n")
        let renders = try files(in: directory.appendingPathComponent("renders"))
        #expect(renders.count == 101 && renders.contains("index.json"))
        let index = try JSONParser.parse(Array(try Data(contentsOf: directory.appendingPathComponent("renders/index.json"))))
        #expect(index["succeeded"]?.number == 100)
        // The same bytes as mosaic layout.
        let layout = try MosaicRunner.run(["layout", "waterfall", "-p", "columns=4", "--items", "13", "--format", "json"])
        #expect(try String(contentsOf: directory.appendingPathComponent("renders/w-003.json"), encoding: .utf8) == layout.standardOutput)
    }

    @Test("bad job tables end in one line naming the job and the field")
    func badJobTables() throws {
        let cases: [(String, String)] = [
            ("{{layout = 'fan'}, {layout = 'fan', params = {radius = {}}}}", "jobs[2].params.radius: expected a number"),
            ("{{layout = 'fan', colour = 1}}", "jobs[1].colour: unknown member 'colour'"),
            ("{{layout = 'fan'}, 7}", "jobs[2]: expected a job object"),
            ("{{}}", "job at jobs[1]: the job names no layout"),
            ("{{layout = 'fan', params = {radius = 'x'}}}", "jobs[1].params.radius"),
            ("{{layout = 'nope'}}", "unknown layout 'nope'"),
            ("{{layout = '../x.lua'}}", "jobs[1].layout: '../x.lua' goes up with '..'"),
            ("{{layout = 'fan', output = '../x.json'}}", "is not a plain file name"),
            ("{{layout = 'fan', data = '/etc/passwd'}}", "is an absolute path"),
            ("{{layout = 'fan', output = 'a.json'}, {layout = 'fan', output = 'a.json'}}", "would both write 'a.json'"),
            ("{{layout = 'fan', output = 'index.json'}}", "kept for the batch's index"),
            ("{x = {layout = 'fan'}}", "give a list of job tables"),
            ("'fan'", "give a list of job tables"),
            ("{{layout = 'fan', items = function() end}}", "jobs[1].items: expected a count"),
            ("{{layout = 'fan'}}, {jobs = 0}", "options.jobs is 0"),
            ("{{layout = 'fan'}}, {colour = 1}", "unknown option 'colour'"),
            ("{{layout = 'fan'}}, {dir = '../up'}", "goes up with '..'"),
        ]
        for (arguments, expected) in cases {
            let (result, directory) = try run(script: "local x = 1\nmosaic.batch(\(arguments))\n")
            expectOneError(result, "error: gen.lua:2: mosaic.batch: ")
            #expect(result.standardError.contains(expected), "\(arguments): \(result.standardError)")
            #expect(try files(in: directory) == ["gen.lua"], "\(arguments): nothing written")
        }
    }

    @Test("a job that fails is a failed result, not an error; fail_fast skips the rest")
    func failedJobs() throws {
        let (result, _) = try run(script: """
            local r = mosaic.batch({{layout = "bad.lua"}, {layout = "fan", output = "ok.json"}, {layout = "fan", output = "ok2.json"}}, {jobs = 1, fail_fast = true, index = false})
            print(r[1].status, r[2].status, r[3].status, r[1].error ~= nil)
            """)
        // bad.lua does not exist: planning refuses it before any job runs.
        expectOneError(result, "error: gen.lua:1: mosaic.batch: ")
        let directory = try folder(script: """
            local r = mosaic.batch({{layout = "throws.lua", items = 12}, {layout = "throws.lua", items = 5, output = "b.json"}, {layout = "fan", output = "c.json"}}, {jobs = 1, fail_fast = true, index = false})
            print(r[1].status, r[2].status, r[3].status, r[2].error)
            """)
        try """
            return {name = "throws", prepare = function(ctx)
              if ctx:items(0) ~= 12 then error({}) end
              for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, i * 10, 10, 10) end
            end}
            """.write(to: directory.appendingPathComponent("throws.lua"), atomically: true, encoding: .utf8)
        let failing = try run(["gen.lua"], in: directory)
        #expect(failing.status == 0, "\(failing.standardError)")
        #expect(failing.standardOutput.hasPrefix("succeeded\tfailed\tskipped\tthrows.lua:2: error raised with a table value"), "\(failing.standardOutput)")
        #expect(try files(in: directory).filter { $0.hasSuffix(".json") }.count == 1)
    }

    // MARK: - Errors, limits and exit statuses

    @Test("runaway scripts end in one line: a loop, a memory bomb, deep recursion, a loop inside a batch")
    func runaways() throws {
        let loop = try run(script: "local x = 0\nwhile true do x = x + 1 end", options: ["--timeout", "0.5"]).0
        expectOneError(loop, "error: gen.lua:2: time limit of 0.5 s exceeded")
        let bomb = try run(script: "local t = {}\nfor i = 1, 1e9 do t[i] = ('x'):rep(64) .. i end", options: ["--max-memory", "16"]).0
        expectOneError(bomb, "error: gen.lua")
        #expect(bomb.standardError.contains("memory limit of 16 MiB exceeded"))
        let recursion = try run(script: "local function f(n) return 1 + f(n + 1) end\nf(1)").0
        #expect(recursion.status == 1)
        #expect(recursion.errorLines.first?.hasPrefix("error: gen.lua:1: stack overflow") == true, "\(recursion.standardError)")
        #expect(recursion.errorLines.count == 2 && recursion.errorLines[1].hasPrefix("traceback: gen.lua:1 in "))
        // A batch whose jobs loop: the script's deadline stops them and skips the rest.
        let directory = try folder(script: """
            local jobs = {}
            for i = 1, 8 do jobs[i] = {layout = "loop.lua", items = 30, output = "l" .. i .. ".json"} end
            mosaic.batch(jobs, {jobs = 2})
            """)
        try """
            return {name = "loop", prepare = function(ctx)
              if ctx:items(0) ~= 12 then while true do end end
              for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, i * 10, 10, 10) end
            end}
            """.write(to: directory.appendingPathComponent("loop.lua"), atomically: true, encoding: .utf8)
        let batch = try run(["--timeout", "1", "gen.lua"], in: directory)
        expectOneError(batch, "error: gen.lua:3: time limit of 1 s exceeded")
        #expect(try files(in: directory).allSatisfy { !$0.contains(".tmp") && !($0.hasPrefix("l") && $0.hasSuffix(".json")) })
    }

    @Test("errors: nested calls add a traceback line; tables, nil and __tostring objects are described")
    func errorShapes() throws {
        let nested = try run(script: "local function inner() error('boom') end\nlocal function outer() inner() end\nouter()").0
        #expect(nested.errorLines == ["error: gen.lua:1: boom", "traceback: gen.lua:1 in upvalue 'inner' < gen.lua:2 in local 'outer' < gen.lua:3 in main chunk"])
        expectOneError(try run(script: "\nerror({})").0, "error: gen.lua:2: error raised with a table value instead of a message")
        expectOneError(try run(script: "error(nil)").0, "error: gen.lua:1: error raised with a nil value instead of a message")
        expectOneError(try run(script: "error(setmetatable({}, {__tostring = function() return 'custom' end}))").0, "error: gen.lua:1: custom")
        expectOneError(try run(script: "x = = 1").0, "error: gen.lua:1: unexpected symbol near '='")
        expectOneError(try run(script: "error('a\\nb\\27[31m')").0, "error: gen.lua:1: a b\\u{1b}[31m")
    }

    @Test("os.exit: the status, true and false, and weird values refused")
    func exitStatuses() throws {
        let cases: [(String, Int32, String)] = [
            ("print('a') os.exit(3)", 3, "a\n"), ("os.exit(true)", 0, ""), ("os.exit(false)", 1, ""), ("os.exit()", 0, ""),
            ("os.exit(255)", 255, ""), ("pcall(os.exit, 4) print('not reached')", 4, ""),
        ]
        for (script, status, output) in cases {
            let result = try run(script: script).0
            #expect(result.status == status, "\(script)")
            #expect(result.standardOutput == output, "\(script)")
        }
        for value in ["1.5", "256", "-1", "2^40", "'3'", "{}", "0/0"] {
            expectOneError(try run(script: "os.exit(\(value))").0, "error: gen.lua:1: os.exit: give an exit status from 0 to 255, true or false")
        }
        #expect(try run(script: "print(os.execute, os.getenv, os.remove, io)").0.standardOutput == "nil\tnil\tnil\tnil\n")
    }

    @Test("print writes its bytes as they are, huge strings included")
    func printing() throws {
        let result = try run(script: "print(('x'):rep(5000000)) print('\\0\\t', 1, nil)").0
        #expect(result.status == 0)
        #expect(result.standardOutput.utf8.count == 5_000_001 + 9)
        let tooBig = try run(script: "print(('x'):rep(100000000))", options: ["--max-memory", "32"]).0
        expectOneError(tooBig, "error: gen.lua")
        #expect(tooBig.standardError.contains("memory limit of 32 MiB exceeded"))
    }

    @Test("mosaic repl reads a file line by line and points to mosaic run")
    func replHelp() throws {
        let help = try MosaicRunner.run(["repl", "--help"])
        #expect(help.standardOutput.contains("mosaic run SCRIPT.lua"))
        let lines = try MosaicRunner.run(["repl"], standardInput: "local x = 1\nprint(x)\n")
        #expect(lines.standardOutput == "nil\n")
    }
}
