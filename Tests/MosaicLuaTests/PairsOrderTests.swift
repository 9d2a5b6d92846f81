import Foundation
import MosaicLua
import Testing

/// The sandbox's `pairs` visits keys in one order on every run (pairs.c):
/// numbers, strings bytewise, false, true, then the rest; the system Lua
/// seeds its string hash per state, so stock `pairs` would not.
@Suite struct PairsOrderTests {
    /// What `source` printed in a new state, one string per print.
    func printed(_ source: String, limits: LuaLimits = LuaLimits(memory: 64 << 20, time: .seconds(10))) throws -> [String] {
        let state = try LuaState(limits: limits)
        var lines: [String] = []
        state.printHandler = { lines.append($0) }
        try state.execute(source, chunkName: "=pairs")
        return lines
    }

    /// Prints the keys `pairs(t)` visits, space-separated.
    static let printKeys = """
        local function keys(t)
          local out = {}
          for k in pairs(t) do out[#out + 1] = type(k) == "string" and ("'" .. k .. "'") or tostring(k) end
          print(table.concat(out, " "))
        end

        """

    @Test func mixedKeysComeSorted() throws {
        let lines = try printed(Self.printKeys + """
        local t = { "one", "two", b = 1, a = 1, ab = 1, [""] = 1, ["a\\0"] = 1, B = 1 }
        t[true] = 1; t[false] = 1; t[-1] = 1; t[2.5] = 1; t[-0.5] = 1; t[10] = 1
        t[math.maxinteger] = 1; t[math.mininteger] = 1; t[2^63] = 1; t[-2^63 - 4096] = 1
        t[math.huge] = 1; t[-math.huge] = 1; t[2^53] = 1; t[(1 << 53) + 1] = 1
        keys(t)
        """)
        // 2^53 and 2^53 + 1 are integers (2^53 a float key normalised);
        // integers and floats compared exactly, as `<` does.
        #expect(lines == [
            "-inf -9.2233720368548e+18 -9223372036854775808 -1 -0.5 1 2 2.5 10 9007199254740992 9007199254740993 "
                + "9223372036854775807 9.2233720368548e+18 inf '' 'B' 'a' 'a\0' 'ab' 'b' false true",
        ])
    }

    /// Two states are seeded differently (stock pairs differs between them
    /// for 200 string keys); the sandbox's order is the same.
    @Test func theOrderIsTheSameInEveryState() throws {
        let source = Self.printKeys + """
        local t = {}
        for i = 1, 200 do t["key" .. (i * 37 % 211)] = i end
        for i = 1, 20 do t[i * 1.5] = i end
        keys(t)
        local n = 0
        for k, v in pairs(t) do n = n + 1 end
        print(n)
        """
        let runs = try (0..<4).map { _ in try printed(source) }
        #expect(Set(runs.map { $0.joined(separator: "\n") }).count == 1)
        #expect(runs[0].last == "220")
        #expect(runs[0].first?.hasPrefix("1.5 3 4.5 6 7.5 9 ") == true)
    }

    @Test func integerKeysComeInOrderHoweverTheTableWasBuilt() throws {
        let lines = try printed(Self.printKeys + """
        local backwards = {}
        for i = 12, 1, -1 do backwards[i] = i end
        keys(backwards)
        local sparse = {}
        for _, i in ipairs { 1000, 3, 70, -5, 1 } do sparse[i] = true end
        keys(sparse)
        local list = { 10, 20, 30 }
        keys(list)
        """)
        #expect(lines == ["1 2 3 4 5 6 7 8 9 10 11 12", "-5 1 3 70 1000", "1 2 3"])
    }

    /// Clearing fields while traversing works as in Lua: a cleared key not
    /// yet visited is skipped; values read are the current ones.
    @Test func fieldsClearedOrChangedDuringTheTraversal() throws {
        let lines = try printed("""
        local t = {}
        for i = 1, 20 do t["x" .. i] = i end
        local seen = {}
        for k, v in pairs(t) do
          seen[#seen + 1] = k
          t[k] = nil
          t["x" .. (v + 1)] = nil
        end
        print(table.concat(seen, " "), next(t))
        local list = { 1, 2, 3, 4, 5, 6 }
        local out = {}
        for k, v in pairs(list) do
          out[#out + 1] = k .. "=" .. v
          list[k + 1] = nil
          if list[k + 2] then list[k + 2] = v * 10 end
        end
        print(table.concat(out, " "))
        local big = {}
        for i = 1, 50 do big["k" .. i] = i end
        local count = 0
        for k in pairs(big) do big[k] = nil; count = count + 1 end
        print(count, next(big))
        """)
        #expect(lines == [
            "x1 x10 x12 x14 x16 x18 x20 x3 x5 x7 x9\tnil",
            "1=1 3=10 5=100",
            "50\tnil",
        ])
    }

    @Test func pairsMetamethodAndNonTablesAreStock() throws {
        let lines = try printed("""
        local proxy = setmetatable({}, { __pairs = function(t)
          return function(_, k) if k == nil then return "only", 1 end end, t, nil
        end })
        for k, v in pairs(proxy) do print(k, v) end
        local ok, message = pcall(function() for k in pairs(42) do end end)
        print(ok, message)
        print(pcall(pairs))
        local withIndex = setmetatable({ b = 2, a = 1 }, { __index = function() return "x" end })
        local out = {}
        for k, v in pairs(withIndex) do out[#out + 1] = k .. v end
        print(table.concat(out, " "))
        """)
        #expect(lines == [
            "only\t1",
            "false\tpairs:5: bad argument #1 to 'for iterator' (table expected, got number)",
            "false\tbad argument #1 to 'pairs' (value expected)",
            "a1 b2",
        ])
    }

    /// `next` is Lua's own: raw, every key once, in Lua's order.
    @Test func nextStillWorks() throws {
        let lines = try printed("""
        local t = { 1, 2, x = 1, y = 2, [true] = 3 }
        local count = 0
        local k = next(t)
        while k ~= nil do count = count + 1; k = next(t, k) end
        print(count, next({}), type(next))
        local seen = 0
        for key in next, t do seen = seen + 1 end
        print(seen)
        """)
        #expect(lines == ["5\tnil\tfunction", "5"])
    }

    /// Keys of other types follow the sorted ones, all of them, each once.
    @Test func tablesAndFunctionsAsKeysComeLast() throws {
        let lines = try printed("""
        local t = { [print] = "f", [{}] = "t", z = "s", [1] = "n", [true] = "b" }
        local out = {}
        for k, v in pairs(t) do out[#out + 1] = v end
        print(table.concat(out, " ", 1, 3), #out)
        """)
        #expect(lines == ["n s b\t5"])
    }

    /// The snapshot is charged to the memory limit: a table that fits, but
    /// whose snapshot does not, ends in the memory-limit error.
    @Test func theSnapshotIsHeldToTheMemoryLimit() throws {
        let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .seconds(10)))
        try state.execute("big = {} for i = 1, 1 << 20 do big[i + 0.5] = true end", chunkName: "=fill")
        let error = luaError { try state.execute("for k in pairs(big) do end", chunkName: "=walk") }
        #expect(error?.kind == .memoryLimit, "\(error?.description ?? "no error")")
        #expect(error?.description.contains("memory limit of 64 MiB exceeded") == true, "\(error?.description ?? "")")
        var lines: [String] = []
        state.printHandler = { lines.append($0) }
        try state.execute("big = nil local n = 0 for k in pairs({ a = 1, b = 2 }) do n = n + 1 end print(n)")
        #expect(lines == ["2"])
    }

    /// A pairs over many keys stops at the time limit by itself, from
    /// inside its snapshot and sort. `return pairs(big)` is a tail call: a
    /// pairs that did not check the deadline would return its iterator
    /// (about 0.1 s later on this machine) with no Lua instruction left to
    /// hook, and the chunk would succeed; one that checks it fails with the
    /// time limit. No timing decides the answer: the limit (2 ms) is far
    /// below the snapshot's time on any machine. In a child process, so that
    /// a pairs that never stopped would meet the backstop there.
    @Test func aHugePairsStopsAtTheTimeLimit() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let state = try LuaState(limits: LuaLimits(memory: 1024 << 20, time: .milliseconds(2)))
            // Filled in small steps; a step the limit stops (a rehash, a busy
            // machine) runs again: it sets the same keys.
            for step in 0..<500 {
                var filled = false
                for _ in 0..<200 where !filled {
                    filled = (try? state.execute("""
                    big = big or {}
                    for i = \(step * 1_000 + 1), \((step + 1) * 1_000) do big[(i * 7919) % 4000037 + 0.5] = true end
                    """)) != nil
                }
                guard filled else { exit(4) }
            }
            do throws(LuaError) {
                try state.execute("return pairs(big)")
                exit(2)
            } catch {
                guard error.kind == .timeLimit else { exit(3) }
            }
        }
        #expect(result?.standardErrorContent.isEmpty == true, "\(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self))")
    }
}
