import CLua
import CLuaShims
import Mosaic

/// What a plugin file declares: the table it returns, checked.
struct LuaPluginDefinition: Sendable {
    /// The fields a plugin table may have.
    static let fields = [
        "name", "description", "params", "prepare", "shouldInvalidateForBoundsChange", "targetContentOffset",
        "initialAttributes", "finalAttributes", "preferredSize", "scrolled", "scrollMargin",
    ]

    var name: String
    var summary: String
    /// In name order (Lua tables have no order).
    var parameterSpecs: [ParameterSpec]
    /// Number parameters whose default is a Lua integer: whole values reach
    /// the script as integers.
    var integerParameters: Set<String>
    /// The line where `prepare` is defined.
    var prepareLine: Int?
    var hasBoundsChangeFunction: Bool
    var hasTargetOffsetFunction: Bool
    /// Whether the file returned `mosaic.compositional{…}` rather than a
    /// plugin table: the layout is a ``CompositionalLayout`` whose functions
    /// run in the plugin's state.
    var isCompositional = false

    /// The definition of a file that returns `mosaic.compositional{…}`:
    /// named after the file, with the compositional layout's parameters,
    /// whose defaults are the configuration's values.
    static func compositional(file: String, configuration: CompositionalConfiguration) -> LuaPluginDefinition {
        let defaults = CompositionalLayout(configuration: configuration).parameters
        let specs = defaults.specs.map { spec in
            var spec = spec
            spec.defaultValue = defaults[spec.name] ?? spec.defaultValue
            return spec
        }
        var definition = LuaPluginDefinition(
            name: SourceFile.baseName(of: file), summary: "a compositional layout (mosaic.compositional)",
            parameterSpecs: specs, integerParameters: [], prepareLine: nil,
            hasBoundsChangeFunction: false, hasTargetOffsetFunction: false
        )
        definition.isCompositional = true
        return definition
    }
}

/// Registry references to the plugin's functions.
struct LuaPluginFunctions {
    /// `LUA_NOREF` for a compositional layout, which has no prepare.
    var prepare: Int32
    var shouldInvalidateForBoundsChange: Int32?
    var targetContentOffset: Int32?
    var initialAttributes: Int32?
    var finalAttributes: Int32?
    var preferredSize: Int32?
    /// The scroll step, `scrolled(ctx, section, item, attrs)`, and its
    /// margin, `scrollMargin(ctx)` (LuaPluginInstance+Scroll.swift).
    var scrolled: Int32?
    var scrollMargin: Int32?
}

/// Reads the plugin table on top of a state's stack with raw accesses only
/// (a metatable on it is never consulted, so no Lua code runs).
struct LuaPluginReader {
    let state: LuaState
    let file: String
    /// Where `mosaic.compositional` left the configurations the file made.
    let callbacks: LuaCallbacks
    var L: OpaquePointer { state.L }

    func invalid(_ message: String) -> LuaError {
        LuaError(.invalidPlugin, message, file: file)
    }

    /// Reads and pops the table, or the handle `mosaic.compositional`
    /// returned (with its configuration).
    func read() throws(LuaError) -> (LuaPluginDefinition, LuaPluginFunctions, CompositionalConfiguration?) {
        let table = lua_gettop(L)
        defer { lua_settop(L, table - 1) }
        if let configuration = LuaHost.compositionalConfiguration(L, at: table, in: callbacks) {
            let definition = LuaPluginDefinition.compositional(file: file, configuration: configuration)
            return (definition, LuaPluginFunctions(prepare: LUA_NOREF, shouldInvalidateForBoundsChange: nil, targetContentOffset: nil), configuration)
        }
        guard lua_type(L, table) == LUA_TTABLE else {
            throw invalid(
                "the file must return the plugin table, such as return { prepare = function(ctx) … end }, or return mosaic.compositional{…}, but it returned \(LuaHost.describe(L, table))"
            )
        }
        try checkKeys(of: table, allowed: LuaPluginDefinition.fields, what: "field", in: "the plugin table")

        let name: String
        switch field(table, "name") {
        case LUA_TNIL: name = SourceFile.baseName(of: file)
        case LUA_TSTRING:
            name = try state.string(at: -1)!
            guard !name.isEmpty, !name.contains(where: { $0.isWhitespace || $0 == "/" || $0 == "=" }) else {
                throw invalid("name \"\(name)\" must be a non-empty word without spaces, '/' or '='")
            }
        default: throw invalid("name must be a string, got \(LuaHost.describe(L, -1))")
        }
        lua_settop(L, table)

        let summary: String
        switch field(table, "description") {
        case LUA_TNIL: summary = ""
        case LUA_TSTRING: summary = try state.string(at: -1)!
        default: throw invalid("description must be a string, got \(LuaHost.describe(L, -1))")
        }
        lua_settop(L, table)

        var specs: [ParameterSpec] = []
        var integers: Set<String> = []
        switch field(table, "params") {
        case LUA_TNIL: break
        case LUA_TTABLE: (specs, integers) = try readParameters(at: lua_gettop(L))
        default: throw invalid("params must be a table of parameters, got \(LuaHost.describe(L, -1))")
        }
        lua_settop(L, table)

        guard field(table, "prepare") == LUA_TFUNCTION else {
            throw invalid("prepare must be a function, such as prepare = function(ctx) … end, got \(LuaHost.describe(L, -1))")
        }
        let line = mosaic_linedefined(L, -1)
        let prepare = luaL_ref(L, clua_registryindex())
        let boundsChange = try optionalFunction(table, "shouldInvalidateForBoundsChange")
        let targetOffset = try optionalFunction(table, "targetContentOffset")
        var functions = LuaPluginFunctions(prepare: prepare, shouldInvalidateForBoundsChange: boundsChange, targetContentOffset: targetOffset)
        functions.initialAttributes = try optionalFunction(table, "initialAttributes")
        functions.finalAttributes = try optionalFunction(table, "finalAttributes")
        functions.preferredSize = try optionalFunction(table, "preferredSize")
        functions.scrolled = try optionalFunction(table, "scrolled")
        functions.scrollMargin = try optionalFunction(table, "scrollMargin")
        if functions.scrollMargin != nil && functions.scrolled == nil {
            throw invalid("scrollMargin is the margin of the scroll step: define scrolled = function(ctx, section, item, attrs) … end with it")
        }

        let definition = LuaPluginDefinition(
            name: name, summary: summary, parameterSpecs: specs, integerParameters: integers,
            prepareLine: line > 0 ? Int(line) : nil,
            hasBoundsChangeFunction: boundsChange != nil, hasTargetOffsetFunction: targetOffset != nil
        )
        return (definition, functions, nil)
    }

    // MARK: - Fields

    /// Pushes `table[name]` (raw) and returns its type.
    @discardableResult
    func field(_ table: Int32, _ name: String) -> Int32 {
        LuaHost.push(L, name)
        return lua_rawget(L, table)
    }

    /// A registry reference to an optional function field.
    func optionalFunction(_ table: Int32, _ name: String) throws(LuaError) -> Int32? {
        switch field(table, name) {
        case LUA_TNIL:
            lua_settop(L, -2)
            return nil
        case LUA_TFUNCTION:
            return luaL_ref(L, clua_registryindex())
        default:
            throw invalid("\(name) must be a function, got \(LuaHost.describe(L, -1))")
        }
    }

    /// Throws for a key that is not a string or not in `allowed`; of
    /// several, the first in sorted order (Lua's traversal order changes
    /// from run to run).
    func checkKeys(of table: Int32, allowed: [String], what: String, in place: String) throws(LuaError) {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        var unknown: [String] = []
        var nonString: [String] = []
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            if let key = try state.string(at: -2) {
                if !allowed.contains(key) { unknown.append(key) }
            } else {
                nonString.append(LuaHost.typeName(L, -2))
            }
            lua_settop(L, -2)
        }
        if let type = nonString.min() {
            throw invalid("\(place) has a \(type) key; its keys are names: \(allowed.joined(separator: ", "))")
        }
        if let key = unknown.min() {
            throw invalid("unknown \(what) '\(key)' in \(place); expected \(allowed.joined(separator: ", "))")
        }
    }

    // MARK: - Parameters

    /// Reads `params = { name = { default =, min =, max =, values =, doc = }, … }`.
    func readParameters(at table: Int32) throws(LuaError) -> ([ParameterSpec], Set<String>) {
        var names: [String] = []
        lua_pushnil(L)
        while lua_next(L, table) != 0 {
            guard let name = try state.string(at: -2) else {
                throw invalid("params has a \(LuaHost.typeName(L, -2)) key; parameters are named, such as params = { radius = { default = 40 } }")
            }
            let isLetter = { (byte: UInt8) in (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") }
            let isDigit = { (byte: UInt8) in byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
            guard let first = name.utf8.first, isLetter(first), name.utf8.allSatisfy({ isLetter($0) || isDigit($0) }) else {
                throw invalid("parameter name '\(name)' must be letters, digits and underscores, not starting with a digit")
            }
            names.append(name)
            lua_settop(L, -2)
        }
        var specs: [ParameterSpec] = []
        var integers: Set<String> = []
        for name in names.sorted() {
            field(table, name)
            let (spec, isInteger) = try readParameter(name, at: lua_gettop(L))
            specs.append(spec)
            if isInteger { integers.insert(name) }
            lua_settop(L, -2)
        }
        return (specs, integers)
    }

    func readParameter(_ name: String, at entry: Int32) throws(LuaError) -> (ParameterSpec, Bool) {
        let prefix = "parameter \(name)"
        guard lua_type(L, entry) == LUA_TTABLE else {
            throw invalid("\(prefix) must be a table such as { default = 1, doc = \"…\" }, got \(LuaHost.describe(L, entry))")
        }
        try checkKeys(of: entry, allowed: ["default", "min", "max", "values", "doc"], what: "key", in: prefix)
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }

        let doc: String
        switch field(entry, "doc") {
        case LUA_TNIL: doc = ""
        case LUA_TSTRING: doc = try state.string(at: -1)!
        default: throw invalid("\(prefix): doc must be a string, got \(LuaHost.describe(L, -1))")
        }
        let hasMin = field(entry, "min") != LUA_TNIL
        let hasMax = field(entry, "max") != LUA_TNIL
        let hasValues = field(entry, "values") != LUA_TNIL
        let defaultType = field(entry, "default")
        let defaultIndex = lua_gettop(L)

        switch defaultType {
        case LUA_TNUMBER:
            if hasValues { throw invalid("\(prefix): values lists the choices of a string parameter; this one's default is a number") }
            let low = try bound(entry, "min", prefix) ?? -Double.greatestFiniteMagnitude
            let high = try bound(entry, "max", prefix) ?? Double.greatestFiniteMagnitude
            guard low <= high else { throw invalid("\(prefix): min \(low.shortDescription) is greater than max \(high.shortDescription)") }
            let kind = ParameterKind.number(low...high)
            let value = lua_tonumberx(L, defaultIndex, nil)
            guard value.isFinite, kind.accepts(value) else {
                let error = value.isFinite
                    ? ParameterError.outOfRange(parameter: name, value: value.shortDescription, expected: kind.summary)
                    : ParameterError.invalidValue(parameter: name, value: value.shortDescription, expected: kind.summary)
                throw invalid("\(prefix): default \(error.detail)")
            }
            return (ParameterSpec(name, kind, default: .number(value), doc: doc), lua_isinteger(L, defaultIndex) != 0)
        case LUA_TTABLE:
            // An array of numbers: one value per section, the last repeating.
            if hasValues { throw invalid("\(prefix): values lists the choices of a string parameter; this one's default is a list of numbers") }
            let low = try bound(entry, "min", prefix) ?? -Double.greatestFiniteMagnitude
            let high = try bound(entry, "max", prefix) ?? Double.greatestFiniteMagnitude
            guard low <= high else { throw invalid("\(prefix): min \(low.shortDescription) is greater than max \(high.shortDescription)") }
            let (values, integers) = try readNumberList(defaultIndex, ParameterKind.number(low...high), name: name, prefix)
            let kind = ParameterKind.perSection(.number(low...high))
            return (ParameterSpec(name, kind, default: values.count == 1 ? values[0] : .perSection(values), doc: doc), integers)
        case LUA_TBOOLEAN:
            if hasMin || hasMax || hasValues { throw invalid("\(prefix): a boolean parameter takes no min, max or values") }
            return (ParameterSpec(name, .bool, default: .bool(lua_toboolean(L, defaultIndex) != 0), doc: doc), false)
        case LUA_TSTRING:
            if hasMin || hasMax { throw invalid("\(prefix): min and max are for number parameters; this one's default is a string") }
            guard hasValues else {
                throw invalid("\(prefix): a string parameter needs values = { … } listing its choices (free text is not a parameter type)")
            }
            let choices = try readChoices(entry, prefix)
            let value = try state.string(at: defaultIndex)!
            let kind = ParameterKind.choice(choices)
            guard choices.contains(value) else {
                throw invalid("\(prefix): default \(ParameterError.invalidValue(parameter: name, value: value, expected: kind.summary).detail)")
            }
            return (ParameterSpec(name, kind, default: .choice(value), doc: doc), false)
        case LUA_TNIL:
            throw invalid("\(prefix) has no default; its default sets its type (a number, a boolean, or a string with values)")
        default:
            throw invalid("\(prefix): default must be a number, a boolean or a string (with values), got \(LuaHost.describe(L, defaultIndex))")
        }
    }

    /// `min` or `max`: nil, or a finite number.
    func bound(_ entry: Int32, _ key: String, _ prefix: String) throws(LuaError) -> Double? {
        defer { lua_settop(L, -2) }
        switch field(entry, key) {
        case LUA_TNIL: return nil
        case LUA_TNUMBER:
            let value = lua_tonumberx(L, -1, nil)
            guard value.isFinite else { throw invalid("\(prefix): \(key) must be a finite number, got \(value.shortDescription)") }
            return value
        default: throw invalid("\(prefix): \(key) must be a number, got \(LuaHost.describe(L, -1))")
        }
    }

    /// A list default, `default = {40, 0}`: an array of at least one number,
    /// each accepted by `element`. Also says whether all are Lua integers.
    func readNumberList(_ list: Int32, _ element: ParameterKind, name: String, _ prefix: String) throws(LuaError) -> ([ParameterValue], Bool) {
        let count = Int(lua_rawlen(L, list))
        guard count > 0 else {
            throw invalid("\(prefix): default must be a number, a boolean or a string (with values), got a table with no numbers (a per-section list such as default = {40, 0} needs one at least)")
        }
        var values: [ParameterValue] = []
        var integers = true
        for index in 1...count {
            defer { lua_settop(L, list) }
            guard lua_rawgeti(L, list, lua_Integer(index)) == LUA_TNUMBER else {
                throw invalid("\(prefix): default[\(index)] must be a number, got \(LuaHost.describe(L, -1))")
            }
            let value = lua_tonumberx(L, -1, nil)
            guard value.isFinite, element.accepts(value) else {
                let error = value.isFinite
                    ? ParameterError.outOfRange(parameter: name, value: value.shortDescription, expected: element.summary)
                    : ParameterError.invalidValue(parameter: name, value: value.shortDescription, expected: element.summary)
                throw invalid("\(prefix): default[\(index)] \(error.detail)")
            }
            integers = integers && lua_isinteger(L, -1) != 0
            values.append(.number(value))
        }
        var entries = 0
        lua_pushnil(L)
        while lua_next(L, list) != 0 {
            entries += 1
            lua_settop(L, -2)
        }
        guard entries == count else { throw invalid("\(prefix): a list default must be an array of numbers, without other keys") }
        return (values, integers)
    }

    /// `values`: an array of distinct strings.
    func readChoices(_ entry: Int32, _ prefix: String) throws(LuaError) -> [String] {
        defer { lua_settop(L, -2) }
        guard field(entry, "values") == LUA_TTABLE else {
            throw invalid("\(prefix): values must be an array of strings, got \(LuaHost.describe(L, -1))")
        }
        let list = lua_gettop(L)
        let count = Int(lua_rawlen(L, list))
        var choices: [String] = []
        for index in 1...max(count, 1) {
            defer { lua_settop(L, list) }
            guard lua_rawgeti(L, list, lua_Integer(index)) == LUA_TSTRING, let choice = try state.string(at: -1), !choice.isEmpty else {
                throw invalid("\(prefix): values[\(index)] must be a non-empty string, got \(LuaHost.describe(L, -1))")
            }
            guard !choices.contains(choice) else { throw invalid("\(prefix): values lists \"\(choice)\" twice") }
            choices.append(choice)
        }
        var entries = 0
        lua_pushnil(L)
        while lua_next(L, list) != 0 {
            entries += 1
            lua_settop(L, -2)
        }
        guard entries == count else { throw invalid("\(prefix): values must be an array of strings, without other keys") }
        return choices
    }
}

extension ParameterKind {
    /// Whether a number kind accepts `value`.
    func accepts(_ value: Double) -> Bool {
        if case .number(let range) = self { return range.contains(value) }
        return false
    }
}
