/// What goes wrong in a ``LayoutEngine``: a layout's output that is not
/// usable, a layout's own failure, a change the engine refuses, a question
/// it cannot answer.
///
/// The engine's prepare and queries throw only this type: a failure of the
/// layout itself (a Lua error, a ``CompositionalError``, what a custom
/// layout throws) arrives as ``layoutFailed(name:underlying:)``, with the
/// original error to match on. Each refused change is its own case, with
/// the values to show or correct.
public enum LayoutError: Error, Sendable {
    /// After a prepare, an item was never placed.
    case unplacedItem(layout: String, indexPath: ItemPath)
    /// An item's frame or transform has a NaN or infinite component, or an
    /// edge of its frame overflows (`x + width` is infinite).
    case nonFiniteFrame(layout: String, indexPath: ItemPath)
    /// The same for a supplementary or decoration view.
    case nonFiniteView(layout: String, category: ElementCategory, kind: String, indexPath: ItemPath)
    /// The content size the layout set is not finite.
    case nonFiniteContentSize(layout: String, size: Size)
    /// The layout `name` failed: its prepare, a provider it calls, its
    /// initial or final attributes or its preferred size threw `underlying`
    /// (a `LuaError`, a ``CompositionalError``, a custom layout's own error).
    /// The description is the underlying error's, unchanged.
    case layoutFailed(name: String, underlying: any Error)
    /// The layout's parameters together leave no valid layout, such as
    /// padding wider than a column; `reason` says which and what to lower.
    case unsatisfiable(layout: String, reason: String)
    /// A viewport that is not positive and finite.
    case invalidViewport(Size)
    /// A content offset that is not finite.
    case nonFiniteContentOffset(Point)
    /// A content offset and viewport whose far edges overflow.
    case boundsOverflow(viewport: Size, contentOffset: Point)
    /// Insets of the environment that are not finite (or, for the safe area
    /// and the layout margins, negative).
    case invalidInsets(InsetsKind, Insets)
    /// Insets of the environment that leave no room in the viewport.
    case insetsLeaveNoRoom(InsetsKind, Insets, viewport: Size)
    /// A display scale other than 1, 2 and 3.
    case invalidDisplayScale(Double)
    /// A section offset for a section that is not in the data.
    case sectionNotInData(section: Int, sectionCount: Int)
    /// A section offset that is not finite.
    case nonFiniteSectionOffset(Double, section: Int)
    /// A preferred size for an item that is not in the data.
    case itemNotInData(ItemPath)
    /// A preferred size that is not positive and finite.
    case invalidPreferredSize(Size, indexPath: ItemPath)
    /// A layout name that is not known.
    case unknownLayout(name: String, available: [String])
    /// The engine's layout is not of the type asked for
    /// (``LayoutEngine/modifyLayout(as:_:)``): the names of both types.
    case layoutTypeMismatch(expected: String, actual: String)

    /// The insets of a ``LayoutEnvironment``.
    public enum InsetsKind: String, Hashable, Sendable, CaseIterable {
        /// ``LayoutEnvironment/contentInsets``.
        case contentInsets = "content insets"
        /// ``LayoutEnvironment/safeArea``.
        case safeArea = "safe area"
        /// ``LayoutEnvironment/layoutMargins``.
        case layoutMargins = "layout margins"
    }

    /// Whether the error is about what the engine was given (its
    /// environment, a layout's name or parameters, a section or item, a
    /// size) rather than about what a layout did with it.
    public var isInvalidInput: Bool {
        switch self {
        case .invalidViewport, .nonFiniteContentOffset, .boundsOverflow, .invalidInsets, .insetsLeaveNoRoom,
             .invalidDisplayScale, .sectionNotInData, .nonFiniteSectionOffset, .itemNotInData, .invalidPreferredSize,
             .unknownLayout, .unsatisfiable:
            true
        case .unplacedItem, .nonFiniteFrame, .nonFiniteView, .nonFiniteContentSize, .layoutFailed, .layoutTypeMismatch:
            false
        }
    }

    /// `error` as the engine throws it: a ``LayoutError`` as it is, anything
    /// else as ``layoutFailed(name:underlying:)`` of the layout `name`.
    static func wrapping(_ error: any Error, layout name: String) -> LayoutError {
        (error as? LayoutError) ?? .layoutFailed(name: name, underlying: error)
    }

    /// What `body` returns; what it throws, as ``wrapping(_:layout:)`` says.
    static func catching<T>(layout name: String, _ body: () throws -> T) throws(LayoutError) -> T {
        do { return try body() } catch { throw wrapping(error, layout: name) }
    }
}
