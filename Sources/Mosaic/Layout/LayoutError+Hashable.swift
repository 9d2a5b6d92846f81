// Equality and hashing of layout errors: by case and values; a wrapped
// layout failure compares its underlying error as that error's own type does
// (when it is Hashable), else by type and description.

extension LayoutError: Hashable {
    public static func == (lhs: LayoutError, rhs: LayoutError) -> Bool {
        switch (lhs, rhs) {
        case let (.layoutFailed(a, x), .layoutFailed(b, y)):
            a == b && sameError(x, y)
        case (.layoutFailed, _), (_, .layoutFailed):
            false
        default:
            lhs.values == rhs.values
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .layoutFailed(let name, let underlying):
            hasher.combine(name)
            hasher.combine(ObjectIdentifier(type(of: underlying)))
        default:
            hasher.combine(values)
        }
    }

    /// The case's name and values, for every case but a layout failure.
    private var values: [AnyHashable] {
        switch self {
        case .unplacedItem(let layout, let indexPath): ["unplacedItem", layout, indexPath]
        case .nonFiniteFrame(let layout, let indexPath): ["nonFiniteFrame", layout, indexPath]
        case .nonFiniteView(let layout, let category, let kind, let indexPath): ["nonFiniteView", layout, category, kind, indexPath]
        case .nonFiniteContentSize(let layout, let size): ["nonFiniteContentSize", layout, size]
        case .layoutFailed(let name, _): ["layoutFailed", name]
        case .unsatisfiable(let layout, let reason): ["unsatisfiable", layout, reason]
        case .invalidViewport(let viewport): ["invalidViewport", viewport]
        case .nonFiniteContentOffset(let offset): ["nonFiniteContentOffset", offset]
        case .boundsOverflow(let viewport, let offset): ["boundsOverflow", viewport, offset]
        case .invalidInsets(let kind, let insets): ["invalidInsets", kind, insets]
        case .insetsLeaveNoRoom(let kind, let insets, let viewport): ["insetsLeaveNoRoom", kind, insets, viewport]
        case .invalidDisplayScale(let scale): ["invalidDisplayScale", scale]
        case .sectionNotInData(let section, let count): ["sectionNotInData", section, count]
        case .nonFiniteSectionOffset(let offset, let section): ["nonFiniteSectionOffset", offset, section]
        case .itemNotInData(let indexPath): ["itemNotInData", indexPath]
        case .invalidPreferredSize(let size, let indexPath): ["invalidPreferredSize", size, indexPath]
        case .unknownLayout(let name, let available): ["unknownLayout", name, available]
        case .layoutTypeMismatch(let expected, let actual): ["layoutTypeMismatch", expected, actual]
        }
    }

    /// Whether two errors are equal as their own type says, else whether
    /// they are of one type and describe themselves alike.
    private static func sameError(_ x: any Error, _ y: any Error) -> Bool {
        if let x = x as? any Hashable, let y = y as? any Hashable { return AnyHashable(x) == AnyHashable(y) }
        return type(of: x) == type(of: y) && String(reflecting: x) == String(reflecting: y)
    }
}
