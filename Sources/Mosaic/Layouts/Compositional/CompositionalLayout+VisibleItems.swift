// The scroll step of a compositional layout: each section's
// visibleItemsInvalidationHandler, called on the section's elements a query
// meets (ScrollReactiveLayout). The sections place their base attributes
// once; a scroll calls the handlers only on what is visible.

extension CompositionalLayout: ScrollReactiveLayout {
    /// Whether a section of the last prepare has a
    /// ``CompositionalSection/visibleItemsInvalidationHandler``.
    ///
    /// - Complexity: O(sections).
    public var reactsToScroll: Bool {
        state.isValid && state.sections.contains { $0.description.visibleItemsInvalidationHandler != nil }
    }

    /// One viewport width and height: how far a handler may move an item
    /// (``VisibleItemsInvalidationHandler``; ``scrolled(_:context:)`` refuses more).
    public func scrollMargin(context: LayoutContext) -> Size {
        let viewport = context.environment.viewport
        return Size(width: Swift.max(0, viewport.width), height: Swift.max(0, viewport.height))
    }

    /// Calls each section's handler once on the elements of `elements` that
    /// are the section's (cells, its boundary views, backgrounds and the
    /// views anchored to its items; not the layout's own boundary views),
    /// in their order, and keeps what it may change of what it returns.
    ///
    /// - Throws: what a handler throws; ``CompositionalError`` naming the
    ///   section and the handler for a change it may not make.
    /// - Complexity: O(e) for the e elements, plus the handlers' calls.
    public func scrolled(_ elements: inout [LayoutAttributes], context: LayoutContext) throws {
        guard state.isValid else { return }
        let layoutKinds = Set(state.layoutItems.map(\.elementKind))
        var members: [Int: [Int]] = [:]
        for index in elements.indices {
            let element = elements[index]
            if element.category == .supplementary, let kind = element.kind, layoutKinds.contains(kind) { continue }
            let section = element.indexPath.section
            guard state.sections.indices.contains(section), state.sections[section].description.visibleItemsInvalidationHandler != nil
            else { continue }
            members[section, default: []].append(index)
        }
        for section in members.keys.sorted() {
            try state.invalidateVisibleItems(of: section, at: members[section]!, in: &elements, context: context, margin: scrollMargin(context: context))
        }
    }
}

extension PreparedState {
    /// Calls section `section`'s handler on `elements[indices]` (see
    /// ``CompositionalLayout/scrolled(_:context:)``).
    func invalidateVisibleItems(
        of section: Int, at indices: [Int], in elements: inout [LayoutAttributes], context: LayoutContext, margin: Size
    ) throws {
        let record = sections[section]
        let handler = record.description.visibleItemsInvalidationHandler!
        let environment = context.environment
        // An orthogonal section's scrolled elements (its cells and the views
        // anchored to them) are given where the section puts them unscrolled,
        // and its offset across the scroll axis is the section's own.
        let anchored = record.isOrthogonal ? record.description.group.anchoredKinds : []
        func shift(of element: LayoutAttributes) -> Point {
            guard record.isOrthogonal, element.category == .cell || (element.category == .supplementary && anchored.contains(element.kind ?? ""))
            else { return .zero }
            return axes.point(main: 0, cross: record.offset)
        }
        var offset = environment.contentOffset
        if record.isOrthogonal { offset = axes.point(main: axes.main(environment.contentOffset), cross: record.offset) }
        let base = indices.map { elements[$0] }
        var items = base.map { element in
            var item = element
            let moved = shift(of: element)
            item.frame.origin = Point(x: element.frame.minX + moved.x, y: element.frame.minY + moved.y)
            return item
        }
        let given = items
        try handler.body(&items, offset, SectionProvider.Context(
            section: section, itemCount: record.itemCount, containerSize: container, contentInsets: layoutBoundaryInsets,
            environment: environment
        ))
        let place = "sections[\(section)].visibleItemsInvalidationHandler ('\(handler.name)')"
        guard items.count == given.count else {
            throw CompositionalError(path: place, reason: "it was given \(given.count) items and left \(items.count); it may change items, not which items there are")
        }
        for (position, index) in indices.enumerated() {
            let before = given[position], after = items[position]
            if let refused = Self.refusedVisibleItemChange(from: before, to: after) {
                throw CompositionalError(
                    path: place,
                    reason: "it may change the transform, alpha, zIndex and center of \(Self.itemName(before)), not \(refused)"
                )
            }
            var result = base[position]
            result.transform = after.transform
            result.alpha = after.alpha
            result.zIndex = after.zIndex
            if after.frame.origin != before.frame.origin {
                let moved = shift(of: before)
                result.frame.origin = Point(x: after.frame.minX - moved.x, y: after.frame.minY - moved.y)
            }
            let from = base[position].visualFrame, to = result.visualFrame
            let dx = Swift.max(Swift.abs(to.minX - from.minX), Swift.abs(to.maxX - from.maxX))
            let dy = Swift.max(Swift.abs(to.minY - from.minY), Swift.abs(to.maxY - from.maxY))
            // Not finite: the engine reports the frame.
            if dx > margin.width || dy > margin.height {
                throw CompositionalError(
                    path: place,
                    reason: "it moved an edge of \(Self.itemName(before))'s visual frame \(Swift.max(dx, dy).shortDescription) points (from \(from) to \(to)); a handler may move an item at most one viewport width (\(margin.width.shortDescription)) and height (\(margin.height.shortDescription))"
                )
            }
            elements[index] = result
        }
    }

    /// What a handler changed that it may not, described, or `nil`.
    static func refusedVisibleItemChange(from before: LayoutAttributes, to after: LayoutAttributes) -> String? {
        if after.category != before.category || after.kind != before.kind || after.indexPath != before.indexPath {
            return "which element it is (it became \(itemName(after)))"
        }
        if after.frame.width != before.frame.width || after.frame.height != before.frame.height {
            return "its size (\(before.frame.width.shortDescription) × \(before.frame.height.shortDescription) → \(after.frame.width.shortDescription) × \(after.frame.height.shortDescription))"
        }
        if after.isHidden != before.isHidden { return "isHidden" }
        if after.anchorPoint != before.anchorPoint { return "its anchor point" }
        if after.custom != before.custom { return "its custom attributes" }
        return nil
    }

    /// `item (0, 3)`, `header (1, 0)`: an element for messages.
    static func itemName(_ element: LayoutAttributes) -> String {
        let path = "(\(element.indexPath.section), \(element.indexPath.item))"
        switch element.category {
        case .cell: return "item \(path)"
        default: return "\(element.kind.map { "'\($0)'" } ?? "\(element.category)") \(path)"
        }
    }
}
