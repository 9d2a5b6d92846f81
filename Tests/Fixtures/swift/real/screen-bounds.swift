// In the style of a layout sized from the screen and the safe area, read
// outside a section provider. At 390x844 with a 47-point top safe area:
// items 390 / 3 = 130 wide and 844 - 47 - 34 = 763 / 7 = 109 tall.
import UIKit

let screenWidth = UIScreen.main.bounds.width

final class TilesViewController: UIViewController {
    func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        let safeHeight = view.safeAreaLayoutGuide.layoutFrame.height
        layout.itemSize = CGSize(width: screenWidth / 3, height: safeHeight / 7)
        layout.minimumInteritemSpacing = 0
        layout.minimumLineSpacing = 0
        return layout
    }
}
