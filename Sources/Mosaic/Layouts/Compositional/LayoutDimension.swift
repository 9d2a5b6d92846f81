/// One side of a compositional item's size, as `NSCollectionLayoutDimension`.
///
/// Fractions are of the container's effective size: for a section's group,
/// the section's content area (the layout's content size less the section's
/// content insets); for a group's subitem, the group's size less the group's
/// content insets.
public enum LayoutDimension: Hashable, Sendable {
    /// A fraction of the container's width (`fractionalWidth(1)` is the whole width).
    case fractionalWidth(Double)
    /// A fraction of the container's height.
    case fractionalHeight(Double)
    /// A fixed number of points.
    case absolute(Double)
    /// A first guess in points, replaced by the preferred size once one is
    /// known (from data, a callback or ``LayoutEngine/setPreferredSize(_:forItemAt:)``).
    case estimated(Double)

    /// Whether the dimension is a guess that measuring may change.
    public var isEstimated: Bool {
        if case .estimated = self { return true }
        return false
    }

    /// The number the dimension holds: the fraction or the points.
    public var value: Double {
        switch self {
        case .fractionalWidth(let value), .fractionalHeight(let value), .absolute(let value), .estimated(let value): value
        }
    }

    /// The dimension in points within a container of `container` size.
    ///
    /// - Complexity: O(1).
    @inlinable
    public func resolved(in container: Size) -> Double {
        switch self {
        case .fractionalWidth(let fraction): fraction * container.width
        case .fractionalHeight(let fraction): fraction * container.height
        case .absolute(let points), .estimated(let points): points
        }
    }
}

/// The width and height of a compositional item, group or supplementary
/// view, as `NSCollectionLayoutSize`.
public struct LayoutSize: Hashable, Sendable {
    /// How the width is found.
    public var widthDimension: LayoutDimension
    /// How the height is found.
    public var heightDimension: LayoutDimension

    /// Creates a size.
    public init(widthDimension: LayoutDimension, heightDimension: LayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The size in points within a container of `container` size (estimates
    /// taken as they are).
    @inlinable
    public func resolved(in container: Size) -> Size {
        Size(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}
