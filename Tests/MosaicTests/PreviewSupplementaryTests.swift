#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif
import Mosaic
import Testing

/// Headers, footers and decorations in the outputs: their category and kind
/// in JSON and CSV, and drawn apart from cells, beneath or above them, in the
/// SVG and the text preview.
@Suite("Supplementary and decoration views in the outputs")
struct PreviewSupplementaryTests {
    /// A section background listed after the cells it lies under, all at
    /// zIndex 0, with a header and a footer: what a layout that does not set
    /// zIndex gives.
    static let sectionWithBackground = LayoutSnapshot(
        layoutName: "backdrop", parameters: [], environment: LayoutEnvironment(viewport: Size(width: 200, height: 200)),
        contentSize: Size(width: 200, height: 200),
        elements: [
            LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 20, y: 50, width: 70, height: 60)),
            LayoutAttributes(category: .supplementary, kind: "footer", indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 170, width: 200, height: 30)),
            LayoutAttributes(category: .supplementary, kind: "header", indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 0, width: 200, height: 30)),
            LayoutAttributes(category: .decoration, kind: "background", indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 30, width: 200, height: 140)),
            LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 110, y: 50, width: 70, height: 60)),
        ]
    )

    @Test("JSON and CSV give a waterfall's headers and footers their category, kind and section")
    func jsonAndCSV() throws {
        let engine = try makeEngine("waterfall", ["headerHeight": "40", "footerHeight": "20,0"], dataSource: DataSource(itemCounts: [2, 1]))
        let snapshot = try LayoutSnapshot(engine: engine)
        let document = try JSONParser.parse(snapshot.rendered(as: .json))
        let views = (document["elements"]?.array ?? []).filter { $0["category"]?.string != "cell" }
        #expect(views.map { "\($0["category"]?.string ?? "") \($0["kind"]?.string ?? "") \(Int($0["section"]?.number ?? -1))" } == [
            "supplementary footer 0", "supplementary header 0", "supplementary header 1",
        ])
        let csv = snapshot.rendered(as: .csv).split(separator: "\n")
        #expect(csv.filter { $0.hasPrefix("supplementary,header,") }.count == 2)
        #expect(csv.contains { $0.hasPrefix("supplementary,footer,0,0,0,") })
    }

    // MARK: - SVG

    @Test("SVG: at equal zIndex, decorations first, then cells, then supplementary views")
    func svgOrder() throws {
        let text = SVGExporter.render(Self.sectionWithBackground)
        let groups = try ExportSVGTests.elementGroups(text)
        #expect(groups.map { $0.value("class") ?? "" } == ["decoration", "cell", "cell", "supplementary", "supplementary"])
        #expect(groups.map { $0.elements(forName: "text").first?.stringValue ?? "" } == ["background 0.0", "0.0", "0.1", "footer 0.0", "header 0.0"])
        // Supplementary views are filled darker than cells, decorations lighter.
        let fills = groups.map { brightness($0.elements(forName: "rect").first?.value("fill")) }
        #expect(fills[3] < fills[1] && fills[1] < fills[0])
    }

    @Test("SVG: a decoration's label is drawn again above everything, in a tag at its top-left corner")
    func svgLegend() throws {
        let text = SVGExporter.render(Self.sectionWithBackground)
        let root = try ExportSVGTests.parse(text)
        let tags = root.elements(forName: "rect").filter { $0.value("class") == "legend" }
        let labels = root.elements(forName: "text").filter { $0.value("class") == "legend" }
        #expect(tags.count == 1)
        #expect(labels.map(\.stringValue) == ["background 0.0"])
        let tag = try #require(tags.first)
        #expect(tag.value("x") == "0" && tag.value("y") == "30")
        #expect(Double(tag.value("width") ?? "") ?? 0 <= 200)
        // After the last element's group, before the viewport.
        let header = try #require(text.range(of: "<title>supplementary header 0.0</title>"))
        let legend = try #require(text.range(of: "<rect class=\"legend\""))
        let viewport = try #require(text.range(of: "<g class=\"viewport\">"))
        #expect(header.upperBound < legend.lowerBound && legend.upperBound < viewport.lowerBound)
        // Snapshots without decorations have none.
        #expect(!SVGExporter.render(try ExportFixtures.waterfall()).contains("legend"))
    }

    @Test("SVG of a waterfall with headers and footers: one group per element, the views labelled with kind and section")
    func svgWaterfall() throws {
        let engine = try makeEngine("waterfall", ["headerHeight": "40", "footerHeight": "20", "columns": "2,3"],
                                    dataSource: DataSource(itemCounts: [3, 4]), environment: environment(390, 844))
        let groups = try ExportSVGTests.elementGroups(try LayoutSnapshot(engine: engine).rendered(as: .svg))
        #expect(groups.count == 11)
        let views = groups.filter { $0.value("class")?.hasPrefix("supplementary") == true }.map { $0.elements(forName: "text").first?.stringValue ?? "" }
        #expect(Set(views) == ["header 0.0", "footer 0.0", "header 1.0", "footer 1.0"])
    }

    // MARK: - Text preview

    /// The drawing's lines, without the header line.
    private func drawing(_ snapshot: LayoutSnapshot, columns: Int = 41) -> [String] {
        Array(TextPreview.render(snapshot, options: RenderOptions(textColumns: columns)).split(separator: "\n").dropFirst().map(String.init))
    }

    @Test("text: headers and footers shaded, the decoration dotted beneath the cells, each labelled")
    func textViews() throws {
        let lines = drawing(Self.sectionWithBackground)
        let text = lines.joined(separator: "\n")
        for label in ["header 0.0", "footer 0.0", "background 0.0", "0.0", "0.1"] {
            #expect(text.contains(label), "\(label)\n\(text)")
        }
        // The header and footer shaded, the label clear of the shade; the cells outlined.
        #expect(lines.contains { $0.contains("░ header 0.0 ░") }, "\(text)")
        #expect(lines.contains { $0.contains("░ footer 0.0 ░") }, "\(text)")
        #expect(lines.contains { $0.contains("┌") && $0.contains("┐") })
        // The decoration shows as dots around the cells, never inside them.
        #expect(text.contains("·"))
        let cellRow = try #require(lines.firstIndex { $0.contains(" 0.0 ") })
        // The cell's box on that row: the nearest lines either side of its label.
        let row = Array(lines[cellRow].unicodeScalars)
        let label = try #require((0..<row.count - 4).first { String(String.UnicodeScalarView(row[$0..<$0 + 5])) == " 0.0 " })
        let open = try #require(row[..<label].lastIndex(of: "│"))
        let close = try #require(row[label...].firstIndex(of: "│"))
        #expect(!row[open...close].contains("·"), "\(lines[cellRow])")
        // A label in the dots has a space either side.
        let backgroundLine = lines.first { $0.contains("background 0.0") } ?? ""
        #expect(backgroundLine.contains(" background 0.0 "))
    }

    @Test("text: without supplementary or decoration views nothing is shaded or dotted")
    func textCellsOnly() throws {
        let snapshot = try ExportFixtures.waterfall()
        #expect(snapshot.elements.allSatisfy { $0.category == .cell })
        // The header line separates its parts with "·"; the drawing has none.
        #expect(!drawing(snapshot, columns: 64).joined().unicodeScalars.contains { $0 == "░" || $0 == "·" })
    }

    @Test("text: a view too narrow for its kind shows the kind's initial, never a bare index path")
    func textNarrowLabel() {
        let snapshot = LayoutSnapshot(
            layoutName: "strip", parameters: [], environment: LayoutEnvironment(viewport: Size(width: 400, height: 200)),
            contentSize: Size(width: 400, height: 200),
            elements: [
                LayoutAttributes(category: .supplementary, kind: "header", indexPath: ItemPath(3, 0), frame: Rect(x: 0, y: 0, width: 60, height: 200)),
                LayoutAttributes(indexPath: ItemPath(3, 0), frame: Rect(x: 100, y: 0, width: 200, height: 200)),
            ]
        )
        let text = drawing(snapshot).joined(separator: "\n")
        #expect(text.contains("h3.0"), "\(text)")
        #expect(!text.contains("header 3.0"))
        // The cell's own label is the bare index path.
        #expect(text.contains(" 3.0 "))
    }

    @Test("text: a pinned header drawn over the cells it covers")
    func textPinnedHeader() throws {
        let engine = try makeEngine("waterfall", ["headerHeight": "40", "pinHeaders": "true"], dataSource: DataSource(itemCounts: [12]),
                                    environment: environment(390, 400, offset: Point(x: 0, y: 300)))
        let text = try LayoutSnapshot(engine: engine, query: engine.environment.bounds).rendered(as: .text)
        let lines = text.split(separator: "\n").map { Array($0.unicodeScalars) }
        // The header (40 points) covers the top of the viewport (12.5 points a
        // row): the two rows of corners below the top edge, over the cells.
        #expect(String(String.UnicodeScalarView(lines[2])).contains("░ header 0.0 ░"), "\(text)")
        #expect(lines[3].dropFirst().dropLast().allSatisfy { $0 == "░" }, "\(text)")
        #expect(lines[4].contains("┬"), "\(text)")
    }
}

/// The sum of the three channels of `#rrggbb`.
private func brightness(_ color: String?) -> Int {
    guard let color, let value = Int(color.dropFirst(), radix: 16) else { return -1 }
    return (value >> 16) + ((value >> 8) & 0xff) + (value & 0xff)
}
