import Mosaic

/// A custom layout written the way an app would write one: full-width rows,
/// one per item, the row height from the data (or `rowHeight`), `spacing`
/// between rows. Each parameter is declared once, as a typed key.
///
/// Items appended at the end are laid out incrementally: the layout keeps the
/// bottom of the last row it placed, and an append only places the new slots
/// (the layout of Mosaic's article "Writing a layout in Swift").
struct StackLayout: CollectionLayout {
    static let spacing = ParameterKey<Double>("spacing", default: 8, range: 0...1_000, summary: "space between rows")
    static let rowHeight = ParameterKey<Double>("rowHeight", default: 44, range: 1...10_000, summary: "row height when the data has none")

    static let descriptor = LayoutDescriptor(
        name: "stack",
        summary: "full-width rows, one per item",
        parameters: [spacing.spec, rowHeight.spec],
        make: { StackLayout(parameters: $0) }
    )

    var name: String { Self.descriptor.name }
    var parameters: Parameters
    /// The bottom of the last row placed.
    private var bottom = 0.0

    init(parameters: Parameters = StackLayout.descriptor.defaultParameters) {
        self.parameters = parameters
    }

    func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full || kind == .append }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        var first = 0
        if case .append(let previousCounts) = request {
            first = previousCounts.reduce(0, +)  // the first new slot
        } else {
            bottom = 0
        }
        let spacing = parameters[Self.spacing], rowHeight = parameters[Self.rowHeight]
        let width = context.contentWidth
        // Slots are numbered across sections in index-path order, so the
        // slots from `first` on are exactly the items an append adds.
        for slot in first..<cache.cellCount {
            let path = cache.indexPath(ofSlot: slot)
            let height = context.dataSource.height(at: path) ?? rowHeight
            let top = slot == 0 ? 0 : bottom + spacing
            cache.setCell(frame: Rect(x: 0, y: top, width: width, height: height), slot: slot)
            bottom = top + height
        }
        cache.contentSize = Size(width: width, height: bottom)
    }
}
