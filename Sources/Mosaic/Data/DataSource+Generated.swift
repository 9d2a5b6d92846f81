extension DataSource {
    /// Mock data: `count` items in one section
    /// with random whole-number heights drawn from `heights`.
    ///
    /// The same seed always gives the same heights.
    ///
    /// - Complexity: O(count).
    public static func generated(count: Int, heights: ClosedRange<Double>, seed: UInt64 = 0) -> DataSource {
        precondition(count >= 0, "count must not be negative")
        var generator = SplitMix64(seed: seed)
        var source = DataSource(itemCounts: [count])
        var column: [Double] = []
        column.reserveCapacity(count + count / 8)  // room for infinite-scroll appends
        for _ in 0..<count { column.append(generator.nextDouble(in: heights).rounded(.down)) }
        source.sections[0].heights = column
        return source
    }
}
