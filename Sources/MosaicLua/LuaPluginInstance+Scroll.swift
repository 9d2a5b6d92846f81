import CLua
import CLuaShims
import Mosaic

// The scroll step of a plugin (a ScrollReactiveLayout): `scrolled(ctx,
// section, item, attrs)` for each cell a query meets, and its margin,
// `scrollMargin(ctx)`. Query calls, each protected; what they return is
// read with raw accesses after the call, so no Lua code runs while Swift reads.
extension LuaPluginInstance {
    /// What `scrolled` may change: the centre (`x`, `y`, the size kept), the
    /// transform (rotation, scale, translation, anchor point), alpha and
    /// zIndex. Not the size, `hidden`, custom attributes, nor which elements
    /// there are.
    static let scrolledMayChange = "x, y, rotation, scaleX, scaleY, translateX, translateY, anchorX, anchorY, alpha and zIndex"

    /// Asks `scrollMargin(ctx)`: how far the step can move an element along
    /// x and y (`dx`, `dy`; `dy` defaults to `dx`); 0 when the plugin has none.
    ///
    /// - Throws: ``LuaError``: a script error, or a result other than one or
    ///   two finite numbers ≥ 0, at the function's line.
    func scrollMargin(parameters: Parameters, context: LayoutContext) throws(LuaError) -> Size {
        guard let function = functions.scrollMargin else { return Size(width: 0, height: 0) }
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(function))
        pushContext(context: context, parameters: parameters)
        try query(context: context, arguments: 1, results: 2)
        if lua_type(L, -1) == LUA_TNIL {  // dy defaults to dx
            lua_settop(L, -2)
            lua_pushvalue(L, -1)
        }
        if lua_type(L, -2) == LUA_TNUMBER, lua_type(L, -1) == LUA_TNUMBER {
            let dx = lua_tonumberx(L, -2, nil), dy = lua_tonumberx(L, -1, nil)
            if dx.isFinite, dy.isFinite, dx >= 0, dy >= 0 { return Size(width: dx, height: dy) }
        }
        throw hookError(
            function,
            "scrollMargin must return one or two finite numbers ≥ 0 (dx, dy); it returned \(LuaHost.describe(L, -2)), \(LuaHost.describe(L, -1))"
        )
    }

    /// Applies `scrolled(ctx, section, item, attrs)` to each cell of
    /// `elements` (supplementary and decoration views keep their base
    /// attributes). A cell whose call returns `nil` keeps them too; fields
    /// of a returned table override them.
    ///
    /// - Throws: ``LuaError``: a script error, a value that is not a table
    ///   of valid attributes or `nil`, or a change the step may not make
    ///   (see ``scrolledMayChange``), at the function's line.
    /// - Complexity: one Lua call per cell; `ctx` is made once.
    func scrolled(_ elements: inout [LayoutAttributes], parameters: Parameters, context: LayoutContext) throws(LuaError) {
        guard let function = functions.scrolled else { return }
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        pushContext(context: context, parameters: parameters)
        let ctx = lua_gettop(L)
        for index in elements.indices where elements[index].category == .cell {
            let base = elements[index]
            lua_rawgeti(L, clua_registryindex(), lua_Integer(function))
            lua_pushvalue(L, ctx)
            lua_pushinteger(L, lua_Integer(base.indexPath.section))
            lua_pushinteger(L, lua_Integer(base.indexPath.item))
            LuaHost.pushAttributesTable(L, base)
            try query(context: context, arguments: 4, results: 1)
            let element = LuaHost.cellName(base.indexPath.section, base.indexPath.item)
            switch lua_type(L, -1) {
            case LUA_TNIL:
                lua_settop(L, ctx)
                continue
            case LUA_TTABLE: break
            default:
                throw hookError(function, "scrolled must return a table of attributes or nil for \(element); it returned \(LuaHost.describe(L, -1))")
            }
            var values = LuaElementAttributes(base)
            var frame = base.frame
            guard LuaHost.readAttributes(L, lua_gettop(L), into: &values, function: "scrolled", element: { element }, frame: &frame) else {
                throw hookError(function, try state.string(at: -1) ?? "scrolled: invalid attributes for \(element)")
            }
            let result = values.layoutAttributes(category: base.category, kind: base.kind, indexPath: base.indexPath, frame: frame)
            if let refused = Self.refusedChange(from: base, to: result) {
                throw hookError(function, "scrolled may change \(Self.scrolledMayChange) of \(element), not \(refused)")
            }
            elements[index] = result
            lua_settop(L, ctx)
        }
    }

    /// What a step changed that it may not, described, or `nil`.
    static func refusedChange(from base: LayoutAttributes, to result: LayoutAttributes) -> String? {
        if result.frame.width != base.frame.width {
            return "its width (\(base.frame.width.shortDescription) → \(result.frame.width.shortDescription))"
        }
        if result.frame.height != base.frame.height {
            return "its height (\(base.frame.height.shortDescription) → \(result.frame.height.shortDescription))"
        }
        if result.isHidden != base.isHidden { return "hidden" }
        if result.custom != base.custom {
            let keys = Set(result.custom.keys).symmetricDifference(base.custom.keys)
                .union(result.custom.keys.filter { base.custom[$0] != nil && base.custom[$0] != result.custom[$0] })
            return "its custom attribute \(keys.sorted().first ?? "")"
        }
        return nil
    }
}
