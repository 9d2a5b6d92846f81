/// Whether a section scrolls across the layout's scroll axis on its own,
/// and where it comes to rest, as
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`.
public enum OrthogonalScrollingBehavior: String, Hashable, Sendable, CaseIterable {
    /// The section does not scroll on its own: groups follow one another
    /// along the layout's scroll axis.
    case none
    /// Groups are in one line across the scroll axis; the section scrolls
    /// freely and stops wherever it is let go.
    case continuous
    /// As `continuous`, but stops with a group's leading edge at the
    /// section's leading content edge.
    case continuousGroupLeadingBoundary
    /// Stops at multiples of the section's visible width (one page each).
    case paging
    /// Stops with a group's leading edge at the section's leading content
    /// edge, one group per swipe.
    case groupPaging
    /// Stops with a group centred in the section's visible width, one group per swipe.
    case groupPagingCentered

    /// Whether the section scrolls on its own.
    public var scrollsOrthogonally: Bool { self != .none }
}
