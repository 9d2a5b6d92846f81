/// The values of a per-section parameter: one for each section, the last
/// repeating for the sections after it.
///
/// `PerSection([2, 3])[0]` is 2, and `[1]`, `[2]`, … are 3.
public struct PerSection<Value: Sendable>: Sendable {
    /// The values given, in section order; never empty.
    public let values: [Value]

    /// Values for the first sections, the last repeating after them.
    ///
    /// - Precondition: `values` is not empty.
    public init(_ values: [Value]) {
        precondition(!values.isEmpty, "a per-section value needs at least one value")
        self.values = values
    }

    /// The same value for every section.
    public init(all value: Value) {
        values = [value]
    }

    /// The value of `section` (≥ 0).
    ///
    /// - Complexity: O(1).
    @inlinable
    public subscript(section: Int) -> Value {
        values[Swift.min(section, values.count - 1)]
    }
}

extension PerSection: Equatable where Value: Equatable {}
extension PerSection: Hashable where Value: Hashable {}

extension PerSection where Value: Comparable {
    /// The largest value of any section.
    ///
    /// - Complexity: O(k) for k values.
    public var maximum: Value { values.max()! }
}

extension PerSection {
    /// The same value for every section: `flow.sectionInset = .all(Insets(all: 8))`.
    public static func all(_ value: Value) -> PerSection { PerSection(all: value) }
}

/// `[40, 0]`: a value per section.
extension PerSection: ExpressibleByArrayLiteral {
    /// Values for the first sections, the last repeating after them.
    ///
    /// - Precondition: the literal is not empty.
    public init(arrayLiteral elements: Value...) {
        self.init(elements)
    }
}

/// `3`: the same whole number for every section.
extension PerSection: ExpressibleByIntegerLiteral where Value: ExpressibleByIntegerLiteral {
    /// The same value for every section.
    public init(integerLiteral value: Value.IntegerLiteralType) {
        self.init(all: Value(integerLiteral: value))
    }
}

/// `2.5`: the same number for every section.
extension PerSection: ExpressibleByFloatLiteral where Value: ExpressibleByFloatLiteral {
    /// The same value for every section.
    public init(floatLiteral value: Value.FloatLiteralType) {
        self.init(all: Value(floatLiteral: value))
    }
}
