// Where orthogonal sections rest and where they stop when let go.
//
// An orthogonal section scrolls in a scroller as wide as the collection
// view's content area (UIKit embeds a scroll view that wide for the
// section), so its offsets follow that scroller's `contentOffset`: at 0 the
// section's leading content inset is at the leading edge, and the largest
// offset shows the trailing inset at the trailing edge. `groupPagingCentered`
// adds a centring inset at each end (UIKit gives the scroller a
// `contentInset`), so that the first and the last group can be centred: its
// offsets go below 0 and past the end, and it rests with its first group
// centred.

extension CompositionalLayout {
    /// Where an orthogonally scrolling section that would stop at offset
    /// `proposed` stops, by its behaviour, W being the scroller's width (the
    /// layout's content width; the height when the layout scrolls
    /// horizontally):
    /// - `continuous`: at `proposed`;
    /// - `paging`: at a multiple of W (one page from the current offset in
    ///   the direction of `velocity`; the nearest to `proposed` without
    ///   velocity), as a paging `UIScrollView` stops on multiples of its
    ///   bounds;
    /// - `continuousGroupLeadingBoundary`: with a group's leading edge at the
    ///   section's leading content edge, the first such edge at or past
    ///   `proposed` in the direction of `velocity` (the nearest without);
    /// - `groupPaging`: as that, but at most one group from the current offset;
    /// - `groupPagingCentered`: with a group's centre at W / 2, at most one
    ///   group from the current offset.
    ///
    /// Always within the section's offsets: 0 to (content length − W), and
    /// for `groupPagingCentered` from the offset that centres the first group
    /// to the one that centres the last, where the section rests when no
    /// offset is set for it (a 312-point group in a 390-point view: −39).
    /// A section that does not scroll on its own keeps `proposed`.
    ///
    /// - Complexity: O(g) for g groups in the section.
    public func targetOffset(forSection section: Int, proposed: Double, velocity: Double, context: LayoutContext, cache: LayoutCache) -> Double {
        state.targetOffset(forSection: section, proposed: proposed, velocity: velocity)
    }

    /// How section `section` scrolls on its own, as the last prepare
    /// resolved its description: from the spec, or from the section
    /// function (a Lua `section = function`, a Swift `sectionProvider:`),
    /// which only a prepare calls. `.none` before the first prepare and for
    /// a section past the last.
    ///
    /// - Complexity: O(1).
    public func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior {
        guard state.isValid, state.sections.indices.contains(section) else { return .none }
        return state.sections[section].description.orthogonalScrollingBehavior
    }
}

extension PreparedState {
    /// The offsets an orthogonal section can take and where it rests.
    ///
    /// - Complexity: O(1).
    func scrollRange(of record: SectionRecord) -> (lower: Double, upper: Double, rest: Double) {
        let width = axes.cross(container)
        let run = GroupRun(record, axes: axes)
        guard record.groupCount > 0 else { return (0, 0, 0) }
        let last = record.groupCount - 1
        let rowEnd = groupEnds[record.firstGroup + last] + run.stackAfter
        let end = Swift.max(0, rowEnd + axes.crossTrailing(record.description.contentInsets) - width)
        guard record.description.orthogonalScrollingBehavior == .groupPagingCentered else { return (0, end, 0) }
        let first = centringOffset(0, of: record, run: run, width: width)
        return (Swift.min(0, first), Swift.max(end, centringOffset(last, of: record, run: run, width: width)), first)
    }

    /// The offset that puts the centre of a section's group `group` at the
    /// middle of a scroller `width` wide.
    @inline(__always)
    private func centringOffset(_ group: Int, of record: SectionRecord, run: GroupRun, width: Double) -> Double {
        (groupStart(group, of: record, run: run) + groupEnds[record.firstGroup + group]) / 2 - width / 2
    }

    /// Places a section's groups (``placeGroups(_:of:preferred:context:cache:)``)
    /// at its offset: the one set for it, or where it rests. A section that
    /// rests somewhere but 0 is placed twice when first laid out (where it
    /// rests depends on its groups' sizes).
    ///
    /// - Complexity: O(items), twice for a resting `groupPagingCentered` section.
    mutating func placeGroupsAtOffset(
        _ section: Int, of record: inout SectionRecord, preferred: [(item: Int, size: Size)], context: LayoutContext, cache: inout LayoutCache
    ) throws {
        guard record.isOrthogonal else {
            record.offset = 0
            return try placeGroups(section, of: &record, preferred: preferred, context: context, cache: &cache)
        }
        let given = context.environment.sectionOffsets[section]
        if let given { record.offset = given }
        try placeGroups(section, of: &record, preferred: preferred, context: context, cache: &cache)
        guard given == nil else { return }
        let rest = scrollRange(of: record).rest
        if rest != record.offset {
            record.offset = rest
            try placeGroups(section, of: &record, preferred: preferred, context: context, cache: &cache)
        }
    }

    func targetOffset(forSection section: Int, proposed: Double, velocity: Double) -> Double {
        guard isValid, sections.indices.contains(section), sections[section].isOrthogonal else { return proposed }
        let record = sections[section]
        let current = record.offset
        let width = axes.cross(container)
        let range = scrollRange(of: record)
        let run = GroupRun(record, axes: axes)
        let rowStart = run.crossBase
        let tolerance = 1e-9 * Swift.max(1, width)
        func clamped(_ offset: Double) -> Double { Swift.min(Swift.max(offset, range.lower), range.upper) }

        // The offsets that put each group where the behaviour wants it.
        let stops: [Double]
        switch record.description.orthogonalScrollingBehavior {
        case .none, .continuous:
            return clamped(proposed)
        case .paging:
            guard width > 0 else { return clamped(proposed) }
            let page: Double
            if velocity > 0 {
                page = (current / width + 1e-9).rounded(.down) + 1
            } else if velocity < 0 {
                page = (current / width - 1e-9).rounded(.up) - 1
            } else {
                page = (proposed / width).rounded()
            }
            return clamped(page * width)
        case .continuousGroupLeadingBoundary, .groupPaging:
            stops = (0..<record.groupCount).map { groupStart($0, of: record, run: run) - run.stackBefore - rowStart }
        case .groupPagingCentered:
            stops = (0..<record.groupCount).map { centringOffset($0, of: record, run: run, width: width) }
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
