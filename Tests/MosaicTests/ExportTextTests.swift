@testable import Mosaic
import Testing

@Suite("Text preview")
struct ExportTextTests {
    /// Two cells side by side in a 40 × 20 viewport, one of them half as
    /// tall, plus a hidden cell and one outside the viewport, neither drawn.
    /// At 21 columns the grid has 20 × 5 cells of 2 × 4 points.
    static let twoCells = LayoutSnapshot(
        layoutName: "test", parameters: [],
        environment: LayoutEnvironment(viewport: Size(width: 40, height: 20)),
        contentSize: Size(width: 40, height: 60),
        elements: [
            LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 0, width: 20, height: 20)),
            LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 20, y: 0, width: 20, height: 8)),
            LayoutAttributes(indexPath: ItemPath(0, 2), frame: Rect(x: 22, y: 10, width: 10, height: 8), zIndex: 9, isHidden: true),
            LayoutAttributes(indexPath: ItemPath(0, 3), frame: Rect(x: 0, y: 30, width: 40, height: 20)),
        ]
    )

    @Test("axis-aligned cells come out as clean boxes sharing their edges")
    func exactOutput() {
        let expected = """
        test · viewport 40x20 at (0, 0) · content 40x60 · 2 of 4 elements visible
        ╭─────────┬─────────╮
        │         │   0.1   │
        │   0.0   ├─────────┤
        │         │         │
        │         │         │
        ╰─────────┴─────────╯

        """
        #expect(TextPreview.render(Self.twoCells, options: RenderOptions(textColumns: 21)) == expected)
    }

    @Test("the offset moves what is drawn")
    func scrolled() {
        var snapshot = Self.twoCells
        snapshot.environment.contentOffset = Point(x: 0, y: 20)
        let expected = """
        test · viewport 40x20 at (0, 20) · content 40x60 · 1 of 4 elements visible
        ╭───────────────────╮
        │                   │
        ├───────────────────┤
        │        0.3        │
        │                   │
        ╰───────────────────╯

        """
        #expect(TextPreview.render(snapshot, options: RenderOptions(textColumns: 21)) == expected)
    }

    @Test("a flow grid is a grid of labelled boxes")
    func flowGrid() throws {
        let engine = try LayoutEngine(
            layout: FlowLayout(), dataSource: DataSource(count: 30),
            environment: LayoutEnvironment(viewport: Size(width: 330, height: 330))
        )
        let text = TextPreview.render(try LayoutSnapshot(engine: engine), options: RenderOptions(textColumns: 34))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "flow · viewport 330x330 at (0, 0) · content 330x1090 · 9 of 30 elements visible")
        for label in ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8"] {
            #expect(lines.contains { $0.contains(" \(label) ") }, "\(label) missing")
        }
        #expect(!text.contains("0.9"))
        // 33 cells of 10 points across: items at x = 0, 115 and 230 (justified),
        // 100 wide; the first gap holds one cell, the second two.
        let edge = String(repeating: "─", count: 9)
        #expect(lines[1] == "╭" + edge + "┬┬" + edge + "┬─┬" + edge + "╮")
        // Rows of 330 / 17 points: items in cell rows 0–4, 6–10 and 11–15, so
        // the second and third rows of items share an edge (their 10-point
        // gap holds no cell centre); each edge meets the viewport's.
        #expect(lines.enumerated().filter { $0.element.hasPrefix("├") }.map(\.offset) == [6, 7, 12, 17])
        #expect(lines.last == "╰" + String(repeating: "─", count: 32) + "╯")
        #expect(lines.dropFirst().allSatisfy { $0.unicodeScalars.count == 34 })
    }

    @Test("the topmost element owns the characters it covers: highest zIndex, then the later one")
    func stacking() {
        let a = LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 0, y: 0, width: 30, height: 30), zIndex: 1)
        let b = LayoutAttributes(indexPath: ItemPath(0, 1), frame: Rect(x: 10, y: 10, width: 30, height: 30))
        var grid = PreviewGrid(bounds: Rect(x: 0, y: 0, width: 40, height: 40), columns: 4, rows: 4)
        grid.paint(b, as: 0)
        grid.paint(a, as: 1)
        // The overlap (cells 1...2 in both directions) is a's.
        #expect(grid.owner(1, 1) == 1 && grid.owner(2, 2) == 1)
        #expect(grid.owner(3, 3) == 0 && grid.owner(0, 3) == PreviewGrid.empty)

        // Through render: a (z 1) is above b (z 0) whichever comes first;
        // with equal z, the later one is above.
        func preview(_ elements: [LayoutAttributes]) -> String {
            let snapshot = LayoutSnapshot(layoutName: "z", parameters: [], environment: LayoutEnvironment(viewport: Size(width: 40, height: 40)),
                                          contentSize: Size(width: 40, height: 40), elements: elements)
            return TextPreview.render(snapshot, options: RenderOptions(textColumns: 17))
        }
        var level = a
        level.zIndex = 0
        #expect(preview([a, b]) == preview([b, a]))
        #expect(preview([b, level]) == preview([a, b]))
        #expect(preview([level, b]) != preview([b, level]))
    }

    @Test("a turned element is tested exactly, not by its bounding box")
    func rotated() {
        // A 60 × 60 square in a 100 × 100 viewport turned by 45°: a diamond.
        let square = LayoutAttributes(indexPath: ItemPath(0, 0), frame: Rect(x: 20, y: 20, width: 60, height: 60),
                                      transform: Transform(rotation: .pi / 4))
        let snapshot = LayoutSnapshot(layoutName: "diamond", parameters: [], environment: LayoutEnvironment(viewport: Size(width: 100, height: 100)),
                                      contentSize: Size(width: 100, height: 100), elements: [square])
        let text = TextPreview.render(snapshot, options: RenderOptions(textColumns: 41))
        let lines = text.split(separator: "\n").map { Array($0.unicodeScalars) }
        let drawing = Array(lines.dropFirst())
        #expect(drawing.count == 21)  // 20 rows of cells, 21 lines of corners
        #expect(drawing.allSatisfy { $0.count == 41 })

        // The bounding box's corners are outside the diamond: blank.
        var grid = PreviewGrid(bounds: Rect(x: 0, y: 0, width: 100, height: 100), columns: 40, rows: 20)
        grid.paint(square, as: 0)
        let visual = square.visualFrame
        #expect(visual.minX < 10 && visual.maxX > 90)
        #expect(grid.owner(1, 4) == PreviewGrid.empty && grid.owner(18, 35) == PreviewGrid.empty)
        #expect(grid.owner(10, 20) == 0 && grid.owner(10, 4) == 0 && grid.owner(2, 20) == 0)

        // The drawing is its own mirror image, the label aside.
        let mirror: [Unicode.Scalar: Unicode.Scalar] = ["┌": "┐", "┐": "┌", "└": "┘", "┘": "└", "├": "┤", "┤": "├", "╭": "╮", "╮": "╭", "╰": "╯", "╯": "╰"]
        for line in drawing where !String(String.UnicodeScalarView(line)).contains("0.0") {
            #expect(line == line.reversed().map { mirror[$0] ?? $0 })
        }
        // Its outline is a staircase: turns, no straight run across the middle.
        #expect(drawing.contains { $0.contains("┘") && $0.contains("└") })
        #expect(text.contains("0.0"))
        #expect(!text.contains("┼"))
    }

    @Test("the fan preview shows the cards in the viewport")
    func fan() throws {
        let text = TextPreview.render(try ExportFixtures.fan())
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0].hasPrefix("fan · viewport 390x844 at (0, 0) · content 3990x844 · "))
        // 63 cells across, round(63 · 844 / 390 / 2) = 68 rows, 69 lines of corners.
        #expect(lines.count == 1 + 69 + 1)
        #expect(lines.dropFirst().dropLast().allSatisfy { $0.unicodeScalars.count == 64 })
        // The first cards, upright and to the right; not the cards of a
        // later turn of the circle (23 to 25 were drawn over them: issue 22).
        for label in ["0.0", "0.1"] { #expect(text.contains(label)) }
        for label in ["0.23", "0.24", "0.25"] { #expect(!text.contains(label)) }
    }

    @Test("the width follows textColumns, with a minimum")
    func width() throws {
        let snapshot = try ExportFixtures.waterfall()
        for columns in [1, 8, 20, 64, 120] {
            let lines = TextPreview.render(snapshot, options: RenderOptions(textColumns: columns)).split(separator: "\n").dropFirst()
            #expect(lines.allSatisfy { $0.unicodeScalars.count == max(columns, TextPreview.minimumColumns) })
        }
    }

    @Test("every character is a space, a label character or a box-drawing character that joins its neighbours")
    func consistentLines() throws {
        for snapshot in [try ExportFixtures.fan(offset: Point(x: 950, y: 0)), try ExportFixtures.waterfall(), ExportFixtures.mixed] {
            let lines = TextPreview.render(snapshot).split(separator: "\n").dropFirst().map { Array($0.unicodeScalars) }
            let up: Set<Unicode.Scalar> = ["│", "└", "┘", "├", "┤", "┴", "┼", "╰", "╯"]
            let down: Set<Unicode.Scalar> = ["│", "┌", "┐", "├", "┤", "┬", "┼", "╭", "╮"]
            let left: Set<Unicode.Scalar> = ["─", "┐", "┘", "┤", "┬", "┴", "┼", "╮", "╯"]
            let right: Set<Unicode.Scalar> = ["─", "┌", "└", "├", "┬", "┴", "┼", "╭", "╰"]
            for (y, line) in lines.enumerated() {
                for (x, glyph) in line.enumerated() {
                    // A line that leaves a character enters its neighbour.
                    if down.contains(glyph) { #expect(y + 1 < lines.count && up.contains(lines[y + 1][x]), "(\(x), \(y))") }
                    if right.contains(glyph) { #expect(x + 1 < line.count && left.contains(line[x + 1]), "(\(x), \(y))") }
                }
            }
        }
    }
}
