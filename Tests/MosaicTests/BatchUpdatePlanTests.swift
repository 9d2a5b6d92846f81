import Mosaic
import Testing

/// A flow layout whose appearing items slide in from 100 points above and
/// whose disappearing items shrink, as a layout overriding
/// `initialLayoutAttributesForAppearingItem(at:)` would.
private struct SlidingLayout: CollectionLayout {
    var base = FlowLayout()
    var name: String { "sliding" }
    var parameters: Parameters {
        get { base.parameters }
        set { base.parameters = newValue }
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        try base.prepare(request, context: context, cache: &cache)
    }

    func handles(_ kind: PrepareRequest.Kind) -> Bool { base.handles(kind) }

    func initialAttributes(forAppearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        var initial = attributes
        initial.frame.origin.y -= 100
        initial.alpha = 0.5
        return initial
    }

    func finalAttributes(forDisappearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        var final = attributes
        final.transform = Transform(scaleX: 0.1, scaleY: 0.1)
        return final
    }
}

/// Everything a rejected batch must leave as it was.
private struct EngineState: Equatable {
    var dataSource: DataSource
    var preferredSizes: [ItemPath: Size]
    var environment: LayoutEnvironment
    var pending: InvalidationContext
    var cachedElements: [LayoutAttributes]
    var lastRequest: PrepareRequest.Kind?
    var lastCount: Int?

    init(_ engine: LayoutEngine) {
        dataSource = engine.dataSource
        preferredSizes = engine.preferredSizes
        environment = engine.environment
        pending = engine.pendingInvalidation
        cachedElements = engine.cache.allElements()
        lastRequest = engine.lastPrepare?.request
        lastCount = engine.lastPrepare?.itemCount
    }
}

/// Items whose height is their number: a waterfall lays each out
/// differently, and a data source shows where each item went.
private func numbered(_ counts: [Int]) -> DataSource {
    var next = 0
    return DataSource(sections: counts.map { count in
        (0..<count).map { _ in
            defer { next += 1 }
            return ItemMetrics(height: Double(next))
        }
    })
}

private func heights(_ source: DataSource) -> [[Double?]] {
    (0..<source.numberOfSections).map { section in (0..<source.numberOfItems(inSection: section)).map { source.height(at: ItemPath(section, $0)) } }
}

@Suite("Batch updates: plans")
struct BatchUpdatePlanTests {
    static let seedMistake = BatchUpdate(
        deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 30), ip(0, 31), ip(0, 32)], itemsAfter: [31])
    static let seedCorrected = BatchUpdate(
        deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 28), ip(0, 29), ip(0, 30)], itemsAfter: [31])

    @Test("the seed's mistake is refused with an explanation, and nothing changes")
    func seedMistake() throws {
        let engine = try makeEngine("flow", dataSource: DataSource(count: 30))
        _ = try engine.allElements()
        let state = EngineState(engine)
        #expect(throws: BatchUpdateError.self) { try engine.performBatchUpdates(Self.seedMistake) }
        do {
            try engine.performBatchUpdates(Self.seedMistake)
        } catch let error as BatchUpdateError {
            #expect(error.rule == .itemOutOfRange)
            #expect(error.indexPaths == [ip(0, 31), ip(0, 32)])
            #expect(error.description.contains("insertItems [0, 31], [0, 32]"))
            #expect(error.description.contains("31 items after the update"))
        }
        #expect(EngineState(engine) == state)
    }

    @Test("the corrected seed batch: 2 deleted, 3 inserted, 28 unchanged, laid out as the new data")
    func seedCorrected() throws {
        let engine = try makeEngine("flow", dataSource: DataSource(count: 30))
        let before = try engine.allElements()
        let plan = try engine.performBatchUpdates(Self.seedCorrected)

        #expect(engine.dataSource == DataSource(count: 31))
        #expect(plan.cells.count == 33)
        #expect(plan.count(of: .deleted) == 2)
        #expect(plan.count(of: .inserted) == 3)
        #expect(plan.count(of: .unchanged) == 28)
        #expect(plan.count(of: .moved) == 0 && plan.count(of: .reloaded) == 0)
        #expect(plan.summary == "3 inserted, 2 deleted, 28 unchanged")
        #expect(plan.mapping.itemCountsBefore == [30] && plan.mapping.itemCountsAfter == [31])

        let fresh = try makeEngine("flow", dataSource: DataSource(count: 31))
        #expect(plan.elements.compactMap(\.after) == (try fresh.allElements()))
        #expect(plan.contentSizeAfter == (try fresh.contentSize()))
        #expect(plan.elements.compactMap(\.before).sorted(by: LayoutAttributes.precedes) == before)

        for entry in plan.elements {
            switch entry.change {
            case .unchanged:
                let to = try #require(entry.to)
                #expect(entry.from == ip(0, to.item + 2))
                #expect(entry.before == before[to.item + 2])
                #expect(entry.initial == nil && entry.final == nil)
            case .inserted:
                let after = try #require(entry.after)
                #expect([28, 29, 30].map { ip(0, $0) }.contains(after.indexPath))
                #expect(entry.from == nil && entry.before == nil)
                var expected = after
                expected.alpha = 0
                #expect(entry.initial == expected)
            case .deleted:
                let old = try #require(entry.before)
                #expect([ip(0, 0), ip(0, 1)].contains(old.indexPath))
                #expect(entry.to == nil && entry.after == nil)
                var expected = old
                expected.alpha = 0
                #expect(entry.final == expected)
            default:
                Issue.record("unexpected \(entry.change) entry \(entry)")
            }
        }
        // Entries after the update come first, in its order; then the deleted.
        #expect(plan.elements.map(\.change).suffix(2) == [.deleted, .deleted])
        #expect(plan.elements.prefix(31).map(\.to) == (0..<31).map { ip(0, $0) })
    }

    @Test("a rejected batch leaves data, cache, preferred sizes, offsets and staleness as they were")
    func rejectedLeavesEngineUnchanged() throws {
        let broken: [BatchUpdate] = [
            Self.seedMistake,
            BatchUpdate(deleteItems: [ip(0, 9), ip(0, 9)]),
            BatchUpdate(moveItems: [ItemMove(from: ip(1, 0), to: ip(0, 0))], deleteSections: [1]),
            BatchUpdate(insertSections: [5]),
            BatchUpdate(insertItems: [ip(0, 0)], itemsAfter: [10, 20]),
        ]
        let engine = try makeEngine("flow", ["headerHeight": "20"], dataSource: DataSource(itemCounts: [10, 20]))
        try engine.setPreferredSize(Size(width: 50, height: 70), forItemAt: ip(0, 3))
        try engine.setSectionOffset(40, forSection: 1)
        _ = try engine.allElements()
        let prepared = EngineState(engine)
        for update in broken {
            #expect(throws: BatchUpdateError.self) { try engine.performBatchUpdates(update) }
            #expect(EngineState(engine) == prepared)
        }

        // Not prepared yet: it is not prepared by a rejected batch either.
        let stale = try makeEngine("flow", dataSource: DataSource(count: 30))
        let staleState = EngineState(stale)
        #expect(throws: BatchUpdateError.self) { try stale.performBatchUpdates(Self.seedMistake) }
        #expect(EngineState(stale) == staleState)
        #expect(stale.lastPrepare == nil)
        #expect(stale.pendingInvalidation == .everything)
    }

    @Test("inserts at the end of the last section take the append path", arguments: ["flow", "waterfall"])
    func appendTakesIncrementalPath(_ name: String) throws {
        let source = numbered([5, 30])
        let engine = try makeEngine(name, dataSource: source)
        _ = try engine.allElements()
        let newItem = { (indexPath: ItemPath) in ItemMetrics(height: 1000 + Double(indexPath.item)) }
        let plan = try engine.performBatchUpdates(.insert(section: 1, item: 30, count: 3), newItem: newItem)
        #expect(engine.lastPrepare?.request == .append)
        #expect(engine.lastPrepare?.itemCount == 3)
        #expect(plan.prepareRequest == .append)
        #expect(plan.mapping.isAppendOnly)
        #expect(plan.count(of: .inserted) == 3 && plan.count(of: .unchanged) == 35)
        // The items have heights, which the flow uses: its section's old last line
        // (items 27–29, from the leading edge) becomes a full, justified one, and moves.
        let lastLine = name == "flow" ? 27..<30 : 0..<0
        #expect(plan.cells.filter { $0.change == .unchanged }.allSatisfy {
            $0.from == $0.to && ($0.before == $0.after || ($0.from?.section == 1 && lastLine.contains($0.from!.item)))
        })

        var expected = source
        expected.append((30..<33).map { newItem(ip(1, $0)) }, toSection: 1)
        #expect(engine.dataSource == expected)
        let fresh = try makeEngine(name, dataSource: expected)
        #expect(plan.elements.compactMap(\.after) == (try fresh.allElements()))

        // Inserts anywhere else, even at the end of another section, lay out everything.
        let other = try makeEngine(name, dataSource: source)
        _ = try other.allElements()
        let full = try other.performBatchUpdates(.insert(section: 0, item: 5))
        #expect(other.lastPrepare?.request == .full)
        #expect(full.prepareRequest == .full && !full.mapping.isAppendOnly)
        let middle = try other.performBatchUpdates(.insert(section: 1, item: 29))
        #expect(middle.prepareRequest == .full)
    }

    @Test("a plan of the visible bounds lists what is on screen before or after")
    func visiblePlan() throws {
        let source = DataSource.generated(count: 2000, heights: 50...400, seed: 7)
        let engine = try makeEngine("waterfall", dataSource: source)
        let bounds = engine.environment.bounds
        let visible = try engine.visibleElements()
        let appended = try engine.performBatchUpdates(.insert(section: 0, item: 2000, count: 3), in: bounds)
        #expect(appended.prepareRequest == .append)
        #expect(appended.elements.map(\.after) == visible)
        #expect(appended.elements.allSatisfy { $0.change == .unchanged && $0.before == $0.after })

        let twin = try makeEngine("waterfall", dataSource: source)
        let plan = try twin.performBatchUpdates(
            BatchUpdate(deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 1998), ip(0, 1999), ip(0, 2000)]), in: bounds)
        #expect(plan.elements.filter { $0.change == .deleted }.map(\.from) == [ip(0, 0), ip(0, 1)])
        #expect(!plan.elements.contains { $0.change == .inserted })  // the inserts are far below
        let onScreenAfter = try twin.visibleElements()
        #expect(plan.elements.compactMap(\.after).filter { $0.visualFrame.intersects(bounds) } == onScreenAfter)
        #expect(plan.elements.allSatisfy { entry in
            [entry.before, entry.after].contains { $0?.visualFrame.intersects(bounds) == true }
        })
        // Items that come on screen are listed with where they were.
        #expect(plan.elements.contains { $0.change == .unchanged && !$0.before!.visualFrame.intersects(bounds) })
    }

    @Test("moves within and across sections carry their items' metrics")
    func movesAcrossSections() throws {
        let engine = try makeEngine("waterfall", dataSource: numbered([4, 3]))
        let before = try engine.allElements()
        let plan = try engine.performBatchUpdates(BatchUpdate(moveItems: [
            ItemMove(from: ip(0, 1), to: ip(1, 0)),
            ItemMove(from: ip(1, 2), to: ip(0, 0)),
        ]))
        #expect(heights(engine.dataSource) == [[6, 0, 2, 3], [1, 4, 5]])
        let moves = plan.cells.filter { $0.change == .moved }.map { [$0.from, $0.to] }
        #expect(moves == [[ip(1, 2), ip(0, 0)], [ip(0, 1), ip(1, 0)]])
        let unchanged = plan.cells.filter { $0.change == .unchanged }.map { [$0.from, $0.to] }
        #expect(unchanged == [
            [ip(0, 0), ip(0, 1)], [ip(0, 2), ip(0, 2)], [ip(0, 3), ip(0, 3)], [ip(1, 0), ip(1, 1)], [ip(1, 1), ip(1, 2)],
        ])
        for entry in plan.cells {
            #expect(entry.before == before.first { $0.indexPath == entry.from })
        }
        let fresh = try makeEngine("waterfall", dataSource: engine.dataSource)
        #expect(plan.elements.compactMap(\.after) == (try fresh.allElements()))

        // A section that keeps its items in place and gains a moved one at its end.
        let gaining = try makeEngine("waterfall", dataSource: numbered([2, 2]))
        try gaining.performBatchUpdates(.move(from: ip(1, 0), to: ip(0, 2)))
        #expect(heights(gaining.dataSource) == [[0, 1, 2], [3]])

        let single = try makeEngine("waterfall", dataSource: numbered([5]))
        try single.performBatchUpdates(.move(from: ip(0, 0), to: ip(0, 4)))
        #expect(heights(single.dataSource) == [[1, 2, 3, 4, 0]])
        try single.performBatchUpdates(.move(from: ip(0, 4), to: ip(0, 0)))
        #expect(heights(single.dataSource) == [[0, 1, 2, 3, 4]])
    }

    @Test("sections deleted, inserted and reloaded, with their headers")
    func sections() throws {
        let engine = try makeEngine("flow", ["headerHeight": "30"], dataSource: numbered([2, 3, 4]))
        let newItem = { (indexPath: ItemPath) in ItemMetrics(height: Double(100 * indexPath.section + indexPath.item + 100)) }
        let plan = try engine.performBatchUpdates(
            BatchUpdate(deleteSections: [1], insertSections: [2], reloadSections: [2], itemsAfter: [2, 5, 1]), newItem: newItem)

        // Section 2 is reloaded: it keeps its place (now 1) and its items' metrics, and gains one.
        #expect(heights(engine.dataSource) == [[0, 1], [5, 6, 7, 8, 204], [300]])
        #expect(plan.mapping.newSection(forSection: 0) == 0)
        #expect(plan.mapping.newSection(forSection: 1) == nil)
        #expect(plan.mapping.newSection(forSection: 2) == 1)
        #expect(plan.mapping.isReloaded(section: 2))
        #expect(plan.mapping.oldSection(forSection: 2) == nil)
        #expect(plan.mapping.oldSection(forSection: 1) == 2)
        #expect(plan.mapping.newIndexPath(forItemAt: ip(2, 0)) == nil)
        #expect(plan.mapping.oldIndexPath(forItemAt: ip(1, 0)) == nil)

        let cells = plan.cells
        #expect(cells.filter { $0.change == .unchanged }.map(\.to) == [ip(0, 0), ip(0, 1)])
        #expect(cells.filter { $0.change == .deleted }.map(\.from) == [ip(1, 0), ip(1, 1), ip(1, 2), ip(2, 0), ip(2, 1), ip(2, 2), ip(2, 3)])
        #expect(cells.filter { $0.change == .inserted }.map(\.to) == [ip(1, 0), ip(1, 1), ip(1, 2), ip(1, 3), ip(1, 4), ip(2, 0)])

        let headers = plan.elements.filter { $0.kind == FlowLayout.headerKind }
        #expect(headers.allSatisfy { $0.category == .supplementary })
        #expect(headers.filter { $0.change == .unchanged }.map { [$0.from, $0.to] } == [[ip(0, 0), ip(0, 0)]])
        #expect(headers.filter { $0.change == .inserted }.map(\.to) == [ip(1, 0), ip(2, 0)])
        #expect(headers.filter { $0.change == .deleted }.map(\.from) == [ip(1, 0), ip(2, 0)])
        let fresh = try makeEngine("flow", ["headerHeight": "30"], dataSource: engine.dataSource)
        #expect(plan.elements.compactMap(\.after) == (try fresh.allElements()))

        // A deleted first section moves the others' headers up, unchanged.
        let shifting = try makeEngine("flow", ["headerHeight": "30"], dataSource: numbered([2, 3, 4]))
        let shifted = try shifting.performBatchUpdates(BatchUpdate(deleteSections: [0]))
        let moved = shifted.elements.filter { $0.kind == FlowLayout.headerKind && $0.change == .unchanged }
        #expect(moved.map { [$0.from, $0.to] } == [[ip(1, 0), ip(0, 0)], [ip(2, 0), ip(1, 0)]])
        #expect(shifted.cells.filter { $0.change == .unchanged }.count == 7)
        #expect(heights(shifting.dataSource) == [[2, 3, 4], [5, 6, 7, 8]])

        // An inserted section is empty unless itemsAfter says otherwise.
        let growing = try makeEngine("flow", dataSource: numbered([2]))
        try growing.performBatchUpdates(BatchUpdate(insertSections: [0]))
        #expect(growing.dataSource.itemCounts == [0, 2])
    }

    @Test("preferred sizes and section offsets follow their items and sections")
    func preferredSizesAndOffsetsFollow() throws {
        let engine = try makeEngine("flow", dataSource: DataSource(itemCounts: [10, 4, 4]))
        let sizes = (0..<6).map { Size(width: 10 + Double($0), height: 20) }
        for item in [1, 3, 5] { try engine.setPreferredSize(sizes[item], forItemAt: ip(0, item)) }
        try engine.setPreferredSize(sizes[0], forItemAt: ip(2, 0))
        try engine.setSectionOffset(40, forSection: 1)
        try engine.setSectionOffset(70, forSection: 2)
        try engine.performBatchUpdates(BatchUpdate(deleteItems: [ip(0, 0)], reloadItems: [ip(0, 3)], deleteSections: [1]))
        #expect(engine.preferredSizes == [ip(0, 0): sizes[1], ip(0, 4): sizes[5], ip(1, 0): sizes[0]])
        #expect(engine.environment.sectionOffsets == [1: 70])

        try engine.performBatchUpdates(BatchUpdate(reloadSections: [1]))
        #expect(engine.preferredSizes == [ip(0, 0): sizes[1], ip(0, 4): sizes[5]])
        #expect(engine.environment.sectionOffsets == [:])
    }

    @Test("the layout's own initial and final attributes are used")
    func layoutAnimations() throws {
        let engine = try LayoutEngine(layout: SlidingLayout(), dataSource: DataSource(count: 6))
        let plan = try engine.performBatchUpdates(BatchUpdate(deleteItems: [ip(0, 0)], insertItems: [ip(0, 2)], reloadItems: [ip(0, 4)]))
        let inserted = try #require(plan.elements.first { $0.change == .inserted })
        let after = try #require(inserted.after)
        #expect(inserted.initial?.frame.minY == after.frame.minY - 100)
        #expect(inserted.initial?.alpha == 0.5)
        let deleted = try #require(plan.elements.first { $0.change == .deleted })
        #expect(deleted.final?.transform == Transform(scaleX: 0.1, scaleY: 0.1))
        let reloaded = try #require(plan.elements.first { $0.change == .reloaded })
        #expect(reloaded.from == ip(0, 4) && reloaded.to == ip(0, 4))
        #expect(reloaded.initial?.alpha == 0.5)
        #expect(reloaded.final?.transform == Transform(scaleX: 0.1, scaleY: 0.1))
    }

    @Test("a layout that fails on the new data leaves the old data in place")
    func layoutFailureRollsBack() throws {
        let engine = try LayoutEngine(layout: FaultyLayout(), dataSource: DataSource(count: 5))
        try engine.setPreferredSize(Size(width: 5, height: 5), forItemAt: ip(0, 2))
        let elements = try engine.allElements()
        let source = engine.dataSource
        #expect(throws: LayoutError.layoutFailed(name: "faulty", underlying: FaultyLayout.Failure(indexPath: ip(0, 5)))) {
            try engine.performBatchUpdates(.insert(section: 0, item: 5)) { _ in ItemMetrics(values: ["fault": .string("throw")]) }
        }
        #expect(engine.dataSource == source)
        #expect(engine.preferredSizes == [ip(0, 2): Size(width: 5, height: 5)])
        #expect(try engine.allElements() == elements)
    }

    @Test("an empty batch changes nothing and prepares nothing")
    func emptyBatch() throws {
        let engine = try makeEngine("flow", dataSource: DataSource(count: 4))
        let before = try engine.allElements()
        let last = engine.lastPrepare?.duration
        let plan = try engine.performBatchUpdates(BatchUpdate(itemsAfter: [4]))
        #expect(plan.prepareRequest == nil)
        #expect(engine.lastPrepare?.duration == last)
        #expect(plan.elements.allSatisfy { $0.change == .unchanged && $0.from == $0.to && $0.before == $0.after })
        #expect(plan.elements.compactMap(\.after) == before)
    }

    @Test("single-operation batches for the REPL")
    func conveniences() throws {
        #expect(BatchUpdate.insert(section: 0, item: 2, count: 3) == BatchUpdate(insertItems: [ip(0, 2), ip(0, 3), ip(0, 4)]))
        #expect(BatchUpdate.delete(section: 1, item: 0, count: 2) == BatchUpdate(deleteItems: [ip(1, 0), ip(1, 1)]))
        #expect(BatchUpdate.reload(section: 0, item: 1) == BatchUpdate(reloadItems: [ip(0, 1)]))
        #expect(BatchUpdate.move(from: ip(0, 1), to: ip(1, 0)) == BatchUpdate(moveItems: [ItemMove(from: ip(0, 1), to: ip(1, 0))]))
        #expect(BatchUpdate.insert(section: 0, item: 0, count: 0).isEmpty)

        let engine = try makeEngine("waterfall", dataSource: numbered([6]))
        try engine.performBatchUpdates(.delete(section: 0, item: 1, count: 2))
        #expect(heights(engine.dataSource) == [[0, 3, 4, 5]])
        try engine.performBatchUpdates(.insert(section: 0, item: 1, count: 2)) { ItemMetrics(height: 50 + Double($0.item)) }
        #expect(heights(engine.dataSource) == [[0, 51, 52, 3, 4, 5]])
    }

    @Test("the plan as JSON: deterministic, in the documented order, elements as the export writes them")
    func json() throws {
        func plan() throws -> UpdatePlan {
            let engine = try makeEngine("flow", dataSource: DataSource(count: 3), environment: environment(240, 160))
            return try engine.performBatchUpdates(BatchUpdate(deleteItems: [ip(0, 0)], insertItems: [ip(0, 2)]))
        }
        let text = try plan().json()
        #expect(text == (try plan().json()))
        #expect(text.hasPrefix("""
            {
              "layout": "flow",
              "prepare": "full",
              "itemCountsBefore": [3],
              "itemCountsAfter": [3],
              "contentSizeBefore": {"width": 240, "height": 210},
              "contentSizeAfter": {"width": 240, "height": 210},
              "changes": {"inserted": 1, "deleted": 1, "moved": 0, "reloaded": 0, "unchanged": 2},
              "elements": [
                {"change": "unchanged", "category": "cell", "from": [0, 1], "to": [0, 0], "before": {"category": "cell", "section": 0, "item": 1,
            """))
        #expect(text.hasSuffix("\n  ]\n}\n"))
        let lines = text.split(separator: "\n")
        #expect(lines.count == 15)  // 9 members' lines, 4 entries, the closing bracket and brace

        let root = try JSONParser.parse(text)
        guard case .object(let members) = root.content, case .array(let elements)? = root["elements"]?.content else {
            Issue.record("not a plan: \(text)")
            return
        }
        #expect(members.map(\.key) == ["layout", "prepare", "itemCountsBefore", "itemCountsAfter", "contentSizeBefore", "contentSizeAfter", "changes", "elements"])
        func keys(_ value: JSONValue) -> [String] {
            if case .object(let members) = value.content { return members.map(\.key) }
            return []
        }
        #expect(elements.map(keys) == [
            ["change", "category", "from", "to", "before", "after"],
            ["change", "category", "from", "to", "before", "after"],
            ["change", "category", "to", "initial", "after"],
            ["change", "category", "from", "before", "final"],
        ])

        // Each attributes object is exactly the element line of the JSON export.
        let engine = try makeEngine("flow", dataSource: DataSource(count: 3), environment: environment(240, 160))
        let exported = JSONExporter.render(try LayoutSnapshot(engine: engine)).split(separator: "\n")
        let line = try #require(exported.first { $0.contains("\"item\": 0,") }).drop { $0 == " " }
        let element = line.hasSuffix(",") ? line.dropLast() : line
        let deleted = try #require(lines.last { $0.contains("\"change\": \"deleted\"") })
        #expect(deleted.contains("\"before\": \(element), \"final\": "))

        let empty = UpdatePlan(
            layoutName: "x", mapping: try BatchUpdate().mapping(itemCounts: []), contentSizeBefore: .zero, contentSizeAfter: .zero,
            prepareRequest: nil, elements: [])
        #expect(empty.json() == """
            {
              "layout": "x",
              "prepare": "none",
              "itemCountsBefore": [],
              "itemCountsAfter": [],
              "contentSizeBefore": {"width": 0, "height": 0},
              "contentSizeAfter": {"width": 0, "height": 0},
              "changes": {"inserted": 0, "deleted": 0, "moved": 0, "reloaded": 0, "unchanged": 0},
              "elements": []
            }

            """)
    }
}
