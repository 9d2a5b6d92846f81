/// Space between neighbouring items of a group, as `NSCollectionLayoutSpacing`.
public enum LayoutSpacing: Hashable, Sendable {
    /// Exactly this many points.
    case fixed(Double)
    /// At least this many points; what is left over in the group is shared
    /// out equally between the gaps.
    case flexible(Double)

    /// The least number of points.
    public var points: Double {
        switch self {
        case .fixed(let points), .flexible(let points): points
        }
    }
}

/// Space outside an item or group, before it is placed in its container,
/// as `NSCollectionLayoutEdgeSpacing`. Unlike content insets, edge spacing
/// moves the item and its neighbours rather than shrinking the item.
public struct LayoutEdgeSpacing: Hashable, Sendable {
    /// Space before the leading (left) edge.
    public var leading: LayoutSpacing?
    /// Space above the top edge.
    public var top: LayoutSpacing?
    /// Space after the trailing (right) edge.
    public var trailing: LayoutSpacing?
    /// Space below the bottom edge.
    public var bottom: LayoutSpacing?

    /// Creates edge spacing; an edge without spacing gets none.
    public init(leading: LayoutSpacing? = nil, top: LayoutSpacing? = nil, trailing: LayoutSpacing? = nil, bottom: LayoutSpacing? = nil) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
