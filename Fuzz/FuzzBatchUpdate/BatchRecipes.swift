import FuzzSupport
import Mosaic

/// A batch of anything: index paths, sections and counts a little outside
/// the data as often as inside it, duplicates and all. The checker decides.
func arbitraryBatch(_ counts: [Int], _ input: inout FuzzBytes) -> BatchUpdate {
    func section() -> Int { input.int(in: -1...(counts.count + 1)) }
    func indexPath() -> ItemPath { ItemPath(input.int(in: -1...(counts.count + 1)), input.int(in: -1...9)) }
    func list<T>(_ make: () -> T) -> [T] { (0..<input.int(in: 0...3)).map { _ in make() } }
    var update = BatchUpdate()
    update.deleteItems = list(indexPath)
    update.insertItems = list(indexPath)
    update.reloadItems = list(indexPath)
    update.moveItems = list { ItemMove(from: indexPath(), to: indexPath()) }
    update.deleteSections = list(section)
    update.insertSections = list(section)
    update.reloadSections = list(section)
    if input.chance(oneIn: 2) {
        update.itemsAfter = (0..<input.int(in: 0...(counts.count + 2))).map { _ in input.int(in: -1...10) }
    }
    return update
}

/// A batch that keeps every rule for `counts`, built from the input's
/// decisions: the checker must accept it.
func wellFormedBatch(_ counts: [Int], _ input: inout FuzzBytes) -> BatchUpdate {
    var update = BatchUpdate()
    for section in counts.indices {
        switch input.int(in: 0...7) {
        case 0: update.deleteSections.append(section)
        case 1: update.reloadSections.append(section)
        default: break
        }
    }
    let surviving = counts.count - update.deleteSections.count
    let sectionsAfter = surviving + input.int(in: 0...2)
    var places = Array(0..<sectionsAfter)
    for _ in 0..<(sectionsAfter - surviving) {
        update.insertSections.append(places.remove(at: input.int(in: 0...(places.count - 1))))
    }

    // Which new section continues which old one, and which keep their items.
    let inserted = Set(update.insertSections)
    var oldOf: [Int?] = Array(repeating: nil, count: sectionsAfter)
    var survivors = counts.indices.filter { !update.deleteSections.contains($0) }.makeIterator()
    for new in 0..<sectionsAfter where !inserted.contains(new) { oldOf[new] = survivors.next()! }
    let kept = (0..<sectionsAfter).filter { oldOf[$0].map { !update.reloadSections.contains($0) } ?? false }
    var newOf: [Int: Int] = [:]
    for new in kept { newOf[oldOf[new]!] = new }

    var arriving: [Int: [ItemPath?]] = [:]  // per new section: move sources, nil for inserts
    var leaving: [Int: Int] = [:]  // per old section: items deleted or moved away
    for (old, new) in newOf.sorted(by: { $0.key < $1.key }) {
        for item in 0..<counts[old] {
            let indexPath = ItemPath(old, item)
            switch input.int(in: 0...9) {
            case 0, 1:
                update.deleteItems.append(indexPath)
                leaving[old, default: 0] += 1
            case 2: update.reloadItems.append(indexPath)
            case 3, 4:
                arriving[kept[input.int(in: 0...(kept.count - 1))], default: []].append(indexPath)
                leaving[old, default: 0] += 1
            default: break
            }
        }
        arriving[new, default: []] += Array(repeating: nil, count: input.int(in: 0...2))
    }
    var itemsAfter = Array(repeating: 0, count: sectionsAfter)
    for new in 0..<sectionsAfter {
        guard let old = oldOf[new], newOf[old] != nil else {
            itemsAfter[new] = input.int(in: 0...3)
            continue
        }
        let incoming = arriving[new] ?? []
        itemsAfter[new] = counts[old] - leaving[old, default: 0] + incoming.count
        var slots = Array(0..<itemsAfter[new])
        for source in incoming {
            let slot = slots.remove(at: input.int(in: 0...(slots.count - 1)))
            if let source {
                update.moveItems.append(ItemMove(from: source, to: ItemPath(new, slot)))
            } else {
                update.insertItems.append(ItemPath(new, slot))
            }
        }
    }
    // Any order will do.
    update.deleteItems.reverse()
    update.moveItems.reverse()
    // Without itemsAfter, inserted sections are empty and reloaded ones keep
    // their count: what the model assumes then.
    if !input.chance(oneIn: 4) { update.itemsAfter = itemsAfter }
    return update
}
