import Foundation
import Mosaic
@testable import MosaicSwift
import Testing

/// Layout subclasses as real files write them: a
/// `UICollectionViewCompositionalLayout` subclass whose initialiser hands
/// UIKit its sections, and a flow layout subclass configured in a method
/// its initialisers call.
@Suite("Swift in: layout subclasses")
struct SwiftSubclassTests {
    @Test("a compositional layout subclass whose convenience init passes Self.sectionProvider")
    func compositionalSubclassProvider() throws {
        let frames = try SwiftEntryPointTests.frames(SwiftEntryPointTests.layout(["real/compositional-subclass.swift"]), counts: [2, 2])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 16, y: 16, width: 358, height: 48))
        #expect(frames[ItemPath(0, 1)] == Rect(x: 16, y: 64, width: 358, height: 48))
        #expect(frames[ItemPath(1, 0)] == Rect(x: 16, y: 128, width: 358, height: 48))
    }

    @Test("a compositional layout subclass that builds its section in init, used where the collection view is made")
    func compositionalSubclassSection() throws {
        let source = """
        import UIKit
        class ProfileLayout: UICollectionViewCompositionalLayout {
            convenience init(rowHeight: CGFloat = 56) {
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(rowHeight))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitem: NSCollectionLayoutItem(layoutSize: size), count: 1)
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 4
                self.init(section: section)
            }
        }
        final class ProfileViewController: UIViewController {
            lazy var collectionView = UICollectionView(frame: .zero, collectionViewLayout: ProfileLayout(rowHeight: 40))
        }
        """
        let description = try SwiftLayoutSource.read(source, path: "p.swift")
        let frames = try SwiftEntryPointTests.frames(try description.descriptor.makeLayout(), counts: [2])
        #expect(frames[ItemPath(0, 1)] == Rect(x: 0, y: 44, width: 390, height: 40))
        let chosen = try SwiftLayoutSource.read(source, path: "p.swift", selector: try SwiftLayoutSelector("ProfileLayout"))
        #expect(try SwiftEntryPointTests.frames(try chosen.descriptor.makeLayout(), counts: [2])[ItemPath(0, 1)] == Rect(x: 0, y: 60, width: 390, height: 56))
        let without = "import UIKit\nclass Empty: UICollectionViewCompositionalLayout {\n    convenience init() {\n        print(1)\n    }\n}\n"
        #expect(SwiftLayoutSourceTests.failure(without)?.contains("does not call self.init(section:) or self.init(sectionProvider:)") == true)
    }

    @Test("a flow layout subclass configured in a method its initialiser calls")
    func flowSubclassSetupMethod() throws {
        let frames = try SwiftEntryPointTests.frames(SwiftEntryPointTests.layout(["real/flow-subclass-setup.swift"]), counts: [4])
        #expect(frames[ItemPath(0, 0)] == Rect(x: 0, y: 0, width: 120, height: 120))
        #expect(frames[ItemPath(0, 1)] == Rect(x: 135, y: 0, width: 120, height: 120))
        #expect(frames[ItemPath(0, 2)] == Rect(x: 270, y: 0, width: 120, height: 120))
        #expect(frames[ItemPath(0, 3)] == Rect(x: 0, y: 122, width: 120, height: 120))
        let viaSelf = """
        import UIKit
        class Grid: UICollectionViewFlowLayout {
            override init() { super.init(); self.setup(side: 100) }
            required init?(coder: NSCoder) { fatalError() }
            private func setup(side: CGFloat) { itemSize = CGSize(width: side, height: side / 2) }
        }
        """
        let grid = try SwiftEntryPointTests.frames(try SwiftLayoutSource.read(viaSelf, path: "g.swift").descriptor.makeLayout(), counts: [1])
        #expect(grid[ItemPath(0, 0)]?.size == Size(width: 100, height: 50))
    }
}
