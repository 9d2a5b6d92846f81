import CLua
import CLuaShims
import Mosaic

// The layout methods for batch updates, self-sizing and orthogonal
// sections: l:insert, l:delete, l:move, l:measure, l:selfSize,
// l:sectionOffset, l:snap and l:contentOffset.
extension LuaREPL {
    /// Whole-number arguments `first…`, or the message for the first that is not one.
    static func integers(_ L: OpaquePointer?, _ name: String, _ labels: [String], from first: Int32 = 2) -> Result<[Int], ReplError> {
        var values: [Int] = []
        for (offset, label) in labels.enumerated() {
            let index = first + Int32(offset)
            guard lua_type(L, index) == LUA_TNUMBER, let value = LuaHost.integer(L, index) else {
                return .failure(ReplError("\(name)(\(labels.joined(separator: ", "))): \(label) must be a whole number, got \(LuaHost.describe(L, index))"))
            }
            values.append(value)
        }
        return .success(values)
    }

    /// The optional count in argument `index`: 1 when absent.
    private static func count(_ L: OpaquePointer?, _ name: String, at index: Int32) throws -> Int {
        guard lua_type(L, index) > LUA_TNIL else { return 1 }
        return try integers(L, name, ["count"], from: index).get()[0]
    }

    /// `l:insert(section, item [, count])`: the layout and the summary
    /// (`inserted 3, deleted 0, moved 0; 33 items`).
    static let insert: mosaic_HostFunction = { L, host in
        method(L, host, "insert") { layout in
            let values = try integers(L, "insert", ["section", "item"]).get()
            let summary = try layout.insert(section: values[0], item: values[1], count: count(L, "insert", at: 4))
            lua_settop(L, 1)
            LuaHost.push(L, summary)
            return 2
        }
    }

    /// `l:delete(section, item [, count])`: the layout and the summary.
    static let delete: mosaic_HostFunction = { L, host in
        method(L, host, "delete") { layout in
            let values = try integers(L, "delete", ["section", "item"]).get()
            let summary = try layout.delete(section: values[0], item: values[1], count: count(L, "delete", at: 4))
            lua_settop(L, 1)
            LuaHost.push(L, summary)
            return 2
        }
    }

    /// `l:move(fromSection, fromItem, toSection, toItem)`: the layout and the summary.
    static let move: mosaic_HostFunction = { L, host in
        method(L, host, "move") { layout in
            let values = try integers(L, "move", ["fromSection", "fromItem", "toSection", "toItem"]).get()
            let summary = try layout.move(from: ItemPath(item: values[1], section: values[0]), to: ItemPath(item: values[3], section: values[2]))
            lua_settop(L, 1)
            LuaHost.push(L, summary)
            return 2
        }
    }

    /// `l:measure(section, item, width, height)`: feeds back the size the
    /// cell wants; the layout.
    static let measure: mosaic_HostFunction = { L, host in
        method(L, host, "measure") { layout in
            let index = try integers(L, "measure", ["section", "item"]).get()
            let size = try numbers(L, "measure", ["width", "height"], from: 4).get()
            try layout.measure(ItemPath(item: index[1], section: index[0]), size: Size(width: size[0], height: size[1]))
            lua_settop(L, 1)
            return 1
        }
    }

    /// `l:selfSize()`: asks the layout what size each visible cell wants;
    /// the number of sizes fed back.
    static let selfSize: mosaic_HostFunction = { L, host in
        method(L, host, "selfSize") { layout in
            lua_pushinteger(L, lua_Integer(try layout.selfSize().count))
            return 1
        }
    }

    /// `l:sectionOffset(section, x)`: scrolls an orthogonal section; the layout.
    static let sectionOffset: mosaic_HostFunction = { L, host in
        method(L, host, "sectionOffset") { layout in
            let section = try integers(L, "sectionOffset", ["section"]).get()[0]
            let offset = try numbers(L, "sectionOffset", ["x"], from: 3).get()[0]
            try layout.setSectionOffset(offset, section: section)
            lua_settop(L, 1)
            return 1
        }
    }

    /// `l:snap(section, x [, velocity])`: where the section comes to rest
    /// when its scrolling would stop at `x` (the proposed offset).
    static let snap: mosaic_HostFunction = { L, host in
        method(L, host, "snap") { layout in
            let section = try integers(L, "snap", ["section"]).get()[0]
            let proposed = try numbers(L, "snap", ["x"], from: 3).get()[0]
            let velocity = lua_type(L, 4) > LUA_TNIL ? try numbers(L, "snap", ["velocity"], from: 4).get()[0] : 0
            LuaHost.pushNumber(L, try layout.targetOffset(section: section, proposed: proposed, velocity: velocity), preferInteger: true)
            return 1
        }
    }

    /// `l:target(x, y [, vx, vy])`: where the content whose scrolling would
    /// stop at (x, y) with that velocity comes to rest, by the layout's own
    /// `targetContentOffset`: `x, y`.
    static let target: mosaic_HostFunction = { L, host in
        method(L, host, "target") { layout in
            let proposed = try numbers(L, "target", ["x", "y"], from: 2).get()
            let velocity = lua_type(L, 4) > LUA_TNIL ? try numbers(L, "target", ["vx", "vy"], from: 4).get() : [0, 0]
            let target = try layout.targetContentOffset(
                proposed: Point(x: proposed[0], y: proposed[1]), velocity: Point(x: velocity[0], y: velocity[1])
            )
            LuaHost.pushNumber(L, target.x, preferInteger: true)
            LuaHost.pushNumber(L, target.y, preferInteger: true)
            return 2
        }
    }

    /// `l:contentOffset()`: the content offset, `x, y`.
    static let contentOffset: mosaic_HostFunction = { L, host in
        method(L, host, "contentOffset") { layout in
            try layout.prepare()
            let offset = layout.engine.environment.contentOffset
            LuaHost.pushNumber(L, offset.x, preferInteger: true)
            LuaHost.pushNumber(L, offset.y, preferInteger: true)
            return 2
        }
    }
}
