extension PreparedState {
    /// Places group `group` of `section`, whose group is custom, as
    /// ``placeGroup(_:firstItem:stackStart:run:record:sizer:cache:)``.
    mutating func placeCustomGroup(
        _ group: Int, of section: Int, firstItem: Int, stackStart: Double, run: GroupRun, record: SectionRecord, cache: inout LayoutCache
    ) throws -> (size: Size, count: Int) {
        let rowStart = (run.orthogonal ? record.groupsStart : run.crossBase) + run.rowBefore
        let origin = run.orthogonal
            ? axes.point(main: rowStart, cross: stackStart - record.offset)
            : axes.point(main: stackStart, cross: rowStart)
        return try writeCustomGroup(record.description.group, at: origin, section: section, groupIndex: group,
                                    firstItem: firstItem, record: record, cache: &cache)
    }

    /// Asks a custom group's provider for its items and writes them.
    ///
    /// - Returns: the group's size and the number of items it holds.
    /// - Throws: what the provider throws; ``CompositionalError`` when it
    ///   returns no frames, more frames than items remain, or a frame that is
    ///   not finite or has a negative size.
    private mutating func writeCustomGroup(
        _ group: CompositionalGroup, at origin: Point, section: Int, groupIndex: Int, firstItem: Int,
        record: SectionRecord, cache: inout LayoutCache
    ) throws -> (Size, Int) {
        guard case .custom(let provider) = group.arrangement else { preconditionFailure("not a custom group") }
        let size = group.layoutSize
        let estimatedWidth = size.widthDimension.isEstimated, estimatedHeight = size.heightDimension.isEstimated
        let nominal = size.resolved(in: record.groupContainer)
        let insets = GroupShape.effective(group.contentInsets, estimatedWidth: estimatedWidth, estimatedHeight: estimatedHeight, in: nominal)
        let remaining = record.itemCount - firstItem
        let items = try provider.itemProvider(CustomGroupProvider.Context(
            section: section, groupIndex: groupIndex, firstItem: firstItem, remainingItems: remaining,
            containerSize: nominal.inside(insets)
        ))
        let path = "sections[\(section)], group \(groupIndex) (custom group '\(provider.name)')"
        guard !items.isEmpty else {
            throw CompositionalError(path: path, reason: "the provider returned no frames; a group must hold at least one item")
        }
        guard items.count <= remaining else {
            throw CompositionalError(
                path: path, reason: "the provider returned \(items.count) frames but only \(remaining) \(remaining == 1 ? "item remains" : "items remain")"
            )
        }
        var extentX = 0.0, extentY = 0.0
        var slot = record.firstSlot + firstItem
        for (index, item) in items.enumerated() {
            let frame = item.frame
            guard frame.isFinite, frame.width >= 0, frame.height >= 0 else {
                throw CompositionalError(path: path, reason: "frame \(index) (\(frame)) must be finite with a size of at least 0")
            }
            extentX = Swift.max(extentX, frame.maxX)
            extentY = Swift.max(extentY, frame.maxY)
            let placed = Rect(x: origin.x + insets.left + frame.minX, y: origin.y + insets.top + frame.minY, width: frame.width, height: frame.height)
            cache.setCell(frame: placed, rotation: 0, anchorPoint: LayoutAttributes.defaultAnchorPoint, zIndex: item.zIndex, slot: slot)
            slot += 1
        }
        let groupSize = Size(
            width: estimatedWidth ? extentX : nominal.width,
            height: estimatedHeight ? extentY : nominal.height
        )
        for supplementary in group.supplementaryItems {
            placeAnchored(supplementary, on: Rect(origin: origin, size: groupSize), at: ItemPath(item: firstItem, section: section), cache: &cache)
        }
        return (groupSize, items.count)
    }
}
