/// The type of a layout parameter and the values it accepts.
public enum ParameterKind: Hashable, Sendable {
    /// A finite number within `range`.
    case number(ClosedRange<Double>)
    /// A whole number within `range`.
    case integer(ClosedRange<Int>)
    /// `true` or `false`.
    case bool
    /// One of these names.
    case choice([String])
    /// Four finite numbers `top,left,bottom,right`, each within `range`.
    case insets(ClosedRange<Double>)

    /// A few words on what the parameter accepts, for listings and errors:
    /// `a number ≥ 0`, `one of vertical, horizontal`, …
    public var summary: String {
        switch self {
        case .number(let range): "a number" + Self.bounds(range.lowerBound, range.upperBound)
        case .integer(let range): "a whole number" + Self.bounds(Double(range.lowerBound), Double(range.upperBound))
        case .bool: "true or false"
        case .choice(let names): "one of " + names.joined(separator: ", ")
        case .insets(let range): "top,left,bottom,right, each" + Self.bounds(range.lowerBound, range.upperBound)
        }
    }

    private static func bounds(_ low: Double, _ high: Double) -> String {
        let hasLow = low > -Double.greatestFiniteMagnitude && low > Double(Int.min)
        let hasHigh = high < Double.greatestFiniteMagnitude && high < Double(Int.max)
        switch (hasLow, hasHigh) {
        case (true, true): return " from \(low.shortDescription) to \(high.shortDescription)"
        case (true, false): return " ≥ \(low.shortDescription)"
        case (false, true): return " ≤ \(high.shortDescription)"
        case (false, false): return ""
        }
    }
}
