/// A named, documented parameter of a layout, with its type and default.
public struct ParameterSpec: Hashable, Sendable {
    /// The most values a per-section list may hold (the last one repeats, so
    /// more are never needed; readers of Lua tables check it before copying).
    public static let maximumListCount = 100_000

    /// The name, as `-p name=value` and `l:set("name", …)` spell it.
    public var name: String
    /// What accepts: type and range.
    public var kind: ParameterKind
    /// The value when none is given.
    public var defaultValue: ParameterValue
    /// One line on what it does.
    public var doc: String

    /// Creates a parameter; the default must be valid for the kind, and a
    /// per-section kind must hold a single-value kind.
    public init(_ name: String, _ kind: ParameterKind, default defaultValue: ParameterValue, doc: String) {
        self.name = name
        self.kind = kind
        self.defaultValue = defaultValue
        self.doc = doc
        if case .perSection(let element) = kind {
            precondition(!element.isPerSection, "the per-section parameter \(name) holds lists")
        }
        precondition((try? validate(defaultValue)) != nil, "the default of \(name) is not valid for its kind")
    }

    /// Checks a value against the kind.
    ///
    /// A per-section parameter takes a single value of its element kind, or a
    /// ``ParameterValue/perSection(_:)`` list of them; a list of one value is
    /// returned as that value.
    ///
    /// - Returns: the value, with an integer given for a number converted.
    /// - Throws: ``ParameterError`` when the value has the wrong type or is
    ///   out of range, ``ParameterError/invalidListValue(parameter:position:count:reason:)``
    ///   naming the position of a bad value in a list.
    /// - Complexity: O(k) for a list of k values.
    public func validate(_ value: ParameterValue) throws(ParameterError) -> ParameterValue {
        guard case .perSection(let element) = kind else { return try validate(value, as: kind, inList: false) }
        guard case .perSection(let values) = value else { return try validate(value, as: element, inList: false) }
        switch values.count {
        case 0: throw .invalidValue(parameter: name, value: "", expected: kind.summary)
        case (Self.maximumListCount + 1)...:
            throw .outOfRange(parameter: name, value: value.description,
                              expected: "at most \(Self.maximumListCount) values, one per section, the last repeating")
        case 1: return try validate(values[0], as: element, inList: false)
        default:
            var checked: [ParameterValue] = []
            checked.reserveCapacity(values.count)
            for (index, value) in values.enumerated() {
                do throws(ParameterError) {
                    checked.append(try validate(value, as: element, inList: true))
                } catch {
                    throw .invalidListValue(parameter: name, position: index + 1, count: values.count, reason: error)
                }
            }
            return .perSection(checked)
        }
    }

    /// Checks a value against a single-value kind: the whole value, or one
    /// value of a list.
    private func validate(_ value: ParameterValue, as kind: ParameterKind, inList: Bool) throws(ParameterError) -> ParameterValue {
        switch (kind, value) {
        case (.number(let range), .number(let number)):
            guard number.isFinite else { throw .invalidValue(parameter: name, value: value.description, expected: kind.summary) }
            guard range.contains(number) else { throw .outOfRange(parameter: name, value: value.description, expected: kind.summary) }
            return value
        case (.number, .integer(let integer)):
            return try validate(.number(Double(integer)), as: kind, inList: inList)
        case (.integer(let range), .integer(let integer)):
            guard range.contains(integer) else { throw .outOfRange(parameter: name, value: value.description, expected: kind.summary) }
            return value
        case (.integer, .number(let number)) where number == number.rounded() && abs(number) < 9e15:
            return try validate(.integer(Int(number)), as: kind, inList: inList)
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
        case (.size, .perSection(let sides)):
            // Two numbers, as a Lua table {W, H} or a JSON array [W, H] give a size.
            let numbers = sides.compactMap { side -> Double? in
                switch side {
                case .number(let number): number
                case .integer(let integer): Double(integer)
                default: nil
                }
            }
            guard sides.count == 2, numbers.count == 2 else {
                throw .invalidValue(parameter: name, value: value.description, expected: kind.summary)
            }
            return try validate(.choice(numbers[0].shortDescription + "," + numbers[1].shortDescription), as: kind, inList: inList)
        case (.size(let range, let keywords), .choice(let text)):
            if keywords.contains(text) { return value }
            let sides = text.split(separator: ",", omittingEmptySubsequences: false).map { NumberSyntax.parse($0.trimmingWhitespace()) }
            guard sides.count == 2, let width = sides[0], let height = sides[1], width.isFinite, height.isFinite else {
                throw .invalidValue(parameter: name, value: text, expected: kind.summary)
            }
            guard range.contains(width), range.contains(height) else { throw .outOfRange(parameter: name, value: text, expected: kind.summary) }
            return .choice(width.shortDescription + "," + height.shortDescription)
        default:
            // A wrong type: in a list, say what one value is; else everything the parameter takes.
            throw .invalidValue(parameter: name, value: value.description, expected: inList ? kind.summary : self.kind.summary)
        }
    }

    /// Reads a value from text, as given on the command line or in the REPL.
    ///
    /// A per-section parameter reads one value, or a list of values
    /// separated by ``ParameterKind/listSeparator`` (`2,3`; `0,10,0,10;20`).
    ///
    /// - Throws: ``ParameterError`` when the text is not a valid value,
    ///   ``ParameterError/invalidListValue(parameter:position:count:reason:)``
    ///   naming the position of a bad value in a list.
    /// - Complexity: O(t) for t characters.
    public func parse(_ text: String) throws(ParameterError) -> ParameterValue {
        guard case .perSection(let element) = kind else { return try parse(text, as: kind, inList: false) }
        let parts = text.split(separator: element.listSeparator, omittingEmptySubsequences: false)
        guard parts.count > 1 else { return try parse(text, as: element, inList: false) }
        var values: [ParameterValue] = []
        values.reserveCapacity(parts.count)
        for (index, part) in parts.enumerated() {
            do throws(ParameterError) {
                values.append(try parse(String(part), as: element, inList: true))
            } catch {
                throw .invalidListValue(parameter: name, position: index + 1, count: parts.count, reason: error)
            }
        }
        return .perSection(values)
    }

    /// Reads a value of a single-value kind from text, the whole text or
    /// one value of a list.
    private func parse(_ text: String, as kind: ParameterKind, inList: Bool) throws(ParameterError) -> ParameterValue {
        let trimmed = text.trimmingWhitespace()
        // Text of the wrong form: in a list, say what one value is; else everything the parameter takes.
        let invalid = ParameterError.invalidValue(parameter: name, value: inList ? trimmed : text,
                                                  expected: inList ? kind.summary : self.kind.summary)
        switch kind {
        case .number:
            guard let number = NumberSyntax.parse(trimmed) else { throw invalid }
            return try validate(.number(number), as: kind, inList: inList)
        case .integer:
            guard let integer = Int(trimmed) else { throw invalid }
            return try validate(.integer(integer), as: kind, inList: inList)
        case .bool:
            switch trimmed.lowercased() {
            case "true", "yes", "1", "on": return .bool(true)
            case "false", "no", "0", "off": return .bool(false)
            default: throw invalid
            }
        case .choice:
            return try validate(.choice(trimmed), as: kind, inList: inList)
        case .insets:
            let parts = trimmed.split(separator: ",", omittingEmptySubsequences: false).map { NumberSyntax.parse($0.trimmingWhitespace()) }
            guard parts.count == 1 || parts.count == 4, parts.allSatisfy({ $0 != nil }) else { throw invalid }
            let values = parts.map { $0! }
            let insets = values.count == 1
                ? Insets(all: values[0])
                : Insets(top: values[0], left: values[1], bottom: values[2], right: values[3])
            return try validate(.insets(insets), as: kind, inList: inList)
        case .size:
            return try validate(.choice(trimmed), as: kind, inList: inList)
        case .perSection:
            preconditionFailure("a per-section parameter holds single values")
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
