/// The reader of a list section: a section's `"list"` member, UIKit's
/// `UICollectionLayoutListConfiguration` (see ``ListConfiguration``).
extension SpecReader {
    /// The keys of a section's `list`.
    static let listKeys = ["appearance", "headerMode", "footerMode", "headerTopPadding"]

    /// The section the `list` member of a section describes, or `nil` when
    /// it has none: `{"appearance": "insetGrouped", "headerMode": "supplementary",
    /// "footerMode": "none", "headerTopPadding": 0}`, `appearance` required,
    /// the rest optional (UIKit's defaults: no header, no footer, automatic
    /// padding).
    ///
    /// - Throws: ``CompositionalSpecError`` for a section with both a list
    ///   and a group, an unknown key or name (with the nearest one), a
    ///   missing appearance, a padding that is not a number of points.
    /// - Complexity: O(1).
    func listSection(_ section: SpecObject) throws(CompositionalSpecError) -> CompositionalSection? {
        guard let value = section["list"] else { return nil }
        let n = notation
        if let group = section["group"] {
            throw error(
                at: group, section.path.appending("group"),
                "a list section's rows come from its \(n.key("list")); give \(n.key("list")) or \(n.key("group")), not both"
            )
        }
        let object = try SpecObject(self, value, path: section.path.appending("list"), what: "a list configuration", keys: Self.listKeys)
        let appearances = ListConfiguration.Appearance.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        var list = ListConfiguration(
            appearance: try object.read("appearance", "one of \(appearances)") { value, path throws(CompositionalSpecError) in
                try choice(value, path: path, what: "list appearance")
            }
        )
        list.headerMode = try object.optional("headerMode") { value, path throws(CompositionalSpecError) in
            try choice(value, path: path, what: "list header mode")
        } ?? .none
        list.footerMode = try object.optional("footerMode") { value, path throws(CompositionalSpecError) in
            try choice(value, path: path, what: "list footer mode")
        } ?? .none
        list.headerTopPadding = try object.optional("headerTopPadding") { value, path throws(CompositionalSpecError) in
            try points(value, path: path, what: "headerTopPadding")
        }
        return list.section()
    }

    /// The error for a list whose own header or footer (a section that does
    /// not give its own `boundarySupplementaryItems`) has the kind of a
    /// layout-wide boundary view, which shares section 0's index path; `nil` when none clashes.
    func listKindClash(_ items: [BoundarySupplementaryItem], layoutKinds: Set<String>, object: SpecObject) -> CompositionalSpecError? {
        guard !object.has("boundarySupplementaryItems"), let value = object["list"],
              let clash = items.first(where: { layoutKinds.contains($0.elementKind) })
        else { return nil }
        let layoutPath = SpecPath.root.appending("boundarySupplementaryItems").rendered(in: notation)
        let mode = clash.elementKind == FlowLayout.headerKind ? "headerMode" : "footerMode"
        return error(
            at: value, object.path.appending("list"),
            "the list's \(clash.elementKind) view has kind \(JSONWriter.quoted(clash.elementKind)), already the kind of a layout-wide boundary item (\(layoutPath)), which shares index path (0, 0) with section 0's; give the layout's item another kind, or set \(notation.mention(mode)) to \"none\""
        )
    }
}
