/// A parameter name or value that a layout does not accept.
public enum ParameterError: Error, Hashable, Sendable {
    /// No parameter of that name; `available` lists the layout's parameters.
    case unknownParameter(name: String, layout: String, available: [String])
    /// A value of the wrong type or form.
    case invalidValue(parameter: String, value: String, expected: String)
    /// A value of the right type outside the accepted range.
    case outOfRange(parameter: String, value: String, expected: String)
    /// A value of a per-section list is wrong: the one at `position` (from 1,
    /// for section `position − 1`) of `count`; `reason` is what is wrong
    /// with it, as an ``invalidValue(parameter:value:expected:)`` or
    /// ``outOfRange(parameter:value:expected:)`` of the same parameter.
    indirect case invalidListValue(parameter: String, position: Int, count: Int, reason: ParameterError)
}

extension ParameterError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unknownParameter(let name, let layout, let available):
            let list = available.isEmpty ? "it has none" : "its parameters are " + available.joined(separator: ", ")
            return "unknown parameter \(InputQuote.quoted(name)) for layout \(InputQuote.quoted(layout)); \(list)"
        case .invalidValue(let parameter, _, _), .outOfRange(let parameter, _, _):
            return "parameter \(InputQuote.escaped(parameter)): \(detail)"
        case .invalidListValue(let parameter, let position, let count, let reason):
            return "parameter \(InputQuote.escaped(parameter)), value \(position) of \(count) (section \(position - 1)): \(reason.detail)"
        }
    }

    /// What is wrong with the value, after the parameter's name: the value
    /// quoted (whatever is wrong with it, so that `-1,5` reads as one value),
    /// then what is expected.
    public var detail: String {
        switch self {
        case .unknownParameter: description
        case .invalidValue(_, let value, let expected): "\(InputQuote.quoted(value)) is not valid; expected \(expected)"
        case .outOfRange(_, let value, let expected): "\(InputQuote.quoted(value)) is out of range; expected \(expected)"
        case .invalidListValue(_, _, _, let reason): reason.detail
        }
    }
}
