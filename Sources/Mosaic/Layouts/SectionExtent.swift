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

    /// Where a footer `extent` long goes along the scroll axis: at the end
    /// of the items or, pinned, at `visibleEnd − extent` (so that its end
    /// meets the end of the visible bounds, above the bottom content inset)
    /// while the section shows, but never below the end of the items and
    /// never above `ceiling` (the end of the section's header as placed, or
    /// the section's start when it has none), so the start of the section
    /// pulls it down as the section leaves at the top, as
    /// `sectionFootersPinToVisibleBounds` does.
    ///
    /// - Parameter visibleEnd: `nil` for a footer that is not pinned.
    func footerPosition(extent: Double, pinnedTo visibleEnd: Double?, ceiling: Double) -> Double {
        guard let visibleEnd else { return itemsEnd }
        return Swift.max(Swift.min(visibleEnd - extent, itemsEnd), Swift.min(ceiling, itemsEnd))
    }

    /// The extent moved by `delta` along the scroll axis.
    func moved(by delta: Double) -> SectionExtent {
        SectionExtent(start: start + delta, itemsEnd: itemsEnd + delta, end: end + delta)
    }
}
