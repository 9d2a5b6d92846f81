#if canImport(FoundationXML)
import FoundationXML
#else
import Foundation
#endif
import Mosaic
import Testing

@Suite("SVG export")
struct ExportSVGTests {
    @Test("the document is well-formed SVG 1.1 with a viewBox")
    func wellFormed() throws {
        for snapshot in [try ExportFixtures.fan(), try ExportFixtures.waterfall(), ExportFixtures.mixed] {
            let svg = try Self.parse(SVGExporter.render(snapshot))
            #expect(svg.name == "svg")
            #expect(svg.value("version") == "1.1")
            #expect(svg.uri == "http://www.w3.org/2000/svg")
            #expect(try Self.numbers(svg, "viewBox").count == 4)
        }
    }

    @Test("one labelled group per element")
    func groups() throws {
        let snapshot = ExportFixtures.mixed
        let groups = try Self.elementGroups(SVGExporter.render(snapshot))
        #expect(groups.count == snapshot.elements.count)
        let labels = Set(groups.map { $0.elements(forName: "text").first?.stringValue ?? "" })
        #expect(labels == ["background 0.0", "0.0", "0.1", "0.2", "header 1.0", "1.0", "1.1"])
        for group in groups {
            #expect(group.elements(forName: "title").count == 1)
            #expect(group.elements(forName: "rect").count == 1)
        }
    }

    @Test("groups are in zIndex order, ties in index-path order")
    func order() throws {
        let groups = try Self.elementGroups(SVGExporter.render(ExportFixtures.mixed))
        let labels = groups.map { $0.elements(forName: "text").first?.stringValue ?? "" }
        // The decoration (z −1) first, the header (z 5) last, the cells between in order.
        #expect(labels == ["background 0.0", "0.0", "0.1", "0.2", "1.0", "1.1", "header 1.0"])

        let fan = try ExportFixtures.fan(offset: Point(x: 600, y: 0))
        let fanLabels = try Self.elementGroups(SVGExporter.render(fan)).map { $0.elements(forName: "text").first?.stringValue ?? "" }
        let expected = fan.elements.enumerated().sorted { ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset) }
            .map(\.element.indexPath.description)
        #expect(fanLabels == expected)
    }

    @Test("a turned element's group has its matrix about the anchor point")
    func rotatedMatrix() throws {
        let groups = try Self.elementGroups(SVGExporter.render(ExportFixtures.mixed))
        let turned = try #require(groups.first { $0.elements(forName: "text").first?.stringValue == "0.1" })
        let matrix = try Self.matrix(turned)
        // Rotation 0.4 about the centre (200, 70) of the frame (160, 40, 80, 60).
        let c = 0.921060994002885, s = 0.3894183423086505
        let expected = [c, s, -s, c, 200 - (c * 200 - s * 70), 70 - (s * 200 + c * 70)]
        #expect(zip(matrix, expected).allSatisfy { abs($0 - $1) <= 1e-9 }, "\(matrix) != \(expected)")
        // Written exactly, so that far from the origin the element is still in place.
        let element = ExportFixtures.mixed.elements[2]
        let exact = element.transform.matrix(about: Point(x: 200, y: 70))
        #expect(matrix == [exact.a, exact.b, exact.c, exact.d, exact.tx, exact.ty])

        // Scaled, turned and translated about its top-left corner: the corner
        // lands on itself plus the translation.
        let scaled = try #require(groups.first { $0.elements(forName: "text").first?.stringValue == "1.0" })
        let m = try Self.matrix(scaled)
        #expect(abs(m[0] * 100 + m[2] * 160 + m[4] - 120) <= 1e-9)
        #expect(abs(m[1] * 100 + m[3] * 160 + m[5] - 170) <= 1e-9)
        let cosine = 0.955336489125606, sine = -0.29552020666133955  // of −0.3
        #expect(abs(m[0] - 1.5 * cosine) <= 1e-12 && abs(m[1] - 1.5 * sine) <= 1e-12)
        #expect(abs(m[2] + 0.8 * sine) <= 1e-12 && abs(m[3] - 0.8 * cosine) <= 1e-12)

        // An untransformed element has no transform at all.
        let plain = try #require(groups.first { $0.elements(forName: "text").first?.stringValue == "0.0" })
        #expect(plain.value("transform") == nil)
    }

    @Test("elements outside the viewport are faded, hidden ones dashed and faint, alpha honoured")
    func fading() throws {
        let snapshot = ExportFixtures.mixed
        let groups = try Self.elementGroups(SVGExporter.render(snapshot))
        func group(_ label: String) throws -> XMLElement {
            try #require(groups.first { $0.elements(forName: "text").first?.stringValue == label })
        }
        func fill(_ label: String) throws -> String? {
            try group(label).elements(forName: "rect").first?.value("fill")
        }
        let outside = try group("1.1"), inside = try group("0.0")
        #expect(outside.value("class") == "cell outside")
        #expect(inside.value("class") == "cell")
        // The same section colour, paler outside.
        #expect(try fill("1.1") != fill("1.0"))
        #expect(try brightness(fill("1.1")) > brightness(fill("1.0")))

        let hidden = try group("0.2")
        #expect(hidden.value("class") == "cell hidden")
        #expect(hidden.elements(forName: "rect").first?.value("stroke-dasharray") != nil)
        #expect(try fill("0.2") == "none")
        #expect(Double(hidden.value("opacity") ?? "1")! < 0.5)

        #expect(try group("0.1").value("opacity") == "0.5")
        #expect(inside.value("opacity") == nil)

        // In the fan, exactly the elements whose visual frame misses the viewport are faded.
        let fan = try ExportFixtures.fan()
        let fanGroups = try Self.elementGroups(SVGExporter.render(fan))
        let faded = Set(fanGroups.filter { $0.value("class") == "cell outside" }
            .compactMap { $0.elements(forName: "text").first?.stringValue })
        let expected = Set(fan.elements.filter { !$0.visualFrame.intersects(fan.environment.bounds) }.map(\.indexPath.description))
        #expect(faded == expected)
        #expect(!faded.isEmpty && faded.count < fan.elements.count)
    }

    @Test("sections take the palette's colours in turn")
    func colours() throws {
        let snapshot = LayoutSnapshot(
            layoutName: "sections", parameters: [], environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 844),
            elements: (0..<12).map { LayoutAttributes(indexPath: ItemPath($0, 0), frame: Rect(x: 10, y: Double($0) * 50, width: 40, height: 40)) }
        )
        let strokes = try Self.elementGroups(SVGExporter.render(snapshot))
            .map { $0.elements(forName: "rect").first?.value("stroke") }
        #expect(strokes == (0..<12).map { SVGExporter.palette[$0 % 10] })
    }

    @Test("the canvas covers the content, the viewport and every visual frame")
    func canvas() throws {
        for snapshot in [try ExportFixtures.fan(), ExportFixtures.mixed] {
            let box = try Self.numbers(try Self.parse(SVGExporter.render(snapshot)), "viewBox")
            let canvas = Rect(x: box[0], y: box[1], width: box[2], height: box[3])
            var needed = Rect(origin: .zero, size: snapshot.contentSize).union(snapshot.environment.bounds)
            for element in snapshot.elements { needed = needed.union(element.visualFrame) }
            #expect(canvas.minX < needed.minX && canvas.minY < needed.minY)
            #expect(canvas.maxX > needed.maxX && canvas.maxY > needed.maxY)
        }
    }

    @Test("the viewport is outlined and labelled with its size and offset")
    func viewport() throws {
        let svg = try Self.parse(SVGExporter.render(ExportFixtures.mixed))
        let group = try #require(svg.elements(forName: "g").first { $0.value("class") == "viewport" })
        let rect = try #require(group.elements(forName: "rect").first)
        #expect(["x", "y", "width", "height"].map { rect.value($0) } == ["50", "20", "300", "200"])
        #expect(rect.value("fill") == "none")
        #expect(group.elements(forName: "text").first?.stringValue == "viewport 300x200 at (50, 20)")
    }

    @Test("labels grow with their elements")
    func labelSizes() throws {
        let snapshot = LayoutSnapshot(
            layoutName: "sizes", parameters: [], environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 844),
            elements: [LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 0, width: 20, height: 20)),
                       LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 0, y: 100, width: 200, height: 200))]
        )
        let sizes = try Self.elementGroups(SVGExporter.render(snapshot))
            .map { Double($0.elements(forName: "text").first?.value("font-size") ?? "") ?? 0 }
        #expect(sizes[0] > 0 && sizes[1] >= 9 * sizes[0])
        // A label fits its box: about 0.6 em per character.
        #expect(sizes[1] * 0.6 * 3 <= 200)

        // In a tall, narrow box the label turns to read upwards, about the box's centre.
        let strip = LayoutSnapshot(
            layoutName: "strip", parameters: [], environment: LayoutEnvironment(), contentSize: Size(width: 390, height: 844),
            elements: [LayoutAttributes(category: .supplementary, kind: "header", indexPath: ItemPath(0, 0),
                                        frame: Rect(x: 0, y: 0, width: 30, height: 400)),
                       LayoutAttributes(category: .supplementary, kind: "header", indexPath: ItemPath(1, 0),
                                        frame: Rect(x: 0, y: 500, width: 390, height: 30))]
        )
        let texts = try Self.elementGroups(SVGExporter.render(strip)).map { try #require($0.elements(forName: "text").first) }
        #expect(texts[0].value("transform") == "rotate(-90 15 200)")
        #expect(texts[1].value("transform") == nil)
    }

    @Test("text is escaped for XML and the output is deterministic")
    func escapingAndDeterminism() throws {
        var snapshot = ExportFixtures.mixed
        snapshot.layoutName = "a <b> & \"c\""
        snapshot.elements[4].kind = "<head & er>"
        let text = SVGExporter.render(snapshot)
        let svg = try Self.parse(text)
        #expect(svg.elements(forName: "title").first?.stringValue?.hasPrefix("a <b> & \"c\":") == true)
        #expect(try Self.elementGroups(text).contains { $0.elements(forName: "text").first?.stringValue == "<head & er> 1.0" })
        #expect(text == SVGExporter.render(snapshot))
        #expect(SVGExporter.render(try ExportFixtures.fan()) == SVGExporter.render(try ExportFixtures.fan()))
    }

    // MARK: Helpers

    static func parse(_ text: String) throws -> XMLElement {
        let document = try XMLDocument(xmlString: text, options: [])
        return try #require(document.rootElement())
    }

    /// The groups drawing elements, in document order.
    static func elementGroups(_ text: String) throws -> [XMLElement] {
        try parse(text).elements(forName: "g").filter { $0.value("class") != "viewport" }
    }

    /// The numbers of an attribute such as `viewBox`.
    static func numbers(_ element: XMLElement, _ name: String) throws -> [Double] {
        let text = try #require(element.value(name))
        return text.split(separator: " ").compactMap { Double($0) }
    }

    /// The six numbers of a group's `matrix(…)` transform.
    static func matrix(_ group: XMLElement) throws -> [Double] {
        let text = try #require(group.value("transform"))
        #expect(text.hasPrefix("matrix(") && text.hasSuffix(")"))
        let values = text.dropFirst(7).dropLast().split(separator: " ").compactMap { Double($0) }
        #expect(values.count == 6)
        return values
    }
}

extension XMLElement {
    /// The value of the attribute `name`. (`attribute(forName:)` misses
    /// attributes of elements in a namespace in swift-corelibs-foundation.)
    func value(_ name: String) -> String? {
        attributes?.first { $0.name == name }?.stringValue
    }
}

/// The sum of the three channels of `#rrggbb`.
private func brightness(_ color: String?) -> Int {
    guard let color, let value = Int(color.dropFirst(), radix: 16) else { return -1 }
    return (value >> 16) + ((value >> 8) & 0xff) + (value & 0xff)
}
