import Mosaic

/// Reads one message from the page: JSON text at most
/// ``maximumMessageBytes`` long, an object with a known `type` and exactly
/// the members that type takes, every number finite and within the limits
/// the command line's options obey (``ViewRules``, the item and section
/// caps). Anything else is a ``ServeRequestError`` naming the member.
struct ServeRequestReader: Sendable {
    /// The longest message the page may send, in bytes.
    static let maximumMessageBytes = 65_536
    /// The largest `seq`: every integer up to it is exact in a JavaScript number.
    static let maximumSeq = 9_007_199_254_740_992
    /// The most items an `items` request may ask for in all.
    var maximumItemCount: Int
    /// The most sections an `items` request may ask for.
    static let maximumSectionCount = 100_000

    /// Reads `bytes`.
    ///
    /// - Throws: ``ServeRequestError`` for a message too long, not JSON, not
    ///   an object, of an unknown type, with a missing, unknown or bad member.
    /// - Complexity: O(n) in the length of the message.
    func read(_ bytes: [UInt8]) throws(ServeRequestError) -> ServeMessage {
        guard bytes.count <= Self.maximumMessageBytes else {
            throw ServeRequestError(message: "message of \(bytes.count) bytes is longer than the \(Self.maximumMessageBytes) bytes a message may have")
        }
        let root: JSONValue
        do throws(JSONError) {
            root = try JSONParser.parse(bytes)
        } catch {
            throw ServeRequestError(message: "not a JSON message: \(error.line):\(error.column): \(error.message)")
        }
        guard case .object(let members) = root.content else {
            throw ServeRequestError(message: "expected a message object such as {\"type\": \"scroll\", …}, found \(root.typeDescription)")
        }
        var seq: Int? = nil
        if let value = root["seq"] {
            guard case .number(let number) = value.content, number >= 0, number <= Double(Self.maximumSeq), number.rounded() == number else {
                throw ServeRequestError(message: "$.seq: expected a whole number from 0 to 2^53, found \(Self.describe(value))")
            }
            seq = Int(number)
        }
        do throws(ServeRequestError) {
            guard let typeValue = root["type"], case .string(let type) = typeValue.content else {
                throw ServeRequestError(message: "$.type: expected the message type as a string, such as \"scroll\"")
            }
            let message = MessageMembers(type: type, members: members)
            let request = try read(type: type, message)
            try message.checkNoOthers()
            return ServeMessage(seq: seq, request: request)
        } catch var error {
            error.seq = seq
            throw error
        }
    }

    private func read(type: String, _ message: MessageMembers) throws(ServeRequestError) -> ServeRequest {
        switch type {
        case "hello":
            return .hello(viewport: try message.optional("viewport").map { v throws(ServeRequestError) in try message.viewport(v, path: "$.viewport") },
                          offset: try message.optional("offset").map { v throws(ServeRequestError) in try message.offset(v, path: "$.offset") })
        case "scroll":
            return .scroll(try message.offset(try message.required("offset"), path: "$.offset"))
        case "sectionScroll":
            return .sectionScroll(section: try message.index(try message.required("section"), path: "$.section"),
                                  offset: try message.coordinate(try message.required("offset"), path: "$.offset"))
        case "target":
            return .target(offset: try message.offset(try message.required("offset"), path: "$.offset"),
                           velocity: try message.velocity(try message.required("velocity"), path: "$.velocity"))
        case "sectionTarget":
            return .sectionTarget(section: try message.index(try message.required("section"), path: "$.section"),
                                  offset: try message.coordinate(try message.required("offset"), path: "$.offset"),
                                  velocity: try message.finite(try message.required("velocity"), path: "$.velocity"))
        case "set":
            let nameValue = try message.required("parameter")
            guard case .string(let name) = nameValue.content, !name.isEmpty, name.utf8.count <= 256 else {
                throw message.error("$.parameter: expected a parameter's name, found \(Self.describe(nameValue))")
            }
            return .set(parameter: name, value: try message.parameterText(try message.required("value"), path: "$.value"))
        case "items":
            return .items(try message.counts(maximumItemCount: maximumItemCount))
        case "viewport":
            return .viewport(try message.viewportMembers())
        case "update":
            let batch = try message.required("batch")
            do throws(JSONError) {
                return .update(try BatchUpdate.read(json: batch, maximumItemCount: maximumItemCount))
            } catch {
                let path = error.path.map { "$.batch" + $0.description.dropFirst() } ?? "$.batch"
                throw message.error("\(path): \(error.message)")
            }
        case "ping":
            return .ping
        default:
            let known = ["hello", "scroll", "sectionScroll", "target", "sectionTarget", "set", "items", "viewport", "update", "ping"]
            throw ServeRequestError(message: "$.type: unknown message type \(Self.quoted(type)); expected one of \(known.joined(separator: ", "))")
        }
    }

    /// A value for a message: `a string "…"`, `the number 1e+308`, `an array`.
    static func describe(_ value: JSONValue) -> String {
        switch value.content {
        case .number(let number): "the number \(number.shortDescription)"
        case .string(let text): "the string \(quoted(text))"
        case .bool(let flag): flag ? "true" : "false"
        default: value.typeDescription
        }
    }

    /// `text` quoted for a message, cut short past 40 characters.
    static func quoted(_ text: String) -> String {
        let cut = text.count > 40 ? String(text.prefix(40)) + "…" : text
        return InputQuote.quoted(cut, delimiter: "\"")
    }
}
