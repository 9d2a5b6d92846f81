/// A list section, as UIKit's `UICollectionLayoutListConfiguration` describes
/// one: the table-view-like rows that `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
/// and `UICollectionViewCompositionalLayout.list(using:)` build.
///
/// A list is not a layout of its own: ``section()`` turns it into an
/// ordinary ``CompositionalSection`` (one full-width row per item, with the
/// appearance's insets and header and footer views), as UIKit builds an
/// `NSCollectionLayoutSection` from it that the code may then change
/// (`section.contentInsets = …`). The section remembers the list it came
/// from (``CompositionalSection/list``), so writers can say it back as a list.
///
/// What each appearance lays out, and where every number comes from, is in
/// ``ListMetrics`` and in `docs/uikit-fidelity.md` ("List sections"):
///
/// - every row is as wide as the section's content area and an estimated
///   44 points tall: a self-sizing cell, whose preferred size (the data's
///   height, `--measure`, a preferred-size function) replaces the estimate;
/// - `plain` and `sidebarPlain` rows run edge to edge with no insets;
///   `plain` headers and footers float (stay on screen while their section shows);
/// - `grouped` rows run edge to edge, with space above and below the rows;
/// - `insetGrouped` and `sidebar` rows are inset to the layout margins
///   (`contentInsetsReference = .layoutMargins`), with space above and below;
/// - with `headerMode` `supplementary` (`footerMode` `supplementary`) each
///   section has a header (footer) view of kind ``FlowLayout/headerKind``
///   (``FlowLayout/footerKind``), UIKit's `UICollectionView.elementKindSectionHeader`
///   (`…Footer`), as wide as the rows and an estimated 44 points tall;
///   `firstItemInSection` styles the first row as the header: no view, and
///   the row is a row like the others.
///
/// Separators, colours, swipe actions and the like have no geometry and
/// are not part of this description.
public struct ListConfiguration: Hashable, Sendable {
    /// The look of a list, as `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: String, Hashable, Sendable, CaseIterable {
        /// Rows edge to edge; floating headers and footers (`UITableView.Style.plain`).
        case plain
        /// Rows edge to edge in groups, with space around each (`UITableView.Style.grouped`).
        case grouped
        /// Rows in groups inset to the layout margins (`UITableView.Style.insetGrouped`).
        case insetGrouped
        /// An iPad sidebar: rows inset, as `insetGrouped`.
        case sidebar
        /// A plain sidebar: rows edge to edge, as `plain`, headers not floating.
        case sidebarPlain
    }

    /// Whether a section has a header, as `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: String, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A supplementary view of kind ``FlowLayout/headerKind`` above the rows.
        case supplementary
        /// The first row is styled as the header (no view of its own).
        case firstItemInSection
    }

    /// Whether a section has a footer, as `UICollectionLayoutListConfiguration.FooterMode`
    /// (which has no `firstItemInSection`).
    public enum FooterMode: String, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A supplementary view of kind ``FlowLayout/footerKind`` below the rows.
        case supplementary
    }

    /// The look, which sets the insets, spacing and floating views.
    public var appearance: Appearance
    /// Whether each section has a header.
    public var headerMode: HeaderMode
    /// Whether each section has a footer.
    public var footerMode: FooterMode
    /// Space above each section's header view (`headerTopPadding`, iOS 15);
    /// `nil`: automatic, which adds none of its own (see ``ListMetrics``).
    /// Only a `supplementary` header has it.
    public var headerTopPadding: Double?

    /// Creates a list configuration; by default with no header or footer,
    /// as UIKit's `init(appearance:)`.
    public init(
        appearance: Appearance, headerMode: HeaderMode = .none, footerMode: FooterMode = .none, headerTopPadding: Double? = nil
    ) {
        self.appearance = appearance
        self.headerMode = headerMode
        self.footerMode = footerMode
        self.headerTopPadding = headerTopPadding
    }
}
