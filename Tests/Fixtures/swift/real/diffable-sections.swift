// In the style of a library screen fed by a diffable data source: the
// section provider asks the snapshot which section it lays out and switches
// on its identifier, so the sections come in the data's order, not the
// enum's. With diffable-sections.json (sections "all" with 4 items, then
// "featured" with 1, then "recent" with 5) at 390x844:
// - "all": two 195x100 columns: (0,0), (195,0), (0,100), (195,100);
// - "featured": one 390x200 banner at y 200;
// - "recent": as many columns as the section has items, at most 3:
//   130x80 items at y 400, then y 480 (items 3 and 4).
import UIKit

enum LibrarySection: String, CaseIterable {
    case featured
    case recent
    case all
}

struct Album: Hashable {
    let id: UUID
    let title: String
}

final class LibraryViewController: UIViewController {
    typealias DataSource = UICollectionViewDiffableDataSource<LibrarySection, Album>

    private var collectionView: UICollectionView!
    private var dataSource: DataSource!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let self = self else { return nil }
            let snapshot = self.dataSource.snapshot()
            let sectionKind = snapshot.sectionIdentifiers[sectionIndex]
            switch sectionKind {
            case .featured:
                return self.bannerSection()
            case .recent:
                let columns = min(snapshot.numberOfItems(inSection: sectionKind), 3)
                return self.gridSection(columns: columns, height: 80)
            case .all:
                return self.gridSection(columns: 2, height: 100)
            }
        }
    }

    private func bannerSection() -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [item])
        return NSCollectionLayoutSection(group: group)
    }

    private func gridSection(columns: Int, height: CGFloat) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
            repeatingSubitem: item, count: columns)
        return NSCollectionLayoutSection(group: group)
    }
}
