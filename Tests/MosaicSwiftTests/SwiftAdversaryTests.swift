import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// What an adversary found: Swift's semantics where the reader had its
/// own (closures captured by value), the order of files choosing between
/// two declarations, macros, and messages that named the wrong cause.
@Suite("Swift in: captures, redeclarations, macros and exact messages")
struct SwiftAdversaryTests {
    @Test("closures capture variables by reference, as Swift's do", arguments: [
        // Changed after the closure was made: the closure sees the change.
        ("var n = 1\nlet read = { n * 10 }\nn = 2\nlet value = read()", 20.0),
        // The closure changes the variable for everyone.
        ("var value = 1\nlet bump = { value += 4 }\nbump()\nbump()", 9),
        // Each loop iteration has its own binding.
        ("var fs: [() -> Int] = []\nfor i in 0..<3 { fs.append({ i * 2 }) }\nlet value = fs.map { $0() }.reduce(0, +)", 6),
        // A nested function shares its scope too.
        ("var base = 3\nfunc add(_ x: Int) -> Int { base + x }\nbase = 10\nlet value = add(1)", 11),
    ])
    func capturesByReference(body: String, expected: Double) throws {
        #expect(try SwiftLanguageTests.spacing(body) == .number(expected))
    }

    @Test("a closure that calls itself through its variable recurses as in Swift, until the call depth stops it")
    func selfCallingClosure() {
        let message = SwiftLayoutSourceTests.failure(SwiftEvaluatorLimitTests.body("var f: (Int) -> Int = { $0 }\nf = { f($0) + 1 }\nlet x = f(1)"))
        #expect(message?.contains("called inside one another more than 32 deep") == true, "\(message ?? "no error")")
    }

    @Test("a section provider captures by reference until it first runs, then each section starts from what it captured")
    func providerCapturesFrozen() throws {
        let source = """
        func createLayout() -> UICollectionViewLayout {
            var height: CGFloat = 10
            let grow = { height += 10 }
            let layout = UICollectionViewCompositionalLayout { index, _ in
                grow()
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
                return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
            height = 30
            return layout
        }
        """
        let layout = try SwiftLayoutSource.read(source, path: "p.swift").descriptor.makeLayout()
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(itemCounts: [1, 1, 1]), environment: LayoutEnvironment())
        try engine.prepare()
        // Captured by reference: the provider sees height = 30, set after it
        // was made; the helper closure's change is seen in the same call; and
        // each section starts from the captured 30 again (40 tall each).
        #expect(try engine.layoutAttributesForItem(at: ItemPath(2, 0))?.frame == Rect(x: 0, y: 80, width: 390, height: 40))
        try engine.prepare()
        #expect(try engine.layoutAttributesForItem(at: ItemPath(2, 0))?.frame == Rect(x: 0, y: 80, width: 390, height: 40))
    }

    @Test("the same function or type declared twice in one place is an invalid redeclaration naming both places, whatever the files' order")
    func redeclarations() throws {
        let a = SwiftSourceText(path: "a.swift", text: "import UIKit\nfunc spacing() -> CGFloat { 4 }\n")
        let b = SwiftSourceText(path: "b.swift", text: "import UIKit\n\nfunc spacing() -> CGFloat { 8 }\nfunc createLayout() -> UICollectionViewLayout {\n    let l = UICollectionViewFlowLayout()\n    l.minimumLineSpacing = spacing()\n    return l\n}\n")
        for (files, at, first) in [([a, b], "b.swift:3:1", "a.swift:2:1"), ([b, a], "a.swift:2:1", "b.swift:3:1")] {
            do {
                _ = try SwiftLayoutSource.read(files: files)
                Issue.record("expected a redeclaration error")
            } catch {
                #expect(error.description.hasPrefix("\(at): invalid redeclaration of 'spacing()': \(first) declares it too"), "\(error)")
            }
        }
        let types = "enum Kind { case a }\nstruct Box {}\nextension Box { func f(x: Int) {} }\nextension Box { func f(x: Int) {} }\n"
        let message = SwiftLayoutSourceTests.failure(SwiftEvaluatorLimitTests.body("") + types)
        #expect(message?.hasPrefix("bad.swift:9:17: invalid redeclaration of 'Box.f(x:)': bad.swift:8:17") == true, "\(message ?? "no error")")
        #expect(SwiftLayoutSourceTests.failure(SwiftEvaluatorLimitTests.body("") + "enum Kind { case a }\nenum Kind { case b }\n")?.contains("invalid redeclaration of 'Kind'") == true)
        // Overloads, the same name in two types, and #if branches are Swift.
        let legal = """
        func f(x: Int) -> Int { 1 }
        func f(y: Int) -> Int { 2 }
        func f(x: CGFloat) -> Int { 3 }
        final class A { func make() -> Int { 1 } }
        final class B { func make() -> Int { 2 } }
        extension Array where Element == Int { func total() -> Int { 1 } }
        extension Array where Element == String { func total() -> Int { 2 } }
        #if os(iOS)
        func g() -> Int { 1 }
        #else
        func g() -> Int { 2 }
        #endif
        """
        #expect(SwiftLayoutSourceTests.failure(SwiftEvaluatorLimitTests.body("") + legal) == nil)
    }

    @Test("a macro expansion is one refusal at the macro's own place, its arguments not evaluated", arguments: [
        ("let x = #externalMacro(module: \"M\", type: \"T\")", "bad.swift:3:9:"),
        ("let x = #stringify(undefinedName + f())", "bad.swift:3:9:"),
        ("#stringify(undefinedName)", "bad.swift:3:1:"),
        ("let x = #column + 1", "bad.swift:3:9:"),
    ])
    func macros(statement: String, place: String) {
        let message = SwiftLayoutSourceTests.failure(SwiftEvaluatorLimitTests.body(statement))
        #expect(message?.hasPrefix(place) == true, "\(message ?? "no error")")
        #expect(message?.contains("macro") == true, "\(message ?? "no error")")
        #expect(message?.contains("undefinedName") == false)
    }

    @Test("#warning and #Preview have no geometry: skipped, and listed")
    func macrosWithoutGeometry() throws {
        let log = SwiftSkippedLog()
        let source = SwiftEvaluatorLimitTests.body("#warning(\"tune the spacing\")") + "#Preview { UIViewController() }\n"
        _ = try SwiftLayoutSource.read(source, path: "w.swift", skippedLog: log)
        #expect(log.lines == ["w.swift:3:1: skipped '#warning(\"tune the spacing\")' (no geometry)"])
    }

    @Test("messages name the cause: overflow to infinity, NaN, division by zero, large integer literals, a non-Int index", arguments: [
        ("let x: CGFloat = 1e308 + 1e308", "1e+308 + 1e+308 overflows to infinity"),
        ("let x: CGFloat = 1e308 * 10", "overflows to infinity"),
        ("let x: CGFloat = 1.0 / 0.0", "divides by zero"),
        ("let x: CGFloat = 0.0 / 0.0", "divides by zero: the result is not a number (NaN)"),
        ("let x = 9007199254740993", "'9007199254740993' is 2^53 (9007199254740992) or more"),
        ("let x = 99999999999999999999", "larger than the largest Int (2^63 - 1)"),
        ("let x = [0.5, 1.5][0.5]", "an array index is an Int, and this is a CGFloat or Double (0.5)"),
        ("let i: CGFloat = 1\nlet x = [1, 2][i]", "an array index is an Int, and this is a CGFloat or Double (1)"),
        ("let x = { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { { 1 }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }() }()", "called inside one another more than 32 deep"),
    ])
    func messages(statement: String, words: String) {
        let message = SwiftLayoutSourceTests.failure(SwiftEvaluatorLimitTests.body(statement))
        #expect(message?.contains(words) == true, "\(message ?? "no error")")
        #expect(message?.contains("division by zero?") == false)
        #expect(message?.contains("recursion") == false)
    }

    @Test("#available holds and #unavailable does not: mosaic lays out as the newest iOS")
    func availability() throws {
        #expect(try SwiftLanguageTests.spacing("var value = 1\nif #available(iOS 14.0, *) { value = 2 } else { value = 3 }") == .number(2))
        #expect(try SwiftLanguageTests.spacing("var value = 1\nif #unavailable(iOS 14.0) { value = 2 } else { value = 3 }") == .number(3))
        #expect(try SwiftLanguageTests.spacing("var value = 1\nguard #available(iOS 16, *) else { return layout }\nvalue = 4") == .number(4))
    }

    @Test("a CGFloat written as a large integer literal is the CGFloat Swift makes of it")
    func largeFloatingLiteral() throws {
        #expect(try SwiftLanguageTests.spacing("let big: CGFloat = 10000000000000000\nlet value = big / 1e16") == .number(1))
    }

    @Test("for-in iterates a copy of the array, as Swift does: appending in the loop does not make it run on", arguments: [
        ("var xs = [1, 2, 3]\nfor x in xs { xs.append(x) }\nlet value = xs.count", 6.0),
        ("var xs = [1, 2]\nvar value = 0\nfor x in xs { xs.append(x * 10)\nvalue += x }", 3),
        ("var xs = [1, 2]\nfor x in xs { xs += xs }\nlet value = xs.count", 8),
        ("var xs = [5, 6]\nvar value = 0\nfor x in xs { xs = [100]\nvalue += x }", 11),
    ])
    func iteratesACopy(body: String, expected: Double) throws {
        #expect(try SwiftLanguageTests.spacing(body) == .number(expected))
    }
}
