/// The cells a text preview divides the viewport into, and which element
/// owns each.
struct PreviewGrid {
    /// What no element covers.
    static let empty = -1
    /// Beyond the viewport's edge.
    static let outside = -2

    let bounds: Rect
    let columns: Int
    let rows: Int
    let cellWidth: Double
    let cellHeight: Double
    /// The owner of each cell, row by row: the element's position in drawing
    /// order (higher is above), or ``empty``.
    private(set) var owners: [Int]
    /// The category of each element painted, by position in drawing order.
    private(set) var categories: [ElementCategory] = []

    /// A grid of `columns` × `rows` cells over `bounds`, all empty.
    init(bounds: Rect, columns: Int, rows: Int) {
        precondition(columns > 0 && rows > 0, "a preview has at least one cell")
        self.bounds = bounds
        self.columns = columns
        self.rows = rows
        cellWidth = bounds.width / Double(columns)
        cellHeight = bounds.height / Double(rows)
        owners = Array(repeating: Self.empty, count: columns * rows)
    }

    /// The owner of a cell, ``outside`` beyond the grid.
    func owner(_ row: Int, _ column: Int) -> Int {
        guard row >= 0, row < rows, column >= 0, column < columns else { return Self.outside }
        return owners[row * columns + column]
    }

    /// Gives `rank` every cell whose centre lies in the element's transformed
    /// rectangle (left and top edges included, right and bottom excluded).
    ///
    /// - Complexity: O(a) for the a cells under the element's visual frame.
    mutating func paint(_ element: LayoutAttributes, as rank: Int) {
        precondition(rank == categories.count, "elements are painted in drawing order")
        categories.append(element.category)
        let frame = element.frame
        let visual = element.visualFrame
        let m = element.transform.matrix(about: element.anchorInContent)
        let determinant = m.a * m.d - m.b * m.c
        guard determinant != 0, determinant.isFinite, visual.isFinite else { return }
        // The cells whose centres may lie in the visual frame.
        let firstColumn = cell((visual.minX - bounds.minX) / cellWidth - 0.5, .down, below: columns)
        let lastColumn = cell((visual.maxX - bounds.minX) / cellWidth - 0.5, .up, below: columns)
        let firstRow = cell((visual.minY - bounds.minY) / cellHeight - 0.5, .down, below: rows)
        let lastRow = cell((visual.maxY - bounds.minY) / cellHeight - 0.5, .up, below: rows)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        for row in firstRow...lastRow {
            let y = bounds.minY + (Double(row) + 0.5) * cellHeight - m.ty
            for column in firstColumn...lastColumn {
                let x = bounds.minX + (Double(column) + 0.5) * cellWidth - m.tx
                // The inverse transform takes the centre back into the frame's space.
                let px = (m.d * x - m.c * y) / determinant
                let py = (m.a * y - m.b * x) / determinant
                if px >= frame.minX && px < frame.maxX && py >= frame.minY && py < frame.maxY {
                    owners[row * columns + column] = rank
                }
            }
        }
    }

    /// A fractional cell position rounded to a whole one in `0..<count`.
    private func cell(_ position: Double, _ rule: FloatingPointRoundingRule, below count: Int) -> Int {
        Int(position.rounded(rule).clampedForPreview(to: 0...Double(count - 1)))
    }

    /// The lines between cells of different owners, drawn on the cells'
    /// corners; the corners inside a supplementary view (a header, a footer)
    /// shaded, and every other corner inside a decoration view (a section
    /// background) dotted, so that they read apart from cells.
    ///
    /// - Complexity: O(c) for c cells.
    func drawing() -> PreviewDrawing {
        var drawing = PreviewDrawing(width: columns + 1, height: rows + 1)
        for y in 0...rows {
            for x in 0...columns {
                // The four cells around the corner (x, y).
                let topLeft = owner(y - 1, x - 1), topRight = owner(y - 1, x)
                let bottomLeft = owner(y, x - 1), bottomRight = owner(y, x)
                drawing[y, x] = PreviewDrawing.glyph(
                    up: topLeft != topRight, down: bottomLeft != bottomRight,
                    left: topLeft != bottomLeft, right: topRight != bottomRight
                )
                guard topLeft >= 0, topLeft == topRight, topLeft == bottomLeft, topLeft == bottomRight else { continue }
                switch categories[topLeft] {
                case .cell: break
                case .supplementary: drawing[y, x] = PreviewDrawing.supplementaryFill
                case .decoration where (x + y) % 2 == 0: drawing[y, x] = PreviewDrawing.decorationFill
                case .decoration: break
                }
            }
        }
        // The viewport's corners, rounded to set them apart.
        drawing[0, 0] = "╭"
        drawing[0, columns] = "╮"
        drawing[rows, 0] = "╰"
        drawing[rows, columns] = "╯"
        return drawing
    }

    /// The owner of all four cells around the corner (x, y), if one element
    /// owns them all: where its label may go.
    func soleOwner(ofCorner y: Int, _ x: Int) -> Int? {
        let owner = self.owner(y, x)
        guard owner >= 0, self.owner(y - 1, x - 1) == owner, self.owner(y - 1, x) == owner,
              self.owner(y, x - 1) == owner else { return nil }
        return owner
    }
}

extension LayoutAttributes {
    /// The anchor point in content coordinates.
    var anchorInContent: Point {
        Point(x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
    }
}
