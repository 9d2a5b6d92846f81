/// A layout whose output is not usable, or a question it cannot answer.
public enum LayoutError: Error, Hashable, Sendable {
    /// After a prepare, an item was never placed.
    case unplacedItem(layout: String, indexPath: ItemPath)
    /// An item's frame or transform has a NaN or infinite component, or an
    /// edge of its frame overflows (`x + width` is infinite).
    case nonFiniteFrame(layout: String, indexPath: ItemPath)
    /// The same for a supplementary or decoration view.
    case nonFiniteView(layout: String, category: ElementCategory, kind: String, indexPath: ItemPath)
    /// The content size the layout set is not finite.
    case nonFiniteContentSize(layout: String, size: Size)
    /// An environment value that no layout can use.
    case invalidEnvironment(String)
    /// A layout name that is not known.
    case unknownLayout(name: String, available: [String])
    /// The engine's layout is not of the type asked for
    /// (``LayoutEngine/modifyLayout(as:_:)``): the names of both types.
    case layoutTypeMismatch(expected: String, actual: String)
}

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
        case .invalidEnvironment(let message):
            message
        case .layoutTypeMismatch(let expected, let actual):
            "the layout is a \(actual), not a \(expected)"
        case .unknownLayout(let name, let available):
            "unknown layout \(InputQuote.quoted(name)); available layouts: " + available.map { InputQuote.escaped($0) }.joined(separator: ", ")
        }
    }
}

extension LayoutError {
    /// Parameters that together leave no valid layout, such as padding wider
    /// than a column.
    public static func unsatisfiable(layout: String, _ reason: String) -> LayoutError {
        .invalidEnvironment("layout '\(layout)': \(reason)")
    }
}
