extension UpdatePlan {
    /// The plan as a table for a person to read (`mosaic update --format
    /// text`): a summary line, the content size before and after, then one
    /// row per element in the plan's order: its change, what it is, its index
    /// path before and after, its frame before and after, and for elements
    /// that appear or disappear the frame (and alpha) they animate from or to.
    ///
    /// ```
    /// flow: 1 inserted, 1 deleted, 3 moved, 25 unchanged; content 390x1200 → 390x1200
    /// change     element  from  to    before            after             animates
    /// inserted   cell     -     0.0   -                 0,0 100x100       from 0,0 100x100 alpha 0
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
                entry.change.rawValue,
                entry.kind ?? (entry.category == .cell ? "cell" : entry.category.rawValue),
                entry.from.map(Self.describe) ?? "-",
                entry.to.map(Self.describe) ?? "-",
                entry.before.map { Self.describe($0.frame) } ?? "-",
                entry.after.map { Self.describe($0.frame) } ?? "-",
                animates.joined(separator: "; "),
            ])
        }
        var widths = [Int](repeating: 0, count: rows[0].count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = Swift.max(widths[column], cell.count) }
        }
        var text = "\(layoutName): \(summary); content \(Self.describe(contentSizeBefore)) → \(Self.describe(contentSizeAfter))\n"
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

    /// A frame, and its alpha when it is not 1.
    private static func describe(_ attributes: LayoutAttributes) -> String {
        describe(attributes.frame) + (attributes.alpha == 1 ? "" : " alpha \(attributes.alpha.shortDescription)")
    }
}
