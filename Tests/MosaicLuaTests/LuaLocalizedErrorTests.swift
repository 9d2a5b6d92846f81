#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MosaicLua
import Testing

/// A plugin's error as an app shows it: the line the command line prints, with the script's line.
@Suite("Lua errors: localized text")
struct LuaLocalizedErrorTests {
    @Test func aPluginErrorIsLocalizedWithItsLine() {
        do {
            _ = try LuaPlugin.load(source: "local x = 1\nerror('broken on purpose')\n", file: "broken.lua")
            Issue.record("a plugin that raises an error loaded")
        } catch {
            let localized = error as any LocalizedError
            #expect(localized.errorDescription == error.description)
            #expect(error.description.contains("broken.lua:2:"))
            #expect(!error.description.contains("--"))
        }
    }
}
