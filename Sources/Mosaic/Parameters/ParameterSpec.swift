/// A named, documented parameter of a layout, with its type and default.
public struct ParameterSpec: Hashable, Sendable {
    /// The name, as `-p name=value` and `l:set("name", …)` spell it.
    public var name: String
    /// What accepts: type and range.
    public var kind: ParameterKind
    /// The value when none is given.
    public var defaultValue: ParameterValue
    /// One line on what it does.
    public var doc: String

    /// Creates a parameter; the default must be valid for the kind.
    public init(_ name: String, _ kind: ParameterKind, default defaultValue: ParameterValue, doc: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.doc = doc
        precondition((try? validate(defaultValue)) != nil, "the default of \(name) is not valid for its kind")
    }

    /// Checks a value against the kind.
    ///
    /// - Returns: the value, with an integer given for a number converted.
    /// - Throws: ``ParameterError`` when the value has the wrong type or is out of range.
    public func validate(_ value: ParameterValue) throws(ParameterError) -> ParameterValue {
        switch (kind, value) {
        case (.number(let range), .number(let number)):
            guard number.isFinite else { throw .invalidValue(parameter: name, value: value.description, expected: kind.summary) }
            guard range.contains(number) else { throw .outOfRange(parameter: name, value: value.description, expected: kind.summary) }
            return value
        case (.number, .integer(let integer)):
            return try validate(.number(Double(integer)))
        case (.integer(let range), .integer(let integer)):
            guard range.contains(integer) else { throw .outOfRange(parameter: name, value: value.description, expected: kind.summary) }
            return value
        case (.integer, .number(let number)) where number == number.rounded() && abs(number) < 9e15:
            return try validate(.integer(Int(number)))
        case (.bool, .bool):
            return value
        case (.choice(let names), .choice(let name)):
            guard names.contains(name) else { throw .invalidValue(parameter: self.name, value: name, expected: kind.summary) }
            return value
        case (.insets(let range), .insets(let insets)):
            guard insets.components.allSatisfy(\.isFinite) else {
                throw .invalidValue(parameter: name, value: value.description, expected: kind.summary)
            }
            guard insets.components.allSatisfy(range.contains) else {
                throw .outOfRange(parameter: name, value: value.description, expected: kind.summary)
            }
            return value
        default:
            throw .invalidValue(parameter: name, value: value.description, expected: kind.summary)
        }
    }

    /// Reads a value from text, as given on the command line or in the REPL.
    ///
    /// - Throws: ``ParameterError`` when the text is not a valid value.
    public func parse(_ text: String) throws(ParameterError) -> ParameterValue {
        let trimmed = text.trimmingWhitespace()
        let invalid = ParameterError.invalidValue(parameter: name, value: text, expected: kind.summary)
        switch kind {
        case .number:
            guard let number = Double(trimmed) else { throw invalid }
            return try validate(.number(number))
        case .integer:
            guard let integer = Int(trimmed) else { throw invalid }
            return try validate(.integer(integer))
        case .bool:
            switch trimmed.lowercased() {
            case "true", "yes", "1", "on": return .bool(true)
            case "false", "no", "0", "off": return .bool(false)
            default: throw invalid
            }
        case .choice:
            return try validate(.choice(trimmed))
        case .insets:
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { Double($0.trimmingWhitespace()) }
            guard parts.count == 1 || parts.count == 4, parts.allSatisfy({ $0 != nil }) else { throw invalid }
            let values = parts.map { $0! }
            let insets = values.count == 1
                ? EdgeInsets(all: values[0])
                : EdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            return try validate(.insets(insets))
        }
    }
}

extension StringProtocol {
    /// The text without leading and trailing spaces, tabs and line breaks.
    func trimmingWhitespace() -> String {
        var slice = Substring(self)
        while let first = slice.first, first.isWhitespace { slice.removeFirst() }
        while let last = slice.last, last.isWhitespace { slice.removeLast() }
        return String(slice)
    }
}
