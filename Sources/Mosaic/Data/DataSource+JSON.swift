extension DataSource {
    /// Reads a data source from JSON text.
    ///
    /// Accepted shapes at the top level (see `docs/json-format.md`), and no other:
    /// - `{"sections": [{"items": [ITEM, …]}, {"count": 12}, …]}`
    /// - `{"items": [ITEM, …]}`, `{"count": 12}` or `[ITEM, …]`: one section.
    ///
    /// An `ITEM` is an object with optional `width` and `height` (numbers
    /// from 0 to 1e9) and any other members as values
    /// (numbers, strings or Booleans), or a bare number, which is the item's height.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - file: the file name to put in errors.
    /// - Throws: ``JSONError`` naming the line, column and JSON path of the
    ///   first bad value.
    /// - Complexity: O(n) in the length of the text.
    public init(json bytes: [UInt8], file: String? = nil) throws(JSONError) {
        do throws(JSONError) {
            self = try DataSourceReader.read(try JSONParser.parse(bytes, file: file))
        } catch var error {
            error.file = file
            throw error
        }
    }
}

private enum DataSourceReader {
    static func read(_ root: JSONValue) throws(JSONError) -> DataSource {
        switch root.content {
        case .array:
            return DataSource(sections: [try items(root, path: .root)])
        case .object(let members):
            if root["sections"] != nil {
                try checkKeys(members, allowed: ["sections"], at: .root)
                let path = JSONPath.root.appending("sections")
                guard case .array(let sections) = root["sections"]!.content else {
                    throw JSONError(at: root["sections"]!, path: path, "expected an array of sections, found \(root["sections"]!.typeDescription)")
                }
                var source = DataSource(itemCounts: [])
                // A snapshot's section identifiers are unique (UIKit stops the app on a duplicate).
                var named: [String: Int] = [:]
                for (index, section) in sections.enumerated() {
                    try appendSection(section, to: &source, path: path.appending(index))
                    guard let identifier = source.identifier(ofSection: index) else { continue }
                    if let first = named.updateValue(index, forKey: identifier) {
                        throw JSONError(at: section["identifier"]!, path: path.appending(index).appending("identifier"),
                                        "section identifier \(InputQuote.quoted(identifier, delimiter: "\"")) is also section \(first)'s; a snapshot's section identifiers are unique")
                    }
                }
                return source
            }
            // One section: the top level names every key it may have.
            try checkKeys(members, allowed: ["sections", "items", "count"], at: .root)
            guard root["items"] != nil || root["count"] != nil else {
                throw JSONError(at: root, path: .root, "expected \"sections\" (an array), \"items\" (an array) or \"count\" (a number)")
            }
            var source = DataSource(itemCounts: [])
            try appendSection(root, to: &source, path: .root)
            return source
        default:
            throw JSONError(at: root, path: .root, "expected an object with \"sections\", \"items\" or \"count\", or an array of items, found \(root.typeDescription)")
        }
    }

    static func appendSection(_ value: JSONValue, to source: inout DataSource, path: JSONPath) throws(JSONError) {
        guard case .object(let members) = value.content else {
            throw JSONError(at: value, path: path, "expected a section object with \"items\" or \"count\", found \(value.typeDescription)")
        }
        try checkKeys(members, allowed: ["items", "count", "identifier"], at: path)
        let identifier = try sectionIdentifier(value["identifier"], path: path.appending("identifier"))
        switch (value["items"], value["count"]) {
        case (let items?, nil):
            source.appendSection(try self.items(items, path: path.appending("items")))
        case (nil, let count?):
            guard case .number(let number) = count.content, number >= 0, number == number.rounded(), number <= 100_000_000 else {
                throw JSONError(at: count, path: path.appending("count"), "expected a whole number from 0 to 100000000, found \(describe(count))")
            }
            source.appendSection()
            source.appendItems(count: Int(number), toSection: source.numberOfSections - 1)
        case (.some, .some):
            throw JSONError(at: value, path: path, "a section has \"items\" or \"count\", not both")
        case (nil, nil):
            throw JSONError(at: value, path: path, "a section needs \"items\" (an array) or \"count\" (a number)")
        }
        source.setIdentifier(identifier, ofSection: source.numberOfSections - 1)
    }

    /// A section's `"identifier"`: a string of 1 to 200 bytes, or a whole
    /// number (a snapshot whose sections are `Int`s), kept as its decimal text.
    static func sectionIdentifier(_ value: JSONValue?, path: JSONPath) throws(JSONError) -> String? {
        guard let value else { return nil }
        switch value.content {
        case .string(let text) where !text.isEmpty && text.utf8.count <= 200:
            return text
        case .number(let number) where number == number.rounded() && abs(number) <= 9_007_199_254_740_992:
            return String(Int(number))
        default:
            throw JSONError(at: value, path: path, "expected a section identifier (a string of 1 to 200 bytes, or a whole number), found \(describe(value))")
        }
    }

    static func items(_ value: JSONValue, path: JSONPath) throws(JSONError) -> [ItemMetrics] {
        guard case .array(let elements) = value.content else {
            throw JSONError(at: value, path: path, "expected an array of items, found \(value.typeDescription)")
        }
        var result: [ItemMetrics] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try item(element, path: path.appending(index)))
        }
        return result
    }

    static func item(_ value: JSONValue, path: JSONPath) throws(JSONError) -> ItemMetrics {
        switch value.content {
        case .number(let height):
            return ItemMetrics(height: try extent(height, of: value, "a height", path: path))
        case .object(let members):
            var metrics = ItemMetrics()
            for (key, member) in members {
                let memberPath = path.appending(key)
                switch (key, member.content) {
                case ("width", .number(let number)), ("height", .number(let number)):
                    let number = try extent(number, of: member, key, path: memberPath)
                    if key == "width" { metrics.width = number } else { metrics.height = number }
                case ("width", _), ("height", _):
                    throw JSONError(at: member, path: memberPath, "expected a number, found \(describe(member))")
                case (_, .number(let number)): metrics.values[key] = .number(number)
                case (_, .string(let string)): metrics.values[key] = .string(string)
                case (_, .bool(let bool)): metrics.values[key] = .bool(bool)
                default:
                    throw JSONError(at: member, path: memberPath, "an item's values are numbers, strings or Booleans, found \(member.typeDescription)")
                }
            }
            return metrics
        default:
            throw JSONError(at: value, path: path, "expected an item object or a height, found \(describe(value))")
        }
    }

    /// An item's width or height (`what`): from 0 to
    /// 1e9, the bound of every size and inset a
    /// layout is given, so that the data, not the layout, is blamed for a
    /// frame too large to lay out.
    static func extent(_ number: Double, of value: JSONValue, _ what: String, path: JSONPath) throws(JSONError) -> Double {
        guard number >= 0, number <= ViewRules.maximumExtent else {
            throw JSONError(at: value, path: path, "\(what) must be from 0 to \(ViewRules.maximumExtent.shortDescription), found \(number.shortDescription)")
        }
        return number
    }

    static func checkKeys(_ members: [(key: String, value: JSONValue)], allowed: Set<String>, at path: JSONPath) throws(JSONError) {
        for (key, value) in members where !allowed.contains(key) {
            let expected = allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw JSONError(at: value, path: path.appending(key), "unknown key \(InputQuote.quoted(key, delimiter: "\"")); expected \(expected)")
        }
    }

    static func describe(_ value: JSONValue) -> String {
        switch value.content {
        case .number(let number): number.shortDescription
        case .string(let string): InputQuote.quoted(string, delimiter: "\"")
        case .bool(let bool): String(bool)
        default: value.typeDescription
        }
    }
}
