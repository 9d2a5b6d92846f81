/// A layout's parameters: their specs, in declaration order, and their
/// current values (defaults until set).
public struct Parameters: Hashable, Sendable {
    /// The name of the layout, for messages.
    public let layoutName: String
    /// The parameters, in the order the layout declares them.
    public let specs: [ParameterSpec]
    /// Current values, parallel to `specs`.
    public internal(set) var values: [ParameterValue]

    /// Creates a parameter set with every parameter at its default.
    public init(layoutName: String, specs: [ParameterSpec]) {
        self.layoutName = layoutName
        self.specs = specs
        self.values = specs.map(\.defaultValue)
    }

    /// The parameters' names, in declaration order.
    public var names: [String] { specs.map(\.name) }

    /// The spec named `name`.
    ///
    /// - Throws: ``ParameterError/unknownParameter(name:layout:available:)``.
    public func spec(named name: String) throws(ParameterError) -> ParameterSpec {
        specs[try position(of: name)]
    }

    /// The current value of the parameter named `name`, or `nil` when the
    /// set has no parameter of that name (`parameters["radious"]`).
    ///
    /// - Complexity: O(p) for p parameters.
    public subscript(name: String) -> ParameterValue? {
        specs.firstIndex(where: { $0.name == name }).map { values[$0] }
    }

    /// The current value of the parameter named `name`.
    ///
    /// - Throws: ``ParameterError/unknownParameter(name:layout:available:)``
    ///   when the set has no parameter of that name.
    /// - Complexity: O(p) for p parameters.
    public func value(named name: String) throws(ParameterError) -> ParameterValue {
        values[try position(of: name)]
    }

    /// Sets a parameter after checking the value.
    ///
    /// - Throws: ``ParameterError`` for an unknown name or a bad value.
    public mutating func set(_ name: String, to value: ParameterValue) throws(ParameterError) {
        let index = try position(of: name)
        values[index] = try specs[index].validate(value)
    }

    /// Sets a parameter from text, as `-p name=value` gives it.
    ///
    /// - Throws: ``ParameterError`` for an unknown name or a bad value.
    public mutating func set(_ name: String, parsing text: String) throws(ParameterError) {
        let index = try position(of: name)
        values[index] = try specs[index].parse(text)
    }

    /// The name and value of every parameter, in declaration order.
    public var effectiveValues: [(name: String, value: ParameterValue)] {
        zip(specs, values).map { ($0.name, $1) }
    }

    func position(of name: String) throws(ParameterError) -> Int {
        guard let index = specs.firstIndex(where: { $0.name == name }) else {
            throw .unknownParameter(name: name, layout: layoutName, available: names)
        }
        return index
    }

    // MARK: Typed reads by name

    // Each returns `nil` when the set has no parameter of that name or the
    // parameter holds a value of another type: a name is text, and a lookup
    // by text never traps. Layouts read their own parameters through their
    // ``ParameterKey``s instead (``subscript(_:)-(ParameterKey<Value>)``).

    /// A number parameter's value (an integer parameter's, converted);
    /// `nil` for a per-section list (read those with ``numbers(_:)``).
    public func number(_ name: String) -> Double? {
        switch self[name] {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: nil
        }
    }

    /// An integer parameter's value; `nil` for a per-section list (read
    /// those with ``integers(_:)``).
    public func integer(_ name: String) -> Int? {
        guard case .integer(let value) = self[name] else { return nil }
        return value
    }

    /// A Boolean parameter's value.
    public func bool(_ name: String) -> Bool? {
        guard case .bool(let value) = self[name] else { return nil }
        return value
    }

    /// A choice parameter's value (or a size parameter's text).
    public func choice(_ name: String) -> String? {
        guard case .choice(let value) = self[name] else { return nil }
        return value
    }

    /// An insets parameter's value; `nil` for a per-section list (read
    /// those with ``insetsList(_:)``).
    public func insets(_ name: String) -> Insets? {
        guard case .insets(let value) = self[name] else { return nil }
        return value
    }

    /// A size parameter's value; `nil` as well when it holds one of its
    /// keywords (read those with ``choice(_:)``).
    public func size(_ name: String) -> Size? {
        guard let text = choice(name) else { return nil }
        return Size(parameterValue: .choice(text))
    }

    // MARK: Typed reads of per-section parameters by name

    /// A per-section number parameter's values (a single value for every
    /// section, or one per section).
    ///
    /// - Complexity: O(k) for a list of k values.
    public func numbers(_ name: String) -> PerSection<Double>? {
        self[name].flatMap(PerSection<Double>.init(parameterValue:))
    }

    /// A per-section integer parameter's values.
    ///
    /// - Complexity: O(k) for a list of k values.
    public func integers(_ name: String) -> PerSection<Int>? {
        self[name].flatMap(PerSection<Int>.init(parameterValue:))
    }

    /// A per-section insets parameter's values.
    ///
    /// - Complexity: O(k) for a list of k values.
    public func insetsList(_ name: String) -> PerSection<Insets>? {
        self[name].flatMap(PerSection<Insets>.init(parameterValue:))
    }
}
