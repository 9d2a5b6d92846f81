// Written by mosaic.
// Add createLayout() to your view controller, or call it as it is.

import UIKit

func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.scrollDirection = .horizontal
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.headerReferenceSize = CGSize(width: 30, height: 0)
    layout.sectionFootersPinToVisibleBounds = true
    layout.estimatedItemSize = CGSize(width: 120, height: 44)
    layout.sectionInsetReference = .fromSafeArea
    return layout
}
