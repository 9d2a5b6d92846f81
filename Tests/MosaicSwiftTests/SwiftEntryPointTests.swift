import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// Real files as people write them (`Tests/Fixtures/swift/real`, `home`):
/// the layout wherever the file makes it, the app's environment read as
/// the view options, names from other files, and a choice among several
/// layouts. Every frame was worked out by hand (the fixtures' comments).
@Suite("Swift in: entry points, environment and several files")
struct SwiftEntryPointTests {
    static let folder = SwiftWriterFixtures.packageRoot.appendingPathComponent("Tests/Fixtures/swift")

    static func text(_ name: String) throws -> SwiftSourceText {
        SwiftSourceText(path: name, text: try String(contentsOfFile: folder.appendingPathComponent(name).path, encoding: .utf8))
    }

    /// The layout the files describe, made.
    static func layout(_ names: [String], selector: String? = nil, environment: LayoutEnvironment = LayoutEnvironment()) throws -> any CollectionLayout {
        let files = try names.map(text)
        let description = try SwiftLayoutSource.read(files: files, selector: selector.map { try SwiftLayoutSelector($0) }, environment: environment)
        return try description.descriptor.makeLayout()
    }

    /// The frames of the first items of each section.
    static func frames(_ layout: any CollectionLayout, counts: [Int], environment: LayoutEnvironment = LayoutEnvironment()) throws -> [ItemPath: Rect] {
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(itemCounts: counts), environment: environment)
        try engine.prepare()
        var frames: [ItemPath: Rect] = [:]
        for (section, count) in counts.enumerated() {
            for item in 0..<count {
                let path = ItemPath(section, item)
                frames[path] = try #require(try engine.layoutAttributesForItem(at: path)).frame
            }
        }
        return frames
    }

    static func failure(_ names: [String], selector: String? = nil) -> String? {
        do {
            _ = try layout(names, selector: selector)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @Test("a flow layout made only of UICollectionViewDelegateFlowLayout methods is their default flow layout")
    func delegateOnlyFlow() throws {
        let frames = try Self.frames(Self.layout(["real/delegate-only-flow.swift"]), counts: [5])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 10, y: 10, width: 180, height: 180))
        #expect(frames[ItemPath(0, 1)] == Rect(x: 200, y: 10, width: 180, height: 180))
        #expect(frames[ItemPath(0, 2)] == Rect(x: 10, y: 200, width: 180, height: 180))
        // collectionView.bounds is the viewport: 600 wide gives 285-point squares.
        let wide = LayoutEnvironment(viewport: Size(width: 600, height: 800))
        let wideFrames = try Self.frames(Self.layout(["real/delegate-only-flow.swift"], environment: wide), counts: [3], environment: wide)
        #expect(wideFrames[ItemPath(0, 1)] == Rect(x: 305, y: 10, width: 285, height: 285))
    }

    @Test("a storyboard's flow layout configured in viewDidLoad through a cast, with its delegate (not a default layout)")
    func storyboardFlow() throws {
        let frames = try Self.frames(Self.layout(["real/storyboard-flow.swift"]), counts: [3])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 16, y: 16, width: 175, height: 100))
        #expect(frames[ItemPath(0, 1)] == Rect(x: 199, y: 16, width: 175, height: 100))
        #expect(frames[ItemPath(0, 2)] == Rect(x: 16, y: 128, width: 175, height: 100))
        // The let and guard forms.
        for form in ["let layout = collectionView.collectionViewLayout as! UICollectionViewFlowLayout",
                     "guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }"] {
            let source = """
            import UIKit
            final class VC: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(form)
                    layout.itemSize = CGSize(width: 120, height: 80)
                    layout.minimumInteritemSpacing = 0
                    view.backgroundColor = .white
                }
            }
            """
            let description = try SwiftLayoutSource.read(source, path: "vc.swift")
            // Three 120-point items fill a line: (390 - 360) / 2 = 15 between them.
            let frames = try Self.frames(description.descriptor.makeLayout(), counts: [3])
            #expect(frames[ItemPath(0, 1)] == Rect(x: 135, y: 0, width: 120, height: 80), "\(form)")
            #expect(frames[ItemPath(0, 2)] == Rect(x: 270, y: 0, width: 120, height: 80), "\(form)")
        }
    }

    @Test("a UICollectionViewFlowLayout subclass configured in prepare() from the collection view's bounds")
    func flowSubclassPrepare() throws {
        let frames = try Self.frames(Self.layout(["real/flow-subclass-prepare.swift"]), counts: [7])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 0, y: 0, width: 78, height: 78))
        #expect(frames[ItemPath(0, 4)] == Rect(x: 312, y: 0, width: 78, height: 78))
        #expect(frames[ItemPath(0, 5)] == Rect(x: 0, y: 78, width: 78, height: 78))
    }

    @Test("a flow layout subclass configured in its init (defaults used, or the arguments #NAME(…) gives) and prepare()")
    func flowSubclassInit() throws {
        let frames = try Self.frames(Self.layout(["real/flow-subclass-init.swift"]), counts: [4])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 15, y: 15, width: 110, height: 165))
        #expect(frames[ItemPath(0, 2)] == Rect(x: 265, y: 15, width: 110, height: 165))
        #expect(frames[ItemPath(0, 3)] == Rect(x: 15, y: 195, width: 110, height: 165))
        // Two columns of 10-point spacing: (390 - 30) / 2 = 180 wide, 270 tall.
        let two = try Self.frames(Self.layout(["real/flow-subclass-init.swift"], selector: "ColumnFlowLayout(columns: 2, spacing: 10)"), counts: [3])
        #expect(two[ItemPath(0, 1)] == Rect(x: 200, y: 10, width: 180, height: 270))
    }

    @Test("the layout the app hands its collection view wins over a subclass's defaults; the subclass's cache is app data")
    func siteBeforeSubclass() throws {
        let source = """
        import UIKit
        final class Grid: UICollectionViewFlowLayout {
            private var cache: [IndexPath: UICollectionViewLayoutAttributes] = [:]
            private var attributes = [UICollectionViewLayoutAttributes]()
            private let columns: CGFloat
            init(columns: CGFloat = 3) {
                self.columns = columns
                super.init()
                minimumInteritemSpacing = 0
                minimumLineSpacing = 0
            }
            override func prepare() {
                super.prepare()
                guard let collectionView else { return }
                let side = collectionView.bounds.width / columns
                itemSize = CGSize(width: side, height: side)
            }
        }
        final class GridViewController: UIViewController {
            lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: Grid(columns: 2))
        }
        """
        let description = try SwiftLayoutSource.read(source, path: "grid.swift")
        let frames = try Self.frames(description.descriptor.makeLayout(), counts: [3])
        #expect(frames[ItemPath(0, 1)] == Rect(x: 195, y: 0, width: 195, height: 195))
        let alone = try SwiftLayoutSource.read(source, path: "grid.swift", selector: SwiftLayoutSelector("Grid"))
        #expect(try Self.frames(alone.descriptor.makeLayout(), counts: [3])[ItemPath(0, 1)] == Rect(x: 130, y: 0, width: 130, height: 130))
    }

    @Test("a layout made inside lazy var collectionView = { … }(), among view code that is not evaluated")
    func lazyCollectionView() throws {
        let frames = try Self.frames(Self.layout(["real/lazy-collection-view.swift"]), counts: [6])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 20, y: 0, width: 100, height: 120))
        #expect(frames[ItemPath(0, 1)] == Rect(x: 145, y: 0, width: 100, height: 120))
        #expect(frames[ItemPath(0, 2)] == Rect(x: 270, y: 0, width: 100, height: 120))
        #expect(frames[ItemPath(0, 3)] == Rect(x: 20, y: 140, width: 100, height: 120))
    }

    @Test("several layout functions: the first with defaults for every parameter, or the one #NAME chooses, with arguments")
    func layoutFunctions() throws {
        let list = try Self.frames(Self.layout(["real/layout-functions.swift"]), counts: [3])
        #expect(list[ItemPath(0, 2)] == Rect(x: 0, y: 120, width: 390, height: 60))
        let taller = try Self.frames(Self.layout(["real/layout-functions.swift"], selector: "makeListLayout(rowHeight: 80)"), counts: [3])
        #expect(taller[ItemPath(0, 2)] == Rect(x: 0, y: 160, width: 390, height: 80))
        let grid = try Self.frames(Self.layout(["real/layout-functions.swift"], selector: "makeGridLayout(columns: 3)"), counts: [4])
        #expect(grid[ItemPath(0, 1)] == Rect(x: 130, y: 0, width: 130, height: 130))
        #expect(grid[ItemPath(0, 3)] == Rect(x: 0, y: 130, width: 130, height: 130))
    }

    @Test("choosing a layout that needs arguments without them, or a name the file lacks, says what to do")
    func selectorRefusals() throws {
        let bare = try #require(Self.failure(["real/layout-functions.swift"], selector: "makeGridLayout"))
        #expect(bare.contains("real/layout-functions.swift:"))
        #expect(bare.contains("takes 'columns' with no default value; give it: real/layout-functions.swift#makeGridLayout(columns: …)"))
        let missing = try #require(Self.failure(["real/layout-functions.swift"], selector: "makeCarousel"))
        #expect(missing.contains("no layout named 'makeCarousel'"))
        #expect(missing.contains("makeGridLayout, makeListLayout"))
        #expect(throws: SwiftSourceError.self) { try SwiftLayoutSelector("makeGrid(columns: 3); print(1)") }
        #expect(throws: SwiftSourceError.self) { try SwiftLayoutSelector("") }
        #expect(throws: SwiftSourceError.self) { try SwiftLayoutSelector(String(repeating: "a", count: 2_000)) }
    }

    @Test("no layout found names each candidate and why it was passed over")
    func noLayoutFoundExplains() throws {
        let source = """
        import UIKit
        func makeLayout(columns: Int) -> UICollectionViewLayout {
            UICollectionViewFlowLayout()
        }
        final class Waterfall: UICollectionViewFlowLayout {
            override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }
        }
        final class Host: UICollectionView {
            init(layout: UICollectionViewLayout) {
                super.init(frame: .zero, collectionViewLayout: layout)
            }
        }
        """
        let message = try #require(Self.failureOf(source))
        #expect(message.hasPrefix("bad.swift: no layout found; considered: makeLayout(columns:) (bad.swift:2): takes 'columns' with no default value"))
        #expect(message.contains("class Waterfall (bad.swift:5): it overrides layoutAttributesForElements(…), so it places its own elements"))
        #expect(message.contains("collectionViewLayout: 'layout' in init (bad.swift:10): its layout is the parameter 'layout' of init, which the caller gives"))
        #expect(!message.contains("\n"))
    }

    static func failureOf(_ source: String) -> String? {
        do {
            _ = try SwiftLayoutSource.read(source, path: "bad.swift")
            return nil
        } catch {
            return error.description
        }
    }

    @Test("a computed layout property and a function returning an optional layout")
    func computedPropertyAndOptionalReturn() throws {
        let grid = try Self.frames(Self.layout(["real/computed-layout-property.swift"]), counts: [3])
        #expect(grid[ItemPath(0, 1)] == Rect(x: 195, y: 0, width: 195, height: 100))
        #expect(grid[ItemPath(0, 2)] == Rect(x: 0, y: 108, width: 195, height: 100))
        let rows = try Self.frames(Self.layout(["real/optional-return.swift"]), counts: [2])
        #expect(rows[ItemPath(0, 1)] == Rect(x: 16, y: 44, width: 358, height: 44))
    }

    @Test("size classes and the idiom come from the viewport, as UIKit's devices give them", arguments: [
        (Size(width: 390, height: 844), 195.0, 150.0),   // iPhone portrait: compact width
        (Size(width: 844, height: 390), 422.0, 150.0),   // iPhone 14 landscape: compact width (portrait width 390 < 414)
        (Size(width: 932, height: 430), 233.0, 150.0),   // 15 Pro Max landscape: regular width
        (Size(width: 1024, height: 1366), 256.0, 200.0), // iPad: regular, idiom .pad
    ])
    func sizeClasses(viewport: Size, width: Double, height: Double) throws {
        let environment = LayoutEnvironment(viewport: viewport)
        let frames = try Self.frames(Self.layout(["real/size-classes.swift"], environment: environment), counts: [2], environment: environment)
        #expect(frames[ItemPath(0, 1)] == Rect(x: width, y: 0, width: width, height: height))
    }

    @Test("UIScreen.main.bounds and the safe area layout guide read the viewport and --safe-area")
    func screenAndSafeArea() throws {
        let environment = LayoutEnvironment(viewport: Size(width: 390, height: 844), safeArea: Insets(top: 47, left: 0, bottom: 34, right: 0))
        let frames = try Self.frames(Self.layout(["real/screen-bounds.swift"], environment: environment), counts: [4])
        #expect(frames[ItemPath(0, 1)] == Rect(x: 130, y: 0, width: 130, height: 109))
        #expect(frames[ItemPath(0, 3)] == Rect(x: 0, y: 109, width: 130, height: 109))
    }

    @Test("several files are one module: enums, constants, an extension's initialiser and static function from the others")
    func severalFiles() throws {
        let files = ["home/HomeViewController.swift", "home/HomeSection.swift", "home/Layout+Helpers.swift"]
        let frames = try Self.frames(Self.layout(files), counts: [1, 4])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 16, y: 8, width: 358, height: 200))
        let third = 358.0 / 3
        #expect(frames[ItemPath(1, 1)] == Rect(x: 16 + third, y: 224, width: third, height: third))
        #expect(frames[ItemPath(1, 3)] == Rect(x: 16, y: 224 + third, width: third, height: third))
        // Alone, the view controller names what it lacks, at its place, when its provider runs.
        do {
            _ = try Self.frames(Self.layout(["home/HomeViewController.swift"]), counts: [1, 4])
            Issue.record("expected HomeSection to be missing")
        } catch {
            #expect("\(error)".contains("home/HomeViewController.swift:"), "\(error)")
        }
    }

    @Test("app data that starts empty is not read as its start value: an error only where it reaches geometry, naming it")
    func appDataIsUnknown() throws {
        let source = """
        import UIKit
        final class FeedViewController: UIViewController {
            private var posts: [String] = []
            var dataSource: UICollectionViewDiffableDataSource<Int, String>! = nil
            func createLayout() -> UICollectionViewLayout {
                let unused = posts.count
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                                                               repeatingSubitem: item, count: posts.count)
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
        }
        """
        let message = try #require(Self.failureOf(source))
        #expect(message.hasPrefix("bad.swift:9:"))
        #expect(message.contains("'posts.count' (app data: mosaic cannot know its value"))
    }

    @Test("a hostile subclass chain (init calling itself through an extension initialiser) stops at the call depth")
    func extensionInitialiserRecursion() throws {
        let source = """
        import UIKit
        extension NSDirectionalEdgeInsets {
            init(all: CGFloat) { self.init(all: all) }
        }
        func createLayout() -> UICollectionViewLayout {
            let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50))
            let section = NSCollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)]))
            section.contentInsets = NSDirectionalEdgeInsets(all: 4)
            return UICollectionViewCompositionalLayout(section: section)
        }
        """
        let message = try #require(Self.failureOf(source))
        #expect(message.contains("more than 32 deep"))
    }

    @Test("files past the count or total size limits are refused, naming the limit")
    func fileLimits() throws {
        let one = SwiftSourceText(path: "a.swift", text: "let x = 1\n")
        var limits = SwiftSourceLimits.standard
        limits.maximumFiles = 3
        #expect(throws: SwiftSourceError.self) { try SwiftLayoutSource.read(files: Array(repeating: one, count: 4), limits: limits) }
        limits.maximumTotalBytes = 15
        do {
            _ = try SwiftLayoutSource.read(files: [one, one], limits: limits)
            Issue.record("expected the total size limit")
        } catch {
            #expect(error.description.contains("more than 15 bytes together"))
        }
    }
}
