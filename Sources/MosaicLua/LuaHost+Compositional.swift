import CLua
import CLuaShims
import Mosaic

// mosaic.compositional{…} in a plugin file: reads the table into a
// CompositionalConfiguration and returns a handle to it, which the file
// returns instead of a plugin table (`return mosaic.compositional{…}`).
extension LuaHost {
    /// The registry name of the handles' metatable.
    static let compositionalMetatable = "mosaic.Compositional"

    /// `mosaic.compositional(table)`: the handle of a compositional layout.
    /// A bad value raises an error at the calling line that names its key
    /// path (`sections[1].group.size.width: a fraction must be > 0 …`).
    static let compositional: mosaic_HostFunction = { L, _ in
        let function = "mosaic.compositional"
        guard let callbacks = LuaCallbacks.of(L), callbacks.acceptsConfigurations else {
            return fail(L, "\(function) can only be called while the plugin file runs: return mosaic.compositional{…} from the file")
        }
        guard lua_type(L, 1) == LUA_TTABLE else {
            return fail(L, "\(function) takes a table, as mosaic.compositional{section = {group = …}}, got \(describe(L, 1))")
        }
        lua_settop(L, 1)
        let configuration: CompositionalConfiguration
        do throws(CompositionalSpecError) {
            configuration = try LuaCompositionalReader.configuration(L!, at: 1, callbacks: callbacks)
        } catch {
            return fail(L, "\(function): \(error)")
        }
        // Swift memory the allocator's limit does not see: a file that makes
        // layouts in a loop is stopped here, not by the time limit.
        guard callbacks.configurations.count < LuaCallbacks.maximumConfigurations else {
            return fail(L, "\(function): a file makes at most \(LuaCallbacks.maximumConfigurations) compositional layouts")
        }
        callbacks.configurations.append(configuration)
        let pointer = lua_newuserdatauv(L, MemoryLayout<Int>.size, 0)!
        pointer.storeBytes(of: callbacks.configurations.count - 1, as: Int.self)
        setLockedMetatable(L!, compositionalMetatable)
        return 1
    }

    /// Makes the handles' metatable in a new state.
    static func registerCompositionalMetatable(_ L: OpaquePointer) {
        newLockedMetatable(L, compositionalMetatable)
        clua_pop(L, 1)
    }

    /// The configuration whose handle is at `index`, if it is one.
    static func compositionalConfiguration(_ L: OpaquePointer, at index: Int32, in callbacks: LuaCallbacks) -> CompositionalConfiguration? {
        guard let pointer = luaL_testudata(L, index, compositionalMetatable) else { return nil }
        let position = pointer.load(as: Int.self)
        return callbacks.configurations.indices.contains(position) ? callbacks.configurations[position] : nil
    }
}
