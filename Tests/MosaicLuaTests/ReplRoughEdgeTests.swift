import Foundation
import Mosaic
@testable import MosaicLua
import Testing

/// Issue 10 item 11, the parts below the terminal: file name completion,
/// durations under a millisecond, the modules a watch follows, and the
/// attributes the REPL prints.
@Suite struct ReplRoughEdgeTests {
    // MARK: - File names

    /// A fake file system: folders by path, their entries.
    static let folders: [String: [LuaREPL.FolderEntry]] = [
        ".": [.init(name: "layouts", isFolder: true), .init(name: "hero.json", isFolder: false), .init(name: ".hidden", isFolder: false)],
        "layouts/": [.init(name: "hero.lua", isFolder: false), .init(name: "helpers", isFolder: true), .init(name: "grid.lua", isFolder: false)],
        "/tmp/x/": [.init(name: "spiral.lua", isFolder: false), .init(name: "spin", isFolder: true)],
        "/home/me/": [.init(name: "fan.lua", isFolder: false)],
    ]

    func complete(_ path: String) -> [String] {
        LuaREPL.fileCompletions(of: path, home: "/home/me") { Self.folders[$0] }
    }

    @Test func aPathInsideAFolderCompletesFromThatFolder() {
        // Before: libedit completed the word after the last '/' from the current folder.
        #expect(complete("layouts/h") == ["layouts/helpers/", "layouts/hero.lua"])
        #expect(complete("layouts/") == ["layouts/grid.lua", "layouts/helpers/", "layouts/hero.lua"])
        #expect(complete("h") == ["hero.json"])
        #expect(complete("l") == ["layouts/"])
    }

    @Test func absoluteAndHomePathsCompleteFromTheirFolder() {
        #expect(complete("/tmp/x/sp") == ["/tmp/x/spin/", "/tmp/x/spiral.lua"])
        #expect(complete("~/f") == ["~/fan.lua"])
        #expect(LuaREPL.fileCompletions(of: "~/f", home: nil) { Self.folders[$0] } == [])
    }

    @Test func hiddenFilesOnlyWhenAskedForAndNothingForAMissingFolder() {
        #expect(complete("") == ["hero.json", "layouts/"])
        #expect(complete(".h") == [".hidden"])
        #expect(complete("nosuch/a") == [])
        #expect(complete("layouts/z") == [])
    }

    // MARK: - Durations

    @Test func durationsUnderAMillisecondShowInMicroseconds() {
        #expect(Duration.nanoseconds(400).readable == "0.4 µs")
        #expect(Duration.nanoseconds(3_240).readable == "3.2 µs")
        #expect(Duration.microseconds(850).readable == "850 µs")
        #expect(Duration.nanoseconds(999_400).readable == "999 µs")
        #expect(Duration.nanoseconds(999_600).readable == "1.0 ms")
        #expect(Duration.microseconds(1_840).readable == "1.8 ms")
        #expect(Duration.milliseconds(123).readable == "123 ms")
        #expect(Duration.milliseconds(2_345).readable == "2.35 s")
        #expect(Duration.zero.readable == "0.0 µs")
    }

    // MARK: - Modules a watch follows

    @Test func theModulesRequiredInSubfoldersAreRecorded() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("return { side = 30 }\n", to: "lib/deep/size.lua", in: directory)
        try write("local size = require 'lib.deep.size'\nreturn { side = size.side }\n", to: "lib/helper.lua", in: directory)
        let main = try write("""
            local helper = require "lib.helper"
            return { prepare = function(ctx)
              local later = require "late"   -- required during the prepare only
              for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, i * later, helper.side, helper.side) end
            end }
            """, to: "main.lua", in: directory)
        try write("return 40\n", to: "late.lua", in: directory)
        var modules: [String] = []
        let plugin = try LuaPlugin.load(file: main, modules: &modules)
        let expected = [directory + "/lib/helper.lua", directory + "/lib/deep/size.lua", directory + "/late.lua"]
        #expect(modules == expected)
        #expect(plugin.moduleFiles == expected)
        // A layout made from the plugin keeps them, and so does a reload.
        var reloaded = plugin
        try reloaded.reload()
        #expect(reloaded.moduleFiles == expected)
    }

    @Test func aMissingOrBrokenModuleIsRecordedWhenTheLoadFails() throws {
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try write("return {\n", to: "widgets/broken.lua", in: directory)
        let main = try write("local a = require 'widgets.broken'\nreturn {prepare = function() end}\n", to: "main.lua", in: directory)
        var modules: [String] = []
        #expect(throws: LuaError.self) { try LuaPlugin.load(file: main, modules: &modules) }
        #expect(modules == [directory + "/widgets/broken.lua"])
        let missing = try write("local a = require 'nothere'\nreturn {prepare = function() end}\n", to: "missing.lua", in: directory)
        #expect(throws: LuaError.self) { try LuaPlugin.load(file: missing, modules: &modules) }
        #expect(modules == [directory + "/nothere.lua"])
    }

    @Test func aPluginCannotMakeTheWatchFollowMoreThanTheCapOfModules() throws {
        // Thousands of distinct names, each missing: the list stops at 256, each name once.
        let main = """
            for i = 1, 3000 do pcall(require, "m" .. i) end
            pcall(require, "m1")
            return { prepare = function(ctx) for i = 0, ctx:items(0) - 1 do ctx:place(0, i, 0, 0, 1, 1) end end }
            """
        let directory = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var modules: [String] = []
        _ = try LuaPlugin.load(file: try write(main, to: "many.lua", in: directory), modules: &modules)
        #expect(modules.count == 256)
        #expect(Set(modules).count == 256)
        #expect(modules.first == directory + "/m1.lua")
    }

    // MARK: - Attributes

    @Test func everyAttributeThatDiffersFromItsDefaultIsListedInOrder() {
        var attributes = LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        #expect(LuaREPL.nonDefaultAttributes(of: attributes).fields.isEmpty)
        attributes.kind = "badge"
        attributes.transform = Transform(rotation: 0.5, scaleX: 1.5, scaleY: 1, translateX: 0, translateY: -4)
        attributes.anchorPoint = Point(x: 0.2, y: 0.5)
        attributes.alpha = 0.5
        attributes.isHidden = true
        attributes.custom = ["z": 1, "label": "hi"]
        let (fields, custom) = LuaREPL.nonDefaultAttributes(of: attributes)
        #expect(fields.map(\.0) == ["kind", "rotation", "scaleX", "translateY", "anchorX", "alpha", "hidden"])
        #expect(fields[2].1 == .number(1.5))
        #expect(custom.map(\.0) == ["label", "z"])
    }
}
