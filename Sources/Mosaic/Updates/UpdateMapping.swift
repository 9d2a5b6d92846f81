/// Where every section and item of a data source goes in a ``BatchUpdate``
/// that has been checked against it (``BatchUpdate/mapping(itemCounts:)``),
/// following UIKit's rules:
///
/// - sections that are not deleted keep their order; inserted sections take
///   the indexes the batch gives them, and the others close up around them;
/// - within a section, inserted items and moved items take the index paths
///   the batch gives them, and the items that stay fill the other places in
///   their old order;
/// - a reloaded item stays, like an unchanged one; a reloaded section stays
///   in its place, but all its items disappear and new ones appear.
///
/// Index paths are stored as flat slots (earlier sections' items plus the
/// item), as ``LayoutCache`` stores cells.
public struct UpdateMapping: Hashable, Sendable {
    /// The number of items in each section before the update.
    public let itemCountsBefore: [Int]
    /// The number of items in each section after the update.
    public let itemCountsAfter: [Int]
    /// Per section before the update: its index after, `nil` when deleted.
    let newSections: [Int?]
    /// Per section after the update: its index before, `nil` when inserted.
    let oldSections: [Int?]
    /// The reloaded sections, by their indexes before the update.
    let reloadedSections: Set<Int>
    /// The first slot of each section before the update, then the total.
    let startsBefore: [Int]
    /// The first slot of each section after the update, then the total.
    let startsAfter: [Int]
    /// Per slot after the update: the slot the item had before, −1 when it appears.
    let sources: [Int]
    /// Per slot before the update: the slot the item has after, −1 when it disappears.
    let destinations: [Int]
    /// The slots before the update of the items the batch moves.
    let movedSlots: Set<Int>
    /// The slots before the update of the items the batch reloads.
    let reloadedSlots: Set<Int>
    /// Whether the batch only inserts items at the end of the last section:
    /// the case a layout can lay out incrementally (``PrepareRequest/append(previousCounts:)``).
    public let isAppendOnly: Bool
    /// Whether the batch changes nothing.
    public let isIdentity: Bool

    /// The index of a section after the update, or `nil` when the batch
    /// deletes it. A reloaded section keeps a place.
    ///
    /// - Precondition: `section` exists before the update.
    /// - Complexity: O(1).
    public func newSection(forSection section: Int) -> Int? {
        precondition(newSections.indices.contains(section), "section \(section) does not exist before the update")
        return newSections[section]
    }

    /// The index of a section before the update, or `nil` when the batch
    /// inserts it.
    ///
    /// - Precondition: `section` exists after the update.
    /// - Complexity: O(1).
    public func oldSection(forSection section: Int) -> Int? {
        precondition(oldSections.indices.contains(section), "section \(section) does not exist after the update")
        return oldSections[section]
    }

    /// Whether the batch reloads a section, named by its index before the update.
    public func isReloaded(section: Int) -> Bool { reloadedSections.contains(section) }

    /// Where an item is after the update, or `nil` when it disappears
    /// (deleted, or in a deleted or reloaded section).
    ///
    /// - Precondition: the item exists before the update.
    /// - Complexity: O(1).
    public func newIndexPath(forItemAt indexPath: ItemPath) -> ItemPath? {
        let destination = destinations[Self.slot(of: indexPath, starts: startsBefore, when: "before")]
        return destination < 0 ? nil : Self.indexPath(ofSlot: destination, starts: startsAfter)
    }

    /// Where an item was before the update, or `nil` when it appears
    /// (inserted, or in an inserted or reloaded section).
    ///
    /// - Precondition: the item exists after the update.
    /// - Complexity: O(log sections).
    public func oldIndexPath(forItemAt indexPath: ItemPath) -> ItemPath? {
        let source = sources[Self.slot(of: indexPath, starts: startsAfter, when: "after")]
        return source < 0 ? nil : Self.indexPath(ofSlot: source, starts: startsBefore)
    }

    /// What happens to an item that exists before the update: deleted
    /// (which includes the items of deleted and reloaded sections), moved
    /// (explicitly), reloaded, or unchanged (even if earlier changes shift it).
    ///
    /// - Precondition: the item exists before the update.
    /// - Complexity: O(1) on average.
    public func change(ofItemAt indexPath: ItemPath) -> UpdatePlan.Change {
        let slot = Self.slot(of: indexPath, starts: startsBefore, when: "before")
        if destinations[slot] < 0 { return .deleted }
        if movedSlots.contains(slot) { return .moved }
        return reloadedSlots.contains(slot) ? .reloaded : .unchanged
    }

    // MARK: - Slots

    static func slot(of indexPath: ItemPath, starts: [Int], when: String) -> Int {
        precondition(indexPath.section >= 0 && indexPath.section < starts.count - 1, "section \(indexPath.section) does not exist \(when) the update")
        let start = starts[indexPath.section]
        precondition(indexPath.item >= 0 && indexPath.item < starts[indexPath.section + 1] - start, "item \(indexPath) does not exist \(when) the update")
        return start + indexPath.item
    }

    /// The slot of an index path, or `nil` when there is no such item.
    static func slotIfPresent(of indexPath: ItemPath, starts: [Int]) -> Int? {
        guard indexPath.section >= 0, indexPath.section < starts.count - 1, indexPath.item >= 0,
              indexPath.item < starts[indexPath.section + 1] - starts[indexPath.section]
        else { return nil }
        return starts[indexPath.section] + indexPath.item
    }

    /// The index path of a slot: the last section starting at or before it.
    static func indexPath(ofSlot slot: Int, starts: [Int]) -> ItemPath {
        var low = 0, high = starts.count - 2
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= slot { low = mid } else { high = mid - 1 }
        }
        return ItemPath(low, slot - starts[low])
    }

    static func starts(of counts: [Int]) -> [Int] {
        var starts = [0]
        starts.reserveCapacity(counts.count + 1)
        for count in counts { starts.append(starts.last! + count) }
        return starts
    }
}
