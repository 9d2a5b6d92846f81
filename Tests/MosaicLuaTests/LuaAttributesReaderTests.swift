import Mosaic
import MosaicLua
import Testing

/// The two readers of an `attrs` table agree (issue 12, item 4): the fast
/// one in C (CLuaShims/attributes.c, tables of known names only) and the
/// general one in Swift (LuaElementAttributes.swift), which reads a table
/// again whenever the fast one gives up, so messages come from one place.
@Suite struct LuaAttributesReaderTests {
    /// A deterministic generator (SplitMix64): every seed reproducible.
    private struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// A random table of known names, as Lua source: each name present or
    /// not, each value one the host takes (zIndex sometimes a float with a
    /// whole value, which counts as whole).
    private static func randomTable(_ random: inout SeededGenerator) -> String {
        var fields: [String] = []
        func maybe(_ name: String, _ value: () -> String) {
            if Bool.random(using: &random) { fields.append("\(name) = \(value())") }
        }
        maybe("rotation") { "\(Double.random(in: -10...10, using: &random))" }
        maybe("zIndex") {
            let z = Int.random(in: -1000...1000, using: &random)
            return Bool.random(using: &random) ? "\(z)" : "\(z).0"
        }
        maybe("anchorX") { "\(Double.random(in: -1...2, using: &random))" }
        maybe("anchorY") { "\(Double.random(in: -1...2, using: &random))" }
        maybe("scaleX") { "\(Double.random(in: -3...3, using: &random))" }
        maybe("scaleY") { "\(Double.random(in: -3...3, using: &random))" }
        maybe("translateX") { "\(Double.random(in: -50...50, using: &random))" }
        maybe("translateY") { "\(Double.random(in: -50...50, using: &random))" }
        maybe("alpha") { ["0", "1", "\(Double.random(in: 0...1, using: &random))"].randomElement(using: &random)! }
        maybe("hidden") { Bool.random(using: &random) ? "true" : "false" }
        return fields.shuffled(using: &random).joined(separator: ", ")
    }

    /// Item 2k is placed with a random table of known names (the fast
    /// reader), item 2k + 1 with the same table plus a custom attribute (the
    /// general reader): their attributes differ only in that custom value.
    @Test(arguments: 0..<8)
    func fastAndGeneralReadersAgree(seed: UInt64) throws {
        var random = SeededGenerator(state: seed)
        let pairs = 100
        var lines: [String] = []
        for pair in 0..<pairs {
            let fields = Self.randomTable(&random)
            lines.append("ctx:place(0, \(2 * pair), 0, 0, 10, 20, { \(fields) })")
            lines.append("ctx:place(0, \(2 * pair + 1), 0, 0, 10, 20, { \(fields)\(fields.isEmpty ? "" : ", ")general = true })")
            // The same table from the supplementary views' reader.
            lines.append("ctx:supplementary('fast', 0, \(pair), 0, 0, 10, 20, { \(fields) })")
        }
        let plugin = try pluginPreparing("if ctx:items(0) == \(2 * pairs) then\n" + lines.joined(separator: "\n") + "\nelse\n" + placeEveryItem + "\nend")
        let engine = try engine(plugin, dataSource: DataSource(count: 2 * pairs))
        for pair in 0..<pairs {
            let fast = try #require(try engine.layoutAttributesForItem(at: ItemPath(item: 2 * pair, section: 0)))
            var general = try #require(try engine.layoutAttributesForItem(at: ItemPath(item: 2 * pair + 1, section: 0)))
            #expect(general.custom == ["general": true])
            general.custom = [:]
            general.indexPath = fast.indexPath
            #expect(fast == general, "seed \(seed), pair \(pair)")
            var view = try #require(try engine.layoutAttributesForSupplementaryView(ofKind: "fast", at: ItemPath(item: pair, section: 0)))
            view.category = .cell
            view.kind = nil
            view.indexPath = fast.indexPath
            #expect(view == fast, "seed \(seed), pair \(pair): view")
        }
    }

    /// A table the fast reader starts on and gives up on midway is read
    /// again from the start: the message is the general reader's, whatever
    /// the order `next` visits the keys in.
    @Test(arguments: [
        ("{ rotation = 1, zIndex = 2, anchorX = 0, alpha = 2 }", "attribute alpha is 2; it must be from 0 to 1"),
        ("{ rotation = 1, anchorY = 1, zIndex = 1.5 }", "attribute zIndex must be a whole number, got 1.5"),
        ("{ rotation = 1, zIndex = 2^63 }", "attribute zIndex must be a whole number, got 9.223372036854776e+18"),
        ("{ rotation = 1, zIndex = 3, hidden = 1 }", "attribute hidden must be a boolean, got 1"),
        ("{ rotation = 1, scaleY = -1/0 }", "attribute scaleY is -inf; it must be a finite number"),
        ("{ rotation = '1', zIndex = 3 }", "attribute rotation must be a number, got \"1\""),
        // A number key is never turned into a string in place (lua_next
        // would then fail with a Lua error raised across the host).
        ("{ rotation = 1, zIndex = 2, [7] = 1 }", "attribute names must be strings, got 7"),
        ("{ rotation = 1, zIndex = 2, [0.5] = 1 }", "attribute names must be strings, got 0.5"),
        ("{ rotation = 1, zIndex = 2, [true] = 1 }", "attribute names must be strings, got true"),
        ("{ rotation = 1, zIndex = 2, tags = {} }", "attribute tags is a table; custom attributes are numbers, strings or booleans"),
        ("{ rotation = 1, zIndex = 2, weight = 0/0 }", "attribute weight is nan; numbers must be finite"),
    ])
    func mistakesAfterGoodNames(_ table: String, _ expected: String) {
        let error = luaError {
            _ = try LuaPlugin.load(source: "return { prepare = function(ctx)\nctx:place(0, 0, 0, 0, 10, 10, \(table))\nend }", file: "check.lua")
        }
        #expect(error?.description == "check.lua:2: ctx:place: item 0.0 (section 0, item 0): \(expected)")
    }

    /// Names are recognised by content, however the key string was made:
    /// built at run time, it is the same interned string; a longer or
    /// shorter name is a custom attribute.
    @Test func namesMadeAtRunTime() throws {
        let plugin = try pluginPreparing("""
            local r, z = "rot", "z"
            ctx:place(0, 0, 0, 0, 10, 10, { [r .. "ation"] = 0.25, [z .. "Index"] = 4, [string.sub("xanchor", 2) .. "X"] = 0 })
            ctx:place(0, 1, 0, 0, 10, 10, { rotationX = 1, rotatio = 2, [string.rep("rotation", 6)] = 3 })
            for i = 2, ctx:items(0) - 1 do ctx:place(0, i, 0, 0, 1, 1) end
        """)
        let engine = try engine(plugin, dataSource: DataSource(count: 2))
        let cells = try engine.allElements()
        #expect(cells[0].transform.rotation == 0.25 && cells[0].zIndex == 4 && cells[0].anchorPoint == Point(x: 0, y: 0.5))
        #expect(cells[1].transform.rotation == 0)
        #expect(cells[1].custom == ["rotationX": 1, "rotatio": 2, String(repeating: "rotation", count: 6): 3])
    }

    /// The table is read raw, as before the fast reader: a metatable's
    /// `__index` and `__pairs` are not consulted, on either path.
    @Test func metatablesAreNotConsulted() throws {
        let plugin = try pluginPreparing("""
            local meta = { __index = { rotation = 1, zIndex = 9 }, __pairs = function() error("__pairs ran") end }
            ctx:place(0, 0, 0, 0, 10, 10, setmetatable({ anchorX = 0 }, meta))
            ctx:place(0, 1, 0, 0, 10, 10, setmetatable({ anchorX = 0, note = "general" }, meta))
            for i = 2, ctx:items(0) - 1 do ctx:place(0, i, 0, 0, 1, 1) end
        """)
        let engine = try engine(plugin, dataSource: DataSource(count: 2))
        let cells = try engine.allElements()
        for cell in cells {
            #expect(cell.transform.rotation == 0 && cell.zIndex == 0 && cell.anchorPoint == Point(x: 0, y: 0.5))
        }
        #expect(cells[1].custom == ["note": "general"])
    }

    /// One table reused and changed between calls (as spiral.lua does) is
    /// read afresh each time.
    @Test func aReusedTableIsReadEachTime() throws {
        let plugin = try pluginPreparing("""
            local attrs = {}
            for i = 0, ctx:items(0) - 1 do
              attrs.rotation = i / 10
              attrs.zIndex = -i
              if i == 2 then attrs.alpha = 0.5 end
              if i == 3 then attrs.alpha = nil end
              ctx:place(0, i, i * 10, 0, 10, 10, attrs)
            end
        """)
        let cells = try engine(plugin, dataSource: DataSource(count: 5)).allElements()
        #expect(cells.map(\.transform.rotation) == [0, 0.1, 0.2, 0.3, 0.4])
        #expect(cells.map(\.zIndex) == [0, -1, -2, -3, -4])
        #expect(cells.map(\.alpha) == [1, 1, 0.5, 1, 1])
    }
}
