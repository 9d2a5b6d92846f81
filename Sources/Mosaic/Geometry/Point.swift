/// A point in a layout's coordinate space, in points.
///
/// The origin is the top-left corner of the content; x grows to the right and
/// y grows downwards, as in UIKit.
public struct Point: Hashable, Sendable {
    /// The horizontal coordinate.
    public var x: Double
    /// The vertical coordinate.
    public var y: Double

    /// Creates a point.
    @inlinable
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The origin, (0, 0).
    public static let zero = Point(x: 0, y: 0)
}

extension Point: CustomStringConvertible {
    public var description: String { "(\(x.shortDescription), \(y.shortDescription))" }
}
