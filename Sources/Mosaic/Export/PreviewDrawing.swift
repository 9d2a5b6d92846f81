/// The characters of a text preview's drawing, and the labels written into it.
struct PreviewDrawing {
    let width: Int
    let height: Int
    private var glyphs: [Unicode.Scalar]
    /// Characters a label took.
    private var taken: [Bool]

    /// A blank drawing.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
        glyphs = Array(repeating: " ", count: width * height)
        taken = Array(repeating: false, count: width * height)
    }

    subscript(y: Int, x: Int) -> Unicode.Scalar {
        get { glyphs[y * width + x] }
        set { glyphs[y * width + x] = newValue }
    }

    /// The drawing, each line ending with a line break.
    var text: String {
        var text = ""
        text.unicodeScalars.reserveCapacity((width + 1) * height)
        for y in 0..<height {
            text.unicodeScalars.append(contentsOf: glyphs[(y * width)..<((y + 1) * width)])
            text.unicodeScalars.append("\n")
        }
        return text
    }

    /// The box-drawing character with lines towards the given sides; a space
    /// for none. (A corner never has exactly one line: borders close.)
    static func glyph(up: Bool, down: Bool, left: Bool, right: Bool) -> Unicode.Scalar {
        switch (up, down, left, right) {
        case (false, false, false, false): " "
        case (_, _, false, false): "│"
        case (false, false, _, _): "─"
        case (false, true, false, true): "┌"
        case (false, true, true, false): "┐"
        case (true, false, false, true): "└"
        case (true, false, true, false): "┘"
        case (true, true, false, true): "├"
        case (true, true, true, false): "┤"
        case (false, true, true, true): "┬"
        case (true, false, true, true): "┴"
        case (true, true, true, true): "┼"
        }
    }

    /// What fills the inside of a supplementary view (a header, a footer).
    static let supplementaryFill: Unicode.Scalar = "░"
    /// What dots the inside of a decoration view (a section background).
    static let decorationFill: Unicode.Scalar = "·"

    /// Writes each element's label (`elements` in drawing order, as ranked in
    /// `grid`) inside it, centred on its drawn centre when that is inside it,
    /// else on the middle of what shows of it; nothing where none fits. A
    /// label is written whole or not at all, never cut: an element labelled
    /// by `labelAttribute` falls back to its index path when the value does
    /// not fit; decoration views are not labelled without `decorationTags`.
    ///
    /// - Complexity: O(c + v·w) for c corners and v elements whose labels go
    ///   in w tries each, usually O(1).
    mutating func writeLabels(of elements: [LayoutAttributes], grid: PreviewGrid, labelAttribute: String? = nil, decorationTags: Bool = true) {
        // The middle of each element's inside corners.
        var count = Array(repeating: 0, count: elements.count)
        var ySum = count, xSum = count
        for y in 0..<height {
            for x in 0..<width {
                guard let owner = grid.soleOwner(ofCorner: y, x) else { continue }
                count[owner] += 1
                ySum[owner] += y
                xSum[owner] += x
            }
        }
        for (owner, element) in elements.enumerated() where count[owner] > 0 && (decorationTags || element.category != .decoration) {
            let frame = element.frame
            let m = element.transform.matrix(about: element.anchorInContent)
            let centre = (x: m.a * frame.midX + m.c * frame.midY + m.tx,
                          y: m.b * frame.midX + m.d * frame.midY + m.ty)
            var target = (y: Int(((centre.y - grid.bounds.minY) / grid.cellHeight).rounded().clampedForPreview(to: -1...Double(height))),
                          x: Int(((centre.x - grid.bounds.minX) / grid.cellWidth).rounded().clampedForPreview(to: -1...Double(width))))
            if !isFree(target.y, target.x, owner, grid) {
                target = (Int((Double(ySum[owner]) / Double(count[owner])).rounded()),
                          Int((Double(xSum[owner]) / Double(count[owner])).rounded()))
            }
            var labels = [element.indexPath.description]
            if element.category != .cell, let kind = element.kind, let initial = kind.first {
                // The kind in full, else its initial, so that it never reads as a cell.
                labels = ["\(kind) \(element.indexPath)", "\(initial)\(element.indexPath)"]
            }
            if let value = SVGExporter.attributeLabel(of: element, labelAttribute) { labels.insert(value, at: 0) }
            for label in labels where write(Array(label.unicodeScalars), owner: owner, near: target, grid: grid) {
                break
            }
        }
    }

    /// Whether the corner lies inside `owner` and holds no label yet.
    private func isFree(_ y: Int, _ x: Int, _ owner: Int, _ grid: PreviewGrid) -> Bool {
        y >= 0 && y < height && x >= 0 && x < width && !taken[y * width + x]
            && grid.soleOwner(ofCorner: y, x) == owner
    }

    /// Writes `label` inside `owner` as near `target` as it fits, centred on
    /// the run of free corners it lands on.
    ///
    /// - Returns: whether it fitted.
    private mutating func write(_ label: [Unicode.Scalar], owner: Int, near target: (y: Int, x: Int), grid: PreviewGrid) -> Bool {
        var firstRow = target.y
        // When the target is inside, centre on the vertical run through it.
        if isFree(target.y, target.x, owner, grid) {
            var top = target.y, bottom = target.y
            while isFree(top - 1, target.x, owner, grid) { top -= 1 }
            while isFree(bottom + 1, target.x, owner, grid) { bottom += 1 }
            firstRow = (top + bottom) / 2
        }
        for step in 0..<(2 * height) {
            let y = firstRow + (step % 2 == 1 ? -(step + 1) / 2 : step / 2)
            guard y >= 0, y < height else { continue }
            // The run of free corners nearest the target column.
            for shift in 0..<(2 * width) {
                let x = target.x + (shift % 2 == 0 ? shift / 2 : -(shift + 1) / 2)
                guard isFree(y, x, owner, grid) else { continue }
                var start = x, end = x
                while isFree(y, start - 1, owner, grid) { start -= 1 }
                while isFree(y, end + 1, owner, grid) { end += 1 }
                guard end - start + 1 >= label.count else { continue }
                let first = start + (end - start + 1 - label.count) / 2
                for (offset, scalar) in label.enumerated() {
                    self[y, first + offset] = scalar
                    taken[y * width + first + offset] = true
                }
                // A space either side, where a fill would run into the label.
                for x in [first - 1, first + label.count]
                where x >= 0 && x < width && (self[y, x] == Self.decorationFill || self[y, x] == Self.supplementaryFill) {
                    self[y, x] = " "
                }
                return true
            }
        }
        return false
    }
}
