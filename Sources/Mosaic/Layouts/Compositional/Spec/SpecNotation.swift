/// How a compositional description was written — a JSON spec file, or a
/// table of another language such as Lua — so that the one spec reader's
/// messages show keys, paths, lists and examples the way the author wrote
/// them: `$.sections[0].group: a group needs "size" ({"width": …, "height": …})`
/// in JSON, `sections[1].group: a group needs size ({width = …, height = …})`
/// in Lua.
///
/// Only the syntax differs between notations; the rules and the wording are
/// the reader's, one set for every notation.
package struct SpecNotation: Hashable, Sendable {
    /// How a path starts: `$` in JSON, nothing (or the name of a function's
    /// result) in Lua.
    package var rootName: String
    /// The position of the first element of a list: 0 in JSON, 1 in Lua.
    package var firstIndex: Int
    /// What surrounds a key where the text shows one: `"` in JSON, nothing in Lua.
    package var keyQuote: String
    /// What surrounds a key named in a sentence of its own (`unknown key …`):
    /// `"` in JSON, `'` in Lua.
    package var mentionQuote: String
    /// What separates a key from its value: `": "` in JSON, `" = "` in Lua.
    package var assignment: String
    /// What opens and closes a list: `[` and `]` in JSON, `{` and `}` in Lua.
    package var listOpen: String, listClose: String
    /// What the text calls a list: `an array` in JSON, `a list` in Lua.
    package var listName: String
    /// The type of a list and of an object as messages name them when found
    /// where something else was expected.
    package var arrayTypeName: String, objectTypeName: String
    /// An empty list as messages name it: `an empty array`, `an empty table`.
    package var emptyListName: String
    /// Whether an empty list and an empty object are one value (a Lua `{}`),
    /// each read as the other where the other is expected.
    package var emptyContainersAreOne: Bool

    /// Creates a notation.
    package init(
        rootName: String, firstIndex: Int, keyQuote: String, mentionQuote: String, assignment: String,
        listOpen: String, listClose: String, listName: String, arrayTypeName: String, objectTypeName: String,
        emptyListName: String, emptyContainersAreOne: Bool
    ) {
        self.rootName = rootName
        self.firstIndex = firstIndex
        self.keyQuote = keyQuote
        self.mentionQuote = mentionQuote
        self.assignment = assignment
        self.listOpen = listOpen
        self.listClose = listClose
        self.listName = listName
        self.arrayTypeName = arrayTypeName
        self.objectTypeName = objectTypeName
        self.emptyListName = emptyListName
        self.emptyContainersAreOne = emptyContainersAreOne
    }

    /// JSON spec files (`docs/json-format.md`).
    package static let json = SpecNotation(
        rootName: "$", firstIndex: 0, keyQuote: "\"", mentionQuote: "\"", assignment: ": ",
        listOpen: "[", listClose: "]", listName: "an array", arrayTypeName: "an array", objectTypeName: "an object",
        emptyListName: "an empty array", emptyContainersAreOne: false
    )

    /// The same notation with paths starting at `name`: the result of a
    /// function, say.
    package func rooted(at name: String) -> SpecNotation {
        var notation = self
        notation.rootName = name
        return notation
    }

    // MARK: - Rendering

    /// A key where the text shows one: `"size"`, or `size`.
    func key(_ name: String) -> String { keyQuote + name + keyQuote }

    /// Keys as a list of choices: `"a", "b", "c"`.
    func keys(_ names: [String]) -> String { names.map(key).joined(separator: ", ") }

    /// A key named in a sentence: `"size"`, or `'size'`.
    func mention(_ name: String) -> String {
        mentionQuote + InputQuote.escaped(name, escapingQuotes: mentionQuote == "\"") + mentionQuote
    }

    /// A key with its value: `"count": N`, or `count = N`.
    func pair(_ name: String, _ value: String) -> String { key(name) + assignment + value }

    /// An object of these members: `{"width": …, "height": …}`, or `{width = …, height = …}`.
    func record(_ members: [(String, String)]) -> String {
        "{" + members.map { pair($0.0, $0.1) }.joined(separator: ", ") + "}"
    }

    /// An object whose members' values are left out: `{"width": …, "height": …}`.
    func record(_ names: String...) -> String { record(names.map { ($0, "…") }) }

    /// A list of `content`: `[ITEM, …]`, or `{ITEM, …}`.
    func list(_ content: String) -> String { listOpen + content + listClose }
}
