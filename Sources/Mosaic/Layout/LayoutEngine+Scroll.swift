// The visible path of a ``ScrollReactiveLayout``: the engine caches and
// indexes the base attributes, and applies the layout's scroll step only to
// the elements a query meets. Every query of the engine goes through here
// when the layout has a step, so that each consumer (queries, exports,
// update plans, the REPL, `mosaic serve`, batch jobs) gets the same answer.

extension LayoutEngine {
    /// The layout, when it applies a scroll step.
    var scrollStep: (any ScrollReactiveLayout)? {
        guard let split = layout as? any ScrollReactiveLayout, split.reactsToScroll else { return nil }
        return split
    }

    /// Every element whose scrolled visual frame meets `rect`, in
    /// index-path order, exact (not rounded to pixels).
    ///
    /// - Precondition: prepared, and the layout has a scroll step.
    /// - Throws: what the step throws, as
    ///   ``LayoutError/layoutFailed(name:underlying:)``; a non-finite
    ///   scrolled frame as ``LayoutError/nonFiniteFrame(layout:indexPath:)``
    ///   or ``LayoutError/nonFiniteView(layout:category:kind:indexPath:)``.
    /// - Complexity: O(log n + c) for the c base elements that meet `rect`
    ///   grown by the layout's margin, plus the step for each of them.
    func scrolledElements(in rect: Rect, step: any ScrollReactiveLayout) throws(LayoutError) -> [LayoutAttributes] {
        let search = try scrollSearchRect(for: rect, step: step)
        var elements = cache.elements(in: search)
        try applyStep(step, to: &elements)
        return elements.filter { $0.visualFrame.intersects(rect) }
    }

    /// The first `limit` elements whose scrolled visual frame meets `rect`,
    /// in index-path order, and how many meet it: ``scrolledElements(in:step:)``
    /// with its memory bounded by `limit` and one chunk of base elements,
    /// however large the rectangle (``ElementCap``).
    ///
    /// - Precondition: prepared, the layout has a scroll step, `limit >= 0`.
    /// - Throws: as ``scrolledElements(in:step:)``.
    /// - Complexity: O(log n + c log limit) and the step for the c base
    ///   elements that meet `rect` grown by the layout's margin;
    ///   O(limit + 4,096) memory.
    func scrolledElements(in rect: Rect, limit: Int, step: any ScrollReactiveLayout) throws(LayoutError) -> CappedElements {
        let search = try scrollSearchRect(for: rect, step: step)
        var kept = SmallestElements<LayoutAttributes>(limit: limit, by: LayoutAttributes.precedes)
        var chunk: [LayoutAttributes] = []
        let chunkSize = 4096
        chunk.reserveCapacity(chunkSize)
        var failure: LayoutError?
        func flush() {
            guard failure == nil else { return }
            do throws(LayoutError) {
                try applyStep(step, to: &chunk)
                for element in chunk where element.visualFrame.intersects(rect) { kept.offer(element) }
            } catch {
                failure = error
            }
            chunk.removeAll(keepingCapacity: true)
        }
        cache.forEachElement(in: search) { element in
            chunk.append(element)
            if chunk.count == chunkSize { flush() }
        }
        flush()
        if let failure { throw failure }
        return CappedElements(elements: kept.sorted(), total: kept.offered)
    }

    /// `rect` grown by the layout's scroll margin: where the base elements
    /// that the step can move into `rect` are (everything, past the finite numbers).
    private func scrollSearchRect(for rect: Rect, step: any ScrollReactiveLayout) throws(LayoutError) -> Rect {
        let margin: Size
        do { margin = try step.scrollMargin(context: context) } catch { throw .wrapping(error, layout: layout.name) }
        precondition(margin.width.isFinite && margin.height.isFinite && margin.width >= 0 && margin.height >= 0,
                     "\(layout.name): scrollMargin must be finite and not negative, got \(margin)")
        let grown = Rect(
            x: rect.minX - margin.width, y: rect.minY - margin.height,
            width: rect.width + 2 * margin.width, height: rect.height + 2 * margin.height)
        // A rect grown past the finite numbers meets everything.
        return grown.minX.isFinite && grown.minY.isFinite && grown.maxX.isFinite && grown.maxY.isFinite
            ? grown : Rect(x: -Double.greatestFiniteMagnitude / 4, y: -Double.greatestFiniteMagnitude / 4,
                           width: Double.greatestFiniteMagnitude / 2, height: Double.greatestFiniteMagnitude / 2)
    }

    /// `elements` with the layout's scroll step applied, checked.
    ///
    /// - Throws: as ``scrolledElements(in:step:)``.
    func applyStep(_ step: any ScrollReactiveLayout, to elements: inout [LayoutAttributes]) throws(LayoutError) {
        guard !elements.isEmpty else { return }
        let identities = elements.map { ($0.category, $0.kind, $0.indexPath) }
        do {
            try step.scrolled(&elements, context: context)
        } catch {
            throw .wrapping(error, layout: layout.name)
        }
        precondition(elements.count == identities.count, "\(layout.name): the scroll step added or removed elements")
        for (element, identity) in zip(elements, identities) {
            precondition(element.category == identity.0 && element.kind == identity.1 && element.indexPath == identity.2,
                         "\(layout.name): the scroll step changed the identity of \(identity.2)")
            let frame = element.visualFrame
            guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite,
                  element.frame.maxX.isFinite, element.frame.maxY.isFinite
            else {
                if element.category == .cell { throw .nonFiniteFrame(layout: layout.name, indexPath: element.indexPath) }
                throw .nonFiniteView(layout: layout.name, category: element.category, kind: element.kind ?? "", indexPath: element.indexPath)
            }
        }
    }

    /// One element with the scroll step applied, or `nil` for `nil`.
    func scrolled(_ element: LayoutAttributes?) throws(LayoutError) -> LayoutAttributes? {
        guard let element, let step = scrollStep else { return element }
        var elements = [element]
        try applyStep(step, to: &elements)
        return elements[0]
    }

    /// The cache a full prepare at the current offset would give: the
    /// prepared cache itself without a scroll step, else a copy of it with
    /// the step applied to every element, indexed. What whole exports and
    /// update plans read.
    ///
    /// - Precondition: prepared.
    /// - Throws: as ``scrolledElements(in:step:)``.
    /// - Complexity: O(1) without a step; O(n + m) and the step for every
    ///   element with one (it holds a second copy of the attributes).
    package func scrolledCache() throws(LayoutError) -> LayoutCache {
        guard let step = scrollStep else { return cache }
        var result = cache
        let chunk = 4096
        var batch: [LayoutAttributes] = []
        batch.reserveCapacity(chunk)
        var slot = 0
        let count = cache.cellCount
        while slot < count {
            batch.removeAll(keepingCapacity: true)
            let end = Swift.min(slot + chunk, count)
            for s in slot..<end where cache.cells.placed.contains(s) {
                batch.append(cache.cells.attributes(at: s, category: .cell, kind: nil, indexPath: cache.indexPath(ofSlot: s)))
            }
            try applyStep(step, to: &batch)
            for element in batch { result.setCell(element) }
            slot = end
        }
        var views = cache.supplementaryElements
        try applyStep(step, to: &views)
        for view in views { result.setSupplementary(view) }
        switch result.reindex() {
        case .cell(let indexPath)?: throw .nonFiniteFrame(layout: layout.name, indexPath: indexPath)
        case .view(let category, let kind, let indexPath)?:
            throw .nonFiniteView(layout: layout.name, category: category, kind: kind, indexPath: indexPath)
        case nil: break
        }
        return result
    }
}
