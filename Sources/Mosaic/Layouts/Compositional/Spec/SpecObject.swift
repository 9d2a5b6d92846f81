/// A JSON object of a compositional spec being read: its members, checked
/// against the keys its kind of object has, and its path, for messages.
///
/// Every reader of the spec goes through this type, so that every complaint
/// has the same form: `file:line:column: $.path.to.value: what is wrong`.
struct SpecObject {
    /// The object itself.
    let value: JSONValue
    /// Where the object is in the document.
    let path: JSONPath
    /// What the object is, for messages: `"a section"`, `"an item"`.
    let what: String
    private let members: [(key: String, value: JSONValue)]

    /// Checks that `value` is an object with no key outside `keys`.
    ///
    /// - Throws: ``JSONError`` for a value that is not an object, or for the
    ///   first unknown key, listing the known ones (and the nearest, when one
    ///   looks like a misspelling of it).
    /// - Complexity: O(m · k) for m members and k keys.
    init(_ value: JSONValue, path: JSONPath, what: String, keys: [String]) throws(JSONError) {
        guard case .object(let members) = value.content else {
            throw JSONError(at: value, path: path, "expected \(what) (an object), found \(SpecValues.describe(value))")
        }
        for (key, member) in members where !keys.contains(key) {
            var message = "unknown key \(JSONWriter.quoted(key)) in \(what)"
            if let guess = KeySuggestion.nearest(to: key, among: keys) { message += " (did you mean \(JSONWriter.quoted(guess))?)" }
            message += "; expected " + keys.map(JSONWriter.quoted).joined(separator: ", ")
            throw JSONError(at: member, path: path.appending(key), message)
        }
        self.value = value
        self.path = path
        self.what = what
        self.members = members
    }

    /// The member named `key`, if there is one.
    subscript(key: String) -> JSONValue? {
        members.first { $0.key == key }?.value
    }

    /// Whether the object has a member named `key`.
    func has(_ key: String) -> Bool { self[key] != nil }

    /// The member named `key`.
    ///
    /// - Throws: ``JSONError`` at the object when there is none.
    func required(_ key: String, _ expectation: String) throws(JSONError) -> JSONValue {
        guard let member = self[key] else {
            throw JSONError(at: value, path: path, "\(what) needs \(JSONWriter.quoted(key)) (\(expectation))")
        }
        return member
    }

    /// Reads the member named `key` with `read`, if there is one.
    func optional<T>(_ key: String, _ read: (JSONValue, JSONPath) throws(JSONError) -> T) throws(JSONError) -> T? {
        guard let member = self[key] else { return nil }
        return try read(member, path.appending(key))
    }

    /// Reads the member named `key` with `read`.
    ///
    /// - Throws: ``JSONError`` at the object when there is none, or what
    ///   `read` throws.
    func read<T>(_ key: String, _ expectation: String, _ read: (JSONValue, JSONPath) throws(JSONError) -> T) throws(JSONError) -> T {
        try read(try required(key, expectation), path.appending(key))
    }

    /// An error about the object as a whole.
    func error(_ message: String) -> JSONError {
        JSONError(at: value, path: path, message)
    }
}
