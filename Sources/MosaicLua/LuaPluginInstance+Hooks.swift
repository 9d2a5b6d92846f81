import CLua
import CLuaShims
import Mosaic

// The optional hooks of a plugin: initialAttributes and finalAttributes for
// the items of a batch update, preferredSize for self-sizing cells. Each is a
// query call (ctx counts and reads, but places nothing); what it returns is
// read with raw accesses after the call, so no Lua code runs while Swift reads.
extension LuaPluginInstance {
    /// Which transition hook to call.
    enum Transition: String {
        case initialAttributes, finalAttributes
    }

    /// Asks `initialAttributes(ctx, section, item, attrs)` or
    /// `finalAttributes(…)`; `defaults` when the plugin has no such function
    /// or it returns `nil`. Fields of the returned table override those of
    /// `defaults`; fields left out keep them.
    ///
    /// - Throws: ``LuaError``: a script error, or a returned value that is
    ///   not a table of valid attributes, at the function's line.
    func attributes(
        _ transition: Transition, defaults: LayoutAttributes, parameters: Parameters, context: LayoutContext
    ) throws(LuaError) -> LayoutAttributes {
        let reference = transition == .initialAttributes ? functions.initialAttributes : functions.finalAttributes
        guard let function = reference else { return defaults }
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(function))
        pushContext(context: context, parameters: parameters)
        lua_pushinteger(L, lua_Integer(defaults.indexPath.section))
        lua_pushinteger(L, lua_Integer(defaults.indexPath.item))
        LuaHost.pushAttributesTable(L, defaults)
        try query(context: context, arguments: 4, results: 1)
        let name = transition.rawValue
        let element = LuaHost.cellName(defaults.indexPath.section, defaults.indexPath.item)
        switch lua_type(L, -1) {
        case LUA_TNIL: return defaults
        case LUA_TTABLE: break
        default:
            throw hookError(function, "\(name) must return a table of attributes or nil for \(element); it returned \(LuaHost.describe(L, -1))")
        }
        var values = LuaElementAttributes(defaults)
        var frame = defaults.frame
        guard LuaHost.readAttributes(L, lua_gettop(L), into: &values, function: name, element: { element }, frame: &frame) else {
            let message = LuaHost.hostMessage(L, -1) ?? "\(name): invalid attributes for \(element)"
            throw hookError(function, message)
        }
        return values.layoutAttributes(category: defaults.category, kind: defaults.kind, indexPath: defaults.indexPath, frame: frame)
    }

    /// Asks `preferredSize(ctx, section, item, width, height)`; `nil` when
    /// the plugin has no such function or it returns `nil`.
    ///
    /// - Throws: ``LuaError``: a script error, or a result other than two
    ///   positive finite numbers or `nil`, at the function's line.
    func preferredSize(fitting attributes: LayoutAttributes, parameters: Parameters, context: LayoutContext) throws(LuaError) -> Size? {
        guard let function = functions.preferredSize else { return nil }
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        lua_rawgeti(L, clua_registryindex(), lua_Integer(function))
        pushContext(context: context, parameters: parameters)
        lua_pushinteger(L, lua_Integer(attributes.indexPath.section))
        lua_pushinteger(L, lua_Integer(attributes.indexPath.item))
        lua_pushnumber(L, attributes.frame.width)
        lua_pushnumber(L, attributes.frame.height)
        try query(context: context, arguments: 5, results: 2)
        if lua_type(L, -2) == LUA_TNIL { return nil }
        if lua_type(L, -2) == LUA_TNUMBER, lua_type(L, -1) == LUA_TNUMBER {
            let width = lua_tonumberx(L, -2, nil), height = lua_tonumberx(L, -1, nil)
            if width.isFinite, height.isFinite, width > 0, height > 0 { return Size(width: width, height: height) }
        }
        let element = LuaHost.cellName(attributes.indexPath.section, attributes.indexPath.item)
        throw hookError(
            function,
            "preferredSize must return two positive finite numbers width, height (or nil) for \(element); it returned \(LuaHost.describe(L, -2)), \(LuaHost.describe(L, -1))"
        )
    }

    /// An error about what the function behind `reference` returned, at the
    /// line where it is defined.
    func hookError(_ reference: Int32, _ message: String) -> LuaError {
        let L = state.L
        lua_rawgeti(L, clua_registryindex(), lua_Integer(reference))
        let line = mosaic_linedefined(L, -1)
        lua_settop(L, -2)
        return LuaError(.runtime, message, file: file, line: line > 0 ? Int(line) : nil)
    }
}
