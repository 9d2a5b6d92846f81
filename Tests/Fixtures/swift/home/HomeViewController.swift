// A view controller whose layout uses names from the other files of its
// folder: HomeSection (HomeSection.swift), Metrics (HomeSection.swift),
// NSDirectionalEdgeInsets(horizontal:vertical:) and
// NSCollectionLayoutSection.grid(columns:) (Layout+Helpers.swift).
//
// At 390 points wide: section 0 ("featured") is one 358x200 banner at
// x = 16, y = 8 (insets 16 across, 8 down); section 1 ("recent") a grid of
// three: (390 - 32) / 3 = 119.333… wide, 119.333… tall, from y = 216 + 8.
import UIKit

final class HomeViewController: UIViewController {
    private var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            guard let kind = HomeSection(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .featured:
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(Metrics.bannerHeight))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.contentInsets = .init(horizontal: Metrics.margin, vertical: 8)
                return section
            case .recent:
                let section = NSCollectionLayoutSection.grid(columns: kind.columns)
                section.contentInsets = NSDirectionalEdgeInsets(horizontal: Metrics.margin, vertical: 8)
                return section
            }
        }
    }
}
