import CLua
import CLuaShims
import Mosaic

/// Reads plain values out of Lua tables for a Swift model, with raw
/// accesses only (no metamethod, so no Lua code, runs) and with the key
/// path of every value for messages. Used by host functions and after
/// callbacks return, never while Lua code runs.
///
/// Values are read at absolute stack indices; every method leaves the stack
/// as it found it.
struct LuaSpecReader {
    /// The thread whose stack holds the values.
    let L: OpaquePointer
    /// Where functions found in the tables are kept, to be called later.
    let callbacks: LuaCallbacks
    /// Tables entered so far: a bound on nesting, against a table that holds itself.
    private(set) var depth = 0

    /// The deepest nesting of tables read.
    static let maximumDepth = 40
    /// The largest number of points a size, inset, spacing or offset may be,
    /// as in JSON spec files.
    static let maximumPoints = 1e9
    /// The largest fraction of a container a dimension may be.
    static let maximumFraction = 100.0
    /// The largest `count` of a group.
    static let maximumCount = 100_000
    /// The largest z-index, either way.
    static let maximumZIndex = 1_000_000_000

    init(L: OpaquePointer, callbacks: LuaCallbacks) {
        self.L = L
        self.callbacks = callbacks
    }

    /// The value at `index` as a message shows it: `nil`, `1.5`, `"x"`, `a table`.
    func describe(_ index: Int32) -> String { LuaHost.describe(L, index) }

    // MARK: - Tables

    /// Reads the table at `index` with `body`, one level deeper.
    ///
    /// - Throws: ``LuaSpecError`` when tables nest too deeply (a table that
    ///   holds itself), or what `body` throws.
    mutating func entering<T>(_ path: LuaKeyPath, _ body: (inout LuaSpecReader) throws(LuaSpecError) -> T) throws(LuaSpecError) -> T {
        guard depth < Self.maximumDepth, lua_checkstack(L, 8) != 0 else {
            throw LuaSpecError(path: path, message: "tables nested more than \(Self.maximumDepth) deep; does a group hold itself?")
        }
        depth += 1
        defer { depth -= 1 }
        return try body(&self)
    }

    /// Checks that the value at `index` is a table whose keys are names
    /// from `keys`.
    ///
    /// - Throws: ``LuaSpecError`` for a value that is not a table, a key that
    ///   is not a string, or an unknown key (with the known ones, and the one
    ///   it most looks like). Of several bad keys, the first in sorted order
    ///   is reported: Lua's traversal order changes from run to run.
    func checkTable(_ index: Int32, path: LuaKeyPath, what: String, keys: [String]) throws(LuaSpecError) {
        guard lua_type(L, index) == LUA_TTABLE else {
            throw LuaSpecError(path: path, message: "expected \(what) (a table), got \(describe(index))")
        }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        var unknown: [String] = []
        var nonString: [String] = []
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            if let key = LuaHost.string(L, -2) {
                if !keys.contains(key) { unknown.append(key) }
            } else {
                nonString.append(describe(-2))
            }
            lua_settop(L, -2)
        }
        if let key = nonString.min() {
            throw LuaSpecError(path: path, message: "\(what) has the key \(key); its keys are names: \(keys.joined(separator: ", "))")
        }
        if let key = unknown.min() {
            var message = "unknown key '\(key)' in \(what)"
            if let guess = KeySuggestion.nearest(to: key, among: keys) { message += " (did you mean '\(guess)'?)" }
            throw LuaSpecError(path: path.appending(key), message: message + "; expected " + keys.joined(separator: ", "))
        }
    }

    /// Pushes `table[key]` (raw) and returns its type.
    @discardableResult
    func push(_ table: Int32, _ key: String) -> Int32 {
        LuaHost.push(L, key)
        return lua_rawget(L, table)
    }

    /// Whether `table[key]` is not nil.
    func has(_ table: Int32, _ key: String) -> Bool {
        defer { lua_settop(L, -2) }
        return push(table, key) != LUA_TNIL
    }

    /// The type of `table[key]`.
    func type(_ table: Int32, _ key: String) -> Int32 {
        defer { lua_settop(L, -2) }
        return push(table, key)
    }

    /// Reads `table[key]` with `read`, if it is not nil.
    mutating func optional<T>(
        _ table: Int32, _ key: String, path: LuaKeyPath,
        _ read: (inout LuaSpecReader, Int32, LuaKeyPath) throws(LuaSpecError) -> T
    ) throws(LuaSpecError) -> T? {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard push(table, key) != LUA_TNIL else { return nil }
        return try read(&self, lua_gettop(L), path.appending(key))
    }

    /// Reads `table[key]` with `read`.
    ///
    /// - Throws: ``LuaSpecError`` at the table when the field is nil
    ///   (`what needs key (expectation)`), or what `read` throws.
    mutating func required<T>(
        _ table: Int32, _ key: String, path: LuaKeyPath, what: String, _ expectation: String,
        _ read: (inout LuaSpecReader, Int32, LuaKeyPath) throws(LuaSpecError) -> T
    ) throws(LuaSpecError) -> T {
        guard let value = try optional(table, key, path: path, read) else {
            throw LuaSpecError(path: path, message: "\(what) needs \(key) (\(expectation))")
        }
        return value
    }

    /// A list `{v1, v2, …}` (non-empty unless `allowsEmpty`), read entry by entry.
    ///
    /// - Throws: ``LuaSpecError`` for a value that is not a table, a table
    ///   with keys other than 1…n, or what `read` throws.
    mutating func list<T>(
        _ index: Int32, path: LuaKeyPath, what: String, allowsEmpty: Bool = true,
        _ read: (inout LuaSpecReader, Int32, LuaKeyPath) throws(LuaSpecError) -> T
    ) throws(LuaSpecError) -> [T] {
        guard lua_type(L, index) == LUA_TTABLE else {
            throw LuaSpecError(path: path, message: "expected a list of \(what) ({…, …}), got \(describe(index))")
        }
        let count = Int(lua_rawlen(L, index))
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        var others: [String] = []
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            let position = LuaHost.integer(L, -2)
            if lua_type(L, -2) != LUA_TNUMBER || position == nil || !(1...max(count, 1)).contains(position!) || count == 0 {
                others.append(describe(-2))
            }
            lua_settop(L, -2)
        }
        if let key = others.min() {
            throw LuaSpecError(path: path, message: "expected a list of \(what) ({…, …}), but it has the key \(key)")
        }
        guard allowsEmpty || count > 0 else {
            throw LuaSpecError(path: path, message: "expected at least one of \(what), got an empty table")
        }
        var result: [T] = []
        result.reserveCapacity(count)
        for position in 0..<count {
            lua_rawgeti(L, index, lua_Integer(position + 1))
            result.append(try read(&self, lua_gettop(L), path.appending(position + 1)))
            lua_settop(L, top)
        }
        return result
    }

    // MARK: - Plain values

    /// A number from `range`.
    func number(_ index: Int32, path: LuaKeyPath, in range: ClosedRange<Double>, what: String = "a number") throws(LuaSpecError) -> Double {
        guard lua_type(L, index) == LUA_TNUMBER else {
            throw LuaSpecError(path: path, message: "expected \(what), got \(describe(index))")
        }
        let number = lua_tonumberx(L, index, nil)
        guard range.contains(number) else {
            throw LuaSpecError(path: path, message: "\(what) must be from \(range.lowerBound.shortDescription) to \(range.upperBound.shortDescription), got \(number.shortDescription)")
        }
        return number
    }

    /// A number of points from 0 to ``maximumPoints``.
    func points(_ index: Int32, path: LuaKeyPath, what: String) throws(LuaSpecError) -> Double {
        guard lua_type(L, index) == LUA_TNUMBER else {
            throw LuaSpecError(path: path, message: "expected \(what) (a number of points), got \(describe(index))")
        }
        let number = lua_tonumberx(L, index, nil)
        guard !number.isNaN else { throw LuaSpecError(path: path, message: "\(what) must be a number of points, got nan") }
        guard number >= 0 else { throw LuaSpecError(path: path, message: "\(what) must be ≥ 0, got \(number.shortDescription)") }
        guard number <= Self.maximumPoints else {
            throw LuaSpecError(path: path, message: "\(what) must be at most \(Self.maximumPoints.shortDescription), got \(number.shortDescription)")
        }
        return number
    }

    /// A whole number (`3` or `3.0`) from `range`.
    func integer(_ index: Int32, path: LuaKeyPath, in range: ClosedRange<Int>, what: String) throws(LuaSpecError) -> Int {
        guard lua_type(L, index) == LUA_TNUMBER, let value = LuaHost.integer(L, index) else {
            throw LuaSpecError(path: path, message: "expected \(what) (a whole number), got \(describe(index))")
        }
        guard range.contains(value) else {
            throw LuaSpecError(path: path, message: "\(what) must be from \(range.lowerBound) to \(range.upperBound), got \(value)")
        }
        return value
    }

    /// A z-index: a whole number within ±``maximumZIndex``.
    func zIndex(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> Int {
        try integer(index, path: path, in: -Self.maximumZIndex...Self.maximumZIndex, what: "a z-index")
    }

    /// `true` or `false`.
    func bool(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> Bool {
        guard lua_type(L, index) == LUA_TBOOLEAN else {
            throw LuaSpecError(path: path, message: "expected true or false, got \(describe(index))")
        }
        return lua_toboolean(L, index) != 0
    }

    /// An element kind: a non-empty string without control characters.
    func kind(_ index: Int32, path: LuaKeyPath) throws(LuaSpecError) -> String {
        guard let name = LuaHost.string(L, index) else {
            throw LuaSpecError(path: path, message: "expected an element kind (a string such as \"header\"), got \(describe(index))")
        }
        guard !name.isEmpty, !name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw LuaSpecError(path: path, message: "an element kind must be a non-empty name without control characters, got \(describe(index))")
        }
        return name
    }

    /// One of the cases of a string-backed enumeration, by name.
    func choice<Choice: RawRepresentable & CaseIterable>(
        _ index: Int32, path: LuaKeyPath, what: String
    ) throws(LuaSpecError) -> Choice where Choice.RawValue == String {
        let names = Choice.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        guard let name = LuaHost.string(L, index) else {
            throw LuaSpecError(path: path, message: "expected \(what) (one of \(names)), got \(describe(index))")
        }
        guard let choice = Choice(rawValue: name) else {
            throw LuaSpecError(path: path, message: "unknown \(what) \"\(name)\"; expected one of \(names)")
        }
        return choice
    }

    /// `{x = X, y = Y}`, each optional (0), each within ±`maximum`.
    mutating func point(_ index: Int32, path: LuaKeyPath, what: String, maximum: Double = maximumPoints) throws(LuaSpecError) -> Point {
        try checkTable(index, path: path, what: what, keys: ["x", "y"])
        let coordinate = { (reader: inout LuaSpecReader, value: Int32, path: LuaKeyPath) throws(LuaSpecError) in
            try reader.number(value, path: path, in: -maximum...maximum)
        }
        return Point(x: try optional(index, "x", path: path, coordinate) ?? 0, y: try optional(index, "y", path: path, coordinate) ?? 0)
    }

    /// A function, kept for later calls.
    func function(_ index: Int32, path: LuaKeyPath, name: String, expectation: String) throws(LuaSpecError) -> LuaFunctionReference {
        guard lua_type(L, index) == LUA_TFUNCTION else {
            throw LuaSpecError(path: path, message: "expected a function such as \(expectation), got \(describe(index))")
        }
        return callbacks.reference(at: index, of: L, name: name)
    }
}
