extension CompositionalLayout {
    /// Where an orthogonally scrolling section that would stop at offset
    /// `proposed` stops, by its behaviour:
    /// - `continuous`: at `proposed`;
    /// - `paging`: at a multiple of the section's content width (one page
    ///   from the current offset in the direction of `velocity`; the
    ///   nearest to `proposed` without velocity);
    /// - `continuousGroupLeadingBoundary`: with a group's leading edge at the
    ///   section's leading content edge, the first such edge at or past
    ///   `proposed` in the direction of `velocity` (the nearest without);
    /// - `groupPaging`: as that, but at most one group from the current offset;
    /// - `groupPagingCentered`: with a group centred in the section's content
    ///   width, at most one group from the current offset.
    ///
    /// Always within 0…(row length − content width). A section that does
    /// not scroll on its own keeps `proposed`.
    ///
    /// - Complexity: O(g) for g groups in the section.
    public func targetOffset(forSection section: Int, proposed: Double, velocity: Double, context: LayoutContext, cache: LayoutCache) -> Double {
        state.targetOffset(forSection: section, proposed: proposed, velocity: velocity, current: context.environment.sectionOffset(section))
    }
}

extension PreparedState {
    func targetOffset(forSection section: Int, proposed: Double, velocity: Double, current: Double) -> Double {
        guard isValid, sections.indices.contains(section), sections[section].isOrthogonal else { return proposed }
        let record = sections[section]
        let visible = axes.cross(record.groupContainer)
        let rowStart = axes.crossLeading(record.description.contentInsets)
        let groups = record.firstGroup..<(record.firstGroup + record.groupCount)
        let run = GroupRun(record, axes: axes)
        let rowEnd = groups.isEmpty ? rowStart : groupEnds[groups.upperBound - 1] + run.stackAfter
        let maxOffset = Swift.max(0, rowEnd - rowStart - visible)
        let tolerance = 1e-9 * Swift.max(1, visible)
        func clamped(_ offset: Double) -> Double { Swift.min(Swift.max(offset, 0), maxOffset) }

        // The offsets that put each group where the behaviour wants it.
        let stops: [Double]
        switch record.description.orthogonalScrollingBehavior {
        case .none, .continuous:
            return clamped(proposed)
        case .paging:
            guard visible > 0 else { return clamped(proposed) }
            let page: Double
            if velocity > 0 {
                page = (current / visible + 1e-9).rounded(.down) + 1
            } else if velocity < 0 {
                page = (current / visible - 1e-9).rounded(.up) - 1
            } else {
                page = (proposed / visible).rounded()
            }
            return clamped(page * visible)
        case .continuousGroupLeadingBoundary, .groupPaging:
            stops = (0..<record.groupCount).map { groupStart($0, of: record, run: run) - run.stackBefore - rowStart }
        case .groupPagingCentered:
            stops = (0..<record.groupCount).map {
                (groupStart($0, of: record, run: run) + groupEnds[record.firstGroup + $0]) / 2 - rowStart - visible / 2
            }
        }
        guard !stops.isEmpty else { return clamped(proposed) }
        func nearest(to offset: Double, among candidates: ArraySlice<Double>) -> Double {
            candidates.min { Swift.abs($0 - offset) < Swift.abs($1 - offset) } ?? offset
        }
        switch record.description.orthogonalScrollingBehavior {
        case .continuousGroupLeadingBoundary:
            if velocity > 0, let stop = stops.first(where: { $0 >= proposed - tolerance }) { return clamped(stop) }
            if velocity < 0, let stop = stops.last(where: { $0 <= proposed + tolerance }) { return clamped(stop) }
            return clamped(nearest(to: proposed, among: stops[...]))
        default:
            // One group per swipe: the neighbours of the group nearest the current offset.
            if velocity > 0 { return clamped(stops.first(where: { $0 > current + tolerance }) ?? stops[stops.count - 1]) }
            if velocity < 0 { return clamped(stops.last(where: { $0 < current - tolerance }) ?? stops[0]) }
            let here = stops.indices.min { Swift.abs(stops[$0] - current) < Swift.abs(stops[$1] - current) }!
            let reach = Swift.max(0, here - 1)...Swift.min(stops.count - 1, here + 1)
            return clamped(nearest(to: proposed, among: stops[reach]))
        }
    }
}
