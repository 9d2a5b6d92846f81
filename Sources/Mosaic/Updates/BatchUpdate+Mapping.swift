extension BatchUpdate {
    /// Checks the batch against a data source with these item counts, by
    /// `UICollectionView`'s rules, and works out where every section and
    /// item goes.
    ///
    /// - Parameter itemCounts: the number of items in each section before the update.
    /// - Returns: the mapping from index paths before the update to index paths after it.
    /// - Throws: ``BatchUpdateError`` for the first rule the batch breaks, in
    ///   this order: `itemsAfter` counts, section indexes, index paths before
    ///   the update, index paths after it (their sections), the count of each
    ///   section, the items of index paths after the update.
    /// - Complexity: O(n + k log k) for n items and k changes.
    public func mapping(itemCounts: [Int]) throws(BatchUpdateError) -> UpdateMapping {
        precondition(itemCounts.allSatisfy { $0 >= 0 }, "item counts must not be negative")
        let checker = BatchChecker(update: self, before: itemCounts)
        let sections = try checker.resolveSections()
        try checker.checkIndexPathsBefore(sections)
        try checker.checkSectionsOfIndexPathsAfter(sections)
        let countsAfter = try checker.countsAfter(sections)
        try checker.checkItemsOfIndexPathsAfter(countsAfter)
        return checker.mapping(sections, countsAfter: countsAfter)
    }

    /// Checks the batch against a data source; see ``mapping(itemCounts:)``.
    public func mapping(for dataSource: DataSource) throws(BatchUpdateError) -> UpdateMapping {
        try mapping(itemCounts: dataSource.itemCounts)
    }
}

extension BatchChecker {
    /// Builds the mapping of a checked batch: inserted items and move
    /// destinations take their places, the items that stay fill the rest.
    func mapping(_ sections: SectionResolution, countsAfter: [Int]) -> UpdateMapping {
        let startsBefore = UpdateMapping.starts(of: before)
        let startsAfter = UpdateMapping.starts(of: countsAfter)
        let unfilled = -2
        var sources = [Int](repeating: -1, count: startsAfter.last!)
        let movedSlots = Set(update.moveItems.map { startsBefore[$0.from.section] + $0.from.item })
        // The slots before the update of deleted and moved items, in order.
        let leaving = (update.deleteItems.map { startsBefore[$0.section] + $0.item } + movedSlots).sorted()
        for (new, old) in sections.oldSections.enumerated() {
            guard let old, !sections.reloaded.contains(old) else { continue }
            for slot in startsAfter[new]..<startsAfter[new + 1] { sources[slot] = unfilled }
        }
        for indexPath in update.insertItems { sources[startsAfter[indexPath.section] + indexPath.item] = -1 }
        for move in update.moveItems {
            sources[startsAfter[move.to.section] + move.to.item] = startsBefore[move.from.section] + move.from.item
        }
        // Kept sections come in the same order before and after, so one
        // walk through `leaving` serves them all.
        var gone = 0
        for (new, old) in sections.oldSections.enumerated() {
            guard let old, !sections.reloaded.contains(old) else { continue }
            var next = startsBefore[old]
            while gone < leaving.count && leaving[gone] < next { gone += 1 }
            for slot in startsAfter[new]..<startsAfter[new + 1] where sources[slot] == unfilled {
                while gone < leaving.count && leaving[gone] == next {
                    next += 1
                    gone += 1
                }
                sources[slot] = next
                next += 1
            }
        }
        var destinations = [Int](repeating: -1, count: startsBefore.last!)
        for (slot, source) in sources.enumerated() where source >= 0 { destinations[source] = slot }
        let reloadedSlots = Set(update.reloadItems.map { startsBefore[$0.section] + $0.item })

        let last = before.count - 1
        let isAppendOnly = update.deleteItems.isEmpty && update.reloadItems.isEmpty && update.moveItems.isEmpty
            && update.deleteSections.isEmpty && update.insertSections.isEmpty && update.reloadSections.isEmpty
            && !update.insertItems.isEmpty
            && update.insertItems.allSatisfy { $0.section == last && $0.item >= before[last] }
        return UpdateMapping(
            itemCountsBefore: before, itemCountsAfter: countsAfter,
            newSections: sections.newSections, oldSections: sections.oldSections, reloadedSections: sections.reloaded,
            startsBefore: startsBefore, startsAfter: startsAfter, sources: sources, destinations: destinations,
            movedSlots: movedSlots, reloadedSlots: reloadedSlots,
            isAppendOnly: isAppendOnly, isIdentity: update.isEmpty
        )
    }
}
