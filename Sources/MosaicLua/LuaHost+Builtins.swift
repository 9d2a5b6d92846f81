import CLua
import CLuaShims
import Mosaic

// mosaic.layout(name [, params]): a built-in layout on the plugin's data and
// environment, so a plugin can decorate a waterfall instead of rewriting it.
extension LuaHost {
    /// `mosaic.layout(name [, params])` returns `frames, contentWidth,
    /// contentHeight`, where `frames` is an array, in index-path order, of
    /// `{section =, item =, x =, y =, width =, height = [, attrs =]}`, with
    /// `attrs` holding the attributes other than the frame that differ from
    /// the defaults (`rotation`, `anchorX`, `zIndex`, …), in the form
    /// `ctx:place` takes them.
    static let builtinLayout: mosaic_HostFunction = { L, host in
        guard let session = session(host) else { return outsideCall(L, "mosaic.layout") }
        let function = "mosaic.layout"
        let names = BuiltinLayouts.all.map(\.name).joined(separator: ", ")
        guard let name = string(L, 1) else {
            return fail(L, "\(function): the first argument is the name of a built-in layout (\(names)), got \(describe(L, 1))")
        }
        guard let descriptor = BuiltinLayouts.all.first(where: { $0.name == name }) else {
            return fail(L, "\(function): unknown layout '\(name)'; the built-in layouts are \(names)")
        }
        var parameters = descriptor.defaultParameters
        if lua_type(L, 2) > LUA_TNIL {
            guard lua_type(L, 2) == LUA_TTABLE else {
                return fail(L, "\(function): parameters must be a table such as {columns = 3}, got \(describe(L, 2))")
            }
            // The names first, then the values by name: of several mistakes,
            // the message names the first in sorted order, the same on every
            // run (Lua's traversal order changes from run to run).
            var names: [String] = []
            var nonString: String?
            var unknown: String?
            lua_pushnil(L)
            while lua_next(L, 2) != 0 {
                lua_settop(L, -2)
                guard let key = string(L, -1) else {
                    let description = describe(L, -1)
                    if nonString.map({ description < $0 }) ?? true { nonString = description }
                    continue
                }
                if (try? parameters.spec(named: key)) != nil {
                    names.append(key)
                } else if unknown.map({ key < $0 }) ?? true {
                    unknown = key
                }
            }
            if let nonString { return fail(L, "\(function): parameter names must be strings, got \(nonString)") }
            if let unknown {
                do { _ = try parameters.spec(named: unknown) } catch { return fail(L, "\(function): \(error)") }
            }
            for key in names.sorted() {
                push(L, key)
                lua_rawget(L, 2)
                do {
                    let kind = try parameters.spec(named: key).kind
                    switch lua_type(L, -1) {
                    case LUA_TNUMBER:
                        if lua_isinteger(L, -1) != 0 {
                            try parameters.set(key, to: .integer(Int(lua_tointegerx(L, -1, nil))))
                        } else {
                            try parameters.set(key, to: .number(lua_tonumberx(L, -1, nil)))
                        }
                    case LUA_TBOOLEAN: try parameters.set(key, to: .bool(lua_toboolean(L, -1) != 0))
                    case LUA_TSTRING:
                        // Parsed in Swift, uncharged: a parameter's text is short.
                        guard lua_rawlen(L, -1) <= maximumParameterText else {
                            return fail(L, "\(function): parameter \(key) is a string of \(lua_rawlen(L, -1)) bytes; parameter values are at most \(maximumParameterText)")
                        }
                        guard let text = string(L, -1) else { return fail(L, "\(function): parameter \(key)") }
                        try parameters.set(key, parsing: text)
                    case LUA_TTABLE where lua_rawlen(L, -1) > 0 && kind.takesNumberList:
                        // {2, 3}: one number per section or a size's two, never copied past the cap.
                        guard lua_rawlen(L, -1) <= ParameterSpec.maximumListCount else {
                            return fail(L, "\(function): parameter \(key) is a list of \(lua_rawlen(L, -1)) values; a per-section list holds at most \(ParameterSpec.maximumListCount)")
                        }
                        var values: [ParameterValue] = []
                        for index in 1...Int(lua_rawlen(L, -1)) {
                            guard lua_rawgeti(L, -1, lua_Integer(index)) == LUA_TNUMBER else {
                                return fail(L, "\(function): parameter \(key)[\(index)] is \(describe(L, -1)); \(kind.isPerSection ? "a per-section list holds numbers" : "a size is two numbers {W, H}")")
                            }
                            values.append(lua_isinteger(L, -1) != 0 ? .integer(Int(lua_tointegerx(L, -1, nil))) : .number(lua_tonumberx(L, -1, nil)))
                            lua_settop(L, -2)
                        }
                        try parameters.set(key, to: .perSection(values))
                    default:
                        return fail(L, "\(function): parameter \(key) is \(describe(L, -1)); give a number, a boolean or a string (or a list of numbers: {2, 3} for a per-section parameter, {W, H} for a size)")
                    }
                } catch {
                    return fail(L, "\(function): \(error)")
                }
                lua_settop(L, -2)
            }
        }
        var layout: any CollectionLayout
        do {
            layout = try descriptor.makeLayout(parameters: parameters)
        } catch {
            return fail(L, "\(function): \(error)")
        }
        let context = session.pointee.context
        var cache = LayoutCache(itemCounts: context.dataSource.itemCounts)
        do {
            try layout.prepare(.full, context: context, cache: &cache)
            // A scroll-reactive built-in (the fan) prepares its base: its
            // frames at this offset are the base with the scroll step applied,
            // as every engine query answers.
            if let split = layout as? any ScrollReactiveLayout, split.reactsToScroll {
                var cells = cache.allElements().filter { $0.category == .cell }
                try split.scrolled(&cells, context: context)
                for cell in cells { cache.setCell(cell) }
            }
        } catch {
            return fail(L, "\(function): \(error)")
        }
        // The frames table is the script's memory: ask for room before
        // building it, since the allocator cannot refuse while Swift runs.
        guard mosaic_reserve(L, cache.cellCount * frameTableBytes) != 0 else { return -1 }
        pushFrames(L, of: cache)
        return 3
    }

    /// The longest text a parameter value may have.
    static let maximumParameterText = 4096

    /// What one entry of a frames table costs a state at most, measured
    /// with Lua 5.4: about 270 bytes, 420 with an `attrs` table.
    static let frameTableBytes = 440

    /// Pushes the frames table, the content width and the content height.
    private static func pushFrames(_ L: OpaquePointer?, of cache: LayoutCache) {
        lua_createtable(L, Int32(clamping: cache.cellCount), 0)
        var position: lua_Integer = 1
        var width = 0.0, height = 0.0
        for section in 0..<cache.numberOfSections {
            for item in 0..<cache.numberOfItems(inSection: section) {
                guard let attributes = cache.cellAttributes(at: ItemPath(item: item, section: section)) else { continue }
                let visual = attributes.visualFrame
                width = max(width, visual.maxX)
                height = max(height, visual.maxY)
                lua_createtable(L, 0, 7)
                setField(L, "section", integer: section)
                setField(L, "item", integer: item)
                setField(L, "x", attributes.frame.minX)
                setField(L, "y", attributes.frame.minY)
                setField(L, "width", attributes.frame.width)
                setField(L, "height", attributes.frame.height)
                pushExtraAttributes(L, attributes)
                lua_rawseti(L, -2, position)
                position += 1
            }
        }
        let size = cache.contentSize ?? Size(width: width, height: height)
        lua_pushnumber(L, size.width)
        lua_pushnumber(L, size.height)
    }

    /// Sets `attrs` on the frame table on top when any attribute differs
    /// from its default.
    private static func pushExtraAttributes(_ L: OpaquePointer?, _ attributes: LayoutAttributes) {
        let t = attributes.transform
        let numbers: [(String, Double, Double)] = [
            ("rotation", t.rotation, 0), ("scaleX", t.scaleX, 1), ("scaleY", t.scaleY, 1),
            ("translateX", t.translateX, 0), ("translateY", t.translateY, 0),
            ("anchorX", attributes.anchorPoint.x, 0.5), ("anchorY", attributes.anchorPoint.y, 0.5),
            ("alpha", attributes.alpha, 1),
        ]
        let differs = numbers.contains { $0.1 != $0.2 } || attributes.zIndex != 0 || attributes.isHidden || !attributes.custom.isEmpty
        guard differs else { return }
        lua_createtable(L, 0, 4)
        for (name, value, defaultValue) in numbers where value != defaultValue { setField(L, name, value) }
        if attributes.zIndex != 0 { setField(L, "zIndex", integer: attributes.zIndex) }
        if attributes.isHidden {
            lua_pushboolean(L, 1)
            lua_setfield(L, -2, "hidden")
        }
        for (key, value) in attributes.custom.sorted(by: { $0.key < $1.key }) {
            push(L, value)
            lua_setfield(L, -2, key)
        }
        lua_setfield(L, -2, "attrs")
    }
}
