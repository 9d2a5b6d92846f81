import Mosaic
import Testing

// Helpers shared by the core tests: engines built from text parameters,
// seeded random numbers and rectangles, and the brute-force query oracle.

/// The seeds every randomised test runs with; a failure names its seed.
let testSeeds: [UInt64] = [1, 2, 3, 0x5EED_CAFE]

/// An engine for the built-in layout `name`, with parameters given as the
/// command line gives them (`["padding": "10"]`).
func makeEngine(
    _ name: String, _ parameters: [String: String] = [:],
    dataSource: DataSource, environment: LayoutEnvironment = LayoutEnvironment()
) throws -> LayoutEngine {
    var values = try BuiltinLayouts.named(name).defaultParameters
    for (key, value) in parameters.sorted(by: { $0.key < $1.key }) {
        try values.set(key, parsing: value)
    }
    let layout = try BuiltinLayouts.named(name).makeLayout(parameters: values)
    return try LayoutEngine(layout: layout, dataSource: dataSource, environment: environment)
}

/// A viewport of the given size, at an offset, with insets.
func environment(_ width: Double, _ height: Double, offset: Point = .zero, insets: Insets = .zero) -> LayoutEnvironment {
    LayoutEnvironment(viewport: Size(width: width, height: height), contentOffset: offset, contentInsets: insets)
}

extension SplitMix64 {
    /// A whole number in `range`, the same on every platform.
    mutating func nextInt(in range: Range<Int>) -> Int {
        precondition(!range.isEmpty)
        return range.lowerBound + Int(next() % UInt64(range.count))
    }

    /// `true` with probability `p`.
    mutating func chance(_ p: Double) -> Bool { nextDouble(in: 0...1) < p }

    /// One of the elements.
    mutating func pick<T>(_ elements: [T]) -> T { elements[nextInt(in: 0..<elements.count)] }
}

/// Item metrics of every kind the waterfall reads: a height only, a photo
/// size (width and height), a width only, or nothing at all.
func mixedItems(count: Int, seed: UInt64) -> [ItemMetrics] {
    var random = SplitMix64(seed: seed)
    return (0..<count).map { _ in
        switch random.nextInt(in: 0..<8) {
        case 0: ItemMetrics()
        case 1: ItemMetrics(width: random.nextDouble(in: 1...800).rounded(.down))
        case 2, 3, 4: ItemMetrics(width: random.nextDouble(in: 1...800).rounded(.down), height: random.nextDouble(in: 1...800).rounded(.down))
        default: ItemMetrics(height: random.nextDouble(in: 0...500))
        }
    }
}

/// Random query rectangles around `content`: ordinary ones, ones snapped to
/// a 10-point grid (so that edges touch element edges exactly), zero-width,
/// zero-height and zero-size ones, ones entirely outside the content, and
/// huge ones covering everything.
func randomRects(count: Int, around content: Rect, seed: UInt64) -> [Rect] {
    var random = SplitMix64(seed: seed)
    let spanX = Swift.max(content.width, 1), spanY = Swift.max(content.height, 1)
    func coordinate(_ low: Double, _ span: Double) -> Double {
        random.nextDouble(in: (low - span * 0.25)...(low + span * 1.25))
    }
    var rects: [Rect] = [
        .zero,
        Rect(x: -1e12, y: -1e12, width: 3e12, height: 3e12),
        Rect(x: -Double.greatestFiniteMagnitude / 4, y: -Double.greatestFiniteMagnitude / 4,
             width: Double.greatestFiniteMagnitude / 2, height: Double.greatestFiniteMagnitude / 2),
        content,
    ]
    while rects.count < count {
        var x = coordinate(content.minX, spanX), y = coordinate(content.minY, spanY)
        var width = random.nextDouble(in: 0...(spanX / 2)), height = random.nextDouble(in: 0...(spanY / 2))
        switch random.nextInt(in: 0..<10) {
        case 0: width = 0
        case 1: height = 0
        case 2: width = 0; height = 0
        case 3:  // outside the content, on one of the four sides
            switch random.nextInt(in: 0..<4) {
            case 0: x = content.minX - width - random.nextDouble(in: 0...1000)
            case 1: x = content.maxX + random.nextDouble(in: 0...1000)
            case 2: y = content.minY - height - random.nextDouble(in: 0...1000)
            default: y = content.maxY + random.nextDouble(in: 0...1000)
            }
        case 4, 5:  // snapped to a grid, edges meeting element edges
            x = (x / 10).rounded() * 10; y = (y / 10).rounded() * 10
            width = (width / 10).rounded() * 10; height = (height / 10).rounded() * 10
        case 6:  // thin slivers across the whole content
            if random.chance(0.5) { x = content.minX - 1; width = spanX + 2; height = random.nextDouble(in: 0...3) }
            else { y = content.minY - 1; height = spanY + 2; width = random.nextDouble(in: 0...3) }
        default: break
        }
        rects.append(Rect(x: x, y: y, width: width, height: height))
    }
    return rects
}

/// Checks that the engine's indexed rect query returns exactly what the
/// seeds' brute-force filter returns, in the same order, for every rect.
/// Records the first mismatch only, with its rect and `label`.
func expectQueriesMatchFilter(
    _ engine: LayoutEngine, rects: [Rect], _ label: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    let all = try engine.allElements()
    var mismatches = 0
    for rect in rects {
        let expected = all.filter { $0.visualFrame.intersects(rect) }
        let actual = try engine.layoutAttributesForElements(in: rect)
        if actual != expected {
            if mismatches == 0 {
                let missing = expected.filter { !actual.contains($0) }.map(\.indexPath)
                let extra = actual.filter { !expected.contains($0) }.map(\.indexPath)
                Issue.record(
                    "\(label()): query \(rect) gave \(actual.count) elements, the filter \(expected.count); missing \(missing.prefix(5)), extra \(extra.prefix(5))",
                    sourceLocation: sourceLocation)
            }
            mismatches += 1
        }
    }
    #expect(mismatches == 0, "\(label()): \(mismatches) of \(rects.count) queries differ", sourceLocation: sourceLocation)
}

/// The box around every element's visual frame and the content, for
/// choosing query rectangles.
func queryArea(_ engine: LayoutEngine) throws -> Rect {
    let size = try engine.contentSize()
    var area = Rect(x: 0, y: 0, width: size.width, height: size.height)
    for element in try engine.allElements() { area = area.union(element.visualFrame) }
    return area
}

/// Shorthand for an index path, section first.
func ip(_ section: Int, _ item: Int) -> ItemPath { ItemPath(section, item) }
