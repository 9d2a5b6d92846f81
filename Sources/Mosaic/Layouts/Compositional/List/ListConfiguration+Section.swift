extension ListConfiguration {
    /// The size of a row, and of the group that holds it: the section's
    /// whole content width, an estimated ``ListMetrics/estimatedRowHeight`` tall.
    public static let rowSize = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedRowHeight)
    )

    /// The size of a header or footer: as wide as the rows, an estimated
    /// ``ListMetrics/estimatedSupplementaryHeight`` tall.
    public static let supplementarySize = LayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .estimated(ListMetrics.estimatedSupplementaryHeight)
    )

    /// The section UIKit builds from this configuration
    /// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)`): a group
    /// of one full-width self-sizing row, repeated; the appearance's insets
    /// (to the layout margins for `insetGrouped` and `sidebar`, through the
    /// section's `contentInsetsReference`, so they follow the environment);
    /// the header and footer views the modes ask for. The section remembers
    /// this configuration (``CompositionalSection/list``).
    ///
    /// - Complexity: O(1).
    public func section() -> CompositionalSection {
        let row = CompositionalItem(layoutSize: Self.rowSize)
        let group = CompositionalGroup.horizontal(layoutSize: Self.rowSize, subitems: [.item(row)])
        let vertical = ListMetrics.verticalInsets(appearance)
        let floats = ListMetrics.floatsHeaders(appearance)
        var views: [BoundarySupplementaryItem] = []
        if headerMode == .supplementary {
            views.append(BoundarySupplementaryItem(
                elementKind: FlowLayout.headerKind, layoutSize: Self.supplementarySize, alignment: .top, pinToVisibleBounds: floats
            ))
        }
        if footerMode == .supplementary {
            views.append(BoundarySupplementaryItem(
                elementKind: FlowLayout.footerKind, layoutSize: Self.supplementarySize, alignment: .bottom, pinToVisibleBounds: floats
            ))
        }
        let reference: ContentInsetsReference = ListMetrics.insetsToLayoutMargins(appearance) ? .layoutMargins : .automatic
        var section = CompositionalSection(
            group: group,
            contentInsets: Insets(top: headerMode == .none ? vertical.top : 0, left: 0, bottom: vertical.bottom, right: 0),
            boundarySupplementaryItems: views,
            contentInsetsReference: reference,
            supplementaryContentInsetsReference: reference
        )
        section.list = self
        return section
    }

    /// The space above the section's header view: ``headerTopPadding`` when
    /// the header is a `supplementary` view, else none.
    public var resolvedHeaderTopPadding: Double {
        headerMode == .supplementary ? headerTopPadding ?? 0 : 0
    }
}

extension CompositionalSection {
    /// The space before the section's leading boundary views along the
    /// scroll axis: a list's header top padding (``ListConfiguration/headerTopPadding``);
    /// none for other sections.
    var leadingPadding: Double {
        list?.resolvedHeaderTopPadding ?? 0
    }
}
