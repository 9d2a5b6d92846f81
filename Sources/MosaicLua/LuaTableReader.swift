#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import CLua
import CLuaShims
import Mosaic

/// Reads a Lua table into the value tree of the JSON reader (``JSONValue``),
/// so that the one spec reader of `Mosaic` reads Lua tables and JSON files
/// alike (`CompositionalConfiguration/read(_:notation:functions:)`).
///
/// It runs no Lua code: raw accesses only (`lua_next`, `lua_rawgeti`; no
/// metamethod, so no `__index`, `__pairs` or `__len`), and no Lua allocation
/// (nothing is pushed but stack copies of values already in the table, after
/// `lua_checkstack`), so nothing it does can raise a Lua error across Swift
/// frames. Its limits:
///
/// - **Values**: at most ``maximumValues`` (1,000,000) values, every table,
///   number, string and function counting, *each time it is used*. A
///   table reused in several places (`local item = {…}` in two groups) is
///   normal Lua and allowed: it is read once and its tree shared (Swift's
///   arrays are), but it counts once per use, as the layout expands it. A
///   table shared four ways at each of 30 levels stands for 4³⁰ values and
///   is refused as soon as the count passes a million, having read a few
///   hundred. A million values is far above a real description (hundreds)
///   and bounds what the spec reader builds from the tree.
/// - **Depth**: tables nested at most ``maximumDepth`` (100) deep. A real
///   description nests about three tables per level of groups, so 100
///   allows 30 levels of groups; the readers recurse per level, and 100
///   levels stay far from the stack's end on any thread.
/// - **Cycles**: a table that contains itself (through any path) is an
///   error naming the key path where it comes round again.
/// - **Memory**: what the tree stands for is host memory, charged to the
///   state's memory limit *before* it is made (`mosaic_chargecopy`, the
///   copy budget every host copy of a Lua value goes through): each
///   string's bytes and ``valueBytes`` per value, ``memberBytes`` and the
///   name per named entry, every use counting, as for the values: a 10 MB
///   string used as the kind of twenty items is 200 MB to the host, which
///   copies and checks it twenty times, and is refused under a 64 MiB
///   limit at the first use that does not fit, after copying what fits.
/// - **Time**: the read stops with the time limit once the call is past
///   its deadline (asked every ``deadlineStride`` values).
///
/// A function in a shared table keeps the path of its first use, which
/// finds the same function.
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
    /// The host bytes charged for each value beyond a string's text: its
    /// node in the tree and what the spec reader makes of it.
    static let valueBytes = 64
    /// The host bytes charged for each named entry beyond its name.
    static let memberBytes = 32
    /// Values read between two looks at the deadline.
    static let deadlineStride = 4096

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
    /// The host bytes charged so far (``valueBytes``…), every use counting.
    private(set) var bytes = 0
    /// The way from the root to each function found, by its foreign id.
    private(set) var functionPaths: [[Step]] = []
    /// The tables being read (the current path's), against cycles.
    private var open: Set<UnsafeRawPointer> = []
    /// The tables read, by identity, for the next use of a shared one.
    private var done: [UnsafeRawPointer: Read] = [:]
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
    /// - Complexity: O(d log d) for d distinct values: a table used again
    ///   is counted again, but not read again (its tree is shared, as
    ///   Swift's arrays are).
    mutating func read() throws(CompositionalSpecError) -> JSONValue {
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        return try value(at: root, depth: 0).value
    }

    // MARK: - Values

    /// A value read, with how many values it stands for (every use of a
    /// shared table counting) and how deeply its tables nest.
    private struct Read {
        var value: JSONValue
        var size: Int
        var height: Int
        /// The host bytes one use of it is charged.
        var bytes = LuaTableReader.valueBytes
    }

    private mutating func value(at index: Int32, depth: Int) throws(CompositionalSpecError) -> Read {
        let read: Read
        switch lua_type(L, index) {
        case LUA_TBOOLEAN: read = Read(value: JSONValue(.bool(lua_toboolean(L, index) != 0)), size: 1, height: 0)
        case LUA_TNUMBER: read = Read(value: JSONValue(.number(lua_tonumberx(L, index, nil))), size: 1, height: 0)
        case LUA_TSTRING:
            var length = 0
            let characters = lua_tolstring(L, index, &length)
            try charge(Self.valueBytes + length)
            let text = String(decoding: UnsafeRawBufferPointer(start: characters, count: length), as: UTF8.self)
            read = Read(value: JSONValue(.string(text)), size: 1, height: 0, bytes: Self.valueBytes + length)
            try count(read.size)
            return read
        case LUA_TTABLE: return try table(at: index, depth: depth + 1)
        case LUA_TFUNCTION:
            functionPaths.append(steps)
            let function = JSONValue.Foreign(id: functionPaths.count - 1, typeDescription: "a function", isFunction: true)
            read = Read(value: JSONValue(.foreign(function)), size: 1, height: 0)
        default:
            let other = JSONValue.Foreign(id: -1, typeDescription: "a " + LuaHost.typeName(L, index), isFunction: false)
            read = Read(value: JSONValue(.foreign(other)), size: 1, height: 0)
        }
        try charge(read.bytes)
        try count(read.size)
        return read
    }

    /// Counts `size` more values against ``maximumValues``, and looks at
    /// the deadline every ``deadlineStride`` values.
    private mutating func count(_ size: Int) throws(CompositionalSpecError) {
        let before = values
        values += size
        guard values <= Self.maximumValues else {
            throw error("the table has more than \(Self.maximumValues) values, every use of a shared table counting (a shared table is expanded once per use); mosaic reads at most \(Self.maximumValues)")
        }
        if before / Self.deadlineStride != values / Self.deadlineStride, mosaic_pastdeadline(L) != 0 {
            // The call fails with the time limit (mosaic_pcall names it).
            throw error("time limit exceeded while the table was read")
        }
    }

    /// Charges `size` host bytes to the memory limit before they are made.
    private mutating func charge(_ size: Int) throws(CompositionalSpecError) {
        guard mosaic_chargecopy(L, size) != 0 else {
            throw error(LuaHost.memoryLimitMessage(L) + ": the table stands for more host memory than the limit leaves, every use of a shared table or string counting")
        }
        bytes += size
    }

    private mutating func table(at index: Int32, depth: Int) throws(CompositionalSpecError) -> Read {
        guard depth <= Self.maximumDepth else {
            throw error("tables nested more than \(Self.maximumDepth) deep; mosaic reads at most \(Self.maximumDepth) levels")
        }
        guard let identity = lua_topointer(L, index) else { return Read(value: JSONValue(.array([])), size: 1, height: 1) }
        guard !open.contains(identity) else {
            throw error("this table contains itself (a cycle): a description is a tree, though a table may be used in several places")
        }
        if let shared = done[identity] {
            guard depth - 1 + shared.height <= Self.maximumDepth else {
                throw error("tables nested more than \(Self.maximumDepth) deep; mosaic reads at most \(Self.maximumDepth) levels")
            }
            try charge(shared.bytes)
            try count(shared.size)
            return shared
        }
        open.insert(identity)
        defer { open.remove(identity) }
        let top = lua_gettop(L)
        defer { lua_settop(L, top) }
        guard lua_checkstack(L, 4) != 0 else {
            throw error("tables nested too deeply for the Lua stack")
        }
        try charge(Self.valueBytes)
        try count(1)
        let before = values, bytesBefore = bytes - Self.valueBytes

        // First the keys: names, with their values kept on the stack below
        // the traversal key, or positions.
        var names: [(key: String, slot: Int32)] = []
        var positions = 0, largest = 0
        var odd: [String] = []
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            guard lua_checkstack(L, 4) != 0 else {
                throw error("the table has too many entries for the Lua stack; mosaic reads at most \(Self.maximumValues) values")
            }
            switch lua_type(L, -2) {
            case LUA_TSTRING:
                var length = 0
                let characters = lua_tolstring(L, -2, &length)
                try charge(Self.memberBytes + length)
                names.append((String(decoding: UnsafeRawBufferPointer(start: characters, count: length), as: UTF8.self), lua_gettop(L) - 1))
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
            throw keyError(names: names.map(\.key), positions: positions, largest: largest, odd: odd)
        }
        var height = 0
        let value: JSONValue
        if positions > 0 {
            var elements: [JSONValue] = []
            elements.reserveCapacity(positions)
            for position in 1...positions {
                lua_rawgeti(L, index, lua_Integer(position))
                steps.append(.position(position))
                let read = try self.value(at: lua_gettop(L), depth: depth)
                steps.removeLast()
                lua_settop(L, -2)
                elements.append(read.value)
                height = max(height, read.height)
            }
            value = JSONValue(.array(elements))
        } else if names.isEmpty {
            value = JSONValue(.array([]))
        } else {
            names.sort { $0.key < $1.key }
            var members: [(key: String, value: JSONValue)] = []
            members.reserveCapacity(names.count)
            for (key, slot) in names {
                steps.append(.key(key))
                let read = try self.value(at: slot, depth: depth)
                steps.removeLast()
                members.append((key, read.value))
                height = max(height, read.height)
            }
            value = JSONValue(.object(members))
        }
        let read = Read(value: value, size: 1 + values - before, height: height + 1, bytes: bytes - bytesBefore)
        done[identity] = read
        return read
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
                    if lua_type(L, -2) == LUA_TSTRING, Self.equals(L, -2, key) {
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

    /// Whether the string at `index` is `key`, compared in place (no copy).
    private static func equals(_ L: OpaquePointer, _ index: Int32, _ key: String) -> Bool {
        var length = 0
        guard let characters = lua_tolstring(L, index, &length) else { return false }
        var key = key
        return key.withUTF8 { bytes in
            bytes.count == length && (length == 0 || memcmp(bytes.baseAddress!, characters, length) == 0)
        }
    }

    // MARK: - Errors

    /// The path of the value being read.
    private var path: SpecPath {
        steps.reduce(SpecPath.root) { path, step in
            switch step {
            case .key(let key): path.appending(key)
            case .position(let position): path.appending(position - 1)
            }
        }
    }

    private func error(_ message: String) -> CompositionalSpecError {
        let path = self.path
        return CompositionalSpecError(line: 0, column: 0, path: path, renderedPath: path.rendered(in: notation), message: message)
    }

    /// A table whose keys are neither all names nor positions 1…n.
    private func keyError(names: [String], positions: Int, largest: Int, odd: [String]) -> CompositionalSpecError {
        if let key = odd.min() {
            return error("the table has the key \(key); a table's keys are names or list positions 1, 2, 3, …")
        }
        if let name = names.min() {
            return error("the table has both list positions ([1], …) and names (\(name)); a table is a list or has names, not both")
        }
        return error("the list has a gap: \(positions) entries but position \(largest); a list's positions are 1, 2, 3, … with no nil between")
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
