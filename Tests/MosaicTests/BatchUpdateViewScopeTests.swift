import Mosaic
import Testing

/// How a batch update pairs supplementary views: a badge follows its item,
/// a section header its section, the layout's own header stays itself.
@Suite struct BatchUpdateViewScopeTests {
    /// Rows 44 tall with a badge on each, a header per section and a
    /// layout-wide banner.
    static func engine(itemCounts: [Int]) throws -> LayoutEngine {
        let badge = SupplementaryItem(
            elementKind: "badge", layoutSize: LayoutSize(widthDimension: .absolute(10), heightDimension: .absolute(10)),
            containerAnchor: LayoutAnchor(edges: .topTrailing))
        let item = CompositionalElement.item(CompositionalItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), supplementaryItems: [badge]))
        let header = BoundarySupplementaryItem(
            elementKind: "header", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), alignment: .top)
        let banner = BoundarySupplementaryItem(
            elementKind: "banner", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), alignment: .top)
        let section = CompositionalSection(
            group: .horizontal(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [item]),
            boundarySupplementaryItems: [header])
        let configuration = CompositionalConfiguration(sections: .uniform(section), boundarySupplementaryItems: [banner])
        return try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: DataSource(itemCounts: itemCounts))
    }

    private func views(_ plan: UpdatePlan, _ kind: String) -> [UpdatePlan.Entry] {
        plan.elements.filter { $0.kind == kind }
    }

    @Test func aBadgeFollowsItsItemThroughAnInsert() throws {
        let engine = try Self.engine(itemCounts: [3])
        let plan = try engine.performBatchUpdates(BatchUpdate(insertItems: [ItemPath(0, 0)]))
        let badges = views(plan, "badge")
        #expect(badges.count == 4)
        let inserted = badges.filter { $0.change == .inserted }
        #expect(inserted.map(\.to) == [ItemPath(0, 0)])
        let kept = badges.filter { $0.change == .unchanged }.map { [$0.from!.item, $0.to!.item] }
        #expect(kept.sorted { $0[0] < $1[0] } == [[0, 1], [1, 2], [2, 3]])
        // Each kept badge moved down with its cell, by one row.
        for entry in badges where entry.change == .unchanged {
            #expect(entry.after!.frame.minY - entry.before!.frame.minY == 44)
        }
    }

    @Test func aDeletedItemTakesItsBadgeWithIt() throws {
        let engine = try Self.engine(itemCounts: [3])
        let plan = try engine.performBatchUpdates(BatchUpdate(deleteItems: [ItemPath(0, 1)]))
        let badges = views(plan, "badge")
        #expect(badges.filter { $0.change == .deleted }.map(\.from) == [ItemPath(0, 1)])
        #expect(badges.filter { $0.change == .unchanged }.map { [$0.from!.item, $0.to!.item] } == [[0, 0], [2, 1]])
    }

    @Test func theLayoutsOwnBannerStaysWhenSectionZeroGoes() throws {
        let engine = try Self.engine(itemCounts: [2, 2])
        let plan = try engine.performBatchUpdates(BatchUpdate(deleteSections: [0]))
        #expect(views(plan, "banner").map(\.change) == [.unchanged])
        // Section 1's header is now section 0's; section 0's is deleted.
        let headers = views(plan, "header")
        #expect(headers.filter { $0.change == .unchanged }.map { [$0.from!.section, $0.to!.section] } == [[1, 0]])
        #expect(headers.filter { $0.change == .deleted }.map(\.from) == [ItemPath(0, 0)])
    }
}
