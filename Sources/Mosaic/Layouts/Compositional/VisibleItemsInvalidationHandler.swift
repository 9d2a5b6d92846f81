/// A function a section calls on its visible items at every scroll, as
/// `NSCollectionLayoutSection.visibleItemsInvalidationHandler`: the items
/// (the section's cells and views that a query meets, with the attributes
/// the section gave them), the scroll offset and the layout environment;
/// it may change each item's transform, alpha, zIndex and centre, nothing
/// else (not its size, `isHidden`, custom attributes, nor which items
/// there are), and may move an item's visual frame at most one viewport
/// width and height from where the section put it.
///
/// The offset is the collection view's content offset; in a section that
/// scrolls orthogonally, its component across the scroll axis is the
/// section's own offset (``LayoutEnvironment/sectionOffset(_:)``) and the
/// items' frames are where the section puts them unscrolled, as UIKit
/// gives them (so `item.frame.midX - offset.x` is where the item is in the
/// visible width, in either kind of section).
///
/// Which items the function is given together is the engine's business (a
/// query's, a chunk of an export): it must treat each item on its own, from
/// the item, the offset and the environment alone, so that every query and
/// every export agree (``ScrollReactiveLayout``).
///
/// The function is `@Sendable`, as ``SectionProvider``'s is.
public struct VisibleItemsInvalidationHandler: Sendable {
    /// A name for messages (a Lua function's `file:line`).
    public var name: String
    /// The function: it changes `items` in place; it may throw (a Lua
    /// error), which fails the query.
    public var body: @Sendable (_ items: inout [LayoutAttributes], _ offset: Point, _ environment: SectionProvider.Context) throws -> Void

    /// Creates a handler.
    public init(
        name: String,
        body: @escaping @Sendable (_ items: inout [LayoutAttributes], _ offset: Point, _ environment: SectionProvider.Context) throws -> Void
    ) {
        self.name = name
        self.body = body
    }
}
