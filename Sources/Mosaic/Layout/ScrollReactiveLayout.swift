/// A layout that splits what depends on the scroll offset from what does
/// not: the UIKit idiom of a layout that prepares its scroll-independent
/// geometry once and transforms copies of the cached attributes in
/// `layoutAttributesForElements(in:)`, and of a compositional section's
/// `visibleItemsInvalidationHandler`.
///
/// Its ``CollectionLayout/prepare(_:context:cache:)`` writes the *base*
/// attributes, which must not depend on
/// ``LayoutEnvironment/contentOffset`` (they are cached and indexed, and a
/// scroll does not invalidate them: ``CollectionLayout/shouldInvalidate(forBoundsChange:context:)``
/// should answer `false`). For every query the ``LayoutEngine`` finds the
/// base elements whose visual frames meet the query rect grown by
/// ``scrollMargin(context:)``, hands copies of them to
/// ``scrolled(_:context:)``, and answers those whose scrolled visual frame
/// meets the rect. Every answer of the engine (rect and index-path queries,
/// every element, exports, update plans) is the base attributes with the
/// scroll step applied: exactly what a full prepare at that offset that
/// applied the step to every element would give.
///
/// The rules the engine relies on:
/// - The step keeps each element's category, kind and index path (it
///   changes attributes, never which elements there are); the engine traps
///   when it does not (a programmer error).
/// - No element's visual frame moves farther from its base visual frame
///   than the margin, along either axis; the engine cannot check this (an
///   element that moves farther is missed by the queries it moved into).
/// - The content size is what the base prepare sets. Set one: without it
///   the engine computes the box around every *scrolled* element, O(n).
///
/// - Complexity: a query costs O(log n + c) for the c base elements in the
///   grown rect, plus the step for each.
public protocol ScrollReactiveLayout: CollectionLayout {
    /// Whether this layout applies a scroll step (a Lua plugin does only
    /// when it defines one). Default: `true`.
    var reactsToScroll: Bool { get }

    /// How far, along each axis, the scroll step at the context's offset can
    /// move any element's visual frame away from (or grow it beyond) its base
    /// visual frame: the engine searches the base index in the query rect
    /// grown by this much on every side. Must be finite and not negative
    /// (the engine traps otherwise: a programmer error).
    ///
    /// - Throws: when the layout cannot say (a script error).
    func scrollMargin(context: LayoutContext) throws -> Size

    /// Applies the scroll-dependent step at the context's offset to copies
    /// of base attributes, in place.
    ///
    /// - Throws: when the layout cannot say (a script error).
    func scrolled(_ elements: inout [LayoutAttributes], context: LayoutContext) throws
}

extension ScrollReactiveLayout {
    public var reactsToScroll: Bool { true }
}
