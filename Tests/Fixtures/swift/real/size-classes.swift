// In the style of an adaptive grid: two columns in a compact width, four
// in a regular one, and a taller row on an iPad. At 390x844 (an iPhone in
// portrait): 195x150 items; at 932x430 (a Max model in landscape,
// regular width): 233x150; at 1024x1366 (an iPad): 256x200.
import UIKit

final class GalleryViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            let columns = layoutEnvironment.traitCollection.horizontalSizeClass == .compact ? 2 : 4
            let height: CGFloat = UIDevice.current.userInterfaceIdiom == .pad ? 200 : 150
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(height)),
                repeatingSubitem: item, count: columns)
            return NSCollectionLayoutSection(group: group)
        }
    }
}
