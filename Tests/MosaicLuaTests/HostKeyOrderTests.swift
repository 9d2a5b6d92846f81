import Mosaic
import MosaicLua
import Testing

/// A host function that walks a script's table names, of several mistakes,
/// the first in sorted order: Lua's traversal order changes from run to
/// run, and so would the message.
@Suite struct HostKeyOrderTests {
    @Test(arguments: [
        ("{ k7 = 1, k3 = 2, k12 = 3, k1 = 4, k25 = 5, k9 = 6, k30 = 7, columns = 'x' }", "unknown parameter 'k1' for layout 'waterfall'"),
        ("{ [5] = 1, [3] = 2, [9] = 3, [1] = 4, [7] = 5, k = 6 }", "parameter names must be strings, got 1"),
        ("{ padding = 'x', columns = 'y', placement = 1, headerHeight = 'z' }", "parameter columns:"),
    ])
    func builtinLayoutParameters(_ table: String, _ expected: String) throws {
        for _ in 0..<3 {
            let error = luaError { _ = try pluginPreparing("    mosaic.layout('waterfall', \(table))") }
            #expect(error?.description.hasPrefix("test.lua:4: mosaic.layout: " + expected) == true, "\(error?.description ?? "")")
        }
    }
}
