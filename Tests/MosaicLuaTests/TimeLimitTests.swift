import CLua
import CLuaShims
import Foundation
@testable import MosaicLua
import Testing

/// The time limit holds whatever a script does (issue 9, item 1): its error
/// cannot be caught, nothing runs on after it, long C functions stop at it,
/// and a call stuck anyway ends the process (the backstop).
@Suite struct TimeLimitTests {
    /// Runs `source` in a state with a short limit; the error and what it printed.
    func run(_ source: String, seconds: Double = 0.3) -> (LuaError?, [String]) {
        var printed: [String] = []
        let limits = LuaLimits(memory: 64 << 20, time: .milliseconds(Int(seconds * 1000)))
        guard let state = try? LuaState(limits: limits) else { return (nil, ["no state"]) }
        state.printHandler = { printed.append($0) }
        do throws(LuaError) {
            try state.execute(source, chunkName: "=escape")
            return (nil, printed)
        } catch {
            return (error, printed)
        }
    }

    /// Every function that catches errors, used to catch the limit's: none
    /// may hand it to the script (it would print "caught").
    static let catchers: [String] = [
        "local ok, e = pcall(function() while true do end end); print('caught', e)",
        "xpcall(function() while true do end end, function(m) print('handler', m) return m end); print('caught')",
        "local ok, e = coroutine.resume(coroutine.create(function() while true do end end)); print('caught', e)",
        "local f, e = load(function() while true do end end); print('caught', e)",
        "local co = coroutine.create(function() local x <close> = setmetatable({}, {__close = function() while true do end end}); coroutine.yield(); while true do end end); coroutine.resume(co); local ok, e = coroutine.resume(co); print('caught', e)",
        "local ok, e = pcall(string.find, string.rep('a', 40000), '.-.-.-.-.-b'); print('caught', e)",
        "local ok, e = pcall(table.move, {}, 1, 1 << 60, 2); print('caught', e)",
        "local ok, e = pcall(table.sort, {3, 2, 1}, function(a, b) while true do end end); print('caught', e)",
    ]

    @Test(arguments: TimeLimitTests.catchers)
    func theLimitsErrorIsNeverCaught(_ source: String) {
        let (error, printed) = run("while true do \(source) end")
        #expect(error?.kind == .timeLimit, "\(error?.description ?? "no error")")
        #expect(printed.isEmpty, "the script saw the limit's error: \(printed)")
    }

    @Test func aCoroutineTheLimitStoppedNeverRunsItsCloseHandlersLater() throws {
        let limits = LuaLimits(memory: 64 << 20, time: .milliseconds(300))
        let state = try LuaState(limits: limits)
        var printed: [String] = []
        state.printHandler = { printed.append($0) }
        let first = luaError {
            try state.execute("""
            co = coroutine.create(function()
              local guard <close> = setmetatable({}, { __close = function() while true do end end })
              coroutine.yield()
              while true do end
            end)
            coroutine.resume(co)
            coroutine.resume(co)
            """)
        }
        #expect(first?.kind == .timeLimit)
        // A later call, with a fresh deadline: closing it must not run the
        // handler, which would loop with hooks off (Lua leaves them off).
        try state.execute("print(coroutine.close(co))")
        #expect(printed == ["false\tcannot close a coroutine that the time limit stopped"])
        try state.execute("print(1 + 1)")
        #expect(printed.last == "2")
    }

    @Test func aStateWorksAfterEveryEscapeAttempt() throws {
        let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
        var printed: [String] = []
        state.printHandler = { printed.append($0) }
        for source in Self.catchers {
            #expect(luaError { try state.execute("while true do \(source) end") }?.kind == .timeLimit)
            try state.execute("print(pcall(error, 'ordinary'))")
            #expect(printed.last == "false\tordinary", "after \(source)")
        }
    }

    @Test func stringRepOfNothingReturnsAtOnce() {
        let (error, printed) = run("print(#string.rep('', 1 << 62), #string.rep('', 1 << 62, ''), string.rep('ab', 3, '-'))")
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(printed == ["0\t0\tab-ab-ab"])
    }

    /// The stock sort picks pivots from the clock; the sandbox's is a merge
    /// sort: stable, the same order on every run.
    @Test func tableSortIsStable() {
        let (error, printed) = run("""
        local t = {}
        for i = 1, 5000 do t[i] = { key = (i * 7919) % 13, order = i } end
        table.sort(t, function(a, b) return a.key < b.key end)
        for i = 2, #t do
          local a, b = t[i - 1], t[i]
          assert(a.key < b.key or (a.key == b.key and a.order < b.order), "not stable at " .. i)
        end
        print("stable")
        """, seconds: 10)
        #expect(error == nil, "\(error?.description ?? "")")
        #expect(printed == ["stable"])
    }

    /// The functions the sandbox replaces give stock Lua 5.4's results:
    /// `library-expected.txt` is what `lua5.4` printed for the same cases.
    @Test func replacedLibraryFunctionsMatchStockLua() throws {
        let cases = try String(contentsOfFile: packageRoot + "/Tests/Fixtures/lua/library-cases.lua", encoding: .utf8)
        let expected = try String(contentsOfFile: packageRoot + "/Tests/Fixtures/lua/library-expected.txt", encoding: .utf8)
        let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .seconds(10)))
        var printed: [String] = []
        state.printHandler = { printed.append($0) }
        try state.execute(cases, chunkName: "=cases")
        let actual = printed.joined(separator: "\n").split(separator: "\n", omittingEmptySubsequences: false)
        let wanted = expected.split(separator: "\n", omittingEmptySubsequences: true)
        #expect(actual.count == wanted.count)
        for (got, want) in zip(actual, wanted) where got != want {
            Issue.record("sandbox: \(got)\nstock:   \(want)")
        }
    }

    /// Long single C calls stop at the deadline themselves. Run in a child
    /// process: were one not to, the backstop would end it with status 1.
    @Test func longCCallsStopThemselves() async {
        let result = await #expect(processExitsWith: .success, observing: [\.standardErrorContent]) {
            let state = try LuaState(limits: LuaLimits(memory: 1536 << 20, time: .milliseconds(200)))
            for source in [
                "string.find(string.rep('a', 60000), '.-.-.-.-.-.-b')",
                "string.gsub(string.rep('ab', 30000), '(.-)(.-)(.-)x', '%1')",
                "for w in string.gmatch(string.rep('a', 60000), '.-.-.-b') do end",
                "table.move({}, 1, 1 << 60, 2)",
                "local t = {} for i = 1, 4000000 do t[i] = -i end table.sort(t)",
                "table.remove(setmetatable({}, { __len = function() return math.maxinteger end, __index = {}, __newindex = {} }), 1)",
                "table.insert(setmetatable({}, { __len = function() return 1 << 62 end, __index = {}, __newindex = {} }), 1, 'x')",
                "load(string.rep('do end ', 60000000), '=big')",  // 2.4 s to parse in stock Lua
            ] {
                do throws(LuaError) {
                    try state.execute(source)
                    exit(2)
                } catch {
                    guard error.kind == .timeLimit else { exit(3) }
                }
            }
        }
        #expect(result?.standardErrorContent.isEmpty == true, "\(String(decoding: result?.standardErrorContent ?? [], as: UTF8.self))")
    }

    /// A call stuck in one C function past its deadline, using CPU: the
    /// backstop prints the time-limit error naming the file and ends the
    /// process once the thread has used its grace of CPU time.
    @Test func theBackstopEndsAStuckCall() async throws {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
            mosaic_setlabel(state.L, "stuck.lua")
            lua_pushcclosure(state.L, { _ in
                // Stands for a C function that never looks at the clock
                // (a collector step over a huge table): it spins.
                var spins = 0
                while spins >= 0 { spins &+= 1 }
                return 0
            }, 0)
            lua_setglobal(state.L, "stuck")
            try state.execute("stuck()")
            exit(0)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError == "error: stuck.lua: time limit of 0.2 s exceeded\n")
    }

    /// A thread that gets no CPU past its deadline is not stuck (issue 23,
    /// class 6: a Lua thread starved on a machine at a load of 12 was ended
    /// while it waited for a core): the backstop's grace is the thread's
    /// CPU time. A C function blocked without using CPU for longer than the
    /// grace, in wall time, is what such a thread looks like to the
    /// watchdog; when it returns, the script stops at its next instruction.
    /// A wall-clock grace ends the process here (status 1).
    @Test func theBackstopSparesAThreadWithoutCPU() async throws {
        await #expect(processExitsWith: .success) {
            let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
            lua_pushcclosure(state.L, { _ in
                usleep(3_000_000)  // four times the limit and the grace together; no CPU
                return 0
            }, 0)
            lua_setglobal(state.L, "starved")
            do throws(LuaError) {
                try state.execute("starved() while true do end")
                exit(2)
            } catch {
                exit(error.kind == .timeLimit ? 0 : 3)
            }
        }
    }

    /// A C function blocked for ever without using CPU is ended by the
    /// backstop's wall-clock ceiling (MOSAIC_BACKSTOP_CEILING past the
    /// deadline), with the same error line.
    @Test func theBackstopEndsABlockedCallAtItsCeiling() async throws {
        let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent]) {
            let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
            mosaic_setlabel(state.L, "blocked.lua")
            lua_pushcclosure(state.L, { _ in
                sleep(3600)  // stands for a C function blocked on something that never comes
                return 0
            }, 0)
            lua_setglobal(state.L, "blocked")
            try state.execute("blocked()")
            exit(0)
        }
        let standardError = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
        #expect(standardError == "error: blocked.lua: time limit of 0.2 s exceeded\n")
    }

    /// `mosaic run`'s last resort (LuaScriptDeadline's overrun) counts its
    /// grace in the process's CPU time too: a run whose process uses no CPU
    /// past the deadline (as one starved of CPU) is not ended; with a
    /// wall-clock grace the overrun ends it 1 s after the deadline here.
    @Test func aRunsLastResortSparesAProcessWithoutCPU() async {
        await #expect(processExitsWith: .success) {
            let deadline = LuaScriptDeadline(after: .milliseconds(100), overrun: { exit(1) })
            usleep(3_000_000)  // the limit and the grace, three times over; no CPU
            deadline.cancel()
            exit(deadline.hasPassed ? 0 : 2)
        }
    }

    /// ... and ends a run whose process keeps using CPU past its deadline.
    @Test func aRunsLastResortEndsAProcessUsingCPU() async {
        await #expect(processExitsWith: .exitCode(1)) {
            let deadline = LuaScriptDeadline(after: .milliseconds(100), overrun: { exit(1) })
            var spins = 0
            while spins >= 0 { spins &+= 1 }  // host work that never checks
            deadline.cancel()
            exit(0)
        }
    }

    /// A host function is the host's own code, which returns: the backstop
    /// waits for it, and the script stops at its next instruction.
    @Test func theBackstopWaitsForAHostFunction() async throws {
        await #expect(processExitsWith: .success) {
            let state = try LuaState(limits: LuaLimits(memory: 64 << 20, time: .milliseconds(200)))
            mosaic_pushhostfunction(state.L) { _, _ in
                usleep(1_500_000)  // longer than the limit and the grace together
                return 0
            }
            lua_setglobal(state.L, "slow")
            do throws(LuaError) {
                try state.execute("slow() while true do end")
                exit(2)
            } catch {
                exit(error.kind == .timeLimit ? 0 : 3)
            }
        }
    }
}
