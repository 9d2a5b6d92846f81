/// A bounding-volume hierarchy over elements in slot order: leaves hold the
/// bounding box of 32 consecutive elements, each level above the box of 16
/// nodes of the level below.
///
/// Layouts place neighbouring items near each other (rows, columns, spirals,
/// fans), so boxes of consecutive elements are tight and a rect query visits
/// O(log n) nodes plus the leaves it hits, whatever the shape: it needs no
/// monotonic scroll axis. Items scattered at random make leaves large and
/// queries slower, never wrong. Because leaves follow slot order, appending k
/// elements updates O(k + log n) boxes, and results come out in slot order.
///
/// Node boxes are built from a cheap bound of each element's visual frame
/// (exact for unrotated elements); leaves test exact visual frames, so
/// results are exact either way.
///
/// Memory: about 1.1 bytes per element (one 32-byte box per 32 elements).
@usableFromInline
struct SpatialIndex: Sendable {
    @usableFromInline static let leafSize = 32
    @usableFromInline static let fanout = 16

    /// An axis-aligned box by its extremes; empty boxes have min > max.
    @usableFromInline
    struct Box: Sendable {
        @usableFromInline var minX, minY, maxX, maxY: Double

        @usableFromInline static let empty = Box(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

        @inlinable init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
            self.minX = minX; self.minY = minY; self.maxX = maxX; self.maxY = maxY
        }

        @inlinable init(_ rect: Rect) {
            self.init(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
        }

        @inlinable mutating func formUnion(_ other: Box) {
            minX = Swift.min(minX, other.minX); minY = Swift.min(minY, other.minY)
            maxX = Swift.max(maxX, other.maxX); maxY = Swift.max(maxY, other.maxY)
        }

        /// The same test as ``Rect/intersects(_:)``, so that a box around
        /// rectangles meets a query whenever one of them does.
        @inlinable func intersects(_ rect: Rect) -> Bool {
            minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
        }
    }

    /// `levels[0]` are the leaves; the last level has one box, the root.
    @usableFromInline var levels: [[Box]] = []
    /// The number of elements indexed.
    @usableFromInline var count = 0

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
    /// - Complexity: O(dirty.count + log n).
    @inlinable @discardableResult
    mutating func update(count newCount: Int, dirty: Range<Int>, bound: (Int) -> Rect) -> Int? {
        let oldCount = count
        count = newCount
        if newCount == 0 {
            levels = []
            return nil
        }
        var firstNonFinite: Int?
        // The dirty slots, the new slots, and after a shrink the new last leaf.
        var low = dirty.isEmpty ? newCount : Swift.min(dirty.lowerBound, newCount)
        var high = dirty.isEmpty ? 0 : Swift.min(dirty.upperBound, newCount)
        if newCount != oldCount {
            low = Swift.min(low, Swift.max(Swift.min(oldCount, newCount) - 1, 0))
            high = newCount
        }
        var range = (low / Self.leafSize)..<Swift.max(low / Self.leafSize, (high + Self.leafSize - 1) / Self.leafSize)
        let leafCount = (newCount + Self.leafSize - 1) / Self.leafSize
        if levels.isEmpty { levels = [[]] }
        Self.resize(&levels[0], to: leafCount)
        for leaf in range {
            var box = Box.empty
            let end = Swift.min((leaf + 1) * Self.leafSize, newCount)
            for slot in (leaf * Self.leafSize)..<end {
                let frame = bound(slot)
                if !frame.isFinite && firstNonFinite == nil { firstNonFinite = slot }
                box.formUnion(Box(frame))
            }
            levels[0][leaf] = box
        }
        // Parents of the changed nodes, level by level, up to a single root.
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
        return firstNonFinite
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
        guard let top = levels.indices.last else { return }
        // Depth-first, children in order: a stack of (level, node).
        var stack: [(level: Int, node: Int)] = [(top, 0)]
        stack.reserveCapacity(levels.count * Self.fanout)
        while let (level, node) = stack.popLast() {
            guard levels[level][node].intersects(rect) else { continue }
            if level == 0 {
                for slot in (node * Self.leafSize)..<Swift.min((node + 1) * Self.leafSize, count)
                where visualFrame(slot).intersects(rect) {
                    body(slot)
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
    var memoryFootprint: Int { levels.reduce(0) { $0 + $1.capacity * MemoryLayout<Box>.stride } }
}
