import Mosaic
import MosaicLua
import Testing

/// What a plugin's globals hold, and what they do not.
@Suite struct SandboxTests {
    @Test(arguments: [
        "io", "debug", "package", "dofile", "loadfile", "collectgarbage", "warn",
        "string.dump", "os.execute", "os.exit", "os.getenv", "os.remove", "os.rename", "os.tmpname", "os.setlocale",
    ])
    func closed(_ name: String) throws {
        let state = try LuaState()
        try state.execute("assert(\(name) == nil, '\(name) is open')")
    }

    @Test(arguments: [
        "assert", "error", "ipairs", "next", "pairs", "pcall", "xpcall", "select", "tonumber", "tostring", "type",
        "rawequal", "rawget", "rawset", "rawlen", "setmetatable", "getmetatable", "load", "require", "print",
        "string.format", "table.sort", "math.sqrt", "utf8.char", "coroutine.create", "coroutine.isyieldable",
        "os.clock", "os.time", "os.date",
    ])
    func open(_ name: String) throws {
        let state = try LuaState()
        try state.execute("assert(type(\(name)) == 'function', '\(name) is missing')")
    }

    @Test func loadTakesTextOnlyAndSeesTheGlobals() throws {
        let state = try LuaState()
        try state.execute("""
        answer = 42
        assert(load("return answer")() == 42)
        assert(load("return answer", "chunk", "bt")() == 42)
        local f, message = load("\\27LuaT\\0", "dropper", "b")
        assert(f == nil and message:find("attempt to load a binary chunk"), message)
        assert(load("return x", "chunk", "t", { x = 7 })() == 7)
        assert(load("return io")() == nil)
        """)
    }

    @Test func randomNumbersAreTheSameOnEveryRun() throws {
        var runs: [String] = []
        for _ in 0..<2 {
            let state = try LuaState()
            var printed = ""
            state.printHandler = { printed = $0 }
            try state.execute("print(math.random(1, 1000000), math.random())")
            runs.append(printed)
        }
        #expect(runs[0] == runs[1])
        #expect(!runs[0].isEmpty)
    }

    @Test func stringMetatableIsReadOnly() throws {
        let state = try LuaState()
        let error = luaError { try state.execute("getmetatable('').__index = {}", chunkName: "@tamper.lua") }
        #expect(error?.description == "tamper.lua:1: the string metatable is read-only: it is shared by every string")
        try state.execute("""
        assert(getmetatable('').__index == string)
        rawset(getmetatable(''), '__index', {})  -- changes only the read-only view
        assert(('abc'):upper() == 'ABC')
        """)
    }

    @Test func onePluginCannotChangeWhatAnotherSees() throws {
        let first = try LuaState()
        let second = try LuaState()
        try first.execute("""
        string.upper = function() return 'tampered' end
        getmetatable('').__index.lower = nil
        math.pi = 3
        shared = true
        """)
        try first.execute("assert(('x'):upper() == 'tampered')")
        try second.execute("""
        assert(('abc'):upper() == 'ABC' and ('ABC'):lower() == 'abc')
        assert(math.pi > 3.14 and shared == nil)
        """)
    }

    @Test func finalizersAreRefused() throws {
        let state = try LuaState()
        let error = luaError { try state.execute("setmetatable({}, {__gc = function() end})", chunkName: "@gc.lua") }
        #expect(error?.message.hasPrefix("setmetatable: __gc metamethods are not allowed in plugins") == true)
        try state.execute("local t = setmetatable({}, {__index = function(_, k) return k end}) assert(t.x == 'x')")
    }

    // MARK: - require

    @Test func requireLoadsTextModulesFromTheDirectoryOnce() throws {
        let directory = try makeTemporaryDirectory()
        try write("count = (count or 0) + 1\nreturn { name = ... , twice = function(x) return 2 * x end }", to: "helpers.lua", in: directory)
        try write("return { depth = 2 }", to: "shapes/deep.lua", in: directory)
        try write("return nil", to: "empty.lua", in: directory)
        let state = try LuaState(moduleDirectory: directory)
        try state.execute("""
        local h = require("helpers")
        assert(h.twice(21) == 42 and h.name == "helpers")
        assert(require("helpers") == h and count == 1)
        assert(require("shapes.deep").depth == 2)
        assert(require("empty") == true)
        """)
    }

    @Test(arguments: [
        ("../secret", "a module name is letters, digits and underscores"),
        ("/etc/passwd", "a module name is letters, digits and underscores"),
        ("a..b", "a module name is letters, digits and underscores"),
        ("missing", "module 'missing' not found: plugins require only Lua text files from their own directory"),
        ("binary", "attempt to load a binary chunk"),
        ("loop", "the module requires itself"),
        ("broken", "broken.lua:1: unexpected symbol"),
    ])
    func requireRefuses(_ name: String, _ expected: String) throws {
        let directory = try makeTemporaryDirectory()
        try write("\u{1B}LuaT\0binary", to: "binary.lua", in: directory)
        try write("return require('loop')", to: "loop.lua", in: directory)
        try write("return = 1", to: "broken.lua", in: directory)
        let state = try LuaState(moduleDirectory: directory)
        let error = luaError { try state.execute("require('\(name)')", chunkName: "@main.lua") }
        #expect(error?.description.contains(expected) == true, "\(error?.description ?? "no error")")
    }

    @Test func aModuleThatFailsCanBeRequiredAgain() throws {
        let directory = try makeTemporaryDirectory()
        try write("attempts = (attempts or 0) + 1 if attempts == 1 then error('first time') end return 'ok'", to: "flaky.lua", in: directory)
        let state = try LuaState(moduleDirectory: directory)
        try state.execute("assert(not pcall(require, 'flaky')) assert(require('flaky') == 'ok')")
    }

    @Test func requireWithoutADirectoryFails() throws {
        let state = try LuaState()
        let error = luaError { try state.execute("require('x')", chunkName: "@main.lua") }
        #expect(error?.description == "main.lua:1: require 'x': no module directory")
    }
}
