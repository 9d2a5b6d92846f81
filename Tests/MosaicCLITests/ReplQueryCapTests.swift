import Foundation
import Mosaic
import Testing

/// The REPL's answers to a rectangle are capped before they are built
/// (`ElementCap`): `:query` and `l:query` over a million items at a
/// rectangle of 2e9 points list 20,000 and say how many met it; a batch
/// update's summary needs no plan of every element.
@Suite("mosaic repl: capped answers")
struct ReplQueryCapTests {
    private func session(_ lines: [String]) throws -> MosaicRunner.Result {
        // A million items under a sanitizer take longer than the REPL's
        // default 10 s a line; this test is about what is listed, not time.
        try MosaicRunner.run(["repl", "--timeout", "600"], standardInput: lines.joined(separator: "\n") + "\n")
    }

    @Test func hugeQueriesListTheCapAndCountTheRest() throws {
        let result = try session([
            "l = mosaic.load('waterfall')",
            "l:items(1000000)",
            "local t, n = l:query(-1e9, -1e9, 2e9, 2e9) return #t, n, t[1].item, t[#t].item",
            "l = nil",
            ":load waterfall", ":items 1000000",
            ":insert 0 0 5",
            ":delete 0 0 1000000",
            ":items 1000000",
            ":query -1e9,-1e9,2e9,2e9",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput.split(separator: "\n")
        try #require(output.count > 4)
        // Booleans only: a failure must not print 20,000 lines.
        let luaAnswer = output.contains("\(ElementCap.standard)\t1000000\t0\t\(ElementCap.standard - 1)")
        #expect(luaAnswer)
        let inserted = output.contains("inserted 5, deleted 0, moved 0; 1000005 items")
        let deleted = output.contains("inserted 0, deleted 1000000, moved 0; 5 items")
        #expect(inserted && deleted)
        let last = output.last.map(String.init) ?? ""
        #expect(last == "\(ElementCap.standard) of 1000000 elements listed (the first, in index-path order; at most \(ElementCap.standard): narrow the rectangle)")
        let listed = output.count { $0.hasPrefix("{section") }
        #expect(listed == ElementCap.standard)
    }

    /// Below the cap nothing changes: every element, and their number.
    @Test func smallQueriesAreWhole() throws {
        let result = try session([
            "l = mosaic.load('flow')", "l:items(10)", "local t, n = l:query(0, 0, 390, 10000) return #t, n",
            ":load flow", ":items 10", ":query 0,0,390,10000",
        ])
        #expect(result.status == 0, "\(result.standardError)")
        let output = result.standardOutput.split(separator: "\n")
        #expect(output.contains("10\t10"))
        #expect(output.last == "10 elements")
    }
}
