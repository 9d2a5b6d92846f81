import Mosaic
import Testing

/// Typed reads of the exported JSON, recording an issue for a missing or
/// mistyped member.
extension JSONValue {
    var number: Double? {
        if case .number(let value) = content { return value }
        return nil
    }

    var string: String? {
        if case .string(let value) = content { return value }
        return nil
    }

    var array: [JSONValue] {
        if case .array(let values) = content { return values }
        Issue.record("expected an array at \(line):\(column)")
        return []
    }

    /// The members of an object, in order.
    var keys: [String] {
        if case .object(let members) = content { return members.map(\.key) }
        return []
    }

    /// A number member.
    func number(_ key: String) -> Double {
        guard let value = self[key]?.number else {
            Issue.record("no number \"\(key)\" at \(line):\(column)")
            return .nan
        }
        return value
    }

    /// A `{"x", "y", "width", "height"}` member.
    func rect(_ key: String) -> Rect {
        guard let value = self[key] else {
            Issue.record("no rect \"\(key)\" at \(line):\(column)")
            return Rect(x: .nan, y: .nan, width: .nan, height: .nan)
        }
        return Rect(x: value.number("x"), y: value.number("y"), width: value.number("width"), height: value.number("height"))
    }

    /// The `elements` of an exported layout.
    var elements: [JSONValue] { self["elements"]?.array ?? [] }
}
