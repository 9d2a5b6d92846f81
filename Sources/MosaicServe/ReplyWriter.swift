import Mosaic

/// Builds the JSON text of one reply to the page (docs/serve.md,
/// "Protocol"): compact, members in the documented order, numbers in Mosaic's
/// shortest-decimal form. A number that is not finite (only a layout's custom
/// attribute can be) is written as `null`: JSON has no other form for it.
struct ReplyWriter {
    /// The text so far.
    var text = ""

    init(capacity: Int = 256) {
        text.reserveCapacity(capacity)
    }

    mutating func raw(_ json: String) { text += json }

    mutating func number(_ value: Double) {
        text += value.isFinite ? value.shortDescription : "null"
    }

    mutating func integer(_ value: Int) { text += String(value) }

    mutating func string(_ value: String) { text += JSONWriter.quoted(value) }

    /// `"seq":N` or `"seq":null`.
    mutating func seq(_ seq: Int?) {
        text += "\"seq\":"
        if let seq { integer(seq) } else { text += "null" }
    }

    mutating func point(_ point: Point) {
        text += "{\"x\":"
        number(point.x)
        text += ",\"y\":"
        number(point.y)
        text += "}"
    }

    mutating func size(_ size: Size) {
        text += "{\"width\":"
        number(size.width)
        text += ",\"height\":"
        number(size.height)
        text += "}"
    }

    mutating func rect(_ rect: Rect) {
        text += "{\"x\":"
        number(rect.origin.x)
        text += ",\"y\":"
        number(rect.origin.y)
        text += ",\"width\":"
        number(rect.size.width)
        text += ",\"height\":"
        number(rect.size.height)
        text += "}"
    }

    /// The element's id: `c:S:I`, `s:S:I:KIND`, `d:S:I:KIND`.
    mutating func elementID(_ element: LayoutAttributes) {
        switch element.category {
        case .cell: text += "\"c:"
        case .supplementary: text += "\"s:"
        case .decoration: text += "\"d:"
        }
        integer(element.indexPath.section)
        text += ":"
        integer(element.indexPath.item)
        guard let kind = element.kind else { return text += "\"" }
        // The kind goes through the JSON quoting, without its own quotes.
        let quoted = JSONWriter.quoted(":" + kind)
        text += quoted.dropFirst()
    }

    /// One element: id, category, kind, index path, frame, then only the
    /// attributes that are not the default.
    mutating func element(_ element: LayoutAttributes) {
        text += "{\"id\":"
        elementID(element)
        text += ",\"category\":\"" + element.category.rawValue + "\""
        if let kind = element.kind {
            text += ",\"kind\":"
            string(kind)
        }
        text += ",\"section\":"
        integer(element.indexPath.section)
        text += ",\"item\":"
        integer(element.indexPath.item)
        text += ",\"frame\":"
        rect(element.frame)
        let transform = element.transform
        if !transform.isIdentity {
            text += ",\"transform\":{\"rotation\":"
            number(transform.rotation)
            text += ",\"scaleX\":"
            number(transform.scaleX)
            text += ",\"scaleY\":"
            number(transform.scaleY)
            text += ",\"translateX\":"
            number(transform.translateX)
            text += ",\"translateY\":"
            number(transform.translateY)
            text += "}"
        }
        if element.anchorPoint != LayoutAttributes.defaultAnchorPoint {
            text += ",\"anchor\":"
            point(element.anchorPoint)
        }
        if element.zIndex != 0 {
            text += ",\"zIndex\":"
            integer(element.zIndex)
        }
        if element.alpha != 1 {
            text += ",\"alpha\":"
            number(element.alpha)
        }
        if element.isHidden { text += ",\"hidden\":true" }
        if !element.custom.isEmpty {
            text += ",\"custom\":{"
            for (index, key) in element.custom.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                string(key)
                text += ":"
                switch element.custom[key]! {
                case .number(let value): number(value)
                case .string(let value): string(value)
                case .bool(let value): text += value ? "true" : "false"
                }
            }
            text += "}"
        }
        text += "}"
    }

    /// A list of elements, `[E,…]`.
    mutating func elements(_ elements: [LayoutAttributes]) {
        text += "["
        for (index, attributes) in elements.enumerated() {
            if index > 0 { text += "," }
            element(attributes)
        }
        text += "]"
    }
}
