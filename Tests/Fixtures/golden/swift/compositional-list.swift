// Written by mosaic.
// Add createLayout() to your view controller, or call it as it is.

import UIKit

func createLayout() -> UICollectionViewLayout {
    let headerKind = "header"
    let backgroundKind = "background"

    let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let item = NSCollectionLayoutItem(layoutSize: itemSize)

    let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
    let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])

    let headerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(30))
    let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: headerSize, elementKind: headerKind, alignment: .top)
    header.pinToVisibleBounds = true

    let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)

    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
    section.interGroupSpacing = 1
    section.boundarySupplementaryItems = [header]
    section.decorationItems = [background]

    let layout = UICollectionViewCompositionalLayout(section: section)
    return layout
}
