import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// `--timeout` and `--max-memory` bound Swift evaluation as they bound Lua:
/// the read, and every prepare's calls of a section provider together; and
/// every quoted input in an error is cut. No test measures time: each
/// asserts the error, with limits so small or work so large that the
/// outcome does not depend on the machine.
@Suite("Swift in: time and memory limits, long inputs")
struct SwiftEvaluatorLimitTests {
    /// Limits with a time and memory limit, and step caps and a token limit too high to stop first.
    static func limits(time: Duration = .zero, memory: Int = 0) -> SwiftSourceLimits {
        var limits = SwiftSourceLimits(maximumSteps: 1 << 40, maximumStepsPerSection: 1 << 40, maximumTokens: 1 << 40)
        limits.time = time
        limits.memory = memory
        return limits
    }

    static func body(_ statements: String) -> String {
        "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n\(statements)\nreturn UICollectionViewFlowLayout()\n}\n"
    }

    @Test("a read that runs on is stopped by the time limit, with the option named", arguments: [
        "while true { }",
        "var i = 0\nrepeat { i += 1 } while i >= 0",
        "for _ in 0..<2 { var i = 0\nwhile i < 9007199254740991 { i += 1 } }",
    ])
    func readTimeLimit(statements: String) {
        let message = SwiftLayoutSourceTests.failure(Self.body(statements), limits: Self.limits(time: .milliseconds(20)))
        #expect(message?.contains("time limit of 0.02 s exceeded (--timeout)") == true, "\(message ?? "no error")")
        #expect(message?.hasPrefix("bad.swift:") == true)
    }

    @Test("one time limit holds a whole prepare of a section provider, not each section")
    func providerTimeLimitPerPrepare() throws {
        // Each section is cheap (far under any per-call limit); 200,000 of them
        // are not. One second: far more than reading the file or three
        // sections take on a loaded machine or under a sanitizer, far less
        // than 200,000 sections.
        let source = """
            import UIKit
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    var width = 0
                    for i in 0..<40 { width += i }
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(CGFloat(width)), heightDimension: .absolute(10))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "p.swift", limits: Self.limits(time: .seconds(1))) else {
            Issue.record("not compositional")
            return
        }
        let layout = CompositionalLayout(configuration: configuration)
        #expect {
            _ = try SwiftWriterRoundTripTests.frames(layout, counts: Array(repeating: 1, count: 200_000))
        } throws: { error in
            "\(error)".contains("time limit of 1 s exceeded (--timeout)")
        }
        // The next prepare starts its own clock: a small one passes.
        _ = try SwiftWriterRoundTripTests.frames(layout, counts: [1, 1, 1])
    }

    @Test("what the code builds is charged against the memory limit", arguments: [
        "let x = Array(repeating: 1, count: 100_000)",
        "var list: [Int] = []\nfor i in 0..<100_000 { list.append(i) }",
        "let x = (0..<100_000).map { $0 * 2 }",
        "var s = \"x\"\nfor _ in 0..<40 { s = s + s }",
        "var s = \"x\"\nfor _ in 0..<40 { s += s }",
        "var list = [1]\nfor _ in 0..<40 { list += list }",
        "let x = Big.allCases",
    ])
    func memoryLimit(statements: String) {
        var source = Self.body(statements)
        if statements.contains("Big") {
            source += "enum Big: CaseIterable {\n" + (0..<20_000).map { "case c\($0)" }.joined(separator: "\n") + "\n}\n"
        }
        let message = SwiftLayoutSourceTests.failure(source, limits: Self.limits(memory: 1 << 20))
        #expect(message?.contains("memory limit of 1 MiB exceeded (--max-memory)") == true, "\(message ?? "no error")")
    }

    @Test("hostile loops, recursion and allocations are each one line naming the limit", arguments: [
        ("while true { }", "the step limit"),
        ("for _ in 0..<1_000_000_000_000 { }", "the step limit"),
        ("var n = 0\nfor _ in 0...1_000_000 { n += 1 }", "the step limit"),
        ("let x = Array(repeating: 0, count: 1_000_000_000)", "the step limit"),
        ("let x = f(1)", "called inside one another more than 32 deep"),
        ("let x = [1, 2].map { a in [3].map { b in [4].map { c in [5].map { d in a + b + c + d } } } }", ""),
        ("let deep = { { { { { { { { 1 }() }() }() }() }() }() }() }()", ""),
    ])
    func hostile(statement: String, words: String) {
        let source = Self.body(statement) + "func f(_ n: Int) -> Int { f(label: n) }\nfunc f(label n: Int) -> Int { f(n) }\n"
        let message = SwiftLayoutSourceTests.failure(source)
        if words.isEmpty {
            // Nested closures are fine under the caps: no error, no crash.
            #expect(message == nil || message?.contains("not a UICollectionViewCompositionalLayout") == false, "\(message ?? "")")
        } else {
            #expect(message?.contains(words) == true, "\(message ?? "no error")")
            #expect(message?.contains("\n") == false)
        }
    }

    @Test("a provider reading a large allCases on every section is bounded by the per-section step cap")
    func largeAllCasesInProvider() throws {
        let source = """
            import UIKit
            enum Big: CaseIterable {
            \((0..<12_000).map { "case c\($0)" }.joined(separator: "\n"))
            }
            func createLayout() -> UICollectionViewLayout {
                UICollectionViewCompositionalLayout { sectionIndex, environment in
                    // 12,000 steps to read the cases (under the token limit), 12,000 more to map them.
                    let all = Big.allCases.map { $0 }
                    let size = NSCollectionLayoutSize(widthDimension: .absolute(CGFloat(all.count)), heightDimension: .absolute(10))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                }
            }
            """
        let message = SwiftLayoutSourceTests.layoutFailure(source, counts: Array(repeating: 1, count: 1_000))
        #expect(message?.contains("more than 20000 steps (the step limit)") == true, "\(message ?? "no error")")
        #expect(message?.contains("(section 0)") == true, "\(message ?? "no error")")
    }

    // MARK: - Long inputs in errors

    @Test("a huge literal, name, string, kind or label is cut in the error line", arguments: [
        "let x = " + String(repeating: "9", count: 1_000_000),
        "let x = " + String(repeating: "9", count: 500_000) + ".5e99999",
        "let x = " + String(repeating: "a", count: 1_000_000),
        "let x = self." + String(repeating: "b", count: 1_000_000),
        "let x = Kind." + String(repeating: "c", count: 1_000_000),
        "let x = NSCollectionLayoutSize(" + String(repeating: "d", count: 1_000_000) + ": 1)",
        "let x = " + String(repeating: "E", count: 1_000_000) + "(1)",
        "let x = " + String(repeating: "f", count: 1_000_000) + "(1)",
        "switch \"" + String(repeating: "g", count: 1_000_000) + "\" { case \"h\": break }",
        "var x = 1\nx." + String(repeating: "i", count: 1_000_000) + " = 2",
        "let x = [1][" + String(repeating: "9", count: 15) + "]",
    ])
    func longInputs(statement: String) {
        var limits = SwiftSourceLimits.standard
        limits.maximumBytes = 4 << 20
        let message = SwiftLayoutSourceTests.failure(Self.body(statement) + "enum Kind { case a }\n", limits: limits)
        guard let message else {
            Issue.record("no error")
            return
        }
        #expect(message.unicodeScalars.count < 2_100, "\(message.prefix(300))… (\(message.count) characters)")
        #expect(!message.contains("\n"))
    }

    @Test("a huge kind in a section provider's error is cut")
    func longKind() {
        let kind = String(repeating: "k", count: 1_000_000)
        let source = """
            import UIKit
            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "\(kind)\\u{1}", alignment: .top)
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.boundarySupplementaryItems = [header]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        var limits = SwiftSourceLimits.standard
        limits.maximumBytes = 4 << 20
        let message = SwiftLayoutSourceTests.failure(source, limits: limits)
        #expect(message != nil)
        #expect((message?.unicodeScalars.count ?? 0) < 2_100, "\(message?.prefix(300) ?? "")")
    }
}
