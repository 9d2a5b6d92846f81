// The structure-aware mode of FuzzSwiftReader: the fuzzer's bytes are
// decisions that generate valid Swift layout code (compositional items,
// groups and sections, section providers, flow layouts; ranges the right
// way round and backwards, switches, arithmetic at the edges of Int,
// conversions, `for … in` over ranges, arrays and allCases, `while` and
// `repeat`, `map`/`filter`/`forEach`/`reduce` closures, nested closures,
// string interpolation), so that most inputs get past SwiftParser and reach
// the evaluator, where SwiftParser on random bytes rarely lets them. The code
// may be split into several files (read as one module: a name declared in one
// is used in another), and may carry an enum whose size the bytes choose
// around the token limit the harness reads under (``tokenLimit``), so that
// both sides of that limit are tried.
import FuzzSupport

/// Generates one Swift layout file from fuzzer decisions.
struct SwiftLayoutGenerator {
    var bytes: FuzzBytes
    /// Integer variables bound so far.
    private var integers: [String] = ["sectionIndex"]
    private var counter = 0
    /// Whether the code is a section provider's (where `environment` is bound).
    private var inProvider = false
    private var lines: [String] = []
    /// Whether the file has the large enum `Big` (``file()`` decides first).
    private var hasBig = false

    /// The token limit (``SwiftSourceLimits/maximumTokens``) the harness reads
    /// the generated files under: `Big`'s cases are chosen around it.
    static let tokenLimit = 3_000

    init(_ bytes: FuzzBytes) { self.bytes = bytes }

    /// Integers at the edges: of Int, of the 2^53 the evaluator computes with, of a count.
    static let edges = [
        "0", "1", "-1", "2", "3", "7", "-3", "100", "255", "1_000_000", "4294967296", "9007199254740991", "9007199254740992",
        "-9007199254740992", "9223372036854775807", "0x7fffffffffffffff", "1_000_000_000_000",
    ]
    static let doubles = ["0.5", "1.0", "1e300", "-1e300", "1e-300", "0.0", "1.5", "44.0", "1e20"]
    static let operators = ["+", "-", "*", "/", "%"]

    private mutating func pick<T>(_ options: [T]) -> T { options[bytes.int(in: 0...(options.count - 1))] }

    private mutating func fresh() -> String {
        counter += 1
        return "v\(counter)"
    }

    /// An integer expression of at most `depth` levels.
    mutating func integer(_ depth: Int = 2) -> String {
        switch depth > 0 ? bytes.int(in: 0...8) : bytes.int(in: 0...2) {
        case 0: return bytes.chance(oneIn: 4) ? pick(Self.edges) : String(bytes.int(in: 0...12))
        case 1: return integers.isEmpty ? "1" : pick(integers)
        case 2, 3: return "(\(integer(depth - 1)) \(pick(Self.operators)) \(integer(depth - 1)))"
        case 4: return "Int(\(pick(Self.doubles)))"
        case 5: return "-(\(integer(depth - 1)))"
        case 6: return "[\(integer(depth - 1)), \(integer(depth - 1))][\(integer(depth - 1))]"
        case 7: return String(bytes.int(in: 0...40))
        default: return "max(\(integer(depth - 1)), \(integer(depth - 1)))"
        }
    }

    /// A floating expression for a dimension or an inset.
    mutating func floating() -> String {
        switch bytes.int(in: 0...4) {
        case 0: return pick(Self.doubles)
        case 1: return "CGFloat(\(integer(1)))"
        case 2: return "\(bytes.int(in: 1...4))/\(bytes.int(in: 1...6))"
        case 3 where inProvider: return "environment.container.effectiveContentSize.width / \(bytes.int(in: 1...5))"
        default: return "\(bytes.int(in: 0...200))"
        }
    }

    /// A range written `a...b` or `a..<b`, perhaps backwards.
    mutating func range() -> String {
        let low = bytes.chance(oneIn: 3) ? integer(1) : String(bytes.int(in: -3...8))
        let high = bytes.chance(oneIn: 3) ? integer(1) : String(bytes.int(in: -3...8))
        return "(\(low))\(bytes.chance(oneIn: 2) ? "..." : "..<")(\(high))"
    }

    /// A statement inside a block: what it binds is out of scope after the block.
    private mutating func nested(_ depth: Int) {
        let bound = integers
        statement(depth)
        integers = bound
    }

    /// One statement (with `depth` levels of nesting left).
    mutating func statement(_ depth: Int) {
        let name = fresh()
        switch bytes.int(in: 0...16) {
        case 0, 1:
            lines.append("var \(name) = \(integer())")
            integers.append(name)
        case 2:
            guard let target = integers.last, target != "sectionIndex" else { return statement(depth) }
            lines.append("\(target) \(pick(["+=", "-=", "*=", "/="])) \(integer(1))")
        case 3 where depth > 0:
            lines.append("var \(name) = 0")
            lines.append("for i in \(range())\(bytes.chance(oneIn: 3) ? " where i % 2 == 0" : "") {")
            integers.append("i")
            lines.append("\(name) += i")
            if bytes.chance(oneIn: 3) { lines.append("if i > \(integer(1)) { \(pick(["break", "continue"])) }") }
            if bytes.chance(oneIn: 2) { nested(depth - 1) }
            integers.removeLast()
            lines.append("}")
            integers.append(name)
        case 4 where depth > 0:
            lines.append("var \(name) = \(bytes.int(in: 0...5))")
            let repeating = bytes.chance(oneIn: 2)
            lines.append(repeating ? "repeat {" : "while \(name) < \(integer(1)) {")
            lines.append("\(name) += \(bytes.int(in: 0...3))")
            if bytes.chance(oneIn: 2) { nested(depth - 1) }
            lines.append(repeating ? "} while \(name) < \(integer(1))" : "}")
            integers.append(name)
        case 5 where depth > 0:
            lines.append("switch \(integer(1)) {")
            for _ in 0..<bytes.int(in: 1...3) {
                lines.append("case \(bytes.chance(oneIn: 2) ? range() : integer(0)):")
                nested(depth - 1)
            }
            lines.append("default: break")
            lines.append("}")
        case 6:
            let closure = pick(["{ $0 * 2 }", "{ x in x + 1 }", "{ $0 }"])
            lines.append("let \(name) = (\(range())).map \(closure).filter { $0 % 2 == 0 }.reduce(0) { $0 + $1 }")
            integers.append(name)
        case 7:
            lines.append("let \(name) = Array(repeating: \(integer(0)), count: \(integer(1))).count")
            integers.append(name)
        case 8:
            lines.append("let \(name) = \"kind-\\(\(integer(1)))-\\(\(floating()))\"")
        case 9:
            lines.append("let \(name) = Kind.allCases[\(integer(1))].rawValue")
            integers.append(name)
        case 10:
            lines.append(pick(["print(\(integer(1)))", "collectionView.register(Cell.self, forCellWithReuseIdentifier: \"c\")", "view.addSubview(x)"]))
        case 11 where depth > 0:
            // A for-in over an array literal or over an enum's allCases.
            lines.append("var \(name) = 0")
            switch bytes.int(in: 0...2) {
            case 0:
                lines.append("for x in [\((0..<bytes.int(in: 0...4)).map { _ in integer(1) }.joined(separator: ", "))] {")
                integers.append("x")
                lines.append("\(name) += x")
            case 1 where hasBig:
                lines.append("for b in Big.allCases {")
                integers.append("b.rawValue")
                lines.append("\(name) += b.rawValue % 7")
            default:
                lines.append("for (i, k) in Kind.allCases.enumerated() {")
                integers.append("i")
                lines.append("\(name) += i + k.rawValue")
            }
            if bytes.chance(oneIn: 2) { nested(depth - 1) }
            integers.removeLast()
            lines.append("}")
            integers.append(name)
        case 12 where depth > 0:
            // forEach with a closure that changes a captured variable.
            lines.append("var \(name) = \(integer(0))")
            let sequence = bytes.chance(oneIn: 2) ? "(\(range()))" : "[\(integer(1)), \(integer(1))]"
            lines.append("\(sequence).forEach { e in")
            integers.append("e")
            lines.append("\(name) \(pick(["+=", "-=", "*="])) e")
            if bytes.chance(oneIn: 3) { nested(depth - 1) }
            integers.removeLast()
            lines.append("}")
            integers.append(name)
        case 13:
            // Nested closures: a closure inside a closure's body, capturing the outer's parameter.
            let inner = pick(["{ b in a * b }", "{ a + $0 }", "{ b in [a, b].map { $0 - 1 }.reduce(0, +) }"])
            lines.append("let \(name) = (\(range())).map { a in (\(range())).map \(inner).reduce(0, +) }.filter { $0 \(pick([">", "<", "!="])) \(integer(0)) }.count")
            integers.append(name)
        case 14:
            // A closure bound to a name and called, perhaps from another closure.
            lines.append("let \(name)f = { (n: Int) -> Int in n \(pick(Self.operators)) \(integer(0)) }")
            lines.append("let \(name) = [\(integer(1)), \(integer(1))].map { \(name)f($0) }.reduce(\(integer(0))) { $0 + $1 }")
            integers.append(name)
        case 15:
            lines.append("let \(name) = \(hasBig ? "Big" : "Kind").allCases.count \(pick(Self.operators)) \(integer(1))")
            integers.append(name)
        default:
            lines.append("let \(name) = helper(\(integer(1))) + helper(label: \(integer(0)))")
            integers.append(name)
        }
    }

    /// The enum `Big`, of a number of cases the bytes choose: from a few to
    /// past ``tokenLimit`` (each case is two tokens, a name and a comma).
    mutating func bigEnum() -> String {
        let count = bytes.chance(oneIn: 4) ? Self.tokenLimit / 2 - 300 + bytes.int(in: 0...300) : bytes.int(in: 1...64)
        return "enum Big: Int, CaseIterable { case " + (0..<count).map { "b\($0)" }.joined(separator: ", ") + " }\n"
    }

    /// A section: an item, a group, perhaps a header, from generated values.
    mutating func section(indent: String) -> [String] {
        var out: [String] = []
        let dimension = { (g: inout SwiftLayoutGenerator) -> String in
            g.pick([".fractionalWidth(\(g.floating()))", ".fractionalHeight(\(g.floating()))", ".absolute(\(g.floating()))", ".estimated(\(g.floating()))"])
        }
        out.append("let itemSize = NSCollectionLayoutSize(widthDimension: \(dimension(&self)), heightDimension: \(dimension(&self)))")
        out.append("let item = NSCollectionLayoutItem(layoutSize: itemSize)")
        if bytes.chance(oneIn: 3) { out.append("item.contentInsets = NSDirectionalEdgeInsets(top: \(floating()), leading: 1, bottom: 2, trailing: \(floating()))") }
        out.append("let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: \(dimension(&self)))")
        if bytes.chance(oneIn: 2) {
            out.append("let group = NSCollectionLayoutGroup.\(pick(["horizontal", "vertical"]))(layoutSize: groupSize, repeatingSubitem: item, count: \(integer(1)))")
        } else {
            out.append("let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item])")
        }
        out.append("let section = NSCollectionLayoutSection(group: group)")
        if bytes.chance(oneIn: 2) { out.append("section.interGroupSpacing = \(floating())") }
        if bytes.chance(oneIn: 3) {
            out.append("let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: groupSize, elementKind: \"h\\(\(integer(1)))\", alignment: .top)")
            out.append("section.boundarySupplementaryItems = [header]")
        }
        return out.map { indent + $0 }
    }

    /// The whole code: one file, or several separated by NUL bytes (the
    /// harness reads them as one module).
    mutating func file() -> String {
        integers = []
        hasBig = bytes.chance(oneIn: 4)
        // Declarations, each put in the main file or a file of its own.
        var declarations = ["import UIKit\nenum Kind: Int, CaseIterable { case a, b\(bytes.chance(oneIn: 2) ? ", c = \(integer(0))" : "") }\n"]
        declarations.append("func helper(_ n: Int) -> Int { n \(pick(Self.operators)) \(integer(0)) }\n")
        declarations.append("func helper(label n: Int) -> Int { \(bytes.chance(oneIn: 8) ? "helper(n)" : "n") }\n")
        if hasBig { declarations.append(bigEnum()) }
        var text = ""
        var others: [String] = []
        for declaration in declarations {
            if bytes.chance(oneIn: 3) { others.append(declaration) } else { text += declaration }
        }
        let kind = bytes.int(in: 0...2)
        var body: [String] = []
        let count = bytes.int(in: 0...6)
        if kind == 1 {
            // A section provider: the statements run for every section.
            inProvider = true
            integers = ["sectionIndex"]
            for _ in 0..<count { statement(2) }
            body = ["return UICollectionViewCompositionalLayout { sectionIndex, environment in"] + lines.map { "    " + $0 }
                + section(indent: "    ") + ["    return section", "}"]
        } else {
            integers = []
            for _ in 0..<count { statement(2) }
            body = lines
            if kind == 0 {
                body += section(indent: "") + ["return UICollectionViewCompositionalLayout(section: section)"]
            } else {
                body += ["let layout = UICollectionViewFlowLayout()", "layout.itemSize = CGSize(width: \(floating()), height: \(floating()))",
                         "layout.minimumLineSpacing = \(floating())", "return layout"]
            }
        }
        text += "func createLayout() -> UICollectionViewLayout {\n" + body.map { "    " + $0 }.joined(separator: "\n") + "\n}\n"
        // The layout's file first or last among the others.
        let files = bytes.chance(oneIn: 2) ? [text] + others : others + [text]
        return files.joined(separator: "\0")
    }
}
