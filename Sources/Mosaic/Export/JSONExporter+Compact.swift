extension JSONExporter {
    /// Writes the compact form (`--compact`; `docs/json-format.md`, "Compact
    /// JSON"): no spaces; a first line with every top-level member, then
    /// `"compact":true`, ending with `"elements":[`; one element per line,
    /// each but the last followed by a comma; a last line `]}`. An element
    /// has `section`, `item` and `frame`, and of the other members of the
    /// full form only those that differ from their defaults: `category`
    /// unless `cell`, `kind` (for views that have one), `visualFrame` and
    /// `transform` (its members other than 0, 1, 1, 0, 0) unless the
    /// transform is the identity, `anchorPoint` unless (0.5, 0.5), `zIndex`
    /// unless 0, `alpha` unless 1, `hidden` when true, `custom` when not
    /// empty. `center` is never written: it is the centre of `frame`.
    static func writeCompact(_ snapshot: LayoutSnapshot, to out: inout TextBuffer) {
        let environment = snapshot.environment
        out.append("{\"layout\":")
        out.jsonString(snapshot.layoutName)
        out.append(",\"compact\":true,\"parameters\":{")
        for (index, parameter) in snapshot.parameters.enumerated() {
            if index > 0 { out.append(ascii: ",") }
            out.jsonString(parameter.name)
            out.append(ascii: ":")
            out.compactParameter(parameter.value)
        }
        out.append("},\"viewport\":")
        out.compactPair("width", environment.viewport.width, "height", environment.viewport.height)
        out.append(",\"contentOffset\":")
        out.compactPair("x", environment.contentOffset.x, "y", environment.contentOffset.y)
        out.append(",\"contentInsets\":")
        out.compactInsets(environment.contentInsets)
        JSONExporter.writeEnvironmentSettings(environment, to: &out, compact: true)
        out.append(",\"contentSize\":")
        out.compactPair("width", snapshot.contentSize.width, "height", snapshot.contentSize.height)
        out.append(",\"elements\":[\n")
        var elements = snapshot.storage.makeIterator()
        var first = true
        while !out.hasFailed, let element = elements.next() {
            if !first { out.append(",\n") }
            out.compactElement(element)
            first = false
        }
        out.append(first ? "]}\n" : "\n]}\n")
    }
}

extension TextBuffer {
    /// `{"a":x,"b":y}`.
    mutating func compactPair(_ a: StaticString, _ x: Double, _ b: StaticString, _ y: Double) {
        append("{\"")
        append(a)
        append("\":")
        jsonNumber(x)
        append(",\"")
        append(b)
        append("\":")
        jsonNumber(y)
        append(ascii: "}")
    }

    /// `{"x":…,"y":…,"width":…,"height":…}`.
    mutating func compactRect(_ rect: Rect) {
        append("{\"x\":")
        jsonNumber(rect.minX)
        append(",\"y\":")
        jsonNumber(rect.minY)
        append(",\"width\":")
        jsonNumber(rect.width)
        append(",\"height\":")
        jsonNumber(rect.height)
        append(ascii: "}")
    }

    /// `{"top":…,"left":…,"bottom":…,"right":…}`.
    mutating func compactInsets(_ insets: Insets) {
        append("{\"top\":")
        jsonNumber(insets.top)
        append(",\"left\":")
        jsonNumber(insets.left)
        append(",\"bottom\":")
        jsonNumber(insets.bottom)
        append(",\"right\":")
        jsonNumber(insets.right)
        append(ascii: "}")
    }

    /// A parameter value as ``jsonParameter(_:)`` writes it, without spaces.
    mutating func compactParameter(_ value: ParameterValue) {
        switch value {
        case .insets(let insets): compactInsets(insets)
        case .perSection(let values):
            append(ascii: "[")
            for (index, element) in values.enumerated() {
                if index > 0 { append(ascii: ",") }
                compactParameter(element)
            }
            append(ascii: "]")
        default: jsonParameter(value)
        }
    }

    /// One element on one line, without its default members.
    mutating func compactElement(_ element: LayoutAttributes) {
        switch element.category {
        case .cell: append(ascii: "{")
        case .supplementary: append("{\"category\":\"supplementary\",")
        case .decoration: append("{\"category\":\"decoration\",")
        }
        if let kind = element.kind {
            append("\"kind\":")
            jsonString(kind)
            append(ascii: ",")
        }
        append("\"section\":")
        append(integer: element.indexPath.section)
        append(",\"item\":")
        append(integer: element.indexPath.item)
        append(",\"frame\":")
        compactRect(element.frame)
        let transform = element.transform
        if !transform.isIdentity {
            append(",\"visualFrame\":")
            compactRect(element.visualFrame)
            append(",\"transform\":{")
            var separator = false
            func member(_ name: StaticString, _ value: Double, unless defaultValue: Double) {
                guard value != defaultValue else { return }
                if separator { append(ascii: ",") }
                append(ascii: "\"")
                append(name)
                append("\":")
                jsonNumber(value)
                separator = true
            }
            member("rotation", transform.rotation, unless: 0)
            member("scaleX", transform.scaleX, unless: 1)
            member("scaleY", transform.scaleY, unless: 1)
            member("translateX", transform.translateX, unless: 0)
            member("translateY", transform.translateY, unless: 0)
            append(ascii: "}")
        }
        if element.anchorPoint != LayoutAttributes.defaultAnchorPoint {
            append(",\"anchorPoint\":")
            compactPair("x", element.anchorPoint.x, "y", element.anchorPoint.y)
        }
        if element.zIndex != 0 {
            append(",\"zIndex\":")
            append(integer: element.zIndex)
        }
        if element.alpha != 1 {
            append(",\"alpha\":")
            jsonNumber(element.alpha)
        }
        if element.isHidden { append(",\"hidden\":true") }
        if !element.custom.isEmpty {
            append(",\"custom\":{")
            for (index, key) in element.custom.keys.sorted().enumerated() {
                if index > 0 { append(ascii: ",") }
                jsonString(key)
                append(ascii: ":")
                switch element.custom[key]! {
                case .number(let number): jsonNumber(number)
                case .string(let text): jsonString(text)
                case .bool(let bool): append(bool ? "true" : "false")
                }
            }
            append(ascii: "}")
        }
        append(ascii: "}")
    }
}
