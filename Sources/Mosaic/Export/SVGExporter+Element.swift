extension SVGExporter {
    /// The colours of one section's elements, in the viewport or faded.
    struct Swatch {
        var stroke: String
        var cell: String
        var supplementary: String
        var decoration: String
        var text: String

        /// The swatch of palette colour `index`.
        static func of(_ index: Int, faded: Bool) -> Swatch {
            (faded ? fadedSwatches : swatches)[index]
        }

        static let swatches = palette.map {
            Swatch(stroke: $0, cell: tint($0, 0.6), supplementary: tint($0, 0.3), decoration: tint($0, 0.85), text: "#202020")
        }

        static let fadedSwatches = palette.map {
            Swatch(stroke: tint($0, 0.55), cell: tint($0, 0.88), supplementary: tint($0, 0.75), decoration: tint($0, 0.94), text: "#a0a0a0")
        }
    }

    /// `color` (`#rrggbb`) mixed with white: `amount` 0 keeps it, 1 gives white.
    static func tint(_ color: String, _ amount: Double) -> String {
        let value = Int(color.dropFirst(), radix: 16) ?? 0
        let digits = Array("0123456789abcdef")
        var out = "#"
        for shift in [16, 8, 0] {
            let channel = Double((value >> shift) & 0xff)
            let mixed = Int((channel + (255 - channel) * amount).rounded())
            out.append(digits[mixed / 16])
            out.append(digits[mixed % 16])
        }
        return out
    }

    /// The opacity factor of a hidden element.
    static let hiddenOpacity = 0.35
}

extension TextBuffer {
    /// One element's group: title, rectangle and label.
    mutating func svgElement(_ element: LayoutAttributes, viewport: Rect, unit: Double, options: RenderOptions) {
        let frame = element.frame
        let outside = !element.visualFrame.intersects(viewport)
        let swatch = SVGExporter.Swatch.of(SVGExporter.colorIndex(of: element, colorAttribute: options.colorAttribute), faded: outside)
        let opacity = SVGExporter.opacity(of: element)
        let dataLabel = SVGExporter.attributeLabel(of: element, options.labelAttribute)
        let labelLength = dataLabel?.count ?? SVGExporter.labelLength(of: element)
        // A 40th of the shorter side, up to a line's width, but never under
        // half a line: a 2-pt connector keeps a visible outline at any scale.
        let stroke = Swift.max(Swift.min(unit, Swift.min(frame.width, frame.height) / 40), SVGExporter.minimumStroke(unit: unit))

        append("<g class=\"")
        append(element.category.rawValue)
        if outside { append(" outside") }
        if element.isHidden { append(" hidden") }
        append("\"")
        svgTransformAndOpacity(element, opacity: opacity)
        append("><title>")
        append(element.category.staticName)
        append(ascii: " ")
        svgLabel(element)
        if let dataLabel {
            append(": ")
            xmlText(dataLabel)
        }
        append("</title><rect")
        switch (element.isHidden, element.category) {
        case (true, _): svgRect(frame, attributes: " fill=\"none\" stroke-dasharray=\"")
            svgNumbers([4 * stroke, 3 * stroke])
        case (false, .cell): svgRect(frame, attributes: " fill=\"" + swatch.cell)
        case (false, .supplementary): svgRect(frame, attributes: " fill=\"" + swatch.supplementary)
        case (false, .decoration): svgRect(frame, attributes: " fill=\"" + swatch.decoration)
        }
        append("\" stroke=\"")
        append(swatch.stroke)
        append("\" stroke-width=\"")
        append(rounded: stroke)
        append("\"/>")

        // A font that fits the label in the box (about 0.6 em per character)
        // and grows with it, turned to read upwards in a tall, narrow box
        // where that makes it much larger; a decoration's label is small, in
        // its top-left corner, out of the way of what lies on it (and drawn
        // again on top of everything, see ``svgLegend(_:viewport:unit:)``).
        let characters = 0.6 * Double(labelLength), longest = Swift.max(frame.width, frame.height)
        var fontSize = Swift.min(frame.height * 0.45, frame.width * 0.8 / characters, longest * 0.25)
        let upright = Swift.min(frame.width * 0.45, frame.height * 0.8 / characters, longest * 0.25)
        var turned = element.category != .decoration && upright > 1.5 * fontSize
        if turned { fontSize = upright }
        var origin = Point(x: frame.midX, y: frame.midY + 0.35 * fontSize)
        var anchoredAtStart = element.category == .decoration
        if element.category == .decoration {
            let legend = SVGExporter.legend(of: frame, characters: labelLength, unit: unit)
            fontSize = legend.fontSize
            origin = legend.text
        } else if !(fontSize >= SVGExporter.minimumLabelSize(unit: unit)) {
            // Too thin for a legible label: beside it, at a legible size.
            let outside = SVGExporter.outsideLabel(of: frame, stroke: stroke, unit: unit)
            (fontSize, origin, anchoredAtStart, turned) = (outside.fontSize, outside.text, outside.anchoredAtStart, false)
        }
        if element.category == .decoration, !options.decorationTags { fontSize = 0 }
        if fontSize > 0 {
            append("<text x=\"")
            svgNumbers([origin.x, origin.y], separator: "\" y=\"")
            append("\" font-size=\"")
            append(rounded: fontSize)
            if turned {
                append("\" transform=\"rotate(-90 ")
                svgNumbers([frame.midX, frame.midY])
                append(")")
            }
            append(anchoredAtStart ? "\" text-anchor=\"start\" fill=\"" : "\" fill=\"")
            append(swatch.text)
            append("\">")
            if let dataLabel { xmlText(dataLabel) } else { svgLabel(element) }
            append("</text>")
        }
        append("</g>\n")
    }

    /// The `transform` (when the element has one) and `opacity` (when not 1)
    /// attributes of an element's drawing.
    mutating func svgTransformAndOpacity(_ element: LayoutAttributes, opacity: Double) {
        if !element.transform.isIdentity {
            let m = element.transform.matrix(about: element.anchorInContent)
            // Exact, unlike coordinates: an error in a, b, c or d grows with
            // the distance from the origin.
            append(" transform=\"matrix(")
            for (index, value) in [m.a, m.b, m.c, m.d, m.tx, m.ty].enumerated() {
                if index > 0 { append(ascii: " ") }
                append(number: value.isFinite ? value : 0)
            }
            append(")\"")
        }
        if opacity != 1 {
            append(" opacity=\"")
            append(rounded: opacity)
            append("\"")
        }
    }

    /// A decoration's label again, in a tag of its section's colour at its
    /// top-left corner, drawn after every element: a section background
    /// lies beneath the cells, which would hide the label in its group.
    mutating func svgLegend(_ element: LayoutAttributes, viewport: Rect, unit: Double) {
        let frame = element.frame
        let label = SVGExporter.label(of: element)
        let legend = SVGExporter.legend(of: frame, characters: label.count, unit: unit)
        guard legend.fontSize > 0 else { return }
        let palette = SVGExporter.palette.count
        let outside = !element.visualFrame.intersects(viewport)
        let swatch = SVGExporter.Swatch.of(((element.indexPath.section % palette) + palette) % palette, faded: outside)
        let opacity = SVGExporter.opacity(of: element)
        // No group, so that groups stay one per element: each part carries
        // the element's transform and opacity itself.
        append("<rect class=\"legend\"")
        svgRect(legend.tag, attributes: " fill=\"" + swatch.stroke + "\"")
        svgTransformAndOpacity(element, opacity: opacity)
        append("/><text class=\"legend\" x=\"")
        svgNumbers([legend.text.x, legend.text.y], separator: "\" y=\"")
        append("\" font-size=\"")
        append(rounded: legend.fontSize)
        append("\" text-anchor=\"start\" fill=\"#ffffff\"")
        svgTransformAndOpacity(element, opacity: opacity)
        append(">")
        xmlText(label)
        append("</text>\n")
    }
}

extension SVGExporter {
    /// The opacity an element is drawn with: its alpha within 0…1 (1 when
    /// not a number), fainter when hidden.
    static func opacity(of element: LayoutAttributes) -> Double {
        var opacity = element.alpha.isFinite ? Swift.min(Swift.max(element.alpha, 0), 1) : 1
        if element.isHidden { opacity *= hiddenOpacity }
        return opacity
    }

    /// The font size and text origin of a decoration's label of
    /// `characters` characters, and the tag behind it: small, at the top-left
    /// corner of `frame`, within it; beside it (right of a tall frame, below
    /// a wide one) when the tag would be smaller than
    /// ``minimumLabelSize(unit:)`` inside.
    static func legend(of frame: Rect, characters: Int, unit: Double) -> (fontSize: Double, text: Point, tag: Rect) {
        let em = 0.6 * Double(characters) + 0.8  // the tag's width in ems
        let preferred = outsideLabelSize(unit: unit)
        var fontSize = Swift.min(preferred, frame.height / 1.4, frame.width / em)
        var corner = Point(x: frame.minX, y: frame.minY)
        if !(fontSize >= minimumLabelSize(unit: unit)) {
            fontSize = preferred
            let gap = minimumStroke(unit: unit) + 0.3 * fontSize
            corner = frame.height >= frame.width ? Point(x: frame.maxX + gap, y: frame.minY) : Point(x: frame.minX, y: frame.maxY + gap)
        }
        let tag = Rect(x: corner.x, y: corner.y, width: em * fontSize, height: 1.4 * fontSize)
        return (fontSize, Point(x: corner.x + 0.4 * fontSize, y: corner.y + 1.05 * fontSize), tag)
    }

    /// The thinnest outline an element is drawn with: half an output pixel
    /// (one SVG unit is one pixel of the drawing at its own size), so that a
    /// 2-pt connector or a hairline shows as a line.
    static func minimumStroke(unit: Double) -> Double { 0.5 }

    /// The smallest label drawn inside an element, 4 pixels; a label that
    /// would be smaller goes beside it (``outsideLabel(of:stroke:unit:)``).
    static func minimumLabelSize(unit: Double) -> Double { 4 }

    /// The size of a label drawn beside its element, and of a decoration's
    /// tag: 8 points, or 6 `unit`s in a large drawing.
    static func outsideLabelSize(unit: Double) -> Double { Swift.max(8, 6 * unit) }

    /// A label beside an element too thin for one inside, at
    /// ``outsideLabelSize(unit:)``, after a small gap, to the right of a tall frame (starting there,
    /// centred on its middle line), below a wide one (centred under it).
    static func outsideLabel(of frame: Rect, stroke: Double, unit: Double) -> (fontSize: Double, text: Point, anchoredAtStart: Bool) {
        let fontSize = outsideLabelSize(unit: unit)
        let gap = stroke + 0.3 * fontSize
        if frame.height >= frame.width {
            return (fontSize, Point(x: frame.maxX + gap, y: frame.midY + 0.35 * fontSize), true)
        }
        return (fontSize, Point(x: frame.midX, y: frame.maxY + gap + 0.8 * fontSize), false)
    }
}
