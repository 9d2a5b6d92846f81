import CLua
import CLuaShims
import Mosaic

/// A plugin loaded into a state of its own: the state, the plugin's
/// functions, and the calls a ``LuaLayout`` makes. Confined to one thread.
final class LuaPluginInstance {
    let state: LuaState
    let file: String
    let definition: LuaPluginDefinition
    let functions: LuaPluginFunctions
    /// The functions the Swift models call back (a compositional layout's).
    let callbacks: LuaCallbacks
    /// What the file made with `mosaic.compositional{…}` and returned, if it did.
    let configuration: CompositionalConfiguration?
    /// An error from a call that cannot throw (the bounds-change question,
    /// the target offset), thrown by the next prepare.
    var deferredError: LuaError?

    /// Runs the plugin's text in a new state and reads the table it returns.
    ///
    /// - Throws: ``LuaError`` for a syntax error, an error while the file
    ///   runs, a limit, or a table that is not a valid plugin.
    /// - Parameter modules: set to the module files `require` read or tried
    ///   to read (``LuaState/requiredModuleFiles``), whether the run
    ///   succeeded or not.
    convenience init(source: [UInt8], file: String, moduleFolder: PluginFolder? = nil, limits: LuaLimits, modules: inout [String]) throws(LuaError) {
        var tried: [String] = []
        do {
            try self.init(source: source, file: file, moduleFolder: moduleFolder, limits: limits, tried: &tried)
        } catch {
            modules = tried
            throw error
        }
        modules = state.requiredModuleFiles
    }

    convenience init(source: [UInt8], file: String, moduleFolder: PluginFolder? = nil, limits: LuaLimits) throws(LuaError) {
        var tried: [String] = []
        try self.init(source: source, file: file, moduleFolder: moduleFolder, limits: limits, tried: &tried)
    }

    private init(source: [UInt8], file: String, moduleFolder: PluginFolder?, limits: LuaLimits, tried: inout [String]) throws(LuaError) {
        state = try LuaState(limits: limits, moduleDirectory: SourceFile.directory(of: file), moduleFolder: moduleFolder)
        state.mainFile = file
        mosaic_setlabel(state.L, file)
        self.file = file
        let L = state.L
        let callbacks = LuaCallbacks(state: state, file: file)
        self.callbacks = callbacks
        lua_createtable(L, 0, 2)
        mosaic_pushhostfunction(L, LuaHost.builtinLayout)
        lua_setfield(L, -2, "layout")
        mosaic_pushhostfunction(L, LuaHost.compositional)
        lua_setfield(L, -2, "compositional")
        lua_setglobal(L, "mosaic")
        LuaHost.registerCompositionalMetatable(L)
        LuaHost.newLockedMetatable(L, LuaHost.contextMetatable)
        clua_pop(L, 1)
        try state.load(source, chunkName: "@" + file)
        callbacks.acceptsConfigurations = true
        defer {
            callbacks.acceptsConfigurations = false
            callbacks.configurations = []
        }
        do {
            try state.call(arguments: 0, results: 1)
        } catch {
            tried = state.requiredModuleFiles
            throw error
        }
        (definition, functions, configuration) = try LuaPluginReader(state: state, file: file, callbacks: callbacks).read()
    }

    // MARK: - Calls

    /// Runs the plugin's prepare into `cache` and checks that it placed every item.
    func prepare(parameters: Parameters, context: LayoutContext, cache: inout LayoutCache) throws(LuaError) {
        if let error = deferredError {
            deferredError = nil
            throw error
        }
        precondition(!definition.isCompositional, "a compositional plugin is prepared by its CompositionalLayout")
        precondition(cache.itemCounts == context.dataSource.itemCounts, "the cache must have a slot for every item")
        var session = LuaCallSession(isPreparing: true, context: context, cache: LayoutCache(itemCounts: []))
        swap(&session.cache, &cache)  // no copy: the cache stays uniquely referenced
        defer { swap(&session.cache, &cache) }
        let L = state.L
        // What this prepare keeps in the cache for the script is charged as
        // it places it (mosaic_charge); the cache it replaces is gone.
        mosaic_setexternal(L, 0)
        lua_rawgeti(L, clua_registryindex(), lua_Integer(functions.prepare))
        pushContext(context: context, parameters: parameters)
        let status = withUnsafeMutablePointer(to: &session) { pointer in
            mosaic_sethost(L, pointer)
            defer { mosaic_sethost(L, nil) }
            return mosaic_pcall(L, 1, 0)
        }
        if status != LUA_OK { throw state.popError(status: status) }
        if let (slot, count) = session.unplaced() {
            let indexPath = session.cache.indexPath(ofSlot: slot)
            let others = count > 1 ? " and \(count - 1) other item\(count == 2 ? "" : "s")" : ""
            throw LuaError(
                .runtime,
                "prepare did not place \(LuaHost.cellName(indexPath.section, indexPath.item))\(others); ctx:place must place every item once",
                file: file, line: definition.prepareLine
            )
        }
    }

    /// Asks `shouldInvalidateForBoundsChange(ctx, newBounds)`; `false` when
    /// the plugin has no such function.
    func shouldInvalidate(forBoundsChange newBounds: Rect, parameters: Parameters, context: LayoutContext) throws(LuaError) -> Bool {
        guard let function = functions.shouldInvalidateForBoundsChange else { return false }
        let L = state.L
        lua_rawgeti(L, clua_registryindex(), lua_Integer(function))
        pushContext(context: context, parameters: parameters)
        lua_createtable(L, 0, 4)
        LuaHost.setField(L, "x", newBounds.minX)
        LuaHost.setField(L, "y", newBounds.minY)
        LuaHost.setField(L, "width", newBounds.width)
        LuaHost.setField(L, "height", newBounds.height)
        try query(context: context, arguments: 2, results: 1)
        defer { lua_settop(L, -2) }
        return lua_toboolean(L, -1) != 0
    }

    /// Asks `targetContentOffset(ctx, proposedX, proposedY, velocityX,
    /// velocityY)`; `proposed` when the plugin has no such function.
    func targetContentOffset(proposed: Point, velocity: Point, parameters: Parameters, context: LayoutContext) throws(LuaError) -> Point {
        guard let function = functions.targetContentOffset else { return proposed }
        let L = state.L
        lua_rawgeti(L, clua_registryindex(), lua_Integer(function))
        pushContext(context: context, parameters: parameters)
        for value in [proposed.x, proposed.y, velocity.x, velocity.y] { lua_pushnumber(L, value) }
        try query(context: context, arguments: 5, results: 2)
        let x = LuaHost.number(L, -2), y = LuaHost.number(L, -1)
        if lua_type(L, -2) == LUA_TNUMBER, lua_type(L, -1) == LUA_TNUMBER, let x, let y, x.isFinite, y.isFinite {
            lua_settop(L, -3)
            return Point(x: x, y: y)
        }
        let returned = "\(LuaHost.describe(L, -2)), \(LuaHost.describe(L, -1))"
        lua_settop(L, -3)
        lua_rawgeti(L, clua_registryindex(), lua_Integer(function))
        let line = mosaic_linedefined(L, -1)
        lua_settop(L, -2)
        throw LuaError(
            .runtime, "targetContentOffset must return two finite numbers x, y; it returned \(returned)",
            file: file, line: line > 0 ? Int(line) : nil
        )
    }

    /// Calls the function below `arguments` values with a query session.
    func query(context: LayoutContext, arguments: Int32, results: Int32) throws(LuaError) {
        var session = LuaCallSession(isPreparing: false, context: context, cache: LayoutCache(itemCounts: []))
        let L = state.L
        let status = withUnsafeMutablePointer(to: &session) { pointer in
            mosaic_sethost(L, pointer)
            defer { mosaic_sethost(L, nil) }
            return mosaic_pcall(L, arguments, results)
        }
        if status != LUA_OK { throw state.popError(status: status) }
    }

    // MARK: - ctx

    /// Pushes `ctx`: params, viewport, contentOffset, contentInsets, safeArea,
    /// layoutMargins, displayScale (when set) and the host functions.
    func pushContext(context: LayoutContext, parameters: Parameters) {
        let L = state.L
        let environment = context.environment
        lua_createtable(L, 0, 15)

        lua_createtable(L, 0, Int32(parameters.specs.count))
        for (spec, value) in zip(parameters.specs, parameters.values) {
            // A per-section parameter is always an array, even when one value was given.
            var pushed = value
            if spec.kind.isPerSection, !value.isPerSectionList { pushed = .perSection([value]) }
            Self.pushParameter(L, pushed, preferInteger: definition.integerParameters.contains(spec.name))
            lua_setfield(L, -2, spec.name)
        }
        lua_setfield(L, -2, "params")

        lua_createtable(L, 0, 2)
        LuaHost.setField(L, "width", environment.viewport.width)
        LuaHost.setField(L, "height", environment.viewport.height)
        lua_setfield(L, -2, "viewport")
        lua_createtable(L, 0, 2)
        LuaHost.setField(L, "x", environment.contentOffset.x)
        LuaHost.setField(L, "y", environment.contentOffset.y)
        lua_setfield(L, -2, "contentOffset")
        Self.pushInsets(L, environment.contentInsets)
        lua_setfield(L, -2, "contentInsets")
        Self.pushInsets(L, environment.safeArea)
        lua_setfield(L, -2, "safeArea")
        Self.pushInsets(L, environment.layoutMargins)
        lua_setfield(L, -2, "layoutMargins")
        if let scale = environment.displayScale {
            LuaHost.pushNumber(L, scale, preferInteger: true)
            lua_setfield(L, -2, "displayScale")
        }

        for (name, function, isLeaf) in Self.contextFunctions {
            if isLeaf { mosaic_pushleafhostfunction(L, function) } else { mosaic_pushhostfunction(L, function) }
            lua_setfield(L, -2, name)
        }
        LuaHost.setLockedMetatable(L, LuaHost.contextMetatable)
    }

    /// The host functions of `ctx`, by name, and whether each is a leaf: it
    /// makes the state allocate nothing but an error message, so it runs
    /// without stopping the collector (mosaic_pushleafhostfunction).
    private static let contextFunctions: [(String, mosaic_HostFunction, Bool)] = [
        ("sections", LuaHost.sections, true), ("items", LuaHost.items, true), ("item", LuaHost.item, false),
        ("place", LuaHost.place, true), ("supplementary", LuaHost.supplementary, true),
        ("decoration", LuaHost.decoration, true), ("setContentSize", LuaHost.setContentSize, true),
        ("preferredSize", LuaHost.preferredSize, true),
    ]

    /// Pushes a parameter value: a number, a boolean, a string,
    /// `{top, left, bottom, right}` for insets, an array of these for a
    /// per-section list.
    private static func pushParameter(_ L: OpaquePointer, _ value: ParameterValue, preferInteger: Bool) {
        switch value {
        case .number(let number): LuaHost.pushNumber(L, number, preferInteger: preferInteger)
        case .integer(let integer): lua_pushinteger(L, lua_Integer(integer))
        case .bool(let bool): lua_pushboolean(L, bool ? 1 : 0)
        case .choice(let choice): LuaHost.push(L, choice)
        case .insets(let insets): pushInsets(L, insets)
        case .perSection(let values):
            lua_createtable(L, Int32(clamping: values.count), 0)
            for (index, element) in values.enumerated() {
                pushParameter(L, element, preferInteger: preferInteger)
                lua_rawseti(L, -2, lua_Integer(index + 1))
            }
        }
    }

    private static func pushInsets(_ L: OpaquePointer, _ insets: Insets) {
        lua_createtable(L, 0, 4)
        LuaHost.setField(L, "top", insets.top)
        LuaHost.setField(L, "left", insets.left)
        LuaHost.setField(L, "bottom", insets.bottom)
        LuaHost.setField(L, "right", insets.right)
    }
}
