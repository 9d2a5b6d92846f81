extension BatchUpdate {
    /// A batch that inserts `count` items into `section`, the first at
    /// `item`, as the REPL's `:insert S I N`. `itemsAfter` is left `nil`:
    /// ``LayoutEngine/performBatchUpdates(_:in:limit:newItem:)`` works it out.
    ///
    /// - Precondition: `count ≥ 0`.
    public static func insert(section: Int, item: Int, count: Int = 1) -> BatchUpdate {
        BatchUpdate(insertItems: indexPaths(section: section, item: item, count: count))
    }

    /// A batch that deletes `count` items of `section`, the first at
    /// `item`, as the REPL's `:delete S I N`.
    ///
    /// - Precondition: `count ≥ 0`.
    public static func delete(section: Int, item: Int, count: Int = 1) -> BatchUpdate {
        BatchUpdate(deleteItems: indexPaths(section: section, item: item, count: count))
    }

    /// A batch that reloads `count` items of `section`, the first at `item`.
    ///
    /// - Precondition: `count ≥ 0`.
    public static func reload(section: Int, item: Int, count: Int = 1) -> BatchUpdate {
        BatchUpdate(reloadItems: indexPaths(section: section, item: item, count: count))
    }

    /// A batch that moves one item, as the REPL's `:move S I S I`: `from`
    /// is where it is now, `to` where it is after the move (the other items
    /// close up behind it and make room for it).
    public static func move(from: ItemPath, to: ItemPath) -> BatchUpdate {
        BatchUpdate(moveItems: [ItemMove(from: from, to: to)])
    }

    private static func indexPaths(section: Int, item: Int, count: Int) -> [ItemPath] {
        precondition(count >= 0, "count must not be negative")
        return (0..<count).map { ItemPath(section, item + $0) }
    }
}
