extension BatchUpdate {
    /// The members a batch file may have, in the order the documentation gives them.
    public static let jsonKeys = [
        "deleteItems", "insertItems", "reloadItems", "moveItems",
        "deleteSections", "insertSections", "reloadSections", "itemsAfter",
    ]

    /// Reads a batch from JSON text:
    /// `{"deleteItems": [[s, i], …], "insertItems": […], "reloadItems": […],
    /// "moveItems": [[[s, i], [s, i]], …], "deleteSections": [s, …],
    /// "insertSections": […], "reloadSections": […], "itemsAfter": [n, …]}`,
    /// every member optional (see `docs/json-format.md`, "Batch update files").
    ///
    /// Only the form is checked here; whether the batch fits a data source is
    /// checked when it is applied (``mapping(itemCounts:)``).
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - file: the file name to put in errors.
    ///   - maximumItemCount: the most items the program lays out. Nothing in
    ///     the file may ask for more: `itemsAfter` adding up to more,
    ///     `insertItems` or `insertSections` listing more (whatever the data
    ///     before; ``itemCountAfter(itemCounts:)`` then gives the total the
    ///     batch leaves). No cap when `nil`.
    /// - Throws: ``JSONError`` naming the line, column and JSON path of the
    ///   first bad value: an unknown member, a value of the wrong shape, an
    ///   index or count that is not a whole number in range, a count past
    ///   `maximumItemCount`.
    /// - Complexity: O(n) in the length of the text.
    public static func parse(json bytes: [UInt8], file: String? = nil, maximumItemCount: Int? = nil) throws(JSONError) -> BatchUpdate {
        do throws(JSONError) {
            return try BatchReader(maximumItemCount: maximumItemCount ?? .max).read(try JSONParser.parse(bytes, file: file))
        } catch var error {
            error.file = file
            throw error
        }
    }
}

extension BatchUpdate {
    /// Reads a batch from a JSON value already parsed, as
    /// ``parse(json:file:maximumItemCount:)`` reads it from text: for a batch
    /// inside a larger document (a `mosaic serve` message's `batch`).
    ///
    /// - Throws: ``JSONError`` as ``parse(json:file:maximumItemCount:)``,
    ///   with paths from the value (`$.insertItems[0]`).
    /// - Complexity: O(n) in the size of the value.
    public static func read(json value: JSONValue, maximumItemCount: Int? = nil) throws(JSONError) -> BatchUpdate {
        try BatchReader(maximumItemCount: maximumItemCount ?? .max).read(value)
    }
}

private struct BatchReader {
    /// The most items the data may have after the update.
    var maximumItemCount: Int

    /// The largest section or item index a batch file may name.
    static let maximumIndex = 1_000_000_000
    /// The largest count `itemsAfter` may give, as in data files.
    static let maximumCount = 100_000_000

    func read(_ root: JSONValue) throws(JSONError) -> BatchUpdate {
        guard case .object(let members) = root.content else {
            throw JSONError(at: root, path: .root, "expected a batch object such as {\"insertItems\": [[0, 3]]}, found \(root.typeDescription)")
        }
        var update = BatchUpdate()
        for (key, value) in members {
            let path = JSONPath.root.appending(key)
            switch key {
            case "deleteItems": update.deleteItems = try Self.indexPaths(value, path: path)
            case "insertItems":
                try checkGrowth(value, path: path, what: "inserts")
                update.insertItems = try Self.indexPaths(value, path: path)
            case "reloadItems": update.reloadItems = try Self.indexPaths(value, path: path)
            case "moveItems": update.moveItems = try Self.moves(value, path: path)
            case "deleteSections": update.deleteSections = try Self.numbers(value, path: path, what: "section indexes", maximum: Self.maximumIndex)
            case "insertSections":
                try checkGrowth(value, path: path, what: "inserted sections")
                update.insertSections = try Self.numbers(value, path: path, what: "section indexes", maximum: Self.maximumIndex)
            case "reloadSections": update.reloadSections = try Self.numbers(value, path: path, what: "section indexes", maximum: Self.maximumIndex)
            case "itemsAfter":
                update.itemsAfter = try Self.numbers(value, path: path, what: "item counts", maximum: Self.maximumCount)
                try checkTotal(value, counts: update.itemsAfter!, path: path)
            default:
                let expected = BatchUpdate.jsonKeys.map { "\"\($0)\"" }.joined(separator: ", ")
                throw JSONError(at: value, path: path, "unknown key \(InputQuote.quoted(key, delimiter: "\"")); expected \(expected)")
            }
        }
        return update
    }

    /// Throws, before the array is read, when it lists more than
    /// ``maximumItemCount`` elements, at the first one past the cap.
    func checkGrowth(_ value: JSONValue, path: JSONPath, what: String) throws(JSONError) {
        guard case .array(let elements) = value.content, elements.count > maximumItemCount else { return }
        throw JSONError(
            at: elements[maximumItemCount], path: path.appending(maximumItemCount),
            "\(elements.count) \(what); mosaic lays out at most \(maximumItemCount) items")
    }

    /// Throws at the first count that takes the total past ``maximumItemCount``.
    func checkTotal(_ value: JSONValue, counts: [Int], path: JSONPath) throws(JSONError) {
        guard case .array(let elements) = value.content else { return }
        var total = 0
        for (index, count) in counts.enumerated() {
            total += count  // each at most maximumCount: no overflow before the check below
            if total > maximumItemCount {
                throw JSONError(
                    at: elements[index], path: path.appending(index),
                    "itemsAfter adds up to more than \(maximumItemCount) items (\(total) by here); mosaic lays out at most \(maximumItemCount)")
            }
        }
    }

    static func elements(_ value: JSONValue, path: JSONPath, what: String) throws(JSONError) -> [JSONValue] {
        guard case .array(let elements) = value.content else {
            throw JSONError(at: value, path: path, "expected an array of \(what), found \(describe(value))")
        }
        return elements
    }

    static func indexPaths(_ value: JSONValue, path: JSONPath) throws(JSONError) -> [ItemPath] {
        var result: [ItemPath] = []
        for (index, element) in try elements(value, path: path, what: "index paths [section, item]").enumerated() {
            result.append(try indexPath(element, path: path.appending(index)))
        }
        return result
    }

    static func indexPath(_ value: JSONValue, path: JSONPath) throws(JSONError) -> ItemPath {
        guard case .array(let parts) = value.content, parts.count == 2 else {
            throw JSONError(at: value, path: path, "expected an index path [section, item], found \(describe(value))")
        }
        return ItemPath(
            try number(parts[0], path: path.appending(0), maximum: maximumIndex),
            try number(parts[1], path: path.appending(1), maximum: maximumIndex)
        )
    }

    static func moves(_ value: JSONValue, path: JSONPath) throws(JSONError) -> [ItemMove] {
        var result: [ItemMove] = []
        for (index, element) in try elements(value, path: path, what: "moves [[section, item], [section, item]]").enumerated() {
            let movePath = path.appending(index)
            guard case .array(let ends) = element.content, ends.count == 2, ends.allSatisfy({ if case .array = $0.content { true } else { false } }) else {
                throw JSONError(at: element, path: movePath, "expected a move [[section, item], [section, item]] (from, to), found \(describe(element))")
            }
            result.append(ItemMove(
                from: try indexPath(ends[0], path: movePath.appending(0)),
                to: try indexPath(ends[1], path: movePath.appending(1))
            ))
        }
        return result
    }

    static func numbers(_ value: JSONValue, path: JSONPath, what: String, maximum: Int) throws(JSONError) -> [Int] {
        var result: [Int] = []
        for (index, element) in try elements(value, path: path, what: what).enumerated() {
            result.append(try number(element, path: path.appending(index), maximum: maximum))
        }
        return result
    }

    static func number(_ value: JSONValue, path: JSONPath, maximum: Int) throws(JSONError) -> Int {
        guard case .number(let number) = value.content, number >= 0, number == number.rounded(), number <= Double(maximum) else {
            throw JSONError(at: value, path: path, "expected a whole number from 0 to \(maximum), found \(describe(value))")
        }
        return Int(number)
    }

    /// A value as a message shows it: short values as written, others by type.
    static func describe(_ value: JSONValue) -> String {
        switch value.content {
        case .number(let number): number.shortDescription
        case .string(let string): JSONWriter.quoted(string)
        case .bool(let bool): String(bool)
        case .array(let elements) where elements.isEmpty: "an empty array"
        case .array(let elements):
            "an array of \(elements.count) element\(elements.count == 1 ? "" : "s")"
        default: value.typeDescription
        }
    }
}
