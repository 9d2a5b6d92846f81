/// The size of each item of one flow section: its preferred size (for
/// self-sizing cells), else its data's width and height, each dimension it
/// does not give taken from the item size (or the estimate).
struct FlowItemSizer {
    let section: Int
    let base: Size
    let dataSource: DataSource
    /// Whether the data gives some item of the section a width or height.
    let hasSizes: Bool
    /// Whether cells size themselves.
    let selfSizing: Bool
    /// The preferred sizes, when cells size themselves; else empty.
    let preferred: [ItemPath: Size]

    init(section: Int, _ m: FlowMetrics, context: LayoutContext) {
        self.section = section
        base = m.base
        dataSource = context.dataSource
        hasSizes = section < context.dataSource.numberOfSections && context.dataSource.hasSizes(inSection: section)
        selfSizing = m.selfSizing
        preferred = m.selfSizing ? context.preferredSizes : [:]
    }

    /// The size of `item`.
    ///
    /// - Complexity: O(1) on average.
    @inline(__always)
    func size(of item: Int) -> Size {
        let indexPath = ItemPath(item: item, section: section)
        if !preferred.isEmpty, let size = preferred[indexPath] { return size }
        guard hasSizes else { return base }
        return Size(width: dataSource.width(at: indexPath) ?? base.width, height: dataSource.height(at: indexPath) ?? base.height)
    }

    /// The size every item of `items` has, or `nil` when they differ or
    /// cells size themselves (UIKit's fixed-size path is for `itemSize`
    /// alone; self-sizing cells always take the per-item path). An empty
    /// range is uniform at `sameAs` (or the base size).
    ///
    /// - Complexity: O(1) without data sizes, else O(k) for k items.
    func uniformSize(of items: Range<Int>, sameAs expected: Size? = nil) -> Size? {
        if selfSizing { return nil }
        guard hasSizes else { return expected == nil || expected == base ? base : nil }
        guard let first = items.first else { return expected ?? base }
        let size = expected ?? self.size(of: first)
        for item in items where self.size(of: item) != size { return nil }
        return size
    }

    /// ``uniformSize(of:sameAs:)`` for a section of `count` items.
    func uniformSize(count: Int) -> Size? { uniformSize(of: 0..<count) }
}
