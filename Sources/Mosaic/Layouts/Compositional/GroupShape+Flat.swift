/// An item of a flat group, with what placing it needs resolved for the
/// group's axis.
struct FlatLeaf: Sendable {
    var size: Size
    var fitsWidth: Bool, fitsHeight: Bool
    var insets: Insets
    /// Edge spacing before and after along the group's axis, and across it.
    var before: Double, after: Double, besideBefore: Double, besideAfter: Double
}

extension GroupShape {
    /// The items of a flat shape, in order.
    static func flatLeaves(of shape: GroupShape) -> [FlatLeaf] {
        let root = shape.nodes[shape.root]
        return shape.childList[root.children].map { child in
            let node = shape.nodes[child]
            let along = node.edges.along(root.axis), across = node.edges.across(root.axis)
            return FlatLeaf(
                size: node.size, fitsWidth: node.fitsWidth, fitsHeight: node.fitsHeight, insets: node.insets,
                before: along.before, after: along.after, besideBefore: across.before, besideAfter: across.after
            )
        }
    }

    /// Places a flat group (``isFlat``) at `origin`, handing each present
    /// item's frame to `write` in order, without going through the scratch
    /// buffers: the common case of lists and grids, made cheap.
    ///
    /// - Returns: the group's size.
    /// - Complexity: O(items in the group).
    @inline(__always)
    func placeFlat(at origin: Point, sizer: LeafSizer, write: (Rect) -> Void) -> Size {
        let node = nodes[root]
        let horizontal = node.axis == .horizontal
        let contentX = origin.x + node.insets.left, contentY = origin.y + node.insets.top
        var along = 0.0, across = 0.0
        let count = flat.count, present = sizer.present
        flat.withUnsafeBufferPointer { leaves in
            for leaf in 0..<count {
                let item = leaves[leaf]
                along += item.before
                let x = horizontal ? contentX + along : contentX + item.besideBefore
                let y = horizontal ? contentY + item.besideBefore : contentY + along
                let size = sizer.size(leaf: leaf, nominal: item.size, fitsWidth: item.fitsWidth, fitsHeight: item.fitsHeight)
                if leaf < present {
                    write(Rect(origin: Point(x: x, y: y), size: size).inside(item.insets))
                }
                along += (horizontal ? size.width : size.height) + item.after
                across = Swift.max(across, item.besideBefore + (horizontal ? size.height : size.width) + item.besideAfter)
                if leaf < count - 1 { along += node.spacing }
            }
        }
        return resolvedSize(node, along: along, across: across)
    }
}
