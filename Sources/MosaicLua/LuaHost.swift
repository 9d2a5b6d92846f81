import CLua
import CLuaShims
import Mosaic

/// The Swift functions scripts call (`ctx:place`, `mosaic.layout`, …), each
/// a `mosaic_HostFunction`: it reads its arguments with API functions that
/// cannot raise, and on bad input pushes a message and returns -1, which the
/// C trampoline raises as a Lua error at the script's line. They never call
/// `lua_error` themselves (a longjmp across Swift frames is undefined
/// behaviour) and never run Lua code.
enum LuaHost {
    /// The session of the running call, from the trampoline's host pointer.
    @inline(__always)
    static func session(_ host: UnsafeMutableRawPointer?) -> UnsafeMutablePointer<LuaCallSession>? {
        host?.assumingMemoryBound(to: LuaCallSession.self)
    }

    /// Pushes `message` and returns the trampoline's error status. After a
    /// host copy the memory limit refused (``string(_:_:)``,
    /// `mosaic_chargecopy`), the message is the memory limit's, whatever
    /// the function made of the missing value.
    @inline(never)
    static func fail(_ L: OpaquePointer?, _ message: String) -> Int32 {
        var message = message
        if mosaic_copyrefused(L) != 0, !message.contains("memory limit of") {
            message = memoryLimitMessage(L)
        }
        message.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { mosaic_pushmessage(L, $0.baseAddress, $0.count) }
        }
        return -1
    }

    /// The type name of argument `index`, for messages.
    static func typeName(_ L: OpaquePointer?, _ index: Int32) -> String {
        String(cString: lua_typename(L, lua_type(L, index)))
    }

    /// The argument at `index` described for a message: `nil`, `1.5`, `"x"`, `a table`.
    static func describe(_ L: OpaquePointer?, _ index: Int32) -> String {
        switch lua_type(L, index) {
        case LUA_TNONE, LUA_TNIL: return "nil"
        case LUA_TNUMBER: return lua_tonumberx(L, index, nil).shortDescription
        case LUA_TBOOLEAN: return lua_toboolean(L, index) != 0 ? "true" : "false"
        case LUA_TSTRING:
            // Only the first characters are read, however long the string:
            // an error line quotes input as every error does (InputQuote).
            var length = 0
            return InputQuote.quoted(utf8: UnsafeRawBufferPointer(start: lua_tolstring(L, index, &length), count: length), delimiter: "\"")
        default: return "a " + typeName(L, index)
        }
    }

    /// A whole number argument, or `nil`.
    @inline(__always)
    static func integer(_ L: OpaquePointer?, _ index: Int32) -> Int? {
        var isNumber: Int32 = 0
        let value = lua_tointegerx(L, index, &isNumber)
        return isNumber != 0 ? Int(value) : nil
    }

    /// A number argument, or `nil`.
    @inline(__always)
    static func number(_ L: OpaquePointer?, _ index: Int32) -> Double? {
        var isNumber: Int32 = 0
        let value = lua_tonumberx(L, index, &isNumber)
        return isNumber != 0 ? value : nil
    }

    /// A string argument (not a number converted), or `nil`: also when the
    /// memory limit has no room for the copy, which is charged before it is
    /// made (`mosaic_chargecopy`, the one copy budget of host code): a string the
    /// script uses N times is copied N times, and each copy is host memory.
    /// ``fail(_:_:)`` then reports the memory limit.
    ///
    /// - Complexity: O(n) for a string of n bytes.
    static func string(_ L: OpaquePointer?, _ index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let characters = lua_tolstring(L, index, &length), mosaic_chargecopy(L, length) != 0 else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: characters, count: length), as: UTF8.self)
    }

    /// A message the host pushed (a host function's error), read whole and
    /// uncharged: the host made it, short, and it may have to say that the
    /// memory limit refused a copy.
    static func hostMessage(_ L: OpaquePointer?, _ index: Int32) -> String? {
        guard lua_type(L, index) == LUA_TSTRING else { return nil }
        var length = 0
        guard let characters = lua_tolstring(L, index, &length) else { return nil }
        return String(decoding: UnsafeRawBufferPointer(start: characters, count: min(length, 4096)), as: UTF8.self)
    }

    /// `memory limit of 64 MiB exceeded`, the memory limit's message.
    static func memoryLimitMessage(_ L: OpaquePointer?) -> String {
        "memory limit of \(String(cString: mosaic_memorytext(L))) exceeded"
    }

    /// Pushes a Swift string.
    static func push(_ L: OpaquePointer?, _ text: String) {
        var text = text
        text.withUTF8 { bytes in
            bytes.withMemoryRebound(to: CChar.self) { _ = lua_pushlstring(L, $0.baseAddress, $0.count) }
        }
    }

    /// Sets `table[key] = number` on a table the host made (no metamethods).
    static func setField(_ L: OpaquePointer?, _ key: String, _ value: Double) {
        lua_pushnumber(L, value)
        lua_setfield(L, -2, key)
    }

    /// Sets `table[key] = integer` on a table the host made.
    static func setField(_ L: OpaquePointer?, _ key: String, integer value: Int) {
        lua_pushinteger(L, lua_Integer(value))
        lua_setfield(L, -2, key)
    }

    /// Pushes a number, as an integer when it is a whole number that Lua
    /// integers hold exactly.
    static func pushNumber(_ L: OpaquePointer?, _ value: Double, preferInteger: Bool) {
        if preferInteger, value == value.rounded(), abs(value) < 0x1p53 {
            lua_pushinteger(L, lua_Integer(value))
        } else {
            lua_pushnumber(L, value)
        }
    }

    /// Pushes a custom attribute or metric value.
    static func push(_ L: OpaquePointer?, _ value: AttributeValue) {
        switch value {
        case .number(let number): pushNumber(L, number, preferInteger: false)
        case .string(let string): push(L, string)
        case .bool(let bool): lua_pushboolean(L, bool ? 1 : 0)
        }
    }

    /// The message for a host function called outside the call it belongs to.
    static func outsideCall(_ L: OpaquePointer?, _ function: String) -> Int32 {
        fail(L, "\(function) can only be called while the plugin's prepare runs")
    }
}
