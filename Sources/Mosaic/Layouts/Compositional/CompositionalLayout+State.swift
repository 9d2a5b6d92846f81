/// What a compositional layout resolved and placed in its last prepare:
/// what a partial prepare (a preferred size fed back, a scroll that moves
/// pinned views) starts from. Positions along the scroll axis are "main",
/// across it "cross" (see ``ScrollAxes``).
struct PreparedState {
    /// Whether the rest describes the cache's contents.
    var isValid = false
    var axes = ScrollAxes(vertical: true)
    /// The layout's content area: the viewport less the content insets.
    var container = Size.zero
    /// The environment of the last full prepare.
    var environment = LayoutEnvironment()
    var itemCounts: [Int] = []
    var interSectionSpacing = 0.0
    var sections: [SectionRecord] = []
    /// Where each group ends, by group over all sections: along the scroll
    /// axis, or across it (unscrolled) in orthogonal sections. Where it
    /// starts follows from where the one before ends
    /// (``groupStart(_:of:run:)``).
    var groupEnds: [Double] = []
    /// The layout's own boundary views and their extents along the scroll axis.
    var layoutItems: [BoundarySupplementaryItem] = []
    var layoutLeadingExtent = 0.0
    /// The layout's own boundary views' insets across the scroll axis (the
    /// configuration's `contentInsetsReference`).
    var layoutBoundaryInsets = Insets.zero
    var sectionsEnd = 0.0
    var contentEnd = 0.0
    /// Whether any view sticks to the visible bounds.
    var hasPinned = false
    /// Buffers for resolving groups.
    var scratch = GroupScratch()
}

/// One section as the last prepare placed it.
struct SectionRecord {
    var description: CompositionalSection
    /// The compiled group; `nil` for a custom group.
    var shape: GroupShape?
    var itemCount: Int
    var firstSlot: Int
    /// The section's content area, which its group's fractions are of.
    var groupContainer: Size
    /// Along the scroll axis: where the section starts, its leading boundary
    /// views end, its groups start and end, its trailing boundary views
    /// start, and it ends.
    var start = 0.0, bodyStart = 0.0, groupsStart = 0.0, groupsEnd = 0.0, bodyEnd = 0.0, end = 0.0
    /// The section's groups in ``PreparedState/groupEnds``.
    var firstGroup = 0, groupCount = 0
    /// How far the section is scrolled across the scroll axis (orthogonal sections).
    var offset = 0.0
    var hasPinned = false
    /// Across the scroll axis: the insets of the section's content
    /// reference (inside ``description``'s content insets, which include
    /// them) and of its boundary views (`+InsetsReference`).
    var referenceInsets = Insets.zero, boundaryInsets = Insets.zero
    /// Whether the section scrolls across the scroll axis on its own.
    var isOrthogonal: Bool

    init(description: CompositionalSection, shape: GroupShape?, itemCount: Int, firstSlot: Int, groupContainer: Size) {
        self.description = description
        self.shape = shape
        self.itemCount = itemCount
        self.firstSlot = firstSlot
        self.groupContainer = groupContainer
        isOrthogonal = description.orthogonalScrollingBehavior.scrollsOrthogonally
    }

    /// Moves the section along the scroll axis.
    @inline(__always)
    mutating func move(by delta: Double) {
        start += delta
        bodyStart += delta
        groupsStart += delta
        groupsEnd += delta
        bodyEnd += delta
        end += delta
    }
}

extension PreparedState {
    /// Where group `group` of a section starts (along the direction groups
    /// follow each other): computed as the prepare that placed it did, from
    /// where the group before it ends.
    ///
    /// - Complexity: O(1).
    @inline(__always)
    func groupStart(_ group: Int, of record: SectionRecord, run: GroupRun) -> Double {
        guard group > 0 else { return (run.orthogonal ? run.crossBase : record.groupsStart) + run.stackBefore }
        var cursor = groupEnds[record.firstGroup + group - 1] + run.stackAfter
        cursor += run.spacing
        return cursor + run.stackBefore
    }
}
