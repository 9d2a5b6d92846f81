extension GroupShape {
    /// The size of node `index` whose first leaf is `leaf`.
    ///
    /// - Complexity: O(1) for items and groups of fixed size; O(leaves) otherwise.
    func measure(_ index: Int, leaf: Int, sizer: LeafSizer) -> Size {
        let node = nodes[index]
        if node.isItem { return sizer.size(leaf: leaf, node: node) }
        if !node.fitsWidth && !node.fitsHeight { return node.size }
        var along = 0.0, across = 0.0, first = leaf, isFirst = true
        for position in node.children {
            let child = childList[position]
            let childNode = nodes[child]
            let size = measure(child, leaf: first, sizer: sizer)
            let before = childNode.edges.along(node.axis), beside = childNode.edges.across(node.axis)
            if !isFirst { along += node.spacing }
            along += before.before + (node.axis == .horizontal ? size.width : size.height) + before.after
            across = Swift.max(across, beside.before + (node.axis == .horizontal ? size.height : size.width) + beside.after)
            first += childNode.leafCount
            isFirst = false
        }
        return resolvedSize(node, along: along, across: across)
    }

    /// A group's size: its own, except on axes that follow what it holds.
    @inline(__always)
    func resolvedSize(_ node: Node, along: Double, across: Double) -> Size {
        let width = node.axis == .horizontal ? along : across, height = node.axis == .horizontal ? across : along
        return Size(
            width: node.fitsWidth ? width + node.insets.horizontal : node.size.width,
            height: node.fitsHeight ? height + node.insets.vertical : node.size.height
        )
    }

    /// Places node `index` with its top-left corner at `origin`: writes the
    /// frames of its leaves into `scratch.frames` (from `leaf` on) and of its
    /// groups that carry supplementary items into `scratch.groupFrames`.
    ///
    /// - Returns: the node's size.
    /// - Complexity: O(leaves), twice that for groups with flexible spacing.
    @discardableResult
    func place(_ index: Int, at origin: Point, leaf: Int, sizer: LeafSizer, scratch: inout GroupScratch) -> Size {
        let node = nodes[index]
        if node.isItem {
            let size = sizer.size(leaf: leaf, node: node)
            scratch.frames[leaf] = Rect(origin: origin, size: size).inside(node.insets)
            return size
        }
        let horizontal = node.axis == .horizontal
        let contentX = origin.x + node.insets.left, contentY = origin.y + node.insets.top
        let content = node.size.inside(node.insets)
        let contentAlong = horizontal ? content.width : content.height
        let contentAcross = horizontal ? content.height : content.width
        let fitsAlong = horizontal ? node.fitsWidth : node.fitsHeight
        let fitsAcross = horizontal ? node.fitsHeight : node.fitsWidth

        // Flexible spacing shares what is left along the axis; flexible
        // edges across it centre (or push) each child: both need the
        // children's sizes first.
        let base = scratch.sizes.count
        var share = 0.0, maxAcross = 0.0
        if node.needsMeasuredChildren {
            var total = 0.0, flexibleSlots = 0, first = leaf
            for position in node.children {
                let child = childList[position]
                let childNode = nodes[child]
                let size = measure(child, leaf: first, sizer: sizer)
                scratch.sizes.append(size)
                let before = childNode.edges.along(node.axis), beside = childNode.edges.across(node.axis)
                total += before.before + (horizontal ? size.width : size.height) + before.after
                maxAcross = Swift.max(maxAcross, beside.before + (horizontal ? size.height : size.width) + beside.after)
                flexibleSlots += (before.flexibleBefore ? 1 : 0) + (before.flexibleAfter ? 1 : 0)
                if position < node.children.upperBound - 1 {
                    total += node.spacing
                    if node.flexibleSpacing { flexibleSlots += 1 }
                }
                first += childNode.leafCount
            }
            if !fitsAlong, flexibleSlots > 0, contentAlong > total {
                share = (contentAlong - total) / Double(flexibleSlots)
            }
        }
        let acrossSpace = fitsAcross ? maxAcross : contentAcross

        var along = 0.0, across = 0.0, first = leaf
        let last = node.children.upperBound - 1
        for position in node.children {
            let child = childList[position]
            let childNode = nodes[child]
            let before = childNode.edges.along(node.axis), beside = childNode.edges.across(node.axis)
            along += before.before + (before.flexibleBefore ? share : 0)
            var crossOffset = beside.before
            if node.needsMeasuredChildren, beside.flexibleBefore || beside.flexibleAfter {
                let size = scratch.sizes[base + position - node.children.lowerBound]
                let left = acrossSpace - beside.before - (horizontal ? size.height : size.width) - beside.after
                let slots = (beside.flexibleBefore ? 1.0 : 0) + (beside.flexibleAfter ? 1.0 : 0)
                if beside.flexibleBefore, left > 0 { crossOffset += left / slots }
            }
            let childOrigin = horizontal
                ? Point(x: contentX + along, y: contentY + crossOffset)
                : Point(x: contentX + crossOffset, y: contentY + along)
            let size: Size
            if childNode.isItem {
                // Inline, the common case: an item.
                size = sizer.size(leaf: first, node: childNode)
                scratch.frames[first] = Rect(origin: childOrigin, size: size).inside(childNode.insets)
            } else {
                size = place(child, at: childOrigin, leaf: first, sizer: sizer, scratch: &scratch)
            }
            along += (horizontal ? size.width : size.height) + before.after + (before.flexibleAfter ? share : 0)
            across = Swift.max(across, crossOffset + (horizontal ? size.height : size.width) + beside.after)
            if position < last { along += node.spacing + (node.flexibleSpacing ? share : 0) }
            first += childNode.leafCount
        }
        scratch.sizes.removeLast(scratch.sizes.count - base)
        let size = resolvedSize(node, along: along, across: across)
        if node.supplementaries >= 0 {
            scratch.groupFrames.append(GroupScratch.GroupFrame(
                supplementaries: node.supplementaries, firstLeaf: leaf, frame: Rect(origin: origin, size: size)
            ))
        }
        return size
    }
}
