import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// The statements and expressions real layout code uses: loops, closures
/// over arrays, string interpolation, integer literals typed by their
/// context, overloads told apart by labels, computed properties, and the
/// statements with no geometry that sit among layout code.
@Suite("Swift in: the language real files use")
struct SwiftLanguageTests {
    /// The flow layout's parameters the file describes.
    static func flow(_ body: String, extra: String = "") throws -> Parameters {
        let source = "import UIKit\n\(extra)\nfunc createLayout() -> UICollectionViewLayout {\n    let layout = UICollectionViewFlowLayout()\n\(body)\n    return layout\n}\n"
        guard case .flow(let parameters) = try SwiftLayoutSource.read(source, path: "f.swift") else {
            throw SwiftSourceError(file: "f.swift", line: 0, column: 0, message: "not a flow layout")
        }
        return parameters
    }

    /// The line spacing the body sets from `value`.
    static func spacing(_ body: String, extra: String = "") throws -> ParameterValue? {
        try flow(body + "\nlayout.minimumLineSpacing = CGFloat(value)", extra: extra)["lineSpacing"]
    }

    @Test("for-in over ranges and arrays, with where, break and continue", arguments: [
        ("var value = 0\nfor i in 0..<5 { value += i }", 10.0),
        ("var value = 0\nfor i in 1...5 where i % 2 == 1 { value += i }", 9),
        ("var value = 0\nfor i in 0..<100 { if i == 4 { break }\nvalue += i }", 6),
        ("var value = 0\nfor i in 0..<6 { if i < 3 { continue }\nvalue += i }", 12),
        ("var value = 0\nfor x in [4, 5, 6] { value += x }", 15),
        ("var value = 0\nfor (index, x) in [10, 20].enumerated() { value += index * x }", 20),
        ("var value = 0\nfor i in 0..<3 { switch i { case 1: break\ndefault: value += 1 } }", 2),
        ("var value = 0\nfor _ in 0..<3 { for j in 0..<3 { if j == 1 { break }\nvalue += 1 } }", 3),
        ("var value = 0\nwhile value < 7 { value += 2 }", 8),
        ("var value = 0\nrepeat { value += 5 } while value < 3", 5),
        ("var value = 0\nwhile true { value += 1\nif value == 3 { break } }", 3),
    ])
    func loops(body: String, expected: Double) throws {
        #expect(try Self.spacing(body) == .number(expected))
    }

    @Test("map, forEach, filter, compactMap, reduce with trailing closures and $0; append", arguments: [
        ("let value = [1, 2, 3].map { $0 * 2 }.reduce(0, +)", 12.0),
        ("let value = [1, 2, 3].map { x in x * 2 }.reduce(0) { $0 + $1 }", 12),
        ("let value = (0..<10).filter { $0 % 3 == 0 }.count", 4),
        ("let value = [1, 2, 3].compactMap { $0 == 2 ? nil : $0 }.reduce(0) { a, b in a + b }", 4),
        ("var value = 0\n[1, 2, 3].forEach { value += $0 }", 6),
        ("var list: [Int] = []\nfor i in 0..<4 { list.append(i) }\nlist.append(contentsOf: [10])\nlet value = list.reduce(0) { $0 + $1 }", 16),
        ("let value = [3, 1, 2].map({ $0 + 1 }).first!", 4),
        ("let value = Array(repeating: 2, count: 3).reduce(0) { $0 + $1 }", 6),
        ("let value = [5, 6].reversed().first!", 6),
        ("let value = [1, 2].contains(2) ? 1 : 0", 1),
    ])
    func arrays(body: String, expected: Double) throws {
        #expect(try Self.spacing(body) == .number(expected))
    }

    @Test("string interpolation and + make element kinds")
    func interpolatedKinds() throws {
        let source = """
            import UIKit
            enum Tab: Int { case home, search }
            func createLayout() -> UICollectionViewLayout {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
                let tab = Tab.search
                let count = 2
                let ratio: CGFloat = 1.5
                let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "header-\\(tab)-\\(count)-\\(ratio)-\\(count > 1)", alignment: .top)
                let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: size, elementKind: "foot" + "er\\t", alignment: .bottom)
                let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
                section.boundarySupplementaryItems = [header, footer]
                return UICollectionViewCompositionalLayout(section: section)
            }
            """
        let message = SwiftLayoutSourceTests.failure(source)
        // The tab in the footer's kind is a control character: refused at its path, so the kinds were built.
        #expect(message?.contains("footer\\t") == true, "\(message ?? "no error")")
        let good = source.replacingOccurrences(of: "\"er\\t\"", with: "\"er\"")
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(good, path: "k.swift"),
              case .uniform(let section) = configuration.sections else {
            Issue.record("not a uniform compositional layout")
            return
        }
        #expect(section.boundarySupplementaryItems.map(\.elementKind) == ["header-search-2-1.5-true", "footer"])
    }

    @Test("integer literals in a floating context are floating: .fractionalWidth(1/3) is a third")
    func literalTyping() throws {
        let source = """
            import UIKit
            func createLayout() -> UICollectionViewLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1/3), heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 1/2, leading: 3/2, bottom: 0, trailing: 0)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10/4)), subitems: [item])
                group.interItemSpacing = .fixed(5/2)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            """
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "t.swift"),
              case .uniform(let section) = configuration.sections,
              case .horizontal(.repeating(let subitems)) = section.group.arrangement,
              case .item(let item)? = subitems.first else {
            Issue.record("not the layout written")
            return
        }
        #expect(item.layoutSize.widthDimension == .fractionalWidth(1.0 / 3.0))
        #expect(item.contentInsets == Insets(top: 0.5, left: 1.5, bottom: 0, right: 0))
        #expect(section.group.layoutSize.heightDimension == .absolute(2.5))
        #expect(section.group.interItemSpacing == .fixed(2.5))
        // An Int stays an Int: 7 / 2 is 3 where Swift infers Int.
        #expect(try Self.spacing("let half = 7 / 2\nlet value = half") == .number(3))
    }

    /// `CGFloat(…)`, `Double(…)` and `Float(…)` are overloaded on Int, so a
    /// literal expression in them is an Int expression (the compiler's
    /// default literal type), and an Int divides as integers before it is
    /// converted: none of these is 4.5.
    @Test("a conversion's argument keeps Swift's integer arithmetic", arguments: [
        ("let n = 9\nlet value = CGFloat(n / 2)", 4.0),
        ("let n: Int = 9\nlet value = CGFloat(n / 2 * 2)", 8),
        ("let value = CGFloat(9 / 2)", 4),
        ("let value = Double(9 / 2)", 4),
        ("let items = [9]\nlet value = CGFloat(items[0] / 2)", 4),
        ("let value = CGFloat(4.5)", 4.5),
        ("let n = 9\nlet value = CGFloat(n % 7 + 1) * 10", 30),
        ("let n = 9\nlet value = CGFloat(n) / 2", 4.5),
    ])
    func conversionArguments(body: String, expected: Double) throws {
        #expect(try Self.spacing(body) == .number(expected))
    }

    @Test("overloaded functions are told apart by their argument labels")
    func overloads() throws {
        let extra = """
            func spacing(_ base: Int) -> Int { base * 2 }
            func spacing(forColumns columns: Int) -> Int { columns * 10 }
            func spacing(forColumns columns: Int, extra: Int = 1) -> Int { columns * 100 + extra }
            func spacing(rows: Int, _ closure: (Int) -> Int) -> Int { closure(rows) }
            """
        #expect(try Self.spacing("let value = spacing(3)", extra: extra) == .number(6))
        #expect(try Self.spacing("let value = spacing(forColumns: 3)", extra: extra) == .number(30))
        #expect(try Self.spacing("let value = spacing(forColumns: 3, extra: 4)", extra: extra) == .number(304))
        #expect(try Self.spacing("let value = spacing(rows: 3) { $0 + 1 }", extra: extra) == .number(4))
    }

    @Test("an item, a group or a size defined as a computed property or a lazy closure is read")
    func computedProperties() throws {
        let source = """
            import UIKit
            final class ViewController {
                var itemSize: NSCollectionLayoutSize {
                    NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1))
                }
                var item: NSCollectionLayoutItem {
                    let item = NSCollectionLayoutItem(layoutSize: itemSize)
                    item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
                    return item
                }
                lazy var group: NSCollectionLayoutGroup = {
                    NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [self.item])
                }()
                var spacing: CGFloat { get { 1 / 2 } }
                func createLayout() -> UICollectionViewLayout {
                    let section = NSCollectionLayoutSection(group: group)
                    section.interGroupSpacing = spacing
                    return UICollectionViewCompositionalLayout(section: section)
                }
            }
            """
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "c.swift"),
              case .uniform(let section) = configuration.sections,
              case .horizontal(.repeating(let subitems)) = section.group.arrangement,
              case .item(let item)? = subitems.first else {
            Issue.record("not the layout written")
            return
        }
        #expect(item.contentInsets == Insets(top: 2, left: 2, bottom: 2, right: 2))
        #expect(section.interGroupSpacing == 0.5)
        #expect(SwiftLayoutSourceTests.failure("var a: Int { b }\nvar b: Int { a }\n" + Self.flowSource("layout.minimumLineSpacing = CGFloat(a)"))?.contains("is defined by itself") == true)
    }

    static func flowSource(_ body: String) -> String {
        "func createLayout() -> UICollectionViewLayout {\nlet layout = UICollectionViewFlowLayout()\n\(body)\nreturn layout\n}\n"
    }

    @Test("statements with no geometry are skipped; unknown calls on layout objects stay errors")
    func statementsWithoutGeometry() throws {
        let body = """
            print("making the layout", 3)
            debugPrint(layout)
            collectionView.register(Cell.self, forCellWithReuseIdentifier: "cell")
            collectionView.delegate = self
            self.collectionView.dataSource = self
            view.addSubview(collectionView)
            collectionView.backgroundColor = .systemBackground
            layout.register(BackgroundView.self, forDecorationViewOfKind: "background")
            layout.minimumLineSpacing = 7
            """
        #expect(try Self.flow(body)["lineSpacing"] == .number(7))
        let unknown = SwiftLayoutSourceTests.failure("import UIKit\n" + Self.flowSource("layout.doSomethingUnknown(3)"))
        #expect(unknown?.contains("calling 'doSomethingUnknown' on UICollectionViewFlowLayout is not supported") == true, "\(unknown ?? "no error")")
        let property = SwiftLayoutSourceTests.failure("import UIKit\n" + Self.flowSource("layout.unknownProperty = 3"))
        #expect(property?.contains("'unknownProperty'") == true, "\(property ?? "no error")")
        // A name the code binds is not skipped: its call is evaluated (and refused).
        let bound = SwiftLayoutSourceTests.failure("import UIKit\n" + Self.flowSource("let size = CGSize(width: 1, height: 1)\nsize.register(3)"))
        #expect(bound?.contains("calling 'register' on CGSize is not supported") == true, "\(bound ?? "no error")")
    }
}
