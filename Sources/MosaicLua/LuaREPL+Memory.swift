import CLua
import CLuaShims
import Mosaic

// The session's layouts are host memory a script makes: `mosaic.load` in a
// loop, or `l:items(…)`, would otherwise grow without bound beside a state
// held to `--max-memory`. So each live layout is charged to the REPL state's
// memory limit (mosaic_setexternal): ``layoutBaseBytes`` plus
// ``bytesPerItem`` for each item, checked before a layout is made or grows.
// When the charge would pass the limit, the session first collects Lua's
// garbage and frees the layouts no Lua value refers to any more (their
// handles sit in a weak table) and that are not current.
//
// Other host memory a session's code makes is held to what the limit leaves
// free the same way: a file read through the API (`l:data`,
// `mosaic.readJSON`) must fit, as bytes, before it is parsed (its value, as
// a layout's data or as Lua tables, is larger still), and a script's batch
// gets what is free for its jobs (``freeMemory``, LuaScript+API.swift).
extension LuaREPL {
    /// What a layout is charged before its items: engine, cache and index headers.
    static let layoutBaseBytes = 16 << 10
    /// What an item is charged: measured at 32 bytes for a prepared flow
    /// layout and 64 for a fan (cache, spatial index, data).
    static let bytesPerItem = 64
    /// The registry name of the weak table from slot to handle.
    static let handlesRegistryKey = "mosaic.LayoutHandles"

    /// The charge of a layout of `items` items, before it is laid out.
    static func charge(items: Int) -> Int {
        let (product, overflow) = items.multipliedReportingOverflow(by: bytesPerItem)
        return overflow ? Int.max / 2 : layoutBaseBytes + product
    }

    /// The charge of a layout as it is: its items (or what its cache holds,
    /// views included, when that is more) and its plugin's own Lua state.
    static func charge(of layout: ReplLayout, items: Int? = nil) -> Int {
        let itemCharge = charge(items: items ?? itemCount(of: layout))
        let cacheCharge = layoutBaseBytes + layout.engine.cache.totalMemoryFootprint
        return max(itemCharge, cacheCharge) + (layout.luaMemory ?? 0)
    }

    /// The number of items a layout lays out.
    static func itemCount(of layout: ReplLayout) -> Int {
        layout.engine.dataSource.itemCounts.reduce(0, +)
    }

    /// The bytes the memory limit leaves free beside the state and its
    /// layouts (after freeing the layouts nothing refers to, when `collecting`);
    /// `nil` without a limit.
    func freeMemory(collecting: Bool = true) -> Int? {
        let limit = state.limits.memory
        guard limit > 0 else { return nil }
        func free() -> Int {
            let layoutBytes = layouts.reduce(0) { $0 + ($1.map { Self.charge(of: $0) } ?? 0) }
            return max(0, limit - state.memoryInUse - layoutBytes)
        }
        if collecting, free() < limit { freeUnreferencedLayouts() }
        return free()
    }

    /// Checks that a file of `bytes` bytes, read through the API, fits in
    /// what the memory limit leaves free.
    ///
    /// - Throws: ``ReplError`` naming the file, its size and what is free.
    func checkFileFits(bytes: Int, path: String) throws {
        guard let free = freeMemory(collecting: false), bytes > free else { return }
        guard let free = freeMemory(), bytes > free else { return }
        throw ReplError("'\(path)' is \(Self.mebibytes(bytes)) MiB, more than the \(Self.mebibytes(free)) MiB the memory limit of "
            + "\(Self.mebibytes(state.limits.memory)) MiB leaves free; a file read must fit in it before it is parsed" + (LimitHints.hint(for: .memory).map { " (start with a larger \($0))" } ?? ""))
    }

    /// Bytes in MiB with one decimal: `12.5`.
    static func mebibytes(_ bytes: Int) -> String {
        ((Double(bytes) / 1_048_576 * 10).rounded() / 10).shortDescription
    }

    /// Makes the weak table of handles; called once, when the session starts.
    func registerHandles() {
        let L = state.L
        lua_createtable(L, 0, 0)
        lua_createtable(L, 0, 1)
        LuaHost.push(L, "v")
        lua_setfield(L, -2, "__mode")
        lua_setmetatable(L, -2)
        lua_setfield(L, clua_registryindex(), Self.handlesRegistryKey)
    }

    /// Makes room for a new layout of `items` items, or throws.
    func reserveNewLayout(items: Int) throws {
        try reserve(items: items, replacing: nil)
    }

    /// Takes in a new layout: it is charged, gets a slot, and becomes current.
    ///
    /// - Returns: its slot, for ``pushHandle(slot:on:)``.
    /// - Throws: ``ReplError`` when the layout, with its plugin's state, does
    ///   not fit in the memory limit beside the others; it is then dropped.
    @discardableResult
    func adopt(_ layout: ReplLayout) throws -> Int {
        try reserve(charge: Self.charge(of: layout), replacing: nil, items: Self.itemCount(of: layout))
        layout.reserveItems = { [unowned self, unowned layout] items in
            try self.reserve(items: items, replacing: layout)
        }
        let slot: Int
        if let free = layouts.firstIndex(where: { $0 == nil }) {
            layouts[free] = layout
            slot = free
        } else {
            layouts.append(layout)
            slot = layouts.count - 1
        }
        current = layout
        refreshCharge()
        return slot
    }

    /// Checks that the session's layouts still fit in the memory limit with
    /// `replacing` (or a new layout, when `nil`) holding `items` items, and
    /// charges them to the state.
    ///
    /// - Throws: ``ReplError`` naming the limit and the items, when they do
    ///   not fit even after unreferenced layouts are freed.
    func reserve(items: Int, replacing layout: ReplLayout?) throws {
        let charge = layout.map { Self.charge(of: $0, items: items) } ?? Self.charge(items: items)
        try reserve(charge: charge, replacing: layout, items: items)
    }

    /// Checks that the layouts fit with `replacing` (or a new layout) charged
    /// `charge` bytes for `items` items, and charges them to the state.
    private func reserve(charge: Int, replacing layout: ReplLayout?, items: Int) throws {
        let limit = state.limits.memory
        guard limit > 0 else { return }
        func projected() -> Int {
            var bytes = charge
            for case let other? in layouts where other !== layout { bytes += Self.charge(of: other) }
            return bytes
        }
        var bytes = projected()
        if bytes + state.memoryInUse > limit {
            freeUnreferencedLayouts()
            bytes = projected()
        }
        guard bytes + state.memoryInUse <= limit else {
            let mebibytes = (Double(limit) / 1_048_576).shortDescription
            let total = items + layouts.reduce(0) { $0 + (($1 != nil && $1 !== layout) ? Self.itemCount(of: $1!) : 0) }
            throw ReplError("memory limit of \(mebibytes) MiB exceeded: the session's layouts would hold \(total) items and "
                + "\(((Double(bytes) / 1_048_576) * 10).rounded() / 10) MiB; drop layouts you no longer use (l = nil)" + (LimitHints.hint(for: .memory).map { " or start with a larger \($0)" } ?? ""))
        }
        mosaic_setexternal(state.L, bytes)
    }

    /// Charges the state for the layouts as they are now.
    func refreshCharge() {
        let bytes = layouts.reduce(0) { $0 + ($1.map { Self.charge(of: $0) } ?? 0) }
        mosaic_setexternal(state.L, bytes)
    }

    /// Collects Lua's garbage, then frees every layout whose handle is gone
    /// and that is not current.
    func freeUnreferencedLayouts() {
        let L = state.L
        state.collectGarbage()
        lua_getfield(L, clua_registryindex(), Self.handlesRegistryKey)
        defer { clua_pop(L, 1) }
        for slot in layouts.indices {
            guard let layout = layouts[slot], layout !== current else { continue }
            let referenced = lua_rawgeti(L, -1, lua_Integer(slot + 1)) != LUA_TNIL
            clua_pop(L, 1)
            if !referenced { layouts[slot] = nil }
        }
        refreshCharge()
    }

    /// Records the handle on top of `L`'s stack as the one of `slot`.
    func recordHandle(slot: Int, on L: OpaquePointer) {
        lua_getfield(L, clua_registryindex(), Self.handlesRegistryKey)
        lua_pushvalue(L, -2)
        lua_rawseti(L, -2, lua_Integer(slot + 1))
        clua_pop(L, 1)
    }
}

/// The session, for what is made before it (its environment's reads).
final class WeakSession {
    weak var repl: LuaREPL?
}
