import Foundation
import Mosaic
import Testing

/// Issue 10 item 12: `mosaic update --format json|text`, and the batch
/// index's parameters in the layout output's JSON form.
@Suite("mosaic update --format, batch index parameters")
struct UpdateFormatTests {
    static let batch = #"{"deleteItems": [[0, 1]], "insertItems": [[0, 4]], "moveItems": [[[0, 0], [0, 2]]]}"#

    func run(_ arguments: [String], files: [String: String] = ["batch.json": batch]) throws -> (MosaicRunner.Result, URL) {
        let directory = try PluginFixtures.directory(files)
        return (try MosaicRunner.run(arguments, in: directory), directory)
    }

    @Test func textIsASummaryAndOneRowPerElement() throws {
        let (result, directory) = try run(["update", "flow", "--items", "6", "--batch", "batch.json", "--format", "text"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 2 + 7)
        #expect(lines[0] == "flow: 1 inserted, 1 deleted, 1 moved, 3 shifted, 1 unchanged; content 390x210 → 390x210")
        #expect(lines[1] == "change     element  from  to   before           after            animates")
        #expect(lines.contains("moved      cell     0.0   0.2  0,0 100x100      290,0 100x100"))
        #expect(lines.contains("inserted   cell     -     0.4  -                145,110 100x100  from 145,110 100x100 alpha 0"))
        #expect(lines.last == "deleted    cell     0.1   -    145,0 100x100    -                to 145,0 100x100 alpha 0")
        // A cell whose frame the update moves is not "unchanged": it is shifted.
        #expect(lines.contains("shifted    cell     0.3   0.1  0,110 100x100    145,0 100x100"))
        #expect(lines.contains("unchanged  cell     0.5   0.5  290,110 100x100  290,110 100x100"))
    }

    /// Scale, rotation, alpha and hidden show beside the frame, before and after.
    @Test func textShowsScaleAndAlphaBesideTheFrame() throws {
        let coverflow = MosaicRunner.packageRoot.appendingPathComponent("examples/coverflow.lua").path
        let (result, directory) = try run(["update", coverflow, "--items", "5", "--batch", "batch.json", "--format", "text"],
                                          files: ["batch.json": #"{"insertItems": [[0, 0]]}"#])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines[0] == "coverflow: 1 inserted, 5 shifted; content 1110x844 → 1290x844")
        let row = try #require(lines.first { $0.hasPrefix("shifted   cell     0.2   0.3") })
        #expect(row.contains("475,302 160x240 scale 0.64 alpha 0.37"))
        #expect(row.contains("655,302 160x240 scale 0.6 alpha 0.3"))
    }

    @Test func theFormatFollowsTheOutputFileAndJSONStaysTheDefault() throws {
        let (json, first) = try run(["update", "flow", "--items", "6", "--batch", "batch.json"])
        defer { try? FileManager.default.removeItem(at: first) }
        #expect(json.standardOutput.hasPrefix("{"))
        let (text, directory) = try run(["update", "flow", "--items", "6", "--batch", "batch.json", "-o", "plan.txt"])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(text.status == 0, "\(text.standardError)")
        #expect(try String(contentsOf: directory.appendingPathComponent("plan.txt"), encoding: .utf8).hasPrefix("flow: 1 inserted"))
    }

    @Test func otherFormatsAreRefusedSayingWhatTheUpdateWrites() throws {
        let (svg, first) = try run(["update", "flow", "--items", "6", "--batch", "batch.json", "-o", "plan.svg"])
        defer { try? FileManager.default.removeItem(at: first) }
        #expect(svg.status == 64)
        #expect(svg.standardError == "error: -o 'plan.svg': an update plan is written as JSON or text only; use .json or .txt, or add --format json|text\n")
        #expect(!FileManager.default.fileExists(atPath: first.appendingPathComponent("plan.svg").path))
        let (csv, second) = try run(["update", "flow", "--items", "6", "--batch", "batch.json", "--format", "csv"])
        defer { try? FileManager.default.removeItem(at: second) }
        #expect(csv.status == 64)
        #expect(csv.errorLines.count == 1)
        #expect(csv.standardError.contains("'json' and 'text'"))
    }

    @Test func theIndexWritesParametersAsTheLayoutOutputDoesAndJobFilesReadThemBack() throws {
        let jobs = """
            {"layout": "waterfall", "params": {"columns": "2,3", "sectionInset": "1,2,3,4"}, "items": [3, 4], "output": "a.json"}
            {"layout": "waterfall", "params": {"columns": [2, 3], "sectionInset": {"top": 1, "left": 2, "bottom": 3, "right": 4}}, "items": [3, 4], "output": "b.json"}
            {"layout": "flow", "params": {"sectionInset": [{"top": 1, "left": 2, "bottom": 3, "right": 4}, {"top": 0, "left": 0, "bottom": 0, "right": 0}]}, "items": [2, 2], "output": "c.json"}
            """
        let (result, directory) = try run(["batch", "--jobs-file", "jobs.jsonl", "--out", "out"], files: ["jobs.jsonl": jobs])
        defer { try? FileManager.default.removeItem(at: directory) }
        #expect(result.status == 0, "\(result.standardError)")
        let out = directory.appendingPathComponent("out")
        let index = try JSONParser.parse(String(contentsOf: out.appendingPathComponent("index.json"), encoding: .utf8))
        let layout = try JSONParser.parse(String(contentsOf: out.appendingPathComponent("a.json"), encoding: .utf8))
        guard case .array(let results)? = index["results"]?.content else { Issue.record("no results"); return }
        // The same values as the layout's own output, arrays and objects (before: "2,3" and "1,2,3,4").
        #expect(Self.canonical(results[0]["parameters"]) == Self.canonical(layout["parameters"]))
        #expect(Self.canonical(results[0]["parameters"]?["columns"]) == "[2,3]")
        #expect(Self.canonical(results[0]["parameters"]?["sectionInset"]) == "{top:1,left:2,bottom:3,right:4}")
        #expect(Self.canonical(results[1]["parameters"]) == Self.canonical(results[0]["parameters"]))
        #expect(try Data(contentsOf: out.appendingPathComponent("a.json")) == Data(contentsOf: out.appendingPathComponent("b.json")))
        #expect(Self.canonical(results[2]["parameters"]?["sectionInset"]) == "[{top:1,left:2,bottom:3,right:4},{top:0,left:0,bottom:0,right:0}]")
    }

    /// A value written compactly, members in order, for comparing trees.
    static func canonical(_ value: JSONValue?) -> String {
        guard let value else { return "missing" }
        switch value.content {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return number.shortDescription
        case .string(let text): return "\"" + text + "\""
        case .array(let elements): return "[" + elements.map { canonical($0) }.joined(separator: ",") + "]"
        case .object(let members): return "{" + members.map { $0.key + ":" + canonical($0.value) }.joined(separator: ",") + "}"
        default: return "?"
        }
    }
}
