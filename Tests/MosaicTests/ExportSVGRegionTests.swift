#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif
import Mosaic
import Testing

/// The SVG's margin, lines and labels follow the viewport, never the
/// content's length, and `SVGRegion` picks the part of the layout drawn.
@Suite("Export SVG region and sizing")
struct ExportSVGRegionTests {
    /// A column of `count` 100-point cells, 10 points apart, in a 390×844
    /// viewport scrolled to `offset`.
    static func column(_ count: Int, offset: Point = .zero) -> LayoutSnapshot {
        let elements = (0..<count).map { LayoutAttributes(indexPath: ItemPath(0, $0), frame: Rect(x: 0, y: Double($0) * 110, width: 100, height: 100)) }
        return LayoutSnapshot(
            layoutName: "column", parameters: [], environment: LayoutEnvironment(viewport: Size(width: 390, height: 844), contentOffset: offset),
            contentSize: Size(width: 390, height: Double(count) * 110), elements: elements
        )
    }

    /// Every `stroke-width` of the document, and its viewBox.
    static func sizing(_ snapshot: LayoutSnapshot, region: SVGRegion = .content) throws -> (box: [Double], strokes: Set<String>, labels: Set<String>) {
        let svg = try ExportSVGTests.parse(SVGExporter.render(snapshot, region: region))
        var strokes: Set<String> = [], labels: Set<String> = []
        func walk(_ element: XMLElement) {
            if let width = element.value("stroke-width") { strokes.insert(width) }
            if element.name == "text", element.parent.map({ ($0 as? XMLElement)?.value("class") == "viewport" }) == true,
               let size = element.value("font-size") { labels.insert(size) }
            for child in element.children ?? [] { if let child = child as? XMLElement { walk(child) } }
        }
        walk(svg)
        return (try ExportSVGTests.numbers(svg, "viewBox"), strokes, labels)
    }

    @Test("the margin, the viewport's label and the lines do not grow with the content", arguments: [100, 600, 3_000])
    func sizingIndependentOfLength(count: Int) throws {
        let short = try Self.sizing(Self.column(10))
        let long = try Self.sizing(Self.column(count))
        // The same margin left and above (600 items gave 440 points, not 37).
        #expect(long.box[0] == short.box[0] && long.box[1] == short.box[1])
        #expect(short.box[0] > -40 && short.box[0] < -20)
        #expect(long.box[2] == short.box[2], "the width does not grow with the height")
        #expect(abs(long.box[3] - (Double(count) * 110 + 2 * -long.box[1])) < 0.001, "the height is the content's and two margins")
        #expect(long.strokes == short.strokes && long.labels == short.labels)
        #expect(long.strokes.allSatisfy { (Double($0) ?? 99) <= 2.2 }, "\(long.strokes)")
    }

    @Test("a larger viewport draws larger margins and lines")
    func sizingFollowsTheViewport() throws {
        var wide = Self.column(10)
        wide.environment.viewport = Size(width: 3_200, height: 2_400)
        let small = try Self.sizing(Self.column(10)), large = try Self.sizing(wide)
        #expect(large.box[0] < small.box[0])
        #expect(large.strokes.compactMap(Double.init).max()! > small.strokes.compactMap(Double.init).max()!)
    }

    @Test("region viewport draws exactly the viewport, only the elements in it, without its outline")
    func viewportRegion() throws {
        let snapshot = Self.column(3_000, offset: Point(x: 0, y: 1_000))
        let text = SVGExporter.render(snapshot, region: .viewport)
        let svg = try ExportSVGTests.parse(text)
        #expect(svg.value("width") == "390" && svg.value("height") == "844")
        #expect(try ExportSVGTests.numbers(svg, "viewBox") == [0, 1_000, 390, 844])
        let titles = try ExportSVGTests.elementGroups(text).compactMap { $0.elements(forName: "title").first?.stringValue }
        // Items 9 (990…1090) to 16 (1760…1860) meet 1000…1844.
        #expect(titles == (9...16).map { "cell 0.\($0)" })
        #expect(!(svg.elements(forName: "g").contains { $0.value("class") == "viewport" }))
    }

    @Test("region rect draws exactly the rectangle, edges included")
    func rectRegion() throws {
        let text = SVGExporter.render(Self.column(100), region: .rect(Rect(x: 0, y: 220, width: 200, height: 110)))
        let svg = try ExportSVGTests.parse(text)
        #expect(svg.value("width") == "200" && svg.value("height") == "110")
        #expect(try ExportSVGTests.numbers(svg, "viewBox") == [0, 220, 200, 110])
        let titles = try ExportSVGTests.elementGroups(text).compactMap { $0.elements(forName: "title").first?.stringValue }
        // Item 3 (330…430) touches the bottom edge: drawn.
        #expect(titles == ["cell 0.2", "cell 0.3"])
        #expect(SVGExporter.render(Self.column(100), region: .content) == SVGExporter.render(Self.column(100)))
    }
}
