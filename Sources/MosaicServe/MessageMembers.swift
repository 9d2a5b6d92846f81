import Mosaic

/// The members of one message object, read one by one; each member read is
/// ticked off, so that ``checkNoOthers()`` can refuse the rest.
final class MessageMembers {
    /// The message type, for errors.
    let type: String
    private let members: [(key: String, value: JSONValue)]
    private var used: Set<String> = ["type", "seq"]

    init(type: String, members: [(key: String, value: JSONValue)]) {
        self.type = type
        self.members = members
    }

    /// An error about this message: `scroll: $.offset.y: …`.
    func error(_ message: String) -> ServeRequestError {
        ServeRequestError(message: "\(type): \(message)")
    }

    /// The member `key`, if the message has it.
    func optional(_ key: String) -> JSONValue? {
        used.insert(key)
        return members.first { $0.key == key }?.value
    }

    /// The member `key`.
    ///
    /// - Throws: when it is missing.
    func required(_ key: String) throws(ServeRequestError) -> JSONValue {
        guard let value = optional(key) else { throw error("$.\(key): missing") }
        return value
    }

    /// Throws for the first member no reader asked for.
    func checkNoOthers() throws(ServeRequestError) {
        guard let extra = members.first(where: { !used.contains($0.key) }) else { return }
        let expected = used.subtracting(["type", "seq"]).sorted().joined(separator: ", ")
        throw error("unknown member \(ServeRequestReader.quoted(extra.key)); a \(type) message has type, seq\(expected.isEmpty ? "" : ", " + expected)")
    }

    /// A finite number.
    func finite(_ value: JSONValue, path: String) throws(ServeRequestError) -> Double {
        guard case .number(let number) = value.content else {
            throw error("\(path): expected a number, found \(ServeRequestReader.describe(value))")
        }
        guard number.isFinite else { throw error("\(path): expected a finite number") }
        return number
    }

    /// A coordinate of an offset, from −1e12 to 1e12 (``ViewRules/maximumOffset``).
    func coordinate(_ value: JSONValue, path: String) throws(ServeRequestError) -> Double {
        let number = try finite(value, path: path)
        guard abs(number) <= ViewRules.maximumOffset else {
            throw error("\(path): \(number.shortDescription) is out of range: each coordinate must be from -\(ViewRules.maximumOffset.shortDescription) to \(ViewRules.maximumOffset.shortDescription)")
        }
        return number
    }

    /// A whole number ≥ 0 (a section index).
    func index(_ value: JSONValue, path: String, maximum: Int = 1_000_000_000) throws(ServeRequestError) -> Int {
        guard case .number(let number) = value.content, number >= 0, number <= Double(maximum), number.rounded() == number else {
            throw error("\(path): expected a whole number from 0 to \(maximum), found \(ServeRequestReader.describe(value))")
        }
        return Int(number)
    }

    /// `{"x": X, "y": Y}` with members read by `read`.
    private func point(_ value: JSONValue, path: String, read: (JSONValue, String) throws(ServeRequestError) -> Double) throws(ServeRequestError) -> Point {
        guard case .object(let members) = value.content else {
            throw error("\(path): expected {\"x\": X, \"y\": Y}, found \(ServeRequestReader.describe(value))")
        }
        if let extra = members.first(where: { $0.key != "x" && $0.key != "y" }) {
            throw error("\(path): unknown member \(ServeRequestReader.quoted(extra.key)); expected x and y")
        }
        guard let x = value["x"], let y = value["y"] else { throw error("\(path): expected {\"x\": X, \"y\": Y}") }
        return Point(x: try read(x, path + ".x"), y: try read(y, path + ".y"))
    }

    /// A content offset `{"x", "y"}`, each coordinate as ``coordinate(_:path:)``.
    func offset(_ value: JSONValue, path: String) throws(ServeRequestError) -> Point {
        try point(value, path: path) { v, p throws(ServeRequestError) in try coordinate(v, path: p) }
    }

    /// A velocity `{"x", "y"}`, finite.
    func velocity(_ value: JSONValue, path: String) throws(ServeRequestError) -> Point {
        try point(value, path: path) { v, p throws(ServeRequestError) in try finite(v, path: p) }
    }

    /// `{"width": W, "height": H}` as ``ViewRules/viewport(_:)`` allows.
    func viewport(_ value: JSONValue, path: String) throws(ServeRequestError) -> Size {
        guard case .object(let members) = value.content else {
            throw error("\(path): expected {\"width\": W, \"height\": H}, found \(ServeRequestReader.describe(value))")
        }
        if let extra = members.first(where: { $0.key != "width" && $0.key != "height" }) {
            throw error("\(path): unknown member \(ServeRequestReader.quoted(extra.key)); expected width and height")
        }
        guard let width = value["width"], let height = value["height"] else { throw error("\(path): expected {\"width\": W, \"height\": H}") }
        return try checkedViewport(Size(width: try finite(width, path: path + ".width"), height: try finite(height, path: path + ".height")), path: path)
    }

    /// The `width` and `height` members of a `viewport` message.
    func viewportMembers() throws(ServeRequestError) -> Size {
        let size = Size(width: try finite(try required("width"), path: "$.width"), height: try finite(try required("height"), path: "$.height"))
        return try checkedViewport(size, path: "$")
    }

    private func checkedViewport(_ size: Size, path: String) throws(ServeRequestError) -> Size {
        do throws(ViewRuleViolation) {
            return try ViewRules.viewport(size)
        } catch {
            throw self.error("\(path): viewport \(size.width.shortDescription)x\(size.height.shortDescription): \(error.expectation)")
        }
    }

    /// `count` (one section) or `counts` (one per section), within the caps.
    func counts(maximumItemCount: Int) throws(ServeRequestError) -> [Int] {
        let count = optional("count"), counts = optional("counts")
        switch (count, counts) {
        case (let count?, nil):
            return [try index(count, path: "$.count", maximum: maximumItemCount)]
        case (nil, let counts?):
            guard case .array(let elements) = counts.content, !elements.isEmpty else {
                throw error("$.counts: expected an array with one item count per section, such as [6, 10, 15]")
            }
            guard elements.count <= ServeRequestReader.maximumSectionCount else {
                throw error("$.counts: \(elements.count) sections; at most \(ServeRequestReader.maximumSectionCount)")
            }
            var result: [Int] = []
            var total = 0
            for (position, element) in elements.enumerated() {
                let value = try index(element, path: "$.counts[\(position)]", maximum: maximumItemCount)
                total += value
                guard total <= maximumItemCount else { throw error("$.counts: more than \(maximumItemCount) items in all") }
                result.append(value)
            }
            return result
        case (nil, nil):
            throw error("$.count: missing (or $.counts, one count per section)")
        case (_?, _?):
            throw error("$.counts: give count or counts, not both")
        }
    }

    /// A parameter value in the command line's text form: a number, a
    /// Boolean, a string as `-p` takes it, or an array with one number or
    /// string per section.
    func parameterText(_ value: JSONValue, path: String) throws(ServeRequestError) -> String {
        switch value.content {
        case .number: return try finite(value, path: path).shortDescription
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let text):
            guard text.utf8.count <= 4_096 else { throw error("\(path): a value of \(text.utf8.count) bytes; at most 4096") }
            return text
        case .array(let elements) where !elements.isEmpty:
            var parts: [String] = []
            var separator = ","
            for (position, element) in elements.enumerated() {
                switch element.content {
                case .number: parts.append(try finite(element, path: "\(path)[\(position)]").shortDescription)
                case .bool(let flag): parts.append(flag ? "true" : "false")
                case .string(let text):
                    if text.contains(",") { separator = ";" }
                    parts.append(text)
                default:
                    throw error("\(path)[\(position)]: expected a number, a string or a Boolean, found \(ServeRequestReader.describe(element))")
                }
            }
            return parts.joined(separator: separator)
        default:
            throw error("\(path): expected a number, a string, a Boolean or an array with one value per section, found \(ServeRequestReader.describe(value))")
        }
    }
}
