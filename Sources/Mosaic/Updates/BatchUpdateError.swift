/// A batch update that breaks one of `UICollectionView`'s rules, which UIKit
/// would answer with a crash (`NSInternalInconsistencyException`).
///
/// Its description is one line that names the rule and the index paths or
/// sections concerned, such as
/// `invalid update: insertItems [0, 31], [0, 32]: section 0 has only 31 items
/// after the update (items 0…30); inserts and move destinations name index
/// paths after the update`.
public struct BatchUpdateError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The rule a batch broke.
    public enum Rule: String, Hashable, Sendable, CaseIterable {
        /// An `itemsAfter` count is negative.
        case negativeCount
        /// A section index is named twice by one kind of change.
        case duplicateSection
        /// A section index is outside the sections before (deletes, reloads)
        /// or after (inserts) the update.
        case sectionOutOfRange
        /// A section is both deleted and reloaded.
        case sectionDeletedAndReloaded
        /// `itemsAfter` lists a different number of sections from the
        /// number the update leaves.
        case sectionCount
        /// An index path's item is outside its section, before (deletes,
        /// reloads, move sources) or after (inserts, move destinations) the update.
        case itemOutOfRange
        /// An item change names a section that the same batch deletes,
        /// inserts or reloads.
        case itemInChangedSection
        /// An index path is named twice by one kind of change.
        case duplicateItem
        /// An item is both deleted and moved, deleted and reloaded, or
        /// reloaded and moved; or an index path after the update is both
        /// inserted and a move's destination.
        case conflictingChanges
        /// A section's count after the update is not its count before, minus
        /// deletes, plus inserts, plus moves in, minus moves out.
        case itemCount
    }

    /// The rule broken.
    public var rule: Rule
    /// The index paths concerned, in the order the batch names them: before
    /// or after the update, as ``description`` says.
    public var indexPaths: [ItemPath]
    /// The sections concerned.
    public var sections: [Int]
    /// The explanation, one line.
    public var description: String

    /// Creates an error.
    public init(rule: Rule, indexPaths: [ItemPath] = [], sections: [Int] = [], description: String) {
        self.rule = rule
        self.indexPaths = indexPaths
        self.sections = sections
        self.description = InputQuote.escapingControls(description)
    }
}

extension ItemPath {
    /// `[section, item]`, as batch files and update messages write index paths.
    var bracketed: String { "[\(section), \(item)]" }
}
