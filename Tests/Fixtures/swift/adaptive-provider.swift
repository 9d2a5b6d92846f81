// A section provider with a switch on the section, the way tutorials write
// it: an enum of the file's sections, columns from the container's
// effective width, a helper function per kind of section, a global header
// kind the file does not define, and a horizontal configuration.

import UIKit

enum Section: Int, CaseIterable {
    case featured
    case grid
    case list

    var columnCount: Int {
        switch self {
        case .featured: return 1
        case .grid: return 3
        case .list: return 1
        }
    }
}

final class LibraryViewController: UICollectionViewController {
    private let padding: CGFloat = 8

    private func makeGridSection(columns: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let width = environment.container.effectiveContentSize.width
        let columnCount = width > 600 ? columns * 2 : columns
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / CGFloat(columnCount)),
                                              heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        item.contentInsets = .init(top: padding, leading: padding, bottom: padding, trailing: padding)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                               heightDimension: .absolute(width / CGFloat(columnCount)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: columnCount)
        let section = NSCollectionLayoutSection(group: group)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: .init(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(40)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, environment in
            guard let self = self, let kind = Section(rawValue: sectionIndex) else { return nil }
            switch kind {
            case .featured:
                let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: .init(widthDimension: .fractionalWidth(0.92), heightDimension: .absolute(220)),
                    subitems: [item])
                group.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: self.padding, bottom: 0, trailing: self.padding)
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.contentInsets.bottom = 2 * self.padding
                return section
            case .grid:
                return self.makeGridSection(columns: kind.columnCount, environment: environment)
            case .list:
                let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
                let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
                let section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = padding / 3
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
                return section
            }
        }
    }
}
