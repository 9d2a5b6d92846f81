import Mosaic
import Testing

/// Snapshots the export tests share, and `rendered(as:)`.
enum ExportFixtures {
    /// The built-in fan with 30 items in an iPhone-sized viewport: turned
    /// items, distinct z indexes, most of them outside the viewport.
    static func fan(offset: Point = .zero) throws -> LayoutSnapshot {
        let engine = try LayoutEngine(
            layout: FanLayout(), dataSource: DataSource(count: 30),
            environment: LayoutEnvironment(contentOffset: offset)
        )
        return try LayoutSnapshot(engine: engine)
    }

    /// A waterfall of 40 items with seeded random heights.
    static func waterfall() throws -> LayoutSnapshot {
        let engine = try LayoutEngine(
            layout: WaterfallLayout(), dataSource: .generated(count: 40, heights: 100...300, seed: 42)
        )
        return try LayoutSnapshot(engine: engine)
    }

    /// A hand-made snapshot with every kind of element and parameter:
    /// a decoration, cells (turned, scaled, translated, translucent, hidden,
    /// outside the viewport), a header with custom values that need quoting.
    static let mixed = LayoutSnapshot(
        layoutName: "mixed",
        parameters: [
            ("gap", .number(2.5)), ("columns", .integer(3)), ("pinned", .bool(true)),
            ("mode", .choice("leading")), ("inset", .insets(Insets(top: 1, left: 2, bottom: 3, right: 4))),
        ],
        environment: LayoutEnvironment(
            viewport: Size(width: 300, height: 200), contentOffset: Point(x: 50, y: 20),
            contentInsets: Insets(top: 5, left: 0, bottom: 0.5, right: 0)
        ),
        contentSize: Size(width: 500, height: 400),
        elements: [
            LayoutAttributes(category: .decoration, kind: "background", indexPath: ItemPath(0, 0),
                             frame: Rect(x: 40, y: 30, width: 300, height: 180), zIndex: -1),
            LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 60, y: 40, width: 80, height: 60)),
            LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 160, y: 40, width: 80, height: 60),
                             transform: Transform(rotation: 0.4), alpha: 0.5),
            LayoutAttributes(indexPath: ItemPath(0, 2), frame: Rect(x: 260, y: 40, width: 80, height: 60), isHidden: true),
            LayoutAttributes(category: .supplementary, kind: "header", indexPath: ItemPath(1, 0),
                             frame: Rect(x: 50, y: 120, width: 300, height: 30), zIndex: 5,
                             custom: ["note": "a \"b\", c\nd", "weight": 2.5]),
            LayoutAttributes(indexPath: ItemPath(1, 0), frame: Rect(x: 100, y: 160, width: 100, height: 50),
                             transform: Transform(rotation: -0.3, scaleX: 1.5, scaleY: 0.8, translateX: 20, translateY: 10),
                             anchorPoint: Point(x: 0, y: 0), custom: ["flag": true, "angle": 0.1]),
            LayoutAttributes(indexPath: ItemPath(1, 1), frame: Rect(x: 400, y: 300, width: 60, height: 60)),
        ]
    )

    /// `count` cells with awkward numbers: random magnitudes from 1e-9 to
    /// 1e15, fractions such as 0.1 + 0.2, random custom numbers of every
    /// exponent. Seeded, so every run checks the same values.
    static func awkward(count: Int, seed: UInt64) -> LayoutSnapshot {
        var random = SplitMix64(seed: seed)
        func number() -> Double {
            let magnitude = random.nextDouble(in: -9...15).rounded(.down)
            var value = random.nextDouble(in: -1...1) * _exp10(magnitude)
            if random.next() % 4 == 0 { value = value.rounded() }
            return value
        }
        func anyFinite() -> Double {
            while true {
                let value = Double(bitPattern: random.next())
                if value.isFinite { return value }
            }
        }
        let elements = (0..<count).map { item in
            LayoutAttributes(
                indexPath: ItemPath(item / 7, item % 7),
                frame: Rect(x: number(), y: number(), width: abs(number()), height: abs(number())),
                transform: Transform(rotation: random.nextDouble(in: -7...7), scaleX: number(), scaleY: number(),
                                     translateX: number(), translateY: number()),
                anchorPoint: Point(x: random.nextDouble(in: 0...1), y: 0.1 + 0.2),
                zIndex: Int(truncatingIfNeeded: random.next()),
                alpha: random.nextDouble(in: 0...1),
                isHidden: random.next() % 2 == 0,
                custom: ["bits": .number(anyFinite()), "small": .number(.leastNonzeroMagnitude), "third": .number(1.0 / 3)]
            )
        }
        return LayoutSnapshot(
            layoutName: "awkward", parameters: [("x", .number(0.1 + 0.2))],
            environment: LayoutEnvironment(viewport: Size(width: 123.456, height: 7e-3), contentOffset: Point(x: -0.1, y: 1e300)),
            contentSize: Size(width: 1e-300, height: 2.5), elements: elements
        )
    }

    /// 10 to the power `exponent`, for whole exponents.
    private static func _exp10(_ exponent: Double) -> Double {
        var value = 1.0
        for _ in 0..<Int(abs(exponent)) { value *= 10 }
        return exponent < 0 ? 1 / value : value
    }
}

@Suite("LayoutSnapshot.rendered(as:)")
struct ExportSnapshotTests {
    @Test("each format is its exporter's output")
    func dispatch() throws {
        let snapshot = try ExportFixtures.fan()
        #expect(snapshot.rendered(as: .json) == JSONExporter.render(snapshot))
        #expect(snapshot.rendered(as: .csv) == CSVExporter.render(snapshot))
        #expect(snapshot.rendered(as: .svg) == SVGExporter.render(snapshot))
        #expect(snapshot.rendered(as: .text) == TextPreview.render(snapshot))
        let narrow = RenderOptions(textColumns: 30)
        #expect(snapshot.rendered(as: .text, options: narrow) == TextPreview.render(snapshot, options: narrow))
        #expect(snapshot.rendered(as: .text, options: narrow) != snapshot.rendered(as: .text))
    }

    @Test("every format ends with exactly one line break", arguments: ExportFormat.allCases)
    func trailingNewline(format: ExportFormat) throws {
        for snapshot in [try ExportFixtures.fan(), ExportFixtures.mixed] {
            let text = snapshot.rendered(as: format)
            #expect(text.hasSuffix("\n"))
            #expect(!text.hasSuffix("\n\n"))
        }
    }

    @Test("an empty snapshot renders in every format", arguments: ExportFormat.allCases)
    func empty(format: ExportFormat) {
        let snapshot = LayoutSnapshot(layoutName: "none", parameters: [], environment: LayoutEnvironment(),
                                      contentSize: .zero, elements: [])
        #expect(!snapshot.rendered(as: format).isEmpty)
    }
}

@Suite("Export of unusual snapshots")
struct ExportRobustnessTests {
    /// Snapshots no layout gives, but a person can build by hand.
    static var unusual: [LayoutSnapshot] {
        var degenerate = ExportFixtures.mixed
        degenerate.environment.viewport = .zero
        var broken = ExportFixtures.mixed
        broken.elements[1].frame = Rect(x: .nan, y: 0, width: .infinity, height: 10)
        broken.elements[2].transform = Transform(rotation: 1, scaleX: 0, scaleY: 0)
        broken.elements[3].alpha = .nan
        var far = ExportFixtures.mixed
        far.environment.contentOffset = Point(x: 1e300, y: -1e300)
        far.elements[0].frame = Rect(x: -1e300, y: -1e300, width: 1e300, height: 1e300)
        return [ExportFixtures.awkward(count: 20, seed: 4), degenerate, broken, far]
    }

    @Test("degenerate viewports, non-finite and huge values render without trapping", arguments: ExportFormat.allCases)
    func unusualSnapshots(format: ExportFormat) {
        for snapshot in Self.unusual {
            let text = snapshot.rendered(as: format)
            #expect(text.hasSuffix("\n"))
            #expect(text == snapshot.rendered(as: format))
        }
    }
}
