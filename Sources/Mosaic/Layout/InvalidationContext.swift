/// What has become stale since the last prepare, as
/// `UICollectionViewLayoutInvalidationContext`. Several invalidations before
/// one prepare merge.
public struct InvalidationContext: Hashable, Sendable {
    /// Everything: parameters, viewport size or data changed beyond appends.
    public var invalidateEverything: Bool
    /// Item counts changed (appends only, unless `invalidateEverything`).
    public var invalidateDataSourceCounts: Bool
    /// Only the visible bounds' origin moved; the previous bounds.
    public var previousBounds: Rect?
    /// Items whose metrics changed.
    public var invalidatedItems: Set<ItemPath>
    /// Only orthogonal sections' scroll offsets changed; the offsets before.
    public var previousSectionOffsets: [Int: Double]?

    /// Creates a context.
    public init(
        invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
        previousBounds: Rect? = nil, invalidatedItems: Set<ItemPath> = [],
        previousSectionOffsets: [Int: Double]? = nil
    ) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.previousBounds = previousBounds
        self.invalidatedItems = invalidatedItems
        self.previousSectionOffsets = previousSectionOffsets
    }

    /// Invalidates everything.
    public static let everything = InvalidationContext(invalidateEverything: true)

    /// Whether nothing is stale.
    public var isEmpty: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && previousBounds == nil && invalidatedItems.isEmpty
            && previousSectionOffsets == nil
    }

    /// Adds another invalidation to this one. The earliest previous bounds
    /// and section offsets are kept.
    public mutating func formUnion(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        previousBounds = previousBounds ?? other.previousBounds
        invalidatedItems.formUnion(other.invalidatedItems)
        previousSectionOffsets = previousSectionOffsets ?? other.previousSectionOffsets
    }
}
