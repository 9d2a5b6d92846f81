// Written by mosaic.
// Add createLayout() to your view controller, or call it as it is.

import UIKit

func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
    return layout
}
