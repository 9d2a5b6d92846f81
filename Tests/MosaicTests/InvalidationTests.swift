import Mosaic
import Testing

/// Wraps a layout and records every prepare request it receives, so that a
/// test can tell whether, and how, the engine re-prepared.
struct RecordingLayout: CollectionLayout {
    var base: any CollectionLayout
    var requests: [PrepareRequest.Kind] = []

    init(_ base: any CollectionLayout) { self.base = base }

    var name: String { base.name }
    var parameters: Parameters {
        get { base.parameters }
        set { base.parameters = newValue }
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        requests.append(request.kind)
        try base.prepare(request, context: context, cache: &cache)
    }

    func handles(_ kind: PrepareRequest.Kind) -> Bool { base.handles(kind) }

    func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        base.shouldInvalidate(forBoundsChange: newBounds, context: context)
    }

    func targetContentOffset(proposed: Point, velocity: Point, context: LayoutContext, cache: LayoutCache) -> Point {
        base.targetContentOffset(proposed: proposed, velocity: velocity, context: context, cache: cache)
    }
}

/// A test-only layout that stacks items 10 × 10 down the left edge and
/// misbehaves on items whose `fault` value says so: `skip` leaves the item
/// unplaced, `nan` gives it a NaN frame, `spin` an infinite rotation, and
/// `throw` makes prepare throw. It lays out appends incrementally.
struct FaultyLayout: CollectionLayout {
    struct Failure: Error, Equatable { var indexPath: ItemPath }

    var name: String { "faulty" }
    var parameters = Parameters(layoutName: "faulty", specs: [])

    func handles(_ kind: PrepareRequest.Kind) -> Bool { kind == .full || kind == .append }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        let sections = cache.numberOfSections
        for s in 0..<sections {
            let count = cache.numberOfItems(inSection: s)
            // An append only adds items at the end of the last section.
            var start = 0
            if case .append(let previous) = request { start = s == sections - 1 ? previous[s] : count }
            for item in start..<count {
                let indexPath = ItemPath(item: item, section: s)
                let frame = Rect(x: 0, y: Double(cache.slot(of: indexPath)) * 10, width: 10, height: 10)
                switch context.dataSource.metrics(at: indexPath).values["fault"] {
                case .string("skip")?: continue
                case .string("nan")?: cache.setCell(frame: Rect(x: .nan, y: 0, width: 10, height: 10), at: indexPath)
                case .string("spin")?: cache.setCell(LayoutAttributes(indexPath: indexPath, frame: frame, transform: Transform(rotation: .infinity)))
                case .string("throw")?: throw Failure(indexPath: indexPath)
                default: cache.setCell(frame: frame, at: indexPath)
                }
            }
        }
    }
}

@Suite("Invalidation")
struct InvalidationTests {
    private func recording(_ name: String, _ parameters: [String: String] = [:], dataSource: DataSource,
                           environment: LayoutEnvironment = LayoutEnvironment()) throws -> LayoutEngine {
        let plain = try makeEngine(name, parameters, dataSource: dataSource, environment: environment)
        return try LayoutEngine(layout: RecordingLayout(plain.layout), dataSource: dataSource, environment: environment)
    }

    private func requests(_ engine: LayoutEngine) -> [PrepareRequest.Kind] {
        (engine.layout as! RecordingLayout).requests
    }

    // MARK: - Parameters

    @Test("setting a parameter invalidates everything and changes the output")
    func setParameter() throws {
        let engine = try recording("flow", ["alignment": "leading"], dataSource: DataSource(count: 4))
        #expect(try engine.allElements()[1].frame == Rect(x: 110, y: 0, width: 100, height: 100))
        try engine.setParameter("itemWidth", to: .number(50))
        #expect(!engine.pendingInvalidation.isEmpty)
        #expect(try engine.allElements()[1].frame == Rect(x: 60, y: 0, width: 50, height: 100))
        try engine.setParameter("interitemSpacing", parsing: "0")
        #expect(try engine.allElements()[1].frame == Rect(x: 50, y: 0, width: 50, height: 100))
        #expect(requests(engine) == [.full, .full, .full])
        #expect(engine.layout.parameters.number("itemWidth") == 50)
    }

    @Test("a bad parameter throws and leaves the layout as it was")
    func badParameter() throws {
        let engine = try recording("fan", dataSource: DataSource(count: 4))
        let before = try engine.allElements()

        #expect(throws: ParameterError.outOfRange(parameter: "radius", value: "-1", expected: "a number from 0.001 to 1000000000")) {
            try engine.setParameter("radius", to: .number(-1))
        }
        #expect(throws: ParameterError.invalidValue(parameter: "radius", value: "true", expected: "a number from 0.001 to 1000000000")) {
            try engine.setParameter("radius", to: .bool(true))
        }
        #expect(throws: ParameterError.invalidValue(parameter: "radius", value: "far", expected: "a number from 0.001 to 1000000000")) {
            try engine.setParameter("radius", parsing: "far")
        }
        let unknown = #expect(throws: ParameterError.self) { try engine.setParameter("radios", parsing: "3") }
        #expect(unknown?.description == "unknown parameter 'radios' for layout 'fan'; its parameters are radius, itemWidth, itemHeight")

        #expect(engine.pendingInvalidation.isEmpty)
        #expect(engine.layout.parameters == FanLayout.descriptor.defaultParameters)
        #expect(try engine.allElements() == before)
        #expect(requests(engine) == [.full])
    }

    // MARK: - Environment

    @Test("a new viewport size lays everything out again")
    func setViewport() throws {
        let engine = try recording("waterfall", dataSource: DataSource(sections: [[ItemMetrics(height: 50), ItemMetrics(height: 70)]]),
                                   environment: environment(390, 500))
        #expect(try engine.allElements()[1].frame == Rect(x: 201, y: 6, width: 183, height: 70))
        try engine.setViewport(Size(width: 600, height: 500))
        #expect(try engine.allElements()[1].frame == Rect(x: 306, y: 6, width: 288, height: 70))
        #expect(try engine.contentSize() == Size(width: 600, height: 82))
        try engine.setContentInsets(Insets(top: 0, left: 50, bottom: 0, right: 50))
        #expect(try engine.allElements()[1].frame == Rect(x: 256, y: 6, width: 238, height: 70))
        #expect(requests(engine) == [.full, .full, .full])
    }

    @Test("scrolling turns the fan without a prepare (its scroll step), nor a plain flow; a pinned flow updates its headers only")
    func setContentOffset() throws {
        let fan = try makeEngine("fan", dataSource: DataSource(count: 10))
        let fanBefore = try fan.allElements()
        let prepared = fan.lastPrepare?.duration
        try fan.setContentOffset(Point(x: 300, y: 0))
        #expect(fan.pendingInvalidation.isEmpty)
        #expect(try fan.allElements() != fanBefore)
        #expect(fan.lastPrepare?.duration == prepared)

        let flow = try recording("flow", dataSource: DataSource(count: 40), environment: environment(390, 300))
        let flowBefore = try flow.allElements()
        let duration = flow.lastPrepare?.duration
        try flow.setContentOffset(Point(x: 0, y: 400))
        #expect(flow.pendingInvalidation.isEmpty)
        #expect(try flow.allElements() == flowBefore)
        #expect(flow.lastPrepare?.duration == duration)
        #expect(requests(flow) == [.full])
        // What is visible follows the offset all the same: rows 3 to 6 (y 330 to 760).
        #expect(try flow.visibleElements().map(\.indexPath.item) == Array(9..<21))

        let pinned = try recording("flow", ["headerHeight": "30", "pinHeaders": "true"], dataSource: DataSource(itemCounts: [20, 20]),
                                   environment: environment(390, 300))
        _ = try pinned.allElements()
        try pinned.setContentOffset(Point(x: 0, y: 100))
        #expect(pinned.pendingInvalidation.previousBounds == Rect(x: 0, y: 0, width: 390, height: 300))
        _ = try pinned.allElements()
        #expect(pinned.lastPrepare?.request == .boundsChange)
        try pinned.setContentOffset(Point(x: 0, y: 150))
        try pinned.setContentOffset(Point(x: 0, y: 200))
        #expect(pinned.pendingInvalidation.previousBounds == Rect(x: 0, y: 100, width: 390, height: 300))
        #expect(try pinned.layoutAttributesForSupplementaryView(ofKind: "header", at: ip(0, 0))?.frame.minY == 200)
        #expect(requests(pinned) == [.full, .boundsChange, .boundsChange])
    }

    @Test("explicit invalidations, a new layout and a new data source re-prepare")
    func explicit() throws {
        let engine = try recording("waterfall", dataSource: DataSource(count: 5))
        _ = try engine.allElements()
        _ = try engine.allElements()
        engine.invalidateLayout()
        _ = try engine.contentSize()
        // The waterfall does not handle item invalidations: they become a full prepare.
        engine.invalidateLayout(with: InvalidationContext(invalidatedItems: [ip(0, 2)]))
        _ = try engine.layoutAttributesForItem(at: ip(0, 0))
        engine.setDataSource(DataSource(count: 3))
        #expect(try engine.allElements().count == 3)
        #expect(requests(engine) == [.full, .full, .full, .full])
        engine.setLayout(FanLayout())
        #expect(try engine.allElements().first?.anchorPoint.y == 586.5 / 173)
        #expect(engine.lastPrepare?.request == .full)
    }

    @Test("invalid environment values throw and change nothing")
    func invalidEnvironment() throws {
        for size in [Size(width: 0, height: 100), Size(width: 100, height: 0), Size(width: .nan, height: 100),
                     Size(width: 100, height: .infinity), Size(width: -5, height: 100)] {
            let error = #expect(throws: LayoutError.self) {
                try LayoutEngine(layout: FlowLayout(), dataSource: DataSource(count: 1), environment: LayoutEnvironment(viewport: size))
            }
            if case .invalidViewport? = error {} else { Issue.record("not an invalid viewport: \(String(describing: error))") }
            #expect(error?.description == "viewport \(size) must have a positive, finite width and height")
        }
        let engine = try makeEngine("flow", dataSource: DataSource(count: 3))
        _ = try engine.allElements()
        #expect(throws: LayoutError.self) { try engine.setViewport(Size(width: 0, height: 0)) }
        #expect(throws: LayoutError.self) { try engine.setViewport(Size(width: .nan, height: 10)) }
        let offset = #expect(throws: LayoutError.self) { try engine.setContentOffset(Point(x: .nan, y: 0)) }
        guard case .nonFiniteContentOffset(let point)? = offset, point.x.isNaN, point.y == 0 else {
            Issue.record("not a non-finite offset: \(String(describing: offset))")
            return
        }
        #expect(offset?.description == "content offset (nan, 0) must be finite")
        #expect(throws: LayoutError.self) { try engine.setContentOffset(Point(x: 0, y: -.infinity)) }
        let noRoom = Insets(top: 0, left: 200, bottom: 0, right: 190)
        #expect(throws: LayoutError.insetsLeaveNoRoom(.contentInsets, noRoom, viewport: Size(width: 390, height: 844))) {
            try engine.setContentInsets(noRoom)
        }
        #expect(LayoutError.insetsLeaveNoRoom(.contentInsets, noRoom, viewport: Size(width: 390, height: 844)).description
            == "content insets 0,200,0,190 leave no room in a 390x844 viewport")
        #expect(throws: LayoutError.self) { try engine.setContentInsets(Insets(top: .nan, left: 0, bottom: 0, right: 0)) }
        #expect(engine.environment == LayoutEnvironment())
        #expect(engine.pendingInvalidation.isEmpty)
    }

    // MARK: - Layouts that fail

    private func faulty(_ faults: [Int: String], count: Int = 6) -> DataSource {
        DataSource(sections: [(0..<count).map { faults[$0].map { ItemMetrics(values: ["fault": .string($0)]) } ?? ItemMetrics() }])
    }

    @Test("an unplaced item or a non-finite frame makes every query throw")
    func invalidOutput() throws {
        let cases: [(String, LayoutError)] = [
            ("skip", .unplacedItem(layout: "faulty", indexPath: ip(0, 3))),
            ("nan", .nonFiniteFrame(layout: "faulty", indexPath: ip(0, 3))),
            ("spin", .nonFiniteFrame(layout: "faulty", indexPath: ip(0, 3))),
        ]
        for (fault, expected) in cases {
            let engine = try LayoutEngine(layout: FaultyLayout(), dataSource: faulty([3: fault]))
            #expect(throws: expected) { try engine.allElements() }
            #expect(throws: expected) { try engine.allElements() }
            #expect(throws: expected) { try engine.contentSize() }
            #expect(throws: expected) { try engine.layoutAttributesForItem(at: ip(0, 0)) }
            #expect(throws: expected) { try engine.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 100, height: 100)) }
            #expect(engine.lastPrepare == nil)
        }
        #expect(LayoutError.unplacedItem(layout: "faulty", indexPath: ip(0, 3)).description
            == "layout 'faulty' did not place item 0.3 (section 0, item 3)")
        let engine = try LayoutEngine(layout: FaultyLayout(), dataSource: faulty([4: "throw"]))
        let failed = LayoutError.layoutFailed(name: "faulty", underlying: FaultyLayout.Failure(indexPath: ip(0, 4)))
        #expect(throws: failed) { try engine.visibleElements() }
        #expect(throws: failed) { try engine.visibleElements() }
    }

    @Test("a failed append leaves no half-written cache; good data recovers")
    func failedAppend() throws {
        let engine = try LayoutEngine(layout: FaultyLayout(), dataSource: faulty([:], count: 40))
        let good = try engine.allElements()
        engine.appendItems([ItemMetrics(), ItemMetrics(values: ["fault": "nan"])], toSection: 0)
        #expect(throws: LayoutError.nonFiniteFrame(layout: "faulty", indexPath: ip(0, 41))) { try engine.allElements() }
        #expect(engine.pendingInvalidation == .everything)
        #expect(throws: LayoutError.self) { try engine.layoutAttributesForItem(at: ip(0, 0)) }

        engine.setDataSource(faulty([:], count: 40))
        #expect(try engine.allElements() == good)
        engine.appendItems([ItemMetrics(), ItemMetrics()], toSection: 0)
        #expect(try engine.allElements().count == 42)
        #expect(engine.lastPrepare?.request == .append)
        #expect(try engine.layoutAttributesForItem(at: ip(0, 41))?.frame == Rect(x: 0, y: 410, width: 10, height: 10))
    }
}
