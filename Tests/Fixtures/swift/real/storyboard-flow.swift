// In the style of a storyboard collection view whose default flow layout is
// configured in viewDidLoad through a cast, with a delegate for the size.
// At 390 points wide: 16-point section insets, 8 between items, 12 between
// rows; sizeForItemAt gives (390 - 32 - 8) / 2 = 175 x 100: items at
// x = 16 and 199, rows at y = 16 and 128.
import UIKit

final class CardsViewController: UIViewController, UICollectionViewDelegateFlowLayout {
    @IBOutlet private weak var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Cards"
        collectionView.delegate = self
        let spacing: CGFloat = 8
        if let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout {
            layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
            layout.minimumInteritemSpacing = spacing
            layout.minimumLineSpacing = 12
        }
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: (collectionView.bounds.width - 32 - 8) / 2, height: 100)
    }
}
