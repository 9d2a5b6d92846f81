import Foundation
import Mosaic
import Testing

/// A batch job file's `safeArea`, `layoutMargins` and `scale`: the forms of
/// its `insets`, the rules of `--safe-area`, `--layout-margins` and
/// `--scale`, the command line's values for jobs that leave them out, and
/// one-line errors naming the job and the member.
@Suite("mosaic batch: the environment in job files")
struct BatchEnvironmentTests {
    private func withDirectory<T>(_ body: (URL) throws -> T) throws -> T {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        return try body(directory)
    }

    /// Runs a batch of `lines` (one job each) with `arguments`, into `directory/out`.
    private func batch(_ lines: [String], _ arguments: [String] = [], in directory: URL) throws -> MosaicRunner.Result {
        let jobs = directory.appendingPathComponent("jobs.jsonl")
        try (lines.joined(separator: "\n") + "\n").write(to: jobs, atomically: true, encoding: .utf8)
        return try MosaicRunner.run(["batch", "--jobs-file", jobs.path, "--out", directory.appendingPathComponent("out").path] + arguments)
    }

    private func output(_ name: String, in directory: URL) throws -> String {
        try String(contentsOf: directory.appendingPathComponent("out").appendingPathComponent(name), encoding: .utf8)
    }

    static let flow = #""layout": "flow", "items": 3, "params": {"alignment": "leading", "itemWidth": 100.3, "sectionInsetReference": "fromLayoutMargins"}"#

    /// Each job's file is what `mosaic layout` writes with the options the
    /// job's members stand for, and the command line's for the rest.
    @Test func eachJobIsMosaicLayoutWithItsEnvironment() throws {
        try withDirectory { directory in
            let result = try batch([
                #"{\#(Self.flow), "viewport": "844x390", "safeArea": "0,44,21,44", "output": "a.csv"}"#,
                #"{\#(Self.flow), "viewport": "844x390", "safeArea": 44, "layoutMargins": "0,8,0,8", "scale": 2, "output": "b.csv"}"#,
                #"{\#(Self.flow), "layoutMargins": 0, "scale": "off", "output": "c.csv"}"#,
                #"{\#(Self.flow), "scale": "3", "output": "d.csv"}"#,
            ], ["--scale", "1", "--layout-margins", "0,30,0,30"], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            let layout = ["layout", "flow", "--items", "3", "-p", "alignment=leading", "-p", "itemWidth=100.3",
                          "-p", "sectionInsetReference=fromLayoutMargins", "--format", "csv"]
            let expected: [(String, [String])] = [
                ("a.csv", ["--viewport", "844x390", "--safe-area", "0,44,21,44", "--layout-margins", "0,30,0,30", "--scale", "1"]),
                ("b.csv", ["--viewport", "844x390", "--safe-area", "44", "--layout-margins", "0,8,0,8", "--scale", "2"]),
                ("c.csv", ["--layout-margins", "0"]),
                ("d.csv", ["--layout-margins", "0,30,0,30", "--scale", "3"]),
            ]
            for (name, options) in expected {
                let single = try MosaicRunner.run(layout + options)
                #expect(single.status == 0, "\(single.standardError)")
                #expect(try output(name, in: directory) == single.standardOutput, "\(name)")
            }
            // The values themselves: 44 + 30 = 74 rounded at scale 1; 44 + 8 = 52 with
            // the width at scale 2 (100.5); 0 exact (100.3); 30 at scale 3 (100.333…).
            #expect(try output("a.csv", in: directory).contains("cell,,0,0,74,0,100,100,"))
            #expect(try output("b.csv", in: directory).contains("cell,,0,0,52,0,100.5,100,"))
            #expect(try output("c.csv", in: directory).contains("cell,,0,0,0,0,100.3,100,"))
            #expect(try output("d.csv", in: directory).contains("cell,,0,0,30,0,100.333"))
        }
    }

    /// Each bad value: the member's JSON path (or, for a rule its
    /// viewport breaks, the viewport's), one line, status 1, and nothing written.
    static let badJobs: [(job: String, arguments: [String], message: String)] = [
        (#"{"layout": "flow", "safeArea": -1}"#, [], #"jobs.jsonl:1:32: $.safeArea: expected "TOP,LEFT,BOTTOM,RIGHT", one number or {"top": T, "left": L, "bottom": B, "right": R}, each from 0 to 1000000000"#),
        (#"{"layout": "flow", "safeArea": "0,1,2"}"#, [], "jobs.jsonl:1:32: $.safeArea: expected"),
        (#"{"layout": "flow", "safeArea": [0, 0, 0, 0]}"#, [], "jobs.jsonl:1:32: $.safeArea: expected \"TOP,LEFT,BOTTOM,RIGHT\", one number or {\"top\": T, \"left\": L, \"bottom\": B, \"right\": R}, found an array"),
        // The index's form, held to the same rules.
        (#"{"layout": "flow", "safeArea": {"top": 0, "left": -1, "bottom": 0, "right": 0}}"#, [], "jobs.jsonl:1:32: $.safeArea: expected \"TOP,LEFT,BOTTOM,RIGHT\", one number or {\"top\""),
        (#"{"layout": "flow", "layoutMargins": {"top": 0, "left": 8}}"#, [], #"jobs.jsonl:1:37: $.layoutMargins: expected insets {"top": T, "left": L, "bottom": B, "right": R} with numbers"#),
        (#"{"layout": "flow", "insets": {"top": 0, "left": 8, "bottom": 0, "right": "8"}}"#, [], #"jobs.jsonl:1:30: $.insets: expected insets {"top": T"#),
        (#"{"layout": "flow", "insets": {"top": 0, "left": 8, "bottom": 0, "right": 8, "start": 1}}"#, [], #"jobs.jsonl:1:30: $.insets: expected insets {"top": T"#),
        (#"{"layout": "flow", "layoutMargins": {"top": 0, "left": 2e9, "bottom": 0, "right": 0}}"#, [], "jobs.jsonl:1:37: $.layoutMargins: expected"),
        (#"{"layout": "flow", "viewport": "100x100", "safeArea": {"top": 0, "left": 60, "bottom": 0, "right": 40}}"#, [], "job at jobs.jsonl:1:55: $.safeArea: the safe area insets leave no room in the 100x100 viewport"),
        (#"{"layout": "flow", "layoutMargins": "nan"}"#, [], "jobs.jsonl:1:37: $.layoutMargins: expected"),
        (#"{"layout": "flow", "layoutMargins": 2e9}"#, [], "jobs.jsonl:1:37: $.layoutMargins: expected"),
        (#"{"layout": "flow", "scale": 4}"#, [], #"jobs.jsonl:1:29: $.scale: expected 1, 2 or 3 (pixels a point), or "off" for exact values"#),
        (#"{"layout": "flow", "scale": 2.5}"#, [], "jobs.jsonl:1:29: $.scale: expected 1, 2 or 3"),
        (#"{"layout": "flow", "scale": "retina"}"#, [], "jobs.jsonl:1:29: $.scale: expected 1, 2 or 3"),
        (#"{"layout": "flow", "scale": null}"#, [], "jobs.jsonl:1:29: $.scale: expected 1, 2 or 3 (pixels a point), or \"off\" for exact values, found null"),
        (#"{"layout": "flow", "safearea": 1}"#, [], "jobs.jsonl:1:32: $.safearea: unknown member 'safearea'; a job has layout, params, items, data, heights, seed, viewport, offset, insets, safeArea, layoutMargins, scale, format, compact, output"),
        // The rules that need the whole environment, checked once it is known.
        (#"{"layout": "flow", "viewport": "100x100", "safeArea": "0,60,0,40"}"#, [], "job at jobs.jsonl:1:55: $.safeArea: the safe area insets leave no room in the 100x100 viewport"),
        (#"{"layout": "flow", "safeArea": "0,300,0,0", "layoutMargins": "0,90,0,0"}"#, [], "job at jobs.jsonl:1:62: $.layoutMargins: the safe area and layout margins leave no room in the 390x844 viewport"),
        (#"{"layout": "flow", "safeArea": "0,300,0,0"}"#, ["--layout-margins", "0,90,0,0"], "job at jobs.jsonl:1:32: $.safeArea: the safe area and layout margins leave no room in the 390x844 viewport"),
        (#"{"layout": "flow", "viewport": "100x100"}"#, ["--safe-area", "0,60,0,40"], "job at jobs.jsonl:1:32: $.viewport: the safe area insets leave no room in the 100x100 viewport"),
        (#"{"layout": "flow", "viewport": "100x100"}"#, ["--insets", "0,60,0,40"], "job at jobs.jsonl:1:32: $.viewport: the insets leave no room in the 100x100 viewport"),
        (#"{"layout": "flow", "viewport": "100x100", "insets": "50,0,50,0"}"#, [], "job at jobs.jsonl:1:53: $.insets: the insets leave no room in the 100x100 viewport"),
    ]

    @Test(arguments: badJobs.indices)
    func aBadValueIsOneLineNamingTheJobAndTheMember(_ index: Int) throws {
        let (job, arguments, message) = Self.badJobs[index]
        try withDirectory { directory in
            // A good job first: nothing runs, not even it.
            let result = try batch([#"{"layout": "fan", "items": 2}"#, job], arguments, in: directory)
            #expect(result.status == 1, "\(result.standardError)")
            #expect(result.errorLines.count == 1, "\(result.standardError)")
            let line = String(result.errorLines.first ?? "")
            let expected = message.replacingOccurrences(of: "jobs.jsonl:1:", with: directory.appendingPathComponent("jobs.jsonl").path + ":2:")
            #expect(line.hasPrefix("error: " + expected), "\(line)")
            #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out").path))
        }
    }

    /// Margins a job does not give are UIKit's defaults, which, as on the
    /// command line, are not held to leaving room: a 20-point-wide viewport is fine.
    @Test func defaultMarginsAreNotHeldToTheRule() throws {
        try withDirectory { directory in
            let result = try batch([#"{"layout": "flow", "items": 1, "viewport": "20x20", "safeArea": "0,2,0,2", "output": "n.json"}"#], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
        }
    }

    // MARK: - The index

    /// The index records each job's insets, safe area, layout margins and
    /// scale when they are not the defaults, in the JSON output's forms:
    /// jobs that differ only there have different entries.
    @Test func theIndexRecordsEachJobsEnvironment() throws {
        try withDirectory { directory in
            let result = try batch([
                #"{\#(Self.flow), "output": "a.json"}"#,
                #"{\#(Self.flow), "scale": 2, "output": "b.json"}"#,
                #"{\#(Self.flow), "layoutMargins": 5, "output": "c.json"}"#,
                #"{\#(Self.flow), "viewport": "844x390", "insets": "10,0,10,0", "safeArea": {"top": 0, "left": 44, "bottom": 21, "right": 44}, "#
                    + #""layoutMargins": {"top": 8, "left": 20.5, "bottom": 8, "right": 20.5}, "scale": "3", "output": "d.json"}"#,
                #"{\#(Self.flow), "layoutMargins": "0,16,0,16", "scale": "off", "output": "e.json"}"#,
            ], in: directory)
            #expect(result.status == 0, "\(result.standardError)")
            let index = try String(contentsOf: directory.appendingPathComponent("out/index.json"), encoding: .utf8)
            let entries = index.split(separator: "\n").filter { $0.contains("\"job\": ") }.map(String.init)
            try #require(entries.count == 5, "\(index)")
            let settings = entries.map { entry in
                entry.firstMatch(of: /"offset": "[^"]*"(.*), "format"/).map { String($0.output.1) } ?? "?"
            }
            #expect(settings == [
                "",
                #", "scale": 2"#,
                #", "layoutMargins": {"top": 5, "left": 5, "bottom": 5, "right": 5}"#,
                #", "insets": {"top": 10, "left": 0, "bottom": 10, "right": 0}, "safeArea": {"top": 0, "left": 44, "bottom": 21, "right": 44}, "#
                    + #""layoutMargins": {"top": 8, "left": 20.5, "bottom": 8, "right": 20.5}, "scale": 3"#,
                "",
            ], "\(index)")
            // The same forms as the layout's own JSON output writes in its header.
            let output = try output("d.json", in: directory)
            #expect(output.contains(#""safeArea": {"top": 0, "left": 44, "bottom": 21, "right": 44}"#), "\(output.prefix(600))")
            #expect(output.contains(#""layoutMargins": {"top": 8, "left": 20.5, "bottom": 8, "right": 20.5}"#) && output.contains(#""scale": 3"#))
            // The command line's values are the job's when it leaves them out.
            let withOptions = try batch([#"{\#(Self.flow), "output": "f.json"}"#], ["--scale", "2", "--safe-area", "0,4,0,4"], in: directory)
            #expect(withOptions.status == 0, "\(withOptions.standardError)")
            let second = try String(contentsOf: directory.appendingPathComponent("out/index.json"), encoding: .utf8)
            #expect(second.contains(#""offset": "0,0", "safeArea": {"top": 0, "left": 4, "bottom": 0, "right": 4}, "scale": 2, "format""#), "\(second)")
        }
    }

    /// An index entry pasted into a job file (its `parameters` as `params`)
    /// runs the same job again: the same file, byte for byte.
    @Test func anIndexEntryReadsBackAsAJob() throws {
        try withDirectory { directory in
            let first = try batch([
                #"{\#(Self.flow), "viewport": "844x390", "offset": "0,7", "insets": "10,3,10,3", "safeArea": "0,44,21,44", "layoutMargins": "8,20,8,20", "scale": 2, "output": "d.csv"}"#,
                #"{"layout": "waterfall", "items": 9, "params": {"columns": 3, "sectionInset": "0,10,0,10"}, "layoutMargins": 0.25, "scale": 3, "output": "w.json"}"#,
            ], in: directory)
            #expect(first.status == 0, "\(first.standardError)")
            let index = try JSONSerialization.jsonObject(with: Data(contentsOf: directory.appendingPathComponent("out/index.json"))) as? [String: Any]
            let results = try #require(index?["results"] as? [[String: Any]])
            try #require(results.count == 2)
            var jobs: [String] = []
            for var entry in results {
                entry["params"] = entry.removeValue(forKey: "parameters")
                for key in ["job", "set", "status", "seconds", "error", "jobsFile", "line"] { entry.removeValue(forKey: key) }
                #expect(entry["scale"] != nil && entry["layoutMargins"] != nil, "\(entry)")
                jobs.append(String(decoding: try JSONSerialization.data(withJSONObject: entry, options: [.sortedKeys]), as: UTF8.self))
            }
            let again = directory.appendingPathComponent("again")
            try FileManager.default.createDirectory(at: again, withIntermediateDirectories: true)
            let second = try batch(jobs, in: again)
            #expect(second.status == 0, "\(second.standardError) \(jobs)")
            for name in ["d.csv", "w.json"] {
                #expect(try output(name, in: again) == output(name, in: directory), "\(name)")
            }
        }
    }
}
