import Foundation
import Mosaic
@testable import MosaicLua
import Testing

/// What the host hands to scripts is closed, and what it builds for them is
/// charged to them (issue 9, items 2 and 3).
@Suite struct HostObjectTests {
    @Test func ctxHasALockedMetatable() throws {
        let plugin = try plugin("""
        return {
          prepare = function(ctx)
            assert(getmetatable(ctx) == "mosaic.Context", "ctx's metatable is open")
            assert(not pcall(setmetatable, ctx, {}), "ctx's metatable can be replaced")
            \(placeEveryItem)
          end,
        }
        """)
        #expect(try engine(plugin).allElements().count == 10)
    }

    /// mosaic.layout asks for room before it builds its frames: the state
    /// never holds much more than its limit, where building first and
    /// checking after went 100 MiB over.
    @Test func mosaicLayoutsFramesAreChargedBeforeTheyAreBuilt() throws {
        let limit = 16 << 20
        let plugin = try plugin("""
        return {
          params = { big = { default = false } },
          prepare = function(ctx)
            if ctx.params.big then mosaic.layout("flow") end
            \(placeEveryItem)
          end,
        }
        """, limits: LuaLimits(memory: limit, time: .seconds(20)))
        var parameters = plugin.defaultParameters
        try parameters.set("big", to: .bool(true))
        let layout = try plugin.makeLayout(parameters: parameters)
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 300_000))
        let error = luaError { try engine.prepare() }
        #expect(error?.kind == .memoryLimit, "\(error?.description ?? "no error")")
        let peak = try #require(layout.instance?.state.peakMemory)
        #expect(peak <= limit + (1 << 20), "peak \(peak) bytes with a limit of \(limit)")
    }
}

extension HostObjectTests {
    /// What a plugin makes the cache keep beyond a plain cell — custom
    /// values, kinds, views — is charged to its memory limit (found by an
    /// adversarial review: 1.65 GB under a 32 MiB limit).
    @Test(arguments: [
        "ctx:supplementary('header', 0, i, 0, 0, 1, 1, { tag = big })",
        "ctx:decoration(big, 0, i, 0, 0, 1, 1)",
        "ctx:supplementary('h', 0, i, 0, 0, 1, 1)",
    ])
    func whatAPluginKeepsInTheCacheIsCharged(_ view: String) throws {
        let plugin = try plugin("""
        return {
          params = { n = { default = 0 } },
          prepare = function(ctx)
            local big = string.rep("x", 1 << 20)
            for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, 10 * i, 10, 10, { note = big }) end
            for i = 0, ctx.params.n - 1 do \(view) end
          end,
        }
        """, limits: LuaLimits(memory: 16 << 20, time: .seconds(20)))
        var parameters = plugin.defaultParameters
        try parameters.set("n", to: .integer(400_000))
        let engine = try LayoutEngine(layout: try plugin.makeLayout(parameters: parameters), dataSource: DataSource(count: 3))
        let error = luaError { try engine.prepare() }
        #expect(error?.kind == .memoryLimit, "\(error?.description ?? "no error")")
    }
}

extension HostObjectTests {
    /// A plugin file larger than its memory limit is not read (its text
    /// could not compile in less): a 300 MB file was read whole under 32 MiB.
    @Test func aPluginFileLargerThanItsMemoryLimitIsNotRead() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-big-\(UUID().uuidString).lua")
        defer { try? FileManager.default.removeItem(at: file) }
        try Data(repeating: UInt8(ascii: " "), count: 3 << 20).write(to: file)
        let error = luaError { _ = try LuaPlugin.load(file: file.path, limits: LuaLimits(memory: 2 << 20, time: .seconds(5))) }
        // The library names no command-line option; the `mosaic` command adds its own (InputFileCommandTests).
        #expect(error?.description.hasSuffix("cannot read the plugin: it is larger than its memory limit of 2 MiB") == true,
                "\(error?.description ?? "no error")")
    }
}

extension HostObjectTests {
    @Test func mosaicLayoutRefusesHugeParameterText() throws {
        let plugin = try plugin("""
        return {
          params = { huge = { default = false } },
          prepare = function(ctx)
            if ctx.params.huge then mosaic.layout("flow", { sectionInset = string.rep("1", 1 << 23) }) end
            \(placeEveryItem)
          end,
        }
        """)
        var parameters = plugin.defaultParameters
        try parameters.set("huge", to: .bool(true))
        let engine = try LayoutEngine(layout: try plugin.makeLayout(parameters: parameters), dataSource: DataSource(count: 3))
        let error = luaError { try engine.prepare() }
        #expect(error?.message.contains("parameter sectionInset is a string of 8388608 bytes; parameter values are at most 4096") == true,
                "\(error?.description ?? "no error")")
    }

    /// Custom attributes are copied into the host before they are charged:
    /// at most 256 an element (found by an adversarial review: 1.5M keys
    /// made 422 MB).
    @Test func anElementCarriesAtMost256CustomAttributes() throws {
        let error = luaError {
            _ = try plugin("""
            return { prepare = function(ctx)
              local attrs = {} for i = 1, 300 do attrs["k" .. i] = i end
              for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, 10 * i, 10, 10, attrs) end
            end }
            """)
        }
        #expect(error?.message.contains("an element has at most 256 custom attributes") == true, "\(error?.description ?? "no error")")
    }

    @Test func setmetatableNamesItselfInArgumentErrors() throws {
        let state = try LuaState(limits: testLimits)
        let error = luaError { try state.execute("setmetatable({}, 5)", chunkName: "=t") }
        #expect(error?.message == "bad argument #2 to 'setmetatable' (nil or table expected, got number)", "\(error?.description ?? "")")
    }
}

/// `require` reads only regular files inside the plugin's directory tree
/// (issue 9, item 5).
@Suite struct RequireFileTests {
    /// A plugin directory with `main.lua` requiring `module`, where `make`
    /// puts something at `module.lua`; the load's error, if any.
    func load(_ make: (URL) throws -> Void) throws -> LuaError? {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mosaic-require-\(UUID().uuidString)")
        let plugins = directory.appendingPathComponent("plugins")
        try FileManager.default.createDirectory(at: plugins.appendingPathComponent("sub"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "return { value = 1 }".write(to: directory.appendingPathComponent("outside.lua"), atomically: true, encoding: .utf8)
        try "return { value = 2 }".write(to: plugins.appendingPathComponent("sub/inside.lua"), atomically: true, encoding: .utf8)
        try make(plugins)
        let main = plugins.appendingPathComponent("main.lua")
        try """
        local module = require "module"
        return { prepare = function(ctx) \(placeEveryItem) end }
        """.write(to: main, atomically: true, encoding: .utf8)
        do throws(LuaError) {
            _ = try LuaPlugin.load(file: main.path, limits: testLimits)
            return nil
        } catch {
            return error
        }
    }

    func link(_ plugins: URL, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: plugins.appendingPathComponent("module.lua").path, withDestinationPath: target)
    }

    @Test func aLinkWithinTheTreeIsRead() throws {
        #expect(try load { try link($0, to: "sub/inside.lua") } == nil)
    }

    @Test func aLinkLeadingOutIsRefused() throws {
        let error = try load { try link($0, to: "../outside.lua") }
        #expect(error?.description.contains("require 'module': cannot read") == true, "\(error?.description ?? "no error")")
        #expect(error?.description.contains("a symbolic link that leads out of the plugin's directory") == true)
    }

    @Test func anAbsoluteLinkToASystemFileIsRefused() throws {
        let error = try load { try link($0, to: "/etc/passwd") }
        #expect(error?.description.contains("leads out of the plugin's directory") == true, "\(error?.description ?? "no error")")
    }

    @Test func aFIFOIsRefusedWithoutBlocking() throws {
        let error = try load { plugins in
            #expect(mkfifo(plugins.appendingPathComponent("module.lua").path, 0o600) == 0)
        }
        #expect(error?.description.contains("it is a FIFO, not a regular file") == true, "\(error?.description ?? "no error")")
    }

    @Test func aDeviceIsRefused() throws {
        let error = try load { try link($0, to: "/dev/zero") }
        // /dev is outside the tree, so the link is refused first; either way, never read.
        #expect(error?.description.contains("cannot read") == true, "\(error?.description ?? "no error")")
    }

    @Test func aDirectoryIsRefused() throws {
        let error = try load { plugins in
            try FileManager.default.createDirectory(at: plugins.appendingPathComponent("module.lua"), withIntermediateDirectories: false)
        }
        #expect(error?.description.contains("it is a directory, not a regular file") == true, "\(error?.description ?? "no error")")
    }
}
