/// Items in lines, as `UICollectionViewFlowLayout`: a fixed `itemSize` or
/// each item's own size (`sizeForItemAt`), self-sizing cells
/// (`estimatedItemSize`), and headers and footers per section, pinned or not.
///
/// Vertical scrolling fills rows left to right, then moves down; horizontal
/// scrolling fills columns top to bottom, then moves right (lines are then
/// columns and `lineSpacing` separates them). Below, "across" is along a
/// line (x in a row) and "along" is the scroll axis.
///
/// **Sizes.** An item is as large as its data says (its `width` and
/// `height`, as `sizeForItemAt` answers); a dimension it does not give is
/// `itemWidth` or `itemHeight`. With `estimatedItemSize` (not `0,0`), cells
/// size themselves: an item is its preferred size once one is fed back
/// (``LayoutContext/preferredSize(at:)``), else its data's size, else the
/// estimate (`automatic`: the item size).
///
/// **Lines.** A line takes items while the next one fits the content extent
/// less the section insets with `interitemSpacing` before it (the first
/// always goes, however large): one rule for every section, with a slack
/// of a billionth of the extent for rounding.
/// Items and spacing of no extent across all fit one line. A line is as
/// deep as its deepest item; every item is centred on the line's centre
/// line; `lineSpacing` separates lines. An item wider than the room, alone
/// on its line, starts at the leading inset in every alignment, as UIKit
/// places it, never before the inset.
///
/// **Alignment across.** A section whose items all have the same size
/// ("uniform", UIKit's fixed-item-size path) places every line, the last
/// and incomplete one included, as a full line would be placed:
/// - `justified` (UIKit's): with `n` items per full line, item `k` of any
///   line at `inset + k·(w + gap)`, `gap = (available − n·w) / (n − 1)`;
///   when a line holds only one item, it is centred;
/// - `leading`: `inset + k·(w + interitemSpacing)`;
/// - `center`: each line, with `interitemSpacing` gaps, centred (not UIKit).
///
/// Any other section (items of different sizes, or self-sizing cells):
/// `justified` spreads each line but the last over the whole extent with
/// equal gaps (a line of one item is centred); its last line is `leading`,
/// as UIKit's non-uniform path leaves it. `leading` and `center` as above.
///
/// **Sections.** A section is its header (`headerHeight` along the scroll
/// axis, the full content extent across), the top inset, the lines, the
/// bottom inset, then its footer. With `pinHeaders`, a header sticks to the
/// top of the visible bounds while its section shows; with `pinFooters`, a
/// footer sticks to the bottom, never above its section's header; the layout
/// then updates only those views as it scrolls.
///
/// The sizes, spacings, insets and header and footer heights take one value
/// per section, as the flow layout delegate's `sizeForItemAt`,
/// `insetForSectionAt`, `minimumLineSpacingForSectionAt`,
/// `minimumInteritemSpacingForSectionAt` and
/// `referenceSizeForHeaderInSection`/`…FooterInSection` answer them
/// (`-p headerHeight=40,0` gives section 0 a header and every later section
/// none); a section with a header height of 0 has no header, and one with a
/// footer height of 0 no footer.
///
/// Appends to the last section lay out only the new items and the last line
/// before them: O(k + items per line); an append that makes a uniform
/// section non-uniform lays that section out again. A preferred size fed
/// back lays out its section from the changed item's line and moves the
/// later sections: O(items after it in the section + cells after + s).
public struct FlowLayout: CollectionLayout, Sendable {
    /// The flow layout's name, parameters and factory.
    public static let descriptor = LayoutDescriptor(
        name: "flow",
        summary: "items in lines, each its own size or the item size: UIKit's UICollectionViewFlowLayout",
        parameters: [
            itemWidth.spec, itemHeight.spec, lineSpacing.spec, interitemSpacing.spec, sectionInset.spec,
            scrollDirection.spec, alignment.spec, headerHeight.spec, footerHeight.spec, pinHeaders.spec,
            pinFooters.spec, estimatedItemSize.spec, sectionInsetReference.spec,
        ],
        make: { parameters throws(ParameterError) in try FlowLayout(parameters: parameters) }
    )

    /// The kind of section headers.
    public static let headerKind = "header"
    /// The kind of section footers.
    public static let footerKind = "footer"
    /// The z-index of pinned headers and footers, above cells.
    public static let pinnedHeaderZIndex = 1024

    public var name: String { Self.descriptor.name }

    /// The parameters by name, for the command line, the REPL and Lua: the
    /// storage of the typed properties (``itemSize``, ``scrollDirection-swift.property``, …),
    /// so that the two never disagree.
    ///
    /// - Precondition (set): a set of the flow layout's parameters (another
    ///   layout's set is refused at the assignment; set values by name with
    ///   ``Parameters/set(_:to:)``, which throws).
    public var parameters: Parameters {
        get { storedParameters }
        set { storedParameters = Self.descriptor.parametersAssigned(newValue) }
    }

    /// The values of ``parameters``.
    var storedParameters: Parameters

    /// Each section's lines and extent, from the last prepare.
    var sections: [FlowSectionRecord] = []
    /// The sizes of one line's items, reused from line to line.
    var lineScratch: [Size] = []

    /// Creates a flow layout with parameters set by name, as the command
    /// line and Lua give them; in Swift, ``init(itemSize:lineSpacing:interitemSpacing:sectionInset:scrollDirection:alignment:headerHeight:footerHeight:pinHeaders:pinFooters:estimatedItemSize:sectionInsetReference:)``
    /// takes them typed.
    ///
    /// - Throws: ``ParameterError`` when `parameters` is not a set of the
    ///   flow layout's parameters (a fan's, say): see ``LayoutDescriptor/parameters(from:)``.
    public init(parameters: Parameters) throws(ParameterError) {
        storedParameters = try Self.descriptor.parameters(from: parameters)
    }

    /// Full prepares, appends, preferred sizes (`.items`), and scrolls when
    /// a header or footer is pinned.
    public func handles(_ kind: PrepareRequest.Kind) -> Bool {
        switch kind {
        case .full, .append, .items: true
        case .boundsChange: pinHeaders || pinFooters
        case .sectionOffsets: false
        }
    }

    /// Whether a scroll moves a pinned header or footer, which some section has.
    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        (pinHeaders && headerHeight.values.contains { $0 > 0 }) || (pinFooters && footerHeight.values.contains { $0 > 0 })
    }

    /// Lays out everything, or only what a partial request changes.
    ///
    /// - Complexity: O(n + s) for n items and s sections when full; see the
    ///   type's description for the partial requests.
    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let metrics = FlowMetrics.all(self, context: context)
        switch request {
        case .boundsChange:
            placeSupplementaryViews(metrics, context: context, cache: &cache)
            return
        case .append(let previousCounts):
            appendItems(from: previousCounts[previousCounts.count - 1], section: previousCounts.count - 1,
                        metrics, context: context, cache: &cache)
        case .items(let changed):
            guard metrics[0].selfSizing else { return }  // preferred sizes count only for self-sizing cells
            relayout(items: changed, metrics, context: context, cache: &cache)
        case .full, .sectionOffsets:
            sections = []
            cache.removeAllSupplementary()
            sections.reserveCapacity(cache.numberOfSections)
            var start = 0.0
            for section in 0..<cache.numberOfSections {
                var record = FlowSectionRecord(start: start, metrics[section])
                let sizer = FlowItemSizer(section: section, metrics[section], context: context)
                record.uniformSize = sizer.uniformSize(count: cache.numberOfItems(inSection: section))
                layOutLines(section, of: &record, fromLine: 0, metrics[section], sizer: sizer, cache: &cache)
                sections.append(record)
                start = record.extent.end
            }
        }
        placeSupplementaryViews(metrics, context: context, cache: &cache)
        let total = sections.last?.extent.end ?? 0
        let m = metrics[0]
        cache.contentSize = m.vertical ? Size(width: m.crossExtent, height: total) : Size(width: total, height: m.crossExtent)
    }

    /// The insets of `section`'s items: the one place the flow reads
    /// `sectionInset`, so that what they are measured from
    /// (`sectionInsetReference`) is decided here alone.
    func sectionInset(for section: Int, context: LayoutContext) -> Insets {
        Self.effectiveSectionInset(
            sectionInset[section], reference: sectionInsetReference,
            vertical: scrollDirection == .vertical, environment: context.environment
        )
    }
}
