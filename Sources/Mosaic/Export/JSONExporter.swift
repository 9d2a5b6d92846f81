/// Writes a snapshot as JSON: the layout, its effective parameters, the
/// environment and every element, in the format `docs/json-format.md`
/// describes.
///
/// The document is indented by two spaces, with each element on one line so
/// that files of a million elements stay easy to diff and grep. Numbers are
/// written in their shortest exact form (``Swift/Double/shortDescription``),
/// so they read back to the same bits; custom attributes are written with
/// their keys sorted. The same snapshot always gives the same bytes.
///
/// The compact form (``RenderOptions/compactJSON``, `--compact`) writes one
/// element per line with only the members that differ from their defaults;
/// see ``writeCompact(_:to:)``.
package enum JSONExporter {
    /// The snapshot as a JSON document ending with a line break.
    ///
    /// - Parameter compact: whether to write the compact form.
    /// - Complexity: O(n) for n elements (custom attributes are sorted per element).
    package static func render(_ snapshot: LayoutSnapshot, compact: Bool = false) -> String {
        snapshot.rendered(as: .json, options: RenderOptions(compactJSON: compact))
    }

    /// The members for the environment's settings that differ from their
    /// defaults — `safeArea`, `layoutMargins`, `scale`, in that order —
    /// each after a comma, in the full or the compact form's spacing.
    static func writeEnvironmentSettings(_ environment: LayoutEnvironment, to out: inout TextBuffer, compact: Bool) {
        let opening: StaticString = compact ? ",\"" : ",\n  \"", colon: StaticString = compact ? "\":" : "\": "
        func member(_ name: StaticString) {
            out.append(opening)
            out.append(name)
            out.append(colon)
        }
        if environment.safeArea != .zero {
            member("safeArea")
            compact ? out.compactInsets(environment.safeArea) : out.jsonInsets(environment.safeArea)
        }
        if environment.layoutMargins != LayoutEnvironment.defaultLayoutMargins {
            member("layoutMargins")
            compact ? out.compactInsets(environment.layoutMargins) : out.jsonInsets(environment.layoutMargins)
        }
        if let scale = environment.displayScale {
            member("scale")
            out.jsonNumber(scale)
        }
    }

    /// Writes the document to `out`, element by element.
    static func write(_ snapshot: LayoutSnapshot, compact: Bool, to out: inout TextBuffer) {
        if compact { return writeCompact(snapshot, to: &out) }
        let environment = snapshot.environment
        out.append("{\n  \"layout\": ")
        out.jsonString(snapshot.layoutName)
        out.append(",\n  \"parameters\": {")
        for (index, parameter) in snapshot.parameters.enumerated() {
            out.append(index == 0 ? "\n    " : ",\n    ")
            out.jsonString(parameter.name)
            out.append(": ")
            out.jsonParameter(parameter.value)
        }
        out.append(snapshot.parameters.isEmpty ? "},\n  \"viewport\": " : "\n  },\n  \"viewport\": ")
        out.jsonSize(environment.viewport)
        out.append(",\n  \"contentOffset\": ")
        out.jsonPoint(environment.contentOffset)
        out.append(",\n  \"contentInsets\": ")
        out.jsonInsets(environment.contentInsets)
        writeEnvironmentSettings(environment, to: &out, compact: false)
        out.append(",\n  \"contentSize\": ")
        out.jsonSize(snapshot.contentSize)
        out.append(",\n  \"elements\": [")
        var elements = snapshot.storage.makeIterator()
        var first = true
        while !out.hasFailed, let element = elements.next() {
            out.append(first ? "\n    " : ",\n    ")
            out.jsonElement(element)
            first = false
        }
        out.append(first ? "]\n}\n" : "\n  ]\n}\n")
    }
}

extension TextBuffer {
    /// What ``jsonElement(_:)`` writes after `visualFrame` for an element
    /// with the identity transform and ``LayoutAttributes/hasDefaultAppearance``.
    static let defaultTail: StaticString =
        ", \"transform\": {\"rotation\": 0, \"scaleX\": 1, \"scaleY\": 1, \"translateX\": 0, \"translateY\": 0}, \"anchorPoint\": {\"x\": 0.5, \"y\": 0.5}, \"zIndex\": 0, \"alpha\": 1, \"hidden\": false, \"custom\": {}}"

    /// A JSON number; `null` for NaN and infinities, which JSON cannot write.
    mutating func jsonNumber(_ value: Double) {
        if value.isFinite { append(number: value) } else { append("null") }
    }

    /// A JSON string literal.
    mutating func jsonString(_ value: String) {
        // Most names need no escape: copy them straight.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            append(ascii: "\"")
            append(value)
            append(ascii: "\"")
        } else {
            append(JSONWriter.quoted(value))
        }
    }

    /// A parameter value: a number, a Boolean, a string, an insets object,
    /// or an array of these for a per-section list.
    mutating func jsonParameter(_ value: ParameterValue) {
        switch value {
        case .number(let number): jsonNumber(number)
        case .integer(let integer): append(integer: integer)
        case .bool(let bool): append(bool ? "true" : "false")
        case .choice(let name): jsonString(name)
        case .insets(let insets): jsonInsets(insets)
        case .perSection(let values):
            append(ascii: "[")
            for (index, element) in values.enumerated() {
                if index > 0 { append(", ") }
                jsonParameter(element)
            }
            append(ascii: "]")
        }
    }

    /// `{"width", "height"}`.
    mutating func jsonSize(_ size: Size) {
        append("{\"width\": ")
        jsonNumber(size.width)
        append(", \"height\": ")
        jsonNumber(size.height)
        append("}")
    }

    /// `{"x", "y"}`.
    mutating func jsonPoint(_ point: Point) {
        append("{\"x\": ")
        jsonNumber(point.x)
        append(", \"y\": ")
        jsonNumber(point.y)
        append("}")
    }

    /// `{"x", "y", "width", "height"}`.
    mutating func jsonRect(_ rect: Rect) {
        append("{\"x\": ")
        jsonNumber(rect.minX)
        append(", \"y\": ")
        jsonNumber(rect.minY)
        append(", \"width\": ")
        jsonNumber(rect.width)
        append(", \"height\": ")
        jsonNumber(rect.height)
        append("}")
    }

    /// `{"top", "left", "bottom", "right"}`.
    mutating func jsonInsets(_ insets: Insets) {
        append("{\"top\": ")
        jsonNumber(insets.top)
        append(", \"left\": ")
        jsonNumber(insets.left)
        append(", \"bottom\": ")
        jsonNumber(insets.bottom)
        append(", \"right\": ")
        jsonNumber(insets.right)
        append("}")
    }

    /// One element, on one line, members in the documented order.
    mutating func jsonElement(_ element: LayoutAttributes) {
        switch element.category {
        case .cell: append("{\"category\": \"cell\"")
        case .supplementary: append("{\"category\": \"supplementary\"")
        case .decoration: append("{\"category\": \"decoration\"")
        }
        if let kind = element.kind {
            append(", \"kind\": ")
            jsonString(kind)
        }
        append(", \"section\": ")
        append(integer: element.indexPath.section)
        append(", \"item\": ")
        append(integer: element.indexPath.item)
        append(", \"frame\": ")
        jsonRect(element.frame)
        append(", \"center\": ")
        jsonPoint(element.center)
        let transform = element.transform
        if transform.isIdentity && element.hasDefaultAppearance {
            // Most elements: the members after the frame are their defaults,
            // written as the general path below writes them (-0 as 0).
            append(", \"visualFrame\": ")
            jsonRect(element.frame)
            return append(Self.defaultTail)
        }
        append(", \"visualFrame\": ")
        jsonRect(element.visualFrame)
        append(", \"transform\": {\"rotation\": ")
        jsonNumber(transform.rotation)
        append(", \"scaleX\": ")
        jsonNumber(transform.scaleX)
        append(", \"scaleY\": ")
        jsonNumber(transform.scaleY)
        append(", \"translateX\": ")
        jsonNumber(transform.translateX)
        append(", \"translateY\": ")
        jsonNumber(transform.translateY)
        append("}, \"anchorPoint\": ")
        jsonPoint(element.anchorPoint)
        append(", \"zIndex\": ")
        append(integer: element.zIndex)
        append(", \"alpha\": ")
        jsonNumber(element.alpha)
        append(element.isHidden ? ", \"hidden\": true, \"custom\": {" : ", \"hidden\": false, \"custom\": {")
        if !element.custom.isEmpty {
            for (index, key) in element.custom.keys.sorted().enumerated() {
                if index > 0 { append(", ") }
                jsonString(key)
                append(": ")
                switch element.custom[key]! {
                case .number(let number): jsonNumber(number)
                case .string(let text): jsonString(text)
                case .bool(let bool): append(bool ? "true" : "false")
                }
            }
        }
        append("}}")
    }
}

extension LayoutAttributes {
    /// Whether the anchor point, `zIndex`, alpha, hidden flag and custom
    /// attributes are all their defaults: the exporters write such an
    /// element's constant members in one piece.
    var hasDefaultAppearance: Bool {
        anchorPoint == LayoutAttributes.defaultAnchorPoint && zIndex == 0 && alpha == 1 && !isHidden && custom.isEmpty
    }
}
