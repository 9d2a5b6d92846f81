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
}
