// Written by mosaic.
// Add createLayout() to your view controller, or call it as it is.

import UIKit

func createLayout() -> UICollectionViewLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 160, height: 90.5)
    layout.minimumLineSpacing = 12
    layout.minimumInteritemSpacing = 8
    layout.sectionInset = UIEdgeInsets(top: 16, left: 20, bottom: 16, right: 20)
    layout.headerReferenceSize = CGSize(width: 0, height: 44)
    layout.footerReferenceSize = CGSize(width: 0, height: 20)
    layout.sectionHeadersPinToVisibleBounds = true
    return layout
}
