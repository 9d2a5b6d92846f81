public import Mosaic

extension SwiftWriter {
    /// The Swift source of a compositional layout: `createLayout()` building
    /// a `UICollectionViewCompositionalLayout` (see ``SwiftWriter``).
    ///
    /// - Parameter command: the command that wrote it, for the file's first comment.
    /// - Throws: ``SwiftWriterError`` for sections from a function, custom
    ///   groups, and anchors with both kinds of offset.
    /// - Complexity: O(size of the description).
    public static func source(compositional configuration: CompositionalConfiguration, command: String? = nil) throws(SwiftWriterError) -> String {
        let sections: [(section: CompositionalSection, path: String)]
        switch configuration.sections {
        case .uniform(let section):
            sections = [(section, "section")]
        case .list(let list):
            sections = list.count == 1 ? [(list[0], "section")] : list.enumerated().map { ($1, "sections[\($0)]") }
        case .provider(let provider):
            // A provider read from Swift is named by its file:line in a .swift file.
            let fromSwift = provider.name.split(separator: ":").first.map { $0.hasSuffix(".swift") } ?? false
            throw SwiftWriterError(
                path: "sections",
                reason: fromSwift
                    ? "the sections come from the section provider at \(provider.name), which mosaic evaluates but does not write back as code; 'mosaic layout compositional --swift FILE --format swift' writes it with the sections it gives for the data and viewport given"
                    : "the sections come from the function '\(provider.name)', which has no Swift form; --format swift writes sections given as data (a spec file, or mosaic.compositional{sections = {…}} without functions)"
            )
        }
        var code = SwiftWriterCode()
        opening(&code, command: command)
        code.open("func createLayout() -> UICollectionViewLayout {")
        var writer = CompositionalWriter(code: code)
        try writer.layout(configuration, sections: sections)
        writer.code.close()
        return writer.code.text
    }
}

/// Writes the body of `createLayout()` for a compositional layout.
struct CompositionalWriter {
    /// The code so far.
    var code: SwiftWriterCode
    /// The names taken in the scope being written.
    var names = SwiftWriterNames()
    /// The constant that holds each element kind.
    var kindNames: [String: String] = [:]

    init(code: SwiftWriterCode) {
        self.code = code
    }

    /// The whole body: the kinds, the sections (one, or a provider that
    /// switches on the section index), the configuration and `return layout`.
    mutating func layout(_ configuration: CompositionalConfiguration, sections: [(section: CompositionalSection, path: String)]) throws(SwiftWriterError) {
        declareKinds(configuration.boundarySupplementaryItems.map(\.elementKind) + sections.flatMap { Self.kinds(of: $0.section) })
        if let preferredSize = configuration.preferredSize {
            code.separate()
            code.line("// Cells size themselves: mosaic's preferredSize function '\(SwiftWriterLiterals.commentText(preferredSize.name))' answers as each")
            code.line("// cell's preferredLayoutAttributesFitting(_:) does in UIKit.")
        }
        // A layout of one list section: `.list(using:)`, or a provider (SwiftWriter+List.swift).
        if sections.count == 1, Self.isList(sections[0].section) {
            try listLayout(configuration, section: sections[0].section, path: sections[0].path)
            return
        }
        let configurationName = try self.configuration(configuration)
        let arguments = configurationName.map { ", configuration: \($0)" } ?? ""
        if sections.count == 1 {
            let section = try self.section(sections[0].section, path: sections[0].path)
            code.separate()
            code.line("let layout = UICollectionViewCompositionalLayout(section: \(section)\(arguments))")
        } else {
            code.separate()
            let open = configurationName == nil
                ? "let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in"
                : "let layout = UICollectionViewCompositionalLayout(sectionProvider: { sectionIndex, environment in"
            code.open(open)
            code.line("switch sectionIndex {")
            let outer = names
            for (index, entry) in sections.enumerated() {
                // Each case is a scope of its own; the last serves every later section.
                code.open(index == sections.count - 1 ? "default:" : "case \(index):")
                names = SwiftWriterNames(inside: outer)
                let section = try self.section(entry.section, path: entry.path)
                code.line("return \(section)")
                code.close(nil)
            }
            names = outer
            code.line("}")
            code.close(configurationName == nil ? "}" : "}\(arguments))")
        }
        code.line("return layout")
    }

    /// Declares a string constant for each kind, in the order they appear.
    mutating func declareKinds(_ kinds: [String]) {
        for kind in kinds where kindNames[kind] == nil {
            let name = names.unique(SwiftWriterNames.identifier(fromKind: kind) + "Kind")
            kindNames[kind] = name
            code.line("let \(name) = \(SwiftWriterLiterals.string(kind))")
        }
    }

    /// The kinds a section names: its boundary views', its decorations',
    /// then those anchored in its group.
    static func kinds(of section: CompositionalSection) -> [String] {
        if isList(section) { return listKinds(of: section) }
        return section.boundarySupplementaryItems.map(\.elementKind) + section.decorationItems.map(\.elementKind) + kinds(of: section.group)
    }

    /// The kinds anchored to a group and everything in it, in the order they are written.
    static func kinds(of group: CompositionalGroup) -> [String] {
        var kinds: [String] = []
        for element in subitems(of: group) {
            switch element {
            case .item(let item): kinds += item.supplementaryItems.map(\.elementKind)
            case .group(let nested): kinds += Self.kinds(of: nested)
            }
        }
        return kinds + group.supplementaryItems.map(\.elementKind)
    }

    /// A group's distinct subitems (none for a custom group).
    static func subitems(of group: CompositionalGroup) -> [CompositionalElement] {
        switch group.arrangement {
        case .horizontal(.repeating(let elements)), .vertical(.repeating(let elements)): elements
        case .horizontal(.count(let element, _)), .vertical(.count(let element, _)): [element]
        case .custom: []
        }
    }

    /// Writes the configuration if anything in it differs from UIKit's
    /// defaults, and returns its name.
    mutating func configuration(_ configuration: CompositionalConfiguration) throws(SwiftWriterError) -> String? {
        guard configuration.scrollDirection != .vertical || configuration.interSectionSpacing != 0
            || !configuration.boundarySupplementaryItems.isEmpty || configuration.contentInsetsReference != .automatic
        else { return nil }
        let boundaryItems = try configuration.boundarySupplementaryItems.enumerated().map { (index, item) throws(SwiftWriterError) in
            try boundaryItem(item, path: "boundarySupplementaryItems[\(index)]")
        }
        let name = names.unique("configuration")
        code.separate()
        code.line("let \(name) = UICollectionViewCompositionalLayoutConfiguration()")
        if configuration.scrollDirection == .horizontal { code.line("\(name).scrollDirection = .horizontal") }
        if configuration.interSectionSpacing != 0 {
            code.line("\(name).interSectionSpacing = \(SwiftWriterLiterals.points(configuration.interSectionSpacing))")
        }
        if configuration.contentInsetsReference != .automatic {
            code.line("\(name).contentInsetsReference = .\(configuration.contentInsetsReference.rawValue)")
        }
        if !boundaryItems.isEmpty { code.line("\(name).boundarySupplementaryItems = [\(boundaryItems.joined(separator: ", "))]") }
        return name
    }

    /// Writes a section and returns its name.
    mutating func section(_ section: CompositionalSection, path: String) throws(SwiftWriterError) -> String {
        if let handler = section.visibleItemsInvalidationHandler {
            throw SwiftWriterError(
                path: path + ".visibleItemsInvalidationHandler",
                reason: "the function '\(handler.name)' has no Swift form: visibleItemsInvalidationHandler is a closure mosaic cannot write; write the handler by hand, or export the attributes at an offset (--format json)"
            )
        }
        // A list section, inside the provider the layout is then written as.
        if Self.isList(section) { return try listSection(section, path: path) }
        let group = try self.group(section.group, base: "group", path: path + ".group")
        let boundaryItems = try section.boundarySupplementaryItems.enumerated().map { (index, item) throws(SwiftWriterError) in
            try boundaryItem(item, path: path + ".boundarySupplementaryItems[\(index)]")
        }
        let decorations = section.decorationItems.map { decorationItem($0) }
        let name = names.unique("section")
        code.separate()
        code.line("let \(name) = NSCollectionLayoutSection(group: \(group))")
        if section.contentInsets != .zero {
            code.line("\(name).contentInsets = \(SwiftWriterLiterals.directionalInsets(section.contentInsets))")
        }
        if section.interGroupSpacing != 0 {
            code.line("\(name).interGroupSpacing = \(SwiftWriterLiterals.points(section.interGroupSpacing))")
        }
        if section.orthogonalScrollingBehavior != .none {
            code.line("\(name).orthogonalScrollingBehavior = .\(section.orthogonalScrollingBehavior.rawValue)")
        }
        if section.contentInsetsReference != .automatic {
            code.line("\(name).contentInsetsReference = .\(section.contentInsetsReference.rawValue)")
        }
        if section.supplementaryContentInsetsReference != .automatic {
            code.line("\(name).supplementaryContentInsetsReference = .\(section.supplementaryContentInsetsReference.rawValue)")
        }
        if !section.supplementariesFollowContentInsets { code.line("\(name).supplementariesFollowContentInsets = false") }
        if !boundaryItems.isEmpty { code.line("\(name).boundarySupplementaryItems = [\(boundaryItems.joined(separator: ", "))]") }
        if !decorations.isEmpty { code.line("\(name).decorationItems = [\(decorations.joined(separator: ", "))]") }
        return name
    }

    /// Writes a group, after what it holds, and returns its name.
    mutating func group(_ group: CompositionalGroup, base: String, path: String) throws(SwiftWriterError) -> String {
        let name = names.unique(base)
        let axis: String, subitems: String
        switch group.arrangement {
        case .horizontal(let held), .vertical(let held):
            if case .horizontal = group.arrangement { axis = "horizontal" } else { axis = "vertical" }
            switch held {
            case .repeating(let elements):
                let written = try elements.enumerated().map { (index, element) throws(SwiftWriterError) in
                    try self.element(element, path: path + ".subitems[\(index)]")
                }
                subitems = "subitems: [\(written.joined(separator: ", "))]"
            case .count(let element, let count):
                subitems = "repeatingSubitem: \(try self.element(element, path: path + ".subitem")), count: \(count)"
            }
        case .custom(let provider):
            throw SwiftWriterError(
                path: path,
                reason: "a custom group (its frames from the function '\(provider.name)') has no Swift form: NSCollectionLayoutGroup.custom takes a closure mosaic cannot write; use horizontal or vertical groups"
            )
        }
        let anchored = try supplementaryItems(group.supplementaryItems, path: path)
        let size = names.unique(name + "Size")
        code.separate()
        code.line("let \(size) = \(SwiftWriterLiterals.size(group.layoutSize))")
        code.line("let \(name) = NSCollectionLayoutGroup.\(axis)(layoutSize: \(size), \(subitems))")
        if let spacing = group.interItemSpacing { code.line("\(name).interItemSpacing = \(SwiftWriterLiterals.spacing(spacing))") }
        if group.contentInsets != .zero { code.line("\(name).contentInsets = \(SwiftWriterLiterals.directionalInsets(group.contentInsets))") }
        if let edgeSpacing = group.edgeSpacing { code.line("\(name).edgeSpacing = \(SwiftWriterLiterals.edgeSpacing(edgeSpacing))") }
        if !anchored.isEmpty { code.line("\(name).supplementaryItems = [\(anchored.joined(separator: ", "))]") }
        return name
    }

    /// Writes an item or a nested group and returns its name.
    mutating func element(_ element: CompositionalElement, path: String) throws(SwiftWriterError) -> String {
        switch element {
        case .group(let group):
            return try self.group(group, base: "nestedGroup", path: path)
        case .item(let item):
            let anchored = try supplementaryItems(item.supplementaryItems, path: path)
            let name = names.unique("item")
            let size = names.unique(name + "Size")
            code.separate()
            code.line("let \(size) = \(SwiftWriterLiterals.size(item.layoutSize))")
            let supplementary = anchored.isEmpty ? "" : ", supplementaryItems: [\(anchored.joined(separator: ", "))]"
            code.line("let \(name) = NSCollectionLayoutItem(layoutSize: \(size)\(supplementary))")
            if item.contentInsets != .zero { code.line("\(name).contentInsets = \(SwiftWriterLiterals.directionalInsets(item.contentInsets))") }
            if let edgeSpacing = item.edgeSpacing { code.line("\(name).edgeSpacing = \(SwiftWriterLiterals.edgeSpacing(edgeSpacing))") }
            return name
        }
    }

    /// Writes anchored supplementary items (badges) and returns their names.
    mutating func supplementaryItems(_ items: [SupplementaryItem], path: String) throws(SwiftWriterError) -> [String] {
        try items.enumerated().map { (index, item) throws(SwiftWriterError) in
            let itemPath = path + ".supplementaryItems[\(index)]"
            let name = names.unique(SwiftWriterNames.identifier(fromKind: item.elementKind))
            let containerAnchor = try anchor(item.containerAnchor, path: itemPath + ".containerAnchor")
            let defaultItemAnchor = item.itemAnchor == LayoutAnchor(edges: item.containerAnchor.edges)
            let itemAnchor = defaultItemAnchor ? nil : try anchor(item.itemAnchor, path: itemPath + ".itemAnchor")
            code.separate()
            let containerName = names.unique(name + "Anchor")
            code.line("let \(containerName) = \(containerAnchor)")
            var anchors = "containerAnchor: \(containerName)"
            if let itemAnchor {
                let itemName = names.unique(name + "ItemAnchor")
                code.line("let \(itemName) = \(itemAnchor)")
                anchors += ", itemAnchor: \(itemName)"
            }
            let size = names.unique(name + "Size")
            code.line("let \(size) = \(SwiftWriterLiterals.size(item.layoutSize))")
            code.line("let \(name) = NSCollectionLayoutSupplementaryItem(layoutSize: \(size), elementKind: \(kindNames[item.elementKind]!), \(anchors))")
            if item.zIndex != 1 { code.line("\(name).zIndex = \(item.zIndex)") }
            return name
        }
    }

    /// `NSCollectionLayoutAnchor(edges: …)` with its offset.
    func anchor(_ anchor: LayoutAnchor, path: String) throws(SwiftWriterError) -> String {
        let edges = SwiftWriterLiterals.edges(anchor.edges)
        switch (anchor.absoluteOffset == .zero, anchor.fractionalOffset == .zero) {
        case (true, true): return "NSCollectionLayoutAnchor(edges: \(edges))"
        case (false, true): return "NSCollectionLayoutAnchor(edges: \(edges), absoluteOffset: \(SwiftWriterLiterals.cgPoint(anchor.absoluteOffset)))"
        case (true, false): return "NSCollectionLayoutAnchor(edges: \(edges), fractionalOffset: \(SwiftWriterLiterals.cgPoint(anchor.fractionalOffset)))"
        case (false, false):
            throw SwiftWriterError(path: path, reason: "an anchor with both an absolute and a fractional offset has no UIKit form: NSCollectionLayoutAnchor takes one or the other")
        }
    }

    /// Writes a boundary supplementary item and returns its name.
    mutating func boundaryItem(_ item: BoundarySupplementaryItem, path: String) throws(SwiftWriterError) -> String {
        let name = names.unique(SwiftWriterNames.identifier(fromKind: item.elementKind))
        let size = names.unique(name + "Size")
        code.separate()
        code.line("let \(size) = \(SwiftWriterLiterals.size(item.layoutSize))")
        let offset = item.offset == .zero ? "" : ", absoluteOffset: \(SwiftWriterLiterals.cgPoint(item.offset))"
        code.line("let \(name) = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: \(size), elementKind: \(kindNames[item.elementKind]!), alignment: .\(item.alignment.rawValue)\(offset))")
        if !item.extendsBoundary { code.line("\(name).extendsBoundary = false") }
        if item.pinToVisibleBounds { code.line("\(name).pinToVisibleBounds = true") }
        if item.zIndex != 0 { code.line("\(name).zIndex = \(item.zIndex)") }
        return name
    }

    /// Writes a section background and returns its name.
    mutating func decorationItem(_ item: DecorationItem) -> String {
        let name = names.unique(SwiftWriterNames.identifier(fromKind: item.elementKind))
        code.separate()
        code.line("let \(name) = NSCollectionLayoutDecorationItem.background(elementKind: \(kindNames[item.elementKind]!))")
        if item.contentInsets != .zero { code.line("\(name).contentInsets = \(SwiftWriterLiterals.directionalInsets(item.contentInsets))") }
        if item.zIndex != -1 { code.line("\(name).zIndex = \(item.zIndex)") }
        return name
    }
}
