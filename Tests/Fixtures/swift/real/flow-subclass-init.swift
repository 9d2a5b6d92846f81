// In the style of a column flow layout configured in its initialiser (with
// defaults) and sized in prepare(). At 390 points wide with the defaults
// (3 columns, 15-point spacing): (390 - 15 - 15 - 2 * 15) / 3 = 110-point
// wide items, 165 tall, at x = 15, 140, 265; rows 180 points apart from y = 15.
import UIKit

class ColumnFlowLayout: UICollectionViewFlowLayout {
    private let columns: Int
    private let aspectRatio: CGFloat = 1.5

    init(columns: Int = 3, spacing: CGFloat = 15) {
        self.columns = columns
        super.init()
        scrollDirection = .vertical
        minimumInteritemSpacing = spacing
        self.minimumLineSpacing = spacing
        sectionInset = UIEdgeInsets(top: spacing, left: spacing, bottom: spacing, right: spacing)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let gaps = sectionInset.left + sectionInset.right + minimumInteritemSpacing * CGFloat(columns - 1)
        let width = (collectionView.bounds.width - gaps) / CGFloat(columns)
        itemSize = CGSize(width: width, height: width * aspectRatio)
    }
}
