/// A Pinterest-style waterfall: equal columns across the content width, each
/// item as tall as its content, placed in the next column in turn
/// (`roundRobin`) or in the shortest column, ties to the leftmost (`shortestFirst`).
///
/// - column width = section width / columns, section width = content width
///   − the section's left and right insets, content width = viewport width
///   − left and right content insets
/// - item frame = (x of its column, bottom of its column, column width,
///   2·padding + h), inset by padding; the column grows by 2·padding + h
/// - h = the item's height, or for an item with a width and a height the
///   aspect-ratio rule, `(section width − padding·columns·2) /
///   columns · height / width`; with neither, 200
/// - content size = (content width, end of the last section)
///
/// Sections follow one another. A section is its header (`headerHeight`
/// tall, the full content width), its top inset, its columns, starting
/// level, its bottom inset below the tallest column, then its footer
/// (`footerHeight` tall, the full content width). `columns`,
/// `sectionInset`, `headerHeight` and `footerHeight` take one value per
/// section (`-p columns=2,3`); a section with a header or footer height of 0
/// has none. With `pinHeaders`, a header sticks to the top of the visible
/// bounds while its section shows, pushed up by the end of the section's
/// columns, and scrolling updates only the headers.
///
/// Items appended to the last section are laid out incrementally, as in
/// `001`: O(k) for k new items (the section's footer moves down).
public struct WaterfallLayout: CollectionLayout, Sendable {
    /// The waterfall's name, parameters and factory.
    public static let descriptor = LayoutDescriptor(
        name: "waterfall",
        summary: "the Pinterest-style waterfall: columns of items as tall as their content",
        parameters: [
            columns.spec, padding.spec, placement.spec, sectionInset.spec, headerHeight.spec, footerHeight.spec, pinHeaders.spec,
        ],
        make: { parameters throws(ParameterError) in try WaterfallLayout(parameters: parameters) }
    )

    /// The height of an item with neither a height nor a width (the `?? 200` of `001`).
    public static let defaultItemHeight = 200.0
    /// The kind of section headers.
    public static let headerKind = "header"
    /// The kind of section footers.
    public static let footerKind = "footer"
    /// The z-index of pinned headers, above cells.
    public static let pinnedHeaderZIndex = 1024

    public var name: String { Self.descriptor.name }

    /// The parameters by name, for the command line, the REPL and Lua: the
    /// storage of the typed properties (``columns-swift.property``, ``padding-swift.property``, …), so
    /// that the two never disagree.
    ///
    /// - Precondition (set): a set of the waterfall's parameters (another
    ///   layout's set is refused at the assignment; set values by name with
    ///   ``Parameters/set(_:to:)``, which throws).
    public var parameters: Parameters {
        get { storedParameters }
        set { storedParameters = Self.descriptor.parametersAssigned(newValue) }
    }

    /// The values of ``parameters``.
    var storedParameters: Parameters

    /// Each section's extent, from the last prepare.
    private var sectionExtents: [SectionExtent] = []
    /// The bottoms of the last section's columns and its next column in
    /// turn, where the last prepare left off, for appends.
    private var columnBottoms: [Double] = []
    private var nextColumn = 0

    /// Creates a waterfall with parameters set by name, as the command line
    /// and Lua give them; in Swift, ``init(columns:padding:placement:sectionInset:headerHeight:footerHeight:pinHeaders:)``
    /// takes them typed.
    ///
    /// - Throws: ``ParameterError`` when `parameters` is not a set of the
    ///   waterfall's parameters: see ``LayoutDescriptor/parameters(from:)``.
    public init(parameters: Parameters) throws(ParameterError) {
        storedParameters = try Self.descriptor.parameters(from: parameters)
    }

    public func handles(_ kind: PrepareRequest.Kind) -> Bool {
        kind == .full || kind == .append || (kind == .boundsChange && pinHeaders)
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        pinHeaders && headerHeight.values.contains { $0 > 0 }
    }

    /// One section's settings and the column geometry they give.
    private struct SectionMetrics: Sendable {
        var columns: Int
        var inset: Insets
        var header, footer: Double
        /// The width of the section's columns, without padding.
        var columnWidth: Double
        /// The width of an image in a column, for the aspect-ratio delegate.
        var imageWidth: Double
        /// The x of each column.
        var xOffsets: [Double]

        init(columns: Int, inset: Insets, header: Double, footer: Double, padding: Double, contentWidth: Double) {
            self.columns = columns
            self.inset = inset
            self.header = header
            self.footer = footer
            let width = contentWidth - inset.left - inset.right
            columnWidth = width / Double(columns)
            // The aspect-ratio rule works out its own column width.
            imageWidth = (width - padding * Double(columns) * 2) / Double(columns)
            let (left, columnWidth) = (inset.left, columnWidth)
            xOffsets = (0..<columns).map { left + Double($0) * columnWidth }
        }
    }

    /// The settings every section shares, and each section's.
    private struct Metrics {
        var padding: Double
        var roundRobin: Bool
        var contentWidth: Double
        var sections: PerSection<SectionMetrics>
        /// Whether any per-section parameter has more than one value.
        var variesBySection: Bool

        init(_ layout: WaterfallLayout, context: LayoutContext) {
            padding = layout.padding
            roundRobin = layout.placement == .roundRobin
            contentWidth = context.contentWidth
            let columns = layout.columns, insets = layout.sectionInset
            let headers = layout.headerHeight, footers = layout.footerHeight
            let count = [columns.values.count, insets.values.count, headers.values.count, footers.values.count].max()!
            variesBySection = count > 1
            let (padding, contentWidth) = (padding, contentWidth)
            sections = PerSection((0..<count).map { section in
                SectionMetrics(columns: columns[section], inset: insets[section], header: headers[section],
                               footer: footers[section], padding: padding, contentWidth: contentWidth)
            })
        }

        /// Checks that the section's insets and the padding leave room in its columns.
        func check(_ section: Int, _ m: SectionMetrics, layout: String) throws(LayoutError) {
            guard m.columnWidth - padding * 2 < 0 else { return }
            let padding = padding.shortDescription, columnWidth = m.columnWidth.shortDescription
            let contentWidth = contentWidth.shortDescription
            if m.columnWidth < 0 {
                throw .unsatisfiable(layout: layout, reason: "section \(section)'s sectionInset, left \(m.inset.left.shortDescription) + right \(m.inset.right.shortDescription), is wider than the content (\(contentWidth)); lower sectionInset")
            }
            if !variesBySection && m.inset.left == 0 && m.inset.right == 0 {
                throw .unsatisfiable(layout: layout, reason: "padding \(padding) leaves no room in columns \(columnWidth) wide (content width \(contentWidth) / \(m.columns) columns); lower padding or columns")
            }
            let width = "content width \(contentWidth) less section insets \(m.inset.left.shortDescription) + \(m.inset.right.shortDescription)"
            throw .unsatisfiable(layout: layout, reason: "padding \(padding) leaves no room in section \(section)'s columns \(columnWidth) wide (\(width), / \(m.columns) columns); lower padding, columns or sectionInset")
        }
    }

    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let metrics = Metrics(self, context: context)
        switch request {
        case .boundsChange:
            for section in sectionExtents.indices { placeHeader(section, metrics, context: context, cache: &cache) }
            return
        case .append(let previousCounts):
            // The last section goes on where it stopped; its footer and pinned header move.
            let section = previousCounts.count - 1
            let start = sectionExtents.removeLast().start
            try layOutSection(section, from: previousCounts[section], start: start, metrics, source: context.dataSource, cache: &cache)
            placeHeader(section, metrics, context: context, cache: &cache)
        default:
            sectionExtents = []
            cache.removeAllSupplementary()
            for section in 0..<cache.numberOfSections {
                try layOutSection(section, from: 0, start: sectionExtents.last?.end ?? 0, metrics, source: context.dataSource, cache: &cache)
                placeHeader(section, metrics, context: context, cache: &cache)
            }
        }
        cache.contentSize = Size(width: metrics.contentWidth, height: sectionExtents.last?.end ?? 0)
    }

    /// Lays out a section's items from `first` on (from the column bottoms
    /// the last prepare left when `first` > 0) and its footer, and records
    /// its extent.
    private mutating func layOutSection(
        _ section: Int, from first: Int, start: Double, _ metrics: Metrics, source: DataSource, cache: inout LayoutCache
    ) throws(LayoutError) {
        let m = metrics.sections[section]
        try metrics.check(section, m, layout: name)
        if first == 0 {
            columnBottoms = Array(repeating: start + m.header + m.inset.top, count: m.columns)
            nextColumn = 0
        }
        let padding = metrics.padding
        var slot = cache.slot(ofSection: section) + first
        for item in first..<cache.numberOfItems(inSection: section) {
            let height = padding * 2 + Self.imageHeight(of: ItemPath(item: item, section: section), in: source, m)
            let column: Int
            if metrics.roundRobin {
                column = nextColumn
                nextColumn = nextColumn < m.columns - 1 ? nextColumn + 1 : 0
            } else {
                column = Self.shortest(columnBottoms)
            }
            let frame = Rect(x: m.xOffsets[column], y: columnBottoms[column], width: m.columnWidth, height: height)
            cache.setCell(frame: frame.insetBy(dx: padding, dy: padding), slot: slot)
            columnBottoms[column] = columnBottoms[column] + height
            slot += 1
        }
        let itemsEnd = columnBottoms.max()! + m.inset.bottom
        if m.footer > 0 {
            cache.setSupplementary(LayoutAttributes(
                category: .supplementary, kind: Self.footerKind, indexPath: ItemPath(item: 0, section: section),
                frame: Rect(x: 0, y: itemsEnd, width: metrics.contentWidth, height: m.footer)
            ))
        }
        sectionExtents.append(SectionExtent(start: start, itemsEnd: itemsEnd, end: itemsEnd + m.footer))
    }

    /// Places a section's header, if it has one, where it belongs for the
    /// current bounds.
    private func placeHeader(_ section: Int, _ metrics: Metrics, context: LayoutContext, cache: inout LayoutCache) {
        let header = metrics.sections[section].header
        guard header > 0 else { return }
        let pin = pinHeaders
        let environment = context.environment
        let y = sectionExtents[section].headerPosition(
            extent: header, pinnedTo: pin ? environment.contentOffset.y + environment.contentInsets.top : nil)
        cache.setSupplementary(LayoutAttributes(
            category: .supplementary, kind: Self.headerKind, indexPath: ItemPath(item: 0, section: section),
            frame: Rect(x: 0, y: y, width: metrics.contentWidth, height: header),
            zIndex: pin ? Self.pinnedHeaderZIndex : 0
        ))
    }

    /// The `h` of an item: the aspect-ratio delegate's for an item with a
    /// width and a height, else its height, else 200.
    private static func imageHeight(of indexPath: ItemPath, in source: DataSource, _ m: SectionMetrics) -> Double {
        if let width = source.width(at: indexPath), let height = source.height(at: indexPath), width > 0 {
            // A tiny width makes the ratio overflow; no item is taller than
            // any extent a data file may give.
            return Swift.min(m.imageWidth * (height / width), ViewRules.maximumExtent)
        }
        return source.height(at: indexPath) ?? defaultItemHeight
    }

    /// The index of the smallest value, the first of equals.
    @inlinable
    static func shortest(_ bottoms: [Double]) -> Int {
        var best = 0
        for index in 1..<bottoms.count where bottoms[index] < bottoms[best] { best = index }
        return best
    }
}
