/// The numbers a list section is built from, each with where it comes from.
///
/// Apple documents the kinds of a list's views and which appearances float
/// their headers, but publishes none of a list's sizes; the sizes here are
/// published measurements of iOS 14, and where none exists the comment says
/// so and names the documented value used instead. `docs/uikit-fidelity.md`
/// ("List sections") lists the same sources.
public enum ListMetrics {
    /// A row's estimated height: 44 points.
    ///
    /// Source: Flutter's `CupertinoListTile` (`packages/flutter/lib/src/cupertino/list_tile.dart`,
    /// `_kMinHeight = _kLeadingSize + 2 * 8.0` = 28 + 16), "eyeballed from
    /// iOS 14.4 Settings app". Rows size themselves (WWDC20 session 10026,
    /// "Lists in UICollectionView": self-sizing is the default for lists),
    /// so this is an estimate that a preferred size replaces.
    public static let estimatedRowHeight = 44.0

    /// A header's or footer's estimated height: 44 points.
    ///
    /// No published measurement gives UIKit's estimate for a list's header
    /// or footer (its height is its content's: the header view sizes itself);
    /// this is the documented value of Apple's own header and footer example
    /// in the `UICollectionViewCompositionalLayoutConfiguration` reference
    /// (`NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
    /// heightDimension: .estimated(44))`).
    public static let estimatedSupplementaryHeight = 44.0

    /// Space above a section's rows (when no view is above them) and below
    /// its rows, by appearance: (top, bottom).
    ///
    /// Sources: Flutter's `CupertinoListSection`
    /// (`packages/flutter/lib/src/cupertino/list_section.dart`), measured on
    /// iOS 14: `grouped` 22 above (`_kMarginTop`, "eyeballed from iOS 14.4
    /// Simulator") and 8 below (`_kDefaultRowsMargin`, "determined from iOS
    /// 14.4 Simulator"); `insetGrouped` 20 above and 10 below
    /// (`_kDefaultInsetGroupedRowsMargin`, "determined from SwiftUI's Forms in
    /// iOS 14.2 SDK"). With a header (a supplementary view, or the first row
    /// styled as one) the rows start right below it: the space above is the
    /// header's own (`_kDefaultInsetGroupedRowsMarginWithHeader` has 0 above;
    /// the header's margins are inside the self-sizing header view).
    /// `sidebar`: no published measurement; it takes `insetGrouped`'s values
    /// (both draw their rows inset with rounded corners). `plain` and
    /// `sidebarPlain` rows run from the section's edges (no space: the
    /// plain table style, `UITableView.Style.plain`).
    public static func verticalInsets(_ appearance: ListConfiguration.Appearance) -> (top: Double, bottom: Double) {
        switch appearance {
        case .plain, .sidebarPlain: (0, 0)
        case .grouped: (22, 8)
        case .insetGrouped, .sidebar: (20, 10)
        }
    }

    /// Whether the rows (and their header and footer) are inset to the
    /// layout margins across the scroll axis.
    ///
    /// `insetGrouped` insets its rows from the edges by the margins: 20
    /// points a side in the iOS 14 measurement above (`_kDefaultInsetGroupedRowsMargin`,
    /// start and end 20), the layout margin of the device measured; no source
    /// states the rule, and the layout margins (`--layout-margins`, 16 a side
    /// by default, 20 in a regular width) are the documented inset UIKit
    /// gives content (`UIView.layoutMarginsGuide`). `sidebar` as `insetGrouped`
    /// (no published measurement); the others run edge to edge.
    public static func insetsToLayoutMargins(_ appearance: ListConfiguration.Appearance) -> Bool {
        appearance == .insetGrouped || appearance == .sidebar
    }

    /// Whether headers and footers float (stay on screen while their section
    /// shows, `pinToVisibleBounds`).
    ///
    /// Source: Apple's `UITableView.Style.plain` reference, "Section headers
    /// and footers are displayed as inline separators and float when the
    /// table view is scrolled"; `UITableView.Style.grouped`: "Section headers
    /// and footers don't float" (lists give "UITableView-like appearances",
    /// WWDC20 session 10026). `sidebarPlain`: not documented; its headers
    /// do not float here.
    public static func floatsHeaders(_ appearance: ListConfiguration.Appearance) -> Bool {
        appearance == .plain
    }
}
