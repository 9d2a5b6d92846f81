import Mosaic
import MosaicLua
import Testing

/// The state: protected calls, errors with file, line and traceback, and the
/// memory and time limits, after each of which the state keeps working.
@Suite struct LuaStateTests {
    @Test func runsText() throws {
        let state = try LuaState()
        var printed: [String] = []
        state.printHandler = { printed.append($0) }
        try state.execute("print('sum', 1 + 2, nil, true)")
        #expect(printed == ["sum\t3\tnil\ttrue"])
    }

    @Test func syntaxErrorNamesFileAndLine() throws {
        let state = try LuaState()
        let error = luaError { try state.execute("local x = 1\nlocal y = = 2", chunkName: "@broken.lua") }
        #expect(error?.kind == .syntax)
        #expect(error?.file == "broken.lua")
        #expect(error?.line == 2)
        #expect(error?.description.hasPrefix("broken.lua:2: unexpected symbol near '='") == true)
    }

    @Test func runtimeErrorCarriesTraceback() throws {
        let state = try LuaState()
        let error = luaError {
            try state.execute("""
            local function inner() error("deep trouble") end
            local function outer() inner() end
            outer()
            """, chunkName: "@trace.lua")
        }
        #expect(error?.kind == .runtime)
        #expect(error?.description == "trace.lua:1: deep trouble")
        #expect(error?.traceback?.hasPrefix("stack traceback:") == true)
        #expect(error?.traceback?.contains("trace.lua:2: in local 'outer'") == true)
    }

    @Test func errorObjectsThatAreNotStrings() throws {
        let state = try LuaState()
        let table = luaError { try state.execute("\nerror({})", chunkName: "@objects.lua") }
        #expect(table?.description == "objects.lua:2: error raised with a table value instead of a message")
        let none = luaError { try state.execute("error()", chunkName: "@objects.lua") }
        #expect(none?.description == "objects.lua:1: error raised with a nil value instead of a message")
        let described = luaError {
            try state.execute("error(setmetatable({}, {__tostring = function() return 'custom' end}))", chunkName: "@objects.lua")
        }
        #expect(described?.message == "custom")
    }

    @Test func descriptionIsOneLine() {
        let error = LuaError(.runtime, "first\nsecond", file: "a.lua", line: 3)
        #expect(error.description == "a.lua:3: first second")
    }

    @Test func longFileNamesSurviveLuaShorteningThem() throws {
        let directory = try makeTemporaryDirectory() + "/a-directory-name-long-enough-for-lua-to-shorten-it"
        let file = try write("return { prepare = function(ctx)\n  error('boom')\nend }", to: "plugin.lua", in: directory)
        let error = luaError { _ = try LuaPlugin.load(file: file) }
        #expect(error?.file == file)
        #expect(error?.line == 2)
        #expect(error?.message == "boom")
    }

    // MARK: - Memory

    @Test func memoryLimitStopsAStringBombAndTheStateRecovers() throws {
        let state = try LuaState(limits: LuaLimits(memory: 16 << 20, time: .seconds(300)))
        let baseline = state.memoryInUse
        let error = luaError { try state.execute("local s = 'x' while true do s = s .. s end", chunkName: "@bomb.lua") }
        #expect(error?.kind == .memoryLimit)
        // Lua raises a refused allocation without a message handler: no line.
        #expect(error?.description == "bomb.lua: memory limit of 16 MiB exceeded")
        state.collectGarbage()
        #expect(state.memoryInUse < baseline + 64 << 10)
        try state.execute("local t = {} for i = 1, 1000 do t[i] = tostring(i) end assert(#t == 1000)")
    }

    @Test func memoryLimitStopsATableBomb() throws {
        let state = try LuaState(limits: LuaLimits(memory: 16 << 20, time: .seconds(300)))
        let error = luaError {
            try state.execute("local t, i = {}, 0 while true do i = i + 1 t[i] = {i} end", chunkName: "@tables.lua")
        }
        #expect(error?.kind == .memoryLimit)
        #expect(error?.message == "memory limit of 16 MiB exceeded")
        try state.execute("local t = {} for i = 1, 10000 do t[i] = {i} end")
    }

    @Test func memoryHeldInGlobalsStaysHeld() throws {
        let state = try LuaState(limits: LuaLimits(memory: 16 << 20, time: .seconds(300)))
        _ = luaError { try state.execute("hoard = {} local i = 0 while true do i = i + 1 hoard[i] = {i} end") }
        #expect(state.memoryInUse > 15 << 20)
        // Lua code cannot even be compiled now; the host is unharmed.
        let error = luaError { try state.execute("hoard = nil") }
        #expect(error?.kind == .memoryLimit)
    }

    @Test func aScriptMayCatchARefusedAllocationAndCarryOn() throws {
        let state = try LuaState(limits: LuaLimits(memory: 16 << 20, time: .seconds(300)))
        try state.execute("""
        local ok, message = pcall(string.rep, "x", 1 << 30)
        assert(not ok and message:find("not enough memory"), message)
        """)
    }

    // MARK: - Time

    @Test func timeLimitStopsAnEndlessLoop() throws {
        let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
        let error = luaError { try state.execute("local n = 0\nwhile true do n = n + 1 end", chunkName: "@spin.lua") }
        #expect(error?.kind == .timeLimit)
        #expect(error?.description == "spin.lua:2: time limit of 0.2 s exceeded")
        try state.execute("local n = 0 for i = 1, 1000 do n = n + i end assert(n == 500500)")
    }

    @Test func timeLimitCannotBeSwallowedByPcall() throws {
        let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
        let error = luaError {
            try state.execute("""
            local caught = 0
            while true do
              local ok = pcall(function() while true do end end)
              caught = caught + 1
              pcall(error, "again")
              xpcall(function() while true do end end, function(m) while true do end end)
            end
            """, chunkName: "@swallow.lua")
        }
        #expect(error?.kind == .timeLimit)
    }

    @Test func timeLimitStopsRunawayCoroutines() throws {
        let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
        for source in [
            "coroutine.wrap(function() while true do end end)()",
            "coroutine.resume(coroutine.create(function() while true do end end)) while true do end",
            "local co = coroutine.wrap(function() while true do coroutine.yield() end end) while true do co() end",
            """
            local inner = coroutine.create(function() while true do end end)
            local outer = coroutine.create(function() pcall(coroutine.resume, inner) while true do end end)
            while true do pcall(coroutine.resume, outer) end
            """,
            "local co = coroutine.create(function() local x <close> = setmetatable({}, {__close = function() while true do end end}) coroutine.yield() end) coroutine.resume(co) coroutine.close(co)",
        ] {
            let error = luaError { try state.execute(source, chunkName: "@co.lua") }
            #expect(error?.kind == .timeLimit, "\(source)")
        }
        // A coroutine made before the deadline still runs in the next call.
        try state.execute("kept = coroutine.wrap(function() for i = 1, 3 do coroutine.yield(i) end end)")
        try state.execute("assert(kept() == 1 and kept() == 2)")
    }

    @Test func eachCallHasItsOwnTimeLimit() throws {
        let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
        for _ in 0..<3 {
            _ = luaError { try state.execute("while true do end") }
            try state.execute("local t = {} for i = 1, 1000 do t[i] = i end")
        }
    }

    @Test func aStateWithoutLimits() throws {
        let state = try LuaState(limits: LuaLimits(memory: 0, time: .zero))
        try state.execute("""
        local big = string.rep("x", 300 << 20)
        assert(#big == 300 << 20)
        local co = coroutine.wrap(function() coroutine.yield(1) end)
        assert(co() == 1)
        """)
    }

    @Test func statesRunInParallel() async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for index in 0..<4 {
                group.addTask {
                    let spins = index.isMultiple(of: 2)
                    let state = try LuaState(limits: LuaLimits(memory: 32 << 20, time: spins ? .milliseconds(300) : .seconds(10)))
                    if spins {
                        let error = luaError { try state.execute("while true do end") }
                        return error?.kind == .timeLimit ? 1 : 0
                    }
                    try state.execute("local n = 0 for i = 1, 200000 do n = n + i end assert(n == 20000100000)")
                    return 1
                }
            }
            var passed = 0
            for try await result in group { passed += result }
            #expect(passed == 4)
        }
    }
}
