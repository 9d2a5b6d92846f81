// Scrolling orthogonal sections on their own: their groups are placed again
// at the new offset (cells and the views anchored to them); nothing else
// changes, so nothing else is touched.

extension PreparedState {
    /// Whether the cache holds what this state describes in everything but
    /// the sections' own offsets.
    func canScroll(context: LayoutContext, cache: LayoutCache) -> Bool {
        var unscrolled = context
        unscrolled.environment.sectionOffsets = environment.sectionOffsets
        return canRelayout(context: unscrolled, cache: cache)
    }

    /// Places again the groups of each orthogonal section whose offset
    /// changed, at its offset in `context`, by the same code as a full
    /// prepare (so the result is the same to the bit); boundary views and
    /// backgrounds, which do not scroll, stay.
    ///
    /// - Throws: what a custom group's provider throws.
    /// - Complexity: O(k) for the k items of the sections that moved, plus
    ///   O(k / 32 + log n) to index them.
    mutating func scrollSections(context: LayoutContext, cache: inout LayoutCache) throws {
        for section in sections.indices where sections[section].isOrthogonal {
            // A section no offset is set for goes back to where it rests.
            let offset = context.environment.sectionOffsets[section] ?? scrollRange(of: sections[section]).rest
            guard sections[section].offset != offset else { continue }
            var record = sections[section]
            record.offset = offset
            let preferred = LeafSizer.preferredSizes(of: section, items: 0..<record.itemCount, in: context.preferredSizes)
            try placeGroups(section, of: &record, preferred: preferred, context: context, cache: &cache)
            sections[section] = record
        }
        environment.sectionOffsets = context.environment.sectionOffsets
    }
}
