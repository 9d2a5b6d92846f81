/// A bounding-volume hierarchy: leaves hold the bounding box of 32 elements,
/// each level above the box of 16 nodes of the level below.
///
/// Leaves group elements in one of two orders, chosen at each full build:
/// - **Slot order**, when it is compact: most layouts place neighbouring
///   items near each other (rows, shortest-column waterfalls, spirals, fans),
///   so 32 consecutive elements make a tight box. Free to build; appending k
///   elements updates O(k + log n) boxes; results come out in slot order.
/// - **Z-order**, when slot order is not: if the leaves' boxes cover more
///   than ``looseness`` times the area of the elements in them (a round-robin
///   waterfall whose columns drift apart, items scattered at random), the
///   elements are sorted along a Z-order curve of their centres (a radix
///   sort, O(n)) and leaves group neighbours in space. Appended elements
///   join in slot order after the sorted ones until they are an eighth of
///   them, then everything is sorted again (amortised O(1) per element).
///   Results are sorted back into slot order, O(k log k).
///
/// Either way a rect query visits O(log n) nodes plus the leaves it hits,
/// whatever the shape: it needs no monotonic scroll axis.
///
/// Node boxes are built from a cheap bound of each element's visual frame
/// (exact for unrotated elements); leaves test exact visual frames, so
/// results are exact either way.
///
/// Memory: about 1.1 bytes per element (one 32-byte box per 32 elements),
/// plus 4 in Z-order.
@usableFromInline
struct SpatialIndex: Sendable {
    @usableFromInline static let leafSize = 32
    @usableFromInline static let fanout = 16

    /// `levels[0]` are the leaves; the last level has one box, the root.
    @usableFromInline var levels: [[Box]] = []
    /// The number of elements indexed.
    @usableFromInline var count = 0
    /// Empty in slot order; in Z-order, the slot at each position.
    @usableFromInline var order: [UInt32] = []
    /// In Z-order, how many positions of `order` are sorted; the rest were
    /// appended in slot order.
    @usableFromInline var sortedCount = 0

    /// How much larger than the elements' own area the leaves' boxes may be
    /// before a full build sorts the elements in Z-order.
    @usableFromInline static let looseness = 4.0

    @usableFromInline init() {}

    /// The box around every element, or `nil` when there are none.
    var bounds: Box? { levels.last?.first }

    /// Brings the index up to date after the elements in `dirty` changed and
    /// the element count became `count`.
    ///
    /// - Parameters:
    ///   - count: the number of elements now.
    ///   - dirty: the slots whose visual frames changed (new slots included).
    ///   - bound: a box containing the visual frame of a slot.
    /// - Returns: the first slot read whose bound is not finite, if any;
    ///   the index must not be queried then.
    /// - Complexity: O(dirty.count + log n) in slot order, and for appends in
    ///   Z-order; O(n) for a full build or a change of earlier elements in Z-order.
    @inlinable @discardableResult
    mutating func update(count newCount: Int, dirty: Range<Int>, bound: (Int) -> Rect) -> Int? {
        let oldCount = count
        if newCount == 0 {
            self = SpatialIndex()
            return nil
        }
        let rewritesAll = levels.isEmpty || (!dirty.isEmpty && dirty.lowerBound == 0 && dirty.upperBound >= newCount)
        let zOrderStale = !order.isEmpty && (
            (!dirty.isEmpty && dirty.lowerBound < oldCount) || newCount < oldCount
                || newCount - sortedCount > Swift.max(4096, sortedCount / 8))
        if rewritesAll || zOrderStale { return rebuild(count: newCount, bound: bound) }

        count = newCount
        if !order.isEmpty { order.append(contentsOf: UInt32(oldCount)..<UInt32(newCount)) }
        // The dirty slots, the new slots, and after a shrink the new last leaf.
        var low = dirty.isEmpty ? newCount : Swift.min(dirty.lowerBound, newCount)
        var high = dirty.isEmpty ? 0 : Swift.min(dirty.upperBound, newCount)
        if newCount != oldCount {
            low = Swift.min(low, Swift.max(Swift.min(oldCount, newCount) - 1, 0))
            high = newCount
        }
        let leaves = (low / Self.leafSize)..<Swift.max(low / Self.leafSize, (high + Self.leafSize - 1) / Self.leafSize)
        Self.resize(&levels[0], to: (newCount + Self.leafSize - 1) / Self.leafSize)
        var firstNonFinite: Int?
        var area = 0.0
        refreshLeaves(leaves, bound: bound, firstNonFinite: &firstNonFinite, elementArea: &area)
        refreshParents(above: leaves)
        return firstNonFinite
    }

    /// Builds the whole index for `count` elements, in slot order or, when
    /// that is loose, in Z-order.
    ///
    /// - Complexity: O(n).
    @inlinable
    mutating func rebuild(count newCount: Int, bound: (Int) -> Rect) -> Int? {
        count = newCount
        order = []
        sortedCount = 0
        if levels.isEmpty { levels = [[]] }
        let leafCount = (newCount + Self.leafSize - 1) / Self.leafSize
        Self.resize(&levels[0], to: leafCount)
        var firstNonFinite: Int?
        var elementArea = 0.0
        refreshLeaves(0..<leafCount, bound: bound, firstNonFinite: &firstNonFinite, elementArea: &elementArea)
        if firstNonFinite == nil && newCount > 2 * Self.leafSize {
            var leafArea = 0.0, extent = Box.empty
            for box in levels[0] {
                leafArea += box.area
                extent.formUnion(box)
            }
            if leafArea > Self.looseness * elementArea {
                sortInZOrder(within: extent, bound: bound)
                var ignored = 0.0
                refreshLeaves(0..<leafCount, bound: bound, firstNonFinite: &firstNonFinite, elementArea: &ignored)
            }
        }
        refreshParents(above: 0..<leafCount)
        return firstNonFinite
    }

    /// Sorts every element along a Z-order curve of its bound's centre, on a
    /// grid of square cells (so a long, thin content orders mostly along its
    /// length rather than wasting half the key on its width).
    ///
    /// Total for any finite bounds, even at ±1.7e308: centres and spans are
    /// taken in halves (`min/2 + max/2`, `max/2 − min/2`), which cannot
    /// overflow, and ``gridCell(_:)`` turns any number, NaN included, into a cell.
    @usableFromInline
    mutating func sortInZOrder(within extent: Box, bound: (Int) -> Rect) {
        let halfSpan = Swift.max(extent.maxX / 2 - extent.minX / 2, extent.maxY / 2 - extent.minY / 2)
        let scale = halfSpan > 0 && halfSpan.isFinite ? 65535 / halfSpan : 0
        let originX = extent.minX / 2, originY = extent.minY / 2
        var keyed = [UInt64](repeating: 0, count: count)
        keyed.withUnsafeMutableBufferPointer { keyed in
            for slot in 0..<keyed.count {
                let frame = bound(slot)
                // Half the centre: (min + max) / 4, as min/4 + max/4.
                let halfMidX = frame.minX / 4 + frame.maxX / 4, halfMidY = frame.minY / 4 + frame.maxY / 4
                let x = Self.gridCell((halfMidX - originX) * scale)
                let y = Self.gridCell((halfMidY - originY) * scale)
                keyed[slot] = UInt64(spreadBits(x) | spreadBits(y) << 1) << 32 | UInt64(slot)
            }
        }
        radixSortByUpperHalf(&keyed)
        order = []
        order.reserveCapacity(count + count / 8)  // room for appends, as the stores have
        order.append(contentsOf: keyed.lazy.map { UInt32(truncatingIfNeeded: $0) })
        sortedCount = count
    }

    /// A grid coordinate in 0...65535 for any number: clamped, NaN to 0
    /// (`UInt32(_:)` of a NaN or an out-of-range value traps).
    @inlinable
    static func gridCell(_ value: Double) -> UInt32 {
        guard value > 0 else { return 0 }  // also NaN
        guard value < 65535 else { return 65535 }
        return UInt32(value)
    }

    /// The slot at a position of the leaves' order.
    @inlinable
    func slot(at position: Int) -> Int { order.isEmpty ? position : Int(order[position]) }

    /// Recomputes the boxes of `leaves`, noting the first non-finite bound
    /// and adding up the elements' own areas.
    @inlinable
    mutating func refreshLeaves(_ leaves: Range<Int>, bound: (Int) -> Rect, firstNonFinite: inout Int?, elementArea: inout Double) {
        for leaf in leaves {
            var box = Box.empty
            for position in (leaf * Self.leafSize)..<Swift.min((leaf + 1) * Self.leafSize, count) {
                let slot = slot(at: position)
                let element = Box(bound(slot))
                if !element.isFinite && firstNonFinite == nil { firstNonFinite = slot }
                elementArea += element.area
                box.formUnion(element)
            }
            levels[0][leaf] = box
        }
    }

    /// Recomputes the ancestors of `leaves`, level by level, up to a single root.
    @inlinable
    mutating func refreshParents(above leaves: Range<Int>) {
        var range = leaves
        var level = 0
        while levels[level].count > 1 {
            let childCount = levels[level].count
            let parentCount = (childCount + Self.fanout - 1) / Self.fanout
            if levels.count == level + 1 { levels.append([]) }
            Self.resize(&levels[level + 1], to: parentCount)
            range = (range.lowerBound / Self.fanout)..<((range.upperBound + Self.fanout - 1) / Self.fanout)
            for parent in range {
                var box = Box.empty
                for child in (parent * Self.fanout)..<Swift.min((parent + 1) * Self.fanout, childCount) {
                    box.formUnion(levels[level][child])
                }
                levels[level + 1][parent] = box
            }
            level += 1
        }
        levels.removeSubrange((level + 1)...)
    }

    @inlinable
    static func resize(_ boxes: inout [Box], to count: Int) {
        if boxes.count < count {
            // Headroom, so that appends after a full build do not copy every level.
            if boxes.capacity < count { boxes.reserveCapacity(count + count / 8) }
            boxes.append(contentsOf: repeatElement(.empty, count: count - boxes.count))
        } else if boxes.count > count {
            boxes.removeSubrange(count...)
        }
    }

    /// Calls `body` with each slot whose visual frame meets `rect`, in
    /// ascending slot order.
    ///
    /// - Complexity: O(log n + k) for k results when neighbouring slots lie
    ///   near each other.
    @inlinable
    func forEach(intersecting rect: Rect, visualFrame: (Int) -> Rect, _ body: (Int) -> Void) {
        if order.isEmpty {
            forEachCandidate(intersecting: rect, visualFrame: visualFrame, body)
        } else {
            var slots: [Int] = []
            forEachCandidate(intersecting: rect, visualFrame: visualFrame) { slots.append($0) }
            slots.sort()
            slots.forEach(body)
        }
    }

    /// Calls `body` with each slot whose visual frame meets `rect`, in the
    /// leaves' order.
    @inlinable
    func forEachCandidate(intersecting rect: Rect, visualFrame: (Int) -> Rect, _ body: (Int) -> Void) {
        guard let top = levels.indices.last else { return }
        // Depth-first, children in order: a stack of (level, node).
        var stack: [(level: Int, node: Int)] = [(top, 0)]
        stack.reserveCapacity(levels.count * Self.fanout)
        while let (level, node) = stack.popLast() {
            guard levels[level][node].intersects(rect) else { continue }
            if level == 0 {
                for position in (node * Self.leafSize)..<Swift.min((node + 1) * Self.leafSize, count) {
                    let slot = slot(at: position)
                    if visualFrame(slot).intersects(rect) { body(slot) }
                }
            } else {
                let children = (node * Self.fanout)..<Swift.min((node + 1) * Self.fanout, levels[level - 1].count)
                for child in children.reversed() where levels[level - 1][child].intersects(rect) {
                    stack.append((level - 1, child))
                }
            }
        }
    }

    /// The bytes the index holds.
    var memoryFootprint: Int {
        levels.reduce(0) { $0 + $1.capacity * MemoryLayout<Box>.stride } + order.capacity * 4
    }
}

extension SpatialIndex {
    /// Whether leaves hold runs of slots (not Z-order), so that
    /// ``translate(_:by:bound:)`` can shift them.
    var isInSlotOrder: Bool { order.isEmpty }

    /// Moves the boxes of the elements in `slots` by `delta`, after their
    /// frames moved by as much: leaves wholly inside `slots` are shifted,
    /// the (at most two) leaves it cuts are recomputed with `bound`, and
    /// their ancestors are refreshed.
    ///
    /// - Precondition: ``isInSlotOrder`` (in Z-order a leaf's elements are
    ///   not a run of slots; mark them dirty instead).
    /// - Complexity: O(slots.count / 32 + log n).
    @usableFromInline
    mutating func translate(_ slots: Range<Int>, by delta: Point, bound: (Int) -> Rect) {
        precondition(isInSlotOrder, "translate needs leaves in slot order")
        guard !slots.isEmpty, !levels.isEmpty, slots.lowerBound < count else { return }
        let upper = Swift.min(slots.upperBound, count)
        let firstLeaf = slots.lowerBound / Self.leafSize
        let lastLeaf = (upper - 1) / Self.leafSize
        var ignored: Int?
        var area = 0.0
        for leaf in firstLeaf...lastLeaf {
            let start = leaf * Self.leafSize, end = Swift.min(start + Self.leafSize, count)
            if start >= slots.lowerBound && end <= upper {
                var box = levels[0][leaf]
                box.minX += delta.x; box.maxX += delta.x
                box.minY += delta.y; box.maxY += delta.y
                levels[0][leaf] = box
            } else {
                refreshLeaves(leaf..<(leaf + 1), bound: bound, firstNonFinite: &ignored, elementArea: &area)
            }
        }
        refreshParents(above: firstLeaf..<(lastLeaf + 1))
    }
}
