/// A section's group compiled against its container: the tree of what one
/// group holds, flattened, with every size that does not depend on the
/// items resolved once per section rather than once per group.
///
/// What a group holds is fixed by the compile: repeating subitems repeat as
/// often as their estimates fit, whatever size the items later turn out to
/// be, so every group of a section holds the same number of items
/// (``leafCount``), and the last group is laid out as a full one with the
/// missing items left out. Only the sizes of items with estimated
/// dimensions, and the extents of groups with estimated dimensions, vary
/// from group to group; a shape without such items is *rigid*, and its
/// frames are computed once (``template``).
struct GroupShape: Sendable {
    /// The axis a group places its subitems along.
    enum Axis: Sendable {
        case horizontal, vertical
    }

    /// An element's edge spacing, in points, with which edges are flexible.
    struct Edges: Sendable {
        var leading = 0.0, top = 0.0, trailing = 0.0, bottom = 0.0
        var flexibleLeading = false, flexibleTop = false, flexibleTrailing = false, flexibleBottom = false

        init(_ spacing: LayoutEdgeSpacing?) {
            guard let spacing else { return }
            func read(_ value: LayoutSpacing?) -> (Double, Bool) {
                switch value {
                case .fixed(let points)?: (points, false)
                case .flexible(let points)?: (points, true)
                case nil: (0, false)
                }
            }
            (leading, flexibleLeading) = read(spacing.leading)
            (top, flexibleTop) = read(spacing.top)
            (trailing, flexibleTrailing) = read(spacing.trailing)
            (bottom, flexibleBottom) = read(spacing.bottom)
        }

        var isFlexible: Bool { flexibleLeading || flexibleTop || flexibleTrailing || flexibleBottom }

        /// The spacing before and after along `axis`, and across it.
        @inline(__always)
        func along(_ axis: Axis) -> (before: Double, after: Double, flexibleBefore: Bool, flexibleAfter: Bool) {
            axis == .horizontal
                ? (leading, trailing, flexibleLeading, flexibleTrailing)
                : (top, bottom, flexibleTop, flexibleBottom)
        }

        @inline(__always)
        func across(_ axis: Axis) -> (before: Double, after: Double, flexibleBefore: Bool, flexibleAfter: Bool) {
            along(axis == .horizontal ? .vertical : .horizontal)
        }
    }

    /// An item or a group of the tree.
    struct Node: Sendable {
        /// The size within its container: estimates as given, a `.count`
        /// group's share applied.
        var size: Size
        /// Whether the width (height) follows what the element holds: an
        /// estimated dimension, unless a `.count` group imposes it.
        var fitsWidth: Bool, fitsHeight: Bool
        /// Content insets, zero on estimated axes.
        var insets: Insets
        var edges: Edges
        var isItem: Bool
        /// For groups: the axis, spacing and children (into `childList`).
        var axis: Axis = .horizontal
        var spacing = 0.0
        var flexibleSpacing = false
        var children: Range<Int> = 0..<0
        /// Whether placing the children needs their sizes first (flexible spacing).
        var needsMeasuredChildren = false
        var leafCount = 1
        /// The anchored supplementary items, as an index into
        /// `supplementaryLists`, or −1.
        var supplementaries = -1
        /// The size with every item at its estimate.
        var templateSize = Size.zero
    }

    var nodes: [Node] = []
    var childList: [Int] = []
    var supplementaryLists: [[SupplementaryItem]] = []
    /// The node of each leaf of a group, in item order.
    var leafNodes: [Int] = []
    var root = 0
    /// Whether no item of the group has a dimension the items decide.
    var isRigid = true
    /// Whether any item or group carries anchored supplementary items.
    var hasSupplementaries = false
    /// Whether the group holds only items, placed without flexible
    /// spacing, and nothing carries supplementary items: the shape of
    /// lists and grids, placed by ``placeFlat(at:sizer:write:)``.
    var isFlat = false
    /// The items of a flat shape.
    var flat: [FlatLeaf] = []
    /// For a rigid shape: the frames of a group at the origin, its size, and
    /// the frames of its groups that carry supplementary items.
    var template: [Rect] = []
    var templateGroupFrames: [GroupScratch.GroupFrame] = []
    var templateSize = Size.zero

    /// The number of items a group holds.
    var leafCount: Int { nodes[root].leafCount }
    /// The root group's edge spacing.
    var rootEdges: Edges { nodes[root].edges }

    /// Compiles `group` within a container of `container` size.
    ///
    /// - Parameter cap: the most items a group may hold (repetition stops
    ///   there, so that zero-length items cannot repeat forever).
    /// - Throws: ``CompositionalError`` for a custom group nested in another,
    ///   or a group that would hold more than
    ///   ``CompositionalLimits/maximumItemCount`` items (checked before its
    ///   children are stored: nested counts multiply).
    /// - Complexity: O(s + r) for s elements described and r repetitions,
    ///   r at most ``CompositionalLimits/maximumItemCount``.
    init(_ group: CompositionalGroup, in container: Size, cap: Int) throws(CompositionalError) {
        root = try add(.group(group), in: container, forcedWidth: nil, forcedHeight: nil, cap: cap, path: "group")
        collectLeaves(root)
        let rootNode = nodes[root]
        isFlat = !hasSupplementaries && !rootNode.needsMeasuredChildren
            && childList[rootNode.children].allSatisfy { nodes[$0].isItem }
        if isFlat { flat = Self.flatLeaves(of: self) }
        if isRigid {
            var scratch = GroupScratch()
            scratch.reset(leafCount: leafCount)
            templateSize = place(root, at: .zero, leaf: 0, sizer: .template, scratch: &scratch)
            template = scratch.frames
            templateGroupFrames = scratch.groupFrames
        }
    }

    // MARK: - Compiling

    private mutating func add(
        _ element: CompositionalElement, in container: Size, forcedWidth: Double?, forcedHeight: Double?, cap: Int, path: String
    ) throws(CompositionalError) -> Int {
        let layoutSize = element.layoutSize
        let width = forcedWidth ?? layoutSize.widthDimension.resolved(in: container)
        let height = forcedHeight ?? layoutSize.heightDimension.resolved(in: container)
        let estimatedWidth = layoutSize.widthDimension.isEstimated, estimatedHeight = layoutSize.heightDimension.isEstimated
        switch element {
        case .item(let item):
            var node = Node(
                size: Size(width: width, height: height),
                fitsWidth: forcedWidth == nil && estimatedWidth, fitsHeight: forcedHeight == nil && estimatedHeight,
                insets: Self.effective(item.contentInsets, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight, in: Size(width: width, height: height)),
                edges: Edges(item.edgeSpacing), isItem: true
            )
            node.templateSize = node.size
            if node.fitsWidth || node.fitsHeight { isRigid = false }
            if !item.supplementaryItems.isEmpty {
                node.supplementaries = supplementaryLists.count
                supplementaryLists.append(item.supplementaryItems)
                hasSupplementaries = true
            }
            nodes.append(node)
            return nodes.count - 1
        case .group(let group):
            let axis: Axis, subitems: CompositionalGroup.Subitems
            switch group.arrangement {
            case .horizontal(let items): (axis, subitems) = (.horizontal, items)
            case .vertical(let items): (axis, subitems) = (.vertical, items)
            case .custom:
                throw CompositionalError(path: path, reason: "a custom group can only be a section's group, not a subitem of another group")
            }
            var node = Node(
                size: Size(width: width, height: height),
                fitsWidth: forcedWidth == nil && estimatedWidth, fitsHeight: forcedHeight == nil && estimatedHeight,
                insets: Self.effective(group.contentInsets, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight, in: Size(width: width, height: height)),
                edges: Edges(group.edgeSpacing), isItem: false
            )
            node.axis = axis
            node.spacing = group.interItemSpacing?.points ?? 0
            if case .flexible? = group.interItemSpacing { node.flexibleSpacing = true }
            let content = node.size.inside(node.insets)
            let along = axis == .horizontal ? content.width : content.height
            var children: [Int] = []
            switch subitems {
            case .count(let element, let count):
                // The group's length is shared equally; it never follows the
                // items. Spacing that takes all of it leaves items of no length.
                let share = Swift.max(0, (along - Double(count - 1) * node.spacing) / Double(count))
                let child = try add(
                    element, in: content,
                    forcedWidth: axis == .horizontal ? share : nil, forcedHeight: axis == .vertical ? share : nil,
                    cap: cap, path: path + ".subitem"
                )
                // Checked before the copies are made: counts of nested groups multiply.
                guard CompositionalLimits.items(count: count, each: nodes[child].leafCount) != nil,
                      CompositionalLimits.items(childList.count, plus: count) != nil else {
                    throw CompositionalError(path: path + ".count", reason: CompositionalLimits.countMessage(count: count, each: nodes[child].leafCount))
                }
                children = Array(repeating: child, count: count)
                if axis == .horizontal { node.fitsWidth = false } else { node.fitsHeight = false }
            case .repeating(let elements):
                var distinct: [Int] = []
                for (index, element) in elements.enumerated() {
                    distinct.append(try add(element, in: content, forcedWidth: nil, forcedHeight: nil, cap: cap, path: path + ".subitems[\(index)]"))
                }
                // Every subitem once, then again in turn while the next one fits.
                let tolerance = 1e-9 * Swift.max(1, Swift.abs(along))
                var position = 0.0, leaves = 0
                while true {
                    let child = distinct[children.count % distinct.count]
                    let childNode = nodes[child]
                    let edges = childNode.edges.along(axis)
                    let length = (axis == .horizontal ? childNode.templateSize.width : childNode.templateSize.height) + edges.before + edges.after
                    let next = (children.isEmpty ? 0 : position + node.spacing) + length
                    if children.count >= distinct.count && (next > along + tolerance || leaves + childNode.leafCount > cap) { break }
                    // Repetition is bounded by `cap` per group, and the shape
                    // as a whole by the item limit: sibling groups that each
                    // repeat to the cap must not add up past it.
                    guard CompositionalLimits.items(leaves, plus: childNode.leafCount) != nil,
                          CompositionalLimits.items(childList.count, plus: children.count + 1) != nil else {
                        throw CompositionalError(path: path + ".subitems", reason: CompositionalLimits.subitemsMessage)
                    }
                    children.append(child)
                    position = next
                    leaves += childNode.leafCount
                }
            }
            node.children = childList.count..<(childList.count + children.count)
            childList.append(contentsOf: children)
            node.leafCount = children.reduce(0) { $0 + nodes[$1].leafCount }
            node.needsMeasuredChildren = node.flexibleSpacing || children.contains { nodes[$0].edges.isFlexible }
            if !group.supplementaryItems.isEmpty {
                node.supplementaries = supplementaryLists.count
                supplementaryLists.append(group.supplementaryItems)
                hasSupplementaries = true
            }
            nodes.append(node)
            let index = nodes.count - 1
            nodes[index].templateSize = measure(index, leaf: 0, sizer: .template)
            return index
        }
    }

    /// An item's or group's content insets as they apply: the sides of
    /// estimated axes zeroed, as UIKit ignores them, and the rest cut where
    /// they would cross in an element of `size` (``Insets/keepingRoom(in:)``:
    /// insets wider than the element leave its content 0 wide at the
    /// leading inset, as a section's do), so that no content is negative.
    static func effective(_ insets: Insets, estimatedWidth: Bool, estimatedHeight: Bool, in size: Size) -> Insets {
        Insets(
            top: estimatedHeight ? 0 : insets.top, left: estimatedWidth ? 0 : insets.left,
            bottom: estimatedHeight ? 0 : insets.bottom, right: estimatedWidth ? 0 : insets.right
        ).keepingRoom(in: Size(width: Swift.max(0, size.width), height: Swift.max(0, size.height)))
    }

    private mutating func collectLeaves(_ index: Int) {
        let node = nodes[index]
        if node.isItem {
            leafNodes.append(index)
            return
        }
        for child in childList[node.children] { collectLeaves(child) }
    }
}
