import CLua
import CLuaShims
import Mosaic

/// Pushes a JSON value tree (``JSONValue``) as Lua values: objects and
/// arrays as tables (arrays from position 1), numbers as integers when
/// they are whole and Lua's integers hold them exactly, `null` as `nil`
/// (an absent field; a hole in a list).
///
/// The host makes these tables for the script, so their size is asked for
/// first (``reserve(_:for:)``): the allocator cannot refuse while Swift
/// runs. Keys go in raw (`lua_rawset`): the tables are new and have no
/// metatable, and a key may hold any byte, NUL included.
enum LuaJSONPusher {
    /// What a value costs a state at most, in bytes, measured with Lua 5.4
    /// as ``LuaHost/frameTableBytes`` is: a table's header and its slots,
    /// a string's header and bytes.
    static func cost(of value: JSONValue) -> Int {
        switch value.content {
        case .null, .bool, .number, .foreign: return 16
        case .string(let text): return 48 + text.utf8.count
        case .array(let elements): return elements.reduce(96) { $0 + 16 + cost(of: $1) }
        case .object(let members): return members.reduce(96) { $0 + 80 + $1.key.utf8.count + cost(of: $1.value) }
        }
    }

    /// Asks room for `value`: `true` when it fits in the memory limit;
    /// otherwise `false` with the memory-limit message pushed.
    static func reserve(_ L: OpaquePointer?, for value: JSONValue) -> Bool {
        mosaic_reserve(L, cost(of: value)) != 0
    }

    /// Pushes `value` (nil for `null`).
    ///
    /// - Returns: `false` when Lua's stack cannot grow for a nesting this
    ///   deep (the JSON reader stops at 256 levels, far below that).
    static func push(_ L: OpaquePointer?, _ value: JSONValue) -> Bool {
        guard lua_checkstack(L, 4) != 0 else { return false }
        switch value.content {
        case .null, .foreign: lua_pushnil(L)
        case .bool(let flag): lua_pushboolean(L, flag ? 1 : 0)
        case .number(let number): LuaHost.pushNumber(L, number, preferInteger: true)
        case .string(let text): LuaHost.push(L, text)
        case .array(let elements):
            lua_createtable(L, Int32(clamping: elements.count), 0)
            for (offset, element) in elements.enumerated() {
                if case .null = element.content { continue }
                guard push(L, element) else { return false }
                lua_rawseti(L, -2, lua_Integer(offset + 1))
            }
        case .object(let members):
            lua_createtable(L, 0, Int32(clamping: members.count))
            for (key, member) in members {
                if case .null = member.content { continue }
                LuaHost.push(L, key)
                guard push(L, member) else { return false }
                lua_rawset(L, -3)
            }
        }
        return true
    }
}
