// A carousel: one row of cards that scrolls sideways, each card scaled
// toward the middle of the screen by the section's
// visibleItemsInvalidationHandler, the idiom of UIKit carousels. The same
// layout as examples/carousel.lua, attribute for attribute.

import UIKit

class CarouselViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.6), heightDimension: .fractionalHeight(0.5)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 20
        section.contentInsets = NSDirectionalEdgeInsets(top: 200, leading: 78, bottom: 0, trailing: 78)

        let minScale: CGFloat = 0.7
        let maxScale: CGFloat = 1.1
        section.visibleItemsInvalidationHandler = { items, offset, environment in
            let width = environment.container.contentSize.width
            items.forEach { item in
                let distance = abs((item.frame.midX - offset.x) - width / 2.0)
                let scale = max(maxScale - (distance / width), minScale)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale / maxScale
                item.zIndex = Int(-distance)
            }
        }

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        return UICollectionViewCompositionalLayout(section: section, configuration: configuration)
    }
}
