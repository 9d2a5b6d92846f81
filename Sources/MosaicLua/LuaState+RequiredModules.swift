import CLua
import CLuaShims

extension LuaState {
    /// The module files `require` read or tried to read in this state, each
    /// once, in the order first asked for: paths built from the module
    /// directory (`DIR/widgets/card.lua` for `require "widgets.card"`),
    /// including modules that were missing or failed, so that a watch
    /// notices when they appear or are fixed. At most `MOSAIC_MAXREQUIRED`.
    ///
    /// - Complexity: O(m) for m modules; raw reads of the registry only.
    var requiredModuleFiles: [String] {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_getfield(L, clua_registryindex(), MOSAIC_REQUIREDKEY) == LUA_TTABLE else { return [] }
        var files: [String] = []
        let count = lua_rawlen(L, -1)
        for index in 0..<count {
            lua_rawgeti(L, -1, lua_Integer(index) + 1)
            if let path = LuaHost.string(L, -1) { files.append(path) }
            clua_pop(L, 1)
        }
        return files
    }
}
