import CLua
import CLuaShims
import Mosaic

/// The Swift side of the functions in `mosaic.compositional{…}`: custom
/// groups, section providers and preferred sizes. Each provider's closure
/// is `@Sendable`: it captures a ``LuaFunctionReference``, a handle, never
/// the state, and calls the function only where its state is current
/// (``LuaCompositionalLayout``). Each call is protected and
/// held to the state's limits (``LuaCallbacks/call(_:results:push:read:)``);
/// what the function returns is read with raw accesses after it returns and
/// checked, and a bad value is a ``LuaError`` at the function's definition
/// that names the key path of the value.
enum LuaCompositionalProviders {
    /// The keys of a frame a custom group function returns.
    static let frameKeys = ["x", "y", "width", "height"]

    /// `custom = function(env) return {{x =, y =, width =, height = [, zIndex =]}, …} end`,
    /// with `env = {section, groupIndex, firstItem, remainingItems, width, height}`.
    /// It returns from 1 to `remainingItems` frames, relative to the group's
    /// content origin.
    static func customGroup(_ function: LuaFunctionReference) -> CustomGroupProvider {
        CustomGroupProvider(name: function.place) { context throws(LuaError) in
            try function.call(results: 1) { L in
                lua_createtable(L, 0, 6)
                LuaHost.setField(L, "section", integer: context.section)
                LuaHost.setField(L, "groupIndex", integer: context.groupIndex)
                LuaHost.setField(L, "firstItem", integer: context.firstItem)
                LuaHost.setField(L, "remainingItems", integer: context.remainingItems)
                LuaHost.setField(L, "width", context.containerSize.width)
                LuaHost.setField(L, "height", context.containerSize.height)
                return 1
            } read: { L, _ throws(LuaError) in
                if let items = frames(L, lua_gettop(L), most: context.remainingItems) { return items }
                // Something is wrong: the checked reader says what and where.
                let place = "custom group function (section \(context.section), group \(context.groupIndex))"
                do throws(CompositionalSpecError) {
                    return try LuaCompositionalReader.frames(L, at: lua_gettop(L), most: context.remainingItems)
                } catch {
                    throw function.error("\(place): \(error)")
                }
            }
        }
    }

    /// The frames in the list at `index` when every one is valid and there
    /// are from 1 to `most` of them; `nil` otherwise, for the checked reader
    /// (``LuaCompositionalReader/frames(_:at:most:)``) to find the problem. The fast
    /// path of every group placed: raw reads, no key paths, no messages.
    static func frames(_ L: OpaquePointer, _ index: Int32, most: Int) -> [CustomGroupProvider.Item]? {
        guard lua_type(L, index) == LUA_TTABLE else { return nil }
        let count = Int(lua_rawlen(L, index))
        guard count >= 1, count <= most, entries(L, index) == count else { return nil }
        var items: [CustomGroupProvider.Item] = []
        items.reserveCapacity(count)
        let limit = CompositionalLimits.maximumPoints, zLimit = CompositionalLimits.maximumZIndex
        for position in 1...count {
            defer { lua_settop(L, index) }
            guard lua_rawgeti(L, index, lua_Integer(position)) == LUA_TTABLE else { return nil }
            let frame = lua_gettop(L)
            var values = (0.0, 0.0, 0.0, 0.0)
            for (slot, key) in frameKeys.enumerated() {
                LuaHost.push(L, key)
                guard lua_rawget(L, frame) == LUA_TNUMBER else { return nil }
                let value = lua_tonumberx(L, -1, nil)
                lua_settop(L, frame)
                guard slot < 2 ? (-limit...limit).contains(value) : (0...limit).contains(value) else { return nil }
                switch slot {
                case 0: values.0 = value
                case 1: values.1 = value
                case 2: values.2 = value
                default: values.3 = value
                }
            }
            var zIndex = 0
            var known = 4
            LuaHost.push(L, "zIndex")
            if lua_rawget(L, frame) != LUA_TNIL {
                guard lua_type(L, -1) == LUA_TNUMBER, let z = LuaHost.integer(L, -1), (-zLimit...zLimit).contains(z) else { return nil }
                zIndex = z
                known = 5
            }
            lua_settop(L, frame)
            guard entries(L, frame) == known else { return nil }
            items.append(CustomGroupProvider.Item(frame: Rect(x: values.0, y: values.1, width: values.2, height: values.3), zIndex: zIndex))
        }
        return items
    }

    /// The number of entries of the table at `index`.
    private static func entries(_ L: OpaquePointer, _ index: Int32) -> Int {
        var count = 0
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            count += 1
            lua_settop(L, -2)
        }
        return count
    }

    /// `section = function(index, env) return {group = …, …} end`, with
    /// `env = {section, itemCount, width, height, container, safeArea,
    /// layoutMargins, displayScale}`: `width`, `height` the container (the
    /// layout's content size across its scroll axis, the viewport's along
    /// it); `container` as `NSCollectionLayoutContainer`
    /// (`contentSize`, `contentInsets`, `effectiveContentSize`,
    /// `effectiveContentInsets`); `displayScale` `nil` for exact values.
    static func sections(_ function: LuaFunctionReference, layoutKinds: Set<String>) -> SectionProvider {
        SectionProvider(name: function.place) { context throws(LuaError) in
            try function.call(results: 1) { L in
                lua_pushinteger(L, lua_Integer(context.section))
                pushEnvironment(L, context)
                return 2
            } read: { L, callbacks throws(LuaError) in
                let place = "section function (section \(context.section))"
                guard lua_type(L, -1) == LUA_TTABLE else {
                    throw function.error("\(place) must return a section table such as {group = …}, got \(LuaHost.describe(L, -1))")
                }
                do throws(CompositionalSpecError) {
                    return try LuaCompositionalReader.section(L, at: lua_gettop(L), callbacks: callbacks, layoutKinds: layoutKinds)
                } catch {
                    throw function.error("\(place): \(error)")
                }
            }
        }
    }

    /// Pushes a section provider's `env`: `{section, itemCount, width,
    /// height, container, safeArea, layoutMargins, displayScale}`.
    static func pushEnvironment(_ L: OpaquePointer?, _ context: SectionProvider.Context) {
        lua_createtable(L, 0, 8)
        LuaHost.setField(L, "section", integer: context.section)
        LuaHost.setField(L, "itemCount", integer: context.itemCount)
        LuaHost.setField(L, "width", context.containerSize.width)
        LuaHost.setField(L, "height", context.containerSize.height)
        pushContainer(L, context)
        lua_setfield(L, -2, "container")
        LuaHost.pushInsets(L, context.environment.safeArea)
        lua_setfield(L, -2, "safeArea")
        LuaHost.pushInsets(L, context.environment.layoutMargins)
        lua_setfield(L, -2, "layoutMargins")
        if let scale = context.environment.displayScale {
            LuaHost.pushNumber(L, scale, preferInteger: true)
            lua_setfield(L, -2, "displayScale")
        }
    }

    /// Pushes a section provider's `env.container`, as
    /// `NSCollectionLayoutContainer`: Mosaic's insets are points (no
    /// fractions to resolve), so the effective insets are the insets.
    private static func pushContainer(_ L: OpaquePointer?, _ context: SectionProvider.Context) {
        lua_createtable(L, 0, 4)
        LuaHost.pushSize(L, context.containerSize)
        lua_setfield(L, -2, "contentSize")
        LuaHost.pushSize(L, context.effectiveContentSize)
        lua_setfield(L, -2, "effectiveContentSize")
        LuaHost.pushInsets(L, context.contentInsets)
        lua_setfield(L, -2, "contentInsets")
        LuaHost.pushInsets(L, context.contentInsets)
        lua_setfield(L, -2, "effectiveContentInsets")
    }

    /// `preferredSize = function(section, item, width, height) return width, height end`:
    /// the size a cell laid out at `width × height` wants, or `nil` to keep it.
    static func preferredSize(_ function: LuaFunctionReference) -> PreferredSizeProvider {
        PreferredSizeProvider(name: function.place) { attributes throws(LuaError) in
            try function.call(results: 2) { L in
                lua_pushinteger(L, lua_Integer(attributes.indexPath.section))
                lua_pushinteger(L, lua_Integer(attributes.indexPath.item))
                lua_pushnumber(L, attributes.frame.width)
                lua_pushnumber(L, attributes.frame.height)
                return 4
            } read: { L, _ throws(LuaError) in
                if lua_type(L, -2) == LUA_TNIL { return nil }
                if lua_type(L, -2) == LUA_TNUMBER, lua_type(L, -1) == LUA_TNUMBER {
                    let width = lua_tonumberx(L, -2, nil), height = lua_tonumberx(L, -1, nil)
                    if width.isFinite, height.isFinite, width > 0, height > 0 { return Size(width: width, height: height) }
                }
                let element = LuaHost.cellName(attributes.indexPath.section, attributes.indexPath.item)
                throw function.error(
                    "preferredSize must return two positive finite numbers width, height (or nil) for \(element); it returned \(LuaHost.describe(L, -2)), \(LuaHost.describe(L, -1))"
                )
            }
        }
    }
}
