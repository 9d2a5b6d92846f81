import Foundation
import Mosaic
import Testing

/// `mosaic batch`: sweeps and job files expand to the right jobs, every
/// output is byte-identical from run to run and to `mosaic layout`, shards
/// merge into the whole batch, failures are reported without stopping the
/// others, and bad input is rejected before any job runs.
@Suite("mosaic batch")
struct BatchTests {
    // MARK: - Helpers

    /// Runs `mosaic batch` with `arguments` plus `--out directory`.
    private func batch(_ arguments: [String], out directory: URL) throws -> MosaicRunner.Result {
        try MosaicRunner.run(["batch"] + arguments + ["--out", directory.path])
    }

    /// The names in a directory, sorted.
    private func files(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    /// The bytes of every file in a directory but the index files.
    private func outputs(in directory: URL) throws -> [String: Data] {
        var result: [String: Data] = [:]
        for name in try files(in: directory) where !name.hasPrefix("index") {
            result[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return result
    }

    /// The index's results.
    private func results(in directory: URL, index name: String = "index.json") throws -> [JSONValue] {
        let index = try JSONParser.parse(Array(try Data(contentsOf: directory.appendingPathComponent(name))))
        return index["results"]?.array ?? []
    }

    /// The index's text with the timing fields blanked.
    private func indexWithoutTimes(in directory: URL, index name: String = "index.json") throws -> String {
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        return text.replacing(/"seconds": [0-9.e+-]+/, with: "\"seconds\": _")
    }

    private func withDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    // MARK: - Sweeps

    @Test func sweepsRunEveryCombinationInOrder() throws {
        try withDirectory { directory in
            let result = try batch(
                ["examples/spiral.lua", "--sweep", "radius=40:100:20", "--sweep", "anglePerItem=0.2,0.35", "--items", "5", "--format", "svg"],
                out: directory
            )
            #expect(result.status == 0, "\(result.standardError)")
            let expected = [40, 60, 80, 100].flatMap { radius in
                ["0.2", "0.35"].map { "spiral_anglePerItem=\($0)_radius=\(radius).svg" }
            }
            #expect(try files(in: directory) == (expected + ["index.json"]).sorted())
            // The first sweep varies slowest; the index lists the jobs in that order.
            let results = try results(in: directory)
            #expect(results.map { $0["output"]?.string ?? "" } == expected)
            #expect(results.map { $0.number("job") } == (0 ..< 8).map(Double.init))
            #expect(results.allSatisfy { $0["status"]?.string == "succeeded" })
            #expect(results[3]["parameters"]?.number("radius") == 60)
            #expect(results[3]["parameters"]?.number("anglePerItem") == 0.35)
            #expect(result.errorLines.last?.hasPrefix("mosaic batch: 8 jobs, 0 failed") == true)
        }
    }

    @Test(arguments: [
        ("anglePerItem=0.1:0.3:0.1", ["0.1", "0.2", "0.3"]),
        ("radius=100:40:-20", ["100", "80", "60", "40"]),
        ("radius=50:50:5", ["50"]),
        ("radius=0:1:0.25", ["0", "0.25", "0.5", "0.75", "1"]),
        ("anglePerItem=0.5,-0.25,1e-1", ["0.5", "-0.25", "0.1"]),
    ])
    func rangesIncludeBothEndsAndListsKeepTheirOrder(sweep: String, values: [String]) throws {
        try withDirectory { directory in
            let result = try batch(["examples/spiral.lua", "--sweep", sweep, "--items", "3"], out: directory)
            #expect(result.status == 0, "\(result.standardError)")
            let name = String(sweep.prefix { $0 != "=" })
            let outputs = try results(in: directory).map { $0["output"]?.string ?? "" }
            #expect(outputs == values.map { "spiral_\(name)=\($0).json" })
        }
    }

    @Test func fixedParametersApplyToEveryJob() throws {
        try withDirectory { directory in
            let result = try batch(["waterfall", "--sweep", "columns=2,3", "-p", "padding=4", "--items", "6"], out: directory)
            #expect(result.status == 0, "\(result.standardError)")
            let results = try results(in: directory)
            #expect(results.map { $0["output"]?.string ?? "" } == ["waterfall_columns=2.json", "waterfall_columns=3.json"])
            #expect(results.allSatisfy { $0["parameters"]?.number("padding") == 4 })
        }
    }

    @Test func eachOutputIsWhatMosaicLayoutWrites() throws {
        try withDirectory { directory in
            let result = try batch(
                ["waterfall", "--sweep", "columns=2,3", "--items", "25", "--heights", "40:300", "--seed", "9", "--viewport", "320x600", "--format", "svg"],
                out: directory
            )
            #expect(result.status == 0, "\(result.standardError)")
            for columns in [2, 3] {
                let single = try MosaicRunner.run([
                    "layout", "waterfall", "-p", "columns=\(columns)", "--items", "25", "--heights", "40:300", "--seed", "9",
                    "--viewport", "320x600", "--format", "svg",
                ])
                let written = try String(contentsOf: directory.appendingPathComponent("waterfall_columns=\(columns).svg"), encoding: .utf8)
                #expect(written == single.standardOutput)
            }
        }
    }

    // MARK: - Job files

    @Test func jobFileRunsEveryLine() throws {
        try withDirectory { directory in
            let result = try batch(["--jobs-file", MosaicRunner.fixture("batch/jobs.jsonl"), "--jobs", "2"], out: directory)
            #expect(result.status == 0, "\(result.standardError)")
            #expect(try files(in: directory) == ["fan.txt", "flow_alignment=leading.csv", "index.json", "spiral-custom.svg", "waterfall_columns=3.json"])
            let results = try results(in: directory)
            #expect(results.map { $0.number("line") } == [1, 3, 4, 5])
            #expect(results.map { $0["layout"]?.string ?? "" } == ["flow", "waterfall", "spiral", "fan"])
            #expect(results[1]["viewport"]?.string == "320x480")
            #expect(results[2]["offset"]?.string == "0,100")
            #expect(results[3]["items"]?.number == 24)
            #expect(results[3]["data"]?.string == "examples/photos.json")

            let waterfall = try MosaicRunner.run([
                "layout", "waterfall", "-p", "columns=3", "--items", "20", "--heights", "50:300", "--seed", "7",
                "--viewport", "320x480", "--format", "json",
            ])
            #expect(try String(contentsOf: directory.appendingPathComponent("waterfall_columns=3.json"), encoding: .utf8) == waterfall.standardOutput)
        }
    }

    @Test func badJobLineIsNamedByItsLineAndPath() throws {
        try withDirectory { directory in
            let out = directory.appendingPathComponent("out")
            let file = MosaicRunner.fixture("batch/bad-line.jsonl")
            let result = try batch(["--jobs-file", file], out: out)
            #expect(result.status == 1)
            // An object is read as insets (the form the index writes), and this one is not.
            #expect(result.errorLines == ["error: \(file):3:42: $.params.columns: expected insets {\"top\": T, \"left\": L, \"bottom\": B, \"right\": R} with numbers"])
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func aPerSectionListInAJobFileIsAsOnTheCommandLine() throws {
        try withDirectory { directory in
            let out = directory.appendingPathComponent("out")
            let jobs = directory.appendingPathComponent("jobs.jsonl")
            try #"{"layout": "waterfall", "items": [4, 6], "params": {"columns": [2, 3]}, "output": "w.json"}"#
                .write(to: jobs, atomically: true, encoding: .utf8)
            let result = try batch(["--jobs-file", jobs.path], out: out)
            #expect(result.status == 0, "\(result.standardError)")
            let direct = try MosaicRunner.run(["layout", "waterfall", "--items", "4,6", "-p", "columns=2,3", "--format", "json"])
            #expect(try String(contentsOf: out.appendingPathComponent("w.json"), encoding: .utf8) == direct.standardOutput)
        }
    }

    @Test func unknownParameterInAJobFileIsRejectedBeforeAnyJobRuns() throws {
        try withDirectory { directory in
            let out = directory.appendingPathComponent("out")
            let file = MosaicRunner.fixture("batch/unknown-parameter.jsonl")
            let result = try batch(["--jobs-file", file], out: out)
            #expect(result.status == 64)
            #expect(result.errorLines.count == 1)
            #expect(result.standardError.hasPrefix("error: job at \(file):2:41: $.params.colour: unknown parameter 'colour' for layout 'flow'"))
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func twoJobsWritingTheSameFileAreRejected() throws {
        try withDirectory { directory in
            let file = MosaicRunner.fixture("batch/clash.jsonl")
            let result = try batch(["--jobs-file", file], out: directory)
            #expect(result.status == 64)
            #expect(result.errorLines == ["error: job at \(file):2 and job at \(file):1 would both write 'same.json'; give them different parameters or outputs"])
            #expect(try files(in: directory).isEmpty)
        }
    }

    // MARK: - Determinism and sharding

    @Test func twoRunsWriteTheSameBytes() throws {
        try withDirectory { first in
            try withDirectory { second in
                let arguments = ["examples/spiral.lua", "--sweep", "radius=40:200:40", "--sweep", "growth=4,12", "--items", "200", "--format", "svg"]
                #expect(try batch(arguments + ["--jobs", "3"], out: first).status == 0)
                #expect(try batch(arguments + ["--jobs", "1"], out: second).status == 0)
                let firstOutputs = try outputs(in: first)
                #expect(firstOutputs.count == 10)
                #expect(firstOutputs == (try outputs(in: second)))
                #expect(try indexWithoutTimes(in: first) == (try indexWithoutTimes(in: second)))
            }
        }
    }

    @Test func shardsMergeIntoTheWholeBatch() throws {
        try withDirectory { whole in
            try withDirectory { merged in
                let arguments = ["examples/spiral.lua", "--sweep", "radius=40:200:20", "--sweep", "anglePerItem=0.2,0.5", "--items", "30"]
                #expect(try batch(arguments, out: whole).status == 0)
                var seenJobs: [Double] = []
                for shard in 1 ... 3 {
                    let result = try batch(arguments + ["--shard", "\(shard)/3"], out: merged)
                    #expect(result.status == 0, "\(result.standardError)")
                    let jobs = try results(in: merged, index: "index-\(shard)-of-3.json").map { $0.number("job") }
                    #expect(jobs.allSatisfy { Int($0) % 3 + 1 == shard })
                    seenJobs += jobs
                }
                #expect(seenJobs.sorted() == (0 ..< 18).map(Double.init))
                #expect(try outputs(in: merged) == (try outputs(in: whole)))
                #expect(try files(in: merged).filter { $0.hasPrefix("index") } == ["index-1-of-3.json", "index-2-of-3.json", "index-3-of-3.json"])
            }
        }
    }

    // MARK: - Failures

    @Test func aFailingJobDoesNotStopTheOthers() throws {
        try withDirectory { directory in
            let plugin = MosaicRunner.fixture("batch/picky.lua")
            let result = try batch([plugin, "--sweep", "mode=1,2,3", "--items", "4"], out: directory)
            #expect(result.status == 1)
            #expect(result.errorLines.first == "error: job 1 (picky_mode=2.json): \(plugin):11: mode 2 is not supported")
            #expect(result.errorLines.last == "error: 1 of 3 jobs failed; the others were written")
            #expect(try files(in: directory) == ["index.json", "picky_mode=1.json", "picky_mode=3.json"])
            let results = try results(in: directory)
            #expect(results.map { $0["status"]?.string ?? "" } == ["succeeded", "failed", "succeeded"])
            #expect(results[1]["error"]?.string == "\(plugin):11: mode 2 is not supported")
        }
    }

    @Test func failFastSkipsTheJobsNotStarted() throws {
        try withDirectory { directory in
            let plugin = MosaicRunner.fixture("batch/picky.lua")
            let result = try batch([plugin, "--sweep", "mode=1,2,3,4", "--jobs", "1", "--fail-fast"], out: directory)
            #expect(result.status == 1)
            #expect(try files(in: directory) == ["index.json", "picky_mode=1.json"])
            let results = try results(in: directory)
            #expect(results.map { $0["status"]?.string ?? "" } == ["succeeded", "failed", "skipped", "skipped"])
        }
    }

    // MARK: - Rejected before any job runs

    @Test(arguments: [
        (["--sweep", "radius=40:200"], "--sweep 'radius=40:200': expected NAME=START:STOP:STEP, such as radius=40:200:20"),
        (["--sweep", "radius=40:200:0"], "--sweep 'radius=40:200:0': the step must not be 0"),
        (["--sweep", "radius=40:100:25"], "--sweep 'radius=40:100:25': the step 25 does not reach 100 from 40 (it stops at 90); ranges include both ends"),
        (["--sweep", "radius=100:40:20"], "--sweep 'radius=100:40:20': the step 20 leads away from 40; use -20"),
        (["--sweep", "radius=1,,2"], "--sweep 'radius=1,,2': empty value; expected NAME=A,B,C or NAME=START:STOP:STEP"),
        (["--sweep", "radius"], "--sweep 'radius': expected NAME=VALUE, such as --sweep columns=3"),
        (["--sweep", "radius=1,2", "--sweep", "radius=3"], "--sweep radius: the parameter is swept twice"),
        (["--sweep", "colour=1,2"], "unknown parameter 'colour' for layout 'spiral'; its parameters are anglePerItem, growth, itemHeight, itemWidth, radius"),
        (["--sweep", "radius=1,2", "-p", "size=3"], "unknown parameter 'size' for layout 'spiral'; its parameters are anglePerItem, growth, itemHeight, itemWidth, radius"),
        (["--sweep", "radius=10,-5"], "parameter radius: '-5' is out of range; expected a number ≥ 0"),
        (["--shard", "4/3"], "--shard '4/3': expected K/N with 1 ≤ K ≤ N, such as 2/8"),
    ])
    func badCommandLinesAreRejectedBeforeAnyJobRuns(arguments: [String], message: String) throws {
        try withDirectory { directory in
            let out = directory.appendingPathComponent("out")
            let result = try batch(["examples/spiral.lua"] + arguments, out: out)
            #expect(result.status == 64)
            #expect(result.errorLines.map(String.init) == ["error: " + message])
            #expect(!FileManager.default.fileExists(atPath: out.path))
        }
    }

    @Test func anOutputDirectoryThatCannotBeMadeIsRejected() throws {
        try withDirectory { directory in
            let file = directory.appendingPathComponent("plain-file")
            try "not a directory".write(to: file, atomically: false, encoding: .utf8)
            let result = try batch(["fan", "--sweep", "radius=300,400"], out: file.appendingPathComponent("renders"))
            #expect(result.status == 64)
            #expect(result.errorLines == ["error: --out '\(file.path)/renders': '\(file.path)' is not a directory"])
            #expect(try files(in: directory) == ["plain-file"])
        }
    }

    @Test func missingOutputDirectoriesAreCreatedAndNoTemporaryFileIsLeft() throws {
        try withDirectory { directory in
            let out = directory.appendingPathComponent("a/b/renders")
            let result = try batch(["flow", "--sweep", "itemWidth=50:150:50", "--items", "2000", "--jobs", "2"], out: out)
            #expect(result.status == 0, "\(result.standardError)")
            let names = try files(in: out)
            #expect(names == ["flow_itemWidth=100.json", "flow_itemWidth=150.json", "flow_itemWidth=50.json", "index.json"])
            #expect(!names.contains { $0.hasPrefix(".") })
            for name in names {
                _ = try JSONParser.parse(Array(try Data(contentsOf: out.appendingPathComponent(name))))
            }
        }
    }

    @Test func progressIsShownOnlyWhenAskedForOffATerminal() throws {
        try withDirectory { directory in
            let quiet = try batch(["fan", "--sweep", "radius=300,400"], out: directory)
            #expect(quiet.errorLines.count == 1)
            let shown = try batch(["fan", "--sweep", "radius=300,400", "--progress"], out: directory)
            #expect(shown.errorLines.contains { $0.contains("2/2  100%") })
        }
    }
}

/// Sweeps are planned lazily: a shard makes only its own jobs, numbered in
/// the whole batch; names are checked for clashes and length at planning.
@Suite("mosaic batch: sweep planning")
struct BatchSweepPlanTests {
    @Test func aShardOfAMillionJobSweepListsOnlyItsJobs() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run([
            "batch", "flow", "--sweep", "itemWidth=1:1000:1", "--sweep", "itemHeight=1:1000:1", "--items", "1",
            "--shard", "3/1000", "--jobs", "2", "--out", directory.path,
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let index = try JSONParser.parse(try String(contentsOf: directory.appendingPathComponent("index-3-of-1000.json"), encoding: .utf8))
        #expect(index["batchJobs"]?.number == 1_000_000)
        #expect(index["jobs"]?.number == 1_000)
        let results = index["results"]?.array ?? []
        #expect(results.count == 1_000)
        let numbers: [Double] = results.map { $0["job"]?.number ?? -1 }
        let expected: [Double] = (0 ..< 1_000).map { (position: Int) -> Double in Double(2 + 1_000 * position) }
        #expect(numbers == expected)
        // Job 2: itemWidth's first value, itemHeight's third (the last sweep varies fastest).
        #expect(results.first?["output"]?.string == "flow_itemHeight=3_itemWidth=1.json")
        // Job 999002: itemWidth=1000 (999002 / 1000 = 999, +1), itemHeight=3.
        #expect(results.last?["output"]?.string == "flow_itemHeight=3_itemWidth=1000.json")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1_001)
    }

    @Test func twoSweepValuesWritingTheSameFileAreRefused() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try MosaicRunner.run(["batch", "flow", "--sweep", "itemWidth=40,50,40.0", "--sweep", "itemHeight=1:3:1", "--out", directory.path])
        #expect(result.status == 64)
        #expect(result.standardError == "error: job 6 and job 0 would both write 'flow_itemHeight=1_itemWidth=40.json' (--sweep itemWidth gives the same value twice); give them different parameters or outputs\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
    }

    @Test func anOutputPathTooLongIsRefusedBeforeAnyJobRuns() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 16 components of 250 bytes: a directory that could be made, but whose files' paths pass PATH_MAX.
        let deep = (0 ..< 16).reduce(directory.path) { path, index in path + "/" + String(repeating: Character(String(index % 10)), count: 250) }
        let result = try MosaicRunner.run(["batch", "flow", "--sweep", "itemWidth=10,20", "--out", deep])
        #expect(result.status == 64)
        #expect(result.standardError.hasPrefix("error: job 0: the output's path"), "\(result.standardError)")
        #expect(result.standardError.contains("paths have at most 4095"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty, "the directory was made")
    }

    @Test func anOutputNameTooLongInAJobFileIsRefusedNamingTheJob() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let jobs = directory.appendingPathComponent("jobs.jsonl")
        let long = String(repeating: "n", count: 256) + ".json"
        try Data("{\"layout\": \"flow\"}\n{\"layout\": \"flow\", \"output\": \"\(long)\"}\n".utf8).write(to: jobs)
        let out = directory.appendingPathComponent("out")
        let result = try MosaicRunner.run(["batch", "--jobs-file", jobs.path, "--out", out.path])
        #expect(result.status == 64)
        #expect(result.standardError.contains("jobs.jsonl:2"), "\(result.standardError)")
        #expect(result.standardError.contains("longer than 255 bytes"))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }
}
