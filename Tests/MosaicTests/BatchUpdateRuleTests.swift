import Mosaic
import Testing

/// One batch that breaks a rule, and the exact line that explains it.
struct BrokenBatch: Sendable, CustomTestStringConvertible {
    var counts: [Int]
    var update: BatchUpdate
    var rule: BatchUpdateError.Rule
    var message: String
    var indexPaths: [ItemPath] = []

    var testDescription: String { message }
}

/// Every rule `UICollectionView` enforces on a batch, with the message that
/// replaces its crash.
@Suite("Batch updates: rules")
struct BatchUpdateRuleTests {
    static let three = [5, 3, 4]

    static let cases: [BrokenBatch] = [
        // The seed's mistake: inserts named by the count before the deletes.
        BrokenBatch(
            counts: [30],
            update: BatchUpdate(deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 30), ip(0, 31), ip(0, 32)], itemsAfter: [31]),
            rule: .itemOutOfRange,
            message: "invalid update: insertItems [0, 31], [0, 32]: section 0 has only 31 items after the update (items 0…30); inserts and move destinations name index paths after the update",
            indexPaths: [ip(0, 31), ip(0, 32)]),
        BrokenBatch(
            counts: [30],
            update: BatchUpdate(deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 30), ip(0, 31), ip(0, 32)]),
            rule: .itemOutOfRange,
            message: "invalid update: insertItems [0, 31], [0, 32]: section 0 has only 31 items after the update (items 0…30); inserts and move destinations name index paths after the update",
            indexPaths: [ip(0, 31), ip(0, 32)]),
        BrokenBatch(
            counts: [6], update: BatchUpdate(insertItems: [ip(0, 7)]), rule: .itemOutOfRange,
            message: "invalid update: insertItems [0, 7]: section 0 has only 7 items after the update (items 0…6); inserts and move destinations name index paths after the update",
            indexPaths: [ip(0, 7)]),
        BrokenBatch(
            counts: [0], update: BatchUpdate(deleteItems: [ip(0, 0)]), rule: .itemOutOfRange,
            message: "invalid update: deleteItems [0, 0]: section 0 has no items before the update; deletes, reloads and move sources name index paths before the update",
            indexPaths: [ip(0, 0)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteItems: [ip(0, 5), ip(1, 0), ip(0, 6)]), rule: .itemOutOfRange,
            message: "invalid update: deleteItems [0, 5], [0, 6]: section 0 has only 5 items before the update (items 0…4); deletes, reloads and move sources name index paths before the update",
            indexPaths: [ip(0, 5), ip(0, 6)]),
        BrokenBatch(
            counts: [1], update: BatchUpdate(reloadItems: [ip(0, 1)]), rule: .itemOutOfRange,
            message: "invalid update: reloadItems [0, 1]: section 0 has only 1 item before the update (item 0); deletes, reloads and move sources name index paths before the update",
            indexPaths: [ip(0, 1)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(moveItems: [ItemMove(from: ip(1, 3), to: ip(0, 0))]), rule: .itemOutOfRange,
            message: "invalid update: moveItems [1, 3] → [0, 0]: section 1 has only 3 items before the update (items 0…2); deletes, reloads and move sources name index paths before the update",
            indexPaths: [ip(1, 3)]),
        BrokenBatch(
            counts: [5], update: BatchUpdate(moveItems: [ItemMove(from: ip(0, 0), to: ip(0, 5))]), rule: .itemOutOfRange,
            message: "invalid update: moveItems [0, 0] → [0, 5]: section 0 has only 5 items after the update (items 0…4); inserts and move destinations name index paths after the update",
            indexPaths: [ip(0, 5)]),

        // Counts.
        BrokenBatch(
            counts: [30],
            update: BatchUpdate(deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 28), ip(0, 29), ip(0, 30)], itemsAfter: [33]),
            rule: .itemCount,
            message: "invalid update: invalid number of items in section 0: 30 before the update and 33 after it (itemsAfter), but 30 − 2 deleted + 3 inserted + 0 moved in − 0 moved out = 31; the count after an update must be the count before, minus deletes, plus inserts, plus moves in, minus moves out"),
        BrokenBatch(
            counts: three, update: BatchUpdate(moveItems: [ItemMove(from: ip(0, 0), to: ip(1, 0))], itemsAfter: three), rule: .itemCount,
            message: "invalid update: invalid number of items in section 0: 5 before the update and 5 after it (itemsAfter), but 5 − 0 deleted + 0 inserted + 0 moved in − 1 moved out = 4; the count after an update must be the count before, minus deletes, plus inserts, plus moves in, minus moves out"),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteItems: [ip(2, 0)], deleteSections: [0], itemsAfter: [3, 4]), rule: .itemCount,
            message: "invalid update: invalid number of items in section 1 (section 2 before the update): 4 before the update and 4 after it (itemsAfter), but 4 − 1 deleted + 0 inserted + 0 moved in − 0 moved out = 3; the count after an update must be the count before, minus deletes, plus inserts, plus moves in, minus moves out"),
        BrokenBatch(
            counts: three, update: BatchUpdate(itemsAfter: [5, -1, 4]), rule: .negativeCount,
            message: "invalid update: itemsAfter[1] is -1; a section holds 0 items or more"),
        BrokenBatch(
            counts: three, update: BatchUpdate(itemsAfter: [5, 3]), rule: .sectionCount,
            message: "invalid update: itemsAfter lists 2 sections, but the update leaves 3 (3 before − 0 deleted + 0 inserted)"),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteSections: [1], itemsAfter: [5, 3, 4]), rule: .sectionCount,
            message: "invalid update: itemsAfter lists 3 sections, but the update leaves 2 (3 before − 1 deleted + 0 inserted)"),

        // Sections.
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteSections: [1, 1]), rule: .duplicateSection,
            message: "invalid update: deleteSections names section 1 twice"),
        BrokenBatch(
            counts: three, update: BatchUpdate(insertSections: [0, 0]), rule: .duplicateSection,
            message: "invalid update: insertSections names section 0 twice"),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteSections: [3, 1, 5]), rule: .sectionOutOfRange,
            message: "invalid update: deleteSections [3, 5]: there are only 3 sections before the update (sections 0…2); deletes and reloads name sections before the update"),
        BrokenBatch(
            counts: [], update: BatchUpdate(reloadSections: [0]), rule: .sectionOutOfRange,
            message: "invalid update: reloadSections [0]: there are no sections before the update; deletes and reloads name sections before the update"),
        BrokenBatch(
            counts: three, update: BatchUpdate(insertSections: [4]), rule: .sectionOutOfRange,
            message: "invalid update: insertSections [4]: there are only 4 sections after the update (sections 0…3), 3 before − 0 deleted + 1 inserted; inserts name sections after the update"),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteSections: [1], reloadSections: [1]), rule: .sectionDeletedAndReloaded,
            message: "invalid update: section 1 is both deleted and reloaded; a section is deleted or reloaded, not both"),

        // Items in sections the batch changes.
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteItems: [ip(1, 0)], deleteSections: [1]), rule: .itemInChangedSection,
            message: "invalid update: deleteItems [1, 0]: section 1 is deleted in the same batch, and its items with it; change a section or its items, not both",
            indexPaths: [ip(1, 0)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(moveItems: [ItemMove(from: ip(1, 0), to: ip(0, 0))], deleteSections: [1]), rule: .itemInChangedSection,
            message: "invalid update: moveItems [1, 0] → [0, 0]: section 1 is deleted in the same batch, and its items with it; change a section or its items, not both",
            indexPaths: [ip(1, 0)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(reloadItems: [ip(2, 1)], reloadSections: [2]), rule: .itemInChangedSection,
            message: "invalid update: reloadItems [2, 1]: section 2 is reloaded in the same batch, which replaces all its items; change a section or its items, not both",
            indexPaths: [ip(2, 1)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(insertItems: [ip(1, 0)], insertSections: [1]), rule: .itemInChangedSection,
            message: "invalid update: insertItems [1, 0]: section 1 is inserted in the same batch, and its items with it (itemsAfter gives their number); change a section or its items, not both",
            indexPaths: [ip(1, 0)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(moveItems: [ItemMove(from: ip(0, 0), to: ip(1, 0))], deleteSections: [0], reloadSections: [2]),
            rule: .itemInChangedSection,
            message: "invalid update: moveItems [0, 0] → [1, 0]: section 0 is deleted in the same batch, and its items with it; change a section or its items, not both",
            indexPaths: [ip(0, 0)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(moveItems: [ItemMove(from: ip(1, 0), to: ip(1, 1))], deleteSections: [0], reloadSections: [2]),
            rule: .itemInChangedSection,
            message: "invalid update: moveItems [1, 0] → [1, 1]: section 1 (section 2 before the update) is reloaded in the same batch, which replaces all its items; change a section or its items, not both",
            indexPaths: [ip(1, 1)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteItems: [ip(3, 0)]), rule: .sectionOutOfRange,
            message: "invalid update: deleteItems [3, 0]: there are only 3 sections before the update (sections 0…2); deletes, reloads and move sources name index paths before the update",
            indexPaths: [ip(3, 0)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(insertItems: [ip(2, 0)], deleteSections: [0]), rule: .sectionOutOfRange,
            message: "invalid update: insertItems [2, 0]: there are only 2 sections after the update (sections 0…1); inserts and move destinations name index paths after the update",
            indexPaths: [ip(2, 0)]),

        // Duplicates and conflicts.
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteItems: [ip(0, 1), ip(0, 2), ip(0, 1)]), rule: .duplicateItem,
            message: "invalid update: deleteItems names [0, 1] twice", indexPaths: [ip(0, 1)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(insertItems: [ip(0, 1), ip(0, 1)], itemsAfter: [7, 3, 4]), rule: .duplicateItem,
            message: "invalid update: insertItems names [0, 1] twice", indexPaths: [ip(0, 1)]),
        BrokenBatch(
            counts: three,
            update: BatchUpdate(moveItems: [ItemMove(from: ip(0, 1), to: ip(0, 2)), ItemMove(from: ip(0, 1), to: ip(0, 3))]),
            rule: .duplicateItem, message: "invalid update: moveItems moves [0, 1] twice", indexPaths: [ip(0, 1)]),
        BrokenBatch(
            counts: three,
            update: BatchUpdate(moveItems: [ItemMove(from: ip(0, 1), to: ip(0, 2)), ItemMove(from: ip(0, 3), to: ip(0, 2))]),
            rule: .duplicateItem, message: "invalid update: moveItems moves two items to [0, 2]", indexPaths: [ip(0, 2)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteItems: [ip(0, 1)], moveItems: [ItemMove(from: ip(0, 1), to: ip(0, 3))]),
            rule: .conflictingChanges,
            message: "invalid update: [0, 1] is both deleted and moved; an item is deleted, reloaded or moved, only one of these",
            indexPaths: [ip(0, 1)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(deleteItems: [ip(2, 3)], reloadItems: [ip(2, 3)]),
            rule: .conflictingChanges,
            message: "invalid update: [2, 3] is both deleted and reloaded; an item is deleted, reloaded or moved, only one of these",
            indexPaths: [ip(2, 3)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(reloadItems: [ip(1, 2)], moveItems: [ItemMove(from: ip(1, 2), to: ip(1, 0))]),
            rule: .conflictingChanges,
            message: "invalid update: [1, 2] is both reloaded and moved; an item is deleted, reloaded or moved, only one of these",
            indexPaths: [ip(1, 2)]),
        BrokenBatch(
            counts: three, update: BatchUpdate(insertItems: [ip(0, 2)], moveItems: [ItemMove(from: ip(0, 0), to: ip(0, 2))]),
            rule: .conflictingChanges,
            message: "invalid update: [0, 2] is both inserted and the destination of a move; an index path after the update is inserted or moved to, not both",
            indexPaths: [ip(0, 2)]),
    ]

    @Test("a broken batch is refused with one line naming the rule", arguments: cases)
    func refused(_ broken: BrokenBatch) {
        #expect(throws: BatchUpdateError.self) { try broken.update.mapping(itemCounts: broken.counts) }
        do {
            _ = try broken.update.mapping(itemCounts: broken.counts)
        } catch {
            #expect(error.description == broken.message)
            #expect(error.rule == broken.rule)
            #expect(!error.description.contains("\n"))
            if !broken.indexPaths.isEmpty { #expect(error.indexPaths == broken.indexPaths) }
        }
    }

    @Test("every rule has a case")
    func everyRuleCovered() {
        let covered = Set(Self.cases.map(\.rule))
        #expect(covered == Set(BatchUpdateError.Rule.allCases))
    }

    @Test("the corrected seed batch passes, and itemsAfter may be left out")
    func correctedSeed() throws {
        for itemsAfter in [[31], nil] as [[Int]?] {
            let update = BatchUpdate(deleteItems: [ip(0, 0), ip(0, 1)], insertItems: [ip(0, 28), ip(0, 29), ip(0, 30)], itemsAfter: itemsAfter)
            let mapping = try update.mapping(itemCounts: [30])
            #expect(mapping.itemCountsAfter == [31])
            #expect(mapping.newIndexPath(forItemAt: ip(0, 0)) == nil)
            #expect(mapping.newIndexPath(forItemAt: ip(0, 2)) == ip(0, 0))
            #expect(mapping.newIndexPath(forItemAt: ip(0, 29)) == ip(0, 27))
            #expect(mapping.oldIndexPath(forItemAt: ip(0, 28)) == nil)
            #expect(!mapping.isAppendOnly)
        }
    }
}
