package import Mosaic

// The naive model of a batch update, shared by the randomised tests
// (Tests/MosaicTests/BatchUpdateRandomTests.swift) and the batch fuzzer
// (Fuzz/FuzzBatchUpdate): what a batch does to nested arrays, written the
// obvious way, to hold the engine's mapping, data and plan against.

/// An item of the naive model: the number that is its height, and where it
/// was before the update (`nil` for an item that appears).
package struct ModelItem: Equatable {
    package var number: Int
    package var origin: ItemPath?

    package init(number: Int, origin: ItemPath?) {
        self.number = number
        self.origin = origin
    }
}

/// The number an item that appears at `indexPath` gets, in the engine and in
/// the model alike.
package func newNumber(_ indexPath: ItemPath) -> Int { 10_000 + 100 * indexPath.section + indexPath.item }

/// The items before an update: numbered in order, each knowing its place.
package func modelItems(_ counts: [Int]) -> [[ModelItem]] {
    var next = 0
    return counts.enumerated().map { section, count in
        (0..<count).map { item in
            defer { next += 1 }
            return ModelItem(number: next, origin: ItemPath(section, item))
        }
    }
}

/// The data source the model stands for: each item as tall as its number.
package func dataSource(_ model: [[ModelItem]]) -> DataSource {
    DataSource(sections: model.map { $0.map { ItemMetrics(height: Double($0.number)) } })
}

/// Applies a batch the checker accepted to nested arrays the obvious way, as
/// UIKit documents it: take out deleted and moved items and deleted sections
/// (by their places before), put in inserted sections, then inserted and
/// moved items in ascending order of their places after. A reloaded section
/// keeps its numbers up to its new count (`itemsAfter`, else its old count)
/// as new items; an inserted one has `itemsAfter` new items, else none.
package func naive(_ before: [[ModelItem]], _ update: BatchUpdate) -> [[ModelItem]] {
    let leaving = Set(update.deleteItems + update.moveItems.map(\.from))
    var moving: [ItemPath: ModelItem] = [:]
    for move in update.moveItems { moving[move.to] = before[move.from.section][move.from.item] }
    let deletedSections = Set(update.deleteSections)
    var sections: [(old: Int?, items: [ModelItem])] = []
    for (section, items) in before.enumerated() where !deletedSections.contains(section) {
        let staying = items.enumerated().filter { !leaving.contains(ItemPath(section, $0.offset)) }
        sections.append((section, staying.map(\.element)))
    }
    for section in update.insertSections.sorted() {
        sections.insert((nil, []), at: section)
    }
    for new in sections.indices {
        let count = update.itemsAfter?[new]
        guard let old = sections[new].old else {
            sections[new].items = (0..<(count ?? 0)).map { ModelItem(number: newNumber(ItemPath(new, $0)), origin: nil) }
            continue
        }
        if update.reloadSections.contains(old) {
            let items = before[old]
            sections[new].items = (0..<(count ?? items.count)).map {
                ModelItem(number: $0 < items.count ? items[$0].number : newNumber(ItemPath(new, $0)), origin: nil)
            }
            continue
        }
        let inserted = update.insertItems.filter { $0.section == new }.map { ($0, ModelItem(number: newNumber($0), origin: nil)) }
        let moved = moving.filter { $0.key.section == new }.map { ($0.key, $0.value) }
        for (indexPath, item) in (inserted + moved).sorted(by: { $0.0 < $1.0 }) {
            sections[new].items.insert(item, at: indexPath.item)
        }
    }
    return sections.map(\.items)
}
