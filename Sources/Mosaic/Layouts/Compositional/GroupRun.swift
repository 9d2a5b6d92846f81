/// What does not change from one group of a section to the next: the
/// group's edge spacing along the direction groups follow each other
/// ("stack": the scroll axis, or across it in orthogonal sections) and
/// across it ("row"), and where the first group goes.
struct GroupRun {
    var orthogonal: Bool
    var stackBefore = 0.0, stackAfter = 0.0, rowBefore = 0.0, rowAfter = 0.0
    var rowFlexibleBefore = false, rowFlexibleAfter = false
    var spacing: Double
    /// Where groups start across the scroll axis: the section's leading
    /// content inset (orthogonal sections: where their row starts).
    var crossBase: Double

    init(_ record: SectionRecord, axes: ScrollAxes) {
        let description = record.description
        let edges = GroupShape.Edges(description.group.edgeSpacing)
        orthogonal = record.isOrthogonal
        let horizontalStack = orthogonal == axes.vertical
        if horizontalStack {
            (stackBefore, stackAfter, rowBefore, rowAfter) = (edges.leading, edges.trailing, edges.top, edges.bottom)
            (rowFlexibleBefore, rowFlexibleAfter) = (edges.flexibleTop, edges.flexibleBottom)
        } else {
            (stackBefore, stackAfter, rowBefore, rowAfter) = (edges.top, edges.bottom, edges.leading, edges.trailing)
            (rowFlexibleBefore, rowFlexibleAfter) = (edges.flexibleLeading, edges.flexibleTrailing)
        }
        spacing = description.interGroupSpacing
        crossBase = axes.crossLeading(description.contentInsets)
    }
}
