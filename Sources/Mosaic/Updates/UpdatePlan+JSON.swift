extension UpdatePlan {
    /// The plan as a JSON document ending with a line break, in the format
    /// `docs/json-format.md` describes ("Update plans"): two-space
    /// indentation, each entry on one line, attributes written as the JSON
    /// export writes elements. The same plan always gives the same bytes.
    ///
    /// - Complexity: O(n) for n entries.
    public func json() -> String {
        var out = TextBuffer(capacity: 512 + elements.count * 900)
        out.append("{\n  \"layout\": ")
        out.jsonString(layoutName)
        out.append(",\n  \"prepare\": ")
        out.jsonString(prepareRequest.map(Self.name(of:)) ?? "none")
        out.append(",\n  \"itemCountsBefore\": ")
        out.jsonIntegers(mapping.itemCountsBefore)
        out.append(",\n  \"itemCountsAfter\": ")
        out.jsonIntegers(mapping.itemCountsAfter)
        out.append(",\n  \"contentSizeBefore\": ")
        out.jsonSize(contentSizeBefore)
        out.append(",\n  \"contentSizeAfter\": ")
        out.jsonSize(contentSizeAfter)
        out.append(",\n  \"changes\": {")
        for (index, change) in Change.allCases.enumerated() {
            if index > 0 { out.append(", ") }
            out.jsonString(change.rawValue)
            out.append(": ")
            out.append(integer: count(of: change))
        }
        out.append("},\n  \"elements\": [")
        for (index, entry) in elements.enumerated() {
            out.append(index == 0 ? "\n    " : ",\n    ")
            out.jsonEntry(entry)
        }
        out.append(elements.isEmpty ? "]" : "\n  ]")
        if omitted > 0 {
            // Only a capped plan has it (`mosaic update --query` over more than the cap).
            out.append(",\n  \"omitted\": ")
            out.append(integer: omitted)
        }
        out.append("\n}\n")
        return out.string
    }

    /// How the plan names a prepare request.
    static func name(of kind: PrepareRequest.Kind) -> String {
        switch kind {
        case .full: "full"
        case .append: "append"
        case .boundsChange: "boundsChange"
        case .items: "items"
        case .sectionOffsets: "sectionOffsets"
        }
    }
}

extension TextBuffer {
    /// `[1, 2, 3]`.
    mutating func jsonIntegers(_ values: [Int]) {
        append(ascii: "[")
        for (index, value) in values.enumerated() {
            if index > 0 { append(", ") }
            append(integer: value)
        }
        append(ascii: "]")
    }

    /// One plan entry, on one line, members in the documented order.
    mutating func jsonEntry(_ entry: UpdatePlan.Entry) {
        append("{\"change\": ")
        jsonString(entry.change.rawValue)
        append(", \"category\": ")
        jsonString(entry.category.rawValue)
        if let kind = entry.kind {
            append(", \"kind\": ")
            jsonString(kind)
        }
        for (name, indexPath) in [("from", entry.from), ("to", entry.to)] {
            guard let indexPath else { continue }
            append(", \"")
            append(name)
            append("\": ")
            jsonIntegers([indexPath.section, indexPath.item])
        }
        for (name, attributes) in [("before", entry.before), ("final", entry.final), ("initial", entry.initial), ("after", entry.after)] {
            guard let attributes else { continue }
            append(", \"")
            append(name)
            append("\": ")
            jsonElement(attributes)
        }
        append(ascii: "}")
    }
}
