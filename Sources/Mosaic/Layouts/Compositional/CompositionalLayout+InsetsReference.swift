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
///
/// Insets never cross (``keepingRoomAcross(_:)``): across the scroll axis a
/// section's insets (its own with its reference's) and its boundary views'
/// are cut where they would pass each other — the leading one at most the
/// container, the trailing one what the leading one leaves — so a section
/// whose insets are wider than the container lays its items out 0 wide at
/// its leading inset, inside the content. Its content area
/// (``contentArea(inside:)``) is never less than 0 either way. Every
/// width and height the layout gives comes out of these areas, so none is
/// negative.
/// Its boundary views are inset by the supplementary reference, plus the
/// section's own content insets when they follow them. The layout's own
/// boundary views are inset by the configuration's reference.
extension PreparedState {
    /// The insets, from the content's edges, of the edge `reference`
    /// (already resolved) stands for, across the scroll axis only.
    ///
    /// - Complexity: O(1).
    func referenceInsets(_ reference: ContentInsetsReference) -> Insets {
        let guide: Insets
        switch reference {
        case .none: return .zero
        case .automatic, .safeArea: guide = environment.safeAreaGuide
        case .layoutMargins: guide = environment.layoutMarginsGuide
        case .readableContent: guide = environment.readableContentGuide
        }
        return acrossScrollAxis(environment.insetsFromContent(toGuide: guide))
    }

    /// `insets` with only their two edges across the scroll axis.
    func acrossScrollAxis(_ insets: Insets) -> Insets {
        axes.vertical
            ? Insets(top: 0, left: insets.left, bottom: 0, right: insets.right)
            : Insets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
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
        section.contentInsets = keepingRoomAcross(given.contentInsets + content)
        let followed = given.supplementariesFollowContentInsets ? acrossScrollAxis(given.contentInsets) : .zero
        return SectionInsets(section: section, reference: content, boundary: keepingRoomAcross(supplementary + followed))
    }

    /// `insets` with their two edges across the scroll axis cut so that they
    /// do not cross in the container (``Insets/keepingRoom(in:)``); the
    /// edges along it, which only add room, as they are.
    ///
    /// - Complexity: O(1).
    func keepingRoomAcross(_ insets: Insets) -> Insets {
        let cut = insets.keepingRoom(in: axes.size(main: .infinity, cross: axes.cross(container)))
        return axes.vertical
            ? Insets(top: insets.top, left: cut.left, bottom: insets.bottom, right: cut.right)
            : Insets(top: cut.top, left: insets.left, bottom: cut.bottom, right: insets.right)
    }

    /// A section's content area, which its group's fractions are of: the
    /// container less the section's content insets, at least 0 on each side
    /// (along the scroll axis the insets may add up to more than the
    /// viewport; they still space the section out).
    ///
    /// - Complexity: O(1).
    func contentArea(inside insets: Insets) -> Size {
        container.inside(insets)
    }
}

/// A section description with its content reference applied, and the
/// insets across the scroll axis of its reference and its boundary views.
struct SectionInsets {
    var section: CompositionalSection
    var reference: Insets
    var boundary: Insets
}
