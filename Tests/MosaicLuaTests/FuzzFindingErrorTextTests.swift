import MosaicLua
import Testing

/// Inputs `Fuzz/FuzzLuaPlugin` found (`Fuzz/Crashes/FuzzLuaPlugin/`): Lua's
/// syntax errors quote the source near the fault (`near '"…'`), and the
/// error line kept control characters from it raw (ESC, which a terminal
/// takes for the start of a command). `LuaError.description` now escapes them.
@Suite("Fuzz findings: Lua error lines escape control characters")
struct LuaFuzzFindingErrorTextTests {
    @Test("a syntax error near an ESC, a DEL or a C1 control", arguments: ["\u{1B}[31m", "\u{7F}", "\u{9B}"])
    func syntaxErrorNearAControlCharacter(control: String) {
        let source = "return \"" + control + "\n"
        guard let error = luaError({ _ = try plugin(source, file: "esc.lua") }) else { return }
        #expect(!error.description.unicodeScalars.contains { $0.properties.generalCategory == .control }, "\(error.description.debugDescription)")
        #expect(error.description.hasPrefix("esc.lua:1: unfinished string near '\"\\u{"), "\(error.description)")
    }
}
