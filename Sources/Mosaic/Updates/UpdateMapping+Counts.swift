extension UpdateMapping {
    /// How many cells the batch inserts (new items, and those of inserted
    /// and reloaded sections), deletes (deleted items, and those of deleted
    /// and reloaded sections) and moves: what a plan of every element counts
    /// among its cells, found from the mapping alone, without making the plan.
    ///
    /// - Complexity: O(n) integer work, no memory.
    public var cellChangeCounts: (inserted: Int, deleted: Int, moved: Int) {
        var inserted = 0, deleted = 0
        for source in sources where source < 0 { inserted += 1 }
        for destination in destinations where destination < 0 { deleted += 1 }
        return (inserted, deleted, movedSlots.count { destinations[$0] >= 0 })
    }
}
