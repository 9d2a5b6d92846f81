import Foundation
import Mosaic

/// The layouts the writer's tests write: every example spec, a
/// configuration that uses every option UIKit has, and flow layouts with
/// typical options.
enum SwiftWriterFixtures {
    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The folder of the golden Swift files.
    static let goldenFolder = packageRoot.appendingPathComponent("Tests/Fixtures/golden/swift")

    /// A spec file in `examples/`, read as `mosaic layout --spec` reads it.
    static func exampleSpec(_ name: String) throws -> CompositionalConfiguration {
        let path = packageRoot.appendingPathComponent("examples/\(name)").path
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
        return try CompositionalConfiguration.parse(json: bytes, file: "examples/\(name)")
    }

    /// Every compositional fixture by the name of its golden file. Each
    /// `examples/*.json` that is a compositional spec is here (the
    /// ``everyExampleSpecIsAFixture`` test checks).
    static func compositional() throws -> [(name: String, configuration: CompositionalConfiguration)] {
        [
            ("compositional-list", try exampleSpec("compositional-list.json")),
            ("compositional-vibe", try exampleSpec("compositional-vibe.json")),
            ("compositional-default", CompositionalConfiguration.vibe),
            ("compositional-everything", everything),
        ]
    }

    /// The spec files of `examples/` (the data files are not specs).
    static let exampleSpecNames = ["compositional-list.json", "compositional-vibe.json"]

    /// Each flow fixture: its golden file's name and its `-p` settings.
    static let flow: [(name: String, settings: [(String, String)])] = [
        ("flow-default", []),
        ("flow-typical", [
            ("itemWidth", "160"), ("itemHeight", "90.5"), ("lineSpacing", "12"), ("interitemSpacing", "8"),
            ("sectionInset", "16,20,16,20"), ("headerHeight", "44"), ("footerHeight", "20"), ("pinHeaders", "true"),
        ]),
        ("flow-horizontal", [
            ("scrollDirection", "horizontal"), ("headerHeight", "30"), ("pinFooters", "true"),
            ("estimatedItemSize", "120,44"), ("sectionInsetReference", "fromSafeArea"),
        ]),
        ("flow-self-sizing", [("estimatedItemSize", "automatic")]),
        ("flow-per-section", [
            ("itemWidth", "100,50"), ("sectionInset", "0,0,0,0;20,10,20,10"), ("lineSpacing", "4,8,16"),
            ("interitemSpacing", "2,6"), ("headerHeight", "40,0"), ("footerHeight", "0,10"),
        ]),
    ]

    /// The flow layout's parameters with `settings` applied.
    static func flowParameters(_ settings: [(String, String)]) throws -> Parameters {
        var parameters = FlowLayout.descriptor.defaultParameters
        for (name, value) in settings { try parameters.set(name, parsing: value) }
        return parameters
    }

    /// A configuration with every option UIKit's compositional layout has:
    /// nested groups, both subitem forms, spacing of both kinds, edge
    /// spacing, badges with each kind of anchor offset, boundary views of
    /// the layout and of sections, backgrounds, every orthogonal behaviour,
    /// the content insets references, and a horizontal scroll direction.
    static var everything: CompositionalConfiguration {
        let square = LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalWidth(0.5))
        let badge = SupplementaryItem(
            elementKind: "new-badge", layoutSize: LayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)),
            containerAnchor: LayoutAnchor(edges: .topTrailing, fractionalOffset: Point(x: 0.3, y: -0.3))
        )
        let tag = SupplementaryItem(
            elementKind: "tag", layoutSize: LayoutSize(widthDimension: .estimated(40), heightDimension: .absolute(16)),
            containerAnchor: LayoutAnchor(edges: .bottomLeading, absoluteOffset: Point(x: 4, y: -4)),
            itemAnchor: LayoutAnchor(edges: .topLeading), zIndex: 3
        )
        let leading = CompositionalItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.7), heightDimension: .fractionalHeight(1)),
            contentInsets: Insets(all: 2), supplementaryItems: [badge]
        )
        let trailing = CompositionalItem(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)),
            contentInsets: Insets(top: 2, left: 2, bottom: 2, right: 2), supplementaryItems: [tag]
        )
        var trailingGroup = CompositionalGroup.vertical(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.3), heightDimension: .fractionalHeight(1)),
            subitem: .item(trailing), count: 2
        )
        trailingGroup.interItemSpacing = .flexible(4)
        var nested = CompositionalGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(0.4)),
            subitems: [.item(leading), .group(trailingGroup)]
        )
        nested.edgeSpacing = LayoutEdgeSpacing(top: .fixed(8), bottom: .flexible(0))
        nested.contentInsets = Insets(top: 0, left: 4, bottom: 0, right: 4)
        let header = BoundarySupplementaryItem(
            elementKind: "section-header-element-kind",
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            alignment: .top, pinToVisibleBounds: true, zIndex: 2
        )
        let footer = BoundarySupplementaryItem(
            elementKind: "footer", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(1.5)),
            alignment: .bottom, offset: Point(x: 0, y: -10.25), extendsBoundary: false
        )
        var sections = [CompositionalSection(
            group: nested, contentInsets: Insets(top: 10, left: 20, bottom: 10, right: 20), interGroupSpacing: 12.5,
            boundarySupplementaryItems: [header, footer],
            decorationItems: [DecorationItem(elementKind: "background", contentInsets: Insets(all: 6)), DecorationItem(elementKind: "shadow", zIndex: -2)],
            supplementariesFollowContentInsets: false, contentInsetsReference: .layoutMargins, supplementaryContentInsetsReference: .none
        )]
        for behaviour in OrthogonalScrollingBehavior.allCases where behaviour != .none {
            var group = CompositionalGroup.horizontal(
                layoutSize: LayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(150)),
                subitems: [.item(CompositionalItem(layoutSize: square)), .item(CompositionalItem(layoutSize: square, edgeSpacing: LayoutEdgeSpacing(leading: .fixed(1e-7))))]
            )
            group.interItemSpacing = .fixed(10)
            sections.append(CompositionalSection(group: group, orthogonalScrollingBehavior: behaviour, boundarySupplementaryItems: [header]))
        }
        let banner = BoundarySupplementaryItem(
            elementKind: "banner", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)),
            alignment: .top
        )
        return CompositionalConfiguration(
            sections: .list(sections), scrollDirection: .horizontal, interSectionSpacing: 24,
            boundarySupplementaryItems: [banner], contentInsetsReference: .readableContent
        )
    }
}
