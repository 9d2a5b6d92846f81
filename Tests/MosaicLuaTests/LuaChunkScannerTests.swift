import Mosaic
@testable import MosaicLua
import Testing

/// The REPL compiles a chunk typed line by line only when it may be
/// complete: linear in all, and exactly as if each line had been compiled.
@Suite("REPL chunks line by line")
struct LuaChunkScannerTests {
    private func makeREPL() throws -> LuaREPL {
        try LuaREPL(environment: ReplEnvironment(
            resolve: { try BuiltinLayouts.named($0) },
            readFile: { _ in [] },
            writeFile: { _, _ in }
        ))
    }

    /// Chunks whose inner lines cannot end a chunk, each with the value the
    /// last line prints.
    static let tricky: [(lines: [String], printed: String)] = [
        (["s = [==[", "]] still inside ]=]", "]==]", "=#s"], "20"),
        (["--[[ a comment", "end ) } ]] x = 2", "=x"], "2"),
        (["--[==[", "]]", "]==] y = 3", "=y"], "3"),
        (["s = \"a\\", "b\"", "=s == 'a\\nb'"], "true"),
        (["s = 'a\\z", "     b'", "=s"], "ab"),
        (["x = 0 repeat", "x = x + 1", "until x >= 3", "=x"], "3"),
        (["f = function(a)", "  if a then return \"}\" end -- end", "  return 'end'", "end", "=f(false) .. f(true)"], "end}"),
        (["t = {", "[[x]], \"]]\", -- }", "'{', [=[", "]]]=]", "}", "=#t"], "4"),
        (["x = 1 +", "2 *", "3", "=x"], "7"),
        (["z = ('a' ..", "'b'):upper()", "=z"], "AB"),
        (["for i = 1, 2", "do", "w = i", "end", "=w"], "2"),
        (["while false do end v = 1", "=v"], "1"),
        (["o = {}", "function o:m()", "return self == o", "end", "=o:m()"], "true"),
        (["n = 0x1p4 + 1e+1 + .5", "=n"], "26.5"),
        (["do goto skip", "::skip:: end", "=1"], "1"),
        (["q = {a = {b = {}}} q.a", ".b.c = 5", "=q.a.b.c"], "5"),
    ]

    @Test("tricky chunks typed line by line run as the whole chunk does", arguments: 0..<tricky.count)
    func trickyChunks(index: Int) throws {
        let (lines, printed) = Self.tricky[index]
        let repl = try makeREPL()
        var last = LuaREPL.Outcome.incomplete
        for line in lines {
            last = repl.evaluate(line: line)
            if case .failure(let message) = last { Issue.record("\(lines): \(message)") }
        }
        #expect(last == .values([printed]), "\(lines)")
        #expect(!repl.hasPendingChunk)
    }

    @Test("the scanner holds a chunk open only while Lua finds it unfinished, never longer", arguments: 0..<tricky.count)
    func scannerStates(index: Int) throws {
        let lines = Self.tricky[index].lines.dropLast()  // the last is the =expr that prints
        var scanner = LuaChunkScanner()
        for (position, line) in lines.enumerated() {
            scanner.feed(line)
            let prefix = lines.prefix(position + 1).joined(separator: "\n")
            if !scanner.mayBeComplete {
                // Lua agrees that it goes on.
                #expect(try makeREPL().evaluate(prefix) == .incomplete, "\(prefix)")
            }
        }
        #expect(scanner.mayBeComplete, "the whole chunk may be complete")
        #expect(!scanner.isUnsure)
    }

    @Test("a syntax error in an open block is still reported, at once on the first line")
    func earlyErrors() throws {
        let repl = try makeREPL()
        guard case .failure(let message) = repl.evaluate(line: "x = = {") else {
            Issue.record("no error for 'x = = {'")
            return
        }
        #expect(message.contains("unexpected symbol"))
        #expect(!repl.hasPendingChunk)
        // Deeper in: reported by the next doubling (line 4), not at the end.
        for line in ["t = {", "1,", "2 2,"] { #expect(repl.evaluate(line: line) == .incomplete) }
        guard case .failure = repl.evaluate(line: "3,") else {
            Issue.record("no error by line 4")
            return
        }
        // What it does not follow, it compiles: a bad long bracket, a stray byte.
        for text in ["s = [=x", "x = @", "s = 'a", "end"] {
            var scanner = LuaChunkScanner()
            scanner.feed(text)
            #expect(scanner.isUnsure && scanner.mayBeComplete, "\(text)")
        }
    }

    @Test("a 20,000-line table typed line by line is compiled a few dozen times, not 40,000")
    func compileCount() throws {
        let lines = ["t = {"] + (1...20_000).map { "  \($0)," } + ["}"]
        // As before: the whole chunk so far compiled at every line (two tries each).
        let before = try makeREPL()
        var chunk = ""
        for line in lines.prefix(2_000) {
            chunk += (chunk.isEmpty ? "" : "\n") + line
            _ = before.evaluate(chunk)
        }
        #expect(before.compileCount == 4_000)
        // Now.
        let repl = try makeREPL()
        for line in lines.dropLast() { #expect(repl.evaluate(line: line) == .incomplete) }
        #expect(repl.evaluate(line: lines.last!) == .values([]))
        #expect(repl.evaluate(line: "=#t") == .values(["20000"]))
        // Lines 1, 2, 4, …, 16384 and the last, two tries each; then `=#t`, two.
        #expect(repl.compileCount == 2 * 16 + 2)
    }
}
