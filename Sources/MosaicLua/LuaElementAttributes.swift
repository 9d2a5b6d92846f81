import CLua
import CLuaShims
import Mosaic

/// What an `attrs` table gives an element beyond its frame.
struct LuaElementAttributes {
    var rotation = 0.0
    var scaleX = 1.0
    var scaleY = 1.0
    var translateX = 0.0
    var translateY = 0.0
    var anchorX = 0.5
    var anchorY = 0.5
    var zIndex = 0
    var alpha = 1.0
    var isHidden = false
    /// Empty through `init()`, which is inlined to the shared empty storage
    /// (`[:]` calls `init(dictionaryLiteral:)` for every element placed).
    var custom = [String: AttributeValue]()
    /// Whether anything beyond rotation, anchor point and z-index is set:
    /// the cache's fast path takes only those.
    var needsFullAttributes = false

    /// What an element with these attributes costs the host beyond a plain
    /// cell's slot: the full attributes and each custom value, its name and
    /// its text (charged to the script, see LuaHost+Placement.swift).
    func hostBytes(kind: String?) -> Int {
        var bytes = needsFullAttributes || kind != nil ? Self.elementBytes + (kind?.utf8.count ?? 0) : 0
        for (name, value) in custom {
            bytes += Self.customValueBytes + name.utf8.count
            if case .string(let text) = value { bytes += text.utf8.count }
        }
        return bytes
    }

    /// A full attributes value in the cache's side table, with its entry.
    static let elementBytes = 256
    /// A custom value's dictionary entry, without its name and text.
    static let customValueBytes = 64

    /// The defaults of a placed element.
    init() {}

    /// The values of `attributes`, to override some of them (the hooks
    /// `initialAttributes` and `finalAttributes` start from the defaults).
    init(_ attributes: LayoutAttributes) {
        rotation = attributes.transform.rotation
        scaleX = attributes.transform.scaleX
        scaleY = attributes.transform.scaleY
        translateX = attributes.transform.translateX
        translateY = attributes.transform.translateY
        anchorX = attributes.anchorPoint.x
        anchorY = attributes.anchorPoint.y
        zIndex = attributes.zIndex
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        custom = attributes.custom
        needsFullAttributes = true
    }

    /// The defaults, as ``mosaic_readattributes`` starts from them.
    static let defaultPacked = LuaElementAttributes().packed

    /// The values ``mosaic_readattributes`` reads, from these.
    var packed: mosaic_Attributes {
        mosaic_Attributes(
            rotation: rotation, scaleX: scaleX, scaleY: scaleY, translateX: translateX, translateY: translateY,
            anchorX: anchorX, anchorY: anchorY, alpha: alpha, zIndex: Int64(zIndex), hidden: isHidden ? 1 : 0,
            full: needsFullAttributes ? 1 : 0
        )
    }

    /// The values ``mosaic_readattributes`` read (no custom ones).
    init(_ packed: mosaic_Attributes) {
        rotation = packed.rotation
        scaleX = packed.scaleX
        scaleY = packed.scaleY
        translateX = packed.translateX
        translateY = packed.translateY
        anchorX = packed.anchorX
        anchorY = packed.anchorY
        zIndex = Int(packed.zIndex)
        alpha = packed.alpha
        isHidden = packed.hidden != 0
        needsFullAttributes = packed.full != 0
    }

    /// The full attributes of an element with these values.
    func layoutAttributes(category: ElementCategory, kind: String?, indexPath: ItemPath, frame: Rect) -> LayoutAttributes {
        LayoutAttributes(
            category: category, kind: kind, indexPath: indexPath, frame: frame,
            transform: Transform(rotation: rotation, scaleX: scaleX, scaleY: scaleY, translateX: translateX, translateY: translateY),
            anchorPoint: Point(x: anchorX, y: anchorY), zIndex: zIndex, alpha: alpha, isHidden: isHidden, custom: custom
        )
    }

    /// The attributes `attrs` tables may set, besides custom ones.
    static let names = ["rotation", "scaleX", "scaleY", "translateX", "translateY", "anchorX", "anchorY", "zIndex", "alpha", "hidden"]
}

extension LuaHost {
    private enum AttributeKey {
        case rotation, scaleX, scaleY, translateX, translateY, anchorX, anchorY, zIndex, alpha, hidden, custom
    }

    @inline(__always)
    private static func matches(_ bytes: UnsafePointer<UInt8>, _ length: Int, _ name: StaticString) -> Bool {
        guard length == name.utf8CodeUnitCount else { return false }
        let expected = name.utf8Start
        for index in 0..<length where bytes[index] != expected[index] { return false }
        return true
    }

    /// The attribute a key names, comparing bytes (no String per key).
    private static func attributeKey(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> AttributeKey {
        switch length {
        case 5: return matches(bytes, length, "alpha") ? .alpha : .custom
        case 6:
            if matches(bytes, length, "zIndex") { return .zIndex }
            if matches(bytes, length, "scaleX") { return .scaleX }
            if matches(bytes, length, "scaleY") { return .scaleY }
            if matches(bytes, length, "hidden") { return .hidden }
            return .custom
        case 7:
            if matches(bytes, length, "anchorX") { return .anchorX }
            if matches(bytes, length, "anchorY") { return .anchorY }
            return .custom
        case 8: return matches(bytes, length, "rotation") ? .rotation : .custom
        case 10:
            if matches(bytes, length, "translateX") { return .translateX }
            if matches(bytes, length, "translateY") { return .translateY }
            return .custom
        default: return .custom
        }
    }

    /// The most custom attributes one element may carry.
    static let maximumCustomAttributes = 256

    /// Reads the `attrs` table at `index` (absolute) into `attributes`.
    ///
    /// - Parameter frame: when given, the keys `x`, `y`, `width` and
    ///   `height` set it (finite numbers, sizes ≥ 0) instead of being custom
    ///   attributes: the hooks' tables hold the frame too.
    /// - Returns: `false` after pushing an error message.
    static func readAttributes(
        _ L: OpaquePointer?, _ index: Int32, into attributes: inout LuaElementAttributes,
        function: String, element: () -> String, frame: UnsafeMutablePointer<Rect>? = nil
    ) -> Bool {
        guard lua_type(L, index) == LUA_TTABLE else {
            _ = fail(L, "\(function): \(element()): attrs must be a table, got \(describe(L, index))")
            return false
        }
        // The common table, in C in one walk (the hooks' tables, which
        // hold the frame too, never are).
        if frame == nil {
            var packed = attributes.packed
            if mosaic_readattributes(L, index, &packed) != 0 {
                let custom = attributes.custom
                attributes = LuaElementAttributes(packed)
                attributes.custom = custom
                return true
            }
        }
        lua_pushnil(L)
        while lua_next(L, index) != 0 {
            guard lua_type(L, -2) == LUA_TSTRING else {
                _ = fail(L, "\(function): \(element()): attribute names must be strings, got \(describe(L, -2))")
                return false
            }
            var length = 0
            let raw = UnsafeRawPointer(lua_tolstring(L, -2, &length)!).assumingMemoryBound(to: UInt8.self)
            let key = attributeKey(raw, length)
            if key == .custom {
                // A host copy, charged before it is made (LuaHost.string).
                guard mosaic_chargecopy(L, length) != 0 else {
                    _ = fail(L, "\(function): \(element()): a custom attribute's name")
                    return false
                }
                let name = String(decoding: UnsafeRawBufferPointer(start: raw, count: length), as: UTF8.self)
                if let frame, ["x", "y", "width", "height"].contains(name) {
                    guard readFrameField(L, name, into: frame, function: function, element: element) else { return false }
                    lua_settop(L, -2)
                    continue
                }
                // Each is host memory, copied before it can be charged.
                guard attributes.custom.count < maximumCustomAttributes else {
                    _ = fail(L, "\(function): \(element()): an element has at most \(maximumCustomAttributes) custom attributes")
                    return false
                }
                switch lua_type(L, -1) {
                case LUA_TNUMBER:
                    let value = lua_tonumberx(L, -1, nil)
                    guard value.isFinite else {
                        _ = fail(L, "\(function): \(element()): attribute \(name) is \(value.shortDescription); numbers must be finite")
                        return false
                    }
                    attributes.custom[name] = .number(value)
                case LUA_TSTRING:
                    guard let text = string(L, -1) else {
                        _ = fail(L, "\(function): \(element()): attribute \(name)")
                        return false
                    }
                    attributes.custom[name] = .string(text)
                case LUA_TBOOLEAN: attributes.custom[name] = .bool(lua_toboolean(L, -1) != 0)
                default:
                    _ = fail(L, "\(function): \(element()): attribute \(name) is \(describe(L, -1)); custom attributes are numbers, strings or booleans")
                    return false
                }
                attributes.needsFullAttributes = true
            } else if key == .hidden {
                guard lua_type(L, -1) == LUA_TBOOLEAN else {
                    _ = fail(L, "\(function): \(element()): attribute hidden must be a boolean, got \(describe(L, -1))")
                    return false
                }
                attributes.isHidden = lua_toboolean(L, -1) != 0
                attributes.needsFullAttributes = true
            } else {
                guard lua_type(L, -1) == LUA_TNUMBER else {
                    _ = fail(L, "\(function): \(element()): attribute \(String(decoding: UnsafeRawBufferPointer(start: raw, count: length), as: UTF8.self)) must be a number, got \(describe(L, -1))")
                    return false
                }
                let value = lua_tonumberx(L, -1, nil)
                let name = { String(decoding: UnsafeRawBufferPointer(start: raw, count: length), as: UTF8.self) }
                guard value.isFinite else {
                    _ = fail(L, "\(function): \(element()): attribute \(name()) is \(value.shortDescription); it must be a finite number")
                    return false
                }
                switch key {
                case .rotation: attributes.rotation = value
                case .anchorX: attributes.anchorX = value
                case .anchorY: attributes.anchorY = value
                case .zIndex:
                    guard let z = integer(L, -1) else {
                        _ = fail(L, "\(function): \(element()): attribute zIndex must be a whole number, got \(value.shortDescription)")
                        return false
                    }
                    attributes.zIndex = z
                case .alpha:
                    guard value >= 0 && value <= 1 else {
                        _ = fail(L, "\(function): \(element()): attribute alpha is \(value.shortDescription); it must be from 0 to 1")
                        return false
                    }
                    attributes.alpha = value
                    attributes.needsFullAttributes = true
                case .scaleX: attributes.scaleX = value; attributes.needsFullAttributes = true
                case .scaleY: attributes.scaleY = value; attributes.needsFullAttributes = true
                case .translateX: attributes.translateX = value; attributes.needsFullAttributes = true
                case .translateY: attributes.translateY = value; attributes.needsFullAttributes = true
                case .hidden, .custom: break
                }
            }
            lua_settop(L, -2)
        }
        return true
    }

    /// Reads the number on top as field `name` of `frame`.
    ///
    /// - Returns: `false` after pushing an error message.
    private static func readFrameField(
        _ L: OpaquePointer?, _ name: String, into frame: UnsafeMutablePointer<Rect>, function: String, element: () -> String
    ) -> Bool {
        guard lua_type(L, -1) == LUA_TNUMBER else {
            _ = fail(L, "\(function): \(element()): \(name) must be a number, got \(describe(L, -1))")
            return false
        }
        let value = lua_tonumberx(L, -1, nil)
        guard value.isFinite else {
            _ = fail(L, "\(function): \(element()): \(name) is \(value.shortDescription); positions and sizes must be finite numbers")
            return false
        }
        switch name {
        case "x": frame.pointee.origin.x = value
        case "y": frame.pointee.origin.y = value
        case "width", "height":
            guard value >= 0 else {
                _ = fail(L, "\(function): \(element()): \(name) is \(value.shortDescription); sizes must be ≥ 0")
                return false
            }
            if name == "width" { frame.pointee.size.width = value } else { frame.pointee.size.height = value }
        default: break
        }
        return true
    }
}

extension LuaHost {
    /// Pushes every attribute of an element as one table: `x`, `y`,
    /// `width`, `height`, the names `attrs` takes (`rotation`, `scaleX`, …,
    /// `alpha`, `zIndex`, `hidden`) and the custom attributes, in the form
    /// the hooks return them (so returning it unchanged changes nothing).
    static func pushAttributesTable(_ L: OpaquePointer?, _ attributes: LayoutAttributes) {
        lua_createtable(L, 0, Int32(16 + attributes.custom.count))
        for (key, value) in attributes.custom.sorted(by: { $0.key < $1.key }) {
            push(L, value)
            lua_setfield(L, -2, key)
        }
        let t = attributes.transform
        for (key, value) in [
            ("x", attributes.frame.minX), ("y", attributes.frame.minY),
            ("width", attributes.frame.width), ("height", attributes.frame.height),
            ("rotation", t.rotation), ("scaleX", t.scaleX), ("scaleY", t.scaleY),
            ("translateX", t.translateX), ("translateY", t.translateY),
            ("anchorX", attributes.anchorPoint.x), ("anchorY", attributes.anchorPoint.y), ("alpha", attributes.alpha),
        ] {
            pushNumber(L, value, preferInteger: false)
            lua_setfield(L, -2, key)
        }
        setField(L, "zIndex", integer: attributes.zIndex)
        lua_pushboolean(L, attributes.isHidden ? 1 : 0)
        lua_setfield(L, -2, "hidden")
    }
}
