extension BatchUpdate {
    /// The number of items the batch leaves, given the item count of each
    /// section before it: the sum of `itemsAfter` when the batch gives it;
    /// otherwise the items before, less those of the deleted sections and
    /// the deleted items, plus the inserted items (moves and reloads keep
    /// the total). For a batch that ``mapping(itemCounts:)`` accepts this is
    /// the exact total after the update; for any batch it is found without
    /// allocating anything, so a command can refuse a batch that would grow
    /// the data past its cap before the update is worked out.
    ///
    /// - Complexity: O(s + k) for s sections and k changes.
    public func itemCountAfter(itemCounts: [Int]) -> Int {
        if let itemsAfter {
            return itemsAfter.reduce(0) { $0.addingReportingOverflow($1).overflow ? .max : $0 + $1 }
        }
        var total = itemCounts.reduce(0, +)
        for section in Set(deleteSections) where itemCounts.indices.contains(section) {
            total -= itemCounts[section]
        }
        return total - deleteItems.count + insertItems.count
    }
}
