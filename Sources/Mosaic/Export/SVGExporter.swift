/// Draws a snapshot as a standalone SVG 1.1 document.
///
/// The drawing shows the content area (light grey), every element with its
/// transform, and on top the viewport, outlined and labelled with its size
/// and offset. Each element is a `<g>` group with a `class` (its category,
/// then `outside` when its visual frame does not meet the viewport and
/// `hidden` when it is hidden), holding a `<title>`, its untransformed
/// `<rect>` and a label: `section.item`, the kind first for supplementary and
/// decoration views. A transformed element's group has
/// `transform="matrix(a b c d tx ty)"`, ``Transform/matrix(about:)`` about its
/// anchor point in content coordinates, so the label turns with it.
///
/// Elements are coloured per section from ``palette``, used in turn, and
/// filled opaquely, so that an element hides what lies below it, like cards
/// on a table; they are drawn in `zIndex` order, at equal `zIndex`
/// decoration views first and supplementary views last, then in the
/// snapshot's order. Supplementary views are filled darker than cells,
/// decoration views lighter, with their label small in their top-left corner.
/// Elements outside the viewport are drawn faded; hidden ones dashed, without
/// fill and very faint; `alpha` sets a group's opacity.
///
/// The canvas covers the content, the viewport and every visual frame, with a
/// margin (``SVGRegion/content``), or exactly the viewport
/// (``SVGRegion/viewport``) or a rectangle (``SVGRegion/rect(_:)``), where
/// only the elements whose visual frame meets it are drawn; one SVG unit is
/// one point. Label sizes follow each element's size. The margin, the
/// viewport's label and the width of lines follow the viewport's size
/// (``scale(of:)``), never the content's: a long list is drawn with the same
/// lines and margin as a short one.
/// Thin views stay visible: every outline is at least half a pixel
/// (``minimumStroke(unit:)``), and a label that would be under 4 pixels
/// inside its element goes beside it (``outsideLabel(of:stroke:unit:)``).
/// Coordinates are rounded to 4 decimals and matrices written exactly
/// (``Swift/Double/shortDescription``), so the same snapshot always gives the
/// same bytes.
package enum SVGExporter {
    /// The section colours, used in turn (Tableau 10).
    package static let palette = [
        "#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f",
        "#edc948", "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac",
    ]

    /// The colour of the viewport's outline and label.
    static let viewportColor = "#d6246e"

    /// The most drawing levels (distinct `zIndex` and category layers) drawn
    /// with one pass over the elements each; with more, the elements are
    /// sorted once (see ``LayoutSnapshot/write(as:options:bufferSize:to:)``).
    package static let maximumStackingPasses = 8

    /// The snapshot as an SVG document ending with a line break.
    ///
    /// - Complexity: O(n log n) for n elements, for sorting by `zIndex`.
    package static func render(_ snapshot: LayoutSnapshot, region: SVGRegion = .content) -> String {
        snapshot.rendered(as: .svg, options: RenderOptions(svgRegion: region))
    }

    /// The snapshot as an SVG document drawn with `options`.
    package static func render(_ snapshot: LayoutSnapshot, options: RenderOptions) -> String {
        snapshot.rendered(as: .svg, options: options)
    }

    /// The length the drawing's margin, viewport label and lines are sized
    /// from: the viewport's longer side, at least 1 point.
    static func scale(of viewport: Size) -> Double {
        Swift.max(viewport.width, viewport.height, 1)
    }

    /// Writes the document showing `region` to `out`, element by element.
    static func write(_ snapshot: LayoutSnapshot, options: RenderOptions, to out: inout TextBuffer) {
        let region = options.svgRegion
        let bounds = snapshot.environment.bounds
        let content = Rect(origin: .zero, size: snapshot.contentSize)
        // The box around content, viewport and elements, by its edges (finite,
        // as the engine checks); its width and height may still overflow when
        // elements lie near both ends of the number line (±1.7e308), so they
        // are capped, as is every sum below: the drawing stays finite.
        var edges = (minX: Swift.min(0, bounds.minX), minY: Swift.min(0, bounds.minY),
                     maxX: Swift.max(content.maxX, bounds.maxX), maxY: Swift.max(content.maxY, bounds.maxY))
        snapshot.forEachElement { element in
            let frame = element.visualFrame
            edges = (Swift.min(edges.minX, frame.minX), Swift.min(edges.minY, frame.minY),
                     Swift.max(edges.maxX, frame.maxX), Swift.max(edges.maxY, frame.maxY))
        }
        let extent = finiteRect(minX: edges.minX, minY: edges.minY, maxX: edges.maxX, maxY: edges.maxY)
        // The viewport's label goes in the top margin, as large as fits across.
        let viewportLabel = "viewport \(snapshot.environment.viewport) at \(snapshot.environment.contentOffset)"
        let scale = scale(of: snapshot.environment.viewport)
        let labelSize = Swift.min(Swift.max(12, scale / 60), extent.width / (0.62 * Double(viewportLabel.count)))
        let margin = Swift.max(2.6 * labelSize, scale / 50)
        let canvas: Rect
        switch region {
        case .content:
            canvas = finiteRect(minX: edges.minX - margin, minY: edges.minY - margin, maxX: edges.maxX + margin, maxY: edges.maxY + margin)
        case .viewport: canvas = bounds
        case .rect(let rect): canvas = finiteRect(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
        }
        // Outside the whole layout's drawing, only what meets the canvas is drawn.
        let drawn: (LayoutAttributes) -> Bool = region == .content ? { _ in true } : { frame in
            // Closed edges: a zero-width view on the canvas's edge is drawn.
            let f = frame.visualFrame
            return f.minX <= canvas.maxX && canvas.minX <= f.maxX && f.minY <= canvas.maxY && canvas.minY <= f.maxY
        }
        // The width of lines, in proportion to the viewport.
        let unit = Swift.max(1, scale / 800)

        out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"")
        out.append(rounded: canvas.width)
        out.append("\" height=\"")
        out.append(rounded: canvas.height)
        out.append("\" viewBox=\"")
        out.svgNumbers([canvas.minX, canvas.minY, canvas.width, canvas.height])
        out.append("\" font-family=\"Helvetica, Arial, sans-serif\" text-anchor=\"middle\">\n<title>")
        out.xmlText("\(snapshot.layoutName): \(snapshot.elementCount) elements, \(viewportLabel), content \(snapshot.contentSize)")
        out.append("</title>\n")

        // Background and content area.
        out.append("<rect")
        out.svgRect(canvas, attributes: " fill=\"#ffffff\"/>\n")
        out.append("<rect class=\"content\"")
        out.svgRect(content, attributes: " fill=\"#f2f2f2\" stroke=\"#c8c8c8\" stroke-width=\"")
        out.append(rounded: unit)
        out.append("\"/>\n")

        // Elements, bottom to top.
        let order = DrawingOrder.Plan(snapshot.storage, maximumPasses: maximumStackingPasses)
        order.forEach(snapshot.storage) { element in
            if !out.hasFailed, drawn(element) { out.svgElement(element, viewport: bounds, unit: unit, options: options) }
        }
        // The labels of decorations, which cells may cover, on top.
        order.forEach(snapshot.storage, where: { options.decorationTags && $0.category == .decoration && drawn($0) }) { element in
            out.svgLegend(element, viewport: bounds, unit: unit)
        }

        // The viewport, on top, and its label above everything; a drawing of
        // the viewport is its own outline.
        guard region != .viewport else { return out.append("</svg>\n") }
        out.append("<g class=\"viewport\">\n<rect")
        out.svgRect(bounds, attributes: " fill=\"none\" stroke=\"\(viewportColor)\" stroke-width=\"")
        out.append(rounded: 2 * unit)
        out.append("\"/>\n<text x=\"")
        let labelX = Swift.min(Swift.max(bounds.minX, edges.minX), edges.maxX - 0.62 * Double(viewportLabel.count) * labelSize)
        out.svgNumbers([labelX, extent.minY - 0.8 * labelSize], separator: "\" y=\"")
        out.append("\" font-size=\"")
        out.append(rounded: labelSize)
        out.append("\" text-anchor=\"start\" fill=\"\(viewportColor)\">")
        out.xmlText(viewportLabel)
        out.append("</text>\n</g>\n</svg>\n")
    }

    /// The rectangle between the edges, each edge and the width and height
    /// capped to the largest finite number (a sum of finite edges may overflow).
    static func finiteRect(minX: Double, minY: Double, maxX: Double, maxY: Double) -> Rect {
        let limit = Double.greatestFiniteMagnitude
        let x0 = Swift.max(minX, -limit), y0 = Swift.max(minY, -limit)
        let x1 = Swift.min(maxX, limit), y1 = Swift.min(maxY, limit)
        return Rect(x: x0, y: y0, width: Swift.min(x1 - x0, limit), height: Swift.min(y1 - y0, limit))
    }

    /// The label an element is drawn with: `section.item`, after the kind for
    /// supplementary and decoration views.
    static func label(of element: LayoutAttributes) -> String {
        guard let kind = element.kind, element.category != .cell else { return element.indexPath.description }
        return "\(kind) \(element.indexPath)"
    }

    /// The value of the attribute `name` of `element` as a label: its text,
    /// or `nil` when it has none or it is empty.
    static func attributeLabel(of element: LayoutAttributes, _ name: String?) -> String? {
        guard let name, let value = element.custom[name] else { return nil }
        let text = value.description
        return text.isEmpty ? nil : text
    }

    /// The palette colour of an element: by the value of `colorAttribute`
    /// when it has one (equal values, equal colours, from a hash of the
    /// text, so the same in every drawing), else by section.
    static func colorIndex(of element: LayoutAttributes, colorAttribute: String?) -> Int {
        let count = palette.count
        guard let value = attributeLabel(of: element, colorAttribute) else {
            return ((element.indexPath.section % count) + count) % count
        }
        var hash: UInt32 = 2_166_136_261  // FNV-1a
        for byte in value.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % UInt32(count))
    }

    /// The number of characters of ``label(of:)``, without making it.
    static func labelLength(of element: LayoutAttributes) -> Int {
        let path = digits(element.indexPath.section) + 1 + digits(element.indexPath.item)
        guard let kind = element.kind, element.category != .cell else { return path }
        return (kind + " ").count + path  // as one string: a last character of the kind may join the space
    }

    /// The characters of an integer in decimal, its sign included.
    static func digits(_ value: Int) -> Int {
        var count = value < 0 ? 2 : 1
        var rest = value.magnitude / 10
        while rest > 0 {
            count += 1
            rest /= 10
        }
        return count
    }
}

extension TextBuffer {
    /// ``SVGExporter/label(of:)``, escaped for XML, written without making it.
    mutating func svgLabel(_ element: LayoutAttributes) {
        if let kind = element.kind, element.category != .cell {
            xmlText(kind)
            append(ascii: " ")
        }
        append(integer: element.indexPath.section)
        append(ascii: ".")
        append(integer: element.indexPath.item)
    }
}

extension ElementCategory {
    /// The raw value, as a literal the buffers copy without a `String`.
    var staticName: StaticString {
        switch self {
        case .cell: "cell"
        case .supplementary: "supplementary"
        case .decoration: "decoration"
        }
    }
}

extension TextBuffer {
    /// Numbers rounded to 4 decimals, separated by `separator`.
    mutating func svgNumbers(_ values: [Double], separator: StaticString = " ") {
        for (index, value) in values.enumerated() {
            if index > 0 { append(separator) }
            append(rounded: value)
        }
    }

    /// A rectangle's `x`, `y`, `width` and `height` attributes, then `attributes`.
    mutating func svgRect(_ rect: Rect, attributes: String) {
        append(" x=\"")
        append(rounded: rect.minX)
        append("\" y=\"")
        append(rounded: rect.minY)
        append("\" width=\"")
        append(rounded: rect.width)
        append("\" height=\"")
        append(rounded: rect.height)
        append("\"")
        append(attributes)
    }

    /// Text with the characters XML reserves escaped.
    mutating func xmlText(_ text: String) {
        let plain = text.utf8.allSatisfy {
            $0 >= 0x20 && $0 != UInt8(ascii: "&") && $0 != UInt8(ascii: "<") && $0 != UInt8(ascii: ">") && $0 != UInt8(ascii: "\"")
        }
        guard !plain else { return append(text) }
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": append("&amp;")
            case "<": append("&lt;")
            case ">": append("&gt;")
            case "\"": append("&quot;")
            // XML 1.0 cannot hold most control characters, even escaped.
            case _ where scalar.value < 0x20 && scalar != "\n" && scalar != "\t": append(ascii: "?")
            default: append(String(scalar))
            }
        }
    }
}
