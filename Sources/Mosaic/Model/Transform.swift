/// The visual transform of an element: a scale, then a rotation, both about
/// the element's anchor point, then a translation.
///
/// A point `p` of the untransformed frame is drawn at
/// `anchor + translation + R(rotation) · S(scaleX, scaleY) · (p − anchor)`,
/// where `anchor` is the anchor point in content coordinates. This is the
/// `CGAffineTransform` a cell's layer gets, with rotation in radians and
/// positive angles turning clockwise on screen (y grows downwards).
public struct Transform: Hashable, Sendable {
    /// The rotation in radians.
    public var rotation: Double
    /// The horizontal scale factor.
    public var scaleX: Double
    /// The vertical scale factor.
    public var scaleY: Double
    /// The horizontal translation, applied after rotation and scale.
    public var translateX: Double
    /// The vertical translation, applied after rotation and scale.
    public var translateY: Double

    /// Creates a transform; every argument defaults to the identity.
    @inlinable
    public init(
        rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1,
        translateX: Double = 0, translateY: Double = 0
    ) {
        self.rotation = rotation
        self.scaleX = scaleX
        self.scaleY = scaleY
        self.translateX = translateX
        self.translateY = translateY
    }

    /// The transform that leaves every point where it is.
    public static let identity = Transform()

    /// Whether this is exactly the identity.
    @inlinable
    public var isIdentity: Bool {
        rotation == 0 && scaleX == 1 && scaleY == 1 && translateX == 0 && translateY == 0
    }

    /// The affine matrix `(a, b, c, d, tx, ty)` of this transform about `anchor`,
    /// mapping `(x, y)` to `(a·x + c·y + tx, b·x + d·y + ty)`, as SVG's
    /// `matrix()` and `CGAffineTransform` read it.
    public func matrix(about anchor: Point) -> (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let cosine = rotation == 0 ? 1 : _cos(rotation)
        let sine = rotation == 0 ? 0 : _sin(rotation)
        let a = cosine * scaleX, b = sine * scaleX
        let c = -sine * scaleY, d = cosine * scaleY
        let tx = anchor.x + translateX - (a * anchor.x + c * anchor.y)
        let ty = anchor.y + translateY - (b * anchor.x + d * anchor.y)
        return (a, b, c, d, tx, ty)
    }
}
