/// Checks a ``BatchUpdate`` against the item counts before it, one rule at a
/// time, and throws the first rule broken as a ``BatchUpdateError``.
struct BatchChecker {
    let update: BatchUpdate
    /// The item count of each section before the update.
    let before: [Int]

    /// The sections after the update, and which ones the batch changes.
    struct SectionResolution {
        /// Per section before the update: its index after, `nil` when deleted.
        var newSections: [Int?]
        /// Per section after the update: its index before, `nil` when inserted.
        var oldSections: [Int?]
        /// Deleted and reloaded sections, by their indexes before the update.
        var deleted: Set<Int>
        var reloaded: Set<Int>
        /// The number of sections after the update.
        var count: Int { oldSections.count }
    }

    /// One index path named by a change, and how to show it in a message.
    struct Reference {
        var indexPath: ItemPath
        /// `[0, 3]`, or `[0, 3] → [1, 0]` for a move.
        var text: String
    }

    static let beforeRule = "deletes, reloads and move sources name index paths before the update"
    static let afterRule = "inserts and move destinations name index paths after the update"

    // MARK: - Sections

    func resolveSections() throws(BatchUpdateError) -> SectionResolution {
        if let index = update.itemsAfter?.firstIndex(where: { $0 < 0 }) {
            throw BatchUpdateError(
                rule: .negativeCount, sections: [index],
                description: "invalid update: itemsAfter[\(index)] is \(update.itemsAfter![index]); a section holds 0 items or more")
        }
        for (name, sections) in [("deleteSections", update.deleteSections), ("insertSections", update.insertSections), ("reloadSections", update.reloadSections)] {
            if let twice = Self.firstDuplicate(sections) {
                throw BatchUpdateError(rule: .duplicateSection, sections: [twice], description: "invalid update: \(name) names section \(twice) twice")
            }
        }
        for (name, sections) in [("deleteSections", update.deleteSections), ("reloadSections", update.reloadSections)] {
            let outside = sections.filter { !before.indices.contains($0) }
            if !outside.isEmpty {
                throw BatchUpdateError(
                    rule: .sectionOutOfRange, sections: outside,
                    description: "invalid update: \(name) \(Self.list(outside)): \(Self.sectionsPhrase(before.count, "before")); deletes and reloads name sections before the update")
            }
        }
        let deleted = Set(update.deleteSections), reloaded = Set(update.reloadSections)
        if let both = update.reloadSections.first(where: deleted.contains) {
            throw BatchUpdateError(
                rule: .sectionDeletedAndReloaded, sections: [both],
                description: "invalid update: section \(both) is both deleted and reloaded; a section is deleted or reloaded, not both")
        }
        let count = before.count - deleted.count + update.insertSections.count
        let outside = update.insertSections.filter { !(0..<count).contains($0) }
        if !outside.isEmpty {
            throw BatchUpdateError(
                rule: .sectionOutOfRange, sections: outside,
                description: "invalid update: insertSections \(Self.list(outside)): \(Self.sectionsPhrase(count, "after")), \(before.count) before − \(deleted.count) deleted + \(update.insertSections.count) inserted; inserts name sections after the update")
        }
        if let itemsAfter = update.itemsAfter, itemsAfter.count != count {
            throw BatchUpdateError(
                rule: .sectionCount,
                description: "invalid update: itemsAfter lists \(Self.counted(itemsAfter.count, "section")), but the update leaves \(count) (\(before.count) before − \(deleted.count) deleted + \(update.insertSections.count) inserted)")
        }
        var newSections = [Int?](repeating: nil, count: before.count)
        var oldSections = [Int?](repeating: nil, count: count)
        let inserted = Set(update.insertSections)
        var old = 0
        for new in 0..<count where !inserted.contains(new) {
            while deleted.contains(old) { old += 1 }
            oldSections[new] = old
            newSections[old] = new
            old += 1
        }
        return SectionResolution(newSections: newSections, oldSections: oldSections, deleted: deleted, reloaded: reloaded)
    }

    // MARK: - Index paths before the update

    func checkIndexPathsBefore(_ sections: SectionResolution) throws(BatchUpdateError) {
        let deletes = update.deleteItems.map { Reference(indexPath: $0, text: $0.bracketed) }
        let reloads = update.reloadItems.map { Reference(indexPath: $0, text: $0.bracketed) }
        let sources = update.moveItems.map { Reference(indexPath: $0.from, text: "\($0.from.bracketed) → \($0.to.bracketed)") }
        for (name, references) in [("deleteItems", deletes), ("reloadItems", reloads), ("moveItems", sources)] {
            let outside = references.filter { !before.indices.contains($0.indexPath.section) }
            if !outside.isEmpty {
                throw BatchUpdateError(
                    rule: .sectionOutOfRange, indexPaths: outside.map(\.indexPath),
                    description: "invalid update: \(name) \(Self.list(outside)): \(Self.sectionsPhrase(before.count, "before")); \(Self.beforeRule)")
            }
            if let changed = references.first(where: { sections.deleted.contains($0.indexPath.section) || sections.reloaded.contains($0.indexPath.section) }) {
                let section = changed.indexPath.section
                let what = sections.deleted.contains(section)
                    ? "is deleted in the same batch, and its items with it"
                    : "is reloaded in the same batch, which replaces all its items"
                throw BatchUpdateError(
                    rule: .itemInChangedSection, indexPaths: [changed.indexPath], sections: [section],
                    description: "invalid update: \(name) \(changed.text): section \(section) \(what); change a section or its items, not both")
            }
            try checkItems(references, name: name, counts: before, when: "before", rule: Self.beforeRule)
            if let twice = Self.firstDuplicate(references.map(\.indexPath)) {
                let what = name == "moveItems" ? "moves \(twice.bracketed) twice" : "names \(twice.bracketed) twice"
                throw BatchUpdateError(rule: .duplicateItem, indexPaths: [twice], description: "invalid update: \(name) \(what)")
            }
        }
        for (first, second, a, b) in [
            ("deleted", "reloaded", update.deleteItems, update.reloadItems),
            ("deleted", "moved", update.deleteItems, update.moveItems.map(\.from)),
            ("reloaded", "moved", update.reloadItems, update.moveItems.map(\.from)),
        ] {
            let set = Set(b)
            if let both = a.first(where: set.contains) {
                throw BatchUpdateError(
                    rule: .conflictingChanges, indexPaths: [both],
                    description: "invalid update: \(both.bracketed) is both \(first) and \(second); an item is deleted, reloaded or moved, only one of these")
            }
        }
    }

    // MARK: - Index paths after the update

    func checkSectionsOfIndexPathsAfter(_ sections: SectionResolution) throws(BatchUpdateError) {
        for (name, references) in [("insertItems", insertReferences), ("moveItems", destinationReferences)] {
            let outside = references.filter { !(0..<sections.count).contains($0.indexPath.section) }
            if !outside.isEmpty {
                throw BatchUpdateError(
                    rule: .sectionOutOfRange, indexPaths: outside.map(\.indexPath),
                    description: "invalid update: \(name) \(Self.list(outside)): \(Self.sectionsPhrase(sections.count, "after")); \(Self.afterRule)")
            }
            for reference in references {
                let section = reference.indexPath.section
                let what: String
                if let old = sections.oldSections[section] {
                    guard sections.reloaded.contains(old) else { continue }
                    let before = old == section ? "" : " (section \(old) before the update)"
                    what = "section \(section)\(before) is reloaded in the same batch, which replaces all its items"
                } else {
                    what = "section \(section) is inserted in the same batch, and its items with it (itemsAfter gives their number)"
                }
                throw BatchUpdateError(
                    rule: .itemInChangedSection, indexPaths: [reference.indexPath], sections: [section],
                    description: "invalid update: \(name) \(reference.text): \(what); change a section or its items, not both")
            }
        }
        if let twice = Self.firstDuplicate(update.insertItems) {
            throw BatchUpdateError(rule: .duplicateItem, indexPaths: [twice], description: "invalid update: insertItems names \(twice.bracketed) twice")
        }
        if let twice = Self.firstDuplicate(update.moveItems.map(\.to)) {
            throw BatchUpdateError(rule: .duplicateItem, indexPaths: [twice], description: "invalid update: moveItems moves two items to \(twice.bracketed)")
        }
        let destinations = Set(update.moveItems.map(\.to))
        if let both = update.insertItems.first(where: destinations.contains) {
            throw BatchUpdateError(
                rule: .conflictingChanges, indexPaths: [both],
                description: "invalid update: \(both.bracketed) is both inserted and the destination of a move; an index path after the update is inserted or moved to, not both")
        }
    }

    /// The item count of each section after the update: `itemsAfter` when
    /// given (checked against the batch for the sections it keeps), else
    /// what the batch implies.
    func countsAfter(_ sections: SectionResolution) throws(BatchUpdateError) -> [Int] {
        var deleted = [Int](repeating: 0, count: before.count), movedOut = deleted
        var inserted = [Int](repeating: 0, count: sections.count), movedIn = inserted
        for indexPath in update.deleteItems { deleted[indexPath.section] += 1 }
        for indexPath in update.insertItems { inserted[indexPath.section] += 1 }
        for move in update.moveItems where sections.newSections[move.from.section] != move.to.section {
            movedOut[move.from.section] += 1
            movedIn[move.to.section] += 1
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections.count)
        for new in 0..<sections.count {
            let given = update.itemsAfter?[new]
            guard let old = sections.oldSections[new] else {
                counts.append(given ?? 0)
                continue
            }
            if sections.reloaded.contains(old) {
                counts.append(given ?? before[old])
                continue
            }
            let implied = before[old] - deleted[old] + inserted[new] + movedIn[new] - movedOut[old]
            if let given, given != implied {
                let name = old == new ? "section \(new)" : "section \(new) (section \(old) before the update)"
                throw BatchUpdateError(
                    rule: .itemCount, sections: [new],
                    description: "invalid update: invalid number of items in \(name): \(before[old]) before the update and \(given) after it (itemsAfter), "
                        + "but \(before[old]) − \(deleted[old]) deleted + \(inserted[new]) inserted + \(movedIn[new]) moved in − \(movedOut[old]) moved out = \(implied); "
                        + "the count after an update must be the count before, minus deletes, plus inserts, plus moves in, minus moves out")
            }
            counts.append(implied)
        }
        return counts
    }

    func checkItemsOfIndexPathsAfter(_ counts: [Int]) throws(BatchUpdateError) {
        try checkItems(insertReferences, name: "insertItems", counts: counts, when: "after", rule: Self.afterRule)
        try checkItems(destinationReferences, name: "moveItems", counts: counts, when: "after", rule: Self.afterRule)
    }

    private var insertReferences: [Reference] { update.insertItems.map { Reference(indexPath: $0, text: $0.bracketed) } }

    private var destinationReferences: [Reference] {
        update.moveItems.map { Reference(indexPath: $0.to, text: "\($0.from.bracketed) → \($0.to.bracketed)") }
    }

    /// Throws for the references whose item is outside its section, naming
    /// every such reference in the first section that has one.
    private func checkItems(_ references: [Reference], name: String, counts: [Int], when: String, rule: String) throws(BatchUpdateError) {
        let outside = references.filter { !(0..<counts[$0.indexPath.section]).contains($0.indexPath.item) }
        guard let first = outside.first else { return }
        let section = first.indexPath.section
        let named = outside.filter { $0.indexPath.section == section }
        throw BatchUpdateError(
            rule: .itemOutOfRange, indexPaths: named.map(\.indexPath), sections: [section],
            description: "invalid update: \(name) \(Self.list(named)): \(Self.itemsPhrase(section, counts[section], when)); \(rule)")
    }

    // MARK: - Wording

    static func firstDuplicate<T: Hashable>(_ values: [T]) -> T? {
        var seen = Set<T>()
        return values.first { !seen.insert($0).inserted }
    }

    static func list(_ sections: [Int]) -> String { "[" + sections.map(String.init).joined(separator: ", ") + "]" }

    static func list(_ references: [Reference]) -> String { references.map(\.text).joined(separator: ", ") }

    static func counted(_ count: Int, _ noun: String) -> String { count == 1 ? "1 \(noun)" : "\(count) \(noun)s" }

    /// "there are only 3 sections before the update (sections 0…2)".
    static func sectionsPhrase(_ count: Int, _ when: String) -> String {
        switch count {
        case 0: "there are no sections \(when) the update"
        case 1: "there is only 1 section \(when) the update (section 0)"
        default: "there are only \(count) sections \(when) the update (sections 0…\(count - 1))"
        }
    }

    /// "section 0 has only 31 items after the update (items 0…30)".
    static func itemsPhrase(_ section: Int, _ count: Int, _ when: String) -> String {
        switch count {
        case 0: "section \(section) has no items \(when) the update"
        case 1: "section \(section) has only 1 item \(when) the update (item 0)"
        default: "section \(section) has only \(count) items \(when) the update (items 0…\(count - 1))"
        }
    }
}
