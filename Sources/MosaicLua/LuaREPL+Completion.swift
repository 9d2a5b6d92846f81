import CLua
import CLuaShims
import Mosaic

// Tab completion of globals and table fields: `ma` → `math`, `math.fl` →
// `math.floor`, `l:sh` → `l:show`.
extension LuaREPL {
    /// The completions of `word`, a chain of names separated by `.` or `:`
    /// whose last part is unfinished, sorted. Reads with raw accesses only,
    /// so no metamethod runs.
    ///
    /// - Complexity: O(k) in the number of fields of the table completed in.
    public func completions(of word: String) -> [String] {
        let L = state.L
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        let separatorIndex = word.lastIndex { $0 == "." || $0 == ":" }
        let base = separatorIndex.map { String(word[..<$0]) } ?? ""
        let partial = separatorIndex.map { String(word[word.index(after: $0)...]) } ?? word
        let prefix = separatorIndex.map { String(word[...$0]) } ?? ""

        clua_pushglobaltable(L)
        if !base.isEmpty {
            for name in base.split(separator: ".", omittingEmptySubsequences: false) {
                guard lua_type(L, -1) == LUA_TTABLE, !name.isEmpty else { return [] }
                LuaHost.push(L, String(name))
                lua_rawget(L, -2)
                clua_remove(L, -2)
            }
        }
        var names: Set<String> = []
        if layout(at: -1) != nil {
            names.formUnion(Self.methodNames)
        } else if lua_type(L, -1) == LUA_TTABLE {
            collectKeys(at: lua_gettop(L), into: &names)
            // Fields reached through `__index` when it is a table.
            if lua_getmetatable(L, -1) != 0 {
                lua_pushstring(L, "__index")
                lua_rawget(L, -2)
                if lua_type(L, -1) == LUA_TTABLE { collectKeys(at: lua_gettop(L), into: &names) }
            }
        }
        if base.isEmpty {
            names.formUnion(["and", "break", "do", "else", "elseif", "end", "false", "for", "function", "if", "in",
                             "local", "nil", "not", "or", "repeat", "return", "then", "true", "until", "while"])
        }
        return names.filter { $0.hasPrefix(partial) }.sorted().map { prefix + $0 }
    }

    private func collectKeys(at index: Int32, into names: inout Set<String>) {
        let L = state.L
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            clua_pop(L, 1)
            if let key = LuaHost.string(L, -1), key.isIdentifier { names.insert(key) }
        }
    }
}
