/// Readers of the items and groups of a compositional spec.
///
/// A subitem is a group when it has `"arrangement"`, otherwise an item.
/// Supplementary kinds are checked on the way down: `reserved` holds the
/// kinds already used by the section's boundary views and by enclosing
/// groups, which an item's or group's own supplementary views may not reuse.
enum SpecElements {
    /// The keys of an item.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The keys of a group.
    static let groupKeys = [
        "arrangement", "size", "subitems", "subitem", "count", "interItemSpacing", "contentInsets", "edgeSpacing", "supplementaryItems",
    ]
    /// The keys only a group has, which give away a group without an arrangement.
    private static let groupOnlyKeys = ["subitems", "subitem", "count", "interItemSpacing"]

    /// An item, or a group if it has `"arrangement"`.
    static func element(_ value: JSONValue, path: JSONPath, reserved: Set<String>) throws(JSONError) -> CompositionalElement {
        if value["arrangement"] != nil || value["custom"] != nil {
            return .group(try group(value, path: path, reserved: reserved))
        }
        if let key = groupOnlyKeys.first(where: { value[$0] != nil }) {
            throw JSONError(
                at: value, path: path,
                "this subitem has \(JSONWriter.quoted(key)), so it is a group: give it \"arrangement\": \"horizontal\" or \"vertical\""
            )
        }
        return .item(try item(value, path: path, reserved: reserved))
    }

    /// `{"size": SIZE, "contentInsets": INSETS, "edgeSpacing": EDGES,
    /// "supplementaryItems": [ANCHORED, …]}`; size is required.
    static func item(_ value: JSONValue, path: JSONPath, reserved: Set<String>) throws(JSONError) -> CompositionalItem {
        let object = try SpecObject(value, path: path, what: "an item", keys: itemKeys)
        return CompositionalItem(
            layoutSize: try object.read("size", "{\"width\": …, \"height\": …}", SpecDimensions.size),
            contentInsets: try object.optional("contentInsets", SpecDimensions.insets) ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing", SpecDimensions.edgeSpacing),
            supplementaryItems: try supplementaryItems(object, reserved: reserved)
        )
    }

    /// `{"arrangement": "horizontal" | "vertical", "size": SIZE,
    /// "subitems": [ELEMENT, …]` or `"subitem": ELEMENT, "count": N,
    /// "interItemSpacing": SPACING, "contentInsets": INSETS, "edgeSpacing": EDGES,
    /// "supplementaryItems": [ANCHORED, …]}`.
    static func group(_ value: JSONValue, path: JSONPath, reserved: Set<String>) throws(JSONError) -> CompositionalGroup {
        if let custom = value["custom"] ?? value["arrangement"].flatMap({ $0.isString("custom") ? $0 : nil }) {
            let customPath = value["custom"] != nil ? path.appending("custom") : path.appending("arrangement")
            throw JSONError(
                at: custom, path: customPath,
                "a custom group's frames come from a function, which a JSON spec cannot hold; make the layout in Lua with mosaic.compositional{…}, or use \"horizontal\" or \"vertical\""
            )
        }
        let object = try SpecObject(value, path: path, what: "a group", keys: groupKeys)
        let isHorizontal = try object.read("arrangement", "\"horizontal\" or \"vertical\"") { value, path throws(JSONError) in
            guard case .string(let name) = value.content, name == "horizontal" || name == "vertical" else {
                let found = SpecValues.describe(value)
                throw JSONError(at: value, path: path, "unknown arrangement \(found); expected \"horizontal\" or \"vertical\" (custom groups come from Lua)")
            }
            return name == "horizontal"
        }
        let layoutSize = try object.read("size", "{\"width\": …, \"height\": …}", SpecDimensions.size)
        let supplementaryItems = try supplementaryItems(object, reserved: reserved)
        let inner = reserved.union(supplementaryItems.map(\.elementKind))
        let subitems = try self.subitems(object, reserved: inner)
        return CompositionalGroup(
            layoutSize: layoutSize,
            arrangement: isHorizontal ? .horizontal(subitems) : .vertical(subitems),
            interItemSpacing: try object.optional("interItemSpacing", SpecDimensions.spacing),
            contentInsets: try object.optional("contentInsets", SpecDimensions.insets) ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing", SpecDimensions.edgeSpacing),
            supplementaryItems: supplementaryItems
        )
    }

    /// `"subitems": [ELEMENT, …]` (at least one), or `"subitem": ELEMENT`
    /// with `"count": N` (N ≥ 1).
    private static func subitems(_ object: SpecObject, reserved: Set<String>) throws(JSONError) -> CompositionalGroup.Subitems {
        let element = { (value: JSONValue, path: JSONPath) throws(JSONError) in try Self.element(value, path: path, reserved: reserved) }
        switch (object["subitems"], object["subitem"], object["count"]) {
        case (let list?, nil, nil):
            return .repeating(try SpecValues.array(list, path: object.path.appending("subitems"), what: "subitems (items or groups)", allowsEmpty: false, element))
        case (nil, let subitem?, let count?):
            let count = try SpecValues.integer(count, path: object.path.appending("count"), in: 1...SpecValues.maximumCount, what: "a count")
            return .count(try element(subitem, object.path.appending("subitem")), count)
        case (nil, _?, nil):
            throw object.error("a group with \"subitem\" needs \"count\": how many copies of it the group holds")
        case (nil, nil, _?):
            throw object.error("a group with \"count\" needs \"subitem\": the item (or group) it holds that many of")
        case (_?, _, _):
            throw object.error("a group has \"subitems\" or \"subitem\" with \"count\", not both")
        case (nil, nil, nil):
            throw object.error("a group needs \"subitems\": [ITEM, …], or \"subitem\": ITEM with \"count\": N")
        }
    }

    /// The object's `supplementaryItems`, none of a kind in `reserved`.
    private static func supplementaryItems(_ object: SpecObject, reserved: Set<String>) throws(JSONError) -> [SupplementaryItem] {
        guard let list = object["supplementaryItems"] else { return [] }
        let path = object.path.appending("supplementaryItems")
        let items = try SpecSupplementary.anchoredItems(list, path: path)
        if case .array(let elements) = list.content, let index = items.firstIndex(where: { reserved.contains($0.elementKind) }) {
            let kind = items[index].elementKind
            throw JSONError(
                at: elements[index]["kind"] ?? elements[index], path: path.appending(index).appending("kind"),
                "kind \(JSONWriter.quoted(kind)) is already used by a boundary view of the section or by an enclosing group's supplementary item; views of one kind at one index path would be one view, so give it its own kind"
            )
        }
        return items
    }
}

extension JSONValue {
    /// Whether the value is the string `text`.
    fileprivate func isString(_ text: String) -> Bool {
        if case .string(let string) = content { return string == text }
        return false
    }
}
