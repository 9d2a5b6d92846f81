/// The Pinterest waterfall of `000_4751188d5b68e955.txt` and
/// `001_394ebf6b8ed6196d.txt`: equal columns across the content width, each
/// item as tall as its content, placed in the next column in turn
/// (`roundRobin`) or in the shortest column, ties to the leftmost (`shortestFirst`).
///
/// - column width = content width / columns, content width = viewport width
///   − left and right content insets
/// - item frame = (x of its column, bottom of its column, column width,
///   2·padding + h), inset by padding; the column grows by 2·padding + h
/// - h = the item's height, or for an item with a width and a height the
///   seed's aspect-ratio delegate, `(contentWidth − padding·columns·2) /
///   columns · height / width`; with neither, 200
/// - content size = (content width, bottom of the tallest column)
///
/// Sections follow one another: each starts below the tallest column of the
/// one before. Items appended to the last section are laid out
/// incrementally, as in `001`: O(k) for k new items.
public struct WaterfallLayout: Layout {
    /// The waterfall's name, parameters and factory.
    public static let descriptor = LayoutDescriptor(
        name: "waterfall",
        summary: "Pinterest columns, items as tall as their content (000, 001)",
        parameters: [
            ParameterSpec("columns", .integer(1...10_000), default: .integer(2), doc: "number of columns"),
            ParameterSpec("padding", .number(0...1e9), default: .number(6), doc: "space inside each item's slot, on every side (cellPadding)"),
            ParameterSpec("placement", .choice(["roundRobin", "shortestFirst"]), default: .choice("roundRobin"),
                          doc: "roundRobin: next column in turn (000); shortestFirst: shortest column, ties to the left (001)"),
        ],
        make: { WaterfallLayout(parameters: $0) }
    )

    /// The height of an item with neither a height nor a width (the `?? 200` of `001`).
    public static let defaultItemHeight = 200.0

    public var name: String { Self.descriptor.name }
    public var parameters: Parameters

    /// Where the last prepare left off, for appends.
    private var columnBottoms: [Double] = []
    private var nextColumn = 0
    private var contentHeight = 0.0

    /// Creates a waterfall with the given parameters (defaults when omitted).
    public init(parameters: Parameters = WaterfallLayout.descriptor.defaultParameters) {
        self.parameters = parameters
    }

    public func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full || kind == .append }

    public mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let columns = parameters.integer("columns")
        let padding = parameters.number("padding")
        let roundRobin = parameters.choice("placement") == "roundRobin"
        let contentWidth = context.contentWidth
        let columnWidth = contentWidth / Double(columns)
        guard columnWidth - padding * 2 >= 0 else {
            throw LayoutError.unsatisfiable(layout: name, "padding \(padding.shortDescription) leaves no room in columns \(columnWidth.shortDescription) wide (content width \(contentWidth.shortDescription) / \(columns) columns); lower padding or columns")
        }
        // The seed's aspect-ratio delegate works out its own column width.
        let imageWidth = (contentWidth - padding * Double(columns) * 2) / Double(columns)
        let xOffsets = (0..<columns).map { Double($0) * columnWidth }

        var firstSection = 0, firstItem = 0
        if case .append(let previousCounts) = request {
            firstSection = previousCounts.count - 1
            firstItem = previousCounts[firstSection]
        } else {
            columnBottoms = Array(repeating: 0, count: columns)
            nextColumn = 0
            contentHeight = 0
        }
        let source = context.dataSource
        for section in firstSection..<cache.numberOfSections {
            if section != firstSection || firstItem == 0 {
                // A new section starts below everything before it.
                let top = contentHeight
                columnBottoms = Array(repeating: top, count: columns)
                nextColumn = 0
            }
            let start = section == firstSection ? firstItem : 0
            var slot = cache.slot(ofSection: section) + start
            for item in start..<cache.numberOfItems(inSection: section) {
                let indexPath = IndexPath(item: item, section: section)
                let imageHeight: Double
                if let width = source.width(at: indexPath), let height = source.height(at: indexPath), width > 0 {
                    imageHeight = imageWidth * (height / width)
                } else {
                    imageHeight = source.height(at: indexPath) ?? Self.defaultItemHeight
                }
                let height = padding * 2 + imageHeight
                let column: Int
                if roundRobin {
                    column = nextColumn
                    nextColumn = nextColumn < columns - 1 ? nextColumn + 1 : 0
                } else {
                    column = Self.shortest(columnBottoms)
                }
                let frame = Rect(x: xOffsets[column], y: columnBottoms[column], width: columnWidth, height: height)
                cache.setCell(frame: frame.insetBy(dx: padding, dy: padding), slot: slot)
                contentHeight = Swift.max(contentHeight, frame.maxY)
                columnBottoms[column] = columnBottoms[column] + height
                slot += 1
            }
        }
        cache.contentSize = Size(width: contentWidth, height: contentHeight)
    }

    /// The index of the smallest value, the first of equals.
    @inlinable
    static func shortest(_ bottoms: [Double]) -> Int {
        var best = 0
        for index in 1..<bottoms.count where bottoms[index] < bottoms[best] { best = index }
        return best
    }
}
