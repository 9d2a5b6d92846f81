/// The smallest part of a compositional layout: the blueprint of one cell,
/// as `NSCollectionLayoutItem`.
public struct CompositionalItem: Hashable, Sendable {
    /// How wide and tall the item is, within its group.
    public var layoutSize: LayoutSize
    /// Space taken off the item's frame after it is placed. Ignored on an
    /// axis whose dimension is estimated, as UIKit does.
    public var contentInsets: Insets
    /// Space around the item that pushes it and its neighbours apart.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary views anchored to each cell made from this item (badges).
    public var supplementaryItems: [SupplementaryItem]

    /// Creates an item.
    public init(
        layoutSize: LayoutSize, contentInsets: Insets = .zero,
        edgeSpacing: LayoutEdgeSpacing? = nil, supplementaryItems: [SupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }
}
