import Mosaic

extension ReplyWriter {
    /// The members of a `layout` message after `"type"` and `"seq"`: what the
    /// page builds its controls from.
    mutating func layoutMembers(engine: LayoutEngine, source: ServedSource, generation: Int, maximumItemCount: Int) throws {
        let layout = engine.layout
        let contentSize = try engine.contentSize()
        text += ",\"generation\":"
        integer(generation)
        text += ",\"name\":"
        string(layout.name)
        text += ",\"source\":{\"kind\":\"" + source.kind.rawValue + "\""
        if let file = source.file {
            text += ",\"file\":"
            string(file)
        }
        text += ",\"arguments\":["
        for (index, argument) in source.arguments.enumerated() {
            if index > 0 { text += "," }
            string(argument)
        }
        text += "]},\"items\":"
        integer(engine.dataSource.totalItemCount)
        text += ",\"sections\":["
        text += engine.dataSource.itemCounts.map(String.init).joined(separator: ",")
        text += "],\"viewport\":"
        size(engine.environment.viewport)
        text += ",\"contentSize\":"
        size(contentSize)
        text += ",\"scrollDirection\":\"" + Self.scrollDirection(of: engine, contentSize: contentSize) + "\""
        text += ",\"parameters\":["
        let parameters = layout.parameters
        for (index, (spec, value)) in zip(parameters.specs, parameters.values).enumerated() {
            if index > 0 { text += "," }
            text += "{\"name\":"
            string(spec.name)
            parameterKind(spec.kind)
            text += ",\"value\":" + value.jsonText
            text += ",\"default\":" + spec.defaultValue.jsonText
            text += ",\"summary\":"
            string(spec.kind.summary)
            text += ",\"doc\":"
            string(spec.doc)
            text += "}"
        }
        text += "],\"orthogonalSections\":["
        for (index, entry) in try engine.orthogonalSections().enumerated() {
            if index > 0 { text += "," }
            text += "{\"section\":"
            integer(entry.section)
            text += ",\"behavior\":\"" + entry.behavior.rawValue + "\"}"
        }
        text += "],\"limits\":{\"items\":"
        integer(maximumItemCount)
        text += ",\"sections\":"
        integer(ServeRequestReader.maximumSectionCount)
        text += ",\"messageBytes\":"
        integer(ServeRequestReader.maximumMessageBytes)
        text += "}"
    }

    /// `,"kind":…` and what the kind needs: bounds, choices, the element kind.
    private mutating func parameterKind(_ kind: ParameterKind) {
        switch kind {
        case .number(let range):
            text += ",\"kind\":\"number\""
            bounds(range.lowerBound, range.upperBound)
        case .integer(let range):
            text += ",\"kind\":\"integer\""
            bounds(Double(range.lowerBound), Double(range.upperBound))
        case .bool:
            text += ",\"kind\":\"boolean\""
        case .choice(let names):
            text += ",\"kind\":\"choice\",\"choices\":["
            for (index, name) in names.enumerated() {
                if index > 0 { text += "," }
                string(name)
            }
            text += "]"
        case .insets(let range):
            text += ",\"kind\":\"insets\""
            bounds(range.lowerBound, range.upperBound)
        case .size(let range, let keywords):
            text += ",\"kind\":\"size\""
            bounds(range.lowerBound, range.upperBound)
            text += ",\"keywords\":["
            for (index, name) in keywords.enumerated() {
                if index > 0 { text += "," }
                string(name)
            }
            text += "]"
        case .perSection(let element):
            text += ",\"kind\":\"perSection\",\"element\":{"
            var inner = ReplyWriter()
            inner.parameterKind(element)
            text += inner.text.dropFirst()  // the leading comma
            text += "}"
        }
    }

    /// `,"min":…,"max":…`, leaving out a bound that is infinite or as large
    /// as a number can be (no bound, to a person).
    private mutating func bounds(_ low: Double, _ high: Double) {
        if low.isFinite && low > -Double.greatestFiniteMagnitude && low > Double(Int.min) {
            text += ",\"min\":"
            number(low)
        }
        if high.isFinite && high < Double.greatestFiniteMagnitude && high < Double(Int.max) {
            text += ",\"max\":"
            number(high)
        }
    }

    /// The layout's `scrollDirection` parameter when it has one; otherwise
    /// horizontal when the content is wider than the viewport and not taller.
    static func scrollDirection(of engine: LayoutEngine, contentSize: Size) -> String {
        let parameters = engine.layout.parameters
        if parameters.names.contains("scrollDirection"), case .choice(let value) = parameters["scrollDirection"],
           value == "horizontal" || value == "vertical" {
            return value
        }
        let viewport = engine.environment.viewport
        return contentSize.width > viewport.width && contentSize.height <= viewport.height ? "horizontal" : "vertical"
    }
}
