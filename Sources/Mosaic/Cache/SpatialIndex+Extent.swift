extension SpatialIndex {
    /// The largest value of `edge` over the elements' exact visual frames
    /// (`-∞` when there are none), found without reading every element:
    /// node boxes are bounds, so a node whose box does not reach past the
    /// best edge found so far cannot hold a larger one and is skipped, and
    /// children are visited farthest first.
    ///
    /// The boxes around rotated elements are loose (``AttributeStore/visualBound(at:)``),
    /// so the root box alone over-states the extent of rotated content;
    /// this is the exact figure.
    ///
    /// - Parameters:
    ///   - edge: the edge of a box, such as `\.maxX`.
    ///   - exact: the same edge of a slot's exact visual frame.
    /// - Complexity: O(log n) nodes plus the leaves whose boxes reach past
    ///   the extent: a few when bounds are tight or the far edge is held by
    ///   few elements; O(n) at worst (every element's bound reaching past it).
    func farthest(_ edge: (Box) -> Double, exact: (Int) -> Double) -> Double {
        var best = -Double.infinity
        guard let top = levels.indices.last else { return best }
        var stack: [(level: Int, node: Int)] = [(top, 0)]
        stack.reserveCapacity(levels.count * Self.fanout)
        while let (level, node) = stack.popLast() {
            guard edge(levels[level][node]) > best else { continue }
            if level == 0 {
                for position in (node * Self.leafSize)..<Swift.min((node + 1) * Self.leafSize, count) {
                    best = Swift.max(best, exact(slot(at: position)))
                }
            } else {
                let children = (node * Self.fanout)..<Swift.min((node + 1) * Self.fanout, levels[level - 1].count)
                // Pushed nearest first, so the farthest is popped first.
                for child in children.sorted(by: { edge(levels[level - 1][$0]) < edge(levels[level - 1][$1]) })
                where edge(levels[level - 1][child]) > best {
                    stack.append((level - 1, child))
                }
            }
        }
        return best
    }
}
