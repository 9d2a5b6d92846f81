/// Where a section of a flow or waterfall lies along the scroll axis, as the
/// last prepare left it: where its header goes, where its items (and bottom
/// inset) end, which is where its footer starts, and where the next section
/// starts.
struct SectionExtent: Hashable, Sendable {
    /// The section's start: the top of its header.
    var start: Double
    /// The end of its items and bottom inset: the top of its footer.
    var itemsEnd: Double
    /// The section's end, after its footer.
    var end: Double

    /// Where a header `extent` long goes along the scroll axis: at the
    /// section's start or, pinned, at `visibleStart` (the top of the visible
    /// bounds, below the content inset) while the section shows, but never
    /// above the section's start or past the end of its items, so the end of
    /// the section pushes it up as the next section arrives, as
    /// `sectionHeadersPinToVisibleBounds` does.
    ///
    /// - Parameter visibleStart: `nil` for a header that is not pinned.
    func headerPosition(extent: Double, pinnedTo visibleStart: Double?) -> Double {
        guard let visibleStart else { return start }
        return Swift.max(Swift.min(Swift.max(start, visibleStart), itemsEnd - extent), start)
    }
}
