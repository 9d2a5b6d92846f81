/// A layout whose output is not usable, or a question it cannot answer.
public enum LayoutError: Error, Hashable, Sendable {
    /// After a prepare, an item was never placed.
    case unplacedItem(layout: String, indexPath: IndexPath)
    /// An item's frame or transform has a NaN or infinite component.
    case nonFiniteFrame(layout: String, indexPath: IndexPath)
    /// An environment value that no layout can use.
    case invalidEnvironment(String)
    /// A layout name that is not known.
    case unknownLayout(name: String, available: [String])
}

extension LayoutError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .unplacedItem(let layout, let indexPath):
            "layout '\(layout)' did not place item \(indexPath) (section \(indexPath.section), item \(indexPath.item))"
        case .nonFiniteFrame(let layout, let indexPath):
            "layout '\(layout)' gave item \(indexPath) a frame or transform that is not finite"
        case .invalidEnvironment(let message):
            message
        case .unknownLayout(let name, let available):
            "unknown layout '\(name)'; available layouts: " + available.joined(separator: ", ")
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
