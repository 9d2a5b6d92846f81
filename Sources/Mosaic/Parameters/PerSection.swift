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
