// Editing a data source: items and sections inserted, removed and moved with
// their metrics and values, one at a time or as a whole batch update.

extension DataSource {
    /// The metrics of every item in a section.
    ///
    /// - Complexity: O(k) for k items in the section.
    public func items(inSection section: Int) -> [ItemMetrics] {
        (0..<numberOfItems(inSection: section)).map { metrics(at: IndexPath(section, $0)) }
    }

    /// Inserts items into a section, the first at `indexPath.item` (which
    /// may be the section's count, to append).
    ///
    /// - Precondition: the section exists and the item is in `0...count`.
    /// - Complexity: O(k) for k items in the section.
    public mutating func insert(_ items: [ItemMetrics], at indexPath: IndexPath) {
        var all = self.items(inSection: indexPath.section)
        precondition((0...all.count).contains(indexPath.item), "cannot insert at \(indexPath): section \(indexPath.section) has \(all.count) items")
        all.insert(contentsOf: items, at: indexPath.item)
        sections[indexPath.section] = Section(items: all)
    }

    /// Removes an item and returns its metrics.
    ///
    /// - Precondition: the item exists.
    /// - Complexity: O(k) for k items in the section.
    @discardableResult
    public mutating func removeItem(at indexPath: IndexPath) -> ItemMetrics {
        var all = items(inSection: indexPath.section)
        precondition(all.indices.contains(indexPath.item), "no item at \(indexPath)")
        let removed = all.remove(at: indexPath.item)
        sections[indexPath.section] = Section(items: all)
        return removed
    }

    /// Moves an item, as a batch update's move does: `to` is where the item
    /// is once moved, the others closing up behind it and making room for it.
    ///
    /// - Precondition: the item exists, and `to` is a place in the data
    ///   source without it.
    /// - Complexity: O(k) for k items in the sections concerned.
    public mutating func moveItem(from: IndexPath, to: IndexPath) {
        let item = removeItem(at: from)
        insert([item], at: to)
    }

    /// Inserts a section of items, so that it has index `section`.
    ///
    /// - Precondition: `section` is in `0...numberOfSections`.
    public mutating func insertSection(_ items: [ItemMetrics] = [], at section: Int) {
        precondition((0...sections.count).contains(section), "cannot insert section \(section): there are \(sections.count)")
        sections.insert(Section(items: items), at: section)
    }

    /// Removes a section and returns its items' metrics.
    ///
    /// - Precondition: the section exists.
    @discardableResult
    public mutating func removeSection(at section: Int) -> [ItemMetrics] {
        let removed = items(inSection: section)
        sections.remove(at: section)
        return removed
    }

    /// The data source after a batch update: each item that stays keeps its
    /// metrics and values at its new index path, and each item that appears
    /// gets `newItem(indexPathAfter)`, except in a reloaded section, whose
    /// first items keep the metrics of the items they replace (the data
    /// source has nothing newer to say about them).
    ///
    /// - Parameter mapping: a batch checked against this data source.
    /// - Precondition: `mapping.itemCountsBefore == itemCounts`.
    /// - Complexity: O(n) for n items after the update; a section that only
    ///   gains items at its end costs only its new items (plus a copy of its
    ///   columns when they are shared).
    public func applying(_ mapping: UpdateMapping, newItem: (IndexPath) -> ItemMetrics) -> DataSource {
        precondition(mapping.itemCountsBefore == itemCounts, "the update was checked against other item counts")
        var result = DataSource(itemCounts: [])
        result.sections.reserveCapacity(mapping.itemCountsAfter.count)
        for (new, count) in mapping.itemCountsAfter.enumerated() {
            guard let old = mapping.oldSections[new] else {
                result.sections.append(Section(items: (0..<count).map { newItem(IndexPath(new, $0)) }))
                continue
            }
            let oldCount = sections[old].count
            if mapping.reloadedSections.contains(old) {
                result.sections.append(Section(items: (0..<count).map {
                    $0 < oldCount ? metrics(at: IndexPath(old, $0)) : newItem(IndexPath(new, $0))
                }))
                continue
            }
            let start = mapping.startsAfter[new], oldStart = mapping.startsBefore[old]
            if count >= oldCount, (0..<oldCount).allSatisfy({ mapping.sources[start + $0] == oldStart + $0 }),
               (oldCount..<count).allSatisfy({ mapping.sources[start + $0] < 0 }) {
                // Every item stays where it was; new ones come at the end.
                result.sections.append(sections[old])
                result.append((oldCount..<count).map { newItem(IndexPath(new, $0)) }, toSection: new)
                continue
            }
            result.sections.append(Section(items: (0..<count).map { item in
                let source = mapping.sources[start + item]
                return source < 0
                    ? newItem(IndexPath(new, item))
                    : metrics(at: UpdateMapping.indexPath(ofSlot: source, starts: mapping.startsBefore))
            }))
        }
        return result
    }
}

extension DataSource.Section {
    /// A section holding these items, with columns only for the metrics
    /// some item has.
    init(items: [ItemMetrics]) {
        self.init(count: items.count)
        if items.contains(where: { $0.width != nil }) { widths = items.map { $0.width ?? .nan } }
        if items.contains(where: { $0.height != nil }) { heights = items.map { $0.height ?? .nan } }
        for (item, metrics) in items.enumerated() where !metrics.values.isEmpty {
            values[item] = metrics.values
        }
    }
}
