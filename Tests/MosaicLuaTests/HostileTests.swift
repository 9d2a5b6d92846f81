import Foundation
import Mosaic
import MosaicLua
import Testing

/// Every hostile plugin in `Tests/Fixtures/hostile` ends in a clear error,
/// and the process, the host and the next plugin carry on (issue 3, item 10).
@Suite struct HostileTests {
    /// Each fixture, the kind of error it must end in, and words the message must hold.
    static let expectations: [String: (LuaError.Kind, [String])] = [
        "infinite-loop.lua": (.timeLimit, ["infinite-loop.lua:4:", "time limit of 0.5 s exceeded"]),
        "infinite-loop-in-pcall.lua": (.timeLimit, ["time limit of 0.5 s exceeded"]),
        "load-time-loop.lua": (.timeLimit, ["load-time-loop.lua:2:", "time limit"]),
        "string-rep-bomb.lua": (.memoryLimit, ["string-rep-bomb.lua", "memory limit of 64 MiB exceeded"]),
        "string-rep-huge.lua": (.memoryLimit, ["memory limit of 64 MiB exceeded"]),
        "table-bomb.lua": (.memoryLimit, ["table-bomb.lua", "memory limit of 64 MiB exceeded"]),
        "recursion.lua": (.runtime, ["recursion.lua:4:", "stack overflow"]),
        "string-dump.lua": (.runtime, ["string-dump.lua:4:", "field 'dump'"]),
        "binary-chunk.lua": (.runtime, ["binary-chunk.lua:5:", "attempt to load a binary chunk (mode is 't')"]),
        "io-open.lua": (.runtime, ["io-open.lua:4:", "global 'io'"]),
        "os-execute.lua": (.runtime, ["os-execute.lua:4:", "field 'execute'"]),
        "require-c-module.lua": (.runtime, ["require-c-module.lua:4:", "module 'lfs' not found", "Lua text files"]),
        "require-path.lua": (.runtime, ["require-path.lua:4:", "a module name is letters, digits and underscores"]),
        "package-loadlib.lua": (.runtime, ["package-loadlib.lua:4:", "global 'package'"]),
        "debug-sethook.lua": (.runtime, ["debug-sethook.lua:4:", "global 'debug'"]),
        "string-metatable.lua": (.runtime, ["string-metatable.lua:4:", "the string metatable is read-only"]),
        "error-table.lua": (.runtime, ["error-table.lua:4:", "error raised with a table value instead of a message"]),
        "error-nil.lua": (.runtime, ["error-nil.lua:4:", "error raised with a nil value instead of a message"]),
        "gc-metamethod.lua": (.runtime, ["gc-metamethod.lua:4:", "__gc metamethods are not allowed"]),
        "endless-coroutine.lua": (.timeLimit, ["endless-coroutine.lua", "time limit"]),
        "runaway-coroutine.lua": (.timeLimit, ["runaway-coroutine.lua", "time limit"]),
        "nan-position.lua": (.runtime, ["nan-position.lua:5:", "item 0.0 (section 0, item 0): x is nan"]),
        "places-nothing.lua": (.runtime, ["places-nothing.lua:3:", "prepare did not place item 0.0"]),
        "syntax-error.lua": (.syntax, ["syntax-error.lua:5:", "')' expected (to close '(' at line 4)"]),
        // Every way around the time limit (issue 9, item 1).
        "xpcall-handler-loop.lua": (.timeLimit, ["xpcall-handler-loop.lua:5:", "time limit of 0.5 s exceeded"]),
        "xpcall-handler-retry.lua": (.timeLimit, ["xpcall-handler-retry.lua", "time limit of 0.5 s exceeded"]),
        "coroutine-close-loop.lua": (.timeLimit, ["coroutine-close-loop.lua", "time limit of 0.5 s exceeded"]),
        "close-handler-loop.lua": (.timeLimit, ["close-handler-loop.lua", "time limit of 0.5 s exceeded"]),
        "coroutine-resume-retry.lua": (.timeLimit, ["coroutine-resume-retry.lua", "time limit of 0.5 s exceeded"]),
        "load-reader-loop.lua": (.timeLimit, ["load-reader-loop.lua", "time limit of 0.5 s exceeded"]),
        "error-tostring-loop.lua": (.timeLimit, ["error-tostring-loop.lua", "time limit of 0.5 s exceeded"]),
        "pattern-backtracking.lua": (.timeLimit, ["pattern-backtracking.lua:5:", "time limit of 0.5 s exceeded"]),
        "gsub-backtracking.lua": (.timeLimit, ["gsub-backtracking.lua:4:", "time limit of 0.5 s exceeded"]),
        "table-move-endless.lua": (.timeLimit, ["table-move-endless.lua:4:", "time limit of 0.5 s exceeded"]),
        "table-remove-len.lua": (.timeLimit, ["table-remove-len.lua:5:", "time limit of 0.5 s exceeded"]),
        "table-insert-len.lua": (.timeLimit, ["table-insert-len.lua:4:", "time limit of 0.5 s exceeded"]),
        "load-huge-chunk.lua": (.timeLimit, ["load-huge-chunk.lua", "time limit of 0.5 s exceeded"]),
        "string-rep-empty.lua": (.runtime, ["string-rep-empty.lua", "prepare did not place item 0.0"]),
    ]

    static var fixtures: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: hostilePath(""))) ?? []).filter { $0.hasSuffix(".lua") }.sorted()
    }

    @Test func everyFixtureHasAnExpectation() {
        #expect(Set(Self.fixtures) == Set(Self.expectations.keys))
    }

    @Test(arguments: HostileTests.fixtures)
    func endsInAClearErrorAndTheNextPluginWorks(_ fixture: String) throws {
        let (kind, words) = try #require(Self.expectations[fixture])
        // Stock Lua needs about half a second to overflow its stack, and the
        // memory bombs must reach 64 MiB before the time limit, however busy
        // the machine.
        let limits = kind == .timeLimit ? testLimits : LuaLimits(memory: 64 << 20, time: .seconds(300))
        let error = luaError { _ = try LuaPlugin.load(file: hostilePath(fixture), limits: limits) }
        #expect(error?.kind == kind, "\(error?.description ?? "no error")")
        for word in words {
            #expect(error?.description.contains(word) == true, "\(word) not in \(error?.description ?? "no error")")
        }
        #expect(error?.description.contains("\n") == false)

        let good = try LuaPlugin.load(file: examplePath("spiral.lua"), limits: testLimits)
        #expect(try engine(good, dataSource: DataSource(count: 50)).allElements().count == 50)
    }

    @Test func aPluginThatHitALimitKeepsWorking() throws {
        let plugin = try plugin("""
        return {
          params = { spin = { default = false } },
          prepare = function(ctx)
            while ctx.params.spin do end
            \(placeEveryItem)
          end,
        }
        """, limits: testLimits)
        let engine = try engine(plugin)
        try engine.setParameter("spin", to: .bool(true))
        #expect(luaError { _ = try engine.allElements() }?.kind == .timeLimit)
        try engine.setParameter("spin", to: .bool(false))
        #expect(try engine.allElements().count == 10)
    }
}
