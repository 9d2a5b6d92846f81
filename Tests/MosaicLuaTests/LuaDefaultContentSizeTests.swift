import Mosaic
import MosaicLua
import Testing

/// A plugin that never calls ctx:setContentSize gets the box from (0, 0) to
/// the largest right and bottom edges of its elements' visual frames
/// (docs/lua-api.md, "Content size"; issue 10, item 10) — not of the loose
/// boxes the spatial index keeps around rotated cells.
///
/// The transform (docs/json-format.md, "Geometry conventions"): a point p of
/// the frame is drawn at anchor + t + R(θ)·S·(p − anchor), with R(θ) turning
/// (x, y) into (x cos θ − y sin θ, x sin θ + y cos θ) (clockwise on screen).
@Suite struct LuaDefaultContentSizeTests {
    /// The content size of a plugin placing one cell with `attrs`.
    private func contentSize(frame: String, attrs: String) throws -> Size {
        let plugin = try pluginPreparing("""
            if ctx:items(0) == 1 then
              ctx:place(0, 0, \(frame), \(attrs))
            else
        \(placeEveryItem)
            end
        """)
        return try engine(plugin, dataSource: DataSource(count: 1)).contentSize()
    }

    private func expectClose(_ size: Size, _ width: Double, _ height: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(size.width - width) < 1e-9 && abs(size.height - height) < 1e-9, "\(size), expected \(width) × \(height)",
                sourceLocation: sourceLocation)
    }

    /// One cell: its frame and attrs (Lua), and the content size derived by hand.
    struct Case: Sendable, CustomTestStringConvertible {
        var frame: String, attrs: String, width: Double, height: Double
        init(_ frame: String, _ attrs: String, _ width: Double, _ height: Double) {
            self.frame = frame; self.attrs = attrs; self.width = width; self.height = height
        }
        var testDescription: String { "(\(frame)) \(attrs)" }
    }

    static let halfDiagonal45: Double = 40 / 2.0.squareRoot()
    static let tenRootTwo: Double = 200.0.squareRoot()

    static let cases: [Case] = [
        // 40 × 20 at (100, 0), about its centre (120, 10), turned 90°: the
        // half sizes swap to 10 × 20, so x 110…130, y −10…30.
        // (The index's box: the square around the circle of radius √(20² + 10²) ≈ 22.4, to x 142.4.)
        Case("100, 0, 40, 20", "{ rotation = math.pi / 2 }", 130.0, 30.0),
        // 60 × 20 at (0, 0), about (30, 10), turned 45°: half sizes
        // (30 + 10)/√2 each way: x to 30 + 28.284…, y to 10 + 28.284….
        // (The circle's square: radius √1000 ≈ 31.6, to x 61.6.)
        Case("0, 0, 60, 20", "{ rotation = math.pi / 4 }", 30 + halfDiagonal45, 10 + halfDiagonal45),
        // Scaled 2 and turned 90° about (20, 10): half sizes 40 × 20, then
        // swapped to 20 × 40: x 0…40, y −30…50.
        Case("0, 0, 40, 20", "{ rotation = math.pi / 2, scaleX = 2, scaleY = 2 }", 40.0, 50.0),
        // Scaled 0.5 and turned 45° about (100, 100): a 20 × 20 square's
        // half diagonal is 10√2, so both edges at 100 + 14.142….
        Case("80, 80, 40, 40", "{ rotation = math.pi / 4, scaleX = 0.5, scaleY = 0.5 }", 100 + tenRootTwo, 100 + tenRootTwo),
        // Only scaled (no rotation: the index's box was already exact):
        // 0.5 about (20, 10) → x 10…30, y 5…15; 2 → x −20…60, y −10…30.
        Case("0, 0, 40, 20", "{ scaleX = 0.5, scaleY = 0.5 }", 30.0, 15.0),
        Case("0, 0, 40, 20", "{ scaleX = 2, scaleY = 2 }", 60.0, 30.0),
        // Turned 90° about (20, 10), then moved by (100, 50): x 110…130, y 40…80.
        Case("0, 0, 40, 20", "{ rotation = math.pi / 2, translateX = 100, translateY = 50 }", 130.0, 80.0),
        // About its top-left corner (100, 100), turned 180°: the frame
        // lands on x 60…100, y 80…100. (The circle: radius √(40² + 20²), to 144.7.)
        Case("100, 100, 40, 20", "{ rotation = math.pi, anchorX = 0, anchorY = 0 }", 100.0, 100.0),
        // About its bottom-right corner (140, 120), turned 90° clockwise:
        // the corner offsets (−40…0, −20…0) become (0…20, −40…0), so
        // x 140…160, y 80…120.
        Case("100, 100, 40, 20", "{ rotation = math.pi / 2, anchorX = 1, anchorY = 1 }", 160.0, 120.0),
        // Wholly at negative coordinates once turned: nothing enlarges the
        // content. About (0, 0), 180°: x −40…0, y −20…0.
        Case("0, 0, 40, 20", "{ rotation = math.pi, anchorX = 0, anchorY = 0 }", 0.0, 0.0),
    ]

    @Test(arguments: cases)
    func oneTransformedCell(_ cell: Case) throws {
        expectClose(try contentSize(frame: cell.frame, attrs: cell.attrs), cell.width, cell.height)
    }

    /// Many cells, each turned, scaled, moved and anchored differently, in
    /// an index of several levels (32 cells a leaf, 16 nodes a parent),
    /// with a view among them: the content size is, to the bit, the largest
    /// right and bottom edges of the visual frames the engine reports.
    @Test(arguments: [false, true])
    func manyTransformedCells(withView: Bool) throws {
        let count = 3_000
        let plugin = try pluginPreparing("""
            local attrs = {}
            for i = 0, ctx:items(0) - 1 do
              attrs.rotation = i * 0.7
              attrs.scaleX = 0.5 + (i % 4) * 0.5
              attrs.scaleY = 2 - (i % 3) * 0.5
              attrs.anchorX = (i % 5) / 4
              attrs.translateY = (i % 7) - 3
              ctx:place(0, i, (i * 37) % 1001, (i * 53) % 2003, 10 + i % 50, 5 + i % 30, attrs)
            end
            if \(withView) then ctx:supplementary("header", 0, 0, 0, 0, 500, 2100, { rotation = 0.1 }) end
        """)
        let engine = try engine(plugin, dataSource: DataSource(count: count))
        let elements = try engine.allElements()
        #expect(elements.count == count + (withView ? 1 : 0))
        let width = elements.map(\.visualFrame.maxX).max()!, height = elements.map(\.visualFrame.maxY).max()!
        #expect(try engine.contentSize() == Size(width: width, height: height))
    }
}
