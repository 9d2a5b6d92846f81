/// A batch of changes to a data source's sections and items, as the calls
/// made inside `UICollectionView.performBatchUpdates(_:)`, with UIKit's rules
/// for which index paths each one names:
///
/// - `deleteItems`, `reloadItems`, the sources of `moveItems`,
///   `deleteSections` and `reloadSections` name index paths and sections
///   **before** the update;
/// - `insertItems`, the destinations of `moveItems` and `insertSections`
///   name them **after** the update.
///
/// A reloaded item keeps its place (it moves with the inserts and deletes
/// before it) and its metrics; a reloaded section keeps its place too, but
/// every item in it is replaced. `itemsAfter`, when given, is what the data
/// source says each section holds after the update; it must agree with the
/// batch, and it is the only way to give an inserted section items.
///
/// ``LayoutEngine/performBatchUpdates(_:in:limit:newItem:)`` checks a batch, applies
/// it and returns the ``UpdatePlan``; ``mapping(itemCounts:)`` only checks it
/// and resolves where every item goes. The JSON form is read by
/// ``parse(json:file:maximumItemCount:)`` (`docs/json-format.md`, "Batch update files").
public struct BatchUpdate: Hashable, Sendable {
    /// Items to delete, by their index paths before the update.
    public var deleteItems: [ItemPath]
    /// Items to insert, by their index paths after the update.
    public var insertItems: [ItemPath]
    /// Items to reload, by their index paths before the update.
    public var reloadItems: [ItemPath]
    /// Items to move, each from its index path before the update to its
    /// index path after it.
    public var moveItems: [ItemMove]
    /// Sections to delete, by their indexes before the update.
    public var deleteSections: [Int]
    /// Sections to insert, by their indexes after the update.
    public var insertSections: [Int]
    /// Sections to reload, by their indexes before the update.
    public var reloadSections: [Int]
    /// The number of items in each section after the update, as the data
    /// source would answer, or `nil` to have it worked out from the batch
    /// (inserted sections are then empty, reloaded ones keep their count).
    public var itemsAfter: [Int]?

    /// Creates a batch; every change defaults to none.
    public init(
        deleteItems: [ItemPath] = [], insertItems: [ItemPath] = [], reloadItems: [ItemPath] = [],
        moveItems: [ItemMove] = [],
        deleteSections: [Int] = [], insertSections: [Int] = [], reloadSections: [Int] = [],
        itemsAfter: [Int]? = nil
    ) {
        self.deleteItems = deleteItems
        self.insertItems = insertItems
        self.reloadItems = reloadItems
        self.moveItems = moveItems
        self.deleteSections = deleteSections
        self.insertSections = insertSections
        self.reloadSections = reloadSections
        self.itemsAfter = itemsAfter
    }

    /// Whether the batch changes nothing (`itemsAfter` aside).
    public var isEmpty: Bool {
        deleteItems.isEmpty && insertItems.isEmpty && reloadItems.isEmpty && moveItems.isEmpty
            && deleteSections.isEmpty && insertSections.isEmpty && reloadSections.isEmpty
    }
}

/// One item moved in a ``BatchUpdate``.
public struct ItemMove: Hashable, Sendable {
    /// Where the item is before the update.
    public var from: ItemPath
    /// Where the item is after the update.
    public var to: ItemPath

    /// Creates a move.
    public init(from: ItemPath, to: ItemPath) {
        self.from = from
        self.to = to
    }
}
