/// The bounding box of a transformed rectangle: one function, used by the
/// attributes, the cache and the index alike, so that every path computes the
/// same bits.
@usableFromInline
enum VisualFrame {
    /// The axis-aligned bounding box of `frame` transformed about its anchor point.
    ///
    /// - Complexity: O(1); one `sin` and one `cos` when rotated.
    @inlinable
    static func of(frame: Rect, transform t: Transform, anchorPoint: Point) -> Rect {
        if t.rotation == 0 && t.scaleX == 1 && t.scaleY == 1 {
            if t.translateX == 0 && t.translateY == 0 { return frame }
            return Rect(x: frame.minX + t.translateX, y: frame.minY + t.translateY,
                        width: frame.width, height: frame.height)
        }
        return of(frame: frame, rotation: t.rotation, scaleX: t.scaleX, scaleY: t.scaleY,
                  translateX: t.translateX, translateY: t.translateY, anchorPoint: anchorPoint)
    }

    /// The general case, with the transform's parts passed one by one.
    @inlinable
    static func of(
        frame: Rect, rotation: Double, scaleX: Double, scaleY: Double,
        translateX: Double, translateY: Double, anchorPoint: Point
    ) -> Rect {
        let ax = frame.minX + anchorPoint.x * frame.width
        let ay = frame.minY + anchorPoint.y * frame.height
        // Corners relative to the anchor, scaled.
        let left = (frame.minX - ax) * scaleX, right = (frame.maxX - ax) * scaleX
        let top = (frame.minY - ay) * scaleY, bottom = (frame.maxY - ay) * scaleY
        let cosine = rotation == 0 ? 1 : _cos(rotation)
        let sine = rotation == 0 ? 0 : _sin(rotation)
        // x' = cos·x − sin·y, y' = sin·x + cos·y; the extremes of a box are
        // found term by term.
        let xa = cosine * left, xb = cosine * right
        let ya = -sine * top, yb = -sine * bottom
        let minX = Swift.min(xa, xb) + Swift.min(ya, yb)
        let maxX = Swift.max(xa, xb) + Swift.max(ya, yb)
        let ua = sine * left, ub = sine * right
        let va = cosine * top, vb = cosine * bottom
        let minY = Swift.min(ua, ub) + Swift.min(va, vb)
        let maxY = Swift.max(ua, ub) + Swift.max(va, vb)
        let x = ax + translateX + minX, y = ay + translateY + minY
        return Rect(x: x, y: y, width: (ax + translateX + maxX) - x, height: (ay + translateY + maxY) - y)
    }
}
