package import Mosaic

// Batch updates, self-sizing and orthogonal section offsets on a REPL
// layout: what :insert, :delete, :move, :measure, :selfsize, :offset and
// :snap (and l:insert, l:delete, …) do.
extension ReplLayout {
    /// The most items one command inserts or deletes.
    package static let maximumBatchCount = 10_000_000

    /// Inserts `count` items of the default size into `section`, the first
    /// at `item`, through `LayoutEngine/performBatchUpdates(_:newItem:)`.
    ///
    /// - Returns: the plan's one-line summary, as ``summary(of:)``.
    /// - Throws: ``ReplError`` for a count that is not from 1 to
    ///   ``maximumBatchCount``; ``BatchUpdateError`` naming the rule and the
    ///   index paths of a batch that breaks one, the layout left as it was.
    @discardableResult
    package func insert(section: Int, item: Int, count: Int = 1) throws -> String {
        try checkCount(count, from: item)
        try reserveItems?(engine.dataSource.itemCounts.reduce(0, +) + count)
        return try apply(.insert(section: section, item: item, count: count))
    }

    /// Deletes `count` items of `section`, the first at `item`.
    ///
    /// - Returns: the plan's one-line summary.
    /// - Throws: as ``insert(section:item:count:)``.
    @discardableResult
    package func delete(section: Int, item: Int, count: Int = 1) throws -> String {
        try checkCount(count, from: item)
        return try apply(.delete(section: section, item: item, count: count))
    }

    /// Moves one item: `from` is where it is, `to` where it ends up.
    ///
    /// - Returns: the plan's one-line summary.
    /// - Throws: ``BatchUpdateError`` for a move out of range, the layout
    ///   left as it was.
    @discardableResult
    package func move(from: ItemPath, to: ItemPath) throws -> String {
        try apply(.move(from: from, to: to))
    }

    /// Applies a batch and summarises it. The plan is asked for no entries
    /// (a limit of 0): the summary comes from the mapping, so ten million
    /// items cost no plan of ten million entries.
    private func apply(_ update: BatchUpdate) throws -> String {
        let plan = try engine.performBatchUpdates(update, in: engine.environment.bounds, limit: 0)
        onBatchUpdate?(update)
        return Self.summary(of: plan.mapping, itemCount: engine.dataSource.totalItemCount)
    }

    /// Checks the count, and that the run of items from `item` has index
    /// paths at all (a huge item would overflow); whether they exist is the
    /// batch's rules' business.
    private func checkCount(_ count: Int, from item: Int) throws {
        guard (1...Self.maximumBatchCount).contains(count) else {
            throw ReplError("the number of items must be from 1 to \(Self.maximumBatchCount), got \(count)")
        }
        guard item >= 0, item <= Int.max - count else {
            throw ReplError("item \(item) is not an item number (0 or more, with room for \(count) item\(count == 1 ? "" : "s") after it)")
        }
    }

    /// `inserted 3, deleted 0, moved 0; 33 items`: what happened to the
    /// cells, and how many there are after.
    package static func summary(of mapping: UpdateMapping, itemCount: Int) -> String {
        let counts = mapping.cellChangeCounts
        return "inserted \(counts.inserted), deleted \(counts.deleted), moved \(counts.moved); \(itemCount) item\(itemCount == 1 ? "" : "s")"
    }

    /// Feeds back the size the cell at `indexPath` wants, as a self-sizing
    /// cell does, and prepares, so that the content offset follows what is
    /// on screen.
    ///
    /// - Returns: the content offset before and after.
    /// - Throws: ``ReplError`` for a size ``ViewRules/preferredSize(_:)``
    ///   refuses, as `--measure` does; ``LayoutError`` for an item outside
    ///   the data; what prepare throws.
    @discardableResult
    package func measure(_ indexPath: ItemPath, size: Size) throws -> (before: Point, after: Point) {
        let size = try Self.obeying("preferred size \(size) for item \(indexPath)") { () throws(ViewRuleViolation) in try ViewRules.preferredSize(size) }
        try engine.prepare()
        let before = engine.environment.contentOffset
        try engine.setPreferredSize(size, forItemAt: indexPath)
        try engine.prepare()
        return (before, engine.environment.contentOffset)
    }

    /// Asks the layout what size each visible cell wants and feeds back
    /// those that differ (`LayoutEngine/selfSizeVisibleItems()`).
    ///
    /// - Returns: how many sizes were fed back, and the content offset
    ///   before and after.
    @discardableResult
    package func selfSize() throws -> (count: Int, before: Point, after: Point) {
        try engine.prepare()
        let before = engine.environment.contentOffset
        let count = try engine.selfSizeVisibleItems()
        try engine.prepare()
        return (count, before, engine.environment.contentOffset)
    }

    /// `content offset (0, 0) → (0, 120)`, or `content offset (0, 0), unchanged`.
    package static func offsetChange(_ before: Point, _ after: Point) -> String {
        before == after ? "content offset \(before), unchanged" : "content offset \(before) → \(after)"
    }

    /// Scrolls an orthogonally scrolling section along its own axis.
    ///
    /// - Throws: ``ReplError`` for an offset ``ViewRules/sectionOffset(_:)``
    ///   refuses, as `--section-offset` does; ``LayoutError`` for a section
    ///   that does not exist.
    package func setSectionOffset(_ offset: Double, section: Int) throws {
        let offset = try Self.obeying("section offset \(offset.shortDescription)") { () throws(ViewRuleViolation) in try ViewRules.sectionOffset(offset) }
        try engine.setSectionOffset(offset, forSection: section)
    }

    /// Where an orthogonally scrolling section comes to rest when its
    /// scrolling would stop at `proposed` (the proposed offset) with
    /// `velocity` (`targetOffset(forSection:…)`).
    ///
    /// - Throws: ``ReplError`` for a section that does not exist or does
    ///   not scroll sideways on its own (the layout's
    ///   ``LayoutEngine/orthogonalSections()``; it used to answer `proposed`
    ///   silently), and for an offset or velocity that is not usable.
    package func targetOffset(section: Int, proposed: Double, velocity: Double = 0) throws -> Double {
        guard (0..<engine.dataSource.numberOfSections).contains(section) else {
            throw ReplError("section \(section) does not exist (\(engine.dataSource.numberOfSections) section\(engine.dataSource.numberOfSections == 1 ? "" : "s"))")
        }
        _ = try Self.obeying("offset \(proposed.shortDescription)") { () throws(ViewRuleViolation) in try ViewRules.sectionOffset(proposed) }
        guard velocity.isFinite else { throw ReplError("the velocity must be a finite number") }
        // Only a section that scrolls on its own has somewhere to come to rest.
        let sideways = try engine.orthogonalSections()
        guard sideways.contains(where: { $0.section == section }) else {
            let those = sideways.isEmpty ? "this layout has none" : "those that do: " + sideways.map { String($0.section) }.joined(separator: ", ")
            throw ReplError("section \(section) does not scroll sideways on its own, so it has no resting place to snap to (\(those))")
        }
        return try engine.targetOffset(forSection: section, proposed: proposed, velocity: velocity)
    }

    /// Where the content comes to rest when scrolling would stop at
    /// `proposed` (the proposed offset) with `velocity`:
    /// the layout's own `targetContentOffset` (a plugin's function of that
    /// name; `proposed` for a layout that has none).
    ///
    /// - Throws: ``ReplError`` for an offset ``ViewRules/offset(_:)``
    ///   refuses or a velocity that is not finite; the plugin's error when its
    ///   function fails (rather than leaving it for the next prepare).
    package func targetContentOffset(proposed: Point, velocity: Point = .zero) throws -> Point {
        _ = try Self.obeying("offset \(proposed)") { () throws(ViewRuleViolation) in try ViewRules.offset(proposed) }
        guard velocity.x.isFinite, velocity.y.isFinite else { throw ReplError("the velocity must be finite numbers") }
        let target = try engine.targetContentOffset(proposed: proposed, velocity: velocity)
        if let instance = (engine.layout as? LuaLayout)?.instance, let error = instance.deferredError {
            instance.deferredError = nil
            throw error
        }
        return target
    }
}
