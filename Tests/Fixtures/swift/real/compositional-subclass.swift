// In the style of a settings screen whose layout is a subclass of
// UICollectionViewCompositionalLayout: its convenience init hands UIKit a
// section provider, a static function of the class declared in a private
// extension. At 390x844 each section is 48-point rows across the width
// less 16-point side insets, under a 16-point top inset: with 2 items a
// section, section 0's rows are (16, 16, 358, 48) and (16, 64, 358, 48),
// and section 1's first row is (16, 128, 358, 48).
import UIKit

final class SettingsLayout: UICollectionViewCompositionalLayout {
    convenience init() {
        self.init(sectionProvider: Self.sectionProvider)
    }
}

private extension SettingsLayout {
    static func sectionProvider(section: Int, environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(48))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 1)
        let layoutSection = NSCollectionLayoutSection(group: group)
        layoutSection.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 0, trailing: 16)
        return layoutSection
    }
}
