import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// A diffable data source read in a section provider: the data file names
/// its sections (`"identifier"`), and the provider's
/// `dataSource.snapshot().sectionIdentifiers[sectionIndex]`,
/// `sectionIdentifier(for:)`, `numberOfItems(inSection:)` and
/// `numberOfSections` read them.
@Suite("Swift in: a diffable data source's sections")
struct SwiftDataSourceTests {
    /// The frames of every item of `source`'s layout laid out on `data` (JSON).
    static func frames(_ source: String, data: String) throws -> [ItemPath: Rect] {
        let description = try SwiftLayoutSource.read(source, path: "ds.swift")
        let dataSource = try DataSource(json: Array(data.utf8), file: "data.json")
        let engine = try LayoutEngine(layout: try description.descriptor.makeLayout(), dataSource: dataSource, environment: LayoutEnvironment())
        try engine.prepare()
        var frames: [ItemPath: Rect] = [:]
        for section in 0..<dataSource.numberOfSections {
            for item in 0..<dataSource.numberOfItems(inSection: section) {
                frames[ItemPath(section, item)] = try #require(try engine.layoutAttributesForItem(at: ItemPath(section, item))).frame
            }
        }
        return frames
    }

    static func failure(_ source: String, data: String) -> String? {
        do {
            _ = try frames(source, data: data)
            return nil
        } catch {
            return "\(error)"
        }
    }

    static func fixture(_ name: String) throws -> String {
        try String(contentsOfFile: SwiftEntryPointTests.folder.appendingPathComponent(name).path, encoding: .utf8)
    }

    @Test("a provider switching on the snapshot's section identifier lays the sections out in the data's order")
    func snapshotIdentifiers() throws {
        let frames = try Self.frames(try Self.fixture("real/diffable-sections.swift"), data: try Self.fixture("real/diffable-sections.json"))
        #expect(frames[ItemPath(0, 0)] == Rect(x: 0, y: 0, width: 195, height: 100))
        #expect(frames[ItemPath(0, 3)] == Rect(x: 195, y: 100, width: 195, height: 100))
        #expect(frames[ItemPath(1, 0)] == Rect(x: 0, y: 200, width: 390, height: 200))
        #expect(frames[ItemPath(2, 0)] == Rect(x: 0, y: 400, width: 130, height: 80))
        #expect(frames[ItemPath(2, 2)] == Rect(x: 260, y: 400, width: 130, height: 80))
        #expect(frames[ItemPath(2, 4)] == Rect(x: 130, y: 480, width: 130, height: 80))
    }

    @Test("a provider that reads an identifier the data does not give is one error naming it and what to write")
    func missingIdentifier() throws {
        let source = try Self.fixture("real/diffable-sections.swift")
        for data in [#"{"sections": [{"count": 2}]}"#, #"{"sections": [{"identifier": "all", "count": 2}, {"count": 1}]}"#, "[1, 2]"] {
            let message = try #require(Self.failure(source, data: data))
            #expect(message.hasPrefix("ds.swift:39:"), "\(message)")
            #expect(message.contains("identifier, and the data gives it none"), "\(message)")
            #expect(message.contains(#""identifier": "#), "\(message)")
            #expect(!message.contains("\n"))
        }
        let unknown = try #require(Self.failure(source, data: #"{"sections": [{"identifier": "podcasts", "count": 2}]}"#))
        #expect(unknown.contains("'podcasts' is not a case of 'LibrarySection'"), "\(unknown)")
    }

    @Test("sectionIdentifier(for:), raw values, Int and String section types, counts")
    func otherReads() throws {
        let raw = """
        enum Kind: Int { case grid = 7, list = 9 }
        final class VC: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Kind, Int>?
            func createLayout() -> UICollectionViewLayout {
                return UICollectionViewCompositionalLayout { index, _ in
                    guard let kind = self.dataSource?.sectionIdentifier(for: index) else { fatalError() }
                    let sections = self.dataSource!.snapshot().sectionIdentifiers.count
                    let total = collectionView.numberOfItems(inSection: index) + dataSource!.snapshot().numberOfSections
                    let width: CGFloat = kind == .grid ? 100 : CGFloat(sections * 10 + total)
                    let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(10)))
                    return NSCollectionLayoutSection(group: .horizontal(layoutSize: .init(widthDimension: .absolute(width), heightDimension: .absolute(10)), subitems: [item]))
                }
            }
        }
        """
        let frames = try Self.frames(raw, data: #"{"sections": [{"identifier": 7, "count": 1}, {"identifier": "list", "count": 3}]}"#)
        #expect(frames[ItemPath(0, 0)]?.size == Size(width: 100, height: 10))
        #expect(frames[ItemPath(1, 0)]?.size == Size(width: 25, height: 10))  // 2 sections × 10 + 3 items + 2 sections
        let strings = """
        let dataSource = UICollectionViewDiffableDataSource<String, Int>(collectionView: collectionView) { _, _, _ in nil }
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let name = dataSource.snapshot().sectionIdentifiers[index]
            let height: CGFloat = name == "tall" ? 90 : 30
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height))
            return NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
        }
        """
        let rows = try Self.frames(strings, data: #"{"sections": [{"identifier": "tall", "count": 1}, {"identifier": "short", "count": 1}]}"#)
        #expect(rows[ItemPath(1, 0)] == Rect(x: 0, y: 90, width: 390, height: 30))
    }

    @Test("the data file's section identifiers: strings or whole numbers, unique, in sections only")
    func dataFileIdentifiers() throws {
        let source = try DataSource(json: Array(#"{"sections": [{"identifier": "a", "count": 1}, {"count": 2}, {"identifier": 3, "items": [1]}]}"#.utf8))
        #expect(source.sectionIdentifiers == ["a", nil, "3"])
        #expect(source != DataSource(itemCounts: [1, 2, 1]))
        for (text, expected) in [
            (#"{"sections": [{"identifier": "a", "count": 1}, {"identifier": "a", "count": 1}]}"#, #"1:63: $.sections[1].identifier: section identifier "a" is also section 0's"#),
            (#"{"sections": [{"identifier": true, "count": 1}]}"#, "$.sections[0].identifier: expected a section identifier"),
            (#"{"sections": [{"identifier": "", "count": 1}]}"#, "$.sections[0].identifier: expected a section identifier"),
            (#"{"sections": [{"identifier": 1.5, "count": 1}]}"#, "$.sections[0].identifier: expected a section identifier"),
            (#"{"identifier": "a", "count": 1}"#, "$.identifier: unknown key"),
        ] {
            do {
                _ = try DataSource(json: Array(text.utf8), file: "d.json")
                Issue.record("expected \(expected)")
            } catch {
                #expect("\(error)".contains(expected), "\(error)")
            }
        }
    }

    @Test("outside a section provider the data source is not known: one error saying where to read it")
    func outsideProvider() throws {
        let source = """
        final class VC: UIViewController {
            var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
            func createLayout() -> UICollectionViewLayout {
                let count = dataSource.snapshot().numberOfSections
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(CGFloat(count)))
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])))
            }
        }
        """
        let message = try #require(SwiftEntryPointTests.failureOf(source))
        #expect(message.hasPrefix("bad.swift:4:21:"), "\(message)")
        #expect(message.contains("outside a section provider"), "\(message)")
    }
}
