import Mosaic
import Testing

// Builders and checks shared by the compositional layout's tests.

/// An engine laying out `configuration` over `dataSource`.
func compositionalEngine(
    _ configuration: CompositionalConfiguration, dataSource: DataSource,
    environment: LayoutEnvironment = LayoutEnvironment(viewport: Size(width: 390, height: 844))
) throws -> LayoutEngine {
    try LayoutEngine(layout: CompositionalLayout(configuration: configuration), dataSource: dataSource, environment: environment)
}

/// A layout size from two dimensions.
func layoutSize(_ width: LayoutDimension, _ height: LayoutDimension) -> LayoutSize {
    LayoutSize(widthDimension: width, heightDimension: height)
}

/// An item of the given size.
func itemElement(_ width: LayoutDimension, _ height: LayoutDimension, insets: Insets = .zero) -> CompositionalElement {
    .item(CompositionalItem(layoutSize: layoutSize(width, height), contentInsets: insets))
}

/// A configuration of one section repeated for every data section.
func uniformSections(_ section: CompositionalSection, scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0) -> CompositionalConfiguration {
    CompositionalConfiguration(sections: .uniform(section), scrollDirection: scrollDirection, interSectionSpacing: interSectionSpacing)
}

/// A section of a full-width list of items `height` tall (estimated when
/// `estimated`), one item per group.
func compositionalListSection(height: Double, estimated: Bool, spacing: Double = 0) -> CompositionalSection {
    let dimension: LayoutDimension = estimated ? .estimated(height) : .absolute(height)
    return CompositionalSection(
        group: .horizontal(layoutSize: layoutSize(.fractionalWidth(1), dimension), subitems: [itemElement(.fractionalWidth(1), dimension)]),
        interGroupSpacing: spacing
    )
}

/// Whether two rectangles agree within `tolerance` in every component.
func isClose(_ a: Rect, _ b: Rect, tolerance: Double = 1e-9) -> Bool {
    abs(a.minX - b.minX) <= tolerance && abs(a.minY - b.minY) <= tolerance
        && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
}

/// Checks a cell's frame within 1e-9.
func expectCell(_ engine: LayoutEngine, _ section: Int, _ item: Int, _ expected: Rect, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let frame = try #require(try engine.layoutAttributesForItem(at: ItemPath(section, item)), sourceLocation: sourceLocation).frame
    #expect(isClose(frame, expected), "cell \(section).\(item): \(frame), expected \(expected)", sourceLocation: sourceLocation)
}

/// Checks a supplementary view's frame within 1e-9.
func expectView(
    _ engine: LayoutEngine, _ kind: String, _ section: Int, item: Int = 0, _ expected: Rect,
    category: ElementCategory = .supplementary, sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let view = category == .decoration
        ? try engine.layoutAttributesForDecorationView(ofKind: kind, at: ItemPath(section, item))
        : try engine.layoutAttributesForSupplementaryView(ofKind: kind, at: ItemPath(section, item))
    let frame = try #require(view, "no \(kind) at \(section).\(item)", sourceLocation: sourceLocation).frame
    #expect(isClose(frame, expected), "\(kind) \(section).\(item): \(frame), expected \(expected)", sourceLocation: sourceLocation)
}
