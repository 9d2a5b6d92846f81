/// A header, footer or other view placed against an edge of a section or
/// of the whole layout, as `NSCollectionLayoutBoundarySupplementaryItem`.
///
/// Its index path is (section, 0) for a section's views and (0, 0) for
/// the layout's own.
public struct BoundarySupplementaryItem: Hashable, Sendable {
    /// The view's kind: `header`, `footer` or any other name.
    public var elementKind: String
    /// The view's size; fractions are of the section's content area.
    public var layoutSize: LayoutSize
    /// Which edge or corner the view sits against.
    public var alignment: RectAlignment
    /// Moves the view from where the alignment puts it, in points.
    public var offset: Point
    /// Whether the view makes room for itself (pushes the section's content
    /// along the scroll axis), or overlaps the content.
    public var extendsBoundary: Bool
    /// Whether the view sticks to the visible bounds while its section is on
    /// screen (a sticky header).
    public var pinToVisibleBounds: Bool
    /// The view's stacking order.
    public var zIndex: Int

    /// Creates a boundary supplementary item.
    public init(
        elementKind: String, layoutSize: LayoutSize, alignment: RectAlignment, offset: Point = .zero,
        extendsBoundary: Bool = true, pinToVisibleBounds: Bool = false, zIndex: Int = 0
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.alignment = alignment
        self.offset = offset
        self.extendsBoundary = extendsBoundary
        self.pinToVisibleBounds = pinToVisibleBounds
        self.zIndex = zIndex
    }
}
