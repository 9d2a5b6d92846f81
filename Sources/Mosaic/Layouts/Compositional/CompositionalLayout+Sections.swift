extension PreparedState {
    /// Lays out everything: the layout's boundary views, then each section
    /// in turn along the scroll axis.
    ///
    /// - Throws: ``CompositionalError`` for a section a provider described
    ///   badly or a custom group that answered something impossible; what
    ///   a provider throws.
    /// - Complexity: O(n) for n items, plus the providers' calls; a section
    ///   whose items have no estimated dimension costs one group's
    ///   resolution and then a copy per item.
    mutating func prepareFull(_ configuration: CompositionalConfiguration, context: LayoutContext, cache: inout LayoutCache) throws {
        isValid = false
        axes = ScrollAxes(vertical: configuration.scrollDirection == .vertical)
        container = Size(width: context.contentWidth, height: context.contentHeight)
        environment = context.environment
        itemCounts = cache.itemCounts
        interSectionSpacing = configuration.interSectionSpacing
        sections.removeAll(keepingCapacity: true)
        groupEnds.removeAll(keepingCapacity: true)
        cache.removeAllSupplementary()
        layoutItems = configuration.boundarySupplementaryItems
        hasPinned = layoutItems.contains(where: \.pinToVisibleBounds)
        let layoutReference = configuration.contentInsetsReference.resolved(.configurationDefault)
        layoutBoundaryInsets = referenceInsets(layoutReference)

        layoutLeadingExtent = boundaryExtents(layoutItems, in: layoutContainer).leading
        let preferred = LeafSizer.preferredSizesBySection(context.preferredSizes)
        // Sections made from the same description share its compiled group.
        var shapes: [Int: (cap: Int, shape: GroupShape)] = [:]
        var cursor = layoutLeadingExtent
        let data = (itemCounts: cache.itemCounts, identifiers: context.dataSource.sectionIdentifiers)
        for section in 0..<cache.numberOfSections {
            let itemCount = cache.numberOfItems(inSection: section)
            let (given, template) = try configuration.section(
                section, itemCount: itemCount, container: container, containerInsets: layoutBoundaryInsets, environment: environment,
                data: data
            )
            let insets = referencing(given, layoutReference: layoutReference)
            let description = insets.section
            if section > 0 { cursor += interSectionSpacing }
            let cap = Swift.max(1024, itemCount)
            var shape: GroupShape?
            if case .custom = description.group.arrangement {
                shape = nil
            } else if let template, let compiled = shapes[template], compiled.cap == cap {
                shape = compiled.shape
            } else {
                shape = try Self.compile(description, section: section, in: contentArea(inside: description.contentInsets), cap: cap)
                if let template { shapes[template] = (cap, shape!) }
            }
            let record = try placeSection(
                section, description, shape: shape, insets: insets, start: cursor, preferred: preferred[section] ?? [], context: context, cache: &cache
            )
            cursor = record.end
            hasPinned = hasPinned || record.hasPinned
            sections.append(record)
        }
        sectionsEnd = cursor
        contentEnd = sectionsEnd + boundaryExtents(layoutItems, in: layoutContainer).trailing
        for section in sections.indices { placeSectionViews(section, pinnedOnly: false, cache: &cache) }
        placeLayoutViews(pinnedOnly: false, cache: &cache)
        cache.contentSize = axes.size(main: contentEnd, cross: axes.cross(container))
        isValid = true
    }

    /// Compiles a section's (non-custom) group within the section's content
    /// area, `groupContainer` (``contentArea(inside:)``).
    private static func compile(_ description: CompositionalSection, section: Int, in groupContainer: Size, cap: Int) throws(CompositionalError) -> GroupShape {
        do {
            return try GroupShape(description.group, in: groupContainer, cap: cap)
        } catch {
            throw CompositionalError(path: "sections[\(section)].\(error.path)", reason: error.reason)
        }
    }

    /// Places a section's groups from `start` on along the scroll axis and
    /// records where everything went; its boundary and decoration views come
    /// later (``placeSectionViews(_:pinnedOnly:cache:)``).
    private mutating func placeSection(
        _ section: Int, _ description: CompositionalSection, shape: GroupShape?, insets references: SectionInsets, start: Double,
        preferred: [(item: Int, size: Size)],
        context: LayoutContext, cache: inout LayoutCache
    ) throws -> SectionRecord {
        let insets = description.contentInsets
        let itemCount = cache.numberOfItems(inSection: section)
        var record = SectionRecord(
            description: description, shape: shape, itemCount: itemCount, firstSlot: cache.slot(ofSection: section),
            groupContainer: contentArea(inside: insets)
        )
        record.hasPinned = description.boundarySupplementaryItems.contains(where: \.pinToVisibleBounds)
        record.referenceInsets = references.reference
        record.boundaryInsets = references.boundary
        // A list's header top padding comes before its header.
        record.start = start + description.leadingPadding
        record.bodyStart = record.start + boundaryExtents(description.boundarySupplementaryItems, in: supplementaryContainer(of: record)).leading
        record.groupsStart = record.bodyStart + axes.mainLeading(insets)
        record.firstGroup = groupEnds.count
        try placeGroupsAtOffset(section, of: &record, preferred: preferred, context: context, cache: &cache)
        record.bodyEnd = record.groupsEnd + axes.mainTrailing(insets)
        record.end = record.bodyEnd + boundaryExtents(description.boundarySupplementaryItems, in: supplementaryContainer(of: record)).trailing
        return record
    }
}
