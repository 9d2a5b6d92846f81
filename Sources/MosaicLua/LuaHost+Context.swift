import CLua
import CLuaShims
import Mosaic

// ctx:sections(), ctx:items(section), ctx:item(section, item),
// ctx:preferredSize(section, item) and ctx:setContentSize(width, height). Argument 1 is ctx itself.
extension LuaHost {
    /// `ctx:sections()`: the number of sections.
    static let sections: mosaic_HostFunction = { L, host in
        guard let session = session(host) else { return outsideCall(L, "ctx:sections") }
        lua_pushinteger(L, lua_Integer(session.pointee.numberOfSections))
        return 1
    }

    /// `ctx:items(section)`: the number of items in a section.
    static let items: mosaic_HostFunction = { L, host in
        guard let session = session(host) else { return outsideCall(L, "ctx:items") }
        guard let section = checkSection(L, 2, session, function: "ctx:items") else { return -1 }
        lua_pushinteger(L, lua_Integer(session.pointee.numberOfItems(inSection: section)))
        return 1
    }

    /// `ctx:item(section, item)`: the item's metrics, a table with `width`
    /// and `height` when the data has them, and the item's other values.
    static let item: mosaic_HostFunction = { L, host in
        guard let session = session(host) else { return outsideCall(L, "ctx:item") }
        guard let section = checkSection(L, 2, session, function: "ctx:item"),
              let item = checkItem(L, 3, section: section, session, function: "ctx:item")
        else { return -1 }
        let metrics = session.pointee.context.dataSource.metrics(at: ItemPath(item: item, section: section))
        lua_createtable(L, 0, Int32(metrics.values.count + 2))
        for (key, value) in metrics.values.sorted(by: { $0.key < $1.key }) {
            push(L, value)
            lua_setfield(L, -2, key)
        }
        if let width = metrics.width { setField(L, "width", width) }
        if let height = metrics.height { setField(L, "height", height) }
        return 1
    }

    /// `ctx:preferredSize(section, item)`: the width and height the cell
    /// asked for (self-sizing, `LayoutEngine.setPreferredSize`), or `nil`.
    static let preferredSize: mosaic_HostFunction = { L, host in
        guard let session = session(host) else { return outsideCall(L, "ctx:preferredSize") }
        guard let section = checkSection(L, 2, session, function: "ctx:preferredSize"),
              let item = checkItem(L, 3, section: section, session, function: "ctx:preferredSize")
        else { return -1 }
        guard let size = session.pointee.context.preferredSize(at: ItemPath(item: item, section: section)) else {
            lua_pushnil(L)
            return 1
        }
        lua_pushnumber(L, size.width)
        lua_pushnumber(L, size.height)
        return 2
    }

    /// `ctx:setContentSize(width, height)`: the content size, instead of the
    /// box around every element.
    static let setContentSize: mosaic_HostFunction = { L, host in
        guard let session = session(host), session.pointee.isPreparing else { return outsideCall(L, "ctx:setContentSize") }
        for (index, field) in [(Int32(2), "width"), (3, "height")] {
            guard let value = number(L, index) else {
                return fail(L, "ctx:setContentSize: \(field) must be a number, got \(describe(L, index))")
            }
            guard value.isFinite, value >= 0 else {
                return fail(L, "ctx:setContentSize: \(field) is \(value.shortDescription); it must be a finite number ≥ 0")
            }
        }
        session.pointee.cache.contentSize = Size(width: number(L, 2)!, height: number(L, 3)!)
        return 0
    }

    // MARK: - Checking index arguments

    /// The section at argument `index`, or `nil` after pushing an error.
    static func checkSection(_ L: OpaquePointer?, _ index: Int32, _ session: UnsafeMutablePointer<LuaCallSession>, function: String) -> Int? {
        guard let section = integer(L, index) else {
            _ = fail(L, "\(function): section must be a whole number, got \(describe(L, index))")
            return nil
        }
        let count = session.pointee.numberOfSections
        guard section >= 0, section < count else {
            _ = fail(L, "\(function): section \(section) is out of range; the data has \(count) section\(count == 1 ? "" : "s")"
                + (count > 0 ? ", 0 to \(count - 1)" : ""))
            return nil
        }
        return section
    }

    /// The item of `section` at argument `index`, or `nil` after pushing an error.
    static func checkItem(_ L: OpaquePointer?, _ index: Int32, section: Int, _ session: UnsafeMutablePointer<LuaCallSession>, function: String) -> Int? {
        guard let item = integer(L, index) else {
            _ = fail(L, "\(function): item must be a whole number, got \(describe(L, index))")
            return nil
        }
        let count = session.pointee.numberOfItems(inSection: section)
        guard item >= 0, item < count else {
            _ = fail(L, "\(function): item \(item) of section \(section) is out of range; section \(section) has \(count) item\(count == 1 ? "" : "s")"
                + (count > 0 ? ", 0 to \(count - 1)" : ""))
            return nil
        }
        return item
    }
}
