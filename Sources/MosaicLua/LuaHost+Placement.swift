import CLua
import CLuaShims
import Mosaic

// ctx:place(section, item, x, y, width, height [, attrs]),
// ctx:supplementary(kind, section, index, x, y, width, height [, attrs]) and
// ctx:decoration(kind, section, index, x, y, width, height [, attrs]).
//
// ctx:place is the hot path: it reads its arguments with lua_tointegerx and
// lua_tonumberx, checks them with a few comparisons and writes the frame
// straight into the cache, allocating nothing. Every failed check sends it
// to one cold function that works out the message.
extension LuaHost {
    /// `ctx:place(section, item, x, y, width, height [, attrs])`.
    static let place: mosaic_HostFunction = { L, host in
        guard let session = session(host), session.pointee.isPreparing else { return outsideCall(L, "ctx:place") }
        var isNumber: Int32 = 0
        let section = Int(lua_tointegerx(L, 2, &isNumber))
        guard isNumber != 0 else { return placeFailure(L, session) }
        let item = Int(lua_tointegerx(L, 3, &isNumber))
        guard isNumber != 0 else { return placeFailure(L, session) }
        let x = lua_tonumberx(L, 4, &isNumber)
        guard isNumber != 0 else { return placeFailure(L, session) }
        let y = lua_tonumberx(L, 5, &isNumber)
        guard isNumber != 0 else { return placeFailure(L, session) }
        let width = lua_tonumberx(L, 6, &isNumber)
        guard isNumber != 0 else { return placeFailure(L, session) }
        let height = lua_tonumberx(L, 7, &isNumber)
        let starts = session.pointee.sectionStarts
        guard isNumber != 0,
              x.isFinite, y.isFinite, width.isFinite, height.isFinite, width >= 0, height >= 0,
              section >= 0, section < session.pointee.numberOfSections,
              item >= 0, item < starts[section + 1] - starts[section]
        else { return placeFailure(L, session) }
        let slot = starts[section] + item
        let word = session.pointee.placed + (slot >> 6)
        let bit: UInt64 = 1 << UInt64(slot & 63)
        guard word.pointee & bit == 0 else { return placeFailure(L, session) }
        let frame = Rect(x: x, y: y, width: width, height: height)
        // No attrs, or nil: past the top, lua_type answers LUA_TNONE (index 8
        // is acceptable: a C function has LUA_MINSTACK = 20 slots).
        let attrsType = lua_type(L, 8)
        if attrsType <= LUA_TNIL {
            session.pointee.cache.setCell(frame: frame, slot: slot)
        } else {
            // The common table (known names, values taken) is read in C in
            // one walk; anything else is read again the general way.
            var packed = LuaElementAttributes.defaultPacked
            var attributes: LuaElementAttributes
            if attrsType == LUA_TTABLE && mosaic_readattributes(L, 8, &packed) != 0 {
                if packed.full == 0 {
                    session.pointee.cache.setCell(
                        frame: frame, rotation: packed.rotation, anchorPoint: Point(x: packed.anchorX, y: packed.anchorY),
                        zIndex: Int(packed.zIndex), slot: slot
                    )
                    word.pointee |= bit
                    return 0
                }
                attributes = LuaElementAttributes(packed)
            } else {
                attributes = LuaElementAttributes()
                guard readAttributes(L, 8, into: &attributes, function: "ctx:place", element: { cellName(section, item) }) else { return -1 }
            }
            if attributes.needsFullAttributes {
                // Kept for the script beyond the cell's slot: charged to it.
                guard mosaic_charge(L, attributes.hostBytes(kind: nil)) != 0 else { return -1 }
                session.pointee.cache.setCell(attributes.layoutAttributes(category: .cell, kind: nil, indexPath: ItemPath(item: item, section: section), frame: frame))
            } else {
                session.pointee.cache.setCell(
                    frame: frame, rotation: attributes.rotation,
                    anchorPoint: Point(x: attributes.anchorX, y: attributes.anchorY),
                    zIndex: attributes.zIndex, slot: slot
                )
            }
        }
        word.pointee |= bit
        return 0
    }

    /// `ctx:supplementary(kind, section, index, x, y, width, height [, attrs])`.
    static let supplementary: mosaic_HostFunction = { L, host in
        placeView(L, session(host), category: .supplementary, function: "ctx:supplementary")
    }

    /// `ctx:decoration(kind, section, index, x, y, width, height [, attrs])`.
    static let decoration: mosaic_HostFunction = { L, host in
        placeView(L, session(host), category: .decoration, function: "ctx:decoration")
    }

    /// `item 0.3 (section 0, item 3)`.
    static func cellName(_ section: Int, _ item: Int) -> String {
        "item \(section).\(item) (section \(section), item \(item))"
    }

    // MARK: - Messages

    /// Works out why ctx:place's arguments were refused and pushes the message.
    @inline(never)
    static func placeFailure(_ L: OpaquePointer?, _ session: UnsafeMutablePointer<LuaCallSession>) -> Int32 {
        let function = "ctx:place"
        guard let section = checkSection(L, 2, session, function: function),
              let item = checkItem(L, 3, section: section, session, function: function)
        else { return -1 }
        let element = cellName(section, item)
        if let message = frameProblem(L, first: 4, function: function, element: element) { return fail(L, message) }
        let slot = session.pointee.sectionStarts[section] + item
        if session.pointee.placed[slot >> 6] & (1 << UInt64(slot & 63)) != 0 {
            return fail(L, "\(function): \(element) is placed twice; place each item once")
        }
        return fail(L, "\(function): invalid arguments for \(element)")
    }

    /// What is wrong with the frame in arguments `first…first+3`, if anything.
    static func frameProblem(_ L: OpaquePointer?, first: Int32, function: String, element: String) -> String? {
        for (offset, field) in ["x", "y", "width", "height"].enumerated() {
            let index = first + Int32(offset)
            guard let value = number(L, index) else {
                return "\(function): \(element): \(field) must be a number, got \(describe(L, index))"
            }
            if !value.isFinite {
                return "\(function): \(element): \(field) is \(value.shortDescription); positions and sizes must be finite numbers"
            }
            if offset >= 2 && value < 0 {
                return "\(function): \(element): \(field) is \(value.shortDescription); sizes must be ≥ 0"
            }
        }
        return nil
    }

    // MARK: - Supplementary and decoration views

    static func placeView(_ L: OpaquePointer?, _ session: UnsafeMutablePointer<LuaCallSession>?, category: ElementCategory, function: String) -> Int32 {
        guard let session, session.pointee.isPreparing else { return outsideCall(L, function) }
        guard let kind = string(L, 2), !kind.isEmpty else {
            return fail(L, "\(function): kind must be a non-empty string such as \"header\", got \(describe(L, 2))")
        }
        guard let section = checkSection(L, 3, session, function: function) else { return -1 }
        guard let index = integer(L, 4), index >= 0 else {
            return fail(L, "\(function): index must be a whole number ≥ 0, got \(describe(L, 4))")
        }
        let element = "\(category) '\(kind)' \(section).\(index)"
        if let message = frameProblem(L, first: 5, function: function, element: element) { return fail(L, message) }
        let indexPath = ItemPath(item: index, section: section)
        if session.pointee.cache.supplementaryAttributes(category: category, kind: kind, at: indexPath) != nil {
            return fail(L, "\(function): \(element) is placed twice; place each view once")
        }
        var attributes = LuaElementAttributes()
        if lua_type(L, 9) > LUA_TNIL {
            guard readAttributes(L, 9, into: &attributes, function: function, element: { element }) else { return -1 }
        }
        let frame = Rect(x: number(L, 5)!, y: number(L, 6)!, width: number(L, 7)!, height: number(L, 8)!)
        // A view is kept for the script: charged to it, kind and values included.
        guard mosaic_charge(L, attributes.hostBytes(kind: kind)) != 0 else { return -1 }
        session.pointee.cache.setSupplementary(attributes.layoutAttributes(category: category, kind: kind, indexPath: indexPath, frame: frame))
        return 0
    }
}
