import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// The token limit (``SwiftSourceLimits/maximumTokens``): SwiftParser cannot
/// be stopped once it runs, so its work is bounded before it starts, by the
/// tokens of all the files of one layout together, counted by
/// ``SwiftSourceScan``. Each test tries a way around it: one long line, many
/// short lines, several files, string interpolations, and the edge itself.
/// No test measures time.
@Suite("Swift in: the token limit, before parsing")
struct SwiftTokenLimitTests {
    /// The standard limits with a token limit of `tokens`.
    static func limits(tokens: Int) -> SwiftSourceLimits {
        var limits = SwiftSourceLimits.standard
        limits.maximumTokens = tokens
        return limits
    }

    /// The tokens the scan counts in `source`.
    static func tokens(_ source: String) throws -> Int {
        var count = 0
        var limits = SwiftSourceLimits.standard
        limits.maximumTokens = .max
        try SwiftSourceScan.check(Array(source.utf8), limits: limits, tokens: &count)
        return count
    }

    static let layout = SwiftEvaluatorLimitTests.body("let x = [1, 2, 3].map { $0 * 2 }.reduce(0, +)\nlet s = \"a \\(x) b\"")

    @Test("the standard limit is 100,000 tokens, far above a real layout file")
    func standard() throws {
        #expect(SwiftSourceLimits.standard.maximumTokens == 100_000)
        // The largest layout in the fixtures (every kind of compositional value) has under 2,000.
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/golden/swift")
        for name in try FileManager.default.contentsOfDirectory(atPath: fixtures.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: fixtures.appendingPathComponent(name), encoding: .utf8)
            #expect(try Self.tokens(text) < 2_500, "\(name)")
        }
    }

    @Test("what counts: words, string literals and punctuation bytes; not comments or whitespace")
    func counting() throws {
        #expect(try Self.tokens("let a = 1") == 4)
        #expect(try Self.tokens("a += 1") == 4)  // `+=` counts two: an upper bound
        #expect(try Self.tokens("// " + String(repeating: "x ", count: 10_000) + "\n/* (((( */ a") == 1)
        #expect(try Self.tokens("   \n\t\r\n  a  ") == 1)
        #expect(try Self.tokens("\"" + String(repeating: "x ", count: 10_000) + "\"") == 1)
        #expect(try Self.tokens("#\"a \\(b) \"#") == 1)  // a raw string: no interpolation
        // An interpolation's code counts: its tokens and its closing parenthesis.
        #expect(try Self.tokens("\"a \\(b + c) d\"") == 5)
        #expect(try Self.tokens("\"\"\"\n\\(x)\\(y)\n\"\"\"") == 5)
    }

    @Test("at the limit the file reads; one token more and it is refused")
    func edge() throws {
        let count = try Self.tokens(Self.layout)
        #expect(SwiftLayoutSourceTests.failure(Self.layout, limits: Self.limits(tokens: count)) == nil)
        let message = SwiftLayoutSourceTests.failure(Self.layout, limits: Self.limits(tokens: count - 1))
        #expect(message?.contains("more than \(count - 1) tokens") == true, "\(message ?? "no error")")
    }

    @Test("the error is one line naming file:line:column where the limit was passed, and the limit")
    func location() {
        // Line 1 has 2 tokens, each later line 3: the 101st token is the third of line 34.
        let source = "import UIKit\n" + String(repeating: "_ = 1\n", count: 200)
        let message = SwiftLayoutSourceTests.failure(source, limits: Self.limits(tokens: 100))
        #expect(message == "bad.swift:34:5: the Swift code has more than 100 tokens (names, numbers, symbols and strings; the token limit, for all the files of one layout together); mosaic stops here, before parsing")
    }

    @Test("ways around it are refused too", arguments: [
        // One long line, and many short lines.
        "let a = [" + String(repeating: "1,", count: 300) + "]",
        String(repeating: "a\n", count: 600),
        // Statements with no separators (not valid Swift: the parser would still read them all).
        String(repeating: "return ", count: 600),
        // Interpolations inside one string literal, and inside a multi-line one.
        "let s = \"" + String(repeating: "\\(1)", count: 300) + "\"",
        "let s = \"\"\"\n" + String(repeating: "\\(1)\n", count: 300) + "\"\"\"",
        // An enum's cases, and attributes.
        "enum E { case " + (0..<300).map { "c\($0)" }.joined(separator: ", ") + " }",
        String(repeating: "@a ", count: 600) + "func f() {}",
    ])
    func waysAround(code: String) {
        let message = SwiftLayoutSourceTests.failure(SwiftEvaluatorLimitTests.body(code), limits: Self.limits(tokens: 500))
        #expect(message?.contains("more than 500 tokens (names, numbers, symbols and strings; the token limit") == true, "\(message?.prefix(300) ?? "no error")")
        #expect(message?.contains("\n") == false)
    }

    @Test("the files of one layout are counted together; the error names the file where the limit was passed")
    func severalFiles() throws {
        let declarations = "enum Kind: Int { case a, b }\n" + (0..<20).map { "let c\($0) = 1\n" }.joined()
        let files = [
            SwiftSourceText(path: "One.swift", text: declarations),
            SwiftSourceText(path: "Two.swift", text: Self.layout),
        ]
        let total = try files.reduce(0) { $0 + (try Self.tokens($1.text)) }
        _ = try SwiftLayoutSource.read(files: files, limits: Self.limits(tokens: total))
        #expect {
            _ = try SwiftLayoutSource.read(files: files, limits: Self.limits(tokens: total - 1))
        } throws: { error in
            "\(error)".hasPrefix("Two.swift:") && "\(error)".contains("more than \(total - 1) tokens")
        }
        // Each file alone is under the limit.
        #expect(try Self.tokens(declarations) < total - 1 && (try Self.tokens(Self.layout)) < total - 1)
    }

    @Test("a file right under the standard limit reads and its allCases evaluates; one past it is refused before parsing")
    func underTheStandardLimit() throws {
        // An enum of 49,000 cases in one declaration, read whole with allCases.
        func source(cases: Int) -> String {
            SwiftEvaluatorLimitTests.body("let n = Big.allCases.count\nlet w = Big.allCases.last!.rawValue")
                + "enum Big: Int, CaseIterable { case " + (0..<cases).map { "c\($0)" }.joined(separator: ", ") + " }\n"
        }
        let under = source(cases: 49_000)
        #expect(try Self.tokens(under) < 100_000)
        #expect(SwiftLayoutSourceTests.failure(under) == nil)
        let over = source(cases: 50_500)
        #expect(try Self.tokens(over) > 100_000)
        let message = SwiftLayoutSourceTests.failure(over)
        #expect(message?.hasPrefix("bad.swift:7:") == true, "\(message?.prefix(300) ?? "no error")")
        #expect(message?.contains("more than 100000 tokens") == true, "\(message?.prefix(300) ?? "no error")")
    }
}
