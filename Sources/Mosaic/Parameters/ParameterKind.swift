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
    /// A value of the `element` kind for every section, as one value for
    /// all of them (`40`) or as a list with one value per section, the last
    /// repeating for the sections after it: `2,3` for numbers,
    /// `0,10,0,10;20` for insets, whose values hold commas themselves.
    /// `element` is one of the single-value kinds.
    indirect case perSection(ParameterKind)
    /// A size `W,H`, both within `range`, or one of `keywords` (such as
    /// `automatic`). The value is a ``ParameterValue/choice(_:)``: the
    /// keyword, or the size as `W,H` text (`100,50`), as the command line
    /// and the JSON output write it; read it with ``Parameters/size(_:)``.
    /// A list of two numbers (a Lua table `{W, H}`) is a size too.
    case size(ClosedRange<Double>, keywords: [String])

    /// A few words on what the parameter accepts, for listings and errors:
    /// `a number ≥ 0`, `one of vertical, horizontal`, …
    public var summary: String {
        switch self {
        case .number(let range): "a number" + Self.bounds(range.lowerBound, range.upperBound)
        case .integer(let range): "a whole number" + Self.bounds(Double(range.lowerBound), Double(range.upperBound))
        case .bool: "true or false"
        case .choice(let names): "one of " + names.joined(separator: ", ")
        case .insets(let range): "top,left,bottom,right, each" + Self.bounds(range.lowerBound, range.upperBound)
        case .perSection(let element):
            element.summary + ", or A\(element.listSeparator)B\(element.listSeparator)… per section"
        case .size(let range, let keywords):
            "width,height, each" + Self.bounds(range.lowerBound, range.upperBound) + keywords.map { ", or \($0)" }.joined()
        }
    }

    /// What separates the values of a per-section list of this kind: `;`
    /// for insets, whose values hold commas, else `,`.
    public var listSeparator: Character {
        if case .insets = self { ";" } else { "," }
    }

    /// Whether a list of numbers is a value of the kind: one per section,
    /// or the width and height of a size. Readers of Lua tables and JSON
    /// arrays read a list for these and leave the checks to ``ParameterSpec/validate(_:)``.
    public var takesNumberList: Bool {
        switch self {
        case .perSection, .size: true
        default: false
        }
    }

    /// Whether the kind takes one value per section.
    public var isPerSection: Bool {
        if case .perSection = self { true } else { false }
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
