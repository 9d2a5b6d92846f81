/// Reusable buffers for resolving groups, so that a prepare allocates
/// nothing per group.
struct GroupScratch {
    /// A group that carries supplementary items: which list, its first leaf
    /// and its frame (relative to the root group's origin).
    struct GroupFrame: Sendable {
        var supplementaries: Int
        var firstLeaf: Int
        var frame: Rect
    }

    /// Leaf frames relative to the root group's origin, after item insets.
    var frames: [Rect] = []
    var groupFrames: [GroupFrame] = []
    /// Children's sizes, a stack shared by the levels of the tree.
    var sizes: [Size] = []

    /// Empties the buffers for a group of `leafCount` leaves.
    @inline(__always)
    mutating func reset(leafCount: Int) {
        if frames.count != leafCount {
            frames.removeAll(keepingCapacity: true)
            frames.append(contentsOf: repeatElement(.zero, count: leafCount))
        }
        groupFrames.removeAll(keepingCapacity: true)
    }
}
