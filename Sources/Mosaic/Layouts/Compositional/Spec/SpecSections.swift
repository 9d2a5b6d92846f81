/// Readers of the sections of a compositional description and of the
/// description as a whole.
extension SpecReader {
    /// The keys of the top-level object (and `preferredSize` where functions are allowed).
    static let configurationKeys = [
        "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "sections", "section", "contentInsetsReference",
    ]
    /// The keys of a section.
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
        "contentInsetsReference", "supplementaryContentInsetsReference", "list",
    ]

    /// `{"scrollDirection": "vertical", "interSectionSpacing": 0,
    /// "boundarySupplementaryItems": [BOUNDARY, …], "sections": [SECTION, …],
    /// "contentInsetsReference": "automatic"}`,
    /// or `"section": SECTION` instead of `"sections"` for one section used
    /// by all (or a function, a section provider); `"preferredSize":
    /// FUNCTION` where functions are allowed.
    func configuration(_ value: JSONValue) throws(CompositionalSpecError) -> CompositionalConfiguration {
        let keys = Self.configurationKeys + (functions.preferredSize != nil ? ["preferredSize"] : [])
        let object = try SpecObject(self, value, path: .root, what: "a compositional spec", keys: keys)
        let scrollDirection: ScrollDirection = try object.optional("scrollDirection") { value, path throws(CompositionalSpecError) in
            try choice(value, path: path, what: "scroll direction")
        } ?? .vertical
        let interSectionSpacing = try object.optional("interSectionSpacing") { value, path throws(CompositionalSpecError) in
            try points(value, path: path, what: "interSectionSpacing")
        } ?? 0
        let layoutItems = try object.optional("boundarySupplementaryItems", boundaryItems) ?? []
        let layoutKinds = Set(layoutItems.map(\.elementKind))
        let section = { (value: JSONValue, path: SpecPath) throws(CompositionalSpecError) in
            try self.section(value, path: path, layoutKinds: layoutKinds)
        }
        let n = notation
        let sectionProvider = functions.sectionProvider
        let sections: CompositionalConfiguration.Sections
        switch (object["sections"], object["section"]) {
        case (let list?, nil):
            sections = .list(try array(list, path: .root.appending("sections"), what: "sections", allowsEmpty: false, section))
        case (nil, let one?):
            if let sectionProvider, let function = function(one) {
                sections = .provider(try self.provider(one, path: .root.appending("section")) { sectionProvider.make(function, layoutKinds) })
            } else {
                sections = .uniform(try section(one, .root.appending("section")))
            }
        case (.some, .some):
            let one = sectionProvider == nil ? "one for all" : "one for all, or a function"
            throw object.error("a spec has \(n.key("sections")) (a list: section i uses sections[i], later ones the last) or \(n.key("section")) (\(one)), not both")
        case (nil, nil):
            let list = "\(n.pair("sections", n.list("SECTION, …"))) (section i uses sections[i], later ones the last)"
            let one = "\(n.pair("section", "SECTION")) (one for all)"
            let choices = sectionProvider.map { "\(list), \(one) or \(n.pair("section", $0.form.signature))" } ?? "\(list) or \(one)"
            throw object.error("a spec needs \(choices)")
        }
        let preferredSize = try functions.preferredSize.flatMap { kind throws(CompositionalSpecError) in
            try object.optional("preferredSize") { value, path throws(CompositionalSpecError) in
                let function = try function(value, path: path, form: kind.form)
                return try provider(value, path: path) { kind.make(function) }
            }
        }
        return CompositionalConfiguration(
            sections: sections,
            scrollDirection: scrollDirection,
            interSectionSpacing: interSectionSpacing,
            boundarySupplementaryItems: layoutItems,
            preferredSize: preferredSize,
            contentInsetsReference: try insetsReference(object, "contentInsetsReference")
        )
    }

    /// `{"group": GROUP, "contentInsets": INSETS, "interGroupSpacing": 0,
    /// "orthogonalScrollingBehavior": "none", "boundarySupplementaryItems": [BOUNDARY, …],
    /// "decorationItems": [DECORATION, …], "supplementariesFollowContentInsets": true,
    /// "contentInsetsReference": "automatic", "supplementaryContentInsetsReference": "automatic"}`,
    /// and `"visibleItemsInvalidationHandler": FUNCTION` where functions are allowed;
    /// group is required, unless the section is a list (`"list": LIST`,
    /// ``listSection(_:)``): then the list gives the group, and every other
    /// key given replaces what the list gave. `layoutKinds` are the kinds of
    /// the layout-wide boundary views, which share section 0's index path.
    func section(_ value: JSONValue, path: SpecPath, layoutKinds: Set<String>) throws(CompositionalSpecError) -> CompositionalSection {
        let keys = Self.sectionKeys + (functions.visibleItemsHandler != nil ? ["visibleItemsInvalidationHandler"] : [])
        let object = try SpecObject(self, value, path: path, what: "a section", keys: keys)
        return try section(object, layoutKinds: layoutKinds, list: try listSection(object))
    }

    /// A section's members read over `list`'s section (each key given
    /// replaces the list's value), or over UIKit's defaults.
    private func section(_ object: SpecObject, layoutKinds: Set<String>, list: CompositionalSection?) throws(CompositionalSpecError) -> CompositionalSection {
        let path = object.path
        let boundaryItems = try object.optional("boundarySupplementaryItems", boundaryItems) ?? list?.boundarySupplementaryItems ?? []
        if list != nil, let kinds = listKindClash(boundaryItems, layoutKinds: layoutKinds, object: object) { throw kinds }
        if let elements = object["boundarySupplementaryItems"].flatMap(elements),
           let index = boundaryItems.firstIndex(where: { layoutKinds.contains($0.elementKind) }) {
            let layoutPath = SpecPath.root.appending("boundarySupplementaryItems").rendered(in: notation)
            throw error(
                at: elements[index]["kind"] ?? elements[index], path.appending("boundarySupplementaryItems").appending(index).appending("kind"),
                "kind \(JSONWriter.quoted(boundaryItems[index].elementKind)) is already the kind of a layout-wide boundary item (\(layoutPath)), which shares index path (0, 0) with section 0's; give it its own kind"
            )
        }
        let reserved = layoutKinds.union(boundaryItems.map(\.elementKind))
        let n = notation
        let groupExample = n.record([("arrangement", "\"horizontal\""), ("size", "…"), ("subitems", n.list("…"))])
        let listExample = n.pair("list", n.record([("appearance", "\"insetGrouped\"")]))
        let sectionGroup: CompositionalGroup
        if let list {
            sectionGroup = list.group
        } else {
            sectionGroup = try object.read("group", "\(groupExample), or \(listExample) for a list section") { value, path throws(CompositionalSpecError) in
                if !value.has("arrangement"), !value.has("custom"), members(value) != nil {
                    let custom = functions.customGroup.map { ", or " + n.pair("custom", $0.form.signature) } ?? ""
                    throw error(at: value, path, "a section's group needs \(arrangementExample)\(custom)")
                }
                return try group(value, path: path, reserved: reserved).0
            }
        }
        let contentInsets = try object.optional("contentInsets", insets)
        let contentReference = try insetsReference(object, "contentInsetsReference", otherwise: list?.contentInsetsReference)
        let supplementaryReference = try insetsReference(object, "supplementaryContentInsetsReference", otherwise: list?.supplementaryContentInsetsReference)
        var section = CompositionalSection(
            group: sectionGroup,
            contentInsets: contentInsets ?? list?.contentInsets ?? .zero,
            interGroupSpacing: try object.optional("interGroupSpacing") { value, path throws(CompositionalSpecError) in
                try points(value, path: path, what: "interGroupSpacing")
            } ?? 0,
            orthogonalScrollingBehavior: try object.optional("orthogonalScrollingBehavior") { value, path throws(CompositionalSpecError) in
                try choice(value, path: path, what: "orthogonal scrolling behavior")
            } ?? .none,
            boundarySupplementaryItems: boundaryItems,
            decorationItems: try object.optional("decorationItems", decorationItems) ?? [],
            supplementariesFollowContentInsets: try object.optional("supplementariesFollowContentInsets", bool) ?? true,
            contentInsetsReference: contentReference,
            supplementaryContentInsetsReference: supplementaryReference
        )
        section.list = list?.list
        section.visibleItemsInvalidationHandler = try functions.visibleItemsHandler.flatMap { kind throws(CompositionalSpecError) in
            try object.optional("visibleItemsInvalidationHandler") { value, path throws(CompositionalSpecError) in
                let function = try function(value, path: path, form: kind.form)
                return try provider(value, path: path) { kind.make(function) }
            }
        }
        return section
    }

    /// A `UIContentInsetsReference` at `key` of `object`: `"automatic"`
    /// (the default, unless `otherwise` gives one), `"none"`, `"safeArea"`,
    /// `"layoutMargins"` or `"readableContent"`.
    private func insetsReference(
        _ object: SpecObject, _ key: String, otherwise: ContentInsetsReference? = nil
    ) throws(CompositionalSpecError) -> ContentInsetsReference {
        try object.optional(key) { value, path throws(CompositionalSpecError) in
            try choice(value, path: path, what: "content insets reference")
        } ?? otherwise ?? .automatic
    }
}
