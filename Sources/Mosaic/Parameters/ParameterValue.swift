/// The value of a layout parameter.
public enum ParameterValue: Hashable, Sendable {
    case number(Double)
    case integer(Int)
    case bool(Bool)
    /// One of a fixed set of names, such as `vertical` or `horizontal`.
    case choice(String)
    case insets(EdgeInsets)
}

extension ParameterValue: CustomStringConvertible {
    /// The value as the command line writes it: `500`, `true`, `vertical`, `0,10,0,10`.
    public var description: String {
        switch self {
        case .number(let value): value.shortDescription
        case .integer(let value): String(value)
        case .bool(let value): String(value)
        case .choice(let value): value
        case .insets(let value): value.description
        }
    }
}
