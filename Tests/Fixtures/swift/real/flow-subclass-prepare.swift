// In the style of a flow layout subclass that sizes its items in prepare()
// from the collection view's bounds. At 390 points wide: five 78-point
// squares a row, no spacing.
import UIKit

final class SquareGridLayout: UICollectionViewFlowLayout {
    override func prepare() {
        super.prepare()
        guard let collectionView = collectionView else { return }
        let length = collectionView.bounds.width / 5
        itemSize = .init(width: length, height: length)
        minimumLineSpacing = .zero
        minimumInteritemSpacing = .zero
    }
}
