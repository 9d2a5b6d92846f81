/// One section of a compositional layout: its group repeated until the
/// section's items are placed, as `NSCollectionLayoutSection`.
public struct CompositionalSection: Sendable {
    /// The group that is repeated.
    public var group: CompositionalGroup
    /// Space between the section's edges and its groups (and, by default,
    /// its boundary supplementary views).
    public var contentInsets: Insets
    /// Space between neighbouring groups.
    public var interGroupSpacing: Double
    /// Whether and how the section scrolls across the layout's scroll axis.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior
    /// Headers, footers and other views against the section's edges.
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// Backgrounds behind the section.
    public var decorationItems: [DecorationItem]
    /// Whether boundary supplementary views are inset with the content
    /// (UIKit's `supplementariesFollowContentInsets`, true by default).
    public var supplementariesFollowContentInsets: Bool
    /// What ``contentInsets`` are measured from across the scroll axis
    /// (`contentInsetsReference`); `automatic`: the configuration's.
    public var contentInsetsReference: ContentInsetsReference
    /// What the boundary supplementary views are inset from across the
    /// scroll axis (`supplementaryContentInsetsReference`); `automatic`: the
    /// configuration's `contentInsetsReference`. Those that follow the
    /// content insets are inset by ``contentInsets`` from there.
    public var supplementaryContentInsetsReference: ContentInsetsReference
    /// The list configuration the section was built from
    /// (``ListConfiguration/section()``), if any: writers say the section
    /// back as a list, and its ``ListConfiguration/headerTopPadding`` puts
    /// space before the section's leading boundary views.
    public var list: ListConfiguration? = nil
    /// The function called on the section's visible items at every scroll
    /// (UIKit's `visibleItemsInvalidationHandler`), if any: it makes the
    /// layout scroll-reactive (``ScrollReactiveLayout``).
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler? = nil

    /// Creates a section.
    public init(
        group: CompositionalGroup, contentInsets: Insets = .zero, interGroupSpacing: Double = 0,
        orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [], decorationItems: [DecorationItem] = [],
        supplementariesFollowContentInsets: Bool = true,
        contentInsetsReference: ContentInsetsReference = .automatic,
        supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.interGroupSpacing = interGroupSpacing
        self.orthogonalScrollingBehavior = orthogonalScrollingBehavior
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.decorationItems = decorationItems
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.contentInsetsReference = contentInsetsReference
        self.supplementaryContentInsetsReference = supplementaryContentInsetsReference
    }
}
