/// A grid of equal items in lines, as `UICollectionViewFlowLayout` with a
/// fixed `itemSize`, with optional headers and footers per section.
///
/// Vertical scrolling fills rows left to right, then moves down; horizontal
/// scrolling fills columns top to bottom, then moves right (lines are then
/// columns and `lineSpacing` separates them). Per line, as many items as fit
/// the content width less the section insets with at least `interitemSpacing`
/// between them (at least one), placed by `alignment`:
/// - `leading`: x = inset.left + column·(itemWidth + interitemSpacing);
/// - `center`: the line, with `interitemSpacing` gaps, centred;
/// - `justified` (UIKit's): a line of two or more items spans the whole
///   width with equal gaps; a line of one item is centred.
///
/// A section is its header (`headerHeight` tall, the full content width),
/// the top inset, the lines, the bottom inset, then its footer. With
/// `pinHeaders`, a header sticks to the top of the visible bounds while its
/// section is on screen, and the layout updates only the headers as it scrolls.
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
/// Appends to the last section lay out only the new items and the last
/// partial line: O(k + items per line).
public struct FlowLayout: Layout {
    /// The flow layout's name, parameters and factory.
    public static let descriptor = LayoutDescriptor(
        name: "flow",
        summary: "a grid of equal items in lines: UIKit's UICollectionViewFlowLayout",
        parameters: [
            ParameterSpec("itemWidth", .perSection(.number(0.001...1e9)), default: .number(100), doc: "item width"),
            ParameterSpec("itemHeight", .perSection(.number(0.001...1e9)), default: .number(100), doc: "item height"),
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
        ],
        make: { FlowLayout(parameters: $0) }
    )

    /// The kind of section headers.
    public static let headerKind = "header"
    /// The kind of section footers.
    public static let footerKind = "footer"
    /// The z-index of pinned headers, above cells.
    public static let pinnedHeaderZIndex = 1024

    public var name: String { Self.descriptor.name }
    public var parameters: Parameters

    /// Each section's extent along the scroll axis, from the last prepare.
    private var sectionExtents: [SectionExtent] = []

    /// Creates a flow layout with the given parameters (defaults when omitted).
    public init(parameters: Parameters = FlowLayout.descriptor.defaultParameters) {
        self.parameters = parameters
    }

    public func handles(_ kind: PrepareRequest.Kind) -> Bool {
        kind == .full || kind == .append || (kind == .boundsChange && parameters.bool("pinHeaders"))
    }

    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        parameters.bool("pinHeaders") && parameters.numbers("headerHeight").values.contains { $0 > 0 }
    }

    /// The parameters of one section, resolved onto the scroll axis ("main")
    /// and the axis across it ("cross").
    private struct Metrics {
        var vertical: Bool
        var itemMain, itemCross, lineSpacing, interitemSpacing: Double
        var mainStart, mainEnd, crossStart, crossEnd: Double
        var header, footer: Double
        var crossExtent: Double
        var alignment: Alignment
        var perLine: Int

        /// The `alignment` parameter, resolved once rather than compared as
        /// text for every item.
        enum Alignment {
            case justified, leading, center
        }

        /// Every section's metrics: one per position of the longest
        /// per-section list, the last standing for the sections after it.
        static func all(_ parameters: Parameters, context: LayoutContext) -> PerSection<Metrics> {
            let widths = parameters.numbers("itemWidth"), heights = parameters.numbers("itemHeight")
            let lineSpacings = parameters.numbers("lineSpacing"), interitemSpacings = parameters.numbers("interitemSpacing")
            let insets = parameters.insetsList("sectionInset")
            let headers = parameters.numbers("headerHeight"), footers = parameters.numbers("footerHeight")
            let count = [widths.values.count, heights.values.count, lineSpacings.values.count, interitemSpacings.values.count,
                         insets.values.count, headers.values.count, footers.values.count].max()!
            let vertical = parameters.choice("scrollDirection") == "vertical"
            let alignment: Alignment = switch parameters.choice("alignment") {
            case "leading": .leading
            case "center": .center
            default: .justified
            }
            return PerSection((0..<count).map { section in
                Metrics(vertical: vertical, alignment: alignment, context: context,
                        width: widths[section], height: heights[section],
                        lineSpacing: lineSpacings[section], interitemSpacing: interitemSpacings[section],
                        inset: insets[section], header: headers[section], footer: footers[section])
            })
        }

        init(vertical: Bool, alignment: Alignment, context: LayoutContext, width: Double, height: Double,
             lineSpacing: Double, interitemSpacing: Double, inset: EdgeInsets, header: Double, footer: Double) {
            self.vertical = vertical
            self.alignment = alignment
            itemMain = vertical ? height : width
            itemCross = vertical ? width : height
            mainStart = vertical ? inset.top : inset.left
            mainEnd = vertical ? inset.bottom : inset.right
            crossStart = vertical ? inset.left : inset.top
            crossEnd = vertical ? inset.right : inset.bottom
            self.lineSpacing = lineSpacing
            self.interitemSpacing = interitemSpacing
            self.header = header
            self.footer = footer
            crossExtent = vertical ? context.contentWidth : context.contentHeight
            let available = crossExtent - crossStart - crossEnd
            // Capped so that a huge viewport cannot overflow Int (or later sums).
            let fit = ((available + interitemSpacing) / (itemCross + interitemSpacing)).rounded(.down)
            perLine = Swift.max(1, Int(Swift.min(fit, 1e15)))
        }

        var available: Double { crossExtent - crossStart - crossEnd }

        /// The cross position of the item at `column` of a line of `count` items.
        func cross(column: Int, count: Int) -> Double {
            switch alignment {
            case .leading:
                return crossStart + Double(column) * (itemCross + interitemSpacing)
            case .center:
                let lineWidth = Double(count) * itemCross + Double(count - 1) * interitemSpacing
                return crossStart + (available - lineWidth) / 2 + Double(column) * (itemCross + interitemSpacing)
            case .justified:
                if count == 1 { return crossStart + (available - itemCross) / 2 }
                let gap = (available - Double(count) * itemCross) / Double(count - 1)
                return crossStart + Double(column) * (itemCross + gap)
            }
        }

        func rect(main: Double, cross: Double, mainSize: Double, crossSize: Double) -> Rect {
            vertical
                ? Rect(x: cross, y: main, width: crossSize, height: mainSize)
                : Rect(x: main, y: cross, width: mainSize, height: crossSize)
        }
    }

    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let metrics = Metrics.all(parameters, context: context)
        switch request {
        case .boundsChange:
            placeHeaders(metrics, context: context, cache: &cache)
            return
        case .append(let previousCounts):
            let section = previousCounts.count - 1
            let m = metrics[section]
            // Redo the last partial line: justified and centred lines depend on their count.
            let firstItem = previousCounts[section] / m.perLine * m.perLine
            sectionExtents.removeLast()
            var start = sectionExtents.last?.end ?? 0
            placeSection(section, from: firstItem, start: &start, m, cache: &cache)
        default:
            sectionExtents = []
            cache.removeAllSupplementary()
            var start = 0.0
            for section in 0..<cache.numberOfSections {
                placeSection(section, from: 0, start: &start, metrics[section], cache: &cache)
            }
        }
        placeHeaders(metrics, context: context, cache: &cache)
        let total = sectionExtents.last?.end ?? 0
        let m = metrics[0]
        cache.contentSize = m.vertical ? Size(width: m.crossExtent, height: total) : Size(width: total, height: m.crossExtent)
    }

    /// Places a section's items from `first` on and its footer, and records
    /// its extent; `start` moves to where the next section begins.
    private mutating func placeSection(_ section: Int, from first: Int, start: inout Double, _ m: Metrics, cache: inout LayoutCache) {
        let count = cache.numberOfItems(inSection: section)
        let itemsStart = start + m.header + m.mainStart
        let lines = (count + m.perLine - 1) / m.perLine
        var slot = cache.slot(ofSection: section) + first
        for item in first..<count {
            let line = item / m.perLine, column = item % m.perLine
            let inLine = line == lines - 1 ? count - line * m.perLine : m.perLine
            let main = itemsStart + Double(line) * (m.itemMain + m.lineSpacing)
            cache.setCell(frame: m.rect(main: main, cross: m.cross(column: column, count: inLine), mainSize: m.itemMain, crossSize: m.itemCross), slot: slot)
            slot += 1
        }
        let linesExtent = lines == 0 ? 0 : Double(lines) * m.itemMain + Double(lines - 1) * m.lineSpacing
        let itemsEnd = itemsStart + linesExtent + m.mainEnd
        let end = itemsEnd + m.footer
        if m.footer > 0 {
            cache.setSupplementary(LayoutAttributes(
                category: .supplementary, kind: Self.footerKind, indexPath: IndexPath(item: 0, section: section),
                frame: m.rect(main: itemsEnd, cross: 0, mainSize: m.footer, crossSize: m.crossExtent)
            ))
        }
        sectionExtents.append(SectionExtent(start: start, itemsEnd: itemsEnd, end: end))
        start = end
    }

    /// Places every header where it belongs for the current bounds.
    ///
    /// - Complexity: O(s) for s sections.
    private func placeHeaders(_ metrics: PerSection<Metrics>, context: LayoutContext, cache: inout LayoutCache) {
        guard metrics.values.contains(where: { $0.header > 0 }) else { return }
        let pin = parameters.bool("pinHeaders")
        let environment = context.environment
        let visibleStart = metrics[0].vertical
            ? environment.contentOffset.y + environment.contentInsets.top
            : environment.contentOffset.x + environment.contentInsets.left
        for (section, extent) in sectionExtents.enumerated() {
            let m = metrics[section]
            guard m.header > 0 else { continue }
            let main = extent.headerPosition(extent: m.header, pinnedTo: pin ? visibleStart : nil)
            cache.setSupplementary(LayoutAttributes(
                category: .supplementary, kind: Self.headerKind, indexPath: IndexPath(item: 0, section: section),
                frame: m.rect(main: main, cross: 0, mainSize: m.header, crossSize: m.crossExtent),
                zIndex: pin ? Self.pinnedHeaderZIndex : 0
            ))
        }
    }
}
