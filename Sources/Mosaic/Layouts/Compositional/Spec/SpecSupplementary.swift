/// Readers of the supplementary and decoration views of a compositional
/// description: boundary items (headers, footers), items anchored to cells
/// or groups (badges), their anchors, and section backgrounds.
extension SpecReader {
    /// The keys of a boundary supplementary item.
    static let boundaryKeys = ["kind", "size", "alignment", "offset", "extendsBoundary", "pinToVisibleBounds", "zIndex"]
    /// The keys of an anchored supplementary item.
    static let anchoredKeys = ["kind", "size", "containerAnchor", "itemAnchor", "zIndex"]
    /// The keys of an anchor object.
    static let anchorKeys = ["edges", "offset", "fractionalOffset"]
    /// The keys of a decoration item.
    static let decorationKeys = ["kind", "contentInsets", "zIndex"]

    /// `[BOUNDARY, …]`, each kind once (they share one index path).
    func boundaryItems(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> [BoundarySupplementaryItem] {
        let items = try array(value, path: path, what: "boundary supplementary items", boundaryItem)
        try checkUniqueKinds(items.map(\.elementKind), in: value, path: path, what: "boundary supplementary items")
        return items
    }

    /// `{"kind": "header", "size": SIZE, "alignment": "top", "offset": {"x", "y"},
    /// "extendsBoundary": true, "pinToVisibleBounds": false, "zIndex": 0}`;
    /// kind, size and alignment are required.
    func boundaryItem(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> BoundarySupplementaryItem {
        let object = try SpecObject(self, value, path: path, what: "a boundary supplementary item", keys: Self.boundaryKeys)
        return BoundarySupplementaryItem(
            elementKind: try object.read("kind", "a string such as \"header\"", kind),
            layoutSize: try object.read("size", sizeExample, size),
            alignment: try object.read("alignment", "such as \"top\" or \"bottom\"") { value, path throws(CompositionalSpecError) in
                try choice(value, path: path, what: "alignment")
            },
            offset: try object.optional("offset") { value, path throws(CompositionalSpecError) in try point(value, path: path, what: "an offset") } ?? .zero,
            extendsBoundary: try object.optional("extendsBoundary", bool) ?? true,
            pinToVisibleBounds: try object.optional("pinToVisibleBounds", bool) ?? false,
            zIndex: try object.optional("zIndex", zIndex) ?? 0
        )
    }

    /// `[ANCHORED, …]`, each kind once.
    func anchoredItems(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> [SupplementaryItem] {
        let items = try array(value, path: path, what: "supplementary items", anchoredItem)
        try checkUniqueKinds(items.map(\.elementKind), in: value, path: path, what: "supplementary items")
        return items
    }

    /// `{"kind": "badge", "size": SIZE, "containerAnchor": ANCHOR,
    /// "itemAnchor": ANCHOR, "zIndex": 1}`; kind, size and containerAnchor
    /// are required.
    func anchoredItem(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> SupplementaryItem {
        let object = try SpecObject(self, value, path: path, what: "a supplementary item", keys: Self.anchoredKeys)
        return SupplementaryItem(
            elementKind: try object.read("kind", "a string such as \"badge\"", kind),
            layoutSize: try object.read("size", sizeExample, size),
            containerAnchor: try object.read("containerAnchor", "such as \"topTrailing\" or " + notation.record([("edges", "\"topTrailing\""), ("offset", notation.record([("x", "4")]))]), anchor),
            itemAnchor: try object.optional("itemAnchor", anchor),
            zIndex: try object.optional("zIndex", zIndex) ?? 1
        )
    }

    /// `"topTrailing"` or `{"edges": "topTrailing", "offset": {"x", "y"},
    /// "fractionalOffset": {"x", "y"}}`; `edges` is required, the offsets
    /// are 0 by default.
    func anchor(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> LayoutAnchor {
        if case .string = value.content {
            return LayoutAnchor(edges: try choice(value, path: path, what: "anchor edges"))
        }
        let object = try SpecObject(self, value, path: path, what: "an anchor", keys: Self.anchorKeys)
        return LayoutAnchor(
            edges: try object.read("edges", "such as \"topTrailing\"") { value, path throws(CompositionalSpecError) in
                try choice(value, path: path, what: "anchor edges")
            },
            absoluteOffset: try object.optional("offset") { value, path throws(CompositionalSpecError) in
                try point(value, path: path, what: "an offset")
            } ?? .zero,
            fractionalOffset: try object.optional("fractionalOffset") { value, path throws(CompositionalSpecError) in
                try point(value, path: path, what: "a fractional offset", maximum: Self.maximumFraction)
            } ?? .zero
        )
    }

    /// `[DECORATION, …]`, each kind once.
    func decorationItems(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> [DecorationItem] {
        let items = try array(value, path: path, what: "decoration items", decorationItem)
        try checkUniqueKinds(items.map(\.elementKind), in: value, path: path, what: "decoration items")
        return items
    }

    /// `{"kind": "background", "contentInsets": INSETS, "zIndex": -1}`; kind
    /// is required.
    func decorationItem(_ value: JSONValue, path: SpecPath) throws(CompositionalSpecError) -> DecorationItem {
        let object = try SpecObject(self, value, path: path, what: "a decoration item", keys: Self.decorationKeys)
        return DecorationItem(
            elementKind: try object.read("kind", "a string such as \"background\"", kind),
            contentInsets: try object.optional("contentInsets", insets) ?? .zero,
            zIndex: try object.optional("zIndex", zIndex) ?? -1
        )
    }

    /// Throws at the second element of a list whose kind an earlier one has:
    /// two views of one kind at one index path would be one view.
    private func checkUniqueKinds(_ kinds: [String], in value: JSONValue, path: SpecPath, what: String) throws(CompositionalSpecError) {
        guard let elements = elements(value) else { return }
        var seen: [String: Int] = [:]
        for (index, kind) in kinds.enumerated() {
            if let first = seen[kind] {
                let kindPath = path.appending(index).appending("kind")
                throw error(
                    at: elements[index]["kind"] ?? elements[index], kindPath,
                    "kind \(JSONWriter.quoted(kind)) is already used by \(path.appending(first).rendered(in: notation)); two \(what) of one kind would be one view, so give each its own kind"
                )
            }
            seen[kind] = index
        }
    }
}
