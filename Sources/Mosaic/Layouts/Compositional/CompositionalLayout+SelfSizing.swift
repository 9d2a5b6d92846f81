extension PreparedState {
    /// Whether the cache still holds what this state describes, so that a
    /// partial prepare may start from it.
    func canRelayout(context: LayoutContext, cache: LayoutCache) -> Bool {
        let new = context.environment
        guard isValid, new.viewport == environment.viewport, new.contentInsets == environment.contentInsets,
              new.sectionOffsets == environment.sectionOffsets,
              cache.numberOfSections == itemCounts.count, context.dataSource.numberOfSections == itemCounts.count
        else { return false }
        for (section, count) in itemCounts.enumerated()
        where cache.numberOfItems(inSection: section) != count || context.dataSource.numberOfItems(inSection: section) != count {
            return false
        }
        return true
    }

    /// Lays out again what the sizes of `changed` items affect: the group of
    /// each (the whole section, if it scrolls orthogonally); then moves every
    /// later cell, view and section by as much as the section grew.
    ///
    /// Items whose groups have no estimated dimension, and items of custom
    /// groups, affect nothing.
    ///
    /// - Returns: `false` when a full prepare would be cheaper (many groups).
    /// - Throws: what a custom group's provider throws.
    /// - Complexity: O(g + k + m + s) for g items in the groups laid out
    ///   again, k cells after them, m supplementary views and s sections.
    mutating func relayout(items changed: [ItemPath], context: LayoutContext, cache: inout LayoutCache) throws -> Bool {
        // The groups to lay out again, in order; −1 for a whole orthogonal section.
        var targets: [(section: Int, group: Int)] = []
        for indexPath in changed.sorted() {
            guard sections.indices.contains(indexPath.section), (0..<sections[indexPath.section].itemCount).contains(indexPath.item)
            else { return false }
            let record = sections[indexPath.section]
            guard let shape = record.shape, !shape.isRigid else { continue }
            let group = record.isOrthogonal ? -1 : indexPath.item / shape.leafCount
            if let last = targets.last, last == (indexPath.section, group) { continue }
            targets.append((indexPath.section, group))
        }
        guard targets.count <= 16 else { return false }
        environment.contentOffset = context.environment.contentOffset
        for (section, group) in targets {
            var record = sections[section]
            let oldEnd = record.end
            let tailItem: Int
            if group < 0 {
                let preferred = LeafSizer.preferredSizes(of: section, items: 0..<record.itemCount, in: context.preferredSizes)
                try placeGroupsAtOffset(section, of: &record, preferred: preferred, context: context, cache: &cache)
                record.bodyEnd = record.groupsEnd + axes.mainTrailing(record.description.contentInsets)
                record.end = record.bodyEnd
                    + boundaryExtents(record.description.boundarySupplementaryItems, in: supplementaryContainer(of: record)).trailing
                tailItem = record.itemCount
            } else {
                let shape = record.shape!
                let index = record.firstGroup + group
                let firstItem = group * shape.leafCount
                let items = firstItem..<Swift.min(firstItem + shape.leafCount, record.itemCount)
                var sizer = LeafSizer(
                    section: section, preferred: LeafSizer.preferredSizes(of: section, items: items, in: context.preferredSizes), context: context
                )
                let run = GroupRun(record, axes: axes)
                let start = groupStart(group, of: record, run: run)
                let placed = placeGroup(shape, firstItem: firstItem, stackStart: start, run: run, record: record, sizer: &sizer, cache: &cache)
                let end = start + axes.main(placed.size)
                let delta = end - groupEnds[index]
                groupEnds[index] = end
                if delta != 0 {
                    shiftGroups((index + 1)..<(record.firstGroup + record.groupCount), by: delta)
                    record.groupsEnd += delta
                    record.bodyEnd += delta
                    record.end += delta
                }
                tailItem = Swift.min((group + 1) * shape.leafCount, record.itemCount)
            }
            sections[section] = record
            let delta = record.end - oldEnd
            if delta != 0 {
                // Later sections, and the groups of those that do not scroll
                // orthogonally (whose ends are along the scroll axis), in runs.
                var runs: [Range<Int>] = []
                sections.withUnsafeMutableBufferPointer { records in
                    for later in (section + 1)..<records.count {
                        records[later].move(by: delta)
                        guard !records[later].isOrthogonal else { continue }
                        let groups = records[later].firstGroup..<(records[later].firstGroup + records[later].groupCount)
                        if let last = runs.last, last.upperBound == groups.lowerBound {
                            runs[runs.count - 1] = last.lowerBound..<groups.upperBound
                        } else {
                            runs.append(groups)
                        }
                    }
                }
                for run in runs { shiftGroups(run, by: delta) }
                sectionsEnd += delta
                contentEnd += delta
                let move = axes.point(main: delta, cross: 0)
                cache.translateCells((record.firstSlot + tailItem)..<cache.cellCount, by: move)
                cache.translateSupplementary(by: move) {
                    // Item ≥ 1: the section's boundary views and background, at
                    // item 0, are placed again below.
                    $0.indexPath.section > section || ($0.indexPath.section == section && $0.indexPath.item >= tailItem)
                }
            }
            placeSectionViews(section, pinnedOnly: false, cache: &cache)
        }
        placeLayoutViews(pinnedOnly: false, cache: &cache)
        placePinnedViews(environment: context.environment, cache: &cache)
        cache.contentSize = axes.size(main: contentEnd, cross: axes.cross(container))
        return true
    }

    /// Moves the recorded ends of `groups` by `delta`.
    private mutating func shiftGroups(_ groups: Range<Int>, by delta: Double) {
        guard !groups.isEmpty else { return }
        groupEnds.withUnsafeMutableBufferPointer { ends in
            for index in groups { ends[index] += delta }
        }
    }
}
