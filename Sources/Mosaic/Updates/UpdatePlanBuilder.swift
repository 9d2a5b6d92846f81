/// Pairs the elements before a batch update with those after it, through
/// the update's mapping, and asks the layout how appearing and disappearing
/// elements animate.
///
/// Cells pair by the item mapping. Supplementary and decoration views pair
/// by category, kind and index path, mapped as the layout says the kind's
/// index paths are meant (``CollectionLayout/supplementaryScope(category:kind:)``):
/// a section's views follow their section (and appear or disappear with an
/// inserted, deleted or reloaded one), an item's follow their item, the
/// layout's own stay.
struct UpdatePlanBuilder {
    let mapping: UpdateMapping
    let layout: any CollectionLayout
    /// The context after the update, which the layout's answers are given in.
    let context: LayoutContext
    /// The attributes before the update (a copy of the engine's cache).
    let old: LayoutCache
    /// The attributes after the update.
    let new: LayoutCache

    /// The entries of every element, or of the elements whose visual frame
    /// meets `rect` before or after the update: first those that exist after
    /// it, in element order after it, then those that disappear, in element
    /// order before it. For a rect, only the first `limit` entries are made
    /// (and their initial and final attributes asked for): the others are
    /// counted, never collected (``ElementCap``).
    ///
    /// - Returns: the entries, and how many there are in all (more than
    ///   `entries.count` when `limit` cut them).
    /// - Complexity: O(n + m log m) for every element; for a rect, O(log n + k log limit)
    ///   for k elements meeting it, and O(limit) memory beside the caches.
    func entries(in rect: Rect?, limit: Int = .max) throws -> (entries: [UpdatePlan.Entry], total: Int) {
        // Every view after the update, by the view before it that it continues.
        var views: [ViewKey: LayoutAttributes] = [:]
        for view in new.supplementaryElements {
            if let before = oldView(continuedBy: view) { views[ViewKey(before)] = view }
        }
        guard let rect else {
            var leaving: [UpdatePlan.Entry] = []
            for slot in mapping.destinations.indices where mapping.destinations[slot] < 0 {
                let indexPath = UpdateMapping.indexPath(ofSlot: slot, starts: mapping.startsBefore)
                if let element = old.cellAttributes(at: indexPath) { leaving.append(try disappearing(element)) }
            }
            for element in old.supplementaryElements where views[ViewKey(element)] == nil {
                leaving.append(try disappearing(element))
            }
            leaving.sort { LayoutAttributes.precedes($0.before!, $1.before!) }
            let after = new.allElements()
            var entries: [UpdatePlan.Entry] = []
            entries.reserveCapacity(after.count + leaving.count)
            for element in after { entries.append(try entry(after: element)) }
            entries.append(contentsOf: leaving)
            return (entries, entries.count)
        }
        // What exists after the update, by its attributes after; what disappears, by its attributes before.
        var staying = SmallestElements<LayoutAttributes>(limit: limit, by: LayoutAttributes.precedes)
        var leaving = SmallestElements<LayoutAttributes>(limit: limit, by: LayoutAttributes.precedes)
        new.forEachElement(in: rect) { staying.offer($0) }
        // What met the rect before the update and no longer does, or is gone.
        old.forEachElement(in: rect) { element in
            let counterpart: LayoutAttributes?
            if element.category == .cell {
                let destination = mapping.destinations[UpdateMapping.slot(of: element.indexPath, starts: mapping.startsBefore, when: "before")]
                counterpart = destination < 0 ? nil : new.cellAttributes(at: UpdateMapping.indexPath(ofSlot: destination, starts: mapping.startsAfter))
            } else {
                counterpart = views[ViewKey(element)]
            }
            if let counterpart {
                if !counterpart.visualFrame.intersects(rect) { staying.offer(counterpart) }
            } else {
                leaving.offer(element)
            }
        }
        var entries = try staying.sorted().map(entry(after:))
        for element in leaving.sorted().prefix(Swift.max(0, limit - entries.count)) {
            entries.append(try disappearing(element))
        }
        return (entries, staying.offered + leaving.offered)
    }

    /// A supplementary or decoration view's identity.
    private struct ViewKey: Hashable {
        var category: ElementCategory
        var kind: String?
        var indexPath: ItemPath

        init(_ element: LayoutAttributes) {
            category = element.category
            kind = element.kind
            indexPath = element.indexPath
        }
    }

    /// The entry of an element that exists after the update.
    private func entry(after element: LayoutAttributes) throws -> UpdatePlan.Entry {
        if element.category == .cell {
            let source = mapping.sources[UpdateMapping.slot(of: element.indexPath, starts: mapping.startsAfter, when: "after")]
            guard source >= 0 else { return try appearing(element) }
            let from = UpdateMapping.indexPath(ofSlot: source, starts: mapping.startsBefore)
            let before = old.cellAttributes(at: from)
            var entry = UpdatePlan.Entry(change: .unchanged, category: .cell, from: from, to: element.indexPath, before: before, after: element)
            if mapping.movedSlots.contains(source) {
                entry.change = .moved
            } else if mapping.reloadedSlots.contains(source) {
                entry.change = .reloaded
                entry.final = try before.map { try layout.finalAttributes(forDisappearing: $0, context: context) }
                entry.initial = try layout.initialAttributes(forAppearing: element, context: context)
            }
            return entry
        }
        guard let before = oldView(continuedBy: element) else { return try appearing(element) }
        return UpdatePlan.Entry(
            change: .unchanged, category: element.category, kind: element.kind,
            from: before.indexPath, to: element.indexPath, before: before, after: element)
    }

    /// The view before the update that a view after it continues: same
    /// category and kind, its index path mapped back by the kind's scope;
    /// `nil` when there is none.
    private func oldView(continuedBy view: LayoutAttributes) -> LayoutAttributes? {
        let kind = view.kind ?? ""
        let indexPath: ItemPath
        switch layout.supplementaryScope(category: view.category, kind: kind) {
        case .layout:
            indexPath = view.indexPath
        case .section:
            guard let section = oldSection(of: view.indexPath.section) else { return nil }
            indexPath = ItemPath(section, view.indexPath.item)
        case .item:
            guard let slot = UpdateMapping.slotIfPresent(of: view.indexPath, starts: mapping.startsAfter) else { return nil }
            let source = mapping.sources[slot]
            guard source >= 0, !mapping.reloadedSlots.contains(source) else { return nil }
            indexPath = UpdateMapping.indexPath(ofSlot: source, starts: mapping.startsBefore)
        }
        return old.supplementaryAttributes(category: view.category, kind: kind, at: indexPath)
    }

    /// The section before the update that a view's section after it
    /// continues: `nil` for an inserted or reloaded section. A view outside
    /// the sections (a layout-wide view) keeps its section.
    private func oldSection(of section: Int) -> Int? {
        guard mapping.oldSections.indices.contains(section) else { return section }
        guard let old = mapping.oldSections[section], !mapping.reloadedSections.contains(old) else { return nil }
        return old
    }

    private func appearing(_ element: LayoutAttributes) throws -> UpdatePlan.Entry {
        UpdatePlan.Entry(
            change: .inserted, category: element.category, kind: element.kind, from: nil, to: element.indexPath,
            initial: try layout.initialAttributes(forAppearing: element, context: context), after: element)
    }

    private func disappearing(_ element: LayoutAttributes) throws -> UpdatePlan.Entry {
        UpdatePlan.Entry(
            change: .deleted, category: element.category, kind: element.kind, from: element.indexPath, to: nil,
            before: element, final: try layout.finalAttributes(forDisappearing: element, context: context))
    }
}
