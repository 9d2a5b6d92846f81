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
/// of a billionth of the extent for rounding (``FlowMetrics/fits(_:)``).
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
            ParameterSpec("itemWidth", .perSection(.number(0.001...1e9)), default: .number(100),
                          doc: "width of an item whose data gives none"),
            ParameterSpec("itemHeight", .perSection(.number(0.001...1e9)), default: .number(100),
                          doc: "height of an item whose data gives none"),
            ParameterSpec("lineSpacing", .perSection(.number(0...1e9)), default: .number(10),
                          doc: "space between lines (minimumLineSpacing)"),
            ParameterSpec("interitemSpacing", .perSection(.number(0...1e9)), default: .number(10),
                          doc: "least space between items in a line (minimumInteritemSpacing)"),
            ParameterSpec("sectionInset", .perSection(.insets(0...1e9)), default: .insets(.zero),
                          doc: "space around each section's items: top,left,bottom,right"),
            ParameterSpec("scrollDirection", .choice(["vertical", "horizontal"]), default: .choice("vertical"), doc: "the axis the content scrolls along"),
            ParameterSpec("alignment", .choice(["justified", "leading", "center"]), default: .choice("justified"), doc: "where the items of a line go"),
            ParameterSpec("headerHeight", .perSection(.number(0...1e9)), default: .number(0),
                          doc: "header extent along the scroll axis; 0 = no header"),
            ParameterSpec("footerHeight", .perSection(.number(0...1e9)), default: .number(0),
                          doc: "footer extent along the scroll axis; 0 = no footer"),
            ParameterSpec("pinHeaders", .bool, default: .bool(false), doc: "headers stick to the top of the viewport while their section is visible"),
            ParameterSpec("pinFooters", .bool, default: .bool(false),
                          doc: "footers stick to the bottom of the viewport while their section is visible (sectionFootersPinToVisibleBounds)"),
            ParameterSpec("estimatedItemSize", .size(0...1e9, keywords: ["automatic"]), default: .choice("0,0"),
                          doc: "self-sizing cells start at this size until --measure or :measure gives theirs; 0,0 = off, automatic = the item size"),
            sectionInsetReferenceSpec,
        ],
        make: { FlowLayout(parameters: $0) }
    )

    /// The kind of section headers.
    public static let headerKind = "header"
    /// The kind of section footers.
    public static let footerKind = "footer"
    /// The z-index of pinned headers and footers, above cells.
    public static let pinnedHeaderZIndex = 1024

    public var name: String { Self.descriptor.name }
    public var parameters: Parameters

    /// Each section's lines and extent, from the last prepare.
    var sections: [FlowSectionRecord] = []
    /// The sizes of one line's items, reused from line to line.
    var lineScratch: [Size] = []

    /// Creates a flow layout with the given parameters (defaults when omitted).
    public init(parameters: Parameters = FlowLayout.descriptor.defaultParameters) {
        self.parameters = parameters
    }

    /// Full prepares, appends, preferred sizes (`.items`), and scrolls when
    /// a header or footer is pinned.
    public func handles(_ kind: PrepareRequest.Kind) -> Bool {
        switch kind {
        case .full, .append, .items: true
        case .boundsChange: parameters.bool("pinHeaders") || parameters.bool("pinFooters")
        case .sectionOffsets: false
        }
    }

    /// Whether a scroll moves a pinned header or footer, which some section has.
    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        (parameters.bool("pinHeaders") && parameters.numbers("headerHeight").values.contains { $0 > 0 })
            || (parameters.bool("pinFooters") && parameters.numbers("footerHeight").values.contains { $0 > 0 })
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
        let reference = SectionInsetReference(rawValue: parameters.choice("sectionInsetReference")) ?? .fromContentInset
        return Self.effectiveSectionInset(
            parameters.insetsList("sectionInset")[section], reference: reference,
            vertical: parameters.choice("scrollDirection") == "vertical", environment: context.environment
        )
    }
}
