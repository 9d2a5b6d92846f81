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
    ///   count < 1, or two views of one kind where they would clash.
    /// - Complexity: O(n) in the length of the text.
    public static func parse(json bytes: [UInt8], file: String) throws(JSONError) -> CompositionalConfiguration {
        do throws(JSONError) {
            return try SpecSections.configuration(try JSONParser.parse(bytes, file: file))
        } catch var error {
            error.file = file
            throw error
        }
    }
}
