import CLua
import Mosaic

// Boundary views (headers, footers), views anchored to items or groups
// (badges), their anchors, and section backgrounds of mosaic.compositional{…},
// as in JSON spec files.
extension LuaSpecReader {
    /// The keys of a boundary supplementary item.
    static let boundaryKeys = ["kind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex"]
    /// The keys of an anchored supplementary item.
    static let anchoredKeys = ["kind", "size", "containerAnchor", "itemAnchor", "zIndex"]
    /// The keys of an anchor table.
    static let anchorKeys = ["edges", "offset", "fractionalOffset"]
    /// The keys of a decoration item.
    static let decorationKeys = ["kind", "contentInsets", "zIndex"]

    /// `{BOUNDARY, …}`, each kind once (they share one index path).
    mutating func boundaryItems(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> [BoundarySupplementaryItem] {
        let items = try list(index, path: path, what: "boundary supplementary items") { reader, value, path throws(LuaSpecError) in
            try reader.boundaryItem(value, path: path)
        }
        try Self.checkUniqueKinds(items.map(\.elementKind), path: path, what: "boundary supplementary items")
        return items
    }

    /// `{kind = "header", size = SIZE, alignment = "top", offset = {x =, y =},
    /// extendsBoundary = true, pinToVisibleBounds = false, zIndex = 0}`;
    /// kind, size and alignment are required.
    mutating func boundaryItem(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> BoundarySupplementaryItem {
        try checkTable(index, path: path, what: "a boundary supplementary item", keys: Self.boundaryKeys)
        let what = "a boundary supplementary item"
        return BoundarySupplementaryItem(
            elementKind: try required(index, "kind", path: path, what: what, "a string such as \"header\"") { reader, value, path throws(LuaSpecError) in
                try reader.kind(value, path: path)
            },
            layoutSize: try required(index, "size", path: path, what: what, "{width = …, height = …}") { reader, value, path throws(LuaSpecError) in
                try reader.size(value, path: path)
            },
            alignment: try required(index, "alignment", path: path, what: what, "such as \"top\" or \"bottom\"") { reader, value, path throws(LuaSpecError) in
                try reader.choice(value, path: path, what: "alignment")
            },
            offset: try optional(index, "offset", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.point(value, path: path, what: "an offset")
            } ?? .zero,
            extendsBoundary: try optional(index, "extendsBoundary", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.bool(value, path: path)
            } ?? true,
            pinToVisibleBounds: try optional(index, "pinToVisibleBounds", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.bool(value, path: path)
            } ?? false,
            zIndex: try optional(index, "zIndex", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.zIndex(value, path: path)
            } ?? 0
        )
    }

    /// `{ANCHORED, …}`, each kind once.
    mutating func anchoredItems(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> [SupplementaryItem] {
        let items = try list(index, path: path, what: "supplementary items") { reader, value, path throws(LuaSpecError) in
            try reader.anchoredItem(value, path: path)
        }
        try Self.checkUniqueKinds(items.map(\.elementKind), path: path, what: "supplementary items")
        return items
    }

    /// `{kind = "badge", size = SIZE, containerAnchor = ANCHOR, itemAnchor =
    /// ANCHOR, zIndex = 1}`; kind, size and containerAnchor are required.
    mutating func anchoredItem(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> SupplementaryItem {
        try checkTable(index, path: path, what: "a supplementary item", keys: Self.anchoredKeys)
        let what = "a supplementary item"
        return SupplementaryItem(
            elementKind: try required(index, "kind", path: path, what: what, "a string such as \"badge\"") { reader, value, path throws(LuaSpecError) in
                try reader.kind(value, path: path)
            },
            layoutSize: try required(index, "size", path: path, what: what, "{width = …, height = …}") { reader, value, path throws(LuaSpecError) in
                try reader.size(value, path: path)
            },
            containerAnchor: try required(index, "containerAnchor", path: path, what: what, "such as \"topTrailing\" or {edges = \"topTrailing\", offset = {x = 4}}") {
                reader, value, path throws(LuaSpecError) in try reader.anchor(value, path: path)
            },
            itemAnchor: try optional(index, "itemAnchor", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.anchor(value, path: path)
            },
            zIndex: try optional(index, "zIndex", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.zIndex(value, path: path)
            } ?? 1
        )
    }

    /// `"topTrailing"` or `{edges = "topTrailing", offset = {x =, y =},
    /// fractionalOffset = {x =, y =}}`; `edges` is required.
    mutating func anchor(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> LayoutAnchor {
        if lua_type(L, index) == LUA_TSTRING {
            return LayoutAnchor(edges: try choice(index, path: path, what: "anchor edges"))
        }
        try checkTable(index, path: path, what: "an anchor", keys: Self.anchorKeys)
        return LayoutAnchor(
            edges: try required(index, "edges", path: path, what: "an anchor", "such as \"topTrailing\"") { reader, value, path throws(LuaSpecError) in
                try reader.choice(value, path: path, what: "anchor edges")
            },
            absoluteOffset: try optional(index, "offset", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.point(value, path: path, what: "an offset")
            } ?? .zero,
            fractionalOffset: try optional(index, "fractionalOffset", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.point(value, path: path, what: "a fractional offset", maximum: Self.maximumFraction)
            } ?? .zero
        )
    }

    /// `{DECORATION, …}`, each kind once.
    mutating func decorationItems(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> [DecorationItem] {
        let items = try list(index, path: path, what: "decoration items") { reader, value, path throws(LuaSpecError) in
            try reader.decorationItem(value, path: path)
        }
        try Self.checkUniqueKinds(items.map(\.elementKind), path: path, what: "decoration items")
        return items
    }

    /// `{kind = "background", contentInsets = INSETS, zIndex = -1}`; kind is required.
    mutating func decorationItem(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> DecorationItem {
        try checkTable(index, path: path, what: "a decoration item", keys: Self.decorationKeys)
        return DecorationItem(
            elementKind: try required(index, "kind", path: path, what: "a decoration item", "a string such as \"background\"") {
                reader, value, path throws(LuaSpecError) in try reader.kind(value, path: path)
            },
            contentInsets: try optional(index, "contentInsets", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.insets(value, path: path)
            } ?? .zero,
            zIndex: try optional(index, "zIndex", path: path) { reader, value, path throws(LuaSpecError) in
                try reader.zIndex(value, path: path)
            } ?? -1
        )
    }

    /// Throws at the second entry of a list whose kind an earlier one has:
    /// two views of one kind at one index path would be one view.
    private static func checkUniqueKinds(_ kinds: [String], path: LuaKeyPath, what: String) throws(LuaSpecError) {
        var seen: [String: Int] = [:]
        for (position, kind) in kinds.enumerated() {
            if let first = seen[kind] {
                throw LuaSpecError(
                    path: path.appending(position + 1).appending("kind"),
                    message: "kind \"\(kind)\" is already used by \(path.appending(first + 1)); two \(what) of one kind would be one view, so give each its own kind"
                )
            }
            seen[kind] = position
        }
    }
}
