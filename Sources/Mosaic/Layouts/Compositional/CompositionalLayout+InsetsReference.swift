/// `contentInsetsReference` and `supplementaryContentInsetsReference`: where
/// a section's content and its boundary views start across the scroll axis.
///
/// A reference's guide (safe area, layout margins, readable content) gives
/// insets from the view's edges; measured from the content's edges
/// (``LayoutEnvironment/insetsFromContent(toGuide:)``) they are never below 0
/// (a wider content inset wins). A section's content insets add to its
/// content reference's: the section's groups are laid out as if its content
/// insets were both together, so fractions, orthogonal rows and boundary
/// views that follow the content insets all see the same area. Its
/// background decorations span the area inside the content reference.
/// Its boundary views are inset by the supplementary reference, plus the
/// section's own content insets when they follow them. The layout's own
/// boundary views are inset by the configuration's reference.
extension PreparedState {
    /// The insets, from the content's edges, of the edge `reference`
    /// (already resolved) stands for, across the scroll axis only.
    ///
    /// - Complexity: O(1).
    func referenceInsets(_ reference: ContentInsetsReference) -> EdgeInsets {
        let guide: EdgeInsets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: guide = environment.safeAreaGuide
        case .layoutMargins: guide = environment.layoutMarginsGuide
        case .readableContent: guide = environment.readableContentGuide
        }
        return acrossScrollAxis(environment.insetsFromContent(toGuide: guide))
    }

    /// `insets` with only their two edges across the scroll axis.
    func acrossScrollAxis(_ insets: EdgeInsets) -> EdgeInsets {
        axes.vertical
            ? EdgeInsets(top: 0, left: insets.left, bottom: 0, right: insets.right)
            : EdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
    }

    /// A section as it is laid out: its content insets with its content
    /// reference's added; and, across the scroll axis, the insets of that
    /// reference and those of its boundary views (the supplementary
    /// reference's, plus its own content insets when they follow them).
    ///
    /// - Parameter layoutReference: the configuration's reference, resolved.
    func referencing(_ given: CompositionalSection, layoutReference: ContentInsetsReference) -> SectionInsets {
        let content = referenceInsets(given.contentInsetsReference.resolved(layoutReference))
        let supplementary = referenceInsets(given.supplementaryContentInsetsReference.resolved(layoutReference))
        var section = given
        section.contentInsets = given.contentInsets + content
        let followed = given.supplementariesFollowContentInsets ? acrossScrollAxis(given.contentInsets) : .zero
        return SectionInsets(section: section, reference: content, boundary: supplementary + followed)
    }
}

/// A section description with its content reference applied, and the
/// insets across the scroll axis of its reference and its boundary views.
struct SectionInsets {
    var section: CompositionalSection
    var reference: EdgeInsets
    var boundary: EdgeInsets
}
