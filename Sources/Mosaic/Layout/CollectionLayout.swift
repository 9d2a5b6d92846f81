/// A collection-view layout, as a `UICollectionViewLayout` subclass: it
/// computes the attributes of every element into a ``LayoutCache`` when asked
/// to prepare, and answers the few questions that are not simple lookups.
///
/// A ``LayoutEngine`` drives a layout the way `UICollectionView` drives its
/// layout object: it calls ``prepare(_:context:cache:)`` after an
/// invalidation, then answers rect and index-path queries from the cache.
///
/// Conform a value type; keep in it whatever an incremental prepare needs
/// (a waterfall's column heights), as a `UICollectionViewLayout` subclass
/// keeps its running `yOffset`.
public protocol CollectionLayout {
    /// The layout's name, as `mosaic layout NAME` spells it.
    var name: String { get }

    /// The parameters and their current values. The engine validates values
    /// before setting them and invalidates the layout after.
    var parameters: Parameters { get set }

    /// Computes attributes into `cache`.
    ///
    /// For ``PrepareRequest/full`` the cache is empty, with a slot for every
    /// item; every item must be placed. For the partial requests, which only
    /// come if ``handles(_:)`` says so, the cache holds the previous results.
    ///
    /// - Throws: when the layout cannot be computed (a script error, say).
    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws

    /// Whether the layout recomputes only what a partial request needs, rather
    /// than everything. Default: only ``PrepareRequest/Kind/full``.
    func handles(_ kind: PrepareRequest.Kind) -> Bool

    /// Whether moving the visible bounds to `newBounds` (same size) makes the
    /// layout stale, as `shouldInvalidateLayout(forBoundsChange:)`. A change
    /// of size always invalidates everything. Default: `false`.
    func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool

    /// Where scrolling that would stop at `proposed` should stop instead, as
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`.
    /// Default: `proposed`.
    func targetContentOffset(proposed: Point, velocity: Point, context: LayoutContext, cache: LayoutCache) -> Point

    /// Where an orthogonally scrolling section that would stop at offset
    /// `proposed` (along its own axis) should stop instead. Default: `proposed`.
    func targetOffset(forSection section: Int, proposed: Double, velocity: Double, context: LayoutContext, cache: LayoutCache) -> Double

    /// How section `section` scrolls across the scroll axis on its own, as
    /// the last prepare resolved it (sections that come from a function are
    /// known only then); `.none` for a section that does not, or that the
    /// last prepare did not lay out. Default: `.none`.
    func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior

    /// The attributes an item has as it appears in an animated batch update,
    /// as `initialLayoutAttributesForAppearingItem(at:)`. `attributes` are
    /// the item's attributes after the update. Default: the same with alpha 0.
    ///
    /// - Throws: when the layout cannot say (a script error).
    func initialAttributes(forAppearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes

    /// The attributes an item has as it disappears in an animated batch
    /// update, as `finalLayoutAttributesForDisappearingItem(at:)`.
    /// `attributes` are the item's attributes before the update. Default:
    /// the same with alpha 0.
    ///
    /// - Throws: when the layout cannot say (a script error).
    func finalAttributes(forDisappearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes

    /// The size a cell laid out with `attributes` wants to be, as a
    /// self-sizing cell's `preferredLayoutAttributesFitting(_:)` answers;
    /// `nil` to keep the layout's size. The engine feeds the answers back
    /// (``LayoutEngine/selfSizeVisibleItems()``). Default: `nil`.
    ///
    /// - Throws: when the layout cannot say (a script error).
    func preferredSize(fitting attributes: LayoutAttributes, context: LayoutContext) throws -> Size?

    /// What the index paths of this layout's views of `kind` stand for, so
    /// that a batch update pairs each view with itself. Default: a section.
    func supplementaryScope(category: ElementCategory, kind: String) -> SupplementaryScope
}

extension CollectionLayout {
    public func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full }

    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool { false }

    public func targetContentOffset(proposed: Point, velocity: Point, context: LayoutContext, cache: LayoutCache) -> Point {
        proposed
    }
}

extension CollectionLayout {
    public func targetOffset(forSection section: Int, proposed: Double, velocity: Double, context: LayoutContext, cache: LayoutCache) -> Double {
        proposed
    }

    public func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior { .none }

    public func initialAttributes(forAppearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        var initial = attributes
        initial.alpha = 0
        return initial
    }

    public func finalAttributes(forDisappearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        var final = attributes
        final.alpha = 0
        return final
    }

    public func preferredSize(fitting attributes: LayoutAttributes, context: LayoutContext) throws -> Size? { nil }

    public func supplementaryScope(category: ElementCategory, kind: String) -> SupplementaryScope { .section }
}
