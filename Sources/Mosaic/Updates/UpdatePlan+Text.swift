extension UpdatePlan {
    /// The plan as a table for a person to read (`mosaic update --format
    /// text`): a summary line, the content size before and after, then one
    /// row per element in the plan's order: its change, what it is, its index
    /// path before and after, its attributes before and after, and for
    /// elements that appear or disappear the attributes they animate from or
    /// to. Attributes are the frame, then what differs from UIKit's default:
    /// `scale SX[xSY]`, `rotation R`, `alpha A`, `hidden`.
    ///
    /// An ``Change/unchanged`` element whose index path or attributes the
    /// update changes (it animates from the old to the new ones) reads
    /// `shifted`, here and in the summary; `unchanged` is left for what
    /// stays as it was.
    ///
    /// ```
    /// flow: 1 inserted, 1 deleted, 3 moved, 2 shifted, 23 unchanged; content 390x1200 → 390x1200
    /// change     element  from  to    before            after             animates
    /// inserted   cell     -     0.0   -                 0,0 100x100       from 0,0 100x100 alpha 0
    /// shifted    cell     0.0   0.1   0,0 100x100       110,0 100x100
    /// ```
    ///
    /// - Complexity: O(n) for n elements.
    public func text() -> String {
        var rows: [[String]] = [["change", "element", "from", "to", "before", "after", "animates"]]
        rows.reserveCapacity(elements.count + 1)
        for entry in elements {
            var animates: [String] = []
            if let initial = entry.initial { animates.append("from " + Self.describe(initial)) }
            if let final = entry.final { animates.append("to " + Self.describe(final)) }
            rows.append([
                Self.changeName(entry),
                entry.kind ?? (entry.category == .cell ? "cell" : entry.category.rawValue),
                entry.from.map(Self.describe) ?? "-",
                entry.to.map(Self.describe) ?? "-",
                entry.before.map(Self.describe) ?? "-",
                entry.after.map(Self.describe) ?? "-",
                animates.joined(separator: "; "),
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
        }
        var text = "\(layoutName): \(textSummary); content \(Self.describe(contentSizeBefore)) → \(Self.describe(contentSizeAfter))\n"
        for row in rows {
            var line = ""
            for (column, cell) in row.enumerated() {
                line += cell
                if column < row.count - 1 { line += String(repeating: " ", count: widths[column] - cell.count + 2) }
            }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        if omitted > 0 { text += "\(omitted) more element\(omitted == 1 ? "" : "s") left out (at most \(elements.count) are listed)\n" }
        return text
    }

    private static func describe(_ indexPath: ItemPath) -> String { "\(indexPath.section).\(indexPath.item)" }

    private static func describe(_ size: Size) -> String { "\(size.width.shortDescription)x\(size.height.shortDescription)" }

    private static func describe(_ frame: Rect) -> String {
        "\(frame.minX.shortDescription),\(frame.minY.shortDescription) \(describe(frame.size))"
    }

    /// A frame, then its scale, rotation, alpha and hidden when they are not UIKit's defaults.
    private static func describe(_ attributes: LayoutAttributes) -> String {
        var text = describe(attributes.frame)
        let t = attributes.transform
        if t.scaleX != 1 || t.scaleY != 1 {
            text += " scale " + (t.scaleX == t.scaleY ? t.scaleX.shortDescription : "\(t.scaleX.shortDescription)x\(t.scaleY.shortDescription)")
        }
        if t.rotation != 0 { text += " rotation \(t.rotation.shortDescription)" }
        if attributes.alpha != 1 { text += " alpha \(attributes.alpha.shortDescription)" }
        if attributes.isHidden { text += " hidden" }
        return text
    }

    /// The change as the table names it: `shifted` for an unchanged element
    /// that moves to another index path or takes other attributes.
    private static func changeName(_ entry: Entry) -> String {
        isShifted(entry) ? "shifted" : entry.change.rawValue
    }

    private static func isShifted(_ entry: Entry) -> Bool {
        guard entry.change == .unchanged, var before = entry.before, let after = entry.after else { return false }
        if entry.from != entry.to { return true }
        before.indexPath = after.indexPath
        return before != after
    }

    /// ``summary`` with the shifted elements counted apart from the unchanged ones.
    private var textSummary: String {
        let shifted = elements.reduce(0) { $0 + (Self.isShifted($1) ? 1 : 0) }
        let parts = Change.allCases.flatMap { change -> [String] in
            let count = count(of: change)
            guard change == .unchanged else { return count == 0 ? [] : ["\(count) \(change.rawValue)"] }
            return [shifted == 0 ? nil : "\(shifted) shifted", count - shifted == 0 ? nil : "\(count - shifted) unchanged"].compactMap { $0 }
        }
        return parts.isEmpty ? "no elements" : parts.joined(separator: ", ")
    }
}
