/// Drives a ``CollectionLayout`` the way `UICollectionView` drives its layout object:
/// it holds the data source and the environment, turns every change into an
/// invalidation, prepares lazily before a query, and answers queries from
/// the ``LayoutCache``.
///
/// Queries prepare first when something is stale, so they can throw what
/// ``prepare()`` throws: always a ``LayoutError``, the layout's own failure
/// wrapped in ``LayoutError/layoutFailed(name:underlying:)``. After a
/// failed prepare the engine stays stale: queries never answer from a
/// half-written cache.
///
/// Not thread-safe, and not `Sendable`: use one engine per task (or
/// thread). The built-in layouts are `Sendable` values, so a model can hold
/// one and hand it to several tasks, each of which makes its own engine:
///
/// ```swift
/// struct Screen: Sendable {
///     var layout = FlowLayout()
///     var data = DataSource(count: 1_000)
/// }
///
/// let screen = Screen()
/// let widths: [Double] = [320, 390, 768]
/// let sizes: [Double: Size] = try await withThrowingTaskGroup(of: (Double, Size).self) { group in
///     for width in widths {
///         group.addTask {
///             // One engine per task; the layout and the data are copied in.
///             let engine = try LayoutEngine(
///                 layout: screen.layout, dataSource: screen.data,
///                 environment: LayoutEnvironment(viewport: Size(width: width, height: 844))
///             )
///             return (width, try engine.contentSize())
///         }
///     }
///     return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
/// }
/// ```
///
/// A layout whose functions run in a Lua state (`MosaicLua`'s `LuaLayout`)
/// is not `Sendable`: make it, and its engine, in the task that uses them.
public final class LayoutEngine {
    /// The layout, with its current parameters.
    public private(set) var layout: any CollectionLayout
    /// The sections, items and metrics being laid out.
    public private(set) var dataSource: DataSource
    /// Viewport, content offset and insets.
    public private(set) var environment: LayoutEnvironment
    /// The attributes of the last successful prepare; empty after a failed
    /// one (a full prepare reuses the old cache's memory).
    package private(set) var cache: LayoutCache
    /// What is stale since the last successful prepare.
    public private(set) var pendingInvalidation: InvalidationContext = .everything
    /// How long the last successful prepare took, and what it was asked to do.
    public private(set) var lastPrepare: (request: PrepareRequest.Kind, duration: Duration, itemCount: Int)?
    /// Sizes that cells asked for (``setPreferredSize(_:forItemAt:)``).
    public private(set) var preferredSizes: [ItemPath: Size] = [:]
    /// The first visible cell and its origin before a size fed back above
    /// it, and the axes along which to follow it, so that the next prepare
    /// can keep it where it was on screen.
    private var pendingAnchor: (indexPath: ItemPath, origin: Point, followsX: Bool, followsY: Bool)?

    /// Creates an engine; nothing is computed until the first query.
    ///
    /// - Throws: ``LayoutError/invalidViewport(_:)`` for a viewport that is
    ///   not positive and finite; ``LayoutError/nonFiniteContentOffset(_:)``,
    ///   ``LayoutError/boundsOverflow(viewport:contentOffset:)``,
    ///   ``LayoutError/invalidInsets(_:_:)``,
    ///   ``LayoutError/insetsLeaveNoRoom(_:_:viewport:)`` and
    ///   ``LayoutError/invalidDisplayScale(_:)`` for the rest of the environment.
    public init(layout: any CollectionLayout, dataSource: DataSource, environment: LayoutEnvironment = LayoutEnvironment()) throws(LayoutError) {
        try Self.validate(environment)
        self.layout = layout
        self.dataSource = dataSource
        self.environment = environment
        self.cache = LayoutCache(itemCounts: dataSource.itemCounts)
    }

    var context: LayoutContext {
        LayoutContext(dataSource: dataSource, environment: environment, preferredSizes: preferredSizes)
    }

    // MARK: - Changes

    /// Sets a parameter and invalidates the layout, as a layout subclass's
    /// `var radius { didSet { invalidateLayout() } }` does.
    ///
    /// - Throws: ``ParameterError`` for an unknown name or a bad value; the
    ///   layout is then unchanged.
    public func setParameter(_ name: String, to value: ParameterValue) throws(ParameterError) {
        try layout.parameters.set(name, to: value)
        invalidateLayout(with: .everything)
    }

    /// Sets a parameter from text (`"300"`, `"horizontal"`, `"0,10,0,10"`).
    ///
    /// - Throws: ``ParameterError`` for an unknown name or a bad value.
    public func setParameter(_ name: String, parsing text: String) throws(ParameterError) {
        try layout.parameters.set(name, parsing: text)
        invalidateLayout(with: .everything)
    }

    /// Replaces the layout, keeping data and environment.
    public func setLayout(_ layout: any CollectionLayout) {
        self.layout = layout
        invalidateLayout(with: .everything)
    }

    /// Replaces the data source. When the new one only adds items at the end
    /// of the last section, layouts that can will lay out just those.
    ///
    /// - Complexity: O(n) to compare the old and new data.
    public func setDataSource(_ newSource: DataSource) {
        let appendOnly = dataSource.isPrefix(of: newSource)
            && newSource.itemCounts.dropLast() == dataSource.itemCounts.dropLast()
        if appendOnly {
            dataSource = newSource
            invalidateLayout(with: InvalidationContext(invalidateDataSourceCounts: true))
        } else {
            // Other data: sizes, offsets and the anchor belonged to other items.
            applyUpdate(dataSource: newSource, preferredSizes: [:], sectionOffsets: [:], invalidation: .everything)
        }
    }

    /// Replaces the data source and the preferred sizes (and, when given,
    /// the orthogonal sections' offsets, which follow their sections) after a
    /// batch update has been checked, with the invalidation the update calls for.
    func applyUpdate(
        dataSource newSource: DataSource, preferredSizes sizes: [ItemPath: Size],
        sectionOffsets offsets: [Int: Double]? = nil, invalidation: InvalidationContext
    ) {
        dataSource = newSource
        preferredSizes = sizes
        if let offsets { environment.sectionOffsets = offsets }
        pendingAnchor = nil
        invalidateLayout(with: invalidation)
    }

    /// Adds items at the end of a section: the infinite-scroll case. Appends
    /// to the last section are laid out incrementally by layouts that can.
    ///
    /// - Complexity: O(k) for k items.
    public func appendItems(_ items: [ItemMetrics], toSection section: Int) {
        dataSource.append(items, toSection: section)
        let isLast = section == dataSource.numberOfSections - 1
        invalidateLayout(with: isLast ? InvalidationContext(invalidateDataSourceCounts: true) : .everything)
    }

    /// Scrolls: moves the visible bounds to `offset`. The layout decides
    /// whether that makes it stale.
    public func setContentOffset(_ offset: Point) throws(LayoutError) {
        var newEnvironment = environment
        newEnvironment.contentOffset = offset
        try Self.validate(newEnvironment)
        let previous = environment.bounds
        let shouldInvalidate = layout.shouldInvalidate(forBoundsChange: newEnvironment.bounds, context: context)
        environment = newEnvironment
        if shouldInvalidate { invalidateLayout(with: InvalidationContext(previousBounds: previous)) }
    }

    /// Resizes the viewport, which invalidates everything.
    public func setViewport(_ size: Size) throws(LayoutError) {
        try changeEnvironment { $0.viewport = size }
    }

    /// Changes the content insets, which invalidates everything.
    public func setContentInsets(_ insets: Insets) throws(LayoutError) {
        try changeEnvironment { $0.contentInsets = insets }
    }

    /// Changes the safe area, which invalidates everything.
    public func setSafeArea(_ insets: Insets) throws(LayoutError) {
        try changeEnvironment { $0.safeArea = insets }
    }

    /// Changes the layout margins, which invalidates everything.
    public func setLayoutMargins(_ insets: Insets) throws(LayoutError) {
        try changeEnvironment { $0.layoutMargins = insets }
    }

    /// Sets the display scale that answers are rounded to (1, 2 or 3), or
    /// `nil` for exact values, which invalidates everything: layouts read it
    /// (a plugin's `ctx.displayScale`, a section provider's
    /// `env.displayScale`), as a trait collection change reaches UIKit's.
    public func setDisplayScale(_ scale: Double?) throws(LayoutError) {
        try changeEnvironment { $0.displayScale = scale }
    }

    /// Applies `change` to the environment if the result is valid (else
    /// nothing changes), and invalidates everything: every part of the
    /// environment but the content offset reaches the layout.
    private func changeEnvironment(_ change: (inout LayoutEnvironment) -> Void) throws(LayoutError) {
        var newEnvironment = environment
        change(&newEnvironment)
        try Self.validate(newEnvironment)
        environment = newEnvironment
        invalidateLayout(with: .everything)
    }

    /// Scrolls an orthogonally scrolling section along its own axis, which
    /// moves only that section's cells: layouts that handle
    /// ``PrepareRequest/sectionOffsets(previous:)`` move just those.
    ///
    /// - Throws: ``LayoutError/sectionNotInData(section:sectionCount:)``,
    ///   ``LayoutError/nonFiniteSectionOffset(_:section:)``.
    public func setSectionOffset(_ offset: Double, forSection section: Int) throws(LayoutError) {
        guard (0..<dataSource.numberOfSections).contains(section) else {
            let count = dataSource.numberOfSections
            throw .sectionNotInData(section: section, sectionCount: count)
        }
        guard offset.isFinite else { throw .nonFiniteSectionOffset(offset, section: section) }
        // Kept even when 0: a section with no offset set rests where its
        // behaviour puts it (`groupPagingCentered`: its first group centred).
        guard environment.sectionOffsets[section] != offset else { return }
        let previous = environment.sectionOffsets
        environment.sectionOffsets[section] = offset
        invalidateLayout(with: InvalidationContext(previousSectionOffsets: previous))
    }

    /// Feeds back the size a cell wants, as a self-sizing cell does: the
    /// layout then uses it instead of its estimate, relaying out only what
    /// the change moves (for layouts that handle ``PrepareRequest/items(_:)``).
    ///
    /// When the cell lies wholly before the visible bounds along an axis the
    /// content scrolls along (above the screen, in a vertical layout), the
    /// content offset moves along that axis with the first visible cell on
    /// the next prepare, so what is on screen does not jump. Along an axis
    /// the content does not scroll (an orthogonal section's, across a
    /// vertical layout) the offset never moves.
    ///
    /// - Returns: whether the size was new (feeding back the same size twice
    ///   changes nothing).
    /// - Throws: ``LayoutError/itemNotInData(_:)`` for an index path outside
    ///   the data, ``LayoutError/invalidPreferredSize(_:indexPath:)`` for a
    ///   size that is not positive and finite; what ``prepare()`` throws (the
    ///   layout is prepared first, to find the anchor).
    @discardableResult
    public func setPreferredSize(_ size: Size, forItemAt indexPath: ItemPath) throws(LayoutError) -> Bool {
        try setPreferredSizes([indexPath: size]) > 0
    }

    /// Feeds back the sizes several cells want at once, as
    /// ``setPreferredSize(_:forItemAt:)`` does for one: one invalidation and
    /// one anchor for all of them, so one partial prepare follows.
    ///
    /// - Returns: how many sizes were new.
    /// - Throws: as ``setPreferredSize(_:forItemAt:)``, for the first index
    ///   path (in index-path order) outside the data or with a size that is
    ///   not positive and finite, before anything changes; what ``prepare()`` throws.
    @discardableResult
    public func setPreferredSizes(_ sizes: [ItemPath: Size]) throws(LayoutError) -> Int {
        for (indexPath, size) in sizes.sorted(by: { $0.key < $1.key }) {
            guard indexPath.section >= 0, indexPath.section < dataSource.numberOfSections,
                  indexPath.item >= 0, indexPath.item < dataSource.numberOfItems(inSection: indexPath.section)
            else { throw .itemNotInData(indexPath) }
            guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else {
                throw .invalidPreferredSize(size, indexPath: indexPath)
            }
        }
        let changed = sizes.filter { preferredSizes[$0.key] != $0.value }
        guard !changed.isEmpty else { return 0 }
        try prepare()  // also settles any earlier anchor
        let bounds = environment.bounds
        let content = cache.contentSize ?? cache.extentOfElements
        var followsX = false, followsY = false
        for indexPath in changed.keys {
            guard let frame = cache.cellAttributes(at: indexPath)?.visualFrame else { continue }
            followsX = followsX || (content.width > bounds.width && frame.maxX <= bounds.minX)
            followsY = followsY || (content.height > bounds.height && frame.maxY <= bounds.minY)
        }
        if followsX || followsY, let anchor = cache.elements(in: bounds).first(where: { $0.category == .cell }) {
            pendingAnchor = (anchor.indexPath, anchor.frame.origin, followsX, followsY)
        }
        preferredSizes.merge(changed) { _, new in new }
        invalidateLayout(with: InvalidationContext(invalidatedItems: Set(changed.keys)))
        return changed.count
    }

    /// Asks the layout what size each visible cell wants
    /// (``CollectionLayout/preferredSize(fitting:context:)``) and feeds back those that
    /// differ, as `UICollectionView` does when it displays self-sizing cells.
    ///
    /// - Returns: the number of sizes fed back.
    /// - Throws: what ``prepare()`` throws; what the layout's preferred size
    ///   throws, as ``LayoutError/layoutFailed(name:underlying:)``.
    @discardableResult
    public func selfSizeVisibleItems() throws(LayoutError) -> Int {
        var sizes: [ItemPath: Size] = [:]
        for attributes in try visibleElements() where attributes.category == .cell {
            let wanted: Size?
            do { wanted = try layout.preferredSize(fitting: attributes, context: context) } catch { throw .wrapping(error, layout: layout.name) }
            guard let size = wanted, size != attributes.frame.size else { continue }
            sizes[attributes.indexPath] = size
        }
        return try setPreferredSizes(sizes)
    }

    /// Marks part or all of the layout stale, as `invalidateLayout(with:)`.
    public func invalidateLayout(with context: InvalidationContext = .everything) {
        pendingInvalidation.formUnion(context)
    }

    // MARK: - Prepare

    /// Prepares the layout if anything is stale. Queries call this for you.
    ///
    /// - Throws: ``LayoutError/layoutFailed(name:underlying:)`` with what the
    ///   layout's prepare threw (a ``LayoutError`` it throws, such as
    ///   ``LayoutError/unsatisfiable(layout:reason:)``, as it is);
    ///   ``LayoutError/unplacedItem(layout:indexPath:)``,
    ///   ``LayoutError/nonFiniteFrame(layout:indexPath:)``,
    ///   ``LayoutError/nonFiniteView(layout:category:kind:indexPath:)`` and
    ///   ``LayoutError/nonFiniteContentSize(layout:size:)`` when its output
    ///   is not usable.
    /// - Complexity: what the layout's prepare costs, plus O(d + log n) to
    ///   index the d cells it wrote.
    public func prepare() throws(LayoutError) {
        guard !pendingInvalidation.isEmpty else { return }
        let request = nextRequest()
        let clock = ContinuousClock()
        let start = clock.now
        var working: LayoutCache
        var firstNew = 0
        switch request {
        case .full:
            // Reuses the old cache's memory (when nothing else holds it).
            working = cache
            cache = LayoutCache(itemCounts: [])
            working.reset(itemCounts: dataSource.itemCounts)
        case .append:
            firstNew = cache.cellCount
            working = cache
            cache = LayoutCache(itemCounts: [])  // keeps `working` uniquely referenced
            working.grow(toItemCounts: dataSource.itemCounts)
        default:
            working = cache
            cache = LayoutCache(itemCounts: [])
        }
        do throws(LayoutError) {
            do {
                try layout.prepare(request, context: context, cache: &working)
            } catch {
                throw .wrapping(error, layout: layout.name)
            }
            if let missing = working.firstUnplacedCell(from: firstNew) {
                throw .unplacedItem(layout: layout.name, indexPath: missing)
            }
            try Self.checkFinite(&working, layout: layout.name)
        } catch {
            // A partial prepare may have written into the old cache: the next
            // prepare starts over.
            if request != .full { pendingInvalidation = .everything }
            throw error
        }
        cache = working
        pendingInvalidation = InvalidationContext()
        lastPrepare = (request.kind, clock.now - start, request == .full ? cache.cellCount : cache.cellCount - firstNew)
        try keepAnchorInPlace()
    }

    /// After a size fed back above the visible cells, moves the content
    /// offset by as much as the first visible cell moved.
    private func keepAnchorInPlace() throws(LayoutError) {
        guard let anchor = pendingAnchor else { return }
        pendingAnchor = nil
        guard let moved = cache.cellAttributes(at: anchor.indexPath)?.frame.origin, moved != anchor.origin else { return }
        let offset = environment.contentOffset
        try setContentOffset(Point(
            x: anchor.followsX ? offset.x + moved.x - anchor.origin.x : offset.x,
            y: anchor.followsY ? offset.y + moved.y - anchor.origin.y : offset.y))
        try prepare()  // the layout may depend on the bounds (pinned headers)
    }

    private func nextRequest() -> PrepareRequest {
        let pending = pendingInvalidation
        if pending.invalidateEverything { return .full }
        if let previousOffsets = pending.previousSectionOffsets {
            let alone = !pending.invalidateDataSourceCounts && pending.previousBounds == nil && pending.invalidatedItems.isEmpty
            return alone && layout.handles(.sectionOffsets) ? .sectionOffsets(previous: previousOffsets) : .full
        }
        let previousCounts = cache.itemCounts
        let counts = dataSource.itemCounts
        switch (pending.invalidateDataSourceCounts, pending.previousBounds, pending.invalidatedItems.isEmpty) {
        case (true, nil, true)
            where layout.handles(.append) && previousCounts.count == counts.count && !counts.isEmpty
                && previousCounts.dropLast() == counts.dropLast() && previousCounts.last! <= counts.last!:
            return .append(previousCounts: previousCounts)
        case (false, let bounds?, true) where layout.handles(.boundsChange):
            return .boundsChange(previous: bounds)
        case (false, nil, false) where layout.handles(.items):
            return .items(pending.invalidatedItems.sorted())
        default:
            return .full
        }
    }

    // MARK: - Queries

    /// The size of the whole content, as `collectionViewContentSize`.
    public func contentSize() throws(LayoutError) -> Size {
        try prepare()
        if let size = cache.contentSize { return size }
        // Without a content size, the box around what a full prepare at
        // this offset gives: the scrolled elements (ScrollReactiveLayout).
        return scrollStep == nil ? cache.extentOfElements : try scrolledCache().extentOfElements
    }

    /// Every element whose visual frame meets `rect`, in index-path order,
    /// as `layoutAttributesForElements(in:)`.
    ///
    /// - Complexity: O(log n + k) for k results.
    public func layoutAttributesForElements(in rect: Rect) throws(LayoutError) -> [LayoutAttributes] {
        try prepare()
        if let step = scrollStep { return displayed(try scrolledElements(in: rect, step: step)) }
        return displayed(cache.elements(in: rect))
    }

    /// The attributes of a cell, as `layoutAttributesForItem(at:)`; `nil`
    /// outside the data source.
    ///
    /// - Complexity: O(1).
    public func layoutAttributesForItem(at indexPath: ItemPath) throws(LayoutError) -> LayoutAttributes? {
        try prepare()
        return try scrolled(cache.cellAttributes(at: indexPath))?.displayed(atScale: environment.displayScale)
    }

    /// The attributes of a supplementary view, as
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    ///
    /// - Complexity: O(1) on average.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: ItemPath) throws(LayoutError) -> LayoutAttributes? {
        try prepare()
        return try scrolled(cache.supplementaryAttributes(category: .supplementary, kind: kind, at: indexPath))?.displayed(atScale: environment.displayScale)
    }

    /// The attributes of a decoration view.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: ItemPath) throws(LayoutError) -> LayoutAttributes? {
        try prepare()
        return try scrolled(cache.supplementaryAttributes(category: .decoration, kind: kind, at: indexPath))?.displayed(atScale: environment.displayScale)
    }

    /// Every element, in index-path order.
    ///
    /// - Complexity: O(n + m log m).
    public func allElements() throws(LayoutError) -> [LayoutAttributes] {
        try prepare()
        return displayed(try scrolledCache().allElements())
    }

    /// The elements in the visible bounds.
    public func visibleElements() throws(LayoutError) -> [LayoutAttributes] {
        try prepare()  // first: a prepare may move the bounds (self-sizing)
        return try layoutAttributesForElements(in: environment.bounds)
    }

    /// What the queries answer: the layout's attributes as a display of
    /// ``LayoutEnvironment/displayScale`` shows them (``PixelRounding``),
    /// or exact without one. With its twin for scroll offsets, the one place
    /// answers are rounded; the cache and the layout keep exact values.
    private func displayed(_ elements: [LayoutAttributes]) -> [LayoutAttributes] {
        guard let scale = environment.displayScale else { return elements }
        return elements.map { $0.displayed(atScale: scale) }
    }

    /// A scroll offset as a scroll view on a display of
    /// ``LayoutEnvironment/displayScale`` keeps it (UIKit's `UIScrollView`
    /// rounds its `contentOffset` to pixels), or exact without one.
    private func displayed(_ offset: Double) -> Double {
        guard let scale = environment.displayScale else { return offset }
        return PixelRounding.round(offset, scale: scale)
    }

    /// Where scrolling should stop when it would stop at `proposed`
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`),
    /// rounded to pixels when a display scale is set.
    public func targetContentOffset(proposed: Point, velocity: Point = .zero) throws(LayoutError) -> Point {
        try prepare()
        let target = layout.targetContentOffset(proposed: proposed, velocity: velocity, context: context, cache: cache)
        return Point(x: displayed(target.x), y: displayed(target.y))
    }

    /// Where an orthogonally scrolling section should stop when it would
    /// stop at `proposed` along its own axis, rounded to pixels when a
    /// display scale is set.
    public func targetOffset(forSection section: Int, proposed: Double, velocity: Double = 0) throws(LayoutError) -> Double {
        try prepare()
        return displayed(layout.targetOffset(forSection: section, proposed: proposed, velocity: velocity, context: context, cache: cache))
    }

    /// The sections that scroll across the scroll axis on their own and how
    /// they stop, as the layout's prepare resolved them (so a section
    /// function's sections are there as a spec's are), in section order.
    ///
    /// - Complexity: O(sections) after the prepare.
    public func orthogonalSections() throws(LayoutError) -> [(section: Int, behavior: OrthogonalScrollingBehavior)] {
        try prepare()
        return (0..<dataSource.numberOfSections).compactMap { section in
            let behavior = layout.orthogonalScrollingBehavior(forSection: section)
            return behavior.scrollsOrthogonally ? (section, behavior) : nil
        }
    }

    // MARK: - Validation

    /// The one check every layout's output passes, native or Lua, before any
    /// query or exporter sees it: every element's visual frame and its edges
    /// (`x + width`, `y + height`) are finite, and so is the content size.
    /// What passes is safe to index, sort and draw (every midpoint and
    /// extent downstream is computed so that it cannot overflow).
    private static func checkFinite(_ cache: inout LayoutCache, layout: String) throws(LayoutError) {
        switch cache.reindex() {
        case .cell(let indexPath)?:
            throw .nonFiniteFrame(layout: layout, indexPath: indexPath)
        case .view(let category, let kind, let indexPath)?:
            throw .nonFiniteView(layout: layout, category: category, kind: kind, indexPath: indexPath)
        case nil:
            break
        }
        if let size = cache.contentSize, !(size.width.isFinite && size.height.isFinite) {
            throw .nonFiniteContentSize(layout: layout, size: size)
        }
    }

    private static func validate(_ environment: LayoutEnvironment) throws(LayoutError) {
        let viewport = environment.viewport
        guard viewport.width.isFinite, viewport.height.isFinite, viewport.width > 0, viewport.height > 0 else {
            throw .invalidViewport(viewport)
        }
        guard environment.contentOffset.x.isFinite, environment.contentOffset.y.isFinite else {
            throw .nonFiniteContentOffset(environment.contentOffset)
        }
        let bounds = environment.bounds
        guard bounds.maxX.isFinite, bounds.maxY.isFinite else {
            throw .boundsOverflow(viewport: viewport, contentOffset: environment.contentOffset)
        }
        guard environment.contentInsets.components.allSatisfy(\.isFinite) else {
            throw .invalidInsets(.contentInsets, environment.contentInsets)
        }
        guard environment.contentInsets.horizontal < viewport.width, environment.contentInsets.vertical < viewport.height else {
            throw .insetsLeaveNoRoom(.contentInsets, environment.contentInsets, viewport: viewport)
        }
        for (kind, insets) in [(LayoutError.InsetsKind.safeArea, environment.safeArea), (.layoutMargins, environment.layoutMargins)] {
            guard insets.components.allSatisfy({ $0.isFinite && $0 >= 0 }) else {
                throw .invalidInsets(kind, insets)
            }
        }
        guard environment.safeArea.horizontal < viewport.width, environment.safeArea.vertical < viewport.height else {
            throw .insetsLeaveNoRoom(.safeArea, environment.safeArea, viewport: viewport)
        }
        if let scale = environment.displayScale, !PixelRounding.scales.contains(scale) {
            throw .invalidDisplayScale(scale)
        }
    }
}

/// One engine per task: the engine's state (the cache, what is stale) is
/// changed by every query, with no lock.
@available(*, unavailable, message: "an engine belongs to one task; make one engine per task from a Sendable layout")
extension LayoutEngine: Sendable {}
