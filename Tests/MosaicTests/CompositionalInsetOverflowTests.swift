import Mosaic
import Testing

/// Insets wider than the room they are given: a section's content insets
/// with its reference's (safe area, margins, readable guide), its boundary
/// views', an item's, a group's, a decoration's, and spacing that takes a
/// whole group. They are cut where they would cross (the leading one at
/// most the room, the trailing one what it leaves), so the content is 0
/// wide at the leading inset and no frame has a negative size.
@Suite("Compositional: insets wider than the container")
struct CompositionalInsetOverflowTests {
    static let row = CompositionalGroup.horizontal(
        layoutSize: layoutSize(.fractionalWidth(1), .absolute(50)), subitems: [itemElement(.fractionalWidth(1), .absolute(50))]
    )

    func frames(_ engine: LayoutEngine) throws -> [Rect] { try engine.allElements().map(\.frame) }

    /// The reviewer's case: the safe area (45 a side of 100) as the
    /// reference plus 10 of the section's own leaves −10 for the items;
    /// they are 0 wide at the leading inset, 55 (and, of no width, they all
    /// fit one row, as items of no extent do).
    /// Every element, or `nil` when the compositional layout refuses its
    /// description (a ``CompositionalError``); other errors are thrown.
    static func elementsUnlessRefused(_ engine: LayoutEngine) throws -> [LayoutAttributes]? {
        do {
            return try engine.allElements()
        } catch {
            if case .layoutFailed(_, let underlying) = error, underlying is CompositionalError { return nil }
            throw error
        }
    }

    @Test func sectionInsetsOnTopOfTheSafeArea() throws {
        let section = CompositionalSection(group: Self.row, contentInsets: Insets(top: 0, left: 10, bottom: 0, right: 10))
        var configuration = uniformSections(section)
        configuration.contentInsetsReference = .safeArea
        let engine = try compositionalEngine(configuration, dataSource: DataSource(count: 2), environment: LayoutEnvironment(
            viewport: Size(width: 100, height: 100), safeArea: Insets(top: 0, left: 45, bottom: 0, right: 45)
        ))
        try expectCell(engine, 0, 0, Rect(x: 55, y: 0, width: 0, height: 50))
        try expectCell(engine, 0, 1, Rect(x: 55, y: 0, width: 0, height: 50))
        #expect(try engine.contentSize() == Size(width: 100, height: 50))
    }

    /// 200 + 200 in 390: the leading 200 stays, the trailing one is cut to
    /// 190. 500 leading: cut to the container, the items at its far edge.
    @Test func sectionInsetsWiderThanTheContainer() throws {
        for (insets, x) in [(Insets(top: 0, left: 200, bottom: 0, right: 200), 200.0), (Insets(top: 0, left: 500, bottom: 0, right: 0), 390)] {
            let engine = try compositionalEngine(uniformSections(CompositionalSection(group: Self.row, contentInsets: insets)), dataSource: DataSource(count: 1))
            try expectCell(engine, 0, 0, Rect(x: x, y: 0, width: 0, height: 50))
        }
        // Scrolling horizontally, the top and bottom insets are the ones cut;
        // along the scroll axis insets only add room, and fractional heights
        // of a container they overfill are 0.
        let column = CompositionalGroup.vertical(
            layoutSize: layoutSize(.absolute(50), .fractionalHeight(1)), subitems: [itemElement(.absolute(50), .fractionalHeight(1))]
        )
        let section = CompositionalSection(group: column, contentInsets: Insets(top: 600, left: 500, bottom: 600, right: 500))
        let engine = try compositionalEngine(uniformSections(section, scrollDirection: .horizontal), dataSource: DataSource(count: 1))
        try expectCell(engine, 0, 0, Rect(x: 500, y: 600, width: 50, height: 0))
        #expect(try engine.contentSize() == Size(width: 1050, height: 844))
        let tall = CompositionalSection(group: Self.row, contentInsets: Insets(top: 500, left: 0, bottom: 500, right: 0))
        let tallGroup = CompositionalSection(
            group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.5)), subitems: [itemElement(.fractionalWidth(1), .fractionalHeight(1))]),
            contentInsets: tall.contentInsets
        )
        let vertical = try compositionalEngine(uniformSections(tallGroup), dataSource: DataSource(count: 1))
        try expectCell(vertical, 0, 0, Rect(x: 0, y: 500, width: 390, height: 0))
    }

    /// Orthogonal rows, boundary views that follow the content insets (and
    /// those that do not), background decorations and the readable guide.
    @Test func everyPathFollowsTheCut() throws {
        let header = BoundarySupplementaryItem(elementKind: "header", layoutSize: layoutSize(.fractionalWidth(1), .absolute(20)), alignment: .top)
        for behavior in [OrthogonalScrollingBehavior.none, .continuous, .paging, .groupPagingCentered] {
            for follows in [true, false] {
                let section = CompositionalSection(
                    group: Self.row, contentInsets: Insets(top: 0, left: 300, bottom: 0, right: 300),
                    orthogonalScrollingBehavior: behavior, boundarySupplementaryItems: [header],
                    decorationItems: [DecorationItem(elementKind: "background", contentInsets: Insets(top: 0, left: 200, bottom: 0, right: 200))],
                    supplementariesFollowContentInsets: follows, contentInsetsReference: .readableContent,
                    supplementaryContentInsetsReference: .layoutMargins
                )
                let engine = try compositionalEngine(uniformSections(section), dataSource: DataSource(count: 3), environment: LayoutEnvironment(
                    viewport: Size(width: 390, height: 300), safeArea: Insets(top: 0, left: 100, bottom: 0, right: 100),
                    layoutMargins: Insets(top: 0, left: 80, bottom: 0, right: 80)
                ))
                let label = "\(behavior), follows \(follows)"
                let elements = try engine.allElements()
                #expect(elements.count == 5, "\(label)")
                for element in elements {
                    #expect(element.frame.width >= 0 && element.frame.height >= 0, "\(label): \(element)")
                }
                // The readable guide from 180 to 210: 180 + 300 is past the
                // right edge, so the items are 0 wide at 390 (orthogonal rows
                // start there too, and scroll).
                if behavior == .none { try expectCell(engine, 0, 0, Rect(x: 390, y: 20, width: 0, height: 50)) }
                let headerFrame = try #require(try engine.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(0, 0))).frame
                // The margins guide, 180 from each side, leaves the header 30
                // points; the section's 300 on top of it, none (at 390).
                #expect(headerFrame.width == (follows ? 0 : 30) && headerFrame.minX == (follows ? 390 : 180), "\(label): \(headerFrame)")
                let background = try #require(try engine.layoutAttributesForDecorationView(ofKind: "background", at: ItemPath(0, 0))).frame
                #expect(background.width == 0 && background.minX == 210, "\(label): \(background)")
            }
        }
    }

    /// An item's and a group's own insets, and spacing that takes a whole
    /// group of counted items.
    @Test func itemAndGroupInsetsAndSpacing() throws {
        let inset = Insets(top: 30, left: 60, bottom: 30, right: 60)
        let group = CompositionalGroup(
            layoutSize: layoutSize(.absolute(100), .absolute(40)),
            arrangement: .horizontal(.repeating([itemElement(.absolute(80), .absolute(40), insets: inset)])), contentInsets: Insets(top: 0, left: 70, bottom: 0, right: 70)
        )
        let engine = try compositionalEngine(uniformSections(CompositionalSection(group: group)), dataSource: DataSource(count: 1))
        // The group's 70 + 70 in 100 leave 0 (70 and 30); the item's 60 + 60
        // in 80 leave 0 (60 and 20), its 30 + 30 in 40 leave 0 (30 and 10).
        try expectCell(engine, 0, 0, Rect(x: 70 + 60, y: 30, width: 0, height: 0))
        let counted = CompositionalGroup(
            layoutSize: layoutSize(.fractionalWidth(1), .absolute(40)),
            arrangement: .horizontal(.count(itemElement(.fractionalWidth(1), .absolute(40)), 3)), interItemSpacing: .fixed(300)
        )
        let spaced = try compositionalEngine(uniformSections(CompositionalSection(group: counted)), dataSource: DataSource(count: 3))
        try expectCell(spaced, 0, 2, Rect(x: 600, y: 0, width: 0, height: 40))
    }

    // MARK: - No negative size, whatever the input

    /// Random sections, groups, insets, references, viewports and guides,
    /// both scroll directions, orthogonal rows, boundary views and
    /// decorations: every frame the layout gives is at least 0 wide and
    /// tall, and so is every container a section provider is told of.
    @Test(arguments: testSeeds)
    func noFrameHasANegativeSize(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        var laidOut = 0
        for round in 0..<60 {
            let label = "seed \(seed) round \(round)"
            let width = random.nextDouble(in: 20...500), height = random.nextDouble(in: 20...900)
            func insets(_ most: Double) -> Insets {
                Insets(top: random.nextDouble(in: 0...most), left: random.nextDouble(in: 0...most),
                           bottom: random.nextDouble(in: 0...most), right: random.nextDouble(in: 0...most))
            }
            let safe = insets(Swift.min(width, height) / 2 * 0.99)
            var environment = LayoutEnvironment(
                viewport: Size(width: width, height: height), safeArea: safe, layoutMargins: insets(Swift.min(width, height) / 2 * 0.99 - Swift.max(safe.left, safe.right, safe.top, safe.bottom))
            )
            if random.chance(0.3) { environment.contentInsets = insets(Swift.min(width, height) / 2 * 0.99) }
            let sections = (0..<random.nextInt(in: 1..<4)).map { _ in Self.randomSection(&random) }
            let seen = Recorder<SectionProvider.Context>()
            let provider = SectionProvider(name: "random") { context in
                seen.record(context)
                return sections[context.section % sections.count]
            }
            let configuration = CompositionalConfiguration(
                sections: random.chance(0.5) ? .list(sections) : .provider(provider),
                scrollDirection: random.chance(0.5) ? .vertical : .horizontal,
                interSectionSpacing: random.nextDouble(in: 0...50),
                boundarySupplementaryItems: random.chance(0.3)
                    ? [BoundarySupplementaryItem(elementKind: "banner", layoutSize: layoutSize(.fractionalWidth(1), .fractionalHeight(0.1)), alignment: .top)] : [],
                contentInsetsReference: random.pick(ContentInsetsReference.allCases)
            )
            let counts = (0..<random.nextInt(in: 1..<4)).map { _ in random.nextInt(in: 0..<12) }
            let engine = try compositionalEngine(configuration, dataSource: DataSource(itemCounts: counts), environment: environment)
            for section in counts.indices where random.chance(0.3) { try engine.setSectionOffset(random.nextDouble(in: -200...400), forSection: section) }
            // nil: a description the rules refuse (named in the error), not a layout.
            guard let elements = try Self.elementsUnlessRefused(engine) else { continue }
            laidOut += 1
            for element in elements {
                let frame = element.frame
                #expect(frame.width >= 0 && frame.height >= 0, "\(label): \(element)")
            }
            for context in seen.values {
                #expect(context.effectiveContentSize.width >= 0 && context.effectiveContentSize.height >= 0, "\(label): \(context)")
            }
        }
        #expect(laidOut >= 30, "seed \(seed): only \(laidOut) of 60 random layouts were valid")
    }

    static func randomDimension(_ random: inout SplitMix64) -> LayoutDimension {
        switch random.nextInt(in: 0..<4) {
        case 0: .fractionalWidth(random.nextDouble(in: 0.05...1.2))
        case 1: .fractionalHeight(random.nextDouble(in: 0.05...1.2))
        case 2: .absolute(random.nextDouble(in: 0...300))
        default: .estimated(random.nextDouble(in: 1...300))
        }
    }

    static func randomInsets(_ random: inout SplitMix64, most: Double) -> Insets {
        guard random.chance(0.7) else { return .zero }
        return Insets(top: random.nextDouble(in: 0...most), left: random.nextDouble(in: 0...most),
                          bottom: random.nextDouble(in: 0...most), right: random.nextDouble(in: 0...most))
    }

    static func randomSection(_ random: inout SplitMix64) -> CompositionalSection {
        let item = CompositionalElement.item(CompositionalItem(
            layoutSize: layoutSize(randomDimension(&random), randomDimension(&random)), contentInsets: randomInsets(&random, most: 150)
        ))
        let groupSize = layoutSize(randomDimension(&random), randomDimension(&random))
        let spacing: LayoutSpacing? = random.chance(0.5) ? nil : (random.chance(0.5) ? .fixed(random.nextDouble(in: 0...200)) : .flexible(random.nextDouble(in: 0...200)))
        let arrangement: CompositionalGroup.Arrangement = switch random.nextInt(in: 0..<4) {
        case 0: .horizontal(.count(item, random.nextInt(in: 1..<5)))
        case 1: .vertical(.count(item, random.nextInt(in: 1..<5)))
        case 2: .horizontal(.repeating([item]))
        default: .vertical(.repeating([item]))
        }
        let group = CompositionalGroup(layoutSize: groupSize, arrangement: arrangement, interItemSpacing: spacing, contentInsets: randomInsets(&random, most: 150))
        let header = BoundarySupplementaryItem(
            elementKind: "header", layoutSize: layoutSize(randomDimension(&random), .absolute(random.nextDouble(in: 0...40))), alignment: random.pick([.top, .leading, .bottom])
        )
        return CompositionalSection(
            group: group, contentInsets: randomInsets(&random, most: 400), interGroupSpacing: random.nextDouble(in: 0...30),
            orthogonalScrollingBehavior: random.pick(OrthogonalScrollingBehavior.allCases),
            boundarySupplementaryItems: random.chance(0.5) ? [header] : [],
            decorationItems: random.chance(0.5) ? [DecorationItem(elementKind: "background", contentInsets: randomInsets(&random, most: 300))] : [],
            supplementariesFollowContentInsets: random.chance(0.5),
            contentInsetsReference: random.pick(ContentInsetsReference.allCases),
            supplementaryContentInsetsReference: random.pick(ContentInsetsReference.allCases)
        )
    }
}
