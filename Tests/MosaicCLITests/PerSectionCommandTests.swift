import Foundation
import Mosaic
import Testing

/// Per-section parameters on the command line: `-p columns=2,3`, their
/// errors, `mosaic layouts` and the JSON output.
@Suite("Per-section parameters on the command line")
struct PerSectionCommandTests {
    @Test(arguments: [
        (["-p", "columns=2,x"], "error: parameter columns, value 2 of 2 (section 1): 'x' is not valid; expected a whole number from 1 to 10000"),
        (["-p", "headerHeight=40,-1,40"], "error: parameter headerHeight, value 2 of 3 (section 1): '-1' is out of range; expected a number from 0 to 1000000000"),
        (["-p", "sectionInset=0,10,0,10;1,2"],
         "error: parameter sectionInset, value 2 of 2 (section 1): '1,2' is not valid; expected top,left,bottom,right, each from 0 to 1000000000"),
    ])
    func aBadValueInAListIsOneLineNamingItsPosition(_ arguments: [String], _ message: String) throws {
        let result = try MosaicRunner.run(["layout", "waterfall", "--items", "3"] + arguments)
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        #expect(result.standardError == message + "\n")
    }

    @Test func listsReachTheLayoutAndTheJSONOutput() throws {
        let directory = try MosaicRunner.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = directory.appendingPathComponent("sections.json")
        try Data(#"{"sections": [{"items": [{"height": 100}]}, {"items": [{"height": 50}, {"height": 60}, {"height": 70}]}]}"#.utf8).write(to: data)
        let document = try MosaicRunner.json([
            "layout", "waterfall", "--data", data.path, "--viewport", "400x800", "--format", "json",
            "-p", "columns=1,3", "-p", "padding=0", "-p", "sectionInset=0;0,20,0,20", "-p", "headerHeight=30", "-p", "footerHeight=0,10",
        ])
        let parameters = try #require(document["parameters"])
        #expect(parameters["columns"]?.array.compactMap(\.number) == [1, 3])
        #expect(parameters["headerHeight"]?.number == 30)
        #expect(parameters["sectionInset"]?.array.map { $0.number("left") } == [0, 20])
        // Section 0: header 0..30, one column; section 1 from 130: header, three columns 120 wide from x 20, footer.
        let summary = document.elements.map { element in
            "\(element["kind"]?.string ?? "cell") \(Int(element.number("section"))).\(Int(element.number("item"))) \(element.rect("frame"))"
        }
        #expect(summary == [
            "cell 0.0 \(Rect(x: 0, y: 30, width: 400, height: 100))",
            "header 0.0 \(Rect(x: 0, y: 0, width: 400, height: 30))",
            "cell 1.0 \(Rect(x: 20, y: 160, width: 120, height: 50))",
            "footer 1.0 \(Rect(x: 0, y: 230, width: 400, height: 10))",
            "header 1.0 \(Rect(x: 0, y: 130, width: 400, height: 30))",
            "cell 1.1 \(Rect(x: 140, y: 160, width: 120, height: 60))",
            "cell 1.2 \(Rect(x: 260, y: 160, width: 120, height: 70))",
        ])
        // The defaults are written as single values, as before.
        let defaults = try MosaicRunner.json(["layout", "waterfall", "--items", "2", "--format", "json"])
        #expect(defaults["parameters"]?["columns"]?.number == 2)
    }

    @Test func layoutsMarksPerSectionParameters() throws {
        let document = try MosaicRunner.json(["layouts", "--format", "json"])
        let layouts = document["layouts"]?.array ?? []
        func parameter(_ layout: String, _ name: String) -> JSONValue? {
            layouts.first { $0["name"]?.string == layout }?["parameters"]?.array.first { $0["name"]?.string == name }
        }
        let columns = try #require(parameter("waterfall", "columns"))
        #expect(columns.keys == ["name", "type", "minimum", "maximum", "perSection", "default", "accepts", "doc"])
        #expect(columns["type"]?.string == "integer")
        #expect(columns["default"]?.number == 2)
        let inset = try #require(parameter("flow", "sectionInset"))
        #expect(inset["type"]?.string == "insets")
        #expect(inset.keys.contains("perSection"))
        #expect(parameter("waterfall", "padding")?.keys.contains("perSection") == false)
        #expect(parameter("flow", "pinHeaders")?.keys.contains("perSection") == false)

        let text = try MosaicRunner.run(["layouts"]).standardOutput
        let row = text.split(separator: "\n").first { $0.hasPrefix("  columns ") }
        #expect(row?.contains("a whole number from 1 to 10000, or A,B,… per section") == true)
    }
}
