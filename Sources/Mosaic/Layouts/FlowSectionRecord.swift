/// What the flow layout keeps of a section between prepares, so that an
/// append or a preferred size lays out only what follows.
struct FlowSectionRecord {
    /// Where the section lies along the scroll axis.
    var extent: SectionExtent
    /// Where its first line starts: after its header and top inset.
    var itemsStart: Double
    /// The size of every item of a uniform section (UIKit's fixed-size
    /// path, whose lines are implicit); `nil` when its items differ, whose
    /// lines are in ``lines``.
    var uniformSize: Size?
    /// The lines of a section whose items differ; empty for a uniform one.
    var lines: [FlowLine] = []

    /// An empty section starting at `start`.
    init(start: Double, _ m: FlowMetrics) {
        extent = SectionExtent(start: start, itemsEnd: start, end: start)
        itemsStart = start + m.header + m.mainStart
    }

    /// The section moved by `delta` along the scroll axis (its lines are
    /// relative to ``itemsStart`` and move with it).
    mutating func move(by delta: Double) {
        extent = extent.moved(by: delta)
        itemsStart += delta
    }
}

/// One line of a flow section whose items differ.
struct FlowLine {
    /// Its first item.
    var first: Int
    /// Its start along the scroll axis, from the section's ``FlowSectionRecord/itemsStart``.
    var offset: Double
    /// Its extent along the scroll axis: its deepest item's.
    var depth: Double
}
