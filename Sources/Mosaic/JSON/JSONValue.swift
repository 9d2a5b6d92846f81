/// A parsed JSON document that remembers where each value stood, so that a
/// complaint about a value can name its line, column and JSON path.
package struct JSONValue: Sendable {
    /// What the value is.
    package enum Content: Sendable {
        case null
        case bool(Bool)
        case number(Double)
        case string(String)
        case array([JSONValue])
        /// Members in the order they were written; keys are unique.
        case object([(key: String, value: JSONValue)])
        /// A value of another language that JSON has no form for, in a tree
        /// read from that language (a Lua function, say). The JSON parser
        /// never makes one.
        case foreign(Foreign)
    }

    /// A value of another language that JSON has no form for: the reader
    /// that made the tree knows what ``id`` stands for, and the readers of
    /// the tree hand it back (``SpecFunctions``).
    package struct Foreign: Hashable, Sendable {
        /// What the value is to the reader that made the tree.
        package var id: Int
        /// The value's type for messages: `"a function"`.
        package var typeDescription: String
        /// Whether the value can be called.
        package var isFunction: Bool

        /// Creates a foreign value.
        package init(id: Int, typeDescription: String, isFunction: Bool) {
            self.id = id
            self.typeDescription = typeDescription
            self.isFunction = isFunction
        }
    }

    /// The value.
    package var content: Content
    /// The 1-based line the value starts on.
    package var line: Int
    /// The 1-based column the value starts at, counted in Unicode scalars.
    package var column: Int

    /// Creates a value at a position.
    package init(_ content: Content, line: Int = 1, column: Int = 1) {
        self.content = content
        self.line = line
        self.column = column
    }

    /// The member named `key`, if this is an object that has one.
    ///
    /// - Complexity: O(m) for m members.
    package subscript(key: String) -> JSONValue? {
        guard case .object(let members) = content else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A short name of the value's type, for messages: `"a number"`, `"an object"`, …
    package var typeDescription: String {
        switch content {
        case .null: "null"
        case .bool: "a Boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        case .foreign(let value): value.typeDescription
        }
    }
}
