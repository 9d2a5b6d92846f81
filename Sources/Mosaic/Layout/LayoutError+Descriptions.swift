// What each layout error says: one line, naming the layout, the value and
// what was wrong with it, in terms of the API (never of a command line).

extension LayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unplacedItem(let layout, let indexPath):
            "layout \(InputQuote.quoted(layout)) did not place item \(indexPath) (section \(indexPath.section), item \(indexPath.item))"
        case .nonFiniteFrame(let layout, let indexPath):
            "layout '\(layout)' gave item \(indexPath) a frame or transform that is not finite (or whose edges x + width, y + height overflow)"
        case .nonFiniteView(let layout, let category, let kind, let indexPath):
            "layout '\(layout)' gave the \(category) view \(InputQuote.quoted(kind)) at \(indexPath) a frame or transform that is not finite (or whose edges x + width, y + height overflow)"
        case .nonFiniteContentSize(let layout, let size):
            "layout '\(layout)' set a content size that is not finite: \(size)"
        case .layoutFailed(_, let underlying):
            String(describing: underlying)
        case .unsatisfiable(let layout, let reason):
            "layout '\(layout)': \(reason)"
        case .invalidViewport(let viewport):
            "viewport \(viewport) must have a positive, finite width and height"
        case .nonFiniteContentOffset(let offset):
            "content offset \(offset) must be finite"
        case .boundsOverflow(let viewport, let offset):
            "the visible bounds \(viewport) at \(offset) overflow: the offset plus the viewport must be finite"
        case .invalidInsets(.contentInsets, let insets):
            "content insets \(insets) must be finite"
        case .invalidInsets(let kind, let insets):
            "\(kind.rawValue) \(insets) must be finite and not negative"
        case .insetsLeaveNoRoom(let kind, let insets, let viewport):
            "\(kind.rawValue) \(insets) \(kind == .contentInsets ? "leave" : "leaves") no room in a \(viewport) viewport"
        case .invalidDisplayScale(let scale):
            "display scale \(scale.shortDescription) must be 1, 2 or 3"
        case .sectionNotInData(let section, let count):
            "section offset: section \(section) does not exist (the data has \(count) section\(count == 1 ? "" : "s"))"
        case .nonFiniteSectionOffset(let offset, let section):
            "section offset \(offset) for section \(section) must be finite"
        case .itemNotInData(let indexPath):
            "preferred size: item \(indexPath) is not in the data"
        case .invalidPreferredSize(let size, let indexPath):
            "preferred size \(size) for item \(indexPath) must be positive and finite"
        case .unknownLayout(let name, let available):
            "unknown layout \(InputQuote.quoted(name)); available layouts: " + available.map { InputQuote.escaped($0) }.joined(separator: ", ")
        case .layoutTypeMismatch(let expected, let actual):
            "the layout is a \(actual), not a \(expected)"
        }
    }
}
