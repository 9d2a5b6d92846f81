/// An object of a compositional description being read: its members,
/// checked against the keys its kind of object has, and its path, for
/// messages.
///
/// Every reader of the description goes through this type, so that every
/// complaint about an object has the same form.
struct SpecObject {
    /// The reader, for messages.
    let reader: SpecReader
    /// The object itself.
    let value: JSONValue
    /// Where the object is in the description.
    let path: SpecPath
    /// What the object is, for messages: `"a section"`, `"an item"`.
    let what: String
    private let members: [(key: String, value: JSONValue)]

    /// Checks that `value` is an object with no key outside `keys`.
    ///
    /// - Throws: ``CompositionalSpecError`` for a value that is not an
    ///   object, or for the first unknown key, listing the known ones (and
    ///   the nearest, when one looks like a misspelling of it).
    /// - Complexity: O(m · k) for m members and k keys.
    init(_ reader: SpecReader, _ value: JSONValue, path: SpecPath, what: String, keys: [String]) throws(CompositionalSpecError) {
        guard let members = reader.members(value) else {
            throw reader.error(at: value, path, "expected \(what) (\(reader.notation.objectTypeName)), found \(reader.describe(value))")
        }
        let notation = reader.notation
        for (key, member) in members where !keys.contains(key) {
            var message = "unknown key \(notation.mention(key)) in \(what)"
            if let guess = KeySuggestion.nearest(to: key, among: keys) { message += " (did you mean \(notation.mention(guess))?)" }
            throw reader.error(at: member, path.appending(key), message + "; expected " + notation.keys(keys))
        }
        self.reader = reader
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
    /// - Throws: ``CompositionalSpecError`` at the object when there is none.
    func required(_ key: String, _ expectation: String) throws(CompositionalSpecError) -> JSONValue {
        guard let member = self[key] else {
            throw error("\(what) needs \(reader.notation.key(key)) (\(expectation))")
        }
        return member
    }

    /// Reads the member named `key` with `read`, if there is one.
    func optional<T>(_ key: String, _ read: (JSONValue, SpecPath) throws(CompositionalSpecError) -> T) throws(CompositionalSpecError) -> T? {
        guard let member = self[key] else { return nil }
        return try read(member, path.appending(key))
    }

    /// Reads the member named `key` with `read`.
    ///
    /// - Throws: ``CompositionalSpecError`` at the object when there is
    ///   none, or what `read` throws.
    func read<T>(_ key: String, _ expectation: String, _ read: (JSONValue, SpecPath) throws(CompositionalSpecError) -> T) throws(CompositionalSpecError) -> T {
        try read(try required(key, expectation), path.appending(key))
    }

    /// An error about the object as a whole.
    func error(_ message: String) -> CompositionalSpecError {
        reader.error(at: value, path, message)
    }
}

extension JSONValue {
    /// Whether the value is the string `text`.
    func isString(_ text: String) -> Bool {
        if case .string(let string) = content { return string == text }
        return false
    }

    /// The member named `key` of an object, as ``subscript(_:)``.
    func has(_ key: String) -> Bool { self[key] != nil }
}
