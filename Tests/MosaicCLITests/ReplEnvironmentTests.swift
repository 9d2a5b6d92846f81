import Foundation
import Mosaic
import Testing

/// The REPL's `:insets`, `:safearea`, `:margins` and `:scale`.
@Suite("mosaic repl: the environment commands")
struct ReplEnvironmentTests {
    private func session(_ lines: [String]) throws -> MosaicRunner.Result {
        try MosaicRunner.run(["repl"], standardInput: lines.joined(separator: "\n") + "\n")
    }

    @Test func theCommandsSetAndShowTheEnvironment() throws {
        let result = try session([
            ":load flow", ":set alignment leading", ":set sectionInsetReference fromLayoutMargins",
            ":safearea", ":margins", ":scale",
            ":safearea 0,44,0,44", ":item 0 0",          // 44 + 16
            ":margins 8", ":item 0 0",                    // 44 + 8
            ":insets 0,50,0,0", ":item 0 0",              // 52 from the view's edge: 2 from the content's
            ":set itemWidth 100.3", ":scale 1", ":item 0 1", ":scale off", ":item 0 1",
            ":safearea", ":margins", ":insets", ":scale",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("safe area 0,0,0,0"))
        #expect(lines.contains("layout margins 0,16,0,16"))
        #expect(lines.contains("scale off (exact values)"))
        let items = lines.filter { $0.hasPrefix("{section") }
        #expect(items.count == 5, "\(result.standardOutput)")
        #expect(items[0].contains("x = 60,"))
        #expect(items[1].contains("x = 52,"))
        #expect(items[2].contains("x = 2,"))
        #expect(items[3].contains("x = 112,") && items[3].contains("width = 100,"), "2 + 100.3 + 10 = 112.3 shown at 112")
        #expect(items[4].contains("x = 112.3,") && items[4].contains("width = 100.3,"))
        #expect(lines.suffix(4) == ["safe area 0,44,0,44", "layout margins 8,8,8,8", "content insets 0,50,0,0", "scale off (exact values)"])
    }

    @Test func badValuesAreRefusedAndTheLastGoodValueKept() throws {
        let result = try session([":load flow", ":safearea -1", ":safearea 1,2", ":margins 0,400,0,0", ":scale 5", ":scale x", ":insets 0,390,0,0", ":safearea", ":margins", ":scale"])
        #expect(result.status == 1)
        let errors = result.standardError.split(separator: "\n")
        #expect(errors.count == 6, "\(result.standardError)")
        #expect(errors[0].contains("safe area -1,-1,-1,-1: insets must not be negative"))
        #expect(errors[1].contains("usage") || errors[1].contains("expected"))
        #expect(errors[2].contains("leave no room"))
        #expect(errors[3].contains("1, 2 or 3"))
        #expect(errors[4].contains("usage: :scale"))
        #expect(errors[5].contains("leave no room"))
        #expect(result.standardOutput.contains("safe area 0,0,0,0") && result.standardOutput.contains("layout margins 0,16,0,16"))
        #expect(result.standardOutput.contains("scale off"))
    }

    // MARK: - The Lua forms: l:insets, l:safeArea, l:layoutMargins, l:scale

    @Test func theLuaMethodsSetAndReturnTheEnvironment() throws {
        let result = try session([
            "l = mosaic.load('flow', {alignment = 'leading', sectionInsetReference = 'fromLayoutMargins', itemWidth = 100.3})",
            "l:safeArea()", "l:layoutMargins()", "l:insets()", "l:scale()",
            "l:safeArea(0, 44, 0, 44):layoutMargins(8):scale(2)",
            "l:attributes(0, 1).x",                                   // 44 + 8 + 100.3 + 10 = 162.3 → 162.5 at scale 2
            "l:insets(0, 50, 0, 0):scale('off')",
            "l:attributes(0, 0).x",                                   // 52 from the view's edge: 2 inside the content
            "l:safeArea()", "l:layoutMargins()", "l:insets()", "l:scale()",
            "l:scale(3):scale()",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(13)) == [
            "0\t0\t0\t0", "0\t16\t0\t16", "0\t0\t0\t0", "nil",
            "layout flow (30 items)", "162.5",
            "layout flow (30 items)", "2",
            "0\t44\t0\t44", "8\t8\t8\t8", "0\t50\t0\t0", "nil",
            "3",
        ], "\(result.standardOutput)")
    }

    /// The rules of the command line, and the last good value kept.
    @Test func theLuaMethodsRefuseWhatTheCommandLineRefuses() throws {
        let result = try session([
            "l = mosaic.load('flow')",
            "l:safeArea(-1)", "l:safeArea(1, 2)", "l:safeArea('x')", "l:viewport(100, 100)", "l:safeArea(0, 60, 0, 40)",
            "l:layoutMargins(0, 200, 0, 0)", "l:insets(0, 100, 0, 0)", "l:scale(4)", "l:scale(nil)", "l:scale('on')", "l:safeArea(0/0)",
            "l:safeArea()", "l:layoutMargins()", "l:insets()", "l:scale()",
        ])
        let errors = result.standardError.split(separator: "\n").map(String.init)
        try #require(errors.count == 10, "\(result.standardError)")
        #expect(errors[0].contains("safeArea: safe area -1,-1,-1,-1: insets must not be negative"), "\(errors[0])")
        #expect(errors[1].contains("safeArea(top, left, bottom, right) or safeArea(all): give one number or four, got 2"), "\(errors[1])")
        #expect(errors[2].contains("safeArea(all): all must be a number"), "\(errors[2])")
        #expect(errors[3].contains("the safe area insets leave no room in the 100x100 viewport"), "\(errors[3])")
        #expect(errors[4].contains("layoutMargins: ") && errors[4].contains("the safe area and layout margins leave no room"), "\(errors[4])")
        #expect(errors[5].contains("insets: ") && errors[5].contains("leave no room"), "\(errors[5])")
        #expect(errors[6].contains("1, 2 or 3"), "\(errors[6])")
        #expect(errors[7].contains(#"scale(s): s must be 1, 2, 3 or "off", got nil"#), "\(errors[7])")
        #expect(errors[8].contains(#"got "on""#) || errors[8].contains("got on"), "\(errors[8])")
        #expect(errors[9].contains("safe area nan,nan,nan,nan: insets must be finite numbers"), "\(errors[9])")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(4)) == ["0\t0\t0\t0", "0\t16\t0\t16", "0\t0\t0\t0", "nil"], "\(result.standardOutput)")
    }

    // MARK: - A scale change reaches the layout

    /// A plugin whose items are as wide as `ctx.displayScale` says (10 a
    /// point of scale, 5 without one), and a compositional plugin whose
    /// section provider makes its items as tall as `env.displayScale` says:
    /// a layout that reads the scale must be laid out again when it changes.
    static let readsTheScale = [
        "wide.lua": """
        return {
          prepare = function(ctx)
            local width = ctx.displayScale and 10 * ctx.displayScale or 5
            for item = 0, ctx:items(0) - 1 do ctx:place(0, item, 0, item * 10, width, 10) end
          end,
        }
        """,
        "tall.lua": """
        return mosaic.compositional {
          section = function(index, env)
            local h = env.displayScale and 100 * env.displayScale or 50
            return { group = { arrangement = "horizontal", size = { width = 50, height = h },
                               subitems = { { size = { width = 50, height = h } } } } }
          end,
        }
        """,
    ]

    /// `--scale 2` gives the provider's items a height of 200; `:scale 2`
    /// after a first layout must too, and `:scale off` must bring back 50.
    @Test func aScaleChangeAtThePromptLaysOutAgain() throws {
        let folder = try PluginFixtures.directory(Self.readsTheScale)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MosaicRunner.run(["repl"], in: folder, standardInput: [
            ":load tall.lua", ":item 0 0", ":scale 2", ":item 0 0", ":scale 3", ":item 0 0", ":scale off", ":item 0 0",
            ":load wide.lua", ":item 0 0", ":scale 2", ":item 0 0", ":scale off", ":item 0 0",
        ].joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        let items = result.standardOutput.split(separator: "\n").filter { $0.hasPrefix("{section") }
        try #require(items.count == 7, "\(result.standardOutput)")
        #expect(items[0].contains("height = 50}"), "\(items[0])")
        #expect(items[1].contains("height = 200}"), "\(items[1])")
        #expect(items[2].contains("height = 300}"), "\(items[2])")
        #expect(items[3].contains("height = 50}"), "\(items[3])")
        #expect(items[4].contains("width = 5,"), "\(items[4])")
        #expect(items[5].contains("width = 20,"), "\(items[5])")
        #expect(items[6].contains("width = 5,"), "\(items[6])")
    }

    /// The same through `l:scale`, and what the command line gives.
    @Test func aScaleChangeInLuaLaysOutAgain() throws {
        let folder = try PluginFixtures.directory(Self.readsTheScale)
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try MosaicRunner.run(["repl"], in: folder, standardInput: [
            "l = mosaic.load('tall.lua')", "l:attributes(0, 0).height", "l:scale(2)", "l:attributes(0, 0).height",
            "w = mosaic.load('wide.lua')", "w:attributes(0, 0).width", "w:scale(3)", "w:attributes(0, 0).width",
        ].joined(separator: "\n") + "\n")
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(6)) == ["50", "layout tall (30 items)", "200", "5", "layout wide (30 items)", "30"], "\(result.standardOutput)")
        let command = try MosaicRunner.run(["layout", "tall.lua", "--items", "1", "--scale", "2", "--query", "0,0,1,1", "--format", "csv"], in: folder)
        #expect(command.status == 0 && command.standardOutput.contains(",50,200,"), "\(command.standardOutput) \(command.standardError)")
    }

    /// `:snap` and `l:snap` answer where a scroll view on that display
    /// stops: a group 0.85 of 390 wide, centred, rests at −29.25, which
    /// is −29.5 at scale 2; `:target` and `l:target` likewise.
    @Test func whereScrollingStopsIsRoundedToPixels() throws {
        let result = try session([
            "l = mosaic.compositional { section = { orthogonalScrollingBehavior = 'groupPagingCentered', group = { arrangement = 'horizontal', "
                + "size = { width = { fractionalWidth = 0.85 }, height = 100 }, subitems = { { size = { width = { fractionalWidth = 1 }, height = 100 } } } } } }",
            ":snap 0 0", "l:snap(0, 0)", ":target 0.3,10.26", ":scale 2", ":snap 0 0", "l:snap(0, 0)", ":target 0.3,10.26", "l:target(0.3, 10.26)",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(Array(lines.suffix(7)) == ["-29.25", "-29.25", "0.3,10.26", "-29.5", "-29.5", "0.5,10.5", "0.5\t10.5"], "\(result.standardOutput)")
    }
}
