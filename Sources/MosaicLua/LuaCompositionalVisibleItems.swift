import CLua
import CLuaShims
import Mosaic

// A section's `visibleItemsInvalidationHandler = function(items, offset, env) … end`,
// as UIKit's: the handler changes the item tables it is given in place
// (UIKit's items are objects the handler sets `transform`, `alpha`,
// `zIndex`, `center` on). One protected call per section per query,
// charged to the state's limits as every compositional function is
// (`LuaCallbacks.call`); the tables are read back with raw accesses after
// it returns, and the core refuses what a handler may not change
// (`CompositionalLayout.scrolled`).
extension LuaCompositionalProviders {
    /// The keys that say which element an item table is, given to the
    /// handler and not read back: a handler cannot change which element it is.
    static let visibleItemIdentityKeys = ["section", "item", "category", "kind"]

    /// The handler behind `visibleItemsInvalidationHandler = FUNCTION`:
    /// `items` is a list of tables, one per element, with `section`, `item`,
    /// `category` (`"cell"`, `"supplementary"`, `"decoration"`), `kind` and
    /// every attribute as a plugin's hooks see it (`x`, `y`, `width`,
    /// `height`, `rotation`, `scaleX`, …, `alpha`, `zIndex`, `hidden`);
    /// `offset` is `{x =, y =}`; `env` is a section function's. It may set
    /// `x`, `y` (the centre, the size kept), the transform's fields,
    /// `alpha` and `zIndex` on the tables.
    static func visibleItems(_ function: LuaFunctionReference) -> VisibleItemsInvalidationHandler {
        VisibleItemsInvalidationHandler(name: function.place) { items, offset, context throws(LuaError) in
            let given = items
            items = try function.call(results: 0) { L in
                lua_createtable(L, Int32(clamping: given.count), 0)
                for (position, element) in given.enumerated() {
                    LuaHost.pushAttributesTable(L, element)
                    LuaHost.setField(L, "section", integer: element.indexPath.section)
                    LuaHost.setField(L, "item", integer: element.indexPath.item)
                    LuaHost.push(L, element.category.rawValue)
                    lua_setfield(L, -2, "category")
                    if let kind = element.kind {
                        LuaHost.push(L, kind)
                        lua_setfield(L, -2, "kind")
                    }
                    lua_rawseti(L, -2, lua_Integer(position + 1))
                }
                // A copy below the function, read back after the call.
                lua_pushvalue(L, -1)
                lua_rotate(L, -3, 1)
                lua_createtable(L, 0, 2)
                LuaHost.setField(L, "x", offset.x)
                LuaHost.setField(L, "y", offset.y)
                pushEnvironment(L, context)
                return 3
            } read: { L, _ throws(LuaError) in
                try readVisibleItems(L, at: lua_gettop(L), given: given, function: function)
            }
        }
    }

    /// The items in the list at `index`, read over `given`.
    ///
    /// - Throws: ``LuaError`` at the function's definition: a list whose
    ///   length changed, an entry that is not a table, attributes that are
    ///   not valid.
    private static func readVisibleItems(
        _ L: OpaquePointer, at index: Int32, given: [LayoutAttributes], function: LuaFunctionReference
    ) throws(LuaError) -> [LayoutAttributes] {
        let place = "visibleItemsInvalidationHandler"
        guard lua_type(L, index) == LUA_TTABLE, Int(lua_rawlen(L, index)) == given.count else {
            throw function.error("\(place) was given \(given.count) items and left \(lua_rawlen(L, index)); it changes the items it is given, not which items there are")
        }
        var result = given
        for (position, base) in given.enumerated() {
            defer { lua_settop(L, index) }
            let element = elementName(base)
            guard lua_rawgeti(L, index, lua_Integer(position + 1)) == LUA_TTABLE else {
                throw function.error("\(place): items[\(position + 1)] (\(element)) must stay a table, got \(LuaHost.describe(L, -1))")
            }
            let table = lua_gettop(L)
            for key in visibleItemIdentityKeys {
                LuaHost.push(L, key)
                lua_pushnil(L)
                lua_rawset(L, table)
            }
            var values = LuaElementAttributes(base)
            var frame = base.frame
            guard LuaHost.readAttributes(L, table, into: &values, function: place, element: { element }, frame: &frame) else {
                throw function.error(LuaHost.hostMessage(L, -1) ?? "\(place): invalid attributes for \(element)")
            }
            result[position] = values.layoutAttributes(category: base.category, kind: base.kind, indexPath: base.indexPath, frame: frame)
        }
        return result
    }

    /// `item (0, 3)`, `header (1, 0)`: an element in messages.
    private static func elementName(_ element: LayoutAttributes) -> String {
        let path = "(\(element.indexPath.section), \(element.indexPath.item))"
        return element.category == .cell ? "item \(path)" : "\(element.kind ?? element.category.rawValue) \(path)"
    }
}
