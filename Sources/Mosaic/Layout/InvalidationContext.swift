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
    public var invalidatedItems: Set<IndexPath>

    /// Creates a context.
    public init(
        invalidateEverything: Bool = false, invalidateDataSourceCounts: Bool = false,
        previousBounds: Rect? = nil, invalidatedItems: Set<IndexPath> = []
    ) {
        self.invalidateEverything = invalidateEverything
        self.invalidateDataSourceCounts = invalidateDataSourceCounts
        self.previousBounds = previousBounds
        self.invalidatedItems = invalidatedItems
    }

    /// Invalidates everything.
    public static let everything = InvalidationContext(invalidateEverything: true)

    /// Whether nothing is stale.
    public var isEmpty: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && previousBounds == nil && invalidatedItems.isEmpty
    }

    /// Adds another invalidation to this one. The earliest previous bounds are kept.
    public mutating func formUnion(_ other: InvalidationContext) {
        invalidateEverything = invalidateEverything || other.invalidateEverything
        invalidateDataSourceCounts = invalidateDataSourceCounts || other.invalidateDataSourceCounts
        previousBounds = previousBounds ?? other.previousBounds
        invalidatedItems.formUnion(other.invalidatedItems)
    }
}
