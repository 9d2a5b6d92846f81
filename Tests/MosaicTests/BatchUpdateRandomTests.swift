import Mosaic
import MosaicTestSupport
import Testing

/// A random batch that keeps every rule, for the counts given.
private func randomBatch(_ counts: [Int], _ random: inout SplitMix64) -> BatchUpdate {
    var update = BatchUpdate()
    for section in counts.indices {
        if random.chance(0.12) { update.deleteSections.append(section) }
        else if random.chance(0.12) { update.reloadSections.append(section) }
    }
    let sectionsAfter = counts.count - update.deleteSections.count + random.nextInt(in: 0..<3)
    var places = Array(0..<sectionsAfter)
    places.shuffle(using: &random)
    update.insertSections = Array(places.prefix(sectionsAfter - (counts.count - update.deleteSections.count)))

    // Which new section continues which old one.
    let inserted = Set(update.insertSections)
    var oldOf: [Int?] = Array(repeating: nil, count: sectionsAfter)
    var survivors = counts.indices.filter { !update.deleteSections.contains($0) }.makeIterator()
    for new in 0..<sectionsAfter where !inserted.contains(new) { oldOf[new] = survivors.next()! }
    let kept = (0..<sectionsAfter).filter { oldOf[$0].map { !update.reloadSections.contains($0) } ?? false }
    var newOf: [Int: Int] = [:]
    for new in kept { newOf[oldOf[new]!] = new }

    var arriving: [Int: [ItemPath?]] = [:]  // per new section: move sources, nil for inserts
    for (old, new) in newOf.sorted(by: { $0.key < $1.key }) {
        for item in 0..<counts[old] {
            let indexPath = ItemPath(old, item)
            switch random.nextInt(in: 0..<10) {
            case 0, 1: update.deleteItems.append(indexPath)
            case 2: update.reloadItems.append(indexPath)
            case 3, 4: arriving[random.pick(kept), default: []].append(indexPath)
            default: break
            }
        }
        arriving[new, default: []] += Array(repeating: nil, count: random.nextInt(in: 0..<3))
    }
    var itemsAfter = Array(repeating: 0, count: sectionsAfter)
    for new in 0..<sectionsAfter {
        guard let old = oldOf[new], newOf[old] != nil else {
            itemsAfter[new] = random.nextInt(in: 0..<4)
            continue
        }
        let leaving = update.deleteItems.filter { $0.section == old }.count
            + arriving.values.joined().compactMap { $0 }.filter { $0.section == old }.count
        let incoming = arriving[new] ?? []
        itemsAfter[new] = counts[old] - leaving + incoming.count
        var slots = Array(0..<itemsAfter[new])
        slots.shuffle(using: &random)
        for (source, slot) in zip(incoming, slots) {
            if let source {
                update.moveItems.append(ItemMove(from: source, to: ItemPath(new, slot)))
            } else {
                update.insertItems.append(ItemPath(new, slot))
            }
        }
    }
    update.deleteItems.shuffle(using: &random)
    update.insertItems.shuffle(using: &random)
    update.moveItems.shuffle(using: &random)
    // Without itemsAfter, inserted sections are empty and reloaded ones keep their count.
    if random.chance(0.7) {
        update.itemsAfter = itemsAfter
    } else {
        for new in 0..<sectionsAfter where oldOf[new] == nil || update.reloadSections.contains(oldOf[new]!) {
            itemsAfter[new] = oldOf[new].map { counts[$0] } ?? 0
        }
    }
    return update
}

@Suite("Batch updates: random batches against a naive model")
struct BatchUpdateRandomTests {
    @Test("the data, the plan and the layout match the naive model", arguments: testSeeds)
    func matchesNaiveModel(seed: UInt64) throws {
        var random = SplitMix64(seed: seed)
        for round in 0..<150 {
            let counts = (0..<random.nextInt(in: 1..<5)).map { _ in random.nextInt(in: 0..<8) }
            let model = modelItems(counts)
            let update = randomBatch(counts, &random)
            let label = "seed \(seed) round \(round): \(counts) \(update)"
            // Waterfall lays out each item by its height; flow adds headers and footers.
            let (name, parameters) = round % 2 == 0
                ? ("waterfall", ["columns": "3"]) : ("flow", ["headerHeight": "20", "footerHeight": "10", "itemHeight": "40"])
            let engine = try makeEngine(name, parameters, dataSource: dataSource(model), environment: environment(390, 300))
            let twin = try makeEngine(name, parameters, dataSource: dataSource(model), environment: environment(390, 300))
            let before = try engine.allElements()
            let plan: UpdatePlan
            do {
                plan = try engine.performBatchUpdates(update) { ItemMetrics(height: Double(newNumber($0))) }
            } catch {
                Issue.record("\(label): refused: \(error)")
                continue
            }
            let expected = naive(model, update)
            #expect(engine.dataSource == dataSource(expected), "\(label)")
            #expect(plan.mapping.itemCountsAfter == expected.map(\.count), "\(label)")

            var cells = plan.cells.makeIterator()
            for (section, items) in expected.enumerated() {
                for (item, modelItem) in items.enumerated() {
                    let indexPath = ItemPath(section, item)
                    guard let entry = cells.next(), entry.to == indexPath else {
                        Issue.record("\(label): no entry for \(indexPath) in its place")
                        return
                    }
                    #expect(entry.from == modelItem.origin, "\(label): \(indexPath)")
                    #expect(plan.mapping.oldIndexPath(forItemAt: indexPath) == modelItem.origin, "\(label)")
                    let change: UpdatePlan.Change = switch modelItem.origin {
                    case nil: .inserted
                    case let origin? where update.moveItems.contains { $0.from == origin }: .moved
                    case let origin? where update.reloadItems.contains(origin): .reloaded
                    default: .unchanged
                    }
                    #expect(entry.change == change, "\(label): \(indexPath)")
                    #expect(entry.before == before.first { $0.indexPath == modelItem.origin }, "\(label): \(indexPath)")
                }
            }
            let staying = Set(expected.joined().compactMap(\.origin))
            let gone = model.joined().compactMap(\.origin).filter { !staying.contains($0) }
            let deleted = Array(cells)
            #expect(deleted.allSatisfy { $0.change == .deleted && $0.to == nil }, "\(label)")
            #expect(deleted.map(\.from) == gone, "\(label)")
            #expect(gone.allSatisfy { plan.mapping.newIndexPath(forItemAt: $0) == nil }, "\(label)")

            let fresh = try makeEngine(name, parameters, dataSource: engine.dataSource, environment: environment(390, 300))
            #expect(plan.elements.compactMap(\.after) == (try fresh.allElements()), "\(label)")

            // Views follow their sections, or come and go with them.
            for entry in plan.elements where entry.category != .cell {
                let kept = { (old: Int) in plan.mapping.isReloaded(section: old) ? nil : plan.mapping.newSection(forSection: old) }
                switch entry.change {
                case .unchanged: #expect(kept(entry.from!.section) == entry.to!.section, "\(label): \(entry)")
                case .inserted: #expect(plan.mapping.oldSection(forSection: entry.to!.section).flatMap(kept) == nil, "\(label): \(entry)")
                case .deleted: #expect(kept(entry.from!.section) == nil, "\(label): \(entry)")
                default: Issue.record("\(label): a view \(entry.change): \(entry)")
                }
            }

            // A plan for a rect lists what the whole plan lists that meets it, before or after.
            let rect = Rect(x: 0, y: random.nextDouble(in: -100...600), width: 390, height: random.nextDouble(in: 0...400))
            let clipped = try twin.performBatchUpdates(update, in: rect) { ItemMetrics(height: Double(newNumber($0))) }
            let meeting = plan.elements.filter { entry in
                [entry.before, entry.after].contains { $0?.visualFrame.intersects(rect) == true }
            }
            #expect(clipped.elements == meeting, "\(label): rect \(rect)")
            #expect(twin.dataSource == engine.dataSource, "\(label)")
        }
    }
}
