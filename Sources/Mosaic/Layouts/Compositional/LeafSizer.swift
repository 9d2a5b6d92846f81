/// Where the items of one group get the sizes of their estimated
/// dimensions: the preferred size, else the data source's width or height,
/// else the estimate. Items past the end of the section keep their estimates.
///
/// Preferred sizes come as a list sorted by item, walked group by group, so
/// that a lookup costs no hashing.
struct LeafSizer {
    /// The section, and its item that is the group's first leaf.
    var section = 0, firstItem = 0
    /// How many leaves of the group have an item.
    var present = 0
    /// The section's preferred sizes, by item, sorted.
    var preferred: [(item: Int, size: Size)] = []
    /// The entries of `preferred` for the current group's items.
    var preferredInGroup = 0..<0
    /// The section's data columns (empty, or one value per item, NaN for none).
    var widths: [Double] = [], heights: [Double] = []

    /// Every leaf at its estimate: the sizer of templates.
    static let template = LeafSizer()

    /// Moves on to the group whose items are `present` items from
    /// `firstItem`; groups come in increasing order.
    @inline(__always)
    mutating func enter(firstItem: Int, present: Int) {
        self.firstItem = firstItem
        self.present = present
        var low = preferredInGroup.lowerBound
        while low < preferred.count && preferred[low].item < firstItem { low += 1 }
        var high = low
        while high < preferred.count && preferred[high].item < firstItem + present { high += 1 }
        preferredInGroup = low..<high
    }

    /// The size of `leaf`, made from `node`.
    @inline(__always)
    func size(leaf: Int, node: GroupShape.Node) -> Size {
        size(leaf: leaf, nominal: node.size, fitsWidth: node.fitsWidth, fitsHeight: node.fitsHeight)
    }

    /// The size of `leaf`, whose size is `nominal` on the axes it does not fit.
    @inline(__always)
    func size(leaf: Int, nominal: Size, fitsWidth: Bool, fitsHeight: Bool) -> Size {
        var size = nominal
        guard leaf < present, fitsWidth || fitsHeight else { return size }
        let item = firstItem + leaf
        for index in preferredInGroup where preferred[index].item == item {
            if fitsWidth { size.width = preferred[index].size.width }
            if fitsHeight { size.height = preferred[index].size.height }
            return size
        }
        if fitsWidth, !widths.isEmpty, !widths[item].isNaN { size.width = widths[item] }
        if fitsHeight, !heights.isEmpty, !heights[item].isNaN { size.height = heights[item] }
        return size
    }
}

extension LeafSizer {
    /// A sizer for the items of `section`, with its preferred sizes sorted
    /// by item, reading the data source's widths and heights from `context`.
    init(section: Int, preferred: [(item: Int, size: Size)], context: LayoutContext) {
        self.init(section: section)
        self.preferred = preferred
        if section < context.dataSource.numberOfSections {
            widths = context.dataSource.sections[section].widths
            heights = context.dataSource.sections[section].heights
        }
    }
}

extension LeafSizer {
    /// The preferred sizes of each section's items, sorted by item.
    ///
    /// - Complexity: O(p log p) for p sizes.
    static func preferredSizesBySection(_ sizes: [ItemPath: Size]) -> [Int: [(item: Int, size: Size)]] {
        var bySection: [Int: [(item: Int, size: Size)]] = [:]
        for (indexPath, size) in sizes { bySection[indexPath.section, default: []].append((indexPath.item, size)) }
        for section in bySection.keys { bySection[section]!.sort { $0.item < $1.item } }
        return bySection
    }

    /// The preferred sizes of `items` of `section`, sorted by item: looked
    /// up item by item, or picked out of all of them, whichever is fewer.
    static func preferredSizes(of section: Int, items: Range<Int>, in sizes: [ItemPath: Size]) -> [(item: Int, size: Size)] {
        guard !sizes.isEmpty else { return [] }
        if items.count <= sizes.count {
            return items.compactMap { item in sizes[ItemPath(item: item, section: section)].map { (item, $0) } }
        }
        return sizes.filter { $0.key.section == section && items.contains($0.key.item) }
            .map { ($0.key.item, $0.value) }
            .sorted { $0.item < $1.item }
    }
}
