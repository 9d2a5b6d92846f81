import Mosaic

// List sections written back as UIKit writes them: a
// `UICollectionLayoutListConfiguration`, then
// `UICollectionViewCompositionalLayout.list(using:)` for a layout of one
// unchanged list, or `NSCollectionLayoutSection.list(using:layoutEnvironment:)`
// in a section provider, followed by the properties the section changed.
extension CompositionalWriter {
    /// Whether `section` is written as a list: it was built from one and
    /// still has the list's rows (its group cannot be changed in UIKit).
    static func isList(_ section: CompositionalSection) -> Bool {
        guard let list = section.list else { return false }
        return sameGroup(section.group, list.section().group)
    }

    /// Whether two groups are the same description (no custom group is).
    private static func sameGroup(_ a: CompositionalGroup, _ b: CompositionalGroup) -> Bool {
        guard a.layoutSize == b.layoutSize, a.interItemSpacing == b.interItemSpacing, a.contentInsets == b.contentInsets,
              a.edgeSpacing == b.edgeSpacing, a.supplementaryItems == b.supplementaryItems
        else { return false }
        switch (a.arrangement, b.arrangement) {
        case (.horizontal(let x), .horizontal(let y)), (.vertical(let x), .vertical(let y)): return sameSubitems(x, y)
        default: return false
        }
    }

    private static func sameSubitems(_ a: CompositionalGroup.Subitems, _ b: CompositionalGroup.Subitems) -> Bool {
        switch (a, b) {
        case (.repeating(let x), .repeating(let y)):
            return x.count == y.count && zip(x, y).allSatisfy(sameElement)
        case (.count(let x, let m), .count(let y, let n)):
            return m == n && sameElement(x, y)
        default:
            return false
        }
    }

    private static func sameElement(_ a: CompositionalElement, _ b: CompositionalElement) -> Bool {
        switch (a, b) {
        case (.item(let x), .item(let y)): x == y
        case (.group(let x), .group(let y)): sameGroup(x, y)
        default: false
        }
    }

    /// The kinds a list section's written code names: only the views and
    /// decorations it sets itself (the list's header and footer are the list's).
    static func listKinds(of section: CompositionalSection) -> [String] {
        let base = section.list!.section()
        let views = section.boundarySupplementaryItems == base.boundarySupplementaryItems ? [] : section.boundarySupplementaryItems.map(\.elementKind)
        return views + section.decorationItems.map(\.elementKind)
    }

    /// Writes a layout of one list section: `UICollectionViewCompositionalLayout.list(using:)`
    /// when the section is the list's as UIKit builds it, else a section
    /// provider that builds it with `NSCollectionLayoutSection.list` and sets
    /// what differs; then the configuration, if any, and `return layout`.
    mutating func listLayout(_ configuration: CompositionalConfiguration, section: CompositionalSection, path: String) throws(SwiftWriterError) {
        let list = section.list!
        let configurationName = try self.configuration(configuration)
        if differences(section, from: list.section()).isEmpty {
            let listName = listConfiguration(list)
            code.separate()
            code.line("let layout = UICollectionViewCompositionalLayout.list(using: \(listName))")
            if let configurationName { code.line("layout.configuration = \(configurationName)") }
        } else {
            code.separate()
            let open = configurationName == nil
                ? "let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in"
                : "let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in"
            code.open(open)
            let outer = names
            names = SwiftWriterNames(inside: outer)
            let name = try listSection(section, path: path)
            code.line("return \(name)")
            names = outer
            code.close(configurationName == nil ? "}" : "}, configuration: \(configurationName!))")
        }
        code.line("return layout")
    }

    /// Writes a list section inside a section provider (whose environment
    /// is `environment`) and returns its name.
    mutating func listSection(_ section: CompositionalSection, path: String) throws(SwiftWriterError) -> String {
        let list = section.list!
        let listName = listConfiguration(list)
        let changed = differences(section, from: list.section())
        let boundaryItems = changed.contains(.boundaryItems)
            ? try section.boundarySupplementaryItems.enumerated().map { (index, item) throws(SwiftWriterError) in
                try boundaryItem(item, path: path + ".boundarySupplementaryItems[\(index)]")
            }
            : []
        let decorations = section.decorationItems.map { decorationItem($0) }
        let name = names.unique("section")
        code.separate()
        code.line("let \(name) = NSCollectionLayoutSection.list(using: \(listName), layoutEnvironment: environment)")
        for difference in changed {
            switch difference {
            case .contentInsets:
                code.line("\(name).contentInsets = \(SwiftWriterLiterals.directionalInsets(section.contentInsets))")
            case .interGroupSpacing:
                code.line("\(name).interGroupSpacing = \(SwiftWriterLiterals.points(section.interGroupSpacing))")
            case .orthogonalScrollingBehavior:
                code.line("\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
            case .contentInsetsReference:
                code.line("\(name).contentInsetsReference = .\(section.contentInsetsReference.rawValue)")
            case .supplementaryContentInsetsReference:
                code.line("\(name).supplementaryContentInsetsReference = .\(section.supplementaryContentInsetsReference.rawValue)")
            case .supplementariesFollowContentInsets:
                code.line("\(name).supplementariesFollowContentInsets = \(section.supplementariesFollowContentInsets)")
            case .boundaryItems:
                code.line("\(name).boundarySupplementaryItems = [\(boundaryItems.joined(separator: ", "))]")
            case .decorationItems:
                code.line("\(name).decorationItems = [\(decorations.joined(separator: ", "))]")
            }
        }
        return name
    }

    /// Writes `var listConfiguration = UICollectionLayoutListConfiguration(appearance: …)`
    /// with the modes and padding that differ from UIKit's defaults, and
    /// returns its name.
    mutating func listConfiguration(_ list: ListConfiguration) -> String {
        let name = names.unique("listConfiguration")
        let changes = list.headerMode != .none || list.footerMode != .none || list.headerTopPadding != nil
        code.separate()
        code.line("\(changes ? "var" : "let") \(name) = UICollectionLayoutListConfiguration(appearance: .\(list.appearance.rawValue))")
        if list.headerMode != .none { code.line("\(name).headerMode = .\(list.headerMode.rawValue)") }
        if list.footerMode != .none { code.line("\(name).footerMode = .\(list.footerMode.rawValue)") }
        if let padding = list.headerTopPadding { code.line("\(name).headerTopPadding = \(SwiftWriterLiterals.points(padding))") }
        return name
    }

    /// What a section set after the list built it.
    enum ListDifference { case contentInsets, interGroupSpacing, orthogonalScrollingBehavior, contentInsetsReference,
        supplementaryContentInsetsReference, supplementariesFollowContentInsets, boundaryItems, decorationItems }

    /// The properties of `section` that differ from `base`, the list's section, in the order they are written.
    func differences(_ section: CompositionalSection, from base: CompositionalSection) -> [ListDifference] {
        var changed: [ListDifference] = []
        if section.contentInsets != base.contentInsets { changed.append(.contentInsets) }
        if section.interGroupSpacing != base.interGroupSpacing { changed.append(.interGroupSpacing) }
        if section.orthogonalScrollingBehavior != base.orthogonalScrollingBehavior { changed.append(.orthogonalScrollingBehavior) }
        if section.contentInsetsReference != base.contentInsetsReference { changed.append(.contentInsetsReference) }
        if section.supplementaryContentInsetsReference != base.supplementaryContentInsetsReference {
            changed.append(.supplementaryContentInsetsReference)
        }
        if section.supplementariesFollowContentInsets != base.supplementariesFollowContentInsets {
            changed.append(.supplementariesFollowContentInsets)
        }
        if section.boundarySupplementaryItems != base.boundarySupplementaryItems { changed.append(.boundaryItems) }
        if !section.decorationItems.isEmpty { changed.append(.decorationItems) }
        return changed
    }
}
