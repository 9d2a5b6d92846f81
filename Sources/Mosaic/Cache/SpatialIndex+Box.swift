extension SpatialIndex {
    /// An axis-aligned box by its extremes; empty boxes have min > max.
    @usableFromInline
    struct Box: Sendable {
        @usableFromInline var minX, minY, maxX, maxY: Double

        @usableFromInline static let empty = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

        @inlinable init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        }

        @inlinable init(_ rect: Rect) {
            self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
        }

        @inlinable mutating func formUnion(_ other: Box) {
            minX = Swift.min(minX, other.minX); minY = Swift.min(minY, other.minY)
            maxX = Swift.max(maxX, other.maxX); maxY = Swift.max(maxY, other.maxY)
        }

        /// The area, 0 for an empty box; never NaN for finite edges (the
        /// sides are taken in halves, which cannot overflow; the product may
        /// be ∞, which only compares).
        @inlinable var area: Double {
            maxX >= minX && maxY >= minY ? 4 * ((maxX / 2 - minX / 2) * (maxY / 2 - minY / 2)) : 0
        }

        /// Whether all four edges are finite numbers.
        @inlinable var isFinite: Bool { minX.isFinite && minY.isFinite && maxX.isFinite && maxY.isFinite }

        /// The same test as ``Rect/intersects(_:)``, so that a box around
        /// rectangles meets a query whenever one of them does.
        @inlinable func intersects(_ rect: Rect) -> Bool {
            minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
        }
    }
}
