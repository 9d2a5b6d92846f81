extension CompositionalConfiguration {
    /// Reads a compositional layout from a JSON spec file (`mosaic layout
    /// compositional --spec FILE`).
    ///
    /// The spec mirrors UIKit's names; see "Compositional spec files" in
    /// `docs/json-format.md`:
    ///
    /// ```json
    /// {"scrollDirection": "vertical",
    ///  "sections": [{
    ///    "group": {"arrangement": "horizontal",
    ///              "size": {"width": {"fractionalWidth": 0.9}, "height": {"estimated": 200}},
    ///              "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalWidth": 1}}}]},
    ///    "orthogonalScrollingBehavior": "groupPaging",
    ///    "boundarySupplementaryItems": [{"kind": "header", "alignment": "topLeading",
    ///                                    "size": {"width": {"fractionalWidth": 1}, "height": 50}}]
    ///  }]}
    /// ```
    ///
    /// Section `i` of the data uses `sections[i]` and later sections the
    /// last; `"section": {…}` gives one section for all. Custom groups and
    /// section providers are functions, which only Lua can give.
    ///
    /// - Parameters:
    ///   - bytes: UTF-8 JSON text.
    ///   - file: the file name to put in errors.
    /// - Throws: ``JSONError`` naming the line, column and JSON path of the
    ///   first bad value: a syntax error, an unknown key (listing the known
    ///   ones), a value of the wrong type, an unknown name (listing the valid
    ///   ones), a fraction ≤ 0, a negative size, a group with no subitems, a
    ///   count < 1, nested counts past ``CompositionalLimits/maximumItemCount``
    ///   items, or two views of one kind where they would clash.
    /// - Complexity: O(n) in the length of the text.
    public static func parse(json bytes: [UInt8], file: String) throws(JSONError) -> CompositionalConfiguration {
        let tree: JSONValue
        do throws(JSONError) {
            tree = try JSONParser.parse(bytes, file: file)
        } catch var error {
            error.file = file
            throw error
        }
        do throws(CompositionalSpecError) {
            return try read(tree)
        } catch {
            throw error.jsonError(file: file)
        }
    }

    /// Reads a compositional layout from a value tree: one parsed from JSON,
    /// or one read from a table of another language (a Lua table), whose
    /// functions `functions` turns into providers.
    ///
    /// This is the one reader of compositional descriptions; every rule
    /// and limit of the format, and every message, is the same whatever the
    /// tree came from, shown in `notation`.
    ///
    /// - Throws: ``CompositionalSpecError`` naming the path (and the line
    ///   and column, when the tree has them) of the first bad value; what
    ///   ``validate()`` finds.
    /// - Complexity: O(n) for n values in the tree.
    package static func read(
        _ tree: JSONValue, notation: SpecNotation = .json, functions: SpecFunctions = .none
    ) throws(CompositionalSpecError) -> CompositionalConfiguration {
        try SpecReader(notation: notation, functions: functions).configuration(tree)
    }
}

extension CompositionalSection {
    /// Reads one section from a value tree, as ``CompositionalConfiguration/read(_:notation:functions:)``
    /// reads each: what a section provider's function returns, say.
    ///
    /// - Parameter layoutKinds: the kinds of the layout's own boundary
    ///   views, which the section's may not reuse.
    /// - Throws: ``CompositionalSpecError`` naming the first bad value.
    /// - Complexity: O(n) for n values in the tree.
    package static func read(
        _ tree: JSONValue, notation: SpecNotation, functions: SpecFunctions = .none, layoutKinds: Set<String> = []
    ) throws(CompositionalSpecError) -> CompositionalSection {
        try SpecReader(notation: notation, functions: functions).section(tree, path: .root, layoutKinds: layoutKinds)
    }
}

extension CustomGroupProvider.Item {
    /// Reads the frames a custom group's function returned, from a value tree.
    ///
    /// - Parameter most: how many items are left (a group holds from 1 to that many).
    /// - Throws: ``CompositionalSpecError`` naming the first bad value.
    /// - Complexity: O(n) for n values in the tree.
    package static func read(_ tree: JSONValue, notation: SpecNotation, most: Int) throws(CompositionalSpecError) -> [CustomGroupProvider.Item] {
        try SpecReader(notation: notation, functions: .none).customFrames(tree, path: .root, most: most)
    }
}
