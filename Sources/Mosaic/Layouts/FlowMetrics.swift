/// The flow layout's parameters for one section, resolved onto the scroll
/// axis ("main", along it) and the axis across it ("cross", along a line).
struct FlowMetrics {
    /// The `alignment` parameter, resolved once rather than compared as text
    /// for every item.
    enum Alignment {
        case justified, leading, center
    }

    var vertical: Bool
    var alignment: Alignment
    /// Whether cells size themselves (`estimatedItemSize` not `0,0`).
    var selfSizing: Bool
    /// The size of an item whose data gives none: the item size, or the
    /// estimate for self-sizing cells.
    var base: Size
    var lineSpacing, interitemSpacing: Double
    var mainStart, mainEnd, crossStart, crossEnd: Double
    var header, footer: Double
    /// The content's extent across the scroll axis.
    var crossExtent: Double

    /// Every section's metrics: one per position of the longest per-section
    /// list, the last standing for the sections after it.
    static func all(_ layout: FlowLayout, context: LayoutContext) -> PerSection<FlowMetrics> {
        let parameters = layout.parameters
        let widths = parameters.numbers("itemWidth"), heights = parameters.numbers("itemHeight")
        let lineSpacings = parameters.numbers("lineSpacing"), interitemSpacings = parameters.numbers("interitemSpacing")
        let headers = parameters.numbers("headerHeight"), footers = parameters.numbers("footerHeight")
        let count = [widths.values.count, heights.values.count, lineSpacings.values.count, interitemSpacings.values.count,
                     parameters.insetsList("sectionInset").values.count, headers.values.count, footers.values.count].max()!
        let vertical = parameters.choice("scrollDirection") == "vertical"
        let alignment: Alignment = switch parameters.choice("alignment") {
        case "leading": .leading
        case "center": .center
        default: .justified
        }
        // UIKit: a non-zero estimatedItemSize turns self-sizing on; automaticSize
        // estimates from the cells, which Mosaic does not have: the item size stands in.
        let estimate = parameters.size("estimatedItemSize")
        let selfSizing = estimate.map { $0.width > 0 || $0.height > 0 } ?? true
        return PerSection((0..<count).map { section in
            let itemSize = Size(width: widths[section], height: heights[section])
            var base = itemSize
            if let estimate, selfSizing {
                base = Size(width: estimate.width > 0 ? estimate.width : itemSize.width,
                            height: estimate.height > 0 ? estimate.height : itemSize.height)
            }
            return FlowMetrics(vertical: vertical, alignment: alignment, selfSizing: selfSizing, base: base, context: context,
                               lineSpacing: lineSpacings[section], interitemSpacing: interitemSpacings[section],
                               inset: layout.sectionInset(for: section, context: context),
                               header: headers[section], footer: footers[section])
        })
    }

    init(vertical: Bool, alignment: Alignment, selfSizing: Bool, base: Size, context: LayoutContext,
         lineSpacing: Double, interitemSpacing: Double, inset: EdgeInsets, header: Double, footer: Double) {
        self.vertical = vertical
        self.alignment = alignment
        self.selfSizing = selfSizing
        self.base = base
        mainStart = vertical ? inset.top : inset.left
        mainEnd = vertical ? inset.bottom : inset.right
        crossStart = vertical ? inset.left : inset.top
        crossEnd = vertical ? inset.right : inset.bottom
        self.lineSpacing = lineSpacing
        self.interitemSpacing = interitemSpacing
        self.header = header
        self.footer = footer
        crossExtent = vertical ? context.contentWidth : context.contentHeight
    }

    /// The extent across that lines fill: the content less the section insets.
    var available: Double { crossExtent - crossStart - crossEnd }

    /// A size's extent along the scroll axis.
    @inline(__always) func main(_ size: Size) -> Double { vertical ? size.height : size.width }
    /// A size's extent across the scroll axis.
    @inline(__always) func cross(_ size: Size) -> Double { vertical ? size.width : size.height }

    /// How many items `itemCross` across a full line holds: UIKit's rule,
    /// `n·itemCross + (n − 1)·interitemSpacing ≤ available`, at least one.
    func perLine(itemCross: Double) -> Int {
        let fit = ((available + interitemSpacing) / (itemCross + interitemSpacing)).rounded(.down)
        // Capped so that a huge viewport cannot overflow Int (or later sums).
        return Swift.max(1, Int(Swift.min(fit, 1e15)))
    }

    func rect(main: Double, cross: Double, size: Size) -> Rect {
        vertical
            ? Rect(x: cross, y: main, width: size.width, height: size.height)
            : Rect(x: main, y: cross, width: size.width, height: size.height)
    }

    /// A rectangle `mainSize` along the scroll axis spanning the content across.
    func band(main: Double, mainSize: Double) -> Rect {
        vertical
            ? Rect(x: 0, y: main, width: crossExtent, height: mainSize)
            : Rect(x: main, y: 0, width: mainSize, height: crossExtent)
    }
}
