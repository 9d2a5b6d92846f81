#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif
import Mosaic
import Testing

/// Drawings labelled and coloured by an attribute (`--label`, `--color`),
/// and decoration views without their tags (`--no-tags`).
@Suite("Export labels and colours from attributes")
struct ExportLabelTests {
    /// Two cells with a title and a kind, one without, and a thin decoration.
    static let snapshot = LayoutSnapshot(
        layoutName: "labels", parameters: [], environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)),
        contentSize: Size(width: 390, height: 844),
        elements: [
            LayoutAttributes(category: .decoration, kind: "hour", indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 0, width: 390, height: 1)),
            LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 10, width: 300, height: 100),
                             custom: ["title": .string("Harbour at dawn"), "kind": .string("sea")]),
            LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 0, y: 120, width: 300, height: 100),
                             custom: ["title": .string("Night <market>"), "kind": .string("sea")]),
            LayoutAttributes(indexPath: ItemPath(0, 2), frame: Rect(x: 0, y: 230, width: 300, height: 100)),
        ]
    )

    @Test("--label draws the attribute's value, escaped; cells without it keep their index path")
    func svgLabels() throws {
        let svg = SVGExporter.render(Self.snapshot, options: RenderOptions(labelAttribute: "title"))
        let texts = try ExportSVGTests.elementGroups(svg).filter { $0.value("class") == "cell" }
            .map { $0.elements(forName: "text").first?.stringValue ?? "" }
        #expect(texts == ["Harbour at dawn", "Night <market>", "0.2"])
        #expect(svg.contains("<title>cell 0.0: Harbour at dawn</title>"))
    }

    @Test("--color: equal values, equal colours; other cells by section")
    func svgColours() throws {
        var snapshot = Self.snapshot
        snapshot.elements[2].indexPath = ItemPath(1, 0)
        snapshot.elements[3].custom = ["kind": .string("hill")]
        let strokes = { (options: RenderOptions) in
            try ExportSVGTests.elementGroups(SVGExporter.render(snapshot, options: options)).filter { $0.value("class") == "cell" }
                .map { $0.elements(forName: "rect").first?.value("stroke") ?? "" }
        }
        let bySection = try strokes(RenderOptions())
        #expect(bySection[0] != bySection[1], "sections 0 and 1 differ")
        let byKind = try strokes(RenderOptions(colorAttribute: "kind"))
        #expect(byKind[0] == byKind[1] && byKind[0] != byKind[2], "\(byKind)")
    }

    @Test("--no-tags leaves decoration views unlabelled in the SVG and the text preview")
    func noTags() throws {
        let tagged = SVGExporter.render(Self.snapshot)
        #expect(tagged.contains("class=\"legend\"") && tagged.contains(">hour 0.0</text>"))
        let plain = SVGExporter.render(Self.snapshot, options: RenderOptions(decorationTags: false))
        #expect(!plain.contains("class=\"legend\"") && !plain.contains("hour 0.0</text>"))
        #expect(plain.contains("<title>decoration hour 0.0</title>"), "the decoration is still drawn")

        var wide = Self.snapshot
        wide.elements[0].frame = Rect(x: 0, y: 400, width: 390, height: 400)
        #expect(TextPreview.render(wide).contains("hour 0.0"))
        #expect(!TextPreview.render(wide, options: RenderOptions(decorationTags: false)).contains("hour"))
    }

    @Test("the text preview writes a label whole or falls back to the index path, never a fragment")
    func textLabelsWhole() {
        let wide = TextPreview.render(Self.snapshot, options: RenderOptions(textColumns: 64, labelAttribute: "title"))
        #expect(wide.contains("Harbour at dawn") && wide.contains("Night <market>"))
        let narrow = TextPreview.render(Self.snapshot, options: RenderOptions(textColumns: 14, labelAttribute: "title"))
        #expect(!narrow.contains("Harbour") && !narrow.contains("dawn") && !narrow.contains("Night"))
        #expect(narrow.contains("0.0") && narrow.contains("0.1"), "\(narrow)")
    }
}
