// In the style of a grid flow layout subclass whose initialisers both call
// a shared setup method. At 390 wide, 120-point squares with a 2-point
// minimum spacing fit 3 a line (3 x 120 + 2 x 2 = 364); UIKit justifies
// the line, so the 30 points left are shared between the two gaps:
// (0, 0), (135, 0), (270, 0), then the next line 2 points lower: (0, 122).
import UIKit

class TileLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        commonInit()
    }

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        commonInit()
    }

    func commonInit() {
        self.itemSize = CGSize(width: 120, height: 120)
        self.minimumInteritemSpacing = 2
        self.minimumLineSpacing = 2
        self.sectionInset = .zero
        self.scrollDirection = .vertical
    }
}
