import Foundation
import Mosaic
import Testing

/// `contentInsetsReference` (configuration and section) and
/// `supplementaryContentInsetsReference` of the compositional layout.
///
/// Sources: Apple's NSCollectionLayoutSection.contentInsetsReference page
/// ("the default value … is automatic, which means the section follows the
/// layout configuration's contentInsetsReference"), its
/// supplementaryContentInsetsReference page (automatic: "follow the layout
/// configuration's contentInsetsReference"), and
/// kishikawakatsumi/IBPCollectionViewCompositionalLayout
/// Sources/IBPCollectionViewCompositionalLayout/IBPUICollectionViewCompositionalLayout.m:146-161
/// (`prepareLayout`: the container is inset by the collection view's
/// `safeAreaInsets`, left and right when scrolling vertically, top and
/// bottom when horizontally), which is what iOS 13 did before the property
/// existed and what a configuration's `automatic` keeps.
@Suite struct CompositionalInsetsReferenceTests {
    /// A full-width list row of one item, 50 tall, with a header.
    func section(
        _ reference: ContentInsetsReference = .automatic, supplementary: ContentInsetsReference = .automatic,
        insets: Insets = .zero, follows: Bool = true
    ) -> CompositionalSection {
        CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: insets,
            boundarySupplementaryItems: [BoundarySupplementaryItem(elementKind: "header", layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), alignment: .top)],
            decorationItems: [DecorationItem(elementKind: "background")],
            supplementariesFollowContentInsets: follows,
            contentInsetsReference: reference, supplementaryContentInsetsReference: supplementary
        )
    }

    func frames(_ configuration: CompositionalConfiguration, _ environment: LayoutEnvironment) throws -> [String: Rect] {
        let engine = try compositionalEngine(configuration, dataSource: DataSource(count: 1), environment: environment)
        return Dictionary(uniqueKeysWithValues: try engine.allElements().map { ($0.kind ?? "cell", $0.frame) })
    }

    /// iPhone in landscape: 44 points of safe area left and right, 21 below.
    let landscape = LayoutEnvironment(viewport: Size(width: 844, height: 390), safeArea: Insets(top: 0, left: 44, bottom: 21, right: 44))

    @Test func automaticIsTheSafeAreaAsIOS13AndTheBackportDo() throws {
        let cells = try frames(uniformSections(section(insets: Insets(top: 0, left: 10, bottom: 0, right: 10))), landscape)
        #expect(cells["cell"] == Rect(x: 54, y: 20, width: 844 - 108, height: 50))
        #expect(cells["header"] == Rect(x: 54, y: 0, width: 844 - 108, height: 20), "the header follows the content insets")
        #expect(cells["background"] == Rect(x: 44, y: 20, width: 844 - 88, height: 50), "the background spans the safe area")
    }

    @Test func noneStartsAtTheContentEdge() throws {
        let configuration = CompositionalConfiguration(sections: .uniform(section()), contentInsetsReference: .none)
        let cells = try frames(configuration, landscape)
        #expect(cells["cell"]?.minX == 0 && cells["cell"]?.width == 844)
    }

    @Test func aSectionsReferenceWinsOverTheConfigurations() throws {
        let configuration = CompositionalConfiguration(sections: .uniform(section(.layoutMargins)), contentInsetsReference: .none)
        let cells = try frames(configuration, landscape)
        #expect(cells["cell"] == Rect(x: 60, y: 20, width: 844 - 120, height: 50), "44 + 16 from each side")
        // The header's automatic reference is the configuration's (none); it follows the section's own insets (0).
        #expect(cells["header"] == Rect(x: 0, y: 0, width: 844, height: 20))
    }

    @Test func theSupplementaryReferenceInsetsTheBoundaryViews() throws {
        let cells = try frames(uniformSections(section(.none, supplementary: .layoutMargins, insets: Insets(top: 0, left: 5, bottom: 0, right: 5))), landscape)
        #expect(cells["cell"]?.minX == 5)
        #expect(cells["header"] == Rect(x: 65, y: 0, width: 844 - 130, height: 20), "60 of margins, then the followed 5")
        let unfollowed = try frames(uniformSections(section(.none, supplementary: .layoutMargins, insets: Insets(top: 0, left: 5, bottom: 0, right: 5), follows: false)), landscape)
        #expect(unfollowed["header"] == Rect(x: 60, y: 0, width: 844 - 120, height: 20))
    }

    /// useyourloaf.com, "Readable Content Guides": an iPad Air 2 in
    /// landscape, 1024 wide with 20-point margins, has its readable content
    /// 672 wide, 176 from each side.
    @Test func readableContentIs672WideOnAnIPadInLandscape() throws {
        let iPad = LayoutEnvironment(viewport: Size(width: 1024, height: 768), layoutMargins: Insets(top: 0, left: 20, bottom: 0, right: 20))
        let cells = try frames(uniformSections(section(.readableContent)), iPad)
        #expect(cells["cell"] == Rect(x: 176, y: 20, width: 672, height: 50))
    }

    @Test func aContentInsetWiderThanTheGuideWins() throws {
        var environment = landscape
        environment.contentInsets = Insets(top: 0, left: 50, bottom: 0, right: 0)
        let cells = try frames(uniformSections(section(.safeArea)), environment)
        #expect(cells["cell"]?.minX == 0, "the safe area (44) lies under the content inset (50)")
        #expect(abs((cells["cell"]?.width ?? 0) - (844 - 50 - 44)) < 1e-9)
    }

    @Test func horizontalScrollingInsetsTopAndBottom() throws {
        let item = itemElement(.fractionalWidth(1), .fractionalHeight(1))
        let column = CompositionalSection(group: .vertical(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [item]), contentInsetsReference: .safeArea)
        let environment = LayoutEnvironment(viewport: Size(width: 390, height: 844), safeArea: Insets(top: 47, left: 10, bottom: 34, right: 0))
        let cells = try frames(uniformSections(column, scrollDirection: .horizontal), environment)
        #expect(cells["cell"] == Rect(x: 0, y: 47, width: 100, height: 844 - 81))
    }

    @Test func theDefaultEnvironmentChangesNothing() throws {
        let plain = try frames(uniformSections(section(insets: Insets(all: 8))), LayoutEnvironment())
        let none = try frames(CompositionalConfiguration(sections: .uniform(section(insets: Insets(all: 8))), contentInsetsReference: .none), LayoutEnvironment())
        #expect(plain == none)
    }

    @Test func specKeysAreReadAndBadValuesNamedByPath() throws {
        let json = #"{"contentInsetsReference": "layoutMargins", "section": {"group": {"arrangement": "horizontal", "size": {"width": {"fractionalWidth": 1}, "height": 50}, "subitems": [{"size": {"width": {"fractionalWidth": 1}, "height": {"fractionalHeight": 1}}}]}, "contentInsetsReference": "readableContent", "supplementaryContentInsetsReference": "none"}}"#
        let configuration = try CompositionalConfiguration.parse(json: Array(json.utf8), file: "spec.json")
        #expect(configuration.contentInsetsReference == .layoutMargins)
        guard case .uniform(let section) = configuration.sections else { Issue.record("one section"); return }
        #expect(section.contentInsetsReference == .readableContent && section.supplementaryContentInsetsReference == .none)

        let bad = json.replacingOccurrences(of: #""none""#, with: #""margins""#)
        do {
            _ = try CompositionalConfiguration.parse(json: Array(bad.utf8), file: "spec.json")
            Issue.record("accepted")
        } catch {
            let message = "\(error)"
            #expect(message.contains("$.section.supplementaryContentInsetsReference"), "\(message)")
            #expect(message.contains("\"readableContent\""), "\(message)")
        }
    }
}
