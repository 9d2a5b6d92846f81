import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// No input reaches a Swift runtime trap in the evaluator: every place the
/// compiled app would stop (a backwards range, an `Int` overflow, a division
/// by zero, `Int(_:)` of a value out of range, an index out of range, a
/// negative count) is one error line at the expression, through the one
/// home of the checks (``SwiftChecked``). A trap here ends the test process,
/// so each case fails loudly on code that traps.
@Suite("Swift in: no runtime trap")
struct SwiftEvaluatorTrapTests {
    /// A file whose layout function runs `statement` first.
    static func file(_ statement: String) -> String {
        """
        import UIKit
        enum Kind: Int, CaseIterable { case a, b, c }
        func createLayout() -> UICollectionViewLayout {
            \(statement)
            return UICollectionViewFlowLayout()
        }
        """
    }

    /// A section provider that runs `statement` for every section.
    static func provider(_ statement: String) -> String {
        """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            return UICollectionViewCompositionalLayout { sectionIndex, environment in
                \(statement)
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                return NSCollectionLayoutSection(group: group)
            }
        }
        """
    }

    /// Each trap kind, with the words its error line must hold.
    static let traps: [(String, String)] = [
        // Ranges: closed and half-open, backwards, in switch cases, loops and values.
        ("let x = 3\nswitch x { case 5...1: break\ndefault: break }", "5...1 is a backwards range"),
        ("let x = 3\nswitch x { case 5..<1: break\ndefault: break }", "5..<1 is a backwards range"),
        ("let n = -4\nswitch 0 { case 0...n: break\ndefault: break }", "0...-4 is a backwards range"),
        ("for i in 5...1 { }", "5...1 is a backwards range"),
        ("for i in 3..<2 { }", "3..<2 is a backwards range"),
        ("let r = 10..<(-10)", "10..<-10 is a backwards range"),
        ("let r = (0.5)...(1.5)\nfor i in r { }", "is not a range of integers"),
        // Integer overflow: + - * and compound assignment, literals, Int.min's negation.
        ("let x = 9007199254740991 + 9007199254740991", "overflows"),
        ("let x = -9007199254740991 - 9007199254740991", "overflows"),
        ("let x = 4294967296 * 4294967296", "overflows"),
        ("var x = 9007199254740991\nx += 9007199254740991", "overflows"),
        ("var x = 2\nx *= 9007199254740991", "overflows"),
        ("let x = 9223372036854775807", "is 2^53 (9007199254740992) or more"),
        ("let x = -9223372036854775808", "larger than the largest Int (2^63 - 1)"),
        ("let x = 0x8000000000000000", "larger than the largest Int (2^63 - 1)"),
        ("let x = 1 << 70", "the operator << is not supported"),
        ("let x = 1 >> 70", "the operator >> is not supported"),
        ("let x = 1 &+ 70", "the operator &+ is not supported"),
        // Division and remainder by zero.
        ("let x = 1 / 0", "division by zero"),
        ("let x = 1 % 0", "division by zero"),
        ("let zero = 0\nlet x = 7 / zero", "division by zero"),
        ("var x = 7\nx /= 0", "division by zero"),
        ("let x: CGFloat = 1 / 0", "divides by zero: the result is infinite"),
        ("let x = 1.0 / 0.0", "divides by zero: the result is infinite"),
        // Conversions.
        ("let x = Int(1e300)", "is out of the integers"),
        ("let x = Int(CGFloat(1e20))", "is out of the integers"),
        ("let x = Int(-1e19)", "is out of the integers"),
        ("let x = 1e400", "is not a number mosaic reads"),
        // Indexes: arrays, allCases, strings.
        ("let x = [1, 2][2]", "index 2 is out of range"),
        ("let x = [1, 2][-1]", "index -1 is out of range"),
        ("let x = [1, 2][0.5]", "an array index is an Int, and this is a CGFloat or Double (0.5)"),
        ("let x = [Int]()[0]", "Array() is not supported"),
        ("let x = Kind.allCases[3]", "index 3 is out of range"),
        ("let x = Kind.allCases[9007199254740991]", "is out of range"),
        ("let x = \"abc\"[0]", "this subscript of String is not supported"),
        // Counts.
        ("let x = Array(repeating: 1, count: -1)", "a negative count"),
        ("let x = [Int](repeating: 1, count: -3)", "a negative count"),
        ("let x = repeatElement(1, count: -5)", "a negative count"),
        ("let x = Array(repeating: 1, count: 1e300)", "not an integer mosaic computes with"),
        ("let x = Array(repeating: 1, count: 1_000_000_000)", "past the step limit"),
        // Enum raw values past the integers.
        ("let x = Big.b.rawValue", "overflows"),
    ]

    @Test("every trap kind is one error line at the expression, at read", arguments: SwiftEvaluatorTrapTests.traps.indices)
    func trapAtRead(index: Int) {
        let (statement, words) = Self.traps[index]
        var source = Self.file(statement)
        if statement.contains("Big") { source += "\nenum Big: Int { case a = 9007199254740991, b }\n" }
        guard let message = SwiftLayoutSourceTests.failure(source) else {
            Issue.record("\(statement): no error")
            return
        }
        #expect(message.hasPrefix("bad.swift:"), "\(message)")
        #expect(message.contains(words), "\(statement): \(message)")
        #expect(!message.contains("\n"))
    }

    @Test("every trap kind is one error in a section provider, during layout, naming the section", arguments: SwiftEvaluatorTrapTests.traps.indices)
    func trapInProvider(index: Int) {
        let (statement, words) = Self.traps[index]
        var source = Self.provider(statement.replacingOccurrences(of: "Kind.", with: "Kind2."))
        source += "\nenum Kind2: Int, CaseIterable { case a, b, c }\nenum Big: Int { case a = 9007199254740991, b }\n"
        guard let message = SwiftLayoutSourceTests.layoutFailure(source, counts: [2, 2]) else {
            Issue.record("\(statement): no error")
            return
        }
        #expect(message.contains(words), "\(statement): \(message)")
        #expect(message.contains("(section 0)"), "\(message)")
    }

    @Test("a backwards range written with names, built from the environment, is refused too")
    func backwardsRangeFromEnvironment() {
        let source = Self.provider("""
            let width = Int(environment.container.effectiveContentSize.width)
            switch sectionIndex { case width...0: break
            default: break }
            """)
        let message = SwiftLayoutSourceTests.layoutFailure(source, counts: [1])
        #expect(message?.contains("...0 is a backwards range") == true, "\(message ?? "")")
    }

    @Test("ranges that are the right way round still match and loop")
    func forwardRanges() throws {
        let source = """
            import UIKit
            func createLayout() -> UICollectionViewLayout {
                let layout = UICollectionViewFlowLayout()
                var total = 0
                for i in 1...4 { total += i }
                for i in 0..<0 { total += 100 }
                switch total { case 10...10: layout.minimumLineSpacing = 3
                case 0..<10: layout.minimumLineSpacing = 99
                default: layout.minimumLineSpacing = 98 }
                return layout
            }
            """
        guard case .flow(let parameters) = try SwiftLayoutSource.read(source, path: "ok.swift") else {
            Issue.record("not a flow layout")
            return
        }
        #expect(parameters["lineSpacing"] == .number(3))
    }

    @Test("SwiftChecked refuses what Swift traps on and nothing else")
    func checkedHome() throws {
        #expect(throws: SwiftChecked.Failure.self) { try SwiftChecked.range(2, 1, closed: true).get() }
        #expect(throws: SwiftChecked.Failure.self) { try SwiftChecked.range(.nan, 1, closed: false).get() }
        #expect(try SwiftChecked.range(1, 1, closed: false).get() == (1, 1))
        #expect(throws: SwiftChecked.Failure.self) { try SwiftChecked.integer(.infinity).get() }
        #expect(throws: SwiftChecked.Failure.self) { try SwiftChecked.integer(.nan).get() }
        #expect(try SwiftChecked.integer(-2.7).get() == -2)
        #expect(throws: SwiftChecked.Failure.self) { try SwiftChecked.arithmetic("/", 1, 0, kind: .integer).get() }
        #expect(throws: SwiftChecked.Failure.self) { try SwiftChecked.arithmetic("%", 1, 0, kind: .literalInteger).get() }
        #expect(throws: SwiftChecked.Failure.self) { try SwiftChecked.arithmetic("*", 1e10, 1e10, kind: .integer).get() }
        #expect(try SwiftChecked.arithmetic("/", -7, 2, kind: .integer).get() == -3)
        #expect(try SwiftChecked.arithmetic("%", -7, 2, kind: .integer).get() == -1)
        #expect(SwiftChecked.exactInt(.infinity) == nil)
        #expect(SwiftChecked.exactInt(1e300) == nil)
        #expect(SwiftChecked.exactInt(3) == 3)
    }
}
