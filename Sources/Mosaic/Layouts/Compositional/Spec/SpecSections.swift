/// Readers of the sections of a compositional spec and of the spec as a whole.
enum SpecSections {
    /// The keys of the top-level object.
    static let configurationKeys = ["scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "sections", "section"]
    /// The keys of a section.
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
    ]

    /// `{"scrollDirection": "vertical", "interSectionSpacing": 0,
    /// "boundarySupplementaryItems": [BOUNDARY, …], "sections": [SECTION, …]}`,
    /// or `"section": SECTION` instead of `"sections"` for one section used by all.
    static func configuration(_ value: JSONValue) throws(JSONError) -> CompositionalConfiguration {
        let object = try SpecObject(value, path: .root, what: "a compositional spec", keys: configurationKeys)
        let scrollDirection: ScrollDirection = try object.optional("scrollDirection") { value, path throws(JSONError) in
            try SpecValues.choice(value, path: path, what: "scroll direction")
        } ?? .vertical
        let interSectionSpacing = try object.optional("interSectionSpacing") { value, path throws(JSONError) in
            try SpecValues.points(value, path: path, what: "interSectionSpacing")
        } ?? 0
        let layoutItems = try object.optional("boundarySupplementaryItems", SpecSupplementary.boundaryItems) ?? []
        let layoutKinds = Set(layoutItems.map(\.elementKind))
        let section = { (value: JSONValue, path: JSONPath) throws(JSONError) in
            try Self.section(value, path: path, layoutKinds: layoutKinds)
        }
        let sections: CompositionalConfiguration.Sections
        switch (object["sections"], object["section"]) {
        case (let list?, nil):
            sections = .list(try SpecValues.array(list, path: .root.appending("sections"), what: "sections", allowsEmpty: false, section))
        case (nil, let one?):
            sections = .uniform(try section(one, .root.appending("section")))
        case (.some, .some):
            throw object.error("a spec has \"sections\" (a list: section i uses sections[i], later ones the last) or \"section\" (one for all), not both")
        case (nil, nil):
            throw object.error("a spec needs \"sections\": [SECTION, …] (section i uses sections[i], later ones the last) or \"section\": SECTION (one for all)")
        }
        return CompositionalConfiguration(
            sections: sections,
            scrollDirection: scrollDirection,
            interSectionSpacing: interSectionSpacing,
            boundarySupplementaryItems: layoutItems
        )
    }

    /// `{"group": GROUP, "contentInsets": INSETS, "interGroupSpacing": 0,
    /// "orthogonalScrollingBehavior": "none", "boundarySupplementaryItems": [BOUNDARY, …],
    /// "decorationItems": [DECORATION, …], "supplementariesFollowContentInsets": true}`;
    /// group is required.
    static func section(_ value: JSONValue, path: JSONPath, layoutKinds: Set<String>) throws(JSONError) -> CompositionalSection {
        let object = try SpecObject(value, path: path, what: "a section", keys: sectionKeys)
        let boundaryItems = try object.optional("boundarySupplementaryItems", SpecSupplementary.boundaryItems) ?? []
        if case .array(let elements)? = object["boundarySupplementaryItems"]?.content,
           let index = boundaryItems.firstIndex(where: { layoutKinds.contains($0.elementKind) }) {
            throw JSONError(
                at: elements[index]["kind"] ?? elements[index], path: path.appending("boundarySupplementaryItems").appending(index).appending("kind"),
                "kind \(JSONWriter.quoted(boundaryItems[index].elementKind)) is already the kind of a layout-wide boundary item ($.boundarySupplementaryItems), which shares index path (0, 0) with section 0's; give it its own kind"
            )
        }
        let reserved = layoutKinds.union(boundaryItems.map(\.elementKind))
        return CompositionalSection(
            group: try object.read("group", "{\"arrangement\": \"horizontal\", \"size\": …, \"subitems\": […]}") { value, path throws(JSONError) in
                if value["arrangement"] == nil, value["custom"] == nil, case .object = value.content {
                    throw JSONError(at: value, path: path, "a section's group needs \"arrangement\": \"horizontal\" or \"vertical\"")
                }
                return try SpecElements.group(value, path: path, reserved: reserved)
            },
            contentInsets: try object.optional("contentInsets", SpecDimensions.insets) ?? .zero,
            interGroupSpacing: try object.optional("interGroupSpacing") { value, path throws(JSONError) in
                try SpecValues.points(value, path: path, what: "interGroupSpacing")
            } ?? 0,
            orthogonalScrollingBehavior: try object.optional("orthogonalScrollingBehavior") { value, path throws(JSONError) in
                try SpecValues.choice(value, path: path, what: "orthogonal scrolling behavior")
            } ?? .none,
            boundarySupplementaryItems: boundaryItems,
            decorationItems: try object.optional("decorationItems", SpecSupplementary.decorationItems) ?? [],
            supplementariesFollowContentInsets: try object.optional("supplementariesFollowContentInsets", SpecValues.bool) ?? true
        )
    }
}
