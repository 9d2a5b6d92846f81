/// Why a layout is asked to prepare, and so how much it must recompute.
///
/// A layout only receives the partial requests it declares it handles
/// (``CollectionLayout/handles(_:)``); every other invalidation reaches it as ``full``.
public enum PrepareRequest: Hashable, Sendable {
    /// Lay out everything from scratch into an empty cache.
    case full
    /// Items were added at the end of the last section; the cache holds the
    /// previous attributes and empty slots for the new items, which the
    /// layout must fill. `previousCounts` are the item counts at the last prepare.
    case append(previousCounts: [Int])
    /// Only the visible bounds moved (same size); update what depends on them.
    case boundsChange(previous: Rect)
    /// These items' metrics changed; recompute them and what depends on them.
    case items([ItemPath])
    /// Only orthogonal sections' own scroll offsets changed
    /// (``LayoutEnvironment/sectionOffsets``); `previous` are the offsets at
    /// the last prepare.
    case sectionOffsets(previous: [Int: Double])

    /// The kind of request, without its payload, for ``CollectionLayout/handles(_:)``.
    public enum Kind: Hashable, Sendable {
        case full, append, boundsChange, items, sectionOffsets
    }

    /// The kind of this request.
    public var kind: Kind {
        switch self {
        case .full: .full
        case .append: .append
        case .boundsChange: .boundsChange
        case .items: .items
        case .sectionOffsets: .sectionOffsets
        }
    }
}
