/// Draws the viewport of a snapshot in the terminal with Unicode box-drawing
/// characters, in the spirit of compositional layout's `visualDescription()`.
///
/// The viewport is cut into a grid of cells, about half as many rows per
/// point as columns, since a character is about twice as tall as it is wide.
/// Each cell belongs to the topmost element (highest `zIndex`; among equals,
/// supplementary views above cells above decoration views, then the later
/// in the snapshot) whose transformed rectangle contains the cell's
/// centre: an exact test through the inverse transform, so turned items are
/// drawn turned, and an item partly covered shows only where it is not.
///
/// The text is drawn on the grid's corners: each character stands where four
/// cells meet and draws a line towards each neighbour corner across a border
/// between cells of different owners (`─│┌┐└┘├┤┬┴┼`). Elements that share an
/// edge therefore share one line, a grid of items comes out as a grid of
/// boxes, and the viewport's edge (rounded corners) closes what it cuts.
/// Supplementary views (headers, footers) are shaded inside (`░`) and
/// decoration views (section backgrounds) dotted (`·`), so they read apart
/// from cells. Each element's label (`section.item`; for
/// supplementary and decoration views the kind first, `header 1.0`, or only
/// its initial where that does not fit, `h1.0`) is written inside it when it
/// fits.
/// Hidden elements and elements with an alpha of 0 are not drawn.
///
/// A header line above the drawing names the layout, the viewport's size and
/// offset, the content size and the number of visible elements.
package enum TextPreview {
    /// The narrowest preview drawn; narrower requests are widened to this.
    package static let minimumColumns = 8

    /// The most lines the drawing takes, whatever the viewport's proportions.
    package static let maximumRows = 1000

    /// The preview as text: a header line, then the drawing, each line ending
    /// with a line break. The drawing is ``RenderOptions/textColumns`` wide.
    ///
    /// - Parameters:
    ///   - snapshot: the layout to draw.
    ///   - options: ``RenderOptions/textColumns`` sets the width.
    /// - Complexity: O(n log n + v·a + c) for n elements, v of them visible and
    ///   covering a cells each, and c characters.
    package static func render(_ snapshot: LayoutSnapshot, options: RenderOptions = RenderOptions()) -> String {
        snapshot.rendered(as: .text, options: options)
    }

    /// Writes the preview to `out`, keeping only the visible elements.
    static func write(_ snapshot: LayoutSnapshot, options: RenderOptions, to out: inout TextBuffer) {
        let bounds = snapshot.environment.bounds
        // Characters sit on the corners of the cells: one more of them than cells.
        let columns = Swift.max(options.textColumns, minimumColumns) - 1
        let rows = Int(((Double(columns) * bounds.height / bounds.width / 2).rounded()).clampedForPreview(to: 1...Double(maximumRows - 1)))
        let drawable = bounds.isFinite && bounds.width > 0 && bounds.height > 0
        var visible: [LayoutAttributes] = []
        if drawable {
            snapshot.forEachElement { element in
                if !element.isHidden && element.alpha > 0 && element.visualFrame.intersects(bounds) { visible.append(element) }
            }
        }
        // Bottom to top: a later, higher element takes the cells it covers.
        let order = DrawingOrder.sorted(visible.indices, of: visible)
        var grid = PreviewGrid(bounds: bounds, columns: columns, rows: rows)
        for (rank, index) in order.enumerated() {
            grid.paint(visible[index], as: rank)
        }
        var drawing = grid.drawing()
        drawing.writeLabels(
            of: order.map { visible[$0] }, grid: grid, labelAttribute: options.labelAttribute, decorationTags: options.decorationTags
        )

        let environment = snapshot.environment
        var text = "\(snapshot.layoutName) · viewport \(environment.viewport) at \(environment.contentOffset)"
        text += " · content \(snapshot.contentSize) · \(visible.count) of \(snapshot.elementCount) elements visible\n"
        out.append(text)
        out.append(drawing.text)
    }
}

extension Double {
    /// The value within `range`; the lower bound for NaN.
    func clampedForPreview(to range: ClosedRange<Double>) -> Double {
        self >= range.lowerBound ? Swift.min(self, range.upperBound) : range.lowerBound
    }
}
