import Mosaic
import Testing

/// ``LayoutSnapshot/write(as:options:bufferSize:to:)``: the bytes of
/// `rendered(as:)` through any buffer size, a sink that fails, and
/// snapshots that read an engine's cache in place.
@Suite("Streaming export")
struct ExportStreamingTests {
    /// What `write(as:)` hands its sink, joined, and the number of calls.
    static func streamed(_ snapshot: LayoutSnapshot, as format: ExportFormat, options: RenderOptions = RenderOptions(),
                         bufferSize: Int) throws -> (text: String, calls: Int, largest: Int) {
        var bytes: [UInt8] = []
        var calls = 0, largest = 0
        try snapshot.write(as: format, options: options, bufferSize: bufferSize) { chunk in
            bytes.append(contentsOf: chunk)
            calls += 1
            largest = max(largest, chunk.count)
        }
        return (String(decoding: bytes, as: UTF8.self), calls, largest)
    }

    static let formats = ExportFormat.allCases.map { ($0, RenderOptions()) } + [(.json, RenderOptions(compactJSON: true))]

    @Test("any buffer size writes the bytes of rendered(as:), in chunks no larger than the buffer", arguments: [1, 7, 256, 4096, 1 << 20])
    func bufferSizes(bufferSize: Int) throws {
        for snapshot in [ExportFixtures.mixed, try ExportFixtures.fan(), try ExportFixtures.waterfall(), ExportFixtures.awkward(count: 30, seed: 3)] {
            for (format, options) in Self.formats {
                let result = try Self.streamed(snapshot, as: format, options: options, bufferSize: bufferSize)
                #expect(result.text == snapshot.rendered(as: format, options: options), "\(format) through \(bufferSize) bytes")
                // A buffer grows only for one piece larger than itself (the text preview, a long label).
                if format != .text && bufferSize >= 256 { #expect(result.largest <= bufferSize) }
            }
        }
    }

    struct DiskFull: Error, Equatable {}

    @Test("a sink that throws stops the output and its error comes out", arguments: ExportFormat.allCases)
    func failingSink(format: ExportFormat) throws {
        let engine = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 5_000))
        let snapshot = try LayoutSnapshot(engine: engine)
        var calls = 0
        #expect(throws: DiskFull.self) {
            try snapshot.write(as: format, bufferSize: 256) { _ in
                calls += 1
                if calls == 2 { throw DiskFull() }
            }
        }
        // Not called again after the failure.
        #expect(calls == 2)
    }

    @Test("a snapshot of a whole engine reads its cache: same elements, same order as allElements()")
    func cacheSnapshot() throws {
        let source = DataSource(itemCounts: [5, 0, 7, 0, 0, 3])
        var layout = FlowLayout()
        try layout.parameters.set("headerHeight", to: .number(20))
        try layout.parameters.set("footerHeight", to: .number(10))
        let engine = try LayoutEngine(layout: layout, dataSource: source)
        let snapshot = try LayoutSnapshot(engine: engine)
        let expected = try engine.allElements()
        #expect(snapshot.elementCount == expected.count)
        #expect(snapshot.elements == expected)
        var visited: [LayoutAttributes] = []
        snapshot.forEachElement { visited.append($0) }
        #expect(visited == expected)
        // Hand-made with the same elements: the same bytes in every format.
        let array = LayoutSnapshot(layoutName: snapshot.layoutName, parameters: snapshot.parameters,
                                   environment: snapshot.environment, contentSize: snapshot.contentSize, elements: expected)
        for format in ExportFormat.allCases {
            #expect(snapshot.rendered(as: format) == array.rendered(as: format))
        }
    }

    @Test("a snapshot keeps the layout it was taken of when the engine changes afterwards")
    func snapshotIsFrozen() throws {
        let engine = try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 10))
        let snapshot = try LayoutSnapshot(engine: engine)
        let before = snapshot.rendered(as: .json)
        try engine.setParameter("itemWidth", to: .number(50))
        engine.appendItems([ItemMetrics](repeating: ItemMetrics(), count: 5), toSection: 0)
        _ = try engine.allElements()
        #expect(snapshot.rendered(as: .json) == before)
        #expect(snapshot.elementCount == 10)
    }

    @Test("many drawing levels (a fan: one zIndex per item) and few give the order of the sort, in SVG")
    func drawingLevels() throws {
        // More levels than passes: sorted once; fewer: one pass per level.
        for count in [3, SVGExporter.maximumStackingPasses + 5, 40] {
            let engine = try LayoutEngine(layout: FanLayout(), dataSource: DataSource(count: count))
            let snapshot = try LayoutSnapshot(engine: engine)
            let array = LayoutSnapshot(layoutName: snapshot.layoutName, parameters: snapshot.parameters,
                                       environment: snapshot.environment, contentSize: snapshot.contentSize, elements: snapshot.elements)
            let svg = snapshot.rendered(as: .svg)
            #expect(svg == array.rendered(as: .svg))
            let groups = try ExportSVGTests.elementGroups(svg)
            #expect(groups.count == count)
        }
    }
}
