/// The flow layout's `sectionInsetReference`, as
/// `UICollectionViewFlowLayout.sectionInsetReference`: what a section's
/// insets are measured from across the scroll axis.
extension FlowLayout {
    /// The edge a section's insets are measured from, as UIKit's
    /// `UICollectionViewFlowLayout.SectionInsetReference`.
    public enum SectionInsetReference: String, Hashable, Sendable, CaseIterable {
        /// The content inset's edge (UIKit's default): the insets as given.
        case fromContentInset
        /// The safe area's edge (``LayoutEnvironment/safeAreaGuide``).
        case fromSafeArea
        /// The layout margins' edge (``LayoutEnvironment/layoutMarginsGuide``).
        case fromLayoutMargins
    }

    /// The section inset `inset` as the layout uses it — measured from the
    /// content's edges — when it is given from `reference`'s edges.
    ///
    /// Across the scroll axis (left and right when scrolling vertically,
    /// top and bottom when horizontally), an edge of the section's content
    /// lies `guide + inset` from the view's edge, but never closer to it than
    /// the content inset: Apple's documentation of `sectionInsetReference`
    /// says "the minimum value of this property is always the collection
    /// view's contentInset … if the adjusted content inset is greater than
    /// the combination of the safe area and section insets, then the
    /// section's content is aligned with the content inset". So, measured
    /// from the content's edge, `max(0, guide + inset − contentInset)`.
    /// Along the scroll axis the inset is as given: there UIKit's default
    /// `contentInsetAdjustmentBehavior` puts the safe area into the adjusted
    /// content inset (Mosaic's `--insets`), so the rule leaves it unchanged.
    ///
    /// - Complexity: O(1).
    static func effectiveSectionInset(_ inset: Insets, reference: SectionInsetReference, vertical: Bool, environment: LayoutEnvironment) -> Insets {
        let guide: Insets
        switch reference {
        case .fromContentInset: return inset
        case .fromSafeArea: guide = environment.safeAreaGuide
        case .fromLayoutMargins: guide = environment.layoutMarginsGuide
        }
        let content = environment.contentInsets
        var effective = inset
        if vertical {
            effective.left = Swift.max(0, guide.left + inset.left - content.left)
            effective.right = Swift.max(0, guide.right + inset.right - content.right)
        } else {
            effective.top = Swift.max(0, guide.top + inset.top - content.top)
            effective.bottom = Swift.max(0, guide.bottom + inset.bottom - content.bottom)
        }
        return effective
    }
}
