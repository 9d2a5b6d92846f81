// Written by mosaic.
// Add createLayout() to your view controller, or call it as it is.

import UIKit

func createLayout() -> UICollectionViewLayout {
    let bannerKind = "banner"
    let sectionHeaderKind = "section-header-element-kind"
    let footerKind = "footer"
    let backgroundKind = "background"
    let shadowKind = "shadow"
    let newBadgeKind = "new-badge"
    let tagKind = "tag"

    let bannerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(60))
    let banner = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: bannerSize, elementKind: bannerKind, alignment: .top)

    let configuration = UICollectionViewCompositionalLayoutConfiguration()
    configuration.scrollDirection = .horizontal
    configuration.interSectionSpacing = 24
    configuration.contentInsetsReference = .readableContent
    configuration.boundarySupplementaryItems = [banner]

    let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in
        switch sectionIndex {
        case 0:
            let newBadgeAnchor = NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3))
            let newBadgeSize = NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20))
            let newBadge = NSCollectionLayoutSupplementaryItem(layoutSize: newBadgeSize, elementKind: newBadgeKind, containerAnchor: newBadgeAnchor)

            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize, supplementaryItems: [newBadge])
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let tagAnchor = NSCollectionLayoutAnchor(edges: [.bottom, .leading], absoluteOffset: CGPoint(x: 4, y: -4))
            let tagItemAnchor = NSCollectionLayoutAnchor(edges: [.top, .leading])
            let tagSize = NSCollectionLayoutSize(widthDimension: .estimated(40), heightDimension: .absolute(16))
            let tag = NSCollectionLayoutSupplementaryItem(layoutSize: tagSize, elementKind: tagKind, containerAnchor: tagAnchor, itemAnchor: tagItemAnchor)
            tag.zIndex = 3

            let item2Size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(0.5))
            let item2 = NSCollectionLayoutItem(layoutSize: item2Size, supplementaryItems: [tag])
            item2.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)

            let nestedGroupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1.0))
            let nestedGroup = NSCollectionLayoutGroup.vertical(layoutSize: nestedGroupSize, repeatingSubitem: item2, count: 2)
            nestedGroup.interItemSpacing = .flexible(4)

            let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(0.4))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, nestedGroup])
            group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 4)
            group.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: nil, top: .fixed(8), trailing: nil, bottom: .flexible(0))

            let sectionHeaderSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: sectionHeaderSize, elementKind: sectionHeaderKind, alignment: .top)
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2

            let footerSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(1.5))
            let footer = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: footerSize, elementKind: footerKind, alignment: .bottom, absoluteOffset: CGPoint(x: 0, y: -10.25))
            footer.extendsBoundary = false

            let background = NSCollectionLayoutDecorationItem.background(elementKind: backgroundKind)
            background.contentInsets = NSDirectionalEdgeInsets(top: 6, leading: 6, bottom: 6, trailing: 6)

            let shadow = NSCollectionLayoutDecorationItem.background(elementKind: shadowKind)
            shadow.zIndex = -2

            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            section.interGroupSpacing = 12.5
            section.contentInsetsReference = .layoutMargins
            section.supplementaryContentInsetsReference = .none
            section.supplementariesFollowContentInsets = false
            section.boundarySupplementaryItems = [sectionHeader, footer]
            section.decorationItems = [background, shadow]
            return section
        case 1:
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let item2Size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item2 = NSCollectionLayoutItem(layoutSize: item2Size)
            item2.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1e-07), top: nil, trailing: nil, bottom: nil)

            let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(150))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item2])
            group.interItemSpacing = .fixed(10)

            let sectionHeaderSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: sectionHeaderSize, elementKind: sectionHeaderKind, alignment: .top)
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.boundarySupplementaryItems = [sectionHeader]
            return section
        case 2:
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let item2Size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item2 = NSCollectionLayoutItem(layoutSize: item2Size)
            item2.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1e-07), top: nil, trailing: nil, bottom: nil)

            let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(150))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item2])
            group.interItemSpacing = .fixed(10)

            let sectionHeaderSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: sectionHeaderSize, elementKind: sectionHeaderKind, alignment: .top)
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
            section.boundarySupplementaryItems = [sectionHeader]
            return section
        case 3:
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let item2Size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item2 = NSCollectionLayoutItem(layoutSize: item2Size)
            item2.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1e-07), top: nil, trailing: nil, bottom: nil)

            let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(150))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item2])
            group.interItemSpacing = .fixed(10)

            let sectionHeaderSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: sectionHeaderSize, elementKind: sectionHeaderKind, alignment: .top)
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .paging
            section.boundarySupplementaryItems = [sectionHeader]
            return section
        case 4:
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let item2Size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item2 = NSCollectionLayoutItem(layoutSize: item2Size)
            item2.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1e-07), top: nil, trailing: nil, bottom: nil)

            let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(150))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item2])
            group.interItemSpacing = .fixed(10)

            let sectionHeaderSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: sectionHeaderSize, elementKind: sectionHeaderKind, alignment: .top)
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPaging
            section.boundarySupplementaryItems = [sectionHeader]
            return section
        default:
            let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)

            let item2Size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
            let item2 = NSCollectionLayoutItem(layoutSize: item2Size)
            item2.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .fixed(1e-07), top: nil, trailing: nil, bottom: nil)

            let groupSize = NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(150))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item, item2])
            group.interItemSpacing = .fixed(10)

            let sectionHeaderSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
            let sectionHeader = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: sectionHeaderSize, elementKind: sectionHeaderKind, alignment: .top)
            sectionHeader.pinToVisibleBounds = true
            sectionHeader.zIndex = 2

            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .groupPagingCentered
            section.boundarySupplementaryItems = [sectionHeader]
            return section
        }
    }, configuration: configuration)
    return layout
}
