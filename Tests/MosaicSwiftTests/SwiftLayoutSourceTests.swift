import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// Swift in: UIKit layout code, written as Apple's sample code and tutorials
/// write it (`Tests/Fixtures/swift`), read by ``SwiftLayoutSource`` and laid
/// out frame by frame against the same layout from a JSON spec.
@Suite("Swift in: layout code")
struct SwiftLayoutSourceTests {
    static let folder = SwiftWriterFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/swift")

    /// The configuration `name`.swift describes.
    static func swiftConfiguration(_ name: String) throws -> CompositionalConfiguration {
        let path = folder.appendingPathComponent(name + ".swift").path
        let source = try String(contentsOfFile: path, encoding: .utf8)
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: name + ".swift") else {
            throw SwiftSourceError(file: name, line: 0, column: 0, message: "not a compositional layout")
        }
        return configuration
    }

    /// The configuration of the JSON twin `name`.json.
    static func specConfiguration(_ name: String) throws -> CompositionalConfiguration {
        let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name + ".json")))
        return try CompositionalConfiguration.parse(json: bytes, file: name + ".json")
    }

    /// Reads `source` and returns the error's one line.
    static func failure(_ source: String, limits: SwiftSourceLimits = .standard) -> String? {
        do {
            _ = try SwiftLayoutSource.read(source, path: "bad.swift", limits: limits)
            return nil
        } catch {
            return error.description
        }
    }

    /// `source` laid out: its error if reading it or laying it out fails.
    static func layoutFailure(_ source: String, counts: [Int]) -> String? {
        do {
            guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "bad.swift") else { return "not compositional" }
            _ = try SwiftWriterRoundTripTests.frames(CompositionalLayout(configuration: configuration), counts: counts)
            return nil
        } catch {
            return "\(error)"
        }
    }

    // MARK: - Fixtures against their JSON twins

    @Test("each Swift fixture lays out frame by frame as its JSON twin", arguments: [
        "grid", "list-headers-footers", "nested-groups", "orthogonal", "adaptive-provider",
    ])
    func fixtureMatchesSpec(name: String) throws {
        let spec = try Self.specConfiguration(name)
        // As many sections as the twin describes (a uniform one: six).
        var counts = [12, 30, 8, 9, 10, 7]
        if case .list(let list) = spec.sections { counts = Array(counts.prefix(list.count)) }
        let fromSwift = try SwiftWriterRoundTripTests.frames(CompositionalLayout(configuration: Self.swiftConfiguration(name)), counts: counts)
        let fromSpec = try SwiftWriterRoundTripTests.frames(CompositionalLayout(configuration: spec), counts: counts)
        #expect(fromSwift.count > 20)
        #expect(fromSwift == fromSpec)
    }

    @Test("the file's own enum, view-controller constants and environment width decide the sections")
    func providerReadsEnvironment() throws {
        let configuration = try Self.swiftConfiguration("adaptive-provider")
        guard case .provider(let provider) = configuration.sections else {
            Issue.record("expected a section provider")
            return
        }
        let narrow = try provider.body(.init(section: 1, itemCount: 9, containerSize: Size(width: 390, height: 844)))
        let wide = try provider.body(.init(section: 1, itemCount: 9, containerSize: Size(width: 800, height: 844)))
        guard case .horizontal(.count(_, let narrowCount)) = narrow.group.arrangement,
              case .horizontal(.count(_, let wideCount)) = wide.group.arrangement else {
            Issue.record("expected repeating groups")
            return
        }
        #expect(narrowCount == 3)
        #expect(wideCount == 6)
        #expect(provider.name == "adaptive-provider.swift:44")
        #expect(throws: SwiftSourceError.self) { try provider.body(.init(section: 3, itemCount: 1, containerSize: Size(width: 390, height: 844))) }
    }

    @Test("a flow layout and its delegate's per-section values read as the flow layout's parameters")
    func flowLayout() throws {
        let source = """
        import UIKit
        final class ViewController: UICollectionViewController, UICollectionViewDelegateFlowLayout {
            static let spacing: CGFloat = 12
            func makeLayout() -> UICollectionViewFlowLayout {
                let layout = UICollectionViewFlowLayout()
                layout.itemSize = CGSize(width: 160, height: 90.5)
                layout.minimumLineSpacing = Self.spacing
                layout.minimumInteritemSpacing = Self.spacing / 2
                layout.sectionInset = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
                layout.headerReferenceSize = CGSize(width: 0, height: 44)
                layout.sectionHeadersPinToVisibleBounds = true
                return layout
            }
            func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets {
                section == 0 ? .zero : UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
            }
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        }
        """
        guard case .flow(let parameters) = try SwiftLayoutSource.read(source, path: "flow.swift") else {
            Issue.record("expected a flow layout")
            return
        }
        var expected = FlowLayout.descriptor.defaultParameters
        for (name, value) in [("itemWidth", "160"), ("itemHeight", "90.5"), ("lineSpacing", "12"), ("interitemSpacing", "6"),
                              ("sectionInset", "0,0,0,0;8,8,8,8"), ("headerHeight", "44"), ("pinHeaders", "true")] {
            try expected.set(name, parsing: value)
        }
        #expect(parameters == expected)
    }

    // MARK: - What is not supported: one line each, at the construct

    @Test("each construct outside the subset is one error naming file:line:column and the construct", arguments: [
        ("do { }", "bad.swift:3:5: a do block is not supported"),
        ("outer: for i in 0..<3 { }", "bad.swift:3:5: a labeled statement is not supported"),
        ("for case let x? in [1] { }", "bad.swift:3:5: for try, for await and for case are not supported"),
        ("let x = \"\\(NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1)))\"", "interpolating NSCollectionLayoutSize is not supported"),
        ("let cell = MyCell()", "bad.swift:3:16: 'MyCell' is not supported"),
        ("let x = tableView.rowHeight", "bad.swift:3:13: 'tableView' is not defined in this file"),
        ("let x = (1, 2)", "bad.swift:3:13: a tuple is not supported"),
        ("let x = 1 << 3", "bad.swift:3:15: the operator << is not supported"),
        ("let x = [1, 2].sorted { $0 < $1 }", "bad.swift:3:13: calling 'sorted' on an array is not supported"),
        ("let f = NSCollectionLayoutGroup.custom(layoutSize: .init(widthDimension: .absolute(1), heightDimension: .absolute(1))) { _ in [] }", "NSCollectionLayoutGroup.custom(layoutSize:itemProvider:) is not supported"),
        ("let d = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 10)", "uniformAcrossSiblings(estimate:) is not supported"),
        ("let x = 1 / 0", "bad.swift:3:15: division by zero"),
        ("fatalError(\"no\")", "bad.swift:3:5: the code reaches fatalError(…) here"),
        ("let s = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1))", "NSCollectionLayoutSize(widthDimension:) is not supported; supported: NSCollectionLayoutSize(widthDimension:heightDimension:)"),
    ])
    func unsupported(statement: String, expected: String) {
        let source = "import UIKit\nfunc createLayout() -> UICollectionViewLayout {\n    \(statement)\n    return UICollectionViewFlowLayout()\n}\n"
        let message = Self.failure(source)
        #expect(message?.contains(expected) == true, "\(message ?? "no error")")
        #expect(message?.contains("\n") == false)
    }

    @Test("a file without a layout, a layout of the wrong kind, and invalid Swift say so")
    func noLayout() {
        #expect(Self.failure("import UIKit\nclass A {}\n")?.hasPrefix("bad.swift: no layout found") == true)
        #expect(Self.failure("func createLayout() -> UICollectionViewLayout { return 3 }")?.contains("this gives a number, not a UICollectionViewCompositionalLayout") == true)
        #expect(Self.failure("func createLayout() -> UICollectionViewLayout { let x = }")?.contains("this is not valid Swift") == true)
        #expect(Self.failure("let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(-1), heightDimension: .absolute(44)), subitems: [])))")?
            .contains("bad.swift:1:5: section.group.layoutSize.widthDimension: fraction -1") == true)
    }

    @Test("an element kind named by a constant the file does not define is that name")
    func undefinedKindIsItsName() throws {
        let source = """
        func createLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.boundarySupplementaryItems = [
                .init(layoutSize: size, elementKind: headerKind, alignment: .top),
                .init(layoutSize: size, elementKind: TitleView.reuseIdentifier, alignment: .bottom),
            ]
            return UICollectionViewCompositionalLayout(section: section)
        }
        """
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "kinds.swift"),
              case .uniform(let section) = configuration.sections else {
            Issue.record("expected one section")
            return
        }
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["headerKind", "TitleView.reuseIdentifier"])
    }

    // MARK: - Hostile input: every limit is reached, and reported on one line

    @Test("a file past the size cap is refused before it is parsed")
    func sizeCap() {
        let message = Self.failure(String(repeating: " ", count: 2_000), limits: SwiftSourceLimits(maximumBytes: 1_000))
        #expect(message == "bad.swift: the file is 2000 bytes; mosaic reads Swift layout files of at most 1000 bytes")
        #expect(SwiftSourceLimits.standard.maximumBytes == 1 << 20)
    }

    /// Statements that nest, or make SwiftParser recurse, far past every
    /// limit: each once crashed the reader with a stack overflow, in
    /// SwiftParser (`[[[`, `?:`), in swift-syntax's text walk (`a.b.b…`,
    /// `f()()…`) or in the evaluator.
    static let deepStatements: [String: String] = [
        "parentheses": "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000),
        "brackets": "let x = " + String(repeating: "[", count: 5_000) + String(repeating: "]", count: 5_000),
        "prefix operator run": "let x = " + String(repeating: "-", count: 50_000) + "1",
        "spaced prefix operators": "let x = " + String(repeating: "- ", count: 5_000) + "1",
        "member chain": "let x = a" + String(repeating: ".b", count: 50_000),
        "call chain": "let x = f" + String(repeating: "()", count: 50_000),
        "subscript chain": "let x = a" + String(repeating: "[0]", count: 50_000),
        "force unwraps": "let x = a" + String(repeating: "!", count: 50_000),
        "optional chain": "let x = a" + String(repeating: "?.b", count: 20_000),
        "closures": "let x = " + String(repeating: "{ ", count: 5_000) + String(repeating: "}", count: 5_000),
        "ternaries": "let x = " + String(repeating: "true ? ", count: 3_000) + "1" + String(repeating: " : 2", count: 3_000),
        "initialisers": "let x = " + String(repeating: "NSCollectionLayoutSize(widthDimension: ", count: 3_000) + "1" + String(repeating: ")", count: 3_000),
        "ifs": String(repeating: "if true { ", count: 3_000) + String(repeating: "}", count: 3_000),
        "try": "let x = " + String(repeating: "try ", count: 5_000) + "1",
        "await": "let x = " + String(repeating: "await ", count: 5_000) + "1",
        "#if": String(repeating: "#if A\n", count: 3_000) + String(repeating: "#endif\n", count: 3_000),
        "generics": "let x: " + String(repeating: "A<", count: 3_000) + "B" + String(repeating: ">", count: 3_000) + " = 1",
        "interpolations": "let x = \"" + String(repeating: "\\(", count: 3_000) + "1" + String(repeating: ")", count: 3_000) + "\"",
        "closure signatures": "let x = { " + String(repeating: "(a) -> ", count: 3_000) + "Int in 1 }",
        "sums": "let x = " + String(repeating: "1 + ", count: 100_000) + "1",
        "long array": "let x = [" + String(repeating: "1, ", count: 200_000) + "1]",
    ]

    @Test("deep nesting of every kind stops at a limit, with no stack overflow", arguments: SwiftLayoutSourceTests.deepStatements.keys.sorted())
    func depthLimits(name: String) throws {
        let statement = try #require(Self.deepStatements[name])
        let source = "func createLayout() -> UICollectionViewLayout {\n    \(statement)\n    return UICollectionViewFlowLayout()\n}\n"
        if name == "sums" {
            // 100,001 terms fold without recursion, within the step limit
            // (past the token limit, which is raised here to reach the fold).
            var limits = SwiftSourceLimits.standard
            limits.maximumTokens = .max
            #expect(Self.failure(source, limits: limits) == nil)
            return
        }
        let message = Self.failure(source)
        #expect(message != nil)
        #expect(message?.contains("\n") == false)
        #expect(message?.hasPrefix("bad.swift:") == true)
        #expect((message?.count ?? 0) < 600, "the message quotes at most a short excerpt")
    }

    /// Square brackets nested `levels` deep, in each form the parser tries
    /// both ways: an array literal, an array type, a dictionary, and code in
    /// a function nothing calls (it is parsed all the same).
    private static func squareBrackets(_ levels: Int) -> [String: String] {
        let open = String(repeating: "[", count: levels), close = String(repeating: "]", count: levels)
        let layout = "func createLayout() -> UICollectionViewLayout {\n    return UICollectionViewFlowLayout()\n}\n"
        return [
            "literal": "let x = \(open)1\(close)\n" + layout,
            "type": "let x: \(open)Int\(close) = []\n" + layout,
            "dictionary": "let x = " + String(repeating: "[1: ", count: levels) + "1" + close + "\n" + layout,
            "unused function": "func unused() {\n    let x = \(open)1\(close)\n}\n" + layout,
            "inside a call": "func createLayout() -> UICollectionViewLayout {\n    let x = max(\(open)1\(close).count, 1)\n    return UICollectionViewFlowLayout()\n}\n",
        ]
    }

    @Test("square brackets nest at most 8 deep, refused before the parser, whose time doubles with each level (22 levels took 44 s)",
          arguments: ["literal", "type", "dictionary", "unused function", "inside a call"])
    func squareBracketNesting(form: String) throws {
        let refused = try #require(Self.squareBrackets(9)[form])
        let message = try #require(Self.failure(refused))
        #expect(message.contains("nests square brackets ([[[…) deeper than 8 levels"), "\(message)")
        #expect(message.hasPrefix("bad.swift:1:") || message.hasPrefix("bad.swift:2:"), "\(message)")
        let accepted = try #require(Self.squareBrackets(8)[form])
        #expect(Self.failure(accepted)?.contains("square brackets") != true)
    }

    @Test("string literals mean what the compiler reads: escapes resolved; a kind with a control character is refused at its path")
    func stringLiterals() throws {
        func kinds(_ literal: String) throws -> [String] {
            let source = """
                func createLayout() -> UICollectionViewLayout {
                    let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: \(literal), alignment: .top)
                    let section = NSCollectionLayoutSection(group: group)
                    section.boundarySupplementaryItems = [header]
                    return UICollectionViewCompositionalLayout(section: section)
                }
                """
            guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "kinds.swift"),
                  case .uniform(let section) = configuration.sections else { return [] }
            return section.boundarySupplementaryItems.map(\.elementKind)
        }
        #expect(try kinds(#""q\"x\u{41}|\\n""#) == ["q\"xA|\\n"])
        #expect(try kinds(##"#"raw \n"#"##) == [#"raw \n"#])
        #expect(try kinds("\"\"\"\n    one line\n    \"\"\"") == ["one line"])
        for control in [#""a\tb""#, #""esc\u{1B}[31m""#, #""nul\0""#] {
            #expect(throws: (any Error).self, "\(control)") { _ = try kinds(control) }
            do {
                _ = try kinds(control)
            } catch {
                #expect("\(error)".contains("elementKind: an element kind must be a non-empty name without control characters"), "\(error)")
            }
        }
    }

    @Test("the reader runs on its own thread, so a small caller stack does not matter")
    func ownThread() throws {
        let source = try String(contentsOfFile: Self.folder.appendingPathComponent("orthogonal.swift").path, encoding: .utf8)
        let result = SwiftReaderThread.run(stackSize: 64 << 10) { () -> Bool in
            (try? SwiftLayoutSource.read(source, path: "orthogonal.swift")) != nil
        }
        #expect(result)
    }

    @Test("recursion, mutual recursion and long-running helpers stop at the call depth or the step limit")
    func callAndStepLimits() {
        let recursive = "func f(_ n: Int) -> Int { f(n + 1) }\nfunc createLayout() -> UICollectionViewLayout { let x = f(0); return UICollectionViewFlowLayout() }"
        #expect(Self.failure(recursive)?.contains("more than 32 deep") == true || Self.failure(recursive)?.contains("deep; mosaic stops here") == true)
        let mutual = "func f() -> Int { g() }\nfunc g() -> Int { f() }\nfunc createLayout() -> UICollectionViewLayout { let x = f(); return UICollectionViewFlowLayout() }"
        #expect(Self.failure(mutual)?.contains("mosaic stops here") == true)
        // A tree of calls: each helper calls the next twice, 2^30 calls in all.
        var fanOut = ""
        for level in 0..<30 { fanOut += "func f\(level)() -> Int { f\(level + 1)() + f\(level + 1)() }\n" }
        fanOut += "func f30() -> Int { 1 }\nfunc createLayout() -> UICollectionViewLayout { let x = f0(); return UICollectionViewFlowLayout() }"
        #expect(Self.failure(fanOut)?.contains("more than 200000 steps") == true)
        // A constant defined by itself.
        #expect(Self.failure("let a = b\nlet b = a\nfunc createLayout() -> UICollectionViewLayout { let x = a; return UICollectionViewFlowLayout() }")?.contains("is defined by itself") == true)
    }

    @Test("a layout that describes too much is refused by the spec reader's caps, at the layout")
    func elementCaps() {
        let huge = """
        func createLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))
            let item = NSCollectionLayoutItem(layoutSize: size)
            let g1 = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 100000)
            let g2 = NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: g1, count: 100000)
            return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g2))
        }
        """
        let message = Self.failure(huge)
        #expect(message?.hasPrefix("bad.swift:1:6: ") == true, "\(message ?? "")")
        #expect(message?.contains("10000000 items") == true, "\(message ?? "")")
        // Shared subitems: a doubling chain of 40 groups holds 2^40 uses.
        var doubling = "func createLayout() -> UICollectionViewLayout {\n let size = NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(1))\n let g0 = NSCollectionLayoutItem(layoutSize: size)\n"
        for level in 1...40 { doubling += " let g\(level) = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [g\(level - 1), g\(level - 1)])\n" }
        doubling += " return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: g40))\n}"
        #expect(Self.failure(doubling) != nil)
        // A provider's section is checked as it is made, with the section named.
        let provider = """
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { index, _ in
                let size = NSCollectionLayoutSize(widthDimension: .absolute(1), heightDimension: .absolute(-5))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
        }
        """
        #expect(Self.layoutFailure(provider, counts: [1])?.contains("bad.swift:2:41:") == true)
    }

    @Test("a section provider has a step budget for each section, a tenth of the file's")
    func providerStepBudget() {
        var fanOut = ""
        for level in 0..<16 { fanOut += "func f\(level)() -> Int { f\(level + 1)() + f\(level + 1)() }\n" }
        fanOut += "func f16() -> Int { 1 }\n"
        let provider = fanOut + """
        func createLayout() -> UICollectionViewLayout {
            UICollectionViewCompositionalLayout { index, _ in
                let n = index == 0 ? 1 : f0()
                let size = NSCollectionLayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10))
                return NSCollectionLayoutSection(group: .vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            }
        }
        """
        #expect(Self.layoutFailure(provider, counts: [1]) == nil)
        let message = Self.layoutFailure(provider, counts: [1, 1])
        #expect(message?.contains("more than 20000 steps") == true, "\(message ?? "")")
        #expect(message?.contains("(section 1)") == true, "\(message ?? "")")
    }

    @Test("a flow delegate whose values never settle is refused at the section limit")
    func flowSectionLimit() {
        let source = """
        func createLayout() -> UICollectionViewLayout { UICollectionViewFlowLayout() }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
            CGFloat(section)
        }
        """
        #expect(Self.failure(source)?.contains("bad.swift:2:6: minimumLineSpacingForSectionAt still gives a different value at section 64") == true)
        let byItem = source + """

        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
            CGSize(width: indexPath.item, height: 10)
        }
        """
        #expect(Self.failure(byItem)?.contains("indexPath.item is not supported") == true)
    }

    @Test("random bytes and truncated files never crash the reader")
    func truncated() throws {
        let source = try String(contentsOfFile: Self.folder.appendingPathComponent("orthogonal.swift").path, encoding: .utf8)
        let bytes = Array(source.utf8)
        for cut in stride(from: 0, to: bytes.count, by: 97) {
            _ = Self.failure(String(decoding: bytes[..<cut], as: UTF8.self))
        }
    }

    /// Lines end where the compiler ends them, so an error names the line a
    /// person sees: `\n`, `\r\n` and a lone `\r` (old Mac files) each end one.
    @Test(arguments: ["\n", "\r\n", "\r"])
    func lineEndings(_ ending: String) throws {
        let source = ["import UIKit", "func createLayout() -> UICollectionViewLayout {", "    let x = undefinedName", "}"].joined(separator: ending)
        let message = try #require(Self.failure(source))
        #expect(message.hasPrefix("bad.swift:3:13: "), "\(message)")
    }
}
