// The structure-aware mode of FuzzSwiftReader: the fuzzer's bytes are
// decisions that generate valid Swift layout code (compositional items,
// groups and sections, section providers, flow layouts; ranges the right
// way round and backwards, switches, arithmetic at the edges of Int,
// conversions, loops, closures over arrays, string interpolation), so that
// most inputs get past SwiftParser and reach the evaluator, where SwiftParser
// on random bytes rarely lets them.
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

    /// One statement (with `depth` levels of nesting left).
    mutating func statement(_ depth: Int) {
        let name = fresh()
        switch bytes.int(in: 0...11) {
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
            if bytes.chance(oneIn: 2) { statement(depth - 1) }
            integers.removeLast()
            lines.append("}")
            integers.append(name)
        case 4 where depth > 0:
            lines.append("var \(name) = \(bytes.int(in: 0...5))")
            let repeating = bytes.chance(oneIn: 2)
            lines.append(repeating ? "repeat {" : "while \(name) < \(integer(1)) {")
            lines.append("\(name) += \(bytes.int(in: 0...3))")
            if bytes.chance(oneIn: 2) { statement(depth - 1) }
            lines.append(repeating ? "} while \(name) < \(integer(1))" : "}")
            integers.append(name)
        case 5 where depth > 0:
            lines.append("switch \(integer(1)) {")
            for _ in 0..<bytes.int(in: 1...3) {
                lines.append("case \(bytes.chance(oneIn: 2) ? range() : integer(0)):")
                statement(depth - 1)
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
        default:
            lines.append("let \(name) = helper(\(integer(1))) + helper(label: \(integer(0)))")
            integers.append(name)
        }
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

    /// The whole file.
    mutating func file() -> String {
        integers = []
        var text = "import UIKit\nenum Kind: Int, CaseIterable { case a, b\(bytes.chance(oneIn: 2) ? ", c = \(integer(0))" : "") }\n"
        text += "func helper(_ n: Int) -> Int { n \(pick(Self.operators)) \(integer(0)) }\n"
        text += "func helper(label n: Int) -> Int { \(bytes.chance(oneIn: 8) ? "helper(n)" : "n") }\n"
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
        return text
    }
}
