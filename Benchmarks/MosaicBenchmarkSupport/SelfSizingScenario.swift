public import Mosaic

/// The self-sizing benchmark of issue 5: a compositional list of items
/// with estimated heights, into which one preferred size is fed back in the
/// middle, against a full prepare of the same list.
///
/// Everything is deterministic: the same shape gives the same data and the
/// same preferred sizes.
public enum SelfSizingScenario: String, CaseIterable, Sendable {
    /// One section of 100,000 items.
    case oneSection = "1 section"
    /// 1,000 sections of 100 items, each with a 20-point header.
    case manySections = "1,000 sections"

    /// The number of items, over all sections.
    public static let itemCount = 100_000
    /// The item whose preferred size is fed back: the 50,000th.
    public var measuredItem: ItemPath {
        switch self {
        case .oneSection: ItemPath(0, 50_000)
        case .manySections: ItemPath(500, 0)
        }
    }

    /// The item counts per section.
    public var itemCounts: [Int] {
        switch self {
        case .oneSection: [Self.itemCount]
        case .manySections: Array(repeating: 100, count: 1_000)
        }
    }

    /// A full-width list, items estimated 44 points tall, 1 point apart;
    /// sections 8 points apart, with headers in the many-section shape.
    public var configuration: CompositionalConfiguration {
        var section = CompositionalSection(
            group: .horizontal(
                layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                subitems: [.item(CompositionalItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))))]
            ),
            interGroupSpacing: 1
        )
        if self == .manySections {
            section.boundarySupplementaryItems = [BoundarySupplementaryItem(
                elementKind: "header", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(20)),
                alignment: .top
            )]
        }
        return CompositionalConfiguration(sections: .uniform(section), interSectionSpacing: 8)
    }

    /// An engine over the list, scrolled to about the 60,000th item (below
    /// the measured one, so that the engine keeps the visible cells in place).
    public func makeEngine() throws -> LayoutEngine {
        try LayoutEngine(
            layout: CompositionalLayout(configuration: configuration),
            dataSource: DataSource(itemCounts: itemCounts),
            environment: LayoutEnvironment(viewport: BenchmarkLayout.viewport, contentOffset: Point(x: 0, y: 60_000 * 45))
        )
    }

    /// The engine of ``makeEngine()``, prepared.
    public func makePreparedEngine() throws -> LayoutEngine {
        let engine = try makeEngine()
        try engine.prepare()
        return engine
    }

    /// The preferred size to feed back after `current`: heights alternate
    /// between 120 and 80, so that every time changes the layout.
    public static func preferredSize(after current: Size?) -> Size {
        Size(width: BenchmarkLayout.viewport.width, height: current?.height == 120 ? 80 : 120)
    }
}
