/// Readers of the plain values of a compositional spec: numbers in a range,
/// whole numbers, Booleans, names, choices and points. Each throws a
/// ``JSONError`` at the value, naming its path and what was expected.
enum SpecValues {
    /// The largest number of points a size, inset, spacing or offset may be,
    /// as large as the command line's largest viewport.
    static let maximumPoints = 1e9
    /// The largest fraction a fractional dimension may be: a group may be
    /// wider than its section (in a sideways-scrolling section), but not
    /// absurdly so.
    static let maximumFraction = 100.0
    /// The largest `count` of a group.
    static let maximumCount = 100_000
    /// The largest z-index, either way.
    static let maximumZIndex = 1_000_000_000

    /// A number from `range`.
    static func number(_ value: JSONValue, path: JSONPath, in range: ClosedRange<Double>, what: String = "a number") throws(JSONError) -> Double {
        guard case .number(let number) = value.content else {
            throw JSONError(at: value, path: path, "expected \(what), found \(describe(value))")
        }
        guard range.contains(number) else {
            throw JSONError(at: value, path: path, "\(what) must be from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription), found \(number.shortDescription)")
        }
        return number
    }

    /// A number of points from 0 to ``maximumPoints``.
    static func points(_ value: JSONValue, path: JSONPath, what: String) throws(JSONError) -> Double {
        guard case .number(let number) = value.content else {
            throw JSONError(at: value, path: path, "expected \(what) (a number of points), found \(describe(value))")
        }
        guard number >= 0 else { throw JSONError(at: value, path: path, "\(what) must be ≥ 0, found \(number.shortDescription)") }
        guard number <= maximumPoints else {
            throw JSONError(at: value, path: path, "\(what) must be at most \(maximumPoints.shortDescription), found \(number.shortDescription)")
        }
        return number
    }

    /// A whole number from `range`.
    static func integer(_ value: JSONValue, path: JSONPath, in range: ClosedRange<Int>, what: String) throws(JSONError) -> Int {
        guard case .number(let number) = value.content, number == number.rounded(), abs(number) < 9e15 else {
            throw JSONError(at: value, path: path, "expected \(what) (a whole number), found \(describe(value))")
        }
        guard range.contains(Int(number)) else {
            throw JSONError(at: value, path: path, "\(what) must be from \(range.lowerBound) to \(range.upperBound), found \(number.shortDescription)")
        }
        return Int(number)
    }

    /// A z-index: a whole number within ±``maximumZIndex``.
    static func zIndex(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Int {
        try integer(value, path: path, in: -maximumZIndex...maximumZIndex, what: "a z-index")
    }

    /// `true` or `false`.
    static func bool(_ value: JSONValue, path: JSONPath) throws(JSONError) -> Bool {
        guard case .bool(let flag) = value.content else {
            throw JSONError(at: value, path: path, "expected true or false, found \(describe(value))")
        }
        return flag
    }

    /// An element kind: a non-empty string without control characters.
    static func kind(_ value: JSONValue, path: JSONPath) throws(JSONError) -> String {
        guard case .string(let name) = value.content else {
            throw JSONError(at: value, path: path, "expected an element kind (a string such as \"header\"), found \(describe(value))")
        }
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw JSONError(at: value, path: path, "an element kind must be a non-empty name without control characters, found \(JSONWriter.quoted(name))")
        }
        return name
    }

    /// One of the cases of a string-backed enumeration, by name.
    static func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, path: JSONPath, what: String
    ) throws(JSONError) -> Choice where Choice.RawValue == String {
        let names = Choice.allCases.map { JSONWriter.quoted($0.rawValue) }.joined(separator: ", ")
        guard case .string(let name) = value.content else {
            throw JSONError(at: value, path: path, "expected \(what) (one of \(names)), found \(describe(value))")
        }
        guard let choice = Choice(rawValue: name) else {
            throw JSONError(at: value, path: path, "unknown \(what) \(JSONWriter.quoted(name)); expected one of \(names)")
        }
        return choice
    }

    /// `{"x": X, "y": Y}`, each optional (0), each within ±`maximum`.
    static func point(_ value: JSONValue, path: JSONPath, what: String, maximum: Double = maximumPoints) throws(JSONError) -> Point {
        let object = try SpecObject(value, path: path, what: what, keys: ["x", "y"])
        let x = try object.optional("x") { value, path throws(JSONError) in try number(value, path: path, in: -maximum...maximum) }
        let y = try object.optional("y") { value, path throws(JSONError) in try number(value, path: path, in: -maximum...maximum) }
        return Point(x: x ?? 0, y: y ?? 0)
    }

    /// An array (non-empty unless `allowsEmpty`), read element by element.
    static func array<T>(
        _ value: JSONValue, path: JSONPath, what: String, allowsEmpty: Bool = true,
        _ read: (JSONValue, JSONPath) throws(JSONError) -> T
    ) throws(JSONError) -> [T] {
        guard case .array(let elements) = value.content else {
            throw JSONError(at: value, path: path, "expected an array of \(what), found \(describe(value))")
        }
        guard allowsEmpty || !elements.isEmpty else {
            throw JSONError(at: value, path: path, "expected at least one of \(what), found an empty array")
        }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try read(element, path.appending(index)))
        }
        return result
    }

    /// A value as a message shows it: a number, string or Boolean as
    /// written, anything else by its type.
    static func describe(_ value: JSONValue) -> String {
        switch value.content {
        case .number(let number): number.shortDescription
        case .string(let string): JSONWriter.quoted(string)
        case .bool(let bool): String(bool)
        default: value.typeDescription
        }
    }
}
