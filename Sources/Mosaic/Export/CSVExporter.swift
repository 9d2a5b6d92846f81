/// Writes a snapshot as CSV: a header row, then one row per element in the
/// snapshot's (index-path) order.
///
/// Columns: `category, kind, section, item, x, y, width, height, centerX,
/// centerY, visualX, visualY, visualWidth, visualHeight, rotation, scaleX,
/// scaleY, translateX, translateY, anchorX, anchorY, zIndex, alpha, hidden`,
/// then one `custom.KEY` column for every custom attribute key that any
/// element has, keys sorted. A cell's `kind` and a missing custom value are
/// empty fields. Numbers are written in their shortest exact form; fields
/// that hold a comma, a double quote or a line break are quoted as RFC 4180
/// says. Rows end with a line feed.
package enum CSVExporter {
    /// The fixed columns, before the custom ones.
    package static let fixedColumns = [
        "category", "kind", "section", "item", "x", "y", "width", "height", "centerX", "centerY",
        "visualX", "visualY", "visualWidth", "visualHeight", "rotation", "scaleX", "scaleY",
        "translateX", "translateY", "anchorX", "anchorY", "zIndex", "alpha", "hidden",
    ]

    /// The snapshot as CSV text ending with a line break.
    ///
    /// - Complexity: O(n) for n elements, plus sorting the distinct custom keys.
    package static func render(_ snapshot: LayoutSnapshot) -> String {
        snapshot.rendered(as: .csv)
    }

    /// Writes the rows to `out`, element by element.
    static func write(_ snapshot: LayoutSnapshot, to out: inout TextBuffer) {
        let customKeys = snapshot.storage.customKeys
        for (index, column) in (fixedColumns + customKeys.map { "custom." + $0 }).enumerated() {
            if index > 0 { out.append(ascii: ",") }
            out.csvField(column)
        }
        out.append(ascii: "\n")
        var elements = snapshot.storage.makeIterator()
        while !out.hasFailed, let element = elements.next() {
            out.csvRow(element, customKeys: customKeys)
        }
    }
}

extension TextBuffer {
    /// A text field, quoted when it holds a comma, a quote or a line break.
    mutating func csvField(_ text: String) {
        let needsQuotes = text.utf8.contains {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
        guard needsQuotes else { return append(text) }
        append(ascii: "\"")
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { append(ascii: "\"") }
            append(byte: byte)
        }
        append(ascii: "\"")
    }

    /// A numeric field: the shortest exact form, `nan`/`inf`/`-inf` for the
    /// values that have no other.
    mutating func csvNumber(_ value: Double) {
        if value.isFinite { append(number: value) } else { append(value.description) }
    }

    /// A comma, then a numeric field.
    private mutating func nextCSV(_ value: Double) {
        append(ascii: ",")
        csvNumber(value)
    }

    /// One element's row, custom values in the order of `customKeys`.
    mutating func csvRow(_ element: LayoutAttributes, customKeys: [String]) {
        append(element.category.staticName)
        append(ascii: ",")
        if let kind = element.kind { csvField(kind) }
        append(ascii: ",")
        append(integer: element.indexPath.section)
        append(ascii: ",")
        append(integer: element.indexPath.item)
        let frame = element.frame, center = element.center
        let transform = element.transform
        if transform.isIdentity && element.hasDefaultAppearance {
            // Most rows: the visual frame is the frame, and the columns after it their defaults.
            nextCSV(frame.minX)
            nextCSV(frame.minY)
            nextCSV(frame.width)
            nextCSV(frame.height)
            nextCSV(center.x)
            nextCSV(center.y)
            nextCSV(frame.minX)
            nextCSV(frame.minY)
            nextCSV(frame.width)
            nextCSV(frame.height)
            append(",0,1,1,0,0,0.5,0.5,0,1,false")
            for _ in customKeys { append(ascii: ",") }
            return append(ascii: "\n")
        }
        let visual = element.visualFrame
        // One call per column, in header order, without building an array per row.
        nextCSV(frame.minX)
        nextCSV(frame.minY)
        nextCSV(frame.width)
        nextCSV(frame.height)
        nextCSV(center.x)
        nextCSV(center.y)
        nextCSV(visual.minX)
        nextCSV(visual.minY)
        nextCSV(visual.width)
        nextCSV(visual.height)
        nextCSV(transform.rotation)
        nextCSV(transform.scaleX)
        nextCSV(transform.scaleY)
        nextCSV(transform.translateX)
        nextCSV(transform.translateY)
        nextCSV(element.anchorPoint.x)
        nextCSV(element.anchorPoint.y)
        append(ascii: ",")
        append(integer: element.zIndex)
        append(ascii: ",")
        csvNumber(element.alpha)
        append(element.isHidden ? ",true" : ",false")
        for key in customKeys {
            append(ascii: ",")
            switch element.custom[key] {
            case nil: break
            case .number(let number): csvNumber(number)
            case .string(let text): csvField(text)
            case .bool(let bool): append(bool ? "true" : "false")
            }
        }
        append(ascii: "\n")
    }
}
