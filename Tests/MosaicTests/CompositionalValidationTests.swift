import Mosaic
import Testing

/// Impossible descriptions: each error names the path of the bad value, on
/// one line, and the layout refuses to prepare.
@Suite struct CompositionalValidationTests {
    /// The error `configuration.validate()` throws, as text.
    func message(_ configuration: CompositionalConfiguration) -> String? {
        do {
            try configuration.validate()
            return nil
        } catch {
            return error.description
        }
    }

    func list(_ sections: CompositionalSection...) -> CompositionalConfiguration {
        CompositionalConfiguration(sections: .list(sections))
    }

    let good = compositionalListSection(height: 44, estimated: true)

    func section(_ subitems: [CompositionalElement]) -> CompositionalSection {
        CompositionalSection(group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: subitems))
    }

    @Test func validConfigurationsPass() {
        #expect(message(.vibe) == nil)
        #expect(message(list(good, good)) == nil)
    }

    @Test func dimensions() {
        #expect(message(list(section([itemElement(.fractionalWidth(0), .absolute(10))])))
            == "sections[0].group.subitems[0].layoutSize.widthDimension: fraction 0 must be a finite number above 0")
        #expect(message(list(good, section([itemElement(.fractionalWidth(1), .fractionalHeight(.infinity))])))
            == "sections[1].group.subitems[0].layoutSize.heightDimension: fraction inf must be a finite number above 0")
        #expect(message(uniformSections(section([itemElement(.absolute(.nan), .absolute(10))])))
            == "section.group.subitems[0].layoutSize.widthDimension: absolute size nan must be a finite number of points, at least 0")
        #expect(message(list(section([itemElement(.fractionalWidth(1), .estimated(-3))])))
            == "sections[0].group.subitems[0].layoutSize.heightDimension: estimated size -3 must be a finite number of points, at least 0")
    }

    @Test func groups() {
        let empty = CompositionalGroup.vertical(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [])
        #expect(message(list(good, section([itemElement(.absolute(1), .absolute(1)), .group(empty)])))
            == "sections[1].group.subitems[1].subitems: a group needs at least one subitem")
        let none = CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitem: itemElement(.absolute(1), .absolute(1)), count: 0)
        #expect(message(list(CompositionalSection(group: none))) == "sections[0].group.count: 0 is not a valid count; a group holds at least 1 subitem")
        let custom = CompositionalGroup.custom(layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), provider: CustomGroupProvider(name: "c") { _ in [] })
        #expect(message(list(section([.group(custom)])))
            == "sections[0].group.subitems[0]: a custom group can only be a section's group, not a subitem of another group")
        #expect(message(list(CompositionalSection(group: custom))) == nil)
        #expect(message(CompositionalConfiguration(sections: .list([]))) == "sections: a list of sections needs at least one section")
    }

    @Test func spacingAndInsets() {
        var spaced = good
        spaced.interGroupSpacing = -1
        #expect(message(list(spaced)) == "sections[0].interGroupSpacing: spacing -1 must be a finite number of points, at least 0")
        var inset = good
        inset.contentInsets = Insets(top: 0, left: -4, bottom: 0, right: 0)
        #expect(message(list(inset)) == "sections[0].contentInsets.leading: inset -4 must be a finite number of points, at least 0")
        var flexible = good
        flexible.group.interItemSpacing = .flexible(-2)
        #expect(message(list(flexible)) == "sections[0].group.interItemSpacing: spacing -2 must be a finite number of points, at least 0")
        var edges = good
        edges.group.edgeSpacing = LayoutEdgeSpacing(bottom: .fixed(.nan))
        #expect(message(list(edges)) == "sections[0].group.edgeSpacing.bottom: spacing nan must be a finite number of points, at least 0")
        #expect(message(uniformSections(good, interSectionSpacing: -0.5)) == "interSectionSpacing: spacing -0.5 must be a finite number of points, at least 0")
        var background = good
        background.decorationItems = [DecorationItem(elementKind: "bg", contentInsets: Insets(all: -1))]
        #expect(message(list(background)) == "sections[0].decorationItems[0].contentInsets.top: inset -1 must be a finite number of points, at least 0")
    }

    @Test func supplementaryItems() {
        var headed = good
        headed.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "header", layoutSize: layoutSize(.fractionalWidth(1), .absolute(10)), alignment: .top, offset: Point(x: .nan, y: 0)
        )]
        #expect(message(list(headed)) == "sections[0].boundarySupplementaryItems[0].offset: offset (nan, 0) must be finite")
        var configuration = list(good)
        configuration.boundarySupplementaryItems = [BoundarySupplementaryItem(
            elementKind: "banner", layoutSize: layoutSize(.fractionalWidth(-1), .absolute(10)), alignment: .top
        )]
        #expect(message(configuration) == "boundarySupplementaryItems[0].layoutSize.widthDimension: fraction -1 must be a finite number above 0")
        let badge = SupplementaryItem(elementKind: "badge", layoutSize: layoutSize(.absolute(-1), .absolute(10)), containerAnchor: LayoutAnchor(edges: .top))
        let badged = section([.item(CompositionalItem(layoutSize: layoutSize(.absolute(10), .absolute(10)), supplementaryItems: [badge]))])
        #expect(message(list(badged))
            == "sections[0].group.subitems[0].supplementaryItems[0].layoutSize.widthDimension: absolute size -1 must be a finite number of points, at least 0")
    }

    @Test func helpersTakeAPathPrefix() {
        #expect(throws: CompositionalError(path: "spec.json: $.sections[2].group.layoutSize.widthDimension", reason: "fraction 0 must be a finite number above 0")) {
            try CompositionalGroup.horizontal(layoutSize: layoutSize(.fractionalWidth(0), .absolute(1)), subitems: [itemElement(.absolute(1), .absolute(1))])
                .validate(path: "spec.json: $.sections[2].group")
        }
    }

    @Test func theLayoutRefusesToPrepare() throws {
        let engine = try compositionalEngine(list(section([itemElement(.fractionalWidth(-0.5), .absolute(10))])), dataSource: DataSource(count: 3))
        let failure = layoutFailure(CompositionalError.self, layout: "compositional") { _ = try engine.allElements() }
        #expect(failure?.description == "sections[0].group.subitems[0].layoutSize.widthDimension: fraction -0.5 must be a finite number above 0")
        // The engine's error says what the layout said.
        do { _ = try engine.allElements() } catch { #expect(error.description == failure?.description) }
    }
}
