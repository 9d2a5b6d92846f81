import CLua
import Mosaic

// Items and groups of mosaic.compositional{…}. A subitem is a group when it
// has `arrangement` or `custom`, otherwise an item. Supplementary kinds are
// checked on the way down, as in JSON spec files: `reserved` holds the kinds
// of the section's boundary views and of enclosing groups' views.
extension LuaSpecReader {
    /// The keys of an item.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The keys of a horizontal or vertical group.
    static let groupKeys = [
        "arrangement", "size", "subitems", "subitem", "count", "interItemSpacing", "contentInsets", "edgeSpacing", "supplementaryItems",
    ]
    /// The keys of a custom group.
    static let customGroupKeys = ["arrangement", "custom", "size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The keys only a horizontal or vertical group has.
    private static let groupOnlyKeys = ["subitems", "subitem", "count", "interItemSpacing"]

    /// An item, or a group if it has `arrangement` or `custom`.
    mutating func element(_ index: Int32, path: LuaKeyPath, reserved: Set<String>) throws(LuaSpecError) -> CompositionalElement {
        guard lua_type(L, index) == LUA_TTABLE else {
            throw LuaSpecError(path: path, message: "expected an item or a group (a table), got \(describe(index))")
        }
        if has(index, "arrangement") || has(index, "custom") {
            return .group(try group(index, path: path, reserved: reserved))
        }
        if let key = Self.groupOnlyKeys.first(where: { has(index, $0) }) {
            throw LuaSpecError(path: path, message: "this subitem has \(key), so it is a group: give it arrangement = \"horizontal\" or \"vertical\"")
        }
        return .item(try item(index, path: path, reserved: reserved))
    }

    /// `{size = SIZE, contentInsets =, edgeSpacing =, supplementaryItems = {…}}`;
    /// size is required.
    mutating func item(_ index: Int32, path: LuaKeyPath, reserved: Set<String>) throws(LuaSpecError) -> CompositionalItem {
        try checkTable(index, path: path, what: "an item", keys: Self.itemKeys)
        return CompositionalItem(
            layoutSize: try required(index, "size", path: path, what: "an item", "{width = …, height = …}") { reader, value, path throws(LuaSpecError) in
                try reader.size(value, path: path)
            },
            contentInsets: try optional(index, "contentInsets", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.insets(value, path: path)
            } ?? .zero,
            edgeSpacing: try optional(index, "edgeSpacing", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.edgeSpacing(value, path: path)
            },
            supplementaryItems: try supplementaryItems(index, path: path, reserved: reserved)
        )
    }

    /// `{arrangement = "horizontal" | "vertical", size = SIZE, subitems = {…}`
    /// or `subitem = ELEMENT, count = N, interItemSpacing =, contentInsets =,
    /// edgeSpacing =, supplementaryItems = {…}}`, or a custom group
    /// `{custom = function(env) … end, size = SIZE, …}`.
    mutating func group(_ index: Int32, path: LuaKeyPath, reserved: Set<String>) throws(LuaSpecError) -> CompositionalGroup {
        try entering(path) { reader throws(LuaSpecError) in
            guard lua_type(reader.L, index) == LUA_TTABLE else {
                throw LuaSpecError(path: path, message: "expected a group (a table), got \(reader.describe(index))")
            }
            if reader.has(index, "custom") { return try reader.customGroup(index, path: path, reserved: reserved) }
            try reader.checkTable(index, path: path, what: "a group", keys: Self.groupKeys)
            let isHorizontal = try reader.required(index, "arrangement", path: path, what: "a group", "\"horizontal\" or \"vertical\"") {
                reader, value, path throws(LuaSpecError) in
                guard let name = LuaHost.string(reader.L, value), name == "horizontal" || name == "vertical" else {
                    let hint = LuaHost.string(reader.L, value) == "custom" ? " (a custom group has custom = function(env) … end)" : ""
                    throw LuaSpecError(path: path, message: "unknown arrangement \(reader.describe(value)); expected \"horizontal\" or \"vertical\"" + hint)
                }
                return name == "horizontal"
            }
            let layoutSize = try reader.required(index, "size", path: path, what: "a group", "{width = …, height = …}") {
                reader, value, path throws(LuaSpecError) in try reader.size(value, path: path)
            }
            let supplementaryItems = try reader.supplementaryItems(index, path: path, reserved: reserved)
            let subitems = try reader.subitems(index, path: path, reserved: reserved.union(supplementaryItems.map(\.elementKind)))
            return CompositionalGroup(
                layoutSize: layoutSize,
                arrangement: isHorizontal ? .horizontal(subitems) : .vertical(subitems),
                interItemSpacing: try reader.optional(index, "interItemSpacing", path: path) { reader, value, path throws(LuaSpecError) in
                    try reader.spacing(value, path: path)
                },
                contentInsets: try reader.optional(index, "contentInsets", path: path) { reader, value, path throws(LuaSpecError) in
                    try reader.insets(value, path: path)
                } ?? .zero,
                edgeSpacing: try reader.optional(index, "edgeSpacing", path: path) { reader, value, path throws(LuaSpecError) in
                    try reader.edgeSpacing(value, path: path)
                },
                supplementaryItems: supplementaryItems
            )
        }
    }

    /// `{custom = function(env) … end, size = SIZE, contentInsets =,
    /// edgeSpacing =, supplementaryItems = {…}}`; `arrangement`, if given,
    /// must be `"custom"`.
    private mutating func customGroup(_ index: Int32, path: LuaKeyPath, reserved: Set<String>) throws(LuaSpecError) -> CompositionalGroup {
        try checkTable(index, path: path, what: "a custom group", keys: Self.customGroupKeys)
        if type(index, "arrangement") != LUA_TNIL {
            push(index, "arrangement")
            defer { lua_settop(L, -2) }
            if LuaHost.string(L, -1) != "custom" {
                throw LuaSpecError(
                    path: path.appending("arrangement"),
                    message: "a group with custom = function is a custom group; leave arrangement out (or make it \"custom\"), got \(describe(-1))"
                )
            }
        }
        let function = try required(index, "custom", path: path, what: "a custom group", "") { reader, value, path throws(LuaSpecError) in
            try reader.function(value, path: path, name: "custom", expectation: "function(env) return {{x = 0, y = 0, width = 100, height = 100}} end")
        }
        return CompositionalGroup(
            layoutSize: try required(index, "size", path: path, what: "a custom group", "{width = …, height = …}") {
                reader, value, path throws(LuaSpecError) in try reader.size(value, path: path)
            },
            arrangement: .custom(LuaCompositionalProviders.customGroup(function)),
            contentInsets: try optional(index, "contentInsets", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.insets(value, path: path)
            } ?? .zero,
            edgeSpacing: try optional(index, "edgeSpacing", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.edgeSpacing(value, path: path)
            },
            supplementaryItems: try supplementaryItems(index, path: path, reserved: reserved)
        )
    }

    /// `subitems = {ELEMENT, …}` (at least one), or `subitem = ELEMENT` with
    /// `count = N` (N ≥ 1).
    private mutating func subitems(_ index: Int32, path: LuaKeyPath, reserved: Set<String>) throws(LuaSpecError) -> CompositionalGroup.Subitems {
        let element = { (reader: inout LuaSpecReader, value: Int32, path: LuaKeyPath) throws(LuaSpecError) in
            try reader.element(value, path: path, reserved: reserved)
        }
        switch (has(index, "subitems"), has(index, "subitem"), has(index, "count")) {
        case (true, false, false):
            return .repeating(try required(index, "subitems", path: path, what: "a group", "") { reader, value, path throws(LuaSpecError) in
                try reader.list(value, path: path, what: "subitems (items or groups)", allowsEmpty: false, element)
            })
        case (false, true, true):
            let count = try required(index, "count", path: path, what: "a group", "") { reader, value, path throws(LuaSpecError) in
                try reader.integer(value, path: path, in: 1...Self.maximumCount, what: "a count")
            }
            return .count(try required(index, "subitem", path: path, what: "a group", "", element), count)
        case (false, true, false):
            throw LuaSpecError(path: path, message: "a group with subitem needs count: how many copies of it the group holds")
        case (false, false, true):
            throw LuaSpecError(path: path, message: "a group with count needs subitem: the item (or group) it holds that many of")
        case (true, _, _):
            throw LuaSpecError(path: path, message: "a group has subitems, or subitem with count, not both")
        case (false, false, false):
            throw LuaSpecError(path: path, message: "a group needs subitems = {ITEM, …}, or subitem = ITEM with count = N")
        }
    }

    /// The table's `supplementaryItems`, none of a kind in `reserved`.
    private mutating func supplementaryItems(_ index: Int32, path: LuaKeyPath, reserved: Set<String>) throws(LuaSpecError) -> [SupplementaryItem] {
        let items = try optional(index, "supplementaryItems", path: path) { reader, value, path throws(LuaSpecError) in
            try reader.anchoredItems(value, path: path)
        } ?? []
        if let position = items.firstIndex(where: { reserved.contains($0.elementKind) }) {
            throw LuaSpecError(
                path: path.appending("supplementaryItems").appending(position + 1).appending("kind"),
                message: "kind \"\(items[position].elementKind)\" is already used by a boundary view of the section or by an enclosing group's supplementary item; views of one kind at one index path would be one view, so give it its own kind"
            )
        }
        return items
    }
}
