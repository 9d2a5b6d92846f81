/// The edge content insets are measured from, as `UIContentInsetsReference`
/// (a compositional section's and configuration's `contentInsetsReference`,
/// a section's `supplementaryContentInsetsReference`).
///
/// It applies across the scroll axis (leading and trailing when scrolling
/// vertically, top and bottom when horizontally), where IBPCollectionViewCompositionalLayout
/// insets its container by the collection view's safe area
/// (`IBPUICollectionViewCompositionalLayout.m`, `prepareLayout`); along the
/// scroll axis UIKit puts the safe area into the adjusted content inset.
public enum ContentInsetsReference: String, Hashable, Sendable, CaseIterable {
    /// The system default: on a section or for boundary supplementary
    /// views, the configuration's reference; on the configuration,
    /// ``safeArea`` — what iOS 13's compositional layout did before the
    /// property existed, as the IBP backport does.
    case automatic
    /// No reference: the insets start at the content's edge.
    case none
    /// The safe area's edge (``LayoutEnvironment/safeAreaGuide``).
    case safeArea
    /// The layout margins' edge (``LayoutEnvironment/layoutMarginsGuide``).
    case layoutMargins
    /// The readable content guide's edge (``LayoutEnvironment/readableContentGuide``).
    case readableContent

    /// This reference with ``automatic`` replaced by `fallback` (itself
    /// never `automatic` in use).
    @inlinable
    public func resolved(_ fallback: ContentInsetsReference) -> ContentInsetsReference {
        self == .automatic ? fallback : self
    }

    /// The reference a configuration's `automatic` stands for.
    public static let configurationDefault = ContentInsetsReference.safeArea
}
