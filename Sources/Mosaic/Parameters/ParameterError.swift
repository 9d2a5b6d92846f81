/// A parameter name or value that a layout does not accept.
public enum ParameterError: Error, Hashable, Sendable {
    /// No parameter of that name; `available` lists the layout's parameters.
    case unknownParameter(name: String, layout: String, available: [String])
    /// A value of the wrong type or form.
    case invalidValue(parameter: String, value: String, expected: String)
    /// A value of the right type outside the accepted range.
    case outOfRange(parameter: String, value: String, expected: String)
}

extension ParameterError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unknownParameter(let name, let layout, let available):
            let list = available.isEmpty ? "it has none" : "its parameters are " + available.joined(separator: ", ")
            return "unknown parameter '\(name)' for layout '\(layout)'; \(list)"
        case .invalidValue(let parameter, let value, let expected):
            return "parameter \(parameter): '\(value)' is not valid; expected \(expected)"
        case .outOfRange(let parameter, let value, let expected):
            return "parameter \(parameter): \(value) is out of range; expected \(expected)"
        }
    }
}
