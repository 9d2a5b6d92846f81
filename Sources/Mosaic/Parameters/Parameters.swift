/// A layout's parameters: their specs, in declaration order, and their
/// current values (defaults until set).
public struct Parameters: Hashable, Sendable {
    /// The name of the layout, for messages.
    public let layoutName: String
    /// The parameters, in the order the layout declares them.
    public let specs: [ParameterSpec]
    /// Current values, parallel to `specs`.
    public private(set) var values: [ParameterValue]

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

    /// The current value of a parameter; traps if there is no such parameter
    /// (layouts read their own parameters, whose names they know).
    public subscript(name: String) -> ParameterValue {
        guard let index = specs.firstIndex(where: { $0.name == name }) else {
            preconditionFailure("layout \(layoutName) has no parameter \(name)")
        }
        return values[index]
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

    private func position(of name: String) throws(ParameterError) -> Int {
        guard let index = specs.firstIndex(where: { $0.name == name }) else {
            throw .unknownParameter(name: name, layout: layoutName, available: names)
        }
        return index
    }

    // MARK: Typed reads, for layouts

    /// A number parameter's value (an integer parameter's, converted).
    /// Traps on a per-section list: read those with ``numbers(_:)``.
    public func number(_ name: String) -> Double {
        switch self[name] {
        case .number(let value): value
        case .integer(let value): Double(value)
        default: preconditionFailure("parameter \(name) is not a number")
        }
    }

    /// An integer parameter's value. Traps on a per-section list: read
    /// those with ``integers(_:)``.
    public func integer(_ name: String) -> Int {
        guard case .integer(let value) = self[name] else { preconditionFailure("parameter \(name) is not an integer") }
        return value
    }

    /// A Boolean parameter's value.
    public func bool(_ name: String) -> Bool {
        guard case .bool(let value) = self[name] else { preconditionFailure("parameter \(name) is not a Boolean") }
        return value
    }

    /// A choice parameter's value.
    public func choice(_ name: String) -> String {
        guard case .choice(let value) = self[name] else { preconditionFailure("parameter \(name) is not a choice") }
        return value
    }

    /// An insets parameter's value. Traps on a per-section list: read
    /// those with ``insetsList(_:)``.
    public func insets(_ name: String) -> Insets {
        guard case .insets(let value) = self[name] else { preconditionFailure("parameter \(name) is not insets") }
        return value
    }

    /// A size parameter's value: `nil` when it holds one of its keywords
    /// (read those with ``subscript(name:)``).
    public func size(_ name: String) -> Size? {
        guard case .choice(let text) = self[name] else { preconditionFailure("parameter \(name) is not a size") }
        let sides = text.split(separator: ",").compactMap { NumberSyntax.parse(String($0)) }
        return sides.count == 2 ? Size(width: sides[0], height: sides[1]) : nil
    }

    // MARK: Typed reads of per-section parameters

    /// A per-section number parameter's values (a single value for every
    /// section, or one per section).
    ///
    /// - Complexity: O(k) for a list of k values.
    public func numbers(_ name: String) -> PerSection<Double> {
        perSection(name, "numbers") {
            switch $0 {
            case .number(let value): value
            case .integer(let value): Double(value)
            default: nil
            }
        }
    }

    /// A per-section integer parameter's values.
    ///
    /// - Complexity: O(k) for a list of k values.
    public func integers(_ name: String) -> PerSection<Int> {
        perSection(name, "integers") {
            if case .integer(let value) = $0 { value } else { nil }
        }
    }

    /// A per-section insets parameter's values.
    ///
    /// - Complexity: O(k) for a list of k values.
    public func insetsList(_ name: String) -> PerSection<Insets> {
        perSection(name, "insets") {
            if case .insets(let value) = $0 { value } else { nil }
        }
    }

    private func perSection<T>(_ name: String, _ type: String, _ read: (ParameterValue) -> T?) -> PerSection<T> {
        let value = self[name]
        let values: [ParameterValue]
        if case .perSection(let list) = value { values = list } else { values = [value] }
        return PerSection(values.map {
            guard let element = read($0) else { preconditionFailure("parameter \(name) is not \(type)") }
            return element
        })
    }
}
