// In the style of a data source object whose layout is a computed property,
// with an optional return elsewhere. Two 195x100 items a row, 8 points
// between rows.
import UIKit

final class CatalogDataSource: NSObject {
    var collectionView: UICollectionView!
    private var sections: [String] = []

    var layout: UICollectionViewLayout {
        let half: CGFloat = 0.5
        let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(half), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }
}
