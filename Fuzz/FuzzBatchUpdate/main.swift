// Fuzzes the batch-update checker and the update itself: a batch against
// random item counts (up to 4 sections of up to 7 items), then, when the
// checker accepts it, its mapping and the updated data compared with a naive
// model, and the update applied to a layout engine.
//
// The first byte's low bit picks the recipe: an arbitrary batch (indexes in
// and out of range, duplicates; the checker decides) or one built to keep
// every rule (the checker must accept it). Its second bit picks the layout
// (waterfall by item height, or flow with headers and footers).
import FuzzSupport
import Mosaic
import MosaicTestSupport

func makeEngine(_ dataSource: DataSource, flow: Bool) throws -> LayoutEngine {
    let descriptor = try BuiltinLayouts.named(flow ? "flow" : "waterfall")
    var parameters = descriptor.defaultParameters
    let values = flow ? ["headerHeight": "20", "footerHeight": "10", "itemHeight": "40"] : ["columns": "3"]
    for (name, value) in values.sorted(by: { $0.key < $1.key }) { try parameters.set(name, parsing: value) }
    let environment = LayoutEnvironment(viewport: Size(width: 390, height: 300))
    return try LayoutEngine(layout: descriptor.makeLayout(parameters: parameters), dataSource: dataSource, environment: environment)
}

/// Checks an accepted batch's mapping: every item after comes from where the
/// model says, and every item before that survives is mapped exactly once.
func checkMapping(_ mapping: UpdateMapping, before: [[ModelItem]], after: [[ModelItem]], _ label: String) {
    fuzzCheck(mapping.itemCountsAfter == after.map(\.count), "\(label): counts after \(mapping.itemCountsAfter), model \(after.map(\.count))")
    var mapped = 0
    for (section, items) in after.enumerated() {
        for (item, modelItem) in items.enumerated() {
            let indexPath = ItemPath(section, item)
            let origin = mapping.oldIndexPath(forItemAt: indexPath)
            fuzzCheck(origin == modelItem.origin, "\(label): \(indexPath) comes from \(String(describing: origin)), model \(String(describing: modelItem.origin))")
            if let origin {
                mapped += 1
                let destination = mapping.newIndexPath(forItemAt: origin)
                fuzzCheck(destination == indexPath, "\(label): \(origin) goes to \(String(describing: destination)), not \(indexPath)")
            }
        }
    }
    var survivors = 0
    for (section, items) in before.enumerated() {
        for item in items.indices where mapping.newIndexPath(forItemAt: ItemPath(section, item)) != nil { survivors += 1 }
    }
    fuzzCheck(survivors == mapped, "\(label): \(survivors) items before have a place after, \(mapped) items after have an origin")
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var input = FuzzBytes(Array(UnsafeBufferPointer(start: data, count: size)))
    let mode = input.byte()
    let wellFormed = mode & 1 == 1, flow = mode & 2 == 2
    let counts = (0..<input.int(in: 0...4)).map { _ in input.int(in: 0...7) }
    let update = wellFormed ? wellFormedBatch(counts, &input) : arbitraryBatch(counts, &input)
    let label = "\(counts) \(update)"

    let mapping: UpdateMapping
    do {
        mapping = try update.mapping(itemCounts: counts)
    } catch {
        checkErrorLine(error.description, from: "batch checker")
        fuzzCheck(!wellFormed, "\(label): a well-formed batch refused: \(error)")
        return 0
    }
    let before = modelItems(counts)
    let after = naive(before, update)
    checkMapping(mapping, before: before, after: after, label)

    // The same batch applied to a layout engine gives the model's data, and
    // its plan lists every cell after in order, with where it came from.
    do {
        let engine = try makeEngine(dataSource(before), flow: flow)
        try engine.prepare()
        let plan = try engine.performBatchUpdates(update) { ItemMetrics(height: Double(newNumber($0))) }
        fuzzCheck(engine.dataSource == dataSource(after), "\(label): the engine's data differs from the model's")
        let cellsAfter = plan.cells.filter { $0.to != nil }
        let expected = after.enumerated().flatMap { section, items in
            items.enumerated().map { (ItemPath(section, $0.offset), $0.element.origin) }
        }
        fuzzCheck(cellsAfter.map(\.to) == expected.map(\.0), "\(label): the plan's cells after are not every item in order")
        fuzzCheck(cellsAfter.map(\.from) == expected.map(\.1), "\(label): the plan's cells come from elsewhere than the model's")
        let fresh = try makeEngine(engine.dataSource, flow: flow)
        fuzzCheck(plan.elements.compactMap(\.after) == (try fresh.allElements()), "\(label): the plan's layout after differs from a fresh one")
    } catch {
        fuzzCheck(false, "\(label): an accepted batch failed in the engine: \(error)")
    }
    return 0
}

runFuzzer(fuzz)
