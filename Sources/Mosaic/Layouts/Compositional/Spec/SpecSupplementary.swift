/// Readers of the supplementary and decoration views of a compositional
/// spec: boundary items (headers, footers), items anchored to cells or
/// groups (badges), their anchors, and section backgrounds.
enum SpecSupplementary {
    /// The keys of a boundary supplementary item.
    static let boundaryKeys = ["kind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex"]
    /// The keys of an anchored supplementary item.
    static let anchoredKeys = ["kind", "size", "containerAnchor", "itemAnchor", "zIndex"]
    /// The keys of an anchor object.
    static let anchorKeys = ["edges", "offset", "fractionalOffset"]
    /// The keys of a decoration item.
    static let decorationKeys = ["kind", "contentInsets", "zIndex"]

    /// `[BOUNDARY, …]`, each kind once (they share one index path).
    static func boundaryItems(_ value: JSONValue, path: JSONPath) throws(JSONError) -> [BoundarySupplementaryItem] {
        let items = try SpecValues.array(value, path: path, what: "boundary supplementary items", boundaryItem)
        try checkUniqueKinds(items.map(\.elementKind), in: value, path: path, what: "boundary supplementary items")
        return items
    }

    /// `{"kind": "header", "size": SIZE, "alignment": "top", "offset": {"x", "y"},
    /// "extendsBoundary": true, "pinToVisibleBounds": false, "zIndex": 0}`;
    /// kind, size and alignment are required.
    static func boundaryItem(_ value: JSONValue, path: JSONPath) throws(JSONError) -> BoundarySupplementaryItem {
        let object = try SpecObject(value, path: path, what: "a boundary supplementary item", keys: boundaryKeys)
        return BoundarySupplementaryItem(
            elementKind: try object.read("kind", "a string such as \"header\"", SpecValues.kind),
            layoutSize: try object.read("size", "{\"width\": …, \"height\": …}", SpecDimensions.size),
            alignment: try object.read("alignment", "such as \"top\" or \"bottom\"") { value, path throws(JSONError) in
                try SpecValues.choice(value, path: path, what: "alignment")
            },
            offset: try object.optional("offset") { value, path throws(JSONError) in try SpecValues.point(value, path: path, what: "an offset") } ?? .zero,
            extendsBoundary: try object.optional("extendsBoundary", SpecValues.bool) ?? true,
            pinToVisibleBounds: try object.optional("pinToVisibleBounds", SpecValues.bool) ?? false,
            zIndex: try object.optional("zIndex", SpecValues.zIndex) ?? 0
        )
    }

    /// `[ANCHORED, …]`, each kind once.
    static func anchoredItems(_ value: JSONValue, path: JSONPath) throws(JSONError) -> [SupplementaryItem] {
        let items = try SpecValues.array(value, path: path, what: "supplementary items", anchoredItem)
        try checkUniqueKinds(items.map(\.elementKind), in: value, path: path, what: "supplementary items")
        return items
    }

    /// `{"kind": "badge", "size": SIZE, "containerAnchor": ANCHOR,
    /// "itemAnchor": ANCHOR, "zIndex": 1}`; kind, size and containerAnchor
    /// are required.
    static func anchoredItem(_ value: JSONValue, path: JSONPath) throws(JSONError) -> SupplementaryItem {
        let object = try SpecObject(value, path: path, what: "a supplementary item", keys: anchoredKeys)
        return SupplementaryItem(
            elementKind: try object.read("kind", "a string such as \"badge\"", SpecValues.kind),
            layoutSize: try object.read("size", "{\"width\": …, \"height\": …}", SpecDimensions.size),
            containerAnchor: try object.read("containerAnchor", "such as \"topTrailing\" or {\"edges\": \"topTrailing\", \"offset\": {\"x\": 4}}", anchor),
            itemAnchor: try object.optional("itemAnchor", anchor),
            zIndex: try object.optional("zIndex", SpecValues.zIndex) ?? 1
        )
    }

    /// `"topTrailing"` or `{"edges": "topTrailing", "offset": {"x", "y"},
    /// "fractionalOffset": {"x", "y"}}`; `edges` is required, the offsets
    /// are 0 by default.
    static func anchor(_ value: JSONValue, path: JSONPath) throws(JSONError) -> LayoutAnchor {
        if case .string = value.content {
            return LayoutAnchor(edges: try SpecValues.choice(value, path: path, what: "anchor edges"))
        }
        let object = try SpecObject(value, path: path, what: "an anchor", keys: anchorKeys)
        return LayoutAnchor(
            edges: try object.read("edges", "such as \"topTrailing\"") { value, path throws(JSONError) in
                try SpecValues.choice(value, path: path, what: "anchor edges")
            },
            absoluteOffset: try object.optional("offset") { value, path throws(JSONError) in
                try SpecValues.point(value, path: path, what: "an offset")
            } ?? .zero,
            fractionalOffset: try object.optional("fractionalOffset") { value, path throws(JSONError) in
                try SpecValues.point(value, path: path, what: "a fractional offset", maximum: SpecValues.maximumFraction)
            } ?? .zero
        )
    }

    /// `[DECORATION, …]`, each kind once.
    static func decorationItems(_ value: JSONValue, path: JSONPath) throws(JSONError) -> [DecorationItem] {
        let items = try SpecValues.array(value, path: path, what: "decoration items", decorationItem)
        try checkUniqueKinds(items.map(\.elementKind), in: value, path: path, what: "decoration items")
        return items
    }

    /// `{"kind": "background", "contentInsets": INSETS, "zIndex": -1}`; kind
    /// is required.
    static func decorationItem(_ value: JSONValue, path: JSONPath) throws(JSONError) -> DecorationItem {
        let object = try SpecObject(value, path: path, what: "a decoration item", keys: decorationKeys)
        return DecorationItem(
            elementKind: try object.read("kind", "a string such as \"background\"", SpecValues.kind),
            contentInsets: try object.optional("contentInsets", SpecDimensions.insets) ?? .zero,
            zIndex: try object.optional("zIndex", SpecValues.zIndex) ?? -1
        )
    }

    /// Throws at the second element of a list whose kind an earlier one has:
    /// two views of one kind at one index path would be one view.
    private static func checkUniqueKinds(_ kinds: [String], in value: JSONValue, path: JSONPath, what: String) throws(JSONError) {
        guard case .array(let elements) = value.content else { return }
        var seen: [String: Int] = [:]
        for (index, kind) in kinds.enumerated() {
            if let first = seen[kind] {
                let kindPath = path.appending(index).appending("kind")
                throw JSONError(
                    at: elements[index]["kind"] ?? elements[index], path: kindPath,
                    "kind \(JSONWriter.quoted(kind)) is already used by \(path.appending(first)); two \(what) of one kind would be one view, so give each its own kind"
                )
            }
            seen[kind] = index
        }
    }
}
