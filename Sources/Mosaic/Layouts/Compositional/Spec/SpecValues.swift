/// Readers of the plain values of a compositional description: numbers in a
/// range, whole numbers, Booleans, names, choices, points and lists. Each
/// throws a ``CompositionalSpecError`` at the value, naming its path and
/// what was expected.
extension SpecReader {
    /// The largest number of points a size, inset, spacing or offset may be.
    static var maximumPoints: Double { CompositionalLimits.maximumPoints }
    /// The largest fraction a fractional dimension may be.
    static var maximumFraction: Double { CompositionalLimits.maximumFraction }
    /// The largest `count` of a group.
    static var maximumCount: Int { CompositionalLimits.maximumCount }
    /// The largest z-index, either way.
    static var maximumZIndex: Int { CompositionalLimits.maximumZIndex }

    /// A number from `range`.
    func number(_ value: JSONValue, path: SpecPath, in range: ClosedRange<Double>, what: String = "a number") throws(CompositionalSpecError) -> Double {
        guard case .number(let number) = value.content else {
            throw error(at: value, path, "expected \(what), found \(describe(value))")
        }
        guard range.contains(number) else {
            throw error(at: value, path, "\(what) must be from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription), found \(number.shortDescription)")
        }
        return number
    }

    /// A number of points from 0 to ``maximumPoints``.
    func points(_ value: JSONValue, path: SpecPath, what: String) throws(CompositionalSpecError) -> Double {
        guard case .number(let number) = value.content else {
            throw error(at: value, path, "expected \(what) (a number of points), found \(describe(value))")
        }
        guard !number.isNaN else { throw error(at: value, path, "\(what) must be a number of points, found nan") }
        guard number >= 0 else { throw error(at: value, path, "\(what) must be ≥ 0, found \(number.shortDescription)") }
        guard number <= Self.maximumPoints else {
            throw error(at: value, path, "\(what) must be at most \(Self.maximumPoints.shortDescription), found \(number.shortDescription)")
        }
        return number
    }

    /// A whole number from `range`.
    func integer(_ value: JSONValue, path: SpecPath, in range: ClosedRange<Int>, what: String) throws(CompositionalSpecError) -> Int {
        guard case .number(let number) = value.content, number == number.rounded(), abs(number) < 9e15 else {
            throw error(at: value, path, "expected \(what) (a whole number), found \(describe(value))")
        }
        guard range.contains(Int(number)) else {
            throw error(at: value, path, "\(what) must be from \(range.lowerBound) to \(range.upperBound), found \(number.shortDescription)")
        }
        return Int(number)
    }

    /// A z-index: a whole number within ±``maximumZIndex``.
    func zIndex(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> Int {
        try integer(value, path: path, in: -Self.maximumZIndex...Self.maximumZIndex, what: "a z-index")
    }

    /// `true` or `false`.
    func bool(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> Bool {
        guard case .bool(let flag) = value.content else {
            throw error(at: value, path, "expected true or false, found \(describe(value))")
        }
        return flag
    }

    /// An element kind: a non-empty string without control characters.
    func kind(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> String {
        guard case .string(let name) = value.content else {
            throw error(at: value, path, "expected an element kind (a string such as \"header\"), found \(describe(value))")
        }
        guard !name.isEmpty, !name.containsControlCharacter else {
            throw error(at: value, path, "an element kind must be a non-empty name without control characters, found \(JSONWriter.quoted(name))")
        }
        return name
    }

    /// One of the cases of a string-backed enumeration, by name.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ value: JSONValue, path: SpecPath, what: String
    ) throws(CompositionalSpecError) -> Choice where Choice.RawValue == String {
        let names = Choice.allCases.map { JSONWriter.quoted($0.rawValue) }.joined(separator: ", ")
        guard case .string(let name) = value.content else {
            throw error(at: value, path, "expected \(what) (one of \(names)), found \(describe(value))")
        }
        guard let choice = Choice(rawValue: name) else {
            throw error(at: value, path, "unknown \(what) \(JSONWriter.quoted(name)); expected one of \(names)")
        }
        return choice
    }

    /// `{"x": X, "y": Y}`, each optional (0), each within ±`maximum`.
    func point(_ value: JSONValue, path: SpecPath, what: String, maximum: Double = maximumPoints) throws(CompositionalSpecError) -> Point {
        let object = try SpecObject(self, value, path: path, what: what, keys: ["x", "y"])
        let coordinate = { (value: JSONValue, path: SpecPath) throws(CompositionalSpecError) in
            try number(value, path: path, in: -maximum...maximum)
        }
        return Point(x: try object.optional("x", coordinate) ?? 0, y: try object.optional("y", coordinate) ?? 0)
    }

    /// A list (non-empty unless `allowsEmpty`), read element by element.
    func array<T>(
        _ value: JSONValue, path: SpecPath, what: String, allowsEmpty: Bool = true,
        _ read: (JSONValue, SpecPath) throws(CompositionalSpecError) -> T
    ) throws(CompositionalSpecError) -> [T] {
        guard let elements = elements(value) else {
            let key = members(value)?.first.map { " with the key \(notation.mention($0.key))" } ?? ""
            throw error(at: value, path, "expected \(notation.listName) of \(what), found \(describe(value))\(key)")
        }
        guard allowsEmpty || !elements.isEmpty else {
            throw error(at: value, path, "expected at least one of \(what), found \(notation.emptyListName)")
        }
        var result: [T] = []
        result.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            result.append(try read(element, path.appending(index)))
        }
        return result
    }
}
