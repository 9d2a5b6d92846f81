#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif
import Mosaic
import Testing

/// Issue 10 item 14: thin views (a 2-pt connector, a rule, a hairline
/// background) stay visible in the SVG, with legible labels: an outline of
/// at least half an output pixel, and a label beside the element when less
/// than 4 pixels of text would fit inside. (Rendered with `rsvg-convert`
/// and looked at before and after: the connectors were pale 2-px strips
/// with 0.9-px labels, the hairline and its tag invisible.)
@Suite("SVG: thin views")
struct ExportSVGThinViewTests {
    /// Two cards joined by a 2-pt connector, a 2-pt rule above them, a
    /// 0.5-pt hairline background beside them.
    static let snapshot = LayoutSnapshot(
        layoutName: "thin", parameters: [], environment: LayoutEnvironment(viewport: Size(width: 390, height: 400)),
        contentSize: Size(width: 390, height: 400),
        elements: [
            LayoutAttributes(category: .decoration, kind: "hairline", indexPath: ItemPath(0, 0), frame: Rect(x: 360, y: 20, width: 0.5, height: 300)),
            LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 40, y: 20, width: 300, height: 80)),
            LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 189, y: 100, width: 2, height: 60)),
            LayoutAttributes(indexPath: ItemPath(0, 2), frame: Rect(x: 40, y: 160, width: 300, height: 80)),
            LayoutAttributes(category: .supplementary, kind: "rule", indexPath: ItemPath(1, 0), frame: Rect(x: 20, y: 300, width: 350, height: 2)),
        ]
    )

    static func groups() throws -> [XMLElement] { try ExportSVGTests.elementGroups(SVGExporter.render(snapshot)) }

    static func number(_ element: XMLElement?, _ name: String) -> Double { Double(element?.value(name) ?? "") ?? .nan }

    @Test("a 2-pt connector, a 2-pt rule and a 0.5-pt hairline have an outline of at least half a pixel; cards keep theirs")
    func minimumStroke() throws {
        let strokes = try Self.groups().map { Self.number($0.elements(forName: "rect").first, "stroke-width") }
        #expect(strokes == [0.5, 1, 0.5, 1, 0.5])
    }

    @Test("a connector's label goes beside it, at a legible size, starting right of it")
    func connectorLabel() throws {
        let text = try #require(try Self.groups()[2].elements(forName: "text").first)
        #expect(text.stringValue == "0.1")
        #expect(Self.number(text, "font-size") >= 8)
        #expect(Self.number(text, "x") > 191)  // past the connector's right edge
        #expect(text.value("text-anchor") == "start")
        #expect(abs(Self.number(text, "y") - (130 + 0.35 * 8)) < 1e-9)  // on its middle line
        #expect(text.value("transform") == nil)
    }

    @Test("a rule's label goes below it, centred; a card's stays inside")
    func ruleLabel() throws {
        let groups = try Self.groups()
        let rule = try #require(groups[4].elements(forName: "text").first)
        #expect(rule.stringValue == "rule 1.0")
        #expect(Self.number(rule, "font-size") >= 8)
        #expect(Self.number(rule, "y") > 302 + 8 * 0.8)
        #expect(Self.number(rule, "x") == 195)
        #expect(rule.value("text-anchor") == nil)
        let card = try #require(groups[1].elements(forName: "text").first)
        #expect(Self.number(card, "font-size") == 36)
        #expect(Self.number(card, "y") < 100)
    }

    @Test("a hairline background's tag goes beside it, at its usual size")
    func hairlineLegend() throws {
        let svg = try ExportSVGTests.parse(SVGExporter.render(Self.snapshot))
        let tag = try #require(svg.elements(forName: "rect").first { $0.value("class") == "legend" })
        #expect(Self.number(tag, "x") > 360.5)
        #expect(Self.number(tag, "height") >= 8)
        let label = try #require(svg.elements(forName: "text").first { $0.value("class") == "legend" })
        #expect(Self.number(label, "font-size") == 8)
    }
}
