import MosaicLua
import Testing

/// Objects are written by number, in the order a script first writes them,
/// not by address (labels.c): addresses change from run to run.
@Suite struct ObjectLabelTests {
    /// What `source` printed in a new state, one string per print.
    func printed(_ source: String) throws -> [String] {
        let state = try LuaState()
        var lines: [String] = []
        state.printHandler = { lines.append($0) }
        try state.execute(source, chunkName: "=labels")
        return lines
    }

    static let source = """
        local t, u = {}, {}
        print(t, tostring(u), tostring(t), print, coroutine.create(function() end))
        print(string.format("%s|%s|%p|%-4p|%4p|%p|%p", t, u, t, u, "text", 1, nil))
        print(setmetatable({}, { __tostring = function() return "custom" end }), setmetatable({}, { __name = "Thing" }))
        print(string.format("%d%% %5.1f %q", 5, 2.5, "a"), tostring(12), tostring(nil), tostring(true))
        print(pcall(string.format, "%+p", t))
        """

    @Test func objectsAreNumberedInTheOrderTheyAreWritten() throws {
        #expect(try printed(Self.source) == [
            // tostring(u) runs before print writes t.
            "table: #2\ttable: #1\ttable: #2\tfunction: #3\tthread: #4",
            "table: #2|table: #1|#2|#1  |  #5|(null)|(null)",
            "custom\tThing: #6",
            "5%   2.5 \"a\"\t12\tnil\ttrue",
            "false\tinvalid conversion specification: '%+p'",
        ])
    }

    @Test func twoStatesWriteTheSame() throws {
        #expect(try printed(Self.source) == printed(Self.source))
    }

    /// Numbers are never given twice, even after their object is collected.
    @Test func numbersOutliveTheirObjects() throws {
        let state = try LuaState()
        var lines: [String] = []
        state.printHandler = { lines.append($0) }
        try state.execute("for i = 1, 3 do tostring({}) end")
        state.collectGarbage()
        try state.execute("print({})")
        #expect(lines == ["table: #4"])
    }
}
