import CLua
import CLuaShims
import Mosaic

// mosaic.compositional{…} at the prompt: the table becomes a compositional
// layout whose Lua functions run in the session's own state, loaded like
// mosaic.load loads one.
extension LuaREPL {
    /// `mosaic.compositional(table)`: a new layout, made current.
    static let compositional: mosaic_HostFunction = { L, host in
        let repl = repl(host)
        let function = "mosaic.compositional"
        guard lua_type(L, 1) == LUA_TTABLE else {
            return LuaHost.fail(L, "\(function) takes a table, as mosaic.compositional{section = {group = …}}, got \(LuaHost.describe(L, 1))")
        }
        lua_settop(L, 1)
        let slot: Int
        do {
            let configuration = try LuaCompositionalReader.configuration(L!, at: 1, callbacks: repl.callbacks)
            try repl.reserveNewLayout(items: ReplLayout.defaultItemCount)
            slot = try repl.adopt(try ReplLayout(
                layout: LuaCompositionalLayout(layout: CompositionalLayout(configuration: configuration), callbacks: repl.callbacks),
                source: ReplLayout.promptSource, environment: repl.environment
            ))
        } catch {
            return LuaHost.fail(L, "\(function): \(error)")
        }
        repl.pushHandle(slot: slot, on: L!)
        return 1
    }
}
