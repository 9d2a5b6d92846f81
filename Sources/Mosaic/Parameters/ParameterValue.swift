/// The value of a layout parameter.
public enum ParameterValue: Hashable, Sendable {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    /// One of a fixed set of names, such as `vertical` or `horizontal`; or
    /// a ``ParameterKind/size(_:keywords:)`` parameter's `W,H` or keyword.
    case choice(String)
    case insets(Insets)
    /// One value per section, in section order, for a
    /// ``ParameterKind/perSection(_:)`` parameter; sections after the last
    /// value take the last. A validated list holds at least two values of the
    /// element kind: a single value is stored as itself.
    case perSection([ParameterValue])
}

extension ParameterValue: CustomStringConvertible {
    /// The value as the command line writes it: `500`, `true`, `vertical`,
    /// `0,10,0,10`, `2,3` for a per-section list, `0,10,0,10;20,0,0,0` for a
    /// per-section list of insets.
    public var description: String {
        switch self {
        case .number(let value): value.shortDescription
        case .integer(let value): String(value)
        case .bool(let value): String(value)
        case .choice(let value): value
        case .insets(let value): value.description
        case .perSection(let values):
            values.map(\.description).joined(separator: values.contains(where: \.isInsets) ? ";" : ",")
        }
    }
}

extension ParameterValue {
    /// Whether the value is a per-section list (of two values or more, once validated).
    public var isPerSectionList: Bool {
        if case .perSection = self { true } else { false }
    }

    /// Whether the value is insets.
    var isInsets: Bool {
        if case .insets = self { true } else { false }
    }
}
