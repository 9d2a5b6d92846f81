/// Readers of the items and groups of a compositional description.
///
/// A subitem is a group when it has `arrangement` (or `custom`), otherwise
/// an item. Supplementary kinds are checked on the way down: `reserved`
/// holds the kinds already used by the section's boundary views and by
/// enclosing groups, which an item's or group's own supplementary views may
/// not reuse. Each reader also returns how many items the element holds,
/// so that nested counts are refused where they are written, before
/// anything is compiled (``CompositionalLimits``).
extension SpecReader {
    /// The keys of an item.
    static let itemKeys = ["size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The keys of a horizontal or vertical group.
    static let groupKeys = [
        "arrangement", "size", "subitems", "subitem", "count", "interItemSpacing", "contentInsets", "edgeSpacing", "supplementaryItems",
    ]
    /// The keys of a custom group.
    static let customGroupKeys = ["arrangement", "custom", "size", "contentInsets", "edgeSpacing", "supplementaryItems"]
    /// The keys only a horizontal or vertical group has, which give away a group without an arrangement.
    private static let groupOnlyKeys = ["subitems", "subitem", "count", "interItemSpacing"]

    /// `{"width": …, "height": …}`, for messages.
    var sizeExample: String { notation.record("width", "height") }

    /// `give it "arrangement": "horizontal" or "vertical"`, for messages.
    var arrangementExample: String { notation.pair("arrangement", "\"horizontal\"") + " or \"vertical\"" }

    /// An item, or a group if it has `arrangement` or `custom`, with the
    /// number of items it holds.
    func element(_ value: JSONValue, path: SpecPath, reserved: Set<String>) throws(CompositionalSpecError) -> (CompositionalElement, items: Int) {
        if value.has("arrangement") || value.has("custom") {
            let (group, items) = try group(value, path: path, reserved: reserved)
            return (.group(group), items)
        }
        if let key = Self.groupOnlyKeys.first(where: value.has) {
            throw error(at: value, path, "this subitem has \(notation.key(key)), so it is a group: give it \(arrangementExample)")
        }
        return (.item(try item(value, path: path, reserved: reserved)), 1)
    }

    /// `{"size": SIZE, "contentInsets": INSETS, "edgeSpacing": EDGES,
    /// "supplementaryItems": [ANCHORED, …]}`; size is required.
    func item(_ value: JSONValue, path: SpecPath, reserved: Set<String>) throws(CompositionalSpecError) -> CompositionalItem {
        let object = try SpecObject(self, value, path: path, what: "an item", keys: Self.itemKeys)
        return CompositionalItem(
            layoutSize: try object.read("size", sizeExample, size),
            contentInsets: try object.optional("contentInsets", insets) ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing", edgeSpacing),
            supplementaryItems: try supplementaryItems(object, reserved: reserved)
        )
    }

    /// `{"arrangement": "horizontal" | "vertical", "size": SIZE,
    /// "subitems": [ELEMENT, …]` or `"subitem": ELEMENT, "count": N,
    /// "interItemSpacing": SPACING, "contentInsets": INSETS, "edgeSpacing": EDGES,
    /// "supplementaryItems": [ANCHORED, …]}`, or a custom group; with the
    /// number of items it holds.
    func group(_ value: JSONValue, path: SpecPath, reserved: Set<String>) throws(CompositionalSpecError) -> (CompositionalGroup, items: Int) {
        let isCustom = value.has("custom") || value["arrangement"]?.isString("custom") == true
        if isCustom {
            guard let form = functions.customGroup?.form else {
                let customPath = value.has("custom") ? path.appending("custom") : path.appending("arrangement")
                throw error(
                    at: value["custom"] ?? value["arrangement"] ?? value, customPath,
                    "a custom group's frames come from a function, which a JSON spec cannot hold; make the layout in Lua with mosaic.compositional{…}, or use \"horizontal\" or \"vertical\""
                )
            }
            return (try customGroup(value, path: path, reserved: reserved, form: form), 1)
        }
        let object = try SpecObject(self, value, path: path, what: "a group", keys: Self.groupKeys)
        let isHorizontal = try object.read("arrangement", "\"horizontal\" or \"vertical\"") { value, path throws(CompositionalSpecError) in
            guard case .string(let name) = value.content, name == "horizontal" || name == "vertical" else {
                let hint = functions.customGroup.map { "a custom group has \(notation.pair("custom", $0.form.signature))" } ?? "custom groups come from Lua"
                throw error(at: value, path, "unknown arrangement \(describe(value)); expected \"horizontal\" or \"vertical\" (\(hint))")
            }
            return name == "horizontal"
        }
        let layoutSize = try object.read("size", sizeExample, size)
        let supplementaryItems = try supplementaryItems(object, reserved: reserved)
        let inner = reserved.union(supplementaryItems.map(\.elementKind))
        let (subitems, items) = try self.subitems(object, reserved: inner)
        let group = CompositionalGroup(
            layoutSize: layoutSize,
            arrangement: isHorizontal ? .horizontal(subitems) : .vertical(subitems),
            interItemSpacing: try object.optional("interItemSpacing", spacing),
            contentInsets: try object.optional("contentInsets", insets) ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing", edgeSpacing),
            supplementaryItems: supplementaryItems
        )
        return (group, items)
    }

    /// `{"custom": FUNCTION, "size": SIZE, "contentInsets": INSETS,
    /// "edgeSpacing": EDGES, "supplementaryItems": [ANCHORED, …]}`;
    /// `arrangement`, if given, must be `"custom"`.
    private func customGroup(
        _ value: JSONValue, path: SpecPath, reserved: Set<String>, form: SpecFunctions.Form
    ) throws(CompositionalSpecError) -> CompositionalGroup {
        let object = try SpecObject(self, value, path: path, what: "a custom group", keys: Self.customGroupKeys)
        if let arrangement = object["arrangement"], !arrangement.isString("custom") {
            throw error(
                at: arrangement, path.appending("arrangement"),
                "a group with \(notation.key("custom")) is a custom group; leave \(notation.key("arrangement")) out (or make it \"custom\"), found \(describe(arrangement))"
            )
        }
        let provider = try object.read("custom", form.signature) { value, path throws(CompositionalSpecError) in
            let function = try self.function(value, path: path, form: form)
            return try self.provider(value, path: path) { functions.customGroup?.make(function) }
        }
        return CompositionalGroup(
            layoutSize: try object.read("size", sizeExample, size),
            arrangement: .custom(provider),
            contentInsets: try object.optional("contentInsets", insets) ?? .zero,
            edgeSpacing: try object.optional("edgeSpacing", edgeSpacing),
            supplementaryItems: try supplementaryItems(object, reserved: reserved)
        )
    }

    /// `"subitems": [ELEMENT, …]` (at least one), or `"subitem": ELEMENT`
    /// with `"count": N` (N ≥ 1); with the number of items one copy of the
    /// group holds, at most ``CompositionalLimits/maximumItemCount``.
    private func subitems(_ object: SpecObject, reserved: Set<String>) throws(CompositionalSpecError) -> (CompositionalGroup.Subitems, items: Int) {
        let n = notation
        switch (object["subitems"], object["subitem"], object["count"]) {
        case (let list?, nil, nil):
            var items = 0
            let path = object.path.appending("subitems")
            let elements = try array(list, path: path, what: "subitems (items or groups)", allowsEmpty: false) {
                value, path throws(CompositionalSpecError) in
                let (element, each) = try element(value, path: path, reserved: reserved)
                guard let total = CompositionalLimits.items(items, plus: each) else {
                    throw error(at: value, path, CompositionalLimits.subitemsMessage)
                }
                items = total
                return element
            }
            return (.repeating(elements), items)
        case (nil, let subitem?, let countValue?):
            let countPath = object.path.appending("count")
            let count = try integer(countValue, path: countPath, in: 1...Self.maximumCount, what: "a count")
            let (element, each) = try element(subitem, path: object.path.appending("subitem"), reserved: reserved)
            guard let items = CompositionalLimits.items(count: count, each: each) else {
                throw error(at: countValue, countPath, CompositionalLimits.countMessage(count: count, each: each))
            }
            return (.count(element, count), items)
        case (nil, _?, nil):
            throw object.error("a group with \(n.key("subitem")) needs \(n.key("count")): how many copies of it the group holds")
        case (nil, nil, _?):
            throw object.error("a group with \(n.key("count")) needs \(n.key("subitem")): the item (or group) it holds that many of")
        case (_?, _, _):
            throw object.error("a group has \(n.key("subitems")) or \(n.key("subitem")) with \(n.key("count")), not both")
        case (nil, nil, nil):
            throw object.error("a group needs \(n.pair("subitems", n.list("ITEM, …"))), or \(n.pair("subitem", "ITEM")) with \(n.pair("count", "N"))")
        }
    }

    /// The object's `supplementaryItems`, none of a kind in `reserved`.
    private func supplementaryItems(_ object: SpecObject, reserved: Set<String>) throws(CompositionalSpecError) -> [SupplementaryItem] {
        guard let list = object["supplementaryItems"] else { return [] }
        let path = object.path.appending("supplementaryItems")
        let items = try anchoredItems(list, path: path)
        if let elements = elements(list), let index = items.firstIndex(where: { reserved.contains($0.elementKind) }) {
            let kind = items[index].elementKind
            throw error(
                at: elements[index]["kind"] ?? elements[index], path.appending(index).appending("kind"),
                "kind \(JSONWriter.quoted(kind)) is already used by a boundary view of the section or by an enclosing group's supplementary item; views of one kind at one index path would be one view, so give it its own kind"
            )
        }
        return items
    }
}
