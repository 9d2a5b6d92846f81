import Mosaic
import Testing

/// Seed 000's `MyLayout.prepare()` (round-robin columns), transcribed line by
/// line with `Double` for `CGFloat`; `heights` is what its delegate returns.
/// The oracle the waterfall's `roundRobin` placement must match bit for bit.
private func seed000Prepare(contentWidth: Double, numberOfColumns: Int, cellPadding: Double, heights: [Double])
    -> (frames: [Rect], contentHeight: Double)
{
    var cache: [Rect] = []
    var contentHeight = 0.0
    let columnWidth = contentWidth / Double(numberOfColumns)
    var xOffset: [Double] = []
    for column in 0..<numberOfColumns {
        let offset = Double(column) * columnWidth
        xOffset += [offset]
    }
    var column = 0
    var yOffset = [Double](repeating: 0, count: numberOfColumns)
    for item in 0..<heights.count {
        let imageHeight = heights[item]
        let height = cellPadding * 2 + imageHeight
        let frame = (x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
        // CGRect.insetBy(dx:dy:)
        let insetFrame = Rect(x: frame.x + cellPadding, y: frame.y + cellPadding,
                              width: frame.width - 2 * cellPadding, height: frame.height - 2 * cellPadding)
        cache.append(insetFrame)
        contentHeight = max(contentHeight, frame.y + frame.height)
        yOffset[column] = yOffset[column] + height
        column = column < (numberOfColumns - 1) ? (column + 1) : 0
    }
    return (cache, contentHeight)
}

/// Seed 001's `PhotoListLayout` (shortest column first, incremental), with
/// its view controller's aspect-ratio delegate, transcribed with `Double`.
/// `prepare(photos:)` lays out only the photos added since last time, as the
/// seed does for infinite scrolling.
private struct Seed001Layout {
    var numberOfColumns = 2
    var cellPadding = 10.0
    var boundsWidth: Double
    var insets: Insets
    var cache: [Rect] = []
    var contentHeight = 0.0
    lazy var yOffset = [Double](repeating: 0, count: numberOfColumns)

    init(boundsWidth: Double, insets: Insets, numberOfColumns: Int, cellPadding: Double) {
        self.boundsWidth = boundsWidth
        self.insets = insets
        self.numberOfColumns = numberOfColumns
        self.cellPadding = cellPadding
    }

    var contentWidth: Double { boundsWidth - (insets.left + insets.right) }
    var columnWidth: Double { contentWidth / Double(numberOfColumns) }
    var xOffset: [Double] { (0..<numberOfColumns).map { column in Double(column) * columnWidth } }

    /// The delegate: `nil` when there is no delegate answer (the `?? 200`).
    func heightForCell(_ item: ItemMetrics) -> Double? {
        guard let width = item.width, let height = item.height, width > 0 else { return item.height }
        let contentWidth = boundsWidth - insets.right - insets.left
        let totalPadding = cellPadding * Double(numberOfColumns) * 2
        let columnWidth = (contentWidth - totalPadding) / Double(numberOfColumns)
        let aspectRatio = height / width
        return columnWidth * aspectRatio
    }

    mutating func prepare(photos: [ItemMetrics]) {
        guard cache.count < photos.count else { return }
        for item in cache.count..<photos.count {
            let imageHeight = heightForCell(photos[item]) ?? 200
            let height = cellPadding * 2 + imageHeight
            let column = yOffset.enumerated().min { $0.element < $1.element }?.offset ?? 0
            let frame = (x: xOffset[column], y: yOffset[column], width: columnWidth, height: height)
            let insetFrame = Rect(x: frame.x + cellPadding, y: frame.y + cellPadding,
                                  width: frame.width - 2 * cellPadding, height: frame.height - 2 * cellPadding)
            cache.append(insetFrame)
            contentHeight = max(contentHeight, frame.y + frame.height)
            yOffset[column] += height
        }
    }
}

@Suite("Waterfall layout")
struct WaterfallLayoutTests {
    private func cellFrames(_ engine: LayoutEngine) throws -> [Rect] {
        try engine.allElements().map(\.frame)
    }

    // MARK: - Worked by hand

    @Test("000: round robin, padding 6, two columns, worked by hand")
    func roundRobinByHand() throws {
        // The seed's contentInset left and right of 10: content width 370, columns 185 wide.
        let source = DataSource(sections: [[100, 50, 80, 120, 30].map { ItemMetrics(height: $0) }])
        let engine = try makeEngine("waterfall", dataSource: source,
                                    environment: environment(390, 700, insets: Insets(top: 23, left: 10, bottom: 10, right: 10)))
        #expect(try cellFrames(engine) == [
            Rect(x: 6, y: 6, width: 173, height: 100),
            Rect(x: 191, y: 6, width: 173, height: 50),
            Rect(x: 6, y: 118, width: 173, height: 80),
            Rect(x: 191, y: 68, width: 173, height: 120),
            Rect(x: 6, y: 210, width: 173, height: 30),
        ])
        #expect(try engine.contentSize() == Size(width: 370, height: 246))
        #expect(try engine.layoutAttributesForItem(at: ip(0, 3))?.frame == Rect(x: 191, y: 68, width: 173, height: 120))
        #expect(try engine.layoutAttributesForItem(at: ip(0, 5)) == nil)
    }

    @Test("001: shortest column first, padding 10, photo aspect ratios and ?? 200, worked by hand")
    func shortestFirstByHand() throws {
        let source = DataSource(sections: [[
            ItemMetrics(width: 350, height: 700),  // 175 · 2 = 350
            ItemMetrics(width: 700, height: 350),  // 175 · 0.5 = 87.5
            ItemMetrics(),                         // ?? 200
            ItemMetrics(height: 100),              // a height only
            ItemMetrics(width: 100, height: 300),  // 175 · 3 = 525
            ItemMetrics(height: 447.5),            // evens the columns: a tie
            ItemMetrics(width: 640),               // a width only: 200; the tie goes left
        ]])
        let engine = try makeEngine("waterfall", ["placement": "shortestFirst", "padding": "10"],
                                    dataSource: source, environment: environment(390, 844))
        #expect(try cellFrames(engine) == [
            Rect(x: 10, y: 10, width: 175, height: 350),
            Rect(x: 205, y: 10, width: 175, height: 87.5),
            Rect(x: 205, y: 117.5, width: 175, height: 200),
            Rect(x: 205, y: 337.5, width: 175, height: 100),
            Rect(x: 10, y: 380, width: 175, height: 525),
            Rect(x: 205, y: 457.5, width: 175, height: 447.5),
            Rect(x: 10, y: 925, width: 175, height: 200),
        ])
        #expect(try engine.contentSize() == Size(width: 390, height: 1135))
    }

    @Test("sections follow one another below the tallest column")
    func sectionsStackByHand() throws {
        let source = DataSource(sections: [
            [ItemMetrics(height: 100), ItemMetrics(height: 40), ItemMetrics(height: 10)],
            [],
            [ItemMetrics(height: 20), ItemMetrics(height: 30)],
        ])
        let engine = try makeEngine("waterfall", ["padding": "5"], dataSource: source, environment: environment(200, 400))
        // Section 0: columns 100 wide; bottoms 110 + 20 = 130 and 50. Section 2 starts at 130.
        #expect(try cellFrames(engine) == [
            Rect(x: 5, y: 5, width: 90, height: 100),
            Rect(x: 105, y: 5, width: 90, height: 40),
            Rect(x: 5, y: 115, width: 90, height: 10),
            Rect(x: 5, y: 135, width: 90, height: 20),
            Rect(x: 105, y: 135, width: 90, height: 30),
        ])
        #expect(try engine.allElements().map(\.indexPath) == [ip(0, 0), ip(0, 1), ip(0, 2), ip(2, 0), ip(2, 1)])
        #expect(try engine.contentSize() == Size(width: 200, height: 170))
    }

    @Test("an empty data source has zero height")
    func empty() throws {
        let engine = try makeEngine("waterfall", dataSource: DataSource(count: 0))
        #expect(try engine.allElements().isEmpty)
        #expect(try engine.contentSize() == Size(width: 390, height: 0))
    }

    @Test("padding wider than a column is an error naming the parameters")
    func paddingTooWide() throws {
        let engine = try makeEngine("waterfall", ["columns": "4", "padding": "60"],
                                    dataSource: DataSource(count: 3), environment: environment(400, 400))
        let error = #expect(throws: LayoutError.self) { try engine.allElements() }
        #expect(error?.description.contains("padding 60") == true)
        #expect(error?.description.contains("columns 100 wide") == true)
    }

    // MARK: - Against the seeds' own code

    @Test("round robin equals seed 000's prepare", arguments: testSeeds)
    func roundRobinMatchesSeed(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<6 {
            let columns = random.nextInt(in: 1..<6)
            let padding = random.pick([0, 6, 2.5, random.nextDouble(in: 0...8)])
            let width = random.pick([390, 375.5, random.nextDouble(in: 100...1000)])
            let count = random.nextInt(in: 0..<120)
            let heights = (0..<count).map { _ in random.nextDouble(in: 50...500) }
            let engine = try makeEngine(
                "waterfall", ["columns": "\(columns)", "padding": padding.description],
                dataSource: DataSource(sections: [heights.map { ItemMetrics(height: $0) }]),
                environment: environment(width, 700))
            let expected = seed000Prepare(contentWidth: width, numberOfColumns: columns, cellPadding: padding, heights: heights)
            #expect(try cellFrames(engine) == expected.frames, "columns \(columns), padding \(padding), width \(width)")
            #expect(try engine.contentSize() == Size(width: width, height: expected.contentHeight))
        }
    }

    @Test("shortest first equals seed 001's prepare, also when fed in batches", arguments: testSeeds)
    func shortestFirstMatchesSeed(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for _ in 0..<4 {
            let columns = random.nextInt(in: 1..<5)
            let padding = random.pick([10, 6, 0, 3.25])
            let width = random.pick([390, 414, random.nextDouble(in: 200...1200)])
            let insets = Insets(top: 23, left: Double(random.nextInt(in: 0..<20)), bottom: 10, right: Double(random.nextInt(in: 0..<20)))
            let items = mixedItems(count: 150, seed: random.next())
            var seedLayout = Seed001Layout(boundsWidth: width, insets: insets, numberOfColumns: columns, cellPadding: padding)
            let engine = try makeEngine(
                "waterfall", ["placement": "shortestFirst", "columns": "\(columns)", "padding": padding.description],
                dataSource: DataSource(sections: [[]]), environment: environment(width, 700, insets: insets))
            var fed = 0
            while fed < items.count {
                let batch = Swift.min(random.nextInt(in: 1..<40), items.count - fed)
                engine.appendItems(Array(items[fed..<fed + batch]), toSection: 0)
                fed += batch
                seedLayout.prepare(photos: Array(items[..<fed]))
                #expect(try cellFrames(engine) == seedLayout.cache, "columns \(columns), padding \(padding), width \(width), \(fed) items")
                #expect(try engine.contentSize() == Size(width: seedLayout.contentWidth, height: seedLayout.contentHeight))
            }
        }
    }

    /// A data file may give any width in (0, 1e9] and any height up to 1e9;
    /// the aspect ratio of a sliver (1e-300 wide, 1e9 tall) would make the
    /// photo's height overflow to infinity, and the error would blame the
    /// layout. The height stops at the largest extent a data file may give.
    @Test func aSliverOfAPhotoIsAsTallAsTheLargestExtentNotInfinite() throws {
        let source = try DataSource(json: Array(#"{"items": [{"width": 1e-300, "height": 1e9}, {"width": 2, "height": 1}]}"#.utf8))
        let engine = try makeEngine("waterfall", ["padding": "0"], dataSource: source, environment: environment(390, 700, insets: .zero))
        let frames = try cellFrames(engine)
        #expect(frames.count == 2)
        #expect(frames[0].height == ViewRules.maximumExtent)
        #expect(frames[1].height == 97.5)
        #expect(try engine.contentSize().height == ViewRules.maximumExtent)
    }
}
