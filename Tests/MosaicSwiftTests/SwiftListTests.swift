import Mosaic
@testable import MosaicSwift
import MosaicTestSupport
import Testing

/// List sections in Swift: `UICollectionLayoutListConfiguration` with
/// `UICollectionViewCompositionalLayout.list(using:)` and
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`, read with the
/// same frames as the core's (``ListExpectations``), and written back
/// (`--format swift`) so that the round trip gives the same frames.
@Suite("Swift lists")
struct SwiftListTests {
    /// The lines that set up `config` for `list`.
    static func configurationLines(_ list: ListConfiguration, name: String = "config") -> String {
        var lines = "var \(name) = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))\n"
        lines += "\(name).headerMode = .\(list.headerMode.rawValue)\n"
        lines += "\(name).footerMode = .\(list.footerMode.rawValue)\n"
        // No geometry: read and ignored, their values never evaluated.
        lines += "\(name).showsSeparators = false\n"
        lines += "\(name).backgroundColor = UIColor.systemGroupedBackground\n"
        lines += "\(name).trailingSwipeActionsConfigurationProvider = { indexPath in nil }\n"
        return lines
    }

    /// A whole-layout list: `UICollectionViewCompositionalLayout.list(using:)`.
    static func layoutSource(_ list: ListConfiguration) -> String {
        """
        import UIKit

        func createLayout() -> UICollectionViewLayout {
        \(configurationLines(list))
            return UICollectionViewCompositionalLayout.list(using: config)
        }
        """
    }

    /// A list section made in a section provider.
    static func providerSource(_ list: ListConfiguration, after: String = "") -> String {
        """
        import UIKit

        func createLayout() -> UICollectionViewLayout {
            let layout = UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
        \(configurationLines(list))
                let section = NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        \(after)
                return section
            }
            return layout
        }
        """
    }

    static func configuration(_ source: String) throws -> CompositionalConfiguration {
        guard case .compositional(let configuration) = try SwiftLayoutSource.read(source, path: "list.swift") else {
            throw SwiftSourceError(file: "list.swift", line: 0, column: 0, message: "not a compositional layout")
        }
        return configuration
    }

    static func engine(_ configuration: CompositionalConfiguration) throws -> LayoutEngine {
        try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: ListExpectations.data, environment: LayoutEnvironment())
    }

    @Test("UICollectionViewCompositionalLayout.list(using:) lays out each appearance as the core", arguments: ListExpectations.cases)
    func wholeLayoutList(_ expected: ListExpectations.Case) throws {
        #expect(try ListExpectations.mismatches(try Self.engine(try Self.configuration(Self.layoutSource(expected.list))), expected) == [])
    }

    @Test("NSCollectionLayoutSection.list(using:layoutEnvironment:) in a provider lays out each appearance as the core", arguments: ListExpectations.cases)
    func providerList(_ expected: ListExpectations.Case) throws {
        #expect(try ListExpectations.mismatches(try Self.engine(try Self.configuration(Self.providerSource(expected.list))), expected) == [])
    }

    @Test("properties set on the list's section change it, as in UIKit")
    func sectionChangedAfterwards() throws {
        let source = Self.providerSource(
            ListConfiguration(appearance: .insetGrouped),
            after: """
                    section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
                    section.contentInsetsReference = .none
                    section.interGroupSpacing = 12
            """
        )
        let engine = try Self.engine(try Self.configuration(source))
        #expect(try engine.layoutAttributesForItem(at: ItemPath(0, 1))?.frame == Rect(x: 0, y: 56, width: 390, height: 44))
    }

    @Test("headerTopPadding is read; nil is automatic")
    func headerTopPadding() throws {
        let source = """
        func createLayout() -> UICollectionViewLayout {
            var config = UICollectionLayoutListConfiguration(appearance: .plain)
            config.headerMode = .supplementary
            config.headerTopPadding = 8
            return UICollectionViewCompositionalLayout.list(using: config)
        }
        """
        let engine = try Self.engine(try Self.configuration(source))
        #expect(try engine.layoutAttributesForSupplementaryView(ofKind: FlowLayout.headerKind, at: ItemPath(0, 0))?.frame == Rect(x: 0, y: 8, width: 390, height: 44))
        let automatic = source.replacingOccurrences(of: "= 8", with: "= nil")
        #expect(try Self.configuration(automatic).sections.uniformList?.headerTopPadding == nil)
    }

    @Test("the appearance's full type name and UICollectionView.elementKindSectionHeader read as the list's")
    func qualifiedNames() throws {
        let source = """
        func createLayout() -> UICollectionViewLayout {
            var config = UICollectionLayoutListConfiguration(appearance: UICollectionLayoutListConfiguration.Appearance.sidebar)
            config.headerMode = UICollectionLayoutListConfiguration.HeaderMode.supplementary
            return UICollectionViewCompositionalLayout.list(using: config)
        }
        """
        #expect(try Self.configuration(source).sections.uniformList == ListConfiguration(appearance: .sidebar, headerMode: .supplementary))
    }

    @Test("what a list cannot take is one line naming it and what to write", arguments: [
        ("config.footerMode = .firstItemInSection", "'footerMode' of UICollectionLayoutListConfiguration takes a FooterMode (.none, .supplementary), found .firstItemInSection (UIKit's FooterMode has no .firstItemInSection)"),
        ("config.appearance = .plain", "'appearance' of UICollectionLayoutListConfiguration is read-only: give it to UICollectionLayoutListConfiguration(appearance:)"),
        ("config.headerTopPadding = -3", "'headerTopPadding' must be a number of points from 0 to 1000000000, or nil, found -3"),
        ("config.rowHeight = 3", "the property 'rowHeight' of UICollectionLayoutListConfiguration is not supported; supported: headerMode, footerMode, headerTopPadding"),
        ("config.headerMode = .sometimes", "'headerMode' of UICollectionLayoutListConfiguration takes a HeaderMode (.none, .supplementary, .firstItemInSection), found .sometimes"),
    ])
    func refusals(_ line: String, _ message: String) {
        let source = """
        func createLayout() -> UICollectionViewLayout {
            var config = UICollectionLayoutListConfiguration(appearance: .grouped)
            \(line)
            return UICollectionViewCompositionalLayout.list(using: config)
        }
        """
        let failure = SwiftLayoutSourceTests.failure(source)
        #expect(failure?.contains("bad.swift:3:") == true, "\(String(describing: failure))")
        #expect(failure?.contains(message) == true, "\(String(describing: failure))")
    }

    @Test("an unknown appearance and a list section outside a provider are refused")
    func badCalls() {
        let appearance = SwiftLayoutSourceTests.failure("""
        func createLayout() -> UICollectionViewLayout {
            return UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .fancy))
        }
        """)
        #expect(appearance?.contains("'appearance' expects a UICollectionLayoutListConfiguration.Appearance (.plain, .grouped, .insetGrouped, .sidebar, .sidebarPlain), found .fancy") == true, "\(String(describing: appearance))")
        let section = SwiftLayoutSourceTests.failure("""
        func createLayout() -> UICollectionViewLayout {
            let section = NSCollectionLayoutSection.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
            return UICollectionViewCompositionalLayout(section: section)
        }
        """)
        #expect(section?.contains("NSCollectionLayoutSection.list(using:) is not supported; supported: NSCollectionLayoutSection.list(using:layoutEnvironment:)") == true, "\(String(describing: section))")
    }

    // MARK: - Written back

    /// The list sections the writer must say back: each case, and sections
    /// changed after the list built them, alone and among other sections.
    static func writtenConfigurations() -> [(String, CompositionalConfiguration)] {
        var result = ListExpectations.cases.map { ($0.description, CompositionalConfiguration(sections: .uniform($0.list.section()))) }
        var changed = ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary, footerMode: .supplementary, headerTopPadding: 6).section()
        changed.contentInsets = Insets(top: 3, left: 4, bottom: 5, right: 6)
        changed.interGroupSpacing = 2
        changed.decorationItems = [DecorationItem(elementKind: "background")]
        result.append(("changed", CompositionalConfiguration(sections: .uniform(changed))))
        var replaced = ListConfiguration(appearance: .plain, headerMode: .supplementary).section()
        replaced.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "banner", layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)), alignment: .top
        )]
        let grid = CompositionalSection(group: .horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitem: .item(CompositionalItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))), count: 3
        ))
        result.append(("mixed", CompositionalConfiguration(
            sections: .list([grid, ListConfiguration(appearance: .grouped, footerMode: .supplementary).section(), replaced]), interSectionSpacing: 7
        )))
        result.append(("with a configuration", CompositionalConfiguration(sections: .uniform(ListConfiguration(appearance: .sidebar).section()), interSectionSpacing: 9)))
        return result
    }

    @Test("written back as lists, every list reads back with the same frames and parses as Swift")
    func roundTrip() throws {
        for (name, configuration) in Self.writtenConfigurations() {
            let source = try SwiftWriter.source(compositional: configuration)
            #expect(source.contains("UICollectionLayoutListConfiguration(appearance:"), "\(name)")
            let read = try #require(try SwiftWriterRoundTripTests.readBack(source), "\(name)")
            let counts = [3, 2, 4]
            #expect(try SwiftWriterRoundTripTests.frames(CompositionalLayout(configuration: read), counts: counts)
                    == SwiftWriterRoundTripTests.frames(CompositionalLayout(configuration: configuration), counts: counts), "\(name)\n\(source)")
            let parsed = try SwiftCompiler.parse(source, name: "list")
            #expect(parsed.status == 0, "\(name): \(parsed.diagnostics)")
        }
    }

    @Test("an unchanged list is written as UICollectionViewCompositionalLayout.list(using:), a changed one as NSCollectionLayoutSection.list in a provider")
    func writtenForms() throws {
        let plain = try SwiftWriter.source(compositional: CompositionalConfiguration(sections: .uniform(ListConfiguration(appearance: .insetGrouped, headerMode: .supplementary).section())))
        #expect(plain.contains("var listConfiguration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)"))
        #expect(plain.contains("listConfiguration.headerMode = .supplementary"))
        #expect(plain.contains("let layout = UICollectionViewCompositionalLayout.list(using: listConfiguration)"))
        #expect(!plain.contains("NSCollectionLayoutSection("))
        let changed = try #require(Self.writtenConfigurations().first { $0.0 == "changed" }?.1)
        let source = try SwiftWriter.source(compositional: changed)
        #expect(source.contains("NSCollectionLayoutSection.list(using: listConfiguration, layoutEnvironment: environment)"))
        #expect(source.contains("section.contentInsets = NSDirectionalEdgeInsets(top: 3, leading: 4, bottom: 5, trailing: 6)"))
        #expect(source.contains("listConfiguration.headerTopPadding = 6"))
    }
}

extension CompositionalConfiguration.Sections {
    /// The list of a uniform section, for the tests.
    var uniformList: ListConfiguration? {
        if case .uniform(let section) = self { return section.list }
        return nil
    }
}
