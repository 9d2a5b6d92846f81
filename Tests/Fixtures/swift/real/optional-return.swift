// In the style of a layout function declared to return an optional layout.
// Rows of the full width, 44 points tall, 16-point side insets: 358x44 at x = 16.
import UIKit

final class SettingsViewController: UIViewController {
    func createLayout() -> UICollectionViewCompositionalLayout? {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        return UICollectionViewCompositionalLayout(section: section)
    }
}
