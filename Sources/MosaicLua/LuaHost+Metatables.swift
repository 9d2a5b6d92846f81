import CLua
import CLuaShims

// Every object the host hands to a script (a REPL layout, a compositional
// handle, ctx) has a locked metatable: `getmetatable` answers its name and
// `setmetatable` refuses to replace it. So no script can reach the host's
// metatables: to plant a `__gc` that would run with hooks off when the state
// closes, after the host has gone (a finalizer cannot be stopped by the time
// limit), or to swap the methods other objects of the kind share.
extension LuaHost {
    /// The registry name of ctx's metatable.
    static let contextMetatable = "mosaic.Context"

    /// Makes the metatable `name` in the registry if it is not there yet,
    /// locked (`__metatable` is its name and `__name` too, for messages), and
    /// leaves it on the stack for the caller to add its fields.
    static func newLockedMetatable(_ L: OpaquePointer, _ name: String) {
        guard luaL_newmetatable(L, name) != 0 else { return }
        push(L, name)
        lua_setfield(L, -2, "__metatable")
    }

    /// Gives the table or userdata on top of the stack the locked metatable
    /// `name`, made by ``newLockedMetatable(_:_:)``.
    static func setLockedMetatable(_ L: OpaquePointer, _ name: String) {
        luaL_setmetatable(L, name)
    }
}
