/// A supplementary view anchored to each cell (or group) it is attached to,
/// such as a badge, as `NSCollectionLayoutSupplementaryItem`.
///
/// Its index path is the cell's; for a group's, the group's first cell.
public struct SupplementaryItem: Hashable, Sendable {
    /// The view's kind, such as `badge`.
    public var elementKind: String
    /// The view's size; fractions are of the cell's (or group's) size.
    public var layoutSize: LayoutSize
    /// Which point of the container the view is pinned to.
    public var containerAnchor: LayoutAnchor
    /// Which point of the view goes on the container's anchor point. By
    /// default the opposite of the container anchor's edges' inside point,
    /// i.e. the view's matching corner or edge (so `topTrailing` on
    /// `topTrailing` puts the view inside the corner).
    public var itemAnchor: LayoutAnchor
    /// The view's stacking order (above the cell by default).
    public var zIndex: Int

    /// Creates an anchored supplementary item.
    public init(
        elementKind: String, layoutSize: LayoutSize, containerAnchor: LayoutAnchor,
        itemAnchor: LayoutAnchor? = nil, zIndex: Int = 1
    ) {
        self.elementKind = elementKind
        self.layoutSize = layoutSize
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor ?? LayoutAnchor(edges: containerAnchor.edges)
        self.zIndex = zIndex
    }
}

/// A point on a rectangle, as `NSCollectionLayoutAnchor`: an edge or
/// corner, moved by an offset in points or in fractions of the rectangle.
public struct LayoutAnchor: Hashable, Sendable {
    /// The edge or corner (``RectAlignment/none`` is the centre).
    public var edges: RectAlignment
    /// Moves the point, in points.
    public var absoluteOffset: Point
    /// Moves the point, in fractions of the rectangle's width and height.
    public var fractionalOffset: Point

    /// Creates an anchor.
    public init(edges: RectAlignment, absoluteOffset: Point = .zero, fractionalOffset: Point = .zero) {
        self.edges = edges
        self.absoluteOffset = absoluteOffset
        self.fractionalOffset = fractionalOffset
    }

    /// The anchor point on `rect`.
    public func point(in rect: Rect) -> Point {
        let unit: (x: Double, y: Double) = switch edges {
        case .none: (0.5, 0.5)
        case .top: (0.5, 0)
        case .topLeading: (0, 0)
        case .leading: (0, 0.5)
        case .bottomLeading: (0, 1)
        case .bottom: (0.5, 1)
        case .bottomTrailing: (1, 1)
        case .trailing: (1, 0.5)
        case .topTrailing: (1, 0)
        }
        return Point(
            x: rect.minX + (unit.x + fractionalOffset.x) * rect.width + absoluteOffset.x,
            y: rect.minY + (unit.y + fractionalOffset.y) * rect.height + absoluteOffset.y
        )
    }
}
