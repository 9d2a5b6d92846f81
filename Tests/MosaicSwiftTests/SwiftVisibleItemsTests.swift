import Dispatch
import Mosaic
@testable import MosaicSwift
import MosaicTestSupport
import Synchronization
import Testing

/// `section.visibleItemsInvalidationHandler = { items, offset, environment in … }`
/// read from Swift: Tests/Fixtures/swift/carousel.swift answers every query
/// as a whole prepare at the same offset does, for random offsets,
/// viewports and data; batch updates animate from and to the same
/// attributes; items are changed in place (forEach and for-in); and what a
/// handler may not do is an error at its line, under the reader's limits.
@Suite struct SwiftVisibleItemsTests {
    static let carouselPath = "Tests/Fixtures/swift/carousel.swift"

    static func configuration(_ source: String, path: String = "carousel.swift") throws -> CompositionalConfiguration {
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: path) else {
            throw SwiftSourceError(file: path, line: 0, column: 0, message: "not a compositional layout")
        }
        return configuration
    }

    static func carousel() throws -> CompositionalConfiguration {
        let root = #filePath.components(separatedBy: "/Tests/").first!
        return try configuration(try String(contentsOfFile: root + "/" + carouselPath, encoding: .utf8), path: carouselPath)
    }

    /// A horizontal layout of 100-point cards whose handler runs `body` on each `item`.
    static func handler(_ body: String, loop: String = "items.forEach { item in") -> String {
        """
        import UIKit
        func createLayout() -> UICollectionViewLayout {
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                \(loop)
                    \(body)
                }
            }
            return UICollectionViewCompositionalLayout(section: section)
        }
        """
    }

    @Test(arguments: [UInt64(1), 2, 3, 0x5EED_CAFE])
    func theCarouselsVisiblePathEqualsAWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let layout = CompositionalLayout(configuration: try Self.carousel())
        for _ in 0..<4 {
            let counts = (0..<(1 + Int(random.next() % 3))).map { _ in [0, 1, 6, 60][Int(random.next() % 4)] }
            let environment = LayoutEnvironment(viewport: Size(width: [390, 160, 1024][Int(random.next() % 3)], height: [844, 500][Int(random.next() % 2)]))
            let data = DataSource(itemCounts: counts)
            let split = try LayoutEngine(layout: layout, dataSource: data, environment: environment)
            let whole = try LayoutEngine(layout: WholePrepare(layout), dataSource: data, environment: environment)
            let size = try split.contentSize()
            for _ in 0..<4 {
                let offset = Point(x: random.nextDouble(in: -100...(size.width + 100)), y: random.nextDouble(in: -50...50))
                let differences = try ScrollEquivalence.differences(split, whole, offset: offset, random: &random)
                #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
            }
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func batchUpdatesAnimateFromAndToTheWholePrepare(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        let layout = CompositionalLayout(configuration: try Self.carousel())
        let count = 5 + Int(random.next() % 40)
        let environment = LayoutEnvironment(contentOffset: Point(x: random.nextDouble(in: 0...Double(count * 150)), y: 0))
        let split = try LayoutEngine(layout: layout, dataSource: DataSource(count: count), environment: environment)
        let whole = try LayoutEngine(layout: WholePrepare(layout), dataSource: DataSource(count: count), environment: environment)
        let differences = try ScrollEquivalence.randomUpdateDifferences(split, whole, count: count, random: &random)
        #expect(differences.isEmpty, "\(differences.joined(separator: "\n"))")
    }

    /// The carousel scales the card at the middle up and the others down.
    @Test func theCarouselScalesTowardTheMiddle() throws {
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: try Self.carousel()), dataSource: DataSource(count: 1000),
                                      environment: LayoutEnvironment(contentOffset: Point(x: 600, y: 0)))
        let visible = try engine.visibleElements()
        #expect(visible.contains { $0.transform.scaleX > 1 && $0.alpha > 0.9 })
        #expect(visible.contains { $0.transform.scaleX == 0.7 && $0.transform.scaleY == 0.7 })
    }

    @Test(arguments: [
        ("items.forEach { item in", "item.transform = CGAffineTransform(rotationAngle: 0.5)", Transform(rotation: 0.5)),
        ("for item in items {", "item.transform = CGAffineTransform(translationX: 3, y: 4)", Transform(translateX: 3, translateY: 4)),
        ("items.forEach { item in", "item.transform = .identity\nitem.transform = CGAffineTransform(scaleX: 2, y: 0.5)", Transform(scaleX: 2, scaleY: 0.5)),
    ])
    func itemsChangeInPlace(loop: String, body: String, expected: Transform) throws {
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: try Self.configuration(Self.handler(body, loop: loop))), dataSource: DataSource(count: 3))
        for cell in try engine.allElements() { #expect(cell.transform == expected) }
    }

    @Test func theHandlerReadsTheItemOffsetAndEnvironment() throws {
        let body = "item.zIndex = Int(item.frame.minX + offset.y + environment.container.contentSize.width)\nitem.center = CGPoint(x: item.center.x, y: item.center.y + 10)\nitem.alpha = item.isHidden ? 0 : 0.5"
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: try Self.configuration(Self.handler(body))), dataSource: DataSource(count: 3),
                                      environment: LayoutEnvironment(contentOffset: Point(x: 0, y: 7)))
        let cell = try #require(try engine.layoutAttributesForItem(at: ItemPath(item: 2, section: 0)))
        #expect(cell.zIndex == 0 + 7 + 390)  // a vertical layout: item 2 is at y = 200
        #expect(cell.frame == Rect(x: 0, y: 210, width: 100, height: 100))
        #expect(cell.alpha == 0.5)
    }

    @Test(arguments: [
        ("item.alpha = 2", "alpha"),
        ("item.isHidden = true", "setting 'isHidden' of NSCollectionLayoutVisibleItem is not supported"),
        ("item.frame = item.frame", "setting 'frame'"),
        ("item.transform = 3", "takes a CGAffineTransform"),
        ("item.center = CGPoint(x: 1e9, y: 0)", "at most one viewport"),
        ("let x = item.colour", "'colour' of NSCollectionLayoutVisibleItem is not supported"),
        ("var n = 0\nwhile true { n += 1 }", "visibleItemsInvalidationHandler, section 0"),
    ])
    func whatAHandlerMayNotDoIsAnErrorAtItsLine(body: String, says: String) throws {
        let engine = try LayoutEngine(layout: CompositionalLayout(configuration: try Self.configuration(Self.handler(body))), dataSource: DataSource(count: 3))
        #expect {
            _ = try engine.visibleElements()
        } throws: { error in
            "\(error)".contains(says) && ("\(error)".contains("carousel.swift:") || "\(error)".contains("'carousel.swift:"))
        }
    }

    /// A handler that changes a variable it captured changes its own copy,
    /// each call afresh: the same query gives the same answer however many
    /// queries came before it, on however many threads.
    @Test func aHandlerChangesItsOwnCopyOfWhatItCaptured() throws {
        let source = Self.handler("calls += 1\nitem.zIndex = calls")
            .replacingOccurrences(of: "section.visibleItemsInvalidationHandler = {", with: "var calls = 0\nsection.visibleItemsInvalidationHandler = {")
        let layout = CompositionalLayout(configuration: try Self.configuration(source))
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: 3))
        let first = try engine.visibleElements()
        #expect(first.map(\.zIndex) == [1, 2, 3])
        for _ in 0..<3 { #expect(try engine.visibleElements() == first) }
        // Engines on other threads share the layout, not the variable.
        let answers = Mutex<[[LayoutAttributes]]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let other = try? LayoutEngine(layout: layout, dataSource: DataSource(count: 3))
            let visible = (try? other?.visibleElements()) ?? []
            answers.withLock { $0.append(visible) }
        }
        for visible in answers.withLock({ $0 }) { #expect(visible == first) }
    }

    @Test func aHandlerMustBeAClosure() throws {
        let source = Self.handler("").replacingOccurrences(of: "section.visibleItemsInvalidationHandler = {", with: "section.visibleItemsInvalidationHandler = 3\nlet unused = {")
        #expect(throws: SwiftSourceError.self) { _ = try Self.configuration(source) }
    }
}
