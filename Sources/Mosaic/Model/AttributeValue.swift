/// The value of a custom attribute: a number, a string or a Boolean.
public enum AttributeValue: Hashable, Sendable {
    case number(Double)
    case string(String)
    case bool(Bool)
}

extension AttributeValue: CustomStringConvertible {
    public var description: String {
        switch self {
        case .number(let value): value.shortDescription
        case .string(let value): value
        case .bool(let value): String(value)
        }
    }
}

extension AttributeValue: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    ExpressibleByStringLiteral, ExpressibleByBooleanLiteral
{
    public init(floatLiteral value: Double) { self = .number(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(stringLiteral value: String) { self = .string(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}
