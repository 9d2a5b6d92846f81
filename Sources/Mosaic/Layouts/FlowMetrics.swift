/// The flow layout's parameters for one section, resolved onto the scroll
/// axis ("main", along it) and the axis across it ("cross", along a line).
struct FlowMetrics {
    typealias Alignment = FlowLayout.Alignment

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
        let sizes = layout.itemSize
        let lineSpacings = layout.lineSpacing, interitemSpacings = layout.interitemSpacing
        let headers = layout.headerHeight, footers = layout.footerHeight
        let count = [sizes.values.count, lineSpacings.values.count, interitemSpacings.values.count,
                     layout.sectionInset.values.count, headers.values.count, footers.values.count].max()!
        let vertical = layout.scrollDirection == .vertical
        let alignment = layout.alignment
        // UIKit: a non-zero estimatedItemSize turns self-sizing on; automaticSize
        // estimates from the cells, which Mosaic does not have: the item size stands in.
        let estimate: Size? = switch layout.estimatedItemSize {
        case .automatic: nil
        case .size(let size): size
        }
        let selfSizing = estimate.map { $0.width > 0 || $0.height > 0 } ?? true
        return PerSection((0..<count).map { section in
            let itemSize = sizes[section]
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
         lineSpacing: Double, interitemSpacing: Double, inset: Insets, header: Double, footer: Double) {
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

    /// How far a line may pass ``available``, as a fraction of it (at least
    /// this many points): floating-point slack, so that items sized to fill
    /// a line exactly, `w = (available − (n − 1)·s) / n`, stay on one line
    /// however their sum rounds. Far below anything visible (1 nm at 1e9 pt).
    static let fitTolerance = 1e-9

    /// The count ``perLine(itemCross:)`` gives when any number of items
    /// fits a line (items and spacing of no extent across): more than any
    /// section holds, small enough that counts and sums with it cannot overflow.
    static let unboundedLine = 1 << 50

    /// Whether a line whose items and spacings add up to `extent` across
    /// fits: the flow's one line-breaking rule, for items of one size and of
    /// many. UIKit's (steipete/PSTCollectionView
    /// PSTCollectionView/PSTGridLayoutSection.m:89-93: an item joins the row
    /// unless the room left is less than it and the spacing before it, so an
    /// exact fit stays), with ``fitTolerance`` for rounding.
    @inline(__always) func fits(_ extent: Double) -> Bool {
        extent <= available + Self.fitTolerance * Swift.max(abs(available), 1)
    }

    /// How many items `itemCross` across a full line holds: the largest `n`
    /// whose `n·itemCross + (n − 1)·interitemSpacing` ``fits(_:)``, at least
    /// one (the first item always goes), ``unboundedLine`` when any number fits.
    ///
    /// Total: no NaN, infinity or zero reaches a conversion to `Int`.
    /// - Complexity: O(1).
    func perLine(itemCross: Double) -> Int {
        let step = itemCross + interitemSpacing
        func holds(_ n: Int) -> Bool { fits(Double(n) * itemCross + Double(n - 1) * interitemSpacing) }
        // Items and spacing of no extent: all or (no room at all) one a line.
        guard step > 0 else { return holds(2) ? Self.unboundedLine : 1 }
        let slack = available + Self.fitTolerance * Swift.max(abs(available), 1)
        let estimate = ((slack + interitemSpacing) / step).rounded(.down)  // finite or +∞, never NaN
        guard estimate < Double(Self.unboundedLine) else { return Self.unboundedLine }
        var n = Swift.max(1, Int(Swift.max(estimate, 1)))
        // The division may round across a whole number: the predicate decides.
        for _ in 0..<4 where n < Self.unboundedLine && holds(n + 1) { n += 1 }
        for _ in 0..<4 where n > 1 && !holds(n) { n -= 1 }
        return n
    }

    /// How far from the leading inset a line `extent` across starts to be
    /// centred: half the room left, or 0 when it does not fit. A line that
    /// overflows holds one item wider than the room (the first always
    /// goes), which UIKit puts at the leading inset, in every alignment here
    /// (steipete/PSTCollectionView PSTCollectionView/PSTGridLayoutSection.m:110,
    /// the row at `sectionMargins.left`, and PSTGridLayoutRow.m:97-102, 120,
    /// its justified item at the row's start), never before it.
    @inline(__always) func offset(toCentre extent: Double) -> Double {
        fits(extent) ? Swift.max(available - extent, 0) / 2 : 0
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
