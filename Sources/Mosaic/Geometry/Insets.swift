/// Distances inset from the four edges of a rectangle, as `UIEdgeInsets`.
public struct Insets: Hashable, Sendable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    /// Creates insets from the four edges.
    @inlinable
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Creates insets with the same value on every edge.
    @inlinable
    public init(all value: Double) {
        self.init(top: value, left: value, bottom: value, right: value)
    }

    /// No inset on any edge.
    public static let zero = Insets(all: 0)

    /// `left + right`.
    @inlinable public var horizontal: Double { left + right }
    /// `top + bottom`.
    @inlinable public var vertical: Double { top + bottom }

    /// The four values in `top, left, bottom, right` order.
    public var components: [Double] { [top, left, bottom, right] }
}

extension Insets: CustomStringConvertible {
    /// `top,left,bottom,right`, the form the command line reads.
    public var description: String {
        components.map(\.shortDescription).joined(separator: ",")
    }
}

extension Insets {
    /// These insets cut so that they do not cross in a box of `size`: the
    /// leading edge (left, top) at most the box's extent, the trailing one
    /// at most what the leading one leaves. Insets that fit are unchanged.
    @inlinable
    public func keepingRoom(in size: Size) -> Insets {
        let left = Swift.min(self.left, size.width), top = Swift.min(self.top, size.height)
        return Insets(
            top: top, left: left,
            bottom: Swift.min(bottom, size.height - top), right: Swift.min(right, size.width - left)
        )
    }

    /// The sum of two insets, edge by edge.
    @inlinable
    public static func + (lhs: Insets, rhs: Insets) -> Insets {
        Insets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}
