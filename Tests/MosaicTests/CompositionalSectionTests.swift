import Mosaic
import Testing

/// Sections along the scroll axis: spacing, insets, providers, parameters
/// and the horizontal scroll direction.
@Suite struct CompositionalSectionTests {
    @Test func spacingAndInsets() throws {
        // Items 50 tall, 10 apart, in sections inset 20 at the top, 15 at the
        // sides, 30 at the bottom, 40 apart. Section 0: items at y = 20 and 80,
        // 360 wide (390 − 30) at x = 15; its groups end at 130, the section at
        // 160. Section 1 starts at 200: items at 220 and 280; it ends at 360.
        var section = compositionalListSection(height: 50, estimated: false, spacing: 10)
        section.contentInsets = Insets(top: 20, left: 15, bottom: 30, right: 15)
        let engine = try compositionalEngine(uniformSections(section, interSectionSpacing: 40), dataSource: DataSource(itemCounts: [2, 2]))
        for (indexPath, y) in [(ItemPath(0, 0), 20.0), (ItemPath(0, 1), 80), (ItemPath(1, 0), 220), (ItemPath(1, 1), 280)] {
            try expectCell(engine, indexPath.section, indexPath.item, Rect(x: 15, y: y, width: 360, height: 50))
        }
        #expect(try engine.contentSize() == Size(width: 390, height: 360))
    }

    @Test func emptySectionsKeepTheirInsetsAndSpacing() throws {
        var section = compositionalListSection(height: 50, estimated: false)
        section.contentInsets = Insets(top: 5, left: 0, bottom: 5, right: 0)
        let engine = try compositionalEngine(uniformSections(section, interSectionSpacing: 10), dataSource: DataSource(itemCounts: [1, 0, 1]))
        // Section 0 is 5 + 50 + 5 = 60 long; section 1 starts 10 later, at 70,
        // and is 5 + 5 long; section 2 starts at 90, its item 5 below: 95.
        try expectCell(engine, 2, 0, Rect(x: 0, y: 95, width: 390, height: 50))
    }

    @Test func horizontalScrollDirection() throws {
        // Scrolling right: groups follow each other along x. The section is
        // inset 10 top and bottom, 20 left and right, in a 390 × 844 viewport,
        // so its content area is 350 × 824. Each group is 100 wide and the full
        // 824 tall, holding two items half as tall; groups are 5 apart. A
        // leading header 40 wide pushes the groups 40 to the right.
        let header = BoundarySupplementaryItem(elementKind: "header", layoutSize: layoutSize(.absolute(40), .fractionalHeight(1)), alignment: .leading)
        let section = CompositionalSection(
            group: .vertical(layoutSize: layoutSize(.absolute(100), .fractionalHeight(1)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(0.5))]),
            contentInsets: Insets(top: 10, left: 20, bottom: 10, right: 20), interGroupSpacing: 5, boundarySupplementaryItems: [header]
        )
        let configuration = uniformSections(section, scrollDirection: .horizontal)
        let engine = try compositionalEngine(configuration, dataSource: DataSource(count: 4))
        try expectView(engine, "header", 0, Rect(x: 0, y: 10, width: 40, height: 824))
        try expectCell(engine, 0, 0, Rect(x: 60, y: 10, width: 100, height: 412))
        try expectCell(engine, 0, 1, Rect(x: 60, y: 422, width: 100, height: 412))
        try expectCell(engine, 0, 2, Rect(x: 165, y: 10, width: 100, height: 412))
        // 40 + 20 + 100 + 5 + 100 + 20 wide, the viewport tall.
        #expect(try engine.contentSize() == Size(width: 285, height: 844))

        // The same through the parameter, overriding a vertical configuration.
        var parameters = CompositionalLayout.descriptor.defaultParameters
        try parameters.set("scrollDirection", parsing: "horizontal")
        let viaParameter = try LayoutEngine(
            layout: CompositionalLayout(configuration: uniformSections(section), parameters: parameters), dataSource: DataSource(count: 4)
        )
        #expect(try viaParameter.allElements() == engine.allElements())
    }

    @Test func parametersDefaultToTheConfiguration() throws {
        let layout = CompositionalLayout(configuration: uniformSections(compositionalListSection(height: 10, estimated: false), scrollDirection: .horizontal, interSectionSpacing: 12))
        #expect(layout.parameters.choice("scrollDirection") == "horizontal")
        #expect(layout.parameters.number("interSectionSpacing") == 12)
        #expect(CompositionalLayout.descriptor.parameterSpecs.map(\.name) == ["scrollDirection", "interSectionSpacing"])

        // The parameter wins over the configuration.
        let engine = try LayoutEngine(layout: layout, dataSource: DataSource(itemCounts: [1, 1]))
        try engine.setParameter("interSectionSpacing", to: .number(30))
        try engine.setParameter("scrollDirection", parsing: "vertical")
        try expectCell(engine, 1, 0, Rect(x: 0, y: 40, width: 390, height: 10))
    }

    @Test func sectionProvider() throws {
        // As the seed's `sectionNumber` switch: even sections are lists of
        // 30-point items, odd ones grids of two 60-point items a row.
        let calls = Recorder<SectionProvider.Context>()
        let provider = SectionProvider(name: "switch") { context in
            calls.record(context)
            if context.section % 2 == 0 { return compositionalListSection(height: 30, estimated: false) }
            return CompositionalSection(group: .horizontal(
                layoutSize: layoutSize(.fractionalWidth(1), .absolute(60)), subitems: [itemElement(.fractionalWidth(0.5), .fractionalHeight(1))]
            ))
        }
        let engine = try compositionalEngine(CompositionalConfiguration(sections: .provider(provider)), dataSource: DataSource(itemCounts: [2, 3]))
        try expectCell(engine, 0, 1, Rect(x: 0, y: 30, width: 390, height: 30))
        try expectCell(engine, 1, 1, Rect(x: 195, y: 60, width: 195, height: 60))
        try expectCell(engine, 1, 2, Rect(x: 0, y: 120, width: 195, height: 60))
        // Each call is also told the whole data: every section's count and identifier.
        let expected = [(0, 2), (1, 3)].map { section, count in
            var context = SectionProvider.Context(section: section, itemCount: count, containerSize: Size(width: 390, height: 844))
            context.itemCounts = [2, 3]
            context.sectionIdentifiers = [nil, nil]
            return context
        }
        #expect(calls.values == expected)
    }

    @Test func sectionProviderErrors() throws {
        struct ScriptError: Error {}
        let throwing = try compositionalEngine(
            CompositionalConfiguration(sections: .provider(SectionProvider(name: "boom") { _ in throw ScriptError() })),
            dataSource: DataSource(count: 1)
        )
        #expect(layoutFailure(ScriptError.self, layout: "compositional") { _ = try throwing.allElements() } != nil)

        let bad = try compositionalEngine(
            CompositionalConfiguration(sections: .provider(SectionProvider(name: "layout.lua:7") { context in
                compositionalListSection(height: context.section == 1 ? -1 : 10, estimated: false)
            })),
            dataSource: DataSource(itemCounts: [1, 1])
        )
        #expect {
            try bad.allElements()
        } throws: { error in
            "\(error)" == "sections[1].group.layoutSize.heightDimension: absolute size -1 must be a finite number of points, at least 0 "
                + "(section from provider 'layout.lua:7')"
        }
    }
}
