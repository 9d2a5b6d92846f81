import CLua
import CLuaShims
package import Mosaic

// How the REPL prints values: strings as they are, tables nested with their
// keys sorted, cut at a depth and a length; attribute tables on one line.
extension LuaREPL {
    /// Tables deeper than this print as `{…}`.
    static let maximumDepth = 3
    /// Tables print at most this many entries, then `… N more`.
    static let maximumEntries = 20
    /// Lists of attribute tables (query results) print at most this many rows.
    static let maximumAttributeRows = 1000
    /// Tables with more entries than this print in traversal order, unsorted:
    /// the printer runs after the call, outside the time limit, so its work
    /// stays proportional to what it prints (and one pass to count).
    static let maximumSortedEntries = 10_000
    /// The fields of an attribute table, in the order they print.
    static let attributeKeys = ["section", "item", "x", "y", "width", "height"]
    /// The fields an attribute table has when they differ from their
    /// defaults, in the order they print after ``attributeKeys``; then
    /// `custom` (the custom attributes, a table) and any other field.
    package static let optionalAttributeKeys = [
        "category", "kind", "zIndex", "rotation", "scaleX", "scaleY", "translateX", "translateY", "anchorX", "anchorY", "alpha", "hidden",
    ]

    /// An element's attributes that differ from their defaults, beyond its
    /// index path and frame, named and ordered as ``optionalAttributeKeys``;
    /// and its custom attributes, sorted by name. What `:item`, `:query`
    /// and `l:attributes` show, so that nothing a layout set is hidden.
    ///
    /// - Complexity: O(c log c) for c custom attributes.
    package static func nonDefaultAttributes(of attributes: LayoutAttributes) -> (fields: [(String, AttributeValue)], custom: [(String, AttributeValue)]) {
        let t = attributes.transform
        let defaultAnchor = LayoutAttributes.defaultAnchorPoint
        var fields: [(String, AttributeValue)] = []
        // A view says which it is: a supplementary view or a decoration (a kind alone does not tell).
        if attributes.category != .cell { fields.append(("category", .string(attributes.category.rawValue))) }
        if let kind = attributes.kind { fields.append(("kind", .string(kind))) }
        if attributes.zIndex != 0 { fields.append(("zIndex", .number(Double(attributes.zIndex)))) }
        for (name, value, defaultValue) in [
            ("rotation", t.rotation, 0.0), ("scaleX", t.scaleX, 1), ("scaleY", t.scaleY, 1),
            ("translateX", t.translateX, 0), ("translateY", t.translateY, 0),
            ("anchorX", attributes.anchorPoint.x, defaultAnchor.x), ("anchorY", attributes.anchorPoint.y, defaultAnchor.y),
            ("alpha", attributes.alpha, 1),
        ] where value != defaultValue {
            fields.append((name, .number(value)))
        }
        if attributes.isHidden { fields.append(("hidden", .bool(true))) }
        return (fields, attributes.custom.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
    }

    /// The value at `index` as the REPL prints it. Reads with raw accesses
    /// only, so no metamethod runs.
    func describe(at index: Int32) -> String {
        let L = state.L
        let absolute = lua_absindex(L, index)
        if lua_type(L, absolute) == LUA_TSTRING {
            // Whole, when the memory limit has room for the copy; else its start.
            return LuaHost.string(L, absolute)
                ?? quotedPrefix(absolute) + " (a string of \(lua_rawlen(L, absolute)) bytes, too long to copy whole under the memory limit)"
        }
        var seen: Set<UnsafeRawPointer> = []
        return describe(absolute, depth: 0, indent: "", seen: &seen)
    }

    private func describe(_ index: Int32, depth: Int, indent: String, seen: inout Set<UnsafeRawPointer>) -> String {
        let L = state.L
        switch lua_type(L, index) {
        case LUA_TSTRING:
            return quotedPrefix(index)
        case LUA_TNUMBER:
            if lua_isinteger(L, index) != 0 { return String(lua_tointegerx(L, index, nil)) }
            let value = lua_tonumberx(L, index, nil)
            return value.isFinite ? value.shortDescription : (value.isNaN ? "nan" : (value > 0 ? "inf" : "-inf"))
        case LUA_TBOOLEAN: return lua_toboolean(L, index) != 0 ? "true" : "false"
        case LUA_TNIL, LUA_TNONE: return "nil"
        case LUA_TUSERDATA:
            if let layout = layout(at: index) {
                return "layout \(layout.name) (\(layout.engine.dataSource.totalItemCount) items)"
            }
            return "userdata"
        case LUA_TTABLE: return describeTable(index, depth: depth, indent: indent, seen: &seen)
        default:
            // By number, as tostring writes it: an address changes from run to run.
            return LuaHost.typeName(L, index) + ": #" + String(mosaic_objectnumber(L, index))
        }
    }

    /// The entries of the table at `index`: keys and their descriptions, in
    /// key order (numbers first, ascending, then strings, then the rest).
    private func describeTable(_ index: Int32, depth: Int, indent: String, seen: inout Set<UnsafeRawPointer>) -> String {
        let L = state.L
        guard let pointer = lua_topointer(L, index) else { return "{}" }
        if seen.contains(pointer) { return "{…cycle}" }
        if let line = attributeLine(index) { return line }
        if depth >= Self.maximumDepth { return "{…}" }
        seen.insert(pointer)
        defer { seen.remove(pointer) }
        var entryCount = 0
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            clua_pop(L, 1)
            entryCount += 1
        }
        if entryCount > Self.maximumSortedEntries {
            return describeLargeTable(index, count: entryCount, depth: depth, indent: indent, seen: &seen)
        }

        var keys: [(sortKey: (Int, Double, String), label: String, keyIndex: Int)] = []
        lua_pushnil(L)
        var keyCount = 0
        while lua_next(L, index) != 0 {
            clua_pop(L, 1)
            keyCount += 1
            switch lua_type(L, -1) {
            case LUA_TNUMBER:
                let number = lua_tonumberx(L, -1, nil)
                keys.append(((0, number, ""), "[\(describe(lua_gettop(L), depth: Self.maximumDepth, indent: "", seen: &seen))]", keyCount))
            case LUA_TSTRING:
                let name = LuaHost.string(L, -1) ?? ""
                let label = name.isIdentifier ? name : "[\(quotedPrefix(lua_gettop(L)))]"
                keys.append(((1, 0, name), label, keyCount))
            default:
                keys.append(((2, Double(keyCount), ""), "[\(LuaHost.typeName(L, -1))]", keyCount))
            }
        }
        keys.sort { a, b in
            a.sortKey.0 != b.sortKey.0 ? a.sortKey.0 < b.sortKey.0
                : a.sortKey.1 != b.sortKey.1 ? a.sortKey.1 < b.sortKey.1 : a.sortKey.2 < b.sortKey.2
        }
        if keys.isEmpty { return "{}" }
        // The entries 1…n print their values without keys.
        var sequenceLength = 0
        while sequenceLength < keys.count, keys[sequenceLength].sortKey.0 == 0,
              keys[sequenceLength].sortKey.1 == Double(sequenceLength + 1) {
            sequenceLength += 1
        }
        let isSequence = sequenceLength == keys.count
        let isAttributeList = isSequence && (1...keys.count).allSatisfy { position in
            lua_rawgeti(L, index, lua_Integer(position))
            defer { clua_pop(L, 1) }
            return lua_type(L, -1) == LUA_TTABLE && isAttributeTable(lua_gettop(L))
        }
        let limit = isAttributeList ? Self.maximumAttributeRows : Self.maximumEntries
        let inner = indent + "  "
        var lines: [String] = []
        for (position, entry) in keys.prefix(limit).enumerated() {
            pushKey(entry, of: index)
            lua_rawget(L, index)
            let value = describe(lua_gettop(L), depth: depth + 1, indent: inner, seen: &seen)
            clua_pop(L, 1)
            lines.append(position < sequenceLength ? value : "\(entry.label) = \(value)")
        }
        if keys.count > limit { lines.append("… \(keys.count - limit) more") }
        let oneLine = "{" + lines.joined(separator: ", ") + "}"
        if !isAttributeList, oneLine.count <= 72, !oneLine.contains("\n") { return oneLine }
        return "{\n" + lines.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// A table of more than ``maximumSortedEntries`` entries: its first
    /// entries in traversal order (the array part first, in order), then how
    /// many more there are.
    private func describeLargeTable(_ index: Int32, count: Int, depth: Int, indent: String, seen: inout Set<UnsafeRawPointer>) -> String {
        let L = state.L
        let inner = indent + "  "
        var lines: [String] = []
        lua_pushnil(L)
        while lines.count < Self.maximumEntries, lua_next(L, index) != 0 {
            let key = describe(lua_gettop(L) - 1, depth: Self.maximumDepth, indent: "", seen: &seen)
            let value = describe(lua_gettop(L), depth: depth + 1, indent: inner, seen: &seen)
            clua_pop(L, 1)
            lines.append("[\(key)] = \(value)")
        }
        if lines.count == Self.maximumEntries { clua_pop(L, 1) }  // the key lua_next left
        lines.append("… \(count - lines.count) more (\(count) entries, not sorted)")
        return "{\n" + lines.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    /// Whether the table at `index` has the six numbers of an attribute table.
    private func isAttributeTable(_ index: Int32) -> Bool {
        let L = state.L
        return Self.attributeKeys.allSatisfy { key in
            lua_pushstring(L, key)
            defer { clua_pop(L, 1) }
            return lua_rawget(L, index) == LUA_TNUMBER
        }
    }

    /// The string at `index` quoted as a table's value prints: its first
    /// 200 characters (then `…`), escaped; only that prefix is read, so a
    /// 100 MB string shared by a thousand entries prints as 1,000 short ones.
    private func quotedPrefix(_ index: Int32) -> String {
        var length = 0
        guard let characters = lua_tolstring(state.L, index, &length) else { return "\"\"" }
        return InputQuote.quoted(utf8: UnsafeRawBufferPointer(start: characters, count: length), delimiter: "\"")
    }

    /// Pushes the key of an entry found while listing the table at `index`.
    private func pushKey(_ entry: (sortKey: (Int, Double, String), label: String, keyIndex: Int), of index: Int32) {
        let L = state.L
        switch entry.sortKey.0 {
        case 0:
            let number = entry.sortKey.1
            if number == number.rounded(), abs(number) < 0x1p53 { lua_pushinteger(L, lua_Integer(number)) } else { lua_pushnumber(L, number) }
        case 1: LuaHost.push(L, entry.sortKey.2)
        default:
            // Walk to the n-th key again: keys of other types have no value to rebuild.
            lua_pushnil(L)
            var position = 0
            while lua_next(L, index) != 0 {
                clua_pop(L, 1)
                position += 1
                if position == entry.keyIndex { return }
            }
            lua_pushnil(L)
        }
    }

    /// An attribute table (`section`, `item`, `x`, `y`, `width`, `height`
    /// and maybe more) on one line, or `nil` for any other table.
    private func attributeLine(_ index: Int32) -> String? {
        let L = state.L
        var parts: [String] = []
        for key in Self.attributeKeys {
            lua_pushstring(L, key)
            lua_rawget(L, index)
            defer { clua_pop(L, 1) }
            guard lua_type(L, -1) == LUA_TNUMBER else { return nil }
            parts.append("\(key) = " + lua_tonumberx(L, -1, nil).shortDescription)
        }
        // Then every other field: the known ones in their order, `custom`,
        // and any the script added, by name.
        var others: [String] = []
        var otherCount = 0
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            clua_pop(L, 1)
            otherCount += 1
            if lua_type(L, -1) == LUA_TSTRING, let key = LuaHost.string(L, -1),
               !Self.attributeKeys.contains(key), !Self.optionalAttributeKeys.contains(key), key != "custom",
               others.count < Self.maximumEntries {
                others.append(key)
            }
        }
        for key in Self.optionalAttributeKeys + ["custom"] + others.sorted() {
            lua_pushstring(L, key)
            lua_rawget(L, index)
            defer { clua_pop(L, 1) }
            guard lua_type(L, -1) != LUA_TNIL else { continue }
            var seen: Set<UnsafeRawPointer> = []
            let label = key.isIdentifier ? key : "[" + InputQuote.quoted(key, delimiter: "\"") + "]"
            parts.append("\(label) = " + describe(lua_gettop(L), depth: Self.maximumDepth - 1, indent: "", seen: &seen))
        }
        if otherCount > parts.count { parts.append("… \(otherCount - parts.count) more") }
        return "{" + parts.joined(separator: ", ") + "}"
    }
}

extension String {
    /// Whether the text is a Lua name (`{name = …}` needs no brackets).
    package var isIdentifier: Bool {
        guard let first = unicodeScalars.first, first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        let keywords: Set = ["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "goto", "if", "in",
                             "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"]
        return !keywords.contains(self) && unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && $0.properties.isAlphabetic) || ("0"..."9").contains($0) }
    }
}
