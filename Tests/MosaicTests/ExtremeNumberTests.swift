@testable import Mosaic
import Testing

/// A layout that places items near both ends of the number line: item i at
/// (±1.7e308, ±1.7e308) by its bits, every third on a small column near the
/// origin. Items with a `fault` value break it: `overflow` gives the item
/// width 1e308 at x 1e308 (its right edge overflows), `header` adds a
/// header whose right edge overflows, `content` sets an infinite content
/// size, `huge` a content size of 1.7e308 square.
struct ExtremeLayout: CollectionLayout {
    var name: String { "extreme" }
    var parameters = Parameters(layoutName: "extreme", specs: [])

    static let far = 1.7e308

    static func frame(slot: Int) -> Rect {
        if slot % 3 == 2 { return Rect(x: 0, y: Double(slot) * 10, width: 10, height: 10) }
        let x = slot % 2 == 0 ? far : -far
        let y = (slot / 2) % 2 == 0 ? far : -far
        return Rect(x: x, y: y, width: 10, height: 10)
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        for slot in 0..<cache.cellCount {
            let indexPath = cache.indexPath(ofSlot: slot)
            switch context.dataSource.metrics(at: indexPath).values["fault"] {
            case .string("overflow")?: cache.setCell(frame: Rect(x: 1e308, y: 0, width: 1e308, height: 10), slot: slot)
            case .string("header")?:
                cache.setCell(frame: Self.frame(slot: slot), slot: slot)
                cache.setSupplementary(LayoutAttributes(category: .supplementary, kind: "header", indexPath: indexPath,
                                                        frame: Rect(x: 0, y: 1e308, width: 10, height: 1e308)))
            case .string("content")?:
                cache.setCell(frame: Self.frame(slot: slot), slot: slot)
                cache.contentSize = Size(width: .infinity, height: 10)
            case .string("huge")?:
                cache.setCell(frame: Self.frame(slot: slot), slot: slot)
                cache.contentSize = Size(width: Self.far, height: Self.far)
            default: cache.setCell(frame: Self.frame(slot: slot), slot: slot)
            }
        }
    }
}

@Suite("Extreme numbers")
struct ExtremeNumberTests {
    private func engine(count: Int, faults: [Int: String] = [:], environment: LayoutEnvironment = LayoutEnvironment()) throws -> LayoutEngine {
        let items = (0..<count).map { faults[$0].map { ItemMetrics(values: ["fault": .string($0)]) } ?? ItemMetrics() }
        return try LayoutEngine(layout: ExtremeLayout(), dataSource: DataSource(sections: [items]), environment: environment)
    }

    @Test("frames at ±1.7e308 are indexed (in Z-order) and every query matches the brute-force filter")
    func indexedAtTheExtremes() throws {
        // Enough scattered items that the index sorts them in Z-order.
        let engine = try engine(count: 5_000)
        let all = try engine.allElements()
        #expect(all.count == 5_000)
        #expect(!engine.cache.cellIndex.isInSlotOrder)
        let far = ExtremeLayout.far, max = Double.greatestFiniteMagnitude
        let rects = [
            Rect(x: -max, y: -max, width: max, height: max),  // maxX = 0
            Rect(x: -max, y: -max, width: max, height: 1e308).union(Rect(x: 0, y: 0, width: max, height: max)),
            Rect(x: far - 1, y: far - 1, width: 100, height: 100),
            Rect(x: -far - 1, y: far - 1, width: 100, height: 100),
            Rect(x: 0, y: 0, width: 390, height: 844),
            Rect(x: -max, y: 0, width: max, height: 1e6),
            Rect(x: 0, y: -max, width: 5, height: max),
            Rect(x: 1e308, y: 1e308, width: max, height: max),  // edges overflow to ∞: still a query
        ]
        for rect in rects {
            let expected = all.filter { $0.visualFrame.intersects(rect) }
            #expect(try engine.layoutAttributesForElements(in: rect) == expected, "query \(rect)")
        }
        #expect(try engine.contentSize() == Size(width: far + 10, height: far + 10))
    }

    @Test("every exporter draws frames at ±1.7e308: finite numbers, no null, a canvas that is not empty")
    func exportersAtTheExtremes() throws {
        let engine = try engine(count: 300, faults: [7: "huge"])
        let snapshot = try LayoutSnapshot(engine: engine)
        let json = JSONExporter.render(snapshot)
        #expect(!json.contains("null") && !json.contains("inf") && !json.contains("nan"))
        #expect(json.contains("1.7e+308"))
        let csv = CSVExporter.render(snapshot)
        #expect(!csv.contains("inf") && !csv.contains("nan"))
        #expect(csv.split(separator: "\n").count == 301)
        let svg = SVGExporter.render(snapshot)
        #expect(!svg.contains("width=\"0\" height=\"0\""))
        #expect(svg.contains("width=\"1.7976931348623157e+308\""))
        #expect(!svg.contains("inf") && !svg.contains("nan"))
        let text = TextPreview.render(snapshot)
        #expect(text.contains("of 300 elements visible"))
    }

    @Test("an item whose right edge overflows is an error naming it")
    func overflowingItem() throws {
        let engine = try engine(count: 100, faults: [41: "overflow"])
        let expected = LayoutError.nonFiniteFrame(layout: "extreme", indexPath: ip(0, 41))
        #expect(throws: expected) { try engine.allElements() }
        #expect(throws: expected) { try engine.contentSize() }
        #expect(throws: expected) { try engine.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 1, height: 1)) }
    }

    @Test("a header whose bottom edge overflows is an error naming its kind and index path")
    func overflowingHeader() throws {
        let engine = try engine(count: 10, faults: [3: "header"])
        let expected = LayoutError.nonFiniteView(layout: "extreme", category: .supplementary, kind: "header", indexPath: ip(0, 3))
        #expect(throws: expected) { try engine.allElements() }
        #expect(throws: expected) { try engine.contentSize() }  // not indexed: still refused
        #expect(expected.description == "layout 'extreme' gave the supplementary view 'header' at 0.3 a frame or transform that is not finite (or whose edges x + width, y + height overflow)")
    }

    @Test("an infinite content size is an error, never a null in JSON")
    func infiniteContentSize() throws {
        let engine = try engine(count: 10, faults: [2: "content"])
        let expected = LayoutError.nonFiniteContentSize(layout: "extreme", size: Size(width: .infinity, height: 10))
        #expect(throws: expected) { try engine.contentSize() }
        #expect(throws: expected) { try LayoutSnapshot(engine: engine) }
    }

    @Test("visible bounds that overflow are refused; huge finite ones are not")
    func overflowingBounds() throws {
        let huge = Size(width: 1e308, height: 1e308)
        #expect(throws: LayoutError.self) {
            try engine(count: 10, environment: LayoutEnvironment(viewport: huge, contentOffset: Point(x: 1e308, y: 0)))
        }
        let wide = try engine(count: 10, environment: LayoutEnvironment(viewport: huge, contentOffset: Point(x: -1e308, y: 0)))
        #expect(throws: LayoutError.self) { try wide.setContentOffset(Point(x: 1e308, y: 0)) }
        try wide.setContentOffset(Point(x: -5e307, y: 0))
        let bounds = wide.environment.bounds
        let expected = try wide.allElements().filter { $0.visualFrame.intersects(bounds) }
        #expect(!expected.isEmpty)
        #expect(try wide.visibleElements() == expected)
        let narrow = try engine(count: 10, environment: LayoutEnvironment(viewport: Size(width: 1, height: 1), contentOffset: Point(x: 1e308, y: 0)))
        #expect(throws: LayoutError.self) { try narrow.setViewport(Size(width: 1e308, height: 1)) }
        #expect(narrow.environment.viewport == Size(width: 1, height: 1))
    }

    @Test("the Z-order grid coordinate is total: NaN, ±∞ and huge numbers give a cell")
    func gridCellIsTotal() {
        #expect(SpatialIndex.gridCell(.nan) == 0)
        #expect(SpatialIndex.gridCell(-.infinity) == 0)
        #expect(SpatialIndex.gridCell(.infinity) == 65535)
        #expect(SpatialIndex.gridCell(1.7e308) == 65535)
        #expect(SpatialIndex.gridCell(-1.7e308) == 0)
        #expect(SpatialIndex.gridCell(1234.9) == 1234)
    }
}
