// The flow layout's headers and footers, pinned or not.

extension FlowLayout {
    /// Places every header and footer where it belongs for the current
    /// bounds: a pinned header at the top of the visible bounds (below the
    /// top content inset), a pinned footer at their bottom (above the bottom
    /// inset), each kept within its section (``SectionExtent``).
    ///
    /// - Complexity: O(s) for s sections.
    func placeSupplementaryViews(_ metrics: PerSection<FlowMetrics>, context: LayoutContext, cache: inout LayoutCache) {
        guard metrics.values.contains(where: { $0.header > 0 || $0.footer > 0 }) else { return }
        let pinHeaders = self.pinHeaders, pinFooters = self.pinFooters
        let environment = context.environment
        let vertical = metrics[0].vertical
        let visibleStart = vertical
            ? environment.contentOffset.y + environment.contentInsets.top
            : environment.contentOffset.x + environment.contentInsets.left
        let visibleEnd = vertical
            ? environment.contentOffset.y + environment.viewport.height - environment.contentInsets.bottom
            : environment.contentOffset.x + environment.viewport.width - environment.contentInsets.right
        for (section, record) in sections.enumerated() {
            let m = metrics[section], extent = record.extent
            var headerEnd = extent.start
            if m.header > 0 {
                let main = extent.headerPosition(extent: m.header, pinnedTo: pinHeaders ? visibleStart : nil)
                headerEnd = main + m.header
                cache.setSupplementary(LayoutAttributes(
                    category: .supplementary, kind: Self.headerKind, indexPath: ItemPath(item: 0, section: section),
                    frame: m.band(main: main, mainSize: m.header), zIndex: pinHeaders ? Self.pinnedHeaderZIndex : 0
                ))
            }
            if m.footer > 0 {
                let main = extent.footerPosition(extent: m.footer, pinnedTo: pinFooters ? visibleEnd : nil, ceiling: headerEnd)
                cache.setSupplementary(LayoutAttributes(
                    category: .supplementary, kind: Self.footerKind, indexPath: ItemPath(item: 0, section: section),
                    frame: m.band(main: main, mainSize: m.footer), zIndex: pinFooters ? Self.pinnedHeaderZIndex : 0
                ))
            }
        }
    }
}
