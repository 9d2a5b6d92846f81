extension LayoutEngine {
    /// Applies a batch of inserts, deletes, moves and reloads, as
    /// `UICollectionView.performBatchUpdates(_:)` does once the data source
    /// has been updated, and returns how every element animates.
    ///
    /// The batch is checked first against the data source by UIKit's rules
    /// (``BatchUpdate/mapping(itemCounts:)``); a batch that breaks one is
    /// rejected and the engine is left exactly as it was: data source,
    /// preferred sizes, section offsets, cache and staleness. Otherwise the
    /// engine prepares (if stale), keeps the attributes before the update,
    /// edits the data source (``DataSource/applying(_:newItem:)``), carries
    /// preferred sizes over to the items' new index paths (dropping those of
    /// items that disappear or are reloaded) and orthogonal sections' offsets
    /// over to the sections' new indexes (dropping those of deleted and
    /// reloaded sections), invalidates only what it must (inserts at the end
    /// of the last section only: the data-source counts, so that layouts that
    /// can lay out just the new items; anything else: everything), prepares
    /// again and compares.
    ///
    /// - Parameters:
    ///   - update: the batch.
    ///   - rect: when given, the plan lists only the elements whose visual
    ///     frame meets it before or after the update, as `UICollectionView`
    ///     animates only what is on screen (pass the visible bounds); this
    ///     costs O(log n + k log k) for k elements instead of O(n).
    ///   - limit: with `rect`, the most entries the plan lists (its first,
    ///     in the plan's order): the rest are counted in
    ///     ``UpdatePlan/omitted`` and never built, nor their initial and
    ///     final attributes asked for, so a huge `rect` costs no more memory
    ///     than `limit` entries (``ElementCap``). No limit unless given;
    ///     ignored without `rect`.
    ///   - newItem: the metrics of each item that appears, given its index
    ///     path after the update. Default: no metrics.
    /// - Returns: the plan: every element before or after (or those meeting
    ///   `rect`), with what happens to it and its attributes.
    /// - Throws: ``BatchUpdateError`` for a batch that breaks a rule; a
    ///   ``LayoutError`` as ``prepare()`` throws, also when the layout's
    ///   initial or final attributes throw
    ///   (``LayoutError/layoutFailed(name:underlying:)``), in which case the data source, preferred sizes and
    ///   section offsets are put back as they were and the layout is left stale.
    /// - Complexity: O(n) to check and apply the batch (integer work and
    ///   copies) plus the prepare; the plan costs O(n + m log m) for n cells
    ///   and m other views, or O(log n + k log k) for the k meeting `rect`.
    @discardableResult
    public func performBatchUpdates(
        _ update: BatchUpdate, in rect: Rect? = nil, limit: Int = .max, newItem: (ItemPath) -> ItemMetrics = { _ in ItemMetrics() }
    ) throws -> UpdatePlan {
        let mapping = try update.mapping(itemCounts: dataSource.itemCounts)
        try prepare()
        // A copy (the prepare after the update writes into the engine's), with
        // the layout's scroll step applied (ScrollReactiveLayout).
        let before = try scrolledCache()
        let sizeBefore = try contentSize()
        let oldSource = dataSource, oldSizes = preferredSizes, oldOffsets = environment.sectionOffsets

        if !mapping.isIdentity {
            let invalidation = mapping.isAppendOnly ? InvalidationContext(invalidateDataSourceCounts: true) : .everything
            applyUpdate(
                dataSource: dataSource.applying(mapping, newItem: newItem),
                preferredSizes: Self.remap(preferredSizes, through: mapping),
                sectionOffsets: Self.remap(oldOffsets, through: mapping),
                invalidation: invalidation
            )
        }
        do {
            let stale = !pendingInvalidation.isEmpty
            try prepare()
            let context = LayoutContext(dataSource: dataSource, environment: environment, preferredSizes: preferredSizes)
            let builder = UpdatePlanBuilder(mapping: mapping, layout: layout, context: context, old: before, new: try scrolledCache())
            let (entries, total) = try LayoutError.catching(layout: layout.name) { try builder.entries(in: rect, limit: limit) }
            var plan = UpdatePlan(
                layoutName: layout.name, mapping: mapping,
                contentSizeBefore: sizeBefore, contentSizeAfter: try contentSize(),
                prepareRequest: stale ? lastPrepare?.request : nil,
                elements: entries.map { $0.displayed(atScale: environment.displayScale) }
            )
            plan.omitted = total - entries.count
            return plan
        } catch {
            if !mapping.isIdentity {
                applyUpdate(dataSource: oldSource, preferredSizes: oldSizes, sectionOffsets: oldOffsets, invalidation: .everything)
            }
            throw error
        }
    }

    /// The orthogonal sections' offsets, following their sections; those of
    /// deleted and reloaded sections are dropped (a reloaded section starts
    /// over at 0), as are those of sections that do not exist.
    static func remap(_ offsets: [Int: Double], through mapping: UpdateMapping) -> [Int: Double] {
        var result: [Int: Double] = [:]
        for (section, offset) in offsets where mapping.itemCountsBefore.indices.contains(section) && !mapping.isReloaded(section: section) {
            if let new = mapping.newSection(forSection: section) { result[new] = offset }
        }
        return result
    }

    /// Preferred sizes at the items' index paths after the update, without
    /// those of items that disappear or are reloaded (a reloaded cell is
    /// measured again).
    static func remap(_ sizes: [ItemPath: Size], through mapping: UpdateMapping) -> [ItemPath: Size] {
        var result: [ItemPath: Size] = [:]
        for (indexPath, size) in sizes {
            guard mapping.itemCountsBefore.indices.contains(indexPath.section),
                  (0..<mapping.itemCountsBefore[indexPath.section]).contains(indexPath.item),
                  mapping.change(ofItemAt: indexPath) != .reloaded,
                  let new = mapping.newIndexPath(forItemAt: indexPath)
            else { continue }
            result[new] = size
        }
        return result
    }
}
