extension CompositionalConfiguration {
    /// Three sections in the style of a music app's home screen, each with
    /// a 50-point `header` against its top-leading edge, 16-point leading
    /// and trailing content insets, and group paging:
    ///
    /// 0. large items: a horizontal group `0.9` of the width wide and
    ///    `estimated(200)` tall, inset 5 left and right (and 16 at the
    ///    bottom, ignored on the estimated axis), holding one square item
    ///    as wide as the group's content;
    /// 1. half-width items: a horizontal group `0.45` wide and
    ///    `estimated(200)` tall holding one square item inset 5 left and
    ///    right and 16 at the bottom;
    /// 2. the song list: a vertical group `0.9` wide and `estimated(300)`
    ///    tall of exactly 5 items, each inset 5 left and right and 16 at
    ///    the bottom.
    ///
    /// Sections after the third repeat it.
    public static let vibe = CompositionalConfiguration(sections: .list([
        vibeSection(group: CompositionalGroup(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(200)),
            arrangement: .horizontal(.repeating([.item(CompositionalItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1))
            ))])),
            contentInsets: Insets(top: 0, left: 5, bottom: 16, right: 5)
        )),
        vibeSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.45), heightDimension: .estimated(200)),
            subitems: [.item(CompositionalItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1)),
                contentInsets: Insets(top: 0, left: 5, bottom: 16, right: 5)
            ))]
        )),
        vibeSection(group: .vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.9), heightDimension: .estimated(300)),
            subitem: .item(CompositionalItem(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                contentInsets: Insets(top: 0, left: 5, bottom: 16, right: 5)
            )),
            count: 5
        )),
    ]))

    /// The element kind of the section headers of ``vibe``.
    public static let vibeHeaderKind = "header"

    /// A section of ``vibe`` around `group`: header, insets and group paging.
    private static func vibeSection(group: CompositionalGroup) -> CompositionalSection {
        CompositionalSection(
            group: group,
            contentInsets: Insets(top: 0, left: 16, bottom: 0, right: 16),
            orthogonalScrollingBehavior: .groupPaging,
            boundarySupplementaryItems: [BoundarySupplementaryItem(
                elementKind: vibeHeaderKind,
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
                alignment: .topLeading
            )]
        )
    }
}
