/// A Swift type that a layout parameter's value converts to and from: the
/// `Value` of a ``ParameterKey``.
///
/// Mosaic's conformances: `Double` (a ``ParameterKind/number(_:)``, which an
/// integer converts to), `Int` (``ParameterKind/integer(_:)``), `Bool`,
/// ``Insets``, ``Size`` (a ``ParameterKind/size(_:keywords:)`` without
/// keywords), ``PerSection`` of any of them, and every enumeration whose raw
/// values are strings (a ``ParameterKind/choice(_:)`` of its raw values):
/// declare `extension MyChoice: ParameterRepresentable {}` for your own.
public protocol ParameterRepresentable: Sendable {
    /// The Swift value of a parameter value, or `nil` when `parameterValue`
    /// is of another type.
    init?(parameterValue: ParameterValue)

    /// The value as a parameter value, as ``ParameterSpec/validate(_:)``
    /// returns it for a valid value.
    var parameterValue: ParameterValue { get }
}

extension ParameterRepresentable where Self: RawRepresentable, RawValue == String {
    /// The case whose raw value a ``ParameterValue/choice(_:)`` holds.
    public init?(parameterValue: ParameterValue) {
        guard case .choice(let text) = parameterValue else { return nil }
        self.init(rawValue: text)
    }

    /// The raw value, as a ``ParameterValue/choice(_:)``.
    public var parameterValue: ParameterValue { .choice(rawValue) }
}

extension Double: ParameterRepresentable {
    /// A number, or an integer converted.
    public init?(parameterValue: ParameterValue) {
        switch parameterValue {
        case .number(let value): self = value
        case .integer(let value): self = Double(value)
        default: return nil
        }
    }

    /// A ``ParameterValue/number(_:)``.
    public var parameterValue: ParameterValue { .number(self) }
}

extension Int: ParameterRepresentable {
    /// An integer.
    public init?(parameterValue: ParameterValue) {
        guard case .integer(let value) = parameterValue else { return nil }
        self = value
    }

    /// A ``ParameterValue/integer(_:)``.
    public var parameterValue: ParameterValue { .integer(self) }
}

extension Bool: ParameterRepresentable {
    /// A Boolean.
    public init?(parameterValue: ParameterValue) {
        guard case .bool(let value) = parameterValue else { return nil }
        self = value
    }

    /// A ``ParameterValue/bool(_:)``.
    public var parameterValue: ParameterValue { .bool(self) }
}

extension Insets: ParameterRepresentable {
    /// Insets.
    public init?(parameterValue: ParameterValue) {
        guard case .insets(let value) = parameterValue else { return nil }
        self = value
    }

    /// An ``ParameterValue/insets(_:)``.
    public var parameterValue: ParameterValue { .insets(self) }
}

extension Size: ParameterRepresentable {
    /// The size a size parameter's `W,H` text gives; `nil` for a keyword.
    public init?(parameterValue: ParameterValue) {
        guard case .choice(let text) = parameterValue else { return nil }
        let sides = text.split(separator: ",", omittingEmptySubsequences: false).map { NumberSyntax.parse($0) }
        guard sides.count == 2, let width = sides[0], let height = sides[1] else { return nil }
        self.init(width: width, height: height)
    }

    /// The size as `W,H` text in a ``ParameterValue/choice(_:)``, as the
    /// command line writes it.
    public var parameterValue: ParameterValue { .choice(width.shortDescription + "," + height.shortDescription) }
}

extension PerSection: ParameterRepresentable where Value: ParameterRepresentable {
    /// One value for every section, or a ``ParameterValue/perSection(_:)``
    /// list of them; `nil` when a value is of another type.
    ///
    /// - Complexity: O(k) for a list of k values.
    public init?(parameterValue: ParameterValue) {
        let list: [ParameterValue]
        if case .perSection(let values) = parameterValue { list = values } else { list = [parameterValue] }
        var values: [Value] = []
        values.reserveCapacity(list.count)
        for element in list {
            guard let value = Value(parameterValue: element) else { return nil }
            values.append(value)
        }
        guard !values.isEmpty else { return nil }
        self.init(values)
    }

    /// The values as a parameter value: a single value when every section
    /// has the same one, else a list without the repeats at its end (the
    /// last value repeats anyway), as ``ParameterSpec/validate(_:)`` keeps it.
    ///
    /// - Complexity: O(k) for k values.
    public var parameterValue: ParameterValue {
        var list = values.map(\.parameterValue)
        while list.count > 1, list[list.count - 1] == list[list.count - 2] { list.removeLast() }
        return list.count == 1 ? list[0] : .perSection(list)
    }
}

extension ScrollDirection: ParameterRepresentable {}
