/// The area boundary views are placed in: along the scroll axis, where it
/// starts, where its leading views end, where its trailing views start,
/// and where it ends; across it, where it starts and how long it is.
struct BoundaryArea {
    var start, bodyStart, bodyEnd, end: Double
    var crossStart, crossLength: Double
    /// The size fractions of the views' sizes are of.
    var container: Size
}

extension PreparedState {
    /// How far the boundary views that make room for themselves reach
    /// before and after the content, along the scroll axis: the longest at
    /// each end (views against the leading or trailing edge of the scroll
    /// axis, corners included).
    func boundaryExtents(_ items: [BoundarySupplementaryItem], in container: Size) -> (leading: Double, trailing: Double) {
        var leading = 0.0, trailing = 0.0
        for item in items where item.extendsBoundary {
            let length = axes.main(item.layoutSize.resolved(in: container))
            switch axes.placement(of: item.alignment).main {
            case -1: leading = Swift.max(leading, length)
            case 1: trailing = Swift.max(trailing, length)
            default: break
            }
        }
        return (leading, trailing)
    }

    /// The size a section's boundary views' fractions are of: its content
    /// area, or the layout's when they do not follow the content insets;
    /// across the scroll axis, the area inside their insets.
    func supplementaryContainer(of record: SectionRecord) -> Size {
        let area = record.description.supplementariesFollowContentInsets ? record.groupContainer : container
        return axes.size(main: axes.main(area), cross: axes.cross(container.inside(record.boundaryInsets)))
    }

    /// The size the layout's own boundary views' fractions are of: the
    /// content area, across the scroll axis inside the configuration's reference.
    var layoutContainer: Size {
        axes.size(main: axes.main(container), cross: axes.cross(container.inside(layoutBoundaryInsets)))
    }

    /// Places a section's boundary views and decorations, or only its
    /// pinned views (after a scroll).
    ///
    /// - Complexity: O(views).
    mutating func placeSectionViews(_ section: Int, pinnedOnly: Bool, cache: inout LayoutCache) {
        let record = sections[section]
        let description = record.description
        let container = supplementaryContainer(of: record)
        let area = BoundaryArea(
            start: record.start, bodyStart: record.bodyStart, bodyEnd: record.bodyEnd, end: record.end,
            crossStart: axes.crossLeading(record.boundaryInsets), crossLength: axes.cross(container), container: container
        )
        let indexPath = ItemPath(item: 0, section: section)
        placeBoundaryViews(description.boundarySupplementaryItems, in: area, at: indexPath, pinnedOnly: pinnedOnly, cache: &cache)
        guard !pinnedOnly else { return }
        for decoration in description.decorationItems {
            // The whole section (inside its content reference) but its
            // boundary views, less the decoration's insets.
            let reference = record.referenceInsets
            let box = Rect(
                origin: axes.point(main: record.bodyStart, cross: axes.crossLeading(reference)),
                size: axes.size(main: record.bodyEnd - record.bodyStart, cross: axes.cross(self.container.inside(reference)))
            )
            // Insets wider than the box are cut at its far edge, as a section's are.
            let frame = box.inside(decoration.contentInsets.keepingRoom(in: box.size))
            cache.setSupplementary(LayoutAttributes(
                category: .decoration, kind: decoration.elementKind, indexPath: indexPath, frame: frame, zIndex: decoration.zIndex
            ))
        }
    }

    /// Places the layout's own boundary views (index path (0, 0)), or only
    /// its pinned ones.
    mutating func placeLayoutViews(pinnedOnly: Bool, cache: inout LayoutCache) {
        guard !layoutItems.isEmpty else { return }
        let area = BoundaryArea(
            start: 0, bodyStart: layoutLeadingExtent, bodyEnd: sectionsEnd, end: contentEnd,
            crossStart: axes.crossLeading(layoutBoundaryInsets), crossLength: axes.cross(layoutContainer), container: layoutContainer
        )
        placeBoundaryViews(layoutItems, in: area, at: ItemPath(item: 0, section: 0), pinnedOnly: pinnedOnly, cache: &cache)
    }

    /// Re-places every pinned view for the current visible bounds.
    ///
    /// - Complexity: O(sections).
    mutating func placePinnedViews(environment newEnvironment: LayoutEnvironment, cache: inout LayoutCache) {
        environment.contentOffset = newEnvironment.contentOffset
        guard hasPinned else { return }
        for section in sections.indices where sections[section].hasPinned {
            placeSectionViews(section, pinnedOnly: true, cache: &cache)
        }
        placeLayoutViews(pinnedOnly: true, cache: &cache)
    }

    /// Places boundary views against the edges of `area`.
    ///
    /// Along the scroll axis, a view against the leading edge starts where
    /// the area starts if it makes room for itself, else where the content
    /// starts (over it); one against the trailing edge starts where the
    /// content ends if it makes room, else ends there; others are centred on
    /// the content. Across, it is against the leading or trailing side, or
    /// centred. Then its offset moves it. A pinned view against the leading
    /// (trailing) edge stays within the visible bounds while the area's
    /// content is on screen, but never leaves the area's content.
    private func placeBoundaryViews(
        _ items: [BoundarySupplementaryItem], in area: BoundaryArea, at indexPath: ItemPath, pinnedOnly: Bool, cache: inout LayoutCache
    ) {
        for item in items where !pinnedOnly || item.pinToVisibleBounds {
            let size = item.layoutSize.resolved(in: area.container)
            let length = axes.main(size), breadth = axes.cross(size)
            let placement = axes.placement(of: item.alignment)
            var main: Double
            switch placement.main {
            case -1: main = item.extendsBoundary ? area.start : area.bodyStart
            case 1: main = item.extendsBoundary ? area.bodyEnd : area.bodyEnd - length
            default: main = area.bodyStart + (area.bodyEnd - area.bodyStart - length) / 2
            }
            let cross: Double = switch placement.cross {
            case -1: area.crossStart
            case 1: area.crossStart + area.crossLength - breadth
            default: area.crossStart + (area.crossLength - breadth) / 2
            }
            main += axes.main(item.offset)
            if item.pinToVisibleBounds {
                let visibleStart = axes.main(environment.contentOffset) + axes.mainLeading(environment.contentInsets)
                let visibleEnd = axes.main(environment.contentOffset) + axes.main(environment.viewport)
                    - axes.mainTrailing(environment.contentInsets)
                if placement.main == -1 {
                    main = Swift.max(Swift.min(Swift.max(main, visibleStart), area.bodyEnd - length), main)
                } else if placement.main == 1 {
                    main = Swift.min(Swift.max(Swift.min(main, visibleEnd - length), area.bodyStart), main)
                }
            }
            let origin = axes.point(main: main, cross: cross + axes.cross(item.offset))
            cache.setSupplementary(LayoutAttributes(
                category: .supplementary, kind: item.elementKind, indexPath: indexPath,
                frame: Rect(origin: origin, size: size), zIndex: item.zIndex
            ))
        }
    }

    /// Places the supplementary views anchored to the items and groups of
    /// one group placed at `origin`.
    mutating func placeAnchoredViews(
        _ shape: GroupShape, origin: Point, section: Int, firstItem: Int, present: Int, cache: inout LayoutCache
    ) {
        let frames = shape.isRigid ? shape.template : scratch.frames
        for leaf in 0..<present {
            let list = shape.nodes[shape.leafNodes[leaf]].supplementaries
            guard list >= 0 else { continue }
            let frame = frames[leaf]
            let cell = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
            for item in shape.supplementaryLists[list] {
                placeAnchored(item, on: cell, at: ItemPath(item: firstItem + leaf, section: section), cache: &cache)
            }
        }
        for group in shape.isRigid ? shape.templateGroupFrames : scratch.groupFrames where group.firstLeaf < present {
            let frame = group.frame
            let box = Rect(x: origin.x + frame.minX, y: origin.y + frame.minY, width: frame.width, height: frame.height)
            for item in shape.supplementaryLists[group.supplementaries] {
                placeAnchored(item, on: box, at: ItemPath(item: firstItem + group.firstLeaf, section: section), cache: &cache)
            }
        }
    }

    /// Places one supplementary view anchored to `container`, as UIKit does:
    /// the view's item-anchor point goes on the container's anchor point;
    /// the container anchor's offsets move it, fractions being of the
    /// view's own size.
    func placeAnchored(_ item: SupplementaryItem, on container: Rect, at indexPath: ItemPath, cache: inout LayoutCache) {
        let size = item.layoutSize.resolved(in: container.size)
        let anchor = item.containerAnchor
        let edge = LayoutAnchor(edges: anchor.edges).point(in: container)
        let target = Point(
            x: edge.x + anchor.absoluteOffset.x + anchor.fractionalOffset.x * size.width,
            y: edge.y + anchor.absoluteOffset.y + anchor.fractionalOffset.y * size.height
        )
        let onView = item.itemAnchor.point(in: Rect(origin: .zero, size: size))
        cache.setSupplementary(LayoutAttributes(
            category: .supplementary, kind: item.elementKind, indexPath: indexPath,
            frame: Rect(x: target.x - onView.x, y: target.y - onView.y, width: size.width, height: size.height), zIndex: item.zIndex
        ))
    }
}
