import CLua
import CLuaShims
import Mosaic

/// Geometry as the tables Lua functions are given: sizes as
/// `{ width, height }`, insets as `{ top, left, bottom, right }`.
extension LuaHost {
    /// Pushes `{ width, height }`.
    static func pushSize(_ L: OpaquePointer?, _ size: Size) {
        lua_createtable(L, 0, 2)
        setField(L, "width", size.width)
        setField(L, "height", size.height)
    }

    /// Pushes `{ top, left, bottom, right }`.
    static func pushInsets(_ L: OpaquePointer?, _ insets: Insets) {
        lua_createtable(L, 0, 4)
        setField(L, "top", insets.top)
        setField(L, "left", insets.left)
        setField(L, "bottom", insets.bottom)
        setField(L, "right", insets.right)
    }
}
