public import Mosaic

/// A scroll-reactive layout prepared whole: its base prepare, then its
/// scroll step applied to every element, again at every bounds change. The
/// reference that the engine's visible path (``ScrollReactiveLayout``) must
/// equal, attribute for attribute, at every offset.
public struct WholePrepare: CollectionLayout {
    /// The layout whose step is applied to everything.
    public var inner: any ScrollReactiveLayout

    /// Wraps `inner`.
    public init(_ inner: any ScrollReactiveLayout) { self.inner = inner }

    public var name: String { inner.name }

    public var parameters: Parameters {
        get { inner.parameters }
        set { inner.parameters = newValue }
    }

    /// The base prepare, then the step on every element.
    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        try inner.prepare(.full, context: context, cache: &cache)
        var elements = cache.allElements()
        try inner.scrolled(&elements, context: context)
        for element in elements {
            if element.category == .cell { cache.setCell(element) } else { cache.setSupplementary(element) }
        }
    }

    /// Every scroll prepares again.
    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool { true }

    public func targetContentOffset(proposed: Point, velocity: Point, context: LayoutContext, cache: LayoutCache) -> Point {
        inner.targetContentOffset(proposed: proposed, velocity: velocity, context: context, cache: cache)
    }

    public func initialAttributes(forAppearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        try inner.initialAttributes(forAppearing: attributes, context: context)
    }

    public func finalAttributes(forDisappearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        try inner.finalAttributes(forDisappearing: attributes, context: context)
    }

    public func supplementaryScope(category: ElementCategory, kind: String) -> SupplementaryScope {
        inner.supplementaryScope(category: category, kind: kind)
    }
}
