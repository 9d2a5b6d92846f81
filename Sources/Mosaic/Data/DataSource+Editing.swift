// Editing a data source: items and sections inserted, removed and moved with
// their metrics and values, as a whole batch update.

extension DataSource {
    /// The data source after a batch update: each item that stays keeps its
    /// metrics and values at its new index path, and each item that appears
    /// gets `newItem(indexPathAfter)`, except in a reloaded section, whose
    /// first items keep the metrics of the items they replace (the data
    /// source has nothing newer to say about them).
    ///
    /// - Parameters:
    ///   - mapping: a batch checked against this data source.
    ///   - newItem: the metrics of an item that appears, by its index path
    ///     after the update.
    /// - Precondition: `mapping.itemCountsBefore == itemCounts`.
    /// - Complexity: O(n) for n items after the update; a section that only
    ///   gains items at its end costs only its new items (plus a copy of its
    ///   columns when they are shared).
    public func applying(_ mapping: UpdateMapping, newItem: (ItemPath) -> ItemMetrics) -> DataSource {
        precondition(mapping.itemCountsBefore == itemCounts, "the update was checked against other item counts")
        var result = DataSource(itemCounts: [])
        result.sections.reserveCapacity(mapping.itemCountsAfter.count)
        for (new, count) in mapping.itemCountsAfter.enumerated() {
            guard let old = mapping.oldSections[new] else {
                result.appendSection((0..<count).map { newItem(ItemPath(new, $0)) })
                continue
            }
            let oldCount = sections[old].count
            if mapping.reloadedSections.contains(old) {
                result.appendSection((0..<count).map {
                    $0 < oldCount ? metrics(at: ItemPath(old, $0)) : newItem(ItemPath(new, $0))
                })
                continue
            }
            let start = mapping.startsAfter[new], oldStart = mapping.startsBefore[old]
            if count >= oldCount, (0..<oldCount).allSatisfy({ mapping.sources[start + $0] == oldStart + $0 }),
               (oldCount..<count).allSatisfy({ mapping.sources[start + $0] < 0 }) {
                // Every item stays where it was; new ones come at the end.
                result.sections.append(sections[old])
                result.append((oldCount..<count).map { newItem(ItemPath(new, $0)) }, toSection: new)
                continue
            }
            result.appendSection((0..<count).map { item in
                let source = mapping.sources[start + item]
                return source < 0
                    ? newItem(ItemPath(new, item))
                    : metrics(at: UpdateMapping.indexPath(ofSlot: source, starts: mapping.startsBefore))
            })
        }
        return result
    }
}
