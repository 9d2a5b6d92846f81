import CLua
import CLuaShims
import Mosaic

// The Mosaic API of the REPL: `mosaic.load(source [, params])` returns a
// layout, a userdata holding its index in the session's list, whose methods
// are host functions like `ctx:place` (they return a status and the C
// trampoline raises the error).
extension LuaREPL {
    /// The registry name of the layouts' metatable.
    static let layoutMetatable = "mosaic.Layout"

    /// The methods of a layout, by name.
    static let methods: [(String, mosaic_HostFunction)] = [
        ("set", setParameter), ("params", parameters), ("items", items), ("data", data),
        ("viewport", viewport), ("scroll", scroll), ("prepare", prepare), ("query", query),
        ("attributes", attributes), ("contentSize", contentSize), ("show", show), ("save", save),
        ("reload", reload), ("time", time),
        ("insert", insert), ("delete", delete), ("move", move), ("measure", measure), ("selfSize", selfSize),
        ("sectionOffset", sectionOffset), ("snap", snap), ("target", target), ("contentOffset", contentOffset),
        ("insets", insets), ("safeArea", safeArea), ("layoutMargins", layoutMargins), ("scale", scale),
    ]

    /// Names the REPL completes after `l:`.
    package static var methodNames: [String] { methods.map(\.0).sorted() }

    func registerAPI() {
        let L = state.L
        lua_createtable(L, 0, 2)
        mosaic_pushhostfunction(L, Self.loadLayout)
        lua_setfield(L, -2, "load")
        mosaic_pushhostfunction(L, Self.compositional)
        lua_setfield(L, -2, "compositional")
        lua_setglobal(L, "mosaic")

        LuaHost.newLockedMetatable(L, Self.layoutMetatable)
        lua_createtable(L, 0, Int32(Self.methods.count))
        for (name, function) in Self.methods {
            mosaic_pushhostfunction(L, function)
            lua_setfield(L, -2, name)
        }
        lua_setfield(L, -2, "__index")
        clua_pop(L, 1)
    }

    /// The layout the userdata at `index` holds, or `nil`.
    ///
    /// - Parameter thread: the thread whose stack holds it (a coroutine's,
    ///   for a method called in one); the main thread when `nil`.
    func layout(at index: Int32, of thread: OpaquePointer? = nil) -> ReplLayout? {
        guard let pointer = luaL_testudata(thread ?? state.L, index, Self.layoutMetatable) else { return nil }
        let position = pointer.load(as: Int.self)
        return layouts.indices.contains(position) ? layouts[position] : nil
    }

    /// Pushes a handle for the layout in `slot` on `thread` (the caller's
    /// stack: a coroutine's, when a coroutine calls mosaic.load) and records
    /// it, so that the layout is freed once no Lua value holds the handle.
    func pushHandle(slot: Int, on thread: OpaquePointer) {
        pushLayout(slot, on: thread)
        recordHandle(slot: slot, on: thread)
    }

    /// Pushes a userdata for `layouts[position]` on `L`.
    private func pushLayout(_ position: Int, on L: OpaquePointer) {
        let pointer = lua_newuserdatauv(L, MemoryLayout<Int>.size, 0)!
        pointer.storeBytes(of: position, as: Int.self)
        luaL_setmetatable(L, Self.layoutMetatable)
    }

    static func repl(_ host: UnsafeMutableRawPointer?) -> LuaREPL {
        Unmanaged<LuaREPL>.fromOpaque(host!).takeUnretainedValue()
    }

    /// Runs a method body on the layout in argument 1, turning a thrown
    /// error into the trampoline's error status. Lua functions the layout
    /// calls back meanwhile run on the calling thread (`L`, a coroutine
    /// perhaps) and may not use a layout themselves.
    static func method(_ L: OpaquePointer?, _ host: UnsafeMutableRawPointer?, _ name: String,
                       _ body: (ReplLayout) throws -> Int32) -> Int32 {
        let repl = repl(host)
        guard let layout = repl.layout(at: 1, of: L) else {
            return LuaHost.fail(L, "\(name): call it on a layout, as l:\(name)(…), got \(LuaHost.describe(L, 1))")
        }
        do {
            return try repl.usingLayout {
                try repl.callbacks.calling(on: L) { try body(layout) }
            }
        } catch {
            return LuaHost.fail(L, "\(name): \(error)")
        }
    }

    /// Number arguments `first…`, or the message for the first that is not one.
    static func numbers(_ L: OpaquePointer?, _ name: String, _ labels: [String], from first: Int32 = 2) -> Result<[Double], ReplError> {
        var values: [Double] = []
        for (offset, label) in labels.enumerated() {
            let index = first + Int32(offset)
            guard let value = LuaHost.number(L, index) else {
                return .failure(ReplError("\(name)(\(labels.joined(separator: ", "))): \(label) must be a number, got \(LuaHost.describe(L, index))"))
            }
            values.append(value)
        }
        return .success(values)
    }

    /// A parameter value from a Lua value at `index`.
    private static func parameter(_ L: OpaquePointer?, _ index: Int32) -> (ParameterValue?, String?)? {
        switch lua_type(L, index) {
        case LUA_TNUMBER:
            return lua_isinteger(L, index) != 0 ? (.integer(Int(lua_tointegerx(L, index, nil))), nil) : (.number(lua_tonumberx(L, index, nil)), nil)
        case LUA_TBOOLEAN: return (.bool(lua_toboolean(L, index) != 0), nil)
        case LUA_TSTRING: return LuaHost.string(L, index).map { (nil, $0) }  // nil: the copy was refused
        case LUA_TTABLE where lua_rawlen(L, index) > 0:
            // {2, 3}: one number per section, for a per-section parameter,
            // never copied past the cap (the copy is host memory).
            guard lua_rawlen(L, index) <= ParameterSpec.maximumListCount else { return nil }
            let table = lua_absindex(L, index)
            var values: [ParameterValue] = []
            for position in 1...Int(lua_rawlen(L, table)) {
                defer { clua_pop(L, 1) }
                guard lua_rawgeti(L, table, lua_Integer(position)) == LUA_TNUMBER else { return nil }
                values.append(lua_isinteger(L, -1) != 0 ? .integer(Int(lua_tointegerx(L, -1, nil))) : .number(lua_tonumberx(L, -1, nil)))
            }
            return (.perSection(values), nil)
        default: return nil
        }
    }

    // MARK: - Functions

    static let loadLayout: mosaic_HostFunction = { L, host in
        let repl = repl(host)
        guard let source = LuaHost.string(L, 1) else {
            return LuaHost.fail(L, "mosaic.load: give a layout name or a .lua file, got \(LuaHost.describe(L, 1))")
        }
        var values: [(String, ParameterValue?, String?)] = []
        if lua_type(L, 2) > LUA_TNIL {
            guard lua_type(L, 2) == LUA_TTABLE else {
                return LuaHost.fail(L, "mosaic.load: parameters must be a table such as {radius = 300}, got \(LuaHost.describe(L, 2))")
            }
            lua_pushnil(L)
            while lua_next(L, 2) != 0 {
                guard let key = LuaHost.string(L, -2) else {
                    return LuaHost.fail(L, "mosaic.load: parameter names must be strings, got \(LuaHost.describe(L, -2))")
                }
                guard let (value, text) = parameter(L, -1) else {
                    return LuaHost.fail(L, "mosaic.load: parameter \(key) is \(LuaHost.describe(L, -1)); give a number, a boolean, a string or a list of at most \(ParameterSpec.maximumListCount) numbers such as {2, 3}")
                }
                values.append((key, value, text))
                clua_pop(L, 1)
            }
            values.sort { $0.0 < $1.0 }
        }
        let slot: Int
        do {
            try repl.reserveNewLayout(items: ReplLayout.defaultItemCount)
            slot = try repl.adopt(try ReplLayout(source: source, parameters: values, environment: repl.environment))
        } catch {
            return LuaHost.fail(L, "mosaic.load: \(error)")
        }
        repl.pushHandle(slot: slot, on: L!)
        return 1
    }

    static let setParameter: mosaic_HostFunction = { L, host in
        method(L, host, "set") { layout in
            guard let name = LuaHost.string(L, 2) else { throw ReplError("give the parameter's name, got \(LuaHost.describe(L, 2))") }
            guard let (value, text) = parameter(L, 3) else {
                throw ReplError("parameter \(name) is \(LuaHost.describe(L, 3)); give a number, a boolean, a string or a list of at most \(ParameterSpec.maximumListCount) numbers such as {2, 3}")
            }
            if let value { try layout.set(name, to: value) } else { try layout.set(name, parsing: text!) }
            lua_settop(L, 1)
            return 1
        }
    }

    static let parameters: mosaic_HostFunction = { L, host in
        method(L, host, "params") { layout in
            let values = layout.parameters
            lua_createtable(L, 0, Int32(values.count))
            for (name, value) in values {
                switch value {
                case .number(let number): lua_pushnumber(L, number)
                case .integer(let integer): lua_pushinteger(L, lua_Integer(integer))
                case .bool(let bool): lua_pushboolean(L, bool ? 1 : 0)
                default: LuaHost.push(L, value.description)
                }
                lua_setfield(L, -2, name)
            }
            return 1
        }
    }

    static let items: mosaic_HostFunction = { L, host in
        method(L, host, "items") { layout in
            // l:items(n) or l:items(n0, n1, …): one section per count.
            var counts: [Int] = []
            for index in 2...max(2, lua_gettop(L)) {
                guard let count = LuaHost.integer(L, index) else {
                    throw ReplError("give whole numbers of items, one per section, got \(LuaHost.describe(L, index))")
                }
                counts.append(count)
            }
            try layout.setItems(counts)
            lua_settop(L, 1)
            return 1
        }
    }

    static let data: mosaic_HostFunction = { L, host in
        method(L, host, "data") { layout in
            guard let file = LuaHost.string(L, 2) else { throw ReplError("give a JSON data file, got \(LuaHost.describe(L, 2))") }
            try layout.setData(file: file)
            lua_settop(L, 1)
            return 1
        }
    }

    static let viewport: mosaic_HostFunction = { L, host in
        method(L, host, "viewport") { layout in
            let values = try numbers(L, "viewport", ["width", "height"]).get()
            try layout.setViewport(width: values[0], height: values[1])
            lua_settop(L, 1)
            return 1
        }
    }

    static let scroll: mosaic_HostFunction = { L, host in
        method(L, host, "scroll") { layout in
            let values = try numbers(L, "scroll", ["x", "y"]).get()
            try layout.scroll(x: values[0], y: values[1])
            lua_settop(L, 1)
            return 1
        }
    }

    static let prepare: mosaic_HostFunction = { L, host in
        method(L, host, "prepare") { layout in
            try layout.prepare()
            lua_settop(L, 1)
            return 1
        }
    }

    static let query: mosaic_HostFunction = { L, host in
        method(L, host, "query") { layout in
            let values = try numbers(L, "query", ["x", "y", "width", "height"]).get()
            // At most ElementCap.standard tables; the second result says how many met the rect.
            let answer = try layout.query(Rect(x: values[0], y: values[1], width: values[2], height: values[3]))
            let elements = answer.elements
            guard mosaic_reserve(L, elements.count * LuaHost.frameTableBytes) != 0 else { return -1 }
            lua_createtable(L, Int32(clamping: elements.count), 0)
            for (position, attributes) in elements.enumerated() {
                pushAttributes(L, attributes)
                lua_rawseti(L, -2, lua_Integer(position + 1))
            }
            lua_pushinteger(L, lua_Integer(answer.total))
            return 2
        }
    }

    static let attributes: mosaic_HostFunction = { L, host in
        method(L, host, "attributes") { layout in
            guard let section = LuaHost.integer(L, 2), let item = LuaHost.integer(L, 3) else {
                throw ReplError("give the section and the item, as l:attributes(0, 3)")
            }
            guard section >= 0, item >= 0, let attributes = try layout.engine.layoutAttributesForItem(at: ItemPath(item: item, section: section)) else {
                lua_pushnil(L)
                return 1
            }
            pushAttributes(L, attributes)
            return 1
        }
    }

    static let contentSize: mosaic_HostFunction = { L, host in
        method(L, host, "contentSize") { layout in
            let size = try layout.engine.contentSize()
            LuaHost.pushNumber(L, size.width, preferInteger: true)
            LuaHost.pushNumber(L, size.height, preferInteger: true)
            return 2
        }
    }

    static let show: mosaic_HostFunction = { L, host in
        method(L, host, "show") { layout in
            var text = try layout.preview()
            if text.hasSuffix("\n") { text.removeLast() }
            LuaHost.push(L, text)
            return 1
        }
    }

    static let save: mosaic_HostFunction = { L, host in
        method(L, host, "save") { layout in
            guard let path = LuaHost.string(L, 2) else { throw ReplError("give a file name ending in .svg, .json, .csv or .txt") }
            var compact = false
            if lua_type(L, 3) > LUA_TNIL {
                guard lua_type(L, 3) == LUA_TTABLE else {
                    throw ReplError("l:save: options must be a table such as {compact = true}, got \(LuaHost.describe(L, 3))")
                }
                lua_pushnil(L)
                while lua_next(L, 3) != 0 {
                    guard LuaHost.string(L, -2) == "compact", lua_type(L, -1) == LUA_TBOOLEAN else {
                        let problem = "\(LuaHost.describe(L, -2)) = \(LuaHost.describe(L, -1))"
                        clua_pop(L, 2)
                        throw ReplError("l:save: the one option is compact = true or false, got \(problem)")
                    }
                    compact = lua_toboolean(L, -1) != 0
                    clua_pop(L, 1)
                }
            }
            try layout.save(to: path, compact: compact)
            LuaHost.push(L, path)
            return 1
        }
    }

    static let reload: mosaic_HostFunction = { L, host in
        method(L, host, "reload") { layout in
            try layout.reload()
            lua_settop(L, 1)
            return 1
        }
    }

    static let time: mosaic_HostFunction = { L, host in
        method(L, host, "time") { layout in
            try layout.prepare()
            LuaHost.push(L, layout.lastPrepareDescription)
            return 1
        }
    }

    /// Pushes `{section, item, x, y, width, height}` and every attribute that
    /// differs from its default (``nonDefaultAttributes(of:)``), the custom
    /// ones in a `custom` table.
    private static func pushAttributes(_ L: OpaquePointer?, _ attributes: LayoutAttributes) {
        let (fields, custom) = nonDefaultAttributes(of: attributes)
        lua_createtable(L, 0, Int32(6 + fields.count + (custom.isEmpty ? 0 : 1)))
        LuaHost.setField(L, "section", integer: attributes.indexPath.section)
        LuaHost.setField(L, "item", integer: attributes.indexPath.item)
        for (key, value) in [("x", attributes.frame.minX), ("y", attributes.frame.minY),
                             ("width", attributes.frame.width), ("height", attributes.frame.height)] {
            LuaHost.pushNumber(L, value, preferInteger: true)
            lua_setfield(L, -2, key)
        }
        for (key, value) in fields {
            pushAttributeValue(L, value)
            lua_setfield(L, -2, key)
        }
        if !custom.isEmpty {
            lua_createtable(L, 0, Int32(custom.count))
            for (key, value) in custom {
                pushAttributeValue(L, value)
                lua_setfield(L, -2, key)
            }
            lua_setfield(L, -2, "custom")
        }
    }

    private static func pushAttributeValue(_ L: OpaquePointer?, _ value: AttributeValue) {
        switch value {
        case .number(let number): LuaHost.pushNumber(L, number, preferInteger: true)
        case .string(let text): LuaHost.push(L, text)
        case .bool(let flag): lua_pushboolean(L, flag ? 1 : 0)
        }
    }
}
