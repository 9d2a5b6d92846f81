import CLua
import Mosaic

/// Reads a Lua table into the value tree of the JSON reader (``JSONValue``),
/// so that the one spec reader of `Mosaic` reads Lua tables and JSON files
/// alike (``CompositionalConfiguration/read(_:notation:functions:)``).
///
/// It runs no Lua code: raw accesses only (`lua_next`, `lua_rawgeti`; no
/// metamethod, so no `__index`, `__pairs` or `__len`), and no Lua allocation
/// (nothing is pushed but stack copies of values already in the table, after
/// `lua_checkstack`), so nothing it does can raise a Lua error across Swift
/// frames. Its limits:
///
/// - **Values**: at most ``maximumValues`` (1,000,000) values, every table,
///   number, string and function counting, *each time it is reached*. A
///   table reused in several places (`local item = {…}` in two groups) is
///   normal Lua and allowed, but it costs one copy per use, as the layout
///   expands it: a table shared four ways at each of 20 levels stands for
///   4²⁰ values, and is refused after the first million, in milliseconds
///   and a bounded amount of memory. A million values is some 50 MB of
///   Swift tree at worst, and far above a real description (hundreds).
/// - **Depth**: tables nested at most ``maximumDepth`` (100) deep. A real
///   description nests about three tables per level of groups, so 100
///   allows 30 levels of groups; the readers recurse per level, and 100
///   levels stay far from the stack's end on any thread.
/// - **Cycles**: a table that contains itself (through any path) is an
///   error naming the key path where it comes round again.
///
/// Keys are names (an object; members sorted by name, as Lua's traversal
/// order changes from run to run) or positions 1…n (a list); an empty table
/// is both (``SpecNotation/lua``). Anything else is an error naming the
/// key. A function becomes a ``JSONValue/Foreign`` whose ``JSONValue/Foreign/id``
/// indexes ``functionPaths``: ``pushFunction(_:)`` finds it again, for the
/// spec reader's ``SpecFunctions``, while the table is still on the stack.
struct LuaTableReader {
    /// The most values one read may reach (every use of a shared table counts).
    static let maximumValues = 1_000_000
    /// The deepest nesting of tables.
    static let maximumDepth = 100

    /// A step from a table to one of its values.
    enum Step {
        case key(String)
        case position(Int)
    }

    /// The thread whose stack holds the table.
    let L: OpaquePointer
    /// The absolute stack index of the table read.
    let root: Int32
    /// The notation paths are shown in, for messages.
    let notation: SpecNotation
    /// The values reached so far.
    private(set) var values = 0
    /// The way from the root to each function found, by its foreign id.
    private(set) var functionPaths: [[Step]] = []
    /// The tables being read (the current path's), against cycles.
    private var open: Set<UnsafeRawPointer> = []
    /// The steps of the current path.
    private var steps: [Step] = []

    /// A reader of the table at `index` of `L`'s stack.
    init(L: OpaquePointer, table index: Int32, notation: SpecNotation) {
        self.L = L
        root = lua_absindex(L, index)
        self.notation = notation
    }

    /// The table as a value tree.
    ///
    /// - Throws: ``CompositionalSpecError`` naming the key path of the
    ///   first value past a limit, of a cycle, or of a key that is neither a
    ///   name nor a list position (without line or column: the caller
    ///   reports the line of the call).
    /// - Complexity: O(n log n) for n values reached, at most ``maximumValues``.
    mutating func read() throws(CompositionalSpecError) -> JSONValue {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        return try value(at: root, path: .root, depth: 0)
    }

    // MARK: - Values

    private mutating func value(at index: Int32, path: SpecPath, depth: Int) throws(CompositionalSpecError) -> JSONValue {
        values += 1
        guard values <= Self.maximumValues else {
            throw error(path, "the table has more than \(Self.maximumValues) values, every use of a shared table counting (a shared table is expanded once per use); mosaic reads at most \(Self.maximumValues)")
        }
        switch lua_type(L, index) {
        case LUA_TBOOLEAN: return JSONValue(.bool(lua_toboolean(L, index) != 0))
        case LUA_TNUMBER: return JSONValue(.number(lua_tonumberx(L, index, nil)))
        case LUA_TSTRING: return JSONValue(.string(LuaHost.string(L, index) ?? ""))
        case LUA_TTABLE: return try table(at: index, path: path, depth: depth + 1)
        case LUA_TFUNCTION:
            functionPaths.append(steps)
            return JSONValue(.foreign(JSONValue.Foreign(id: functionPaths.count - 1, typeDescription: "a function", isFunction: true)))
        default:
            return JSONValue(.foreign(JSONValue.Foreign(id: -1, typeDescription: "a " + LuaHost.typeName(L, index), isFunction: false)))
        }
    }

    private mutating func table(at index: Int32, path: SpecPath, depth: Int) throws(CompositionalSpecError) -> JSONValue {
        guard depth <= Self.maximumDepth else {
            throw error(path, "tables nested more than \(Self.maximumDepth) deep; mosaic reads at most \(Self.maximumDepth) levels")
        }
        guard let identity = lua_topointer(L, index) else { return JSONValue(.array([])) }
        guard !open.contains(identity) else {
            throw error(path, "this table contains itself (a cycle): a description is a tree, though a table may be used in several places")
        }
        open.insert(identity)
        defer { open.remove(identity) }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 4) != 0 else {
            throw error(path, "tables nested too deeply for the Lua stack")
        }

        // First the keys: names, with their values kept on the stack below
        // the traversal key, or positions.
        var names: [(key: String, slot: Int32)] = []
        var positions = 0, largest = 0
        var odd: [String] = []
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            guard lua_checkstack(L, 4) != 0 else {
                throw error(path, "the table has too many entries for the Lua stack; mosaic reads at most \(Self.maximumValues) values")
            }
            switch lua_type(L, -2) {
            case LUA_TSTRING:
                names.append((LuaHost.string(L, -2) ?? "", lua_gettop(L) - 1))
                lua_rotate(L, -2, 1)  // the value stays, below the key
                continue
            case LUA_TNUMBER where lua_isinteger(L, -2) != 0:
                let position = Int(lua_tointegerx(L, -2, nil))
                if position >= 1 { positions += 1; largest = max(largest, position) } else { odd.append(String(position)) }
            default:
                odd.append(LuaHost.describe(L, -2))
            }
            lua_settop(L, -2)
        }
        if !odd.isEmpty || (positions > 0 && (largest != positions || !names.isEmpty)) {
            throw keyError(path, names: names.map(\.key), positions: positions, largest: largest, odd: odd)
        }
        if positions > 0 {
            var elements: [JSONValue] = []
            elements.reserveCapacity(positions)
            for position in 0..<positions {
                lua_rawgeti(L, index, lua_Integer(position + 1))
                steps.append(.position(position + 1))
                elements.append(try value(at: lua_gettop(L), path: path.appending(position), depth: depth))
                steps.removeLast()
                lua_settop(L, -2)
            }
            return JSONValue(.array(elements))
        }
        if names.isEmpty { return JSONValue(.array([])) }
        names.sort { $0.key < $1.key }
        var members: [(key: String, value: JSONValue)] = []
        members.reserveCapacity(names.count)
        for (key, slot) in names {
            steps.append(.key(key))
            members.append((key, try value(at: slot, path: path.appending(key), depth: depth)))
            steps.removeLast()
        }
        return JSONValue(.object(members))
    }

    // MARK: - Functions

    /// Pushes the function with foreign id `id`, found again from the root
    /// by its path (raw accesses; the table has not changed: no Lua code ran
    /// since ``read()``).
    ///
    /// - Returns: whether it is there (it always is, unless the table changed).
    func pushFunction(_ id: Int) -> Bool {
        guard functionPaths.indices.contains(id), lua_checkstack(L, 3) != 0 else { return false }
        let top = lua_gettop(L)
        lua_pushvalue(L, root)
        for step in functionPaths[id] {
            let table = lua_gettop(L)
            guard lua_type(L, table) == LUA_TTABLE else { lua_settop(L, top); return false }
            switch step {
            case .position(let position):
                lua_rawgeti(L, table, lua_Integer(position))
            case .key(let key):
                var found = false
                lua_pushnil(L)
                while lua_next(L, table) != 0 {
                    if lua_type(L, -2) == LUA_TSTRING, LuaHost.string(L, -2) == key {
                        lua_rotate(L, -2, -1)  // drop the key, keep the value
                        lua_settop(L, -2)
                        found = true
                        break
                    }
                    lua_settop(L, -2)
                }
                guard found else { lua_settop(L, top); return false }
            }
            lua_rotate(L, table, -1)  // drop the table, keep the value
            lua_settop(L, -2)
        }
        guard lua_type(L, -1) == LUA_TFUNCTION else { lua_settop(L, top); return false }
        return true
    }

    // MARK: - Errors

    private func error(_ path: SpecPath, _ message: String) -> CompositionalSpecError {
        CompositionalSpecError(line: 0, column: 0, path: path, renderedPath: path.rendered(in: notation), message: message)
    }

    /// A table whose keys are neither all names nor positions 1…n.
    private func keyError(_ path: SpecPath, names: [String], positions: Int, largest: Int, odd: [String]) -> CompositionalSpecError {
        if let key = odd.min() {
            return error(path, "the table has the key \(key); a table's keys are names or list positions 1, 2, 3, …")
        }
        if let name = names.min() {
            return error(path, "the table has both list positions ([1], …) and names (\(name)); a table is a list or has names, not both")
        }
        return error(path, "the list has a gap: \(positions) entries but position \(largest); a list's positions are 1, 2, 3, … with no nil between")
    }
}

extension SpecNotation {
    /// Lua tables: `key = value`, lists `{…}` from position 1, paths
    /// without a root name (`sections[1].group`).
    static let lua = SpecNotation(
        rootName: "", firstIndex: 1, keyQuote: "", mentionQuote: "'", assignment: " = ",
        listOpen: "{", listClose: "}", listName: "a list", arrayTypeName: "a table", objectTypeName: "a table",
        emptyListName: "an empty table", emptyContainersAreOne: true
    )
}
