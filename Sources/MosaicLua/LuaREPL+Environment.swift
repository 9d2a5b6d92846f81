import CLua
import CLuaShims
import Mosaic

// The layout methods for the rest of the environment, the Lua forms of
// `:insets`, `:safearea`, `:margins` and `:scale`: l:insets, l:safeArea,
// l:layoutMargins and l:scale. Each sets (and returns the layout, to chain)
// or, without an argument, returns the value; ReplLayout checks what is set
// with the rules `--insets`, `--safe-area`, `--layout-margins` and `--scale`
// obey (``ViewRules``).
extension LuaREPL {
    /// `l:insets(t, l, b, r)`, `l:insets(all)` or `l:insets()`.
    static let insets: mosaic_HostFunction = { L, host in
        insetsMethod(L, host, "insets", read: \.contentInsets) { try $0.setContentInsets($1) }
    }

    /// `l:safeArea(t, l, b, r)`, `l:safeArea(all)` or `l:safeArea()`.
    static let safeArea: mosaic_HostFunction = { L, host in
        insetsMethod(L, host, "safeArea", read: \.safeArea) { try $0.setSafeArea($1) }
    }

    /// `l:layoutMargins(t, l, b, r)`, `l:layoutMargins(all)` or `l:layoutMargins()`.
    static let layoutMargins: mosaic_HostFunction = { L, host in
        insetsMethod(L, host, "layoutMargins", read: \.layoutMargins) { try $0.setLayoutMargins($1) }
    }

    /// `l:scale(s)` (1, 2 or 3), `l:scale("off")` (exact values) or
    /// `l:scale()`: the scale, or `nil` when exact.
    static let scale: mosaic_HostFunction = { L, host in
        method(L, host, "scale") { layout in
            guard lua_gettop(L) > 1 else {
                if let scale = layout.engine.environment.displayScale {
                    LuaHost.pushNumber(L, scale, preferInteger: true)
                } else {
                    lua_pushnil(L)
                }
                return 1
            }
            if lua_type(L, 2) == LUA_TSTRING, LuaHost.string(L, 2) == "off" {
                try layout.setDisplayScale(nil)
            } else if lua_type(L, 2) == LUA_TNUMBER, let scale = LuaHost.number(L, 2) {
                try layout.setDisplayScale(scale)
            } else {
                throw ReplError("scale(s): s must be 1, 2, 3 or \"off\", got \(LuaHost.describe(L, 2))")
            }
            lua_settop(L, 1)
            return 1
        }
    }

    /// The body of an insets method: no argument returns `top, left,
    /// bottom, right`; one number sets every edge, four set each.
    private static func insetsMethod(
        _ L: OpaquePointer?, _ host: UnsafeMutableRawPointer?, _ name: String, read: KeyPath<LayoutEnvironment, Insets>,
        set: (ReplLayout, Insets) throws -> Void
    ) -> Int32 {
        method(L, host, name) { layout in
            let count = lua_gettop(L) - 1
            guard count > 0 else {
                let insets = layout.engine.environment[keyPath: read]
                for value in [insets.top, insets.left, insets.bottom, insets.right] { LuaHost.pushNumber(L, value, preferInteger: true) }
                return 4
            }
            guard count == 1 || count == 4 else {
                throw ReplError("\(name)(top, left, bottom, right) or \(name)(all): give one number or four, got \(count)")
            }
            let values = try numbers(L, name, count == 1 ? ["all"] : ["top", "left", "bottom", "right"]).get()
            try set(layout, values.count == 1 ? Insets(all: values[0]) : Insets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
            lua_settop(L, 1)
            return 1
        }
    }
}
