extension LayoutEngine {
    /// The first `limit` elements whose visual frame meets `rect`, in
    /// index-path order, and how many meet it in all: what
    /// ``layoutAttributesForElements(in:)`` answers, cut to `limit` while
    /// the index is walked, so that a huge rectangle costs no more memory
    /// than `limit` elements (``ElementCap``). A ``ScrollReactiveLayout``'s
    /// step is applied as the base elements are met, a chunk at a time.
    ///
    /// - Parameters:
    ///   - rect: the rectangle, in content coordinates.
    ///   - limit: the most elements listed, 0 or more;
    ///     ``ElementCap/standard`` for what a person or a page reads.
    /// - Throws: what ``prepare()`` throws.
    /// - Complexity: O(log n + k log limit) for the k elements meeting
    ///   `rect`; O(limit) memory.
    public func layoutAttributesForElements(in rect: Rect, limit: Int) throws(LayoutError) -> CappedElements {
        precondition(limit >= 0, "a limit is 0 or more")
        try prepare()
        var answer = if let step = scrollStep {
            try scrolledElements(in: rect, limit: limit, step: step)
        } else {
            cache.elements(in: rect, limit: limit)
        }
        if let scale = environment.displayScale {
            answer.elements = answer.elements.map { $0.displayed(atScale: scale) }
        }
        return answer
    }
}
