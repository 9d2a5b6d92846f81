import CLua
import Mosaic

// mosaic.compositional{…}: the table, read into a CompositionalConfiguration.
// The keys are those of JSON spec files (docs/json-format.md, "Compositional
// spec files"), plus what only Lua can give: functions for custom groups,
// for sections (a section provider) and for preferred sizes.
extension LuaSpecReader {
    /// The keys of the table given to `mosaic.compositional`.
    static let configurationKeys = [
        "scrollDirection", "interSectionSpacing", "boundarySupplementaryItems", "sections", "section", "preferredSize",
    ]
    /// The keys of a section.
    static let sectionKeys = [
        "group", "contentInsets", "interGroupSpacing", "orthogonalScrollingBehavior",
        "boundarySupplementaryItems", "decorationItems", "supplementariesFollowContentInsets",
    ]

    /// `{scrollDirection =, interSectionSpacing =, boundarySupplementaryItems
    /// = {…}, sections = {SECTION, …} | section = SECTION | section =
    /// function(index, env) … end, preferredSize = function(section, item,
    /// width, height) … end}`.
    ///
    /// - Throws: ``LuaSpecError`` naming the key path of the first bad value.
    mutating func configuration(_ index: Int32) throws(LuaSpecError) -> CompositionalConfiguration {
        let path = LuaKeyPath.root
        try checkTable(index, path: path, what: "a compositional layout", keys: Self.configurationKeys)
        let layoutItems = try optional(index, "boundarySupplementaryItems", path: path) { reader, value, path throws(LuaSpecError) in
            try reader.boundaryItems(value, path: path)
        } ?? []
        let layoutKinds = Set(layoutItems.map(\.elementKind))
        let sections: CompositionalConfiguration.Sections
        switch (type(index, "sections"), type(index, "section")) {
        case (LUA_TNIL, LUA_TNIL):
            throw LuaSpecError(
                path: path,
                message: "a compositional layout needs sections = {SECTION, …} (section i uses sections[i], later ones the last), section = SECTION (one for all) or section = function(index, env) … end"
            )
        case (_, LUA_TNIL):
            sections = .list(try required(index, "sections", path: path, what: "", "") { reader, value, path throws(LuaSpecError) in
                try reader.list(value, path: path, what: "sections", allowsEmpty: false) { reader, value, path throws(LuaSpecError) in
                    try reader.section(value, path: path, layoutKinds: layoutKinds)
                }
            })
        case (LUA_TNIL, LUA_TFUNCTION):
            let function = try required(index, "section", path: path, what: "", "") { reader, value, path throws(LuaSpecError) in
                try reader.function(value, path: path, name: "section", expectation: "function(index, env) return {group = …} end")
            }
            sections = .provider(LuaCompositionalProviders.sections(function, layoutKinds: layoutKinds))
        case (LUA_TNIL, _):
            sections = .uniform(try required(index, "section", path: path, what: "", "") { reader, value, path throws(LuaSpecError) in
                try reader.section(value, path: path, layoutKinds: layoutKinds)
            })
        default:
            throw LuaSpecError(path: path, message: "a compositional layout has sections (a list: section i uses sections[i], later ones the last) or section (one for all, or a function), not both")
        }
        let preferredSize = try optional(index, "preferredSize", path: path) { reader, value, path throws(LuaSpecError) in
            try reader.function(value, path: path, name: "preferredSize", expectation: "function(section, item, width, height) return width, height end")
        }
        return CompositionalConfiguration(
            sections: sections,
            scrollDirection: try optional(index, "scrollDirection", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.choice(value, path: path, what: "scroll direction")
            } ?? .vertical,
            interSectionSpacing: try optional(index, "interSectionSpacing", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.points(value, path: path, what: "interSectionSpacing")
            } ?? 0,
            boundarySupplementaryItems: layoutItems,
            preferredSize: preferredSize.map(LuaCompositionalProviders.preferredSize)
        )
    }

    /// `{group = GROUP, contentInsets =, interGroupSpacing =,
    /// orthogonalScrollingBehavior =, boundarySupplementaryItems = {…},
    /// decorationItems = {…}, supplementariesFollowContentInsets =}`; group
    /// is required. `layoutKinds` are the kinds of the layout-wide boundary
    /// views, which share section 0's index path.
    mutating func section(_ index: Int32, path: LuaKeyPath, layoutKinds: Set<String>) throws(LuaSpecError) -> CompositionalSection {
        try entering(path) { reader throws(LuaSpecError) in
            try reader.checkTable(index, path: path, what: "a section", keys: Self.sectionKeys)
            let boundaryItems = try reader.optional(index, "boundarySupplementaryItems", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.boundaryItems(value, path: path)
            } ?? []
            if let position = boundaryItems.firstIndex(where: { layoutKinds.contains($0.elementKind) }) {
                throw LuaSpecError(
                    path: path.appending("boundarySupplementaryItems").appending(position + 1).appending("kind"),
                    message: "kind \"\(boundaryItems[position].elementKind)\" is already the kind of a layout-wide boundary item, which shares index path (0, 0) with section 0's; give it its own kind"
                )
            }
            let reserved = layoutKinds.union(boundaryItems.map(\.elementKind))
            let group = try reader.required(index, "group", path: path, what: "a section", "{arrangement = \"horizontal\", size = …, subitems = {…}}") {
                reader, value, path throws(LuaSpecError) in
                if lua_type(reader.L, value) == LUA_TTABLE, !reader.has(value, "arrangement"), !reader.has(value, "custom") {
                    throw LuaSpecError(path: path, message: "a section's group needs arrangement = \"horizontal\" or \"vertical\", or custom = function(env) … end")
                }
                return try reader.group(value, path: path, reserved: reserved)
            }
            return CompositionalSection(
                group: group,
                contentInsets: try reader.optional(index, "contentInsets", path: path) { reader, value, path throws(LuaSpecError) in
                    try reader.insets(value, path: path)
                } ?? .zero,
                interGroupSpacing: try reader.optional(index, "interGroupSpacing", path: path) { reader, value, path throws(LuaSpecError) in
                    try reader.points(value, path: path, what: "interGroupSpacing")
                } ?? 0,
                orthogonalScrollingBehavior: try reader.optional(index, "orthogonalScrollingBehavior", path: path) { reader, value, path throws(LuaSpecError) in
                    try reader.choice(value, path: path, what: "orthogonal scrolling behavior")
                } ?? .none,
                boundarySupplementaryItems: boundaryItems,
                decorationItems: try reader.optional(index, "decorationItems", path: path) { reader, value, path throws(LuaSpecError) in
                    try reader.decorationItems(value, path: path)
                } ?? [],
                supplementariesFollowContentInsets: try reader.optional(index, "supplementariesFollowContentInsets", path: path) {
                    reader, value, path throws(LuaSpecError) in try reader.bool(value, path: path)
                } ?? true
            )
        }
    }
}
