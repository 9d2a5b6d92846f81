import Foundation
import Testing

/// `mosaic layout --region`: the part of the layout an SVG shows, and the
/// SVG's margin and lines sized from the viewport, at any item count.
@Suite("mosaic layout --region")
struct RegionCommandTests {
    /// The `<svg …>` line of a document.
    static func header(_ svg: String) -> String {
        svg.split(separator: "\n").first { $0.hasPrefix("<svg") }.map(String.init) ?? ""
    }

    @Test("flow at 600 and 3,000 items: a 36.6-point margin and 1.055-point lines, as at 12")
    func marginIndependentOfItems() throws {
        var headers: [String] = []
        for count in ["12", "600", "3000"] {
            let result = try MosaicRunner.run(["layout", "flow", "--items", count, "--format", "svg"])
            #expect(result.status == 0, "\(result.standardError)")
            let header = Self.header(result.standardOutput)
            #expect(header.contains("viewBox=\"-36.5733 -36.5733 463.1467 "), "\(header)")
            // The content's outline and the viewport's: one line, two lines.
            #expect(result.standardOutput.contains("stroke=\"#c8c8c8\" stroke-width=\"1.055\""))
            #expect(result.standardOutput.contains("stroke=\"#d6246e\" stroke-width=\"2.11\""))
            headers.append(header)
        }
        // 3,000 items: 110,063 points high (was 114,389 with a 2,199-point margin).
        #expect(headers[2].contains("height=\"110063.1467\""), "\(headers[2])")
    }

    @Test("--region viewport gives a canvas of the viewport's size where it is scrolled to")
    func viewportRegion() throws {
        let result = try MosaicRunner.run(["layout", "flow", "--items", "3000", "--offset", "0,5000", "--region", "viewport", "--format", "svg"])
        #expect(result.status == 0, "\(result.standardError)")
        #expect(Self.header(result.standardOutput).contains("width=\"390\" height=\"844\" viewBox=\"0 5000 390 844\""))
        #expect(result.standardOutput.utf8.count < 20_000, "only the cells in view are drawn")
    }

    @Test("--region x,y,w,h gives that rectangle; content is the default")
    func rectAndContent() throws {
        let rect = try MosaicRunner.run(["layout", "flow", "--items", "60", "--region", "10,20,300,400", "--format", "svg"])
        #expect(Self.header(rect.standardOutput).contains("width=\"300\" height=\"400\" viewBox=\"10 20 300 400\""))
        let content = try MosaicRunner.run(["layout", "flow", "--items", "60", "--region", "content", "--format", "svg"])
        let plain = try MosaicRunner.run(["layout", "flow", "--items", "60", "--format", "svg"])
        #expect(content.status == 0 && content.standardOutput == plain.standardOutput)
    }

    @Test("a bad --region is one line naming it", arguments: [
        (["--region", "screen", "--format", "svg"], "expected viewport, content or X,Y,WIDTH,HEIGHT"),
        (["--region", "0,0,0,10", "--format", "svg"], "must be positive"),
        (["--region", "0,0,nan,10", "--format", "svg"], "finite"),
        (["--region", "1,2,3", "--format", "svg"], "--region"),
        (["--region", "viewport"], "no effect on text output"),
        (["--region", "viewport", "--format", "json"], "no effect on json output"),
    ])
    func badRegion(arguments: [String], message: String) throws {
        let result = try MosaicRunner.run(["layout", "flow", "--items", "5"] + arguments)
        #expect(result.status != 0)
        #expect(result.standardOutput.isEmpty)
        let lines = result.standardError.split(separator: "\n").filter { !$0.hasPrefix("Usage") && !$0.hasPrefix("  See") && !$0.isEmpty }
        #expect(lines.count == 1 && lines[0].contains("--region") && lines[0].contains(message), "\(result.standardError)")
    }
}

/// `mosaic layout --label`, `--color` and `--no-tags` with a data file.
@Suite("mosaic layout --label and --color")
struct LabelCommandTests {
    @Test("--label title shows examples/photos.json's titles in the SVG and the text preview")
    func titlesFromData() throws {
        let svg = try MosaicRunner.run(["layout", "waterfall", "--data", "examples/photos.json", "--label", "title", "--color", "title", "--format", "svg"])
        #expect(svg.status == 0, "\(svg.standardError)")
        #expect(svg.standardOutput.contains(">Harbour at dawn</text>") && svg.standardOutput.contains(">Lighthouse stairs</text>"))
        let text = try MosaicRunner.run(["layout", "waterfall", "--data", "examples/photos.json", "--label", "title"])
        #expect(text.standardOutput.contains("Harbour at dawn"), "\(text.standardOutput)")
        let plain = try MosaicRunner.run(["layout", "waterfall", "--data", "examples/photos.json", "--format", "svg"])
        #expect(!plain.standardOutput.contains(">Harbour at dawn<"))
    }

    @Test("--label, --color and --no-tags refuse formats that do not draw, in one line", arguments: [
        (["--label", "title", "--format", "json"], "--label"), (["--color", "title"], "--color"),
        (["--no-tags", "--format", "csv"], "--no-tags"), (["--label", "", "--format", "svg"], "--label"),
    ])
    func refused(arguments: [String], option: String) throws {
        let result = try MosaicRunner.run(["layout", "flow", "--items", "3"] + arguments)
        #expect(result.status != 0 && result.standardOutput.isEmpty)
        #expect(result.standardError.hasPrefix("error: \(option)"), "\(result.standardError)")
    }
}
