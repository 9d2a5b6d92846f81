/// What the index path of a supplementary or decoration view stands for,
/// so that a batch update pairs the view before it with the view after it.
public enum SupplementaryScope: Hashable, Sendable {
    /// The whole layout (a global header at (0, 0)): the view stays itself
    /// whatever the update does.
    case layout
    /// A section (a header at (section, 0)): the view follows its section,
    /// and appears or disappears with it.
    case section
    /// An item (a badge at the item's index path): the view follows its
    /// item, and appears or disappears with it.
    case item
}
