import Foundation
import Mosaic
import MosaicLua
import Testing

/// The example plugins in `examples/`: fan and waterfall against their
/// native twins, spiral, grid and cover flow against their definitions.
@Suite struct ExampleTests {
    private func expectClose(_ a: Double, _ b: Double, _ what: @autoclosure () -> String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a - b) <= 1e-9, "\(what()): \(a) vs \(b)", sourceLocation: sourceLocation)
    }

    private func expectClose(_ a: LayoutAttributes, _ b: LayoutAttributes, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.indexPath == b.indexPath, sourceLocation: sourceLocation)
        let pairs: [(Double, Double, String)] = [
            (a.frame.minX, b.frame.minX, "x"), (a.frame.minY, b.frame.minY, "y"),
            (a.frame.width, b.frame.width, "width"), (a.frame.height, b.frame.height, "height"),
            (a.transform.rotation, b.transform.rotation, "rotation"),
            (a.anchorPoint.x, b.anchorPoint.x, "anchorX"), (a.anchorPoint.y, b.anchorPoint.y, "anchorY"),
        ]
        for (x, y, name) in pairs { expectClose(x, y, "\(a.indexPath) \(name)", sourceLocation: sourceLocation) }
        #expect(abs(a.zIndex - b.zIndex) <= 1, "\(a.indexPath) zIndex", sourceLocation: sourceLocation)
    }

    // MARK: - fan.lua

    @Test(arguments: [0.0, 133, 1000.5, 2000, 3600] as [Double])
    func fanMatchesTheNativeFan(offsetX: Double) throws {
        let plugin = try LuaPlugin.load(file: examplePath("fan.lua"))
        let data = DataSource(itemCounts: [20, 10])
        for parameters in [[:], ["radius": "300", "itemWidth": "100", "itemHeight": "150"]] {
            let environment = LayoutEnvironment(contentOffset: Point(x: offsetX, y: 40))
            let lua = try engine(plugin, parameters, dataSource: data, environment: environment)
            let native = try makeBuiltinEngine("fan", parameters, data, environment: environment)
            let luaCells = try lua.allElements(), nativeCells = try native.allElements()
            #expect(luaCells.count == nativeCells.count)
            for (a, b) in zip(luaCells, nativeCells) { expectClose(a, b) }
            #expect(try lua.contentSize() == native.contentSize())
            for proposed in [0.0, 250, 777.7, 1999] {
                for velocity in [-1.0, 0, 1] {
                    let point = Point(x: proposed, y: 3)
                    let a = try lua.targetContentOffset(proposed: point, velocity: Point(x: velocity, y: 0))
                    let b = try native.targetContentOffset(proposed: point, velocity: Point(x: velocity, y: 0))
                    expectClose(a.x, b.x, "target x for \(proposed), \(velocity)")
                    #expect(a.y == b.y)
                }
            }
        }
    }

    /// The fan turns as the content scrolls, through its scroll step: a
    /// scroll does not prepare it again.
    @Test func fanTurnsOnEveryBoundsChange() throws {
        let engine = try engine(try LuaPlugin.load(file: examplePath("fan.lua")), dataSource: DataSource(count: 30))
        let before = try engine.layoutAttributesForItem(at: ItemPath(0, 0))!.transform.rotation
        try engine.setContentOffset(Point(x: 500, y: 0))
        #expect(engine.pendingInvalidation.isEmpty)
        #expect(try engine.layoutAttributesForItem(at: ItemPath(0, 0))!.transform.rotation < before)
    }

    // MARK: - waterfall.lua

    @Test(arguments: testSeeds)
    func waterfallMatchesTheNativeShortestFirstWaterfall(seed: UInt64) throws {
        let plugin = try LuaPlugin.load(file: examplePath("waterfall.lua"))
        var random = SplitMix64(seed: seed)
        let data = DataSource(sections: (0..<3).map { _ in mixedMetrics(count: Int(random.next() % 40), random: &random) })
        for (columns, padding) in [("1", "0"), ("2", "6"), ("3", "2.5"), ("5", "10")] {
            let environment = LayoutEnvironment(contentInsets: Insets(top: 5, left: 7, bottom: 0, right: 3.5))
            let parameters = ["columns": columns, "padding": padding]
            let lua = try engine(plugin, parameters, dataSource: data, environment: environment)
            var native = parameters
            native["placement"] = "shortestFirst"
            let twin = try makeBuiltinEngine("waterfall", native, data, environment: environment)
            #expect(try lua.allElements() == twin.allElements(), "columns \(columns), padding \(padding)")
            #expect(try lua.contentSize() == twin.contentSize())
        }
    }

    @Test func waterfallRefusesWhatTheNativeOneRefuses() throws {
        let plugin = try LuaPlugin.load(file: examplePath("waterfall.lua"))
        let lua = try engine(plugin, ["columns": "2.5"])
        #expect(luaError { _ = try lua.allElements() }?.message == "columns must be a whole number, got 2.5")
        let crowded = try engine(plugin, ["columns": "4", "padding": "60"])
        #expect(luaError { _ = try crowded.allElements() }?.message.hasPrefix("padding 60 leaves no room") == true)
    }

    // MARK: - spiral.lua

    @Test func spiralPlacesItemsAlongAnArchimedeanSpiral() throws {
        let plugin = try LuaPlugin.load(file: examplePath("spiral.lua"))
        let count = 60
        let parameters = ["radius": "120", "anglePerItem": "0.3", "growth": "15", "itemWidth": "30", "itemHeight": "20"]
        let cells = try engine(plugin, parameters, dataSource: DataSource(itemCounts: [40, 20])).allElements()
        #expect(cells.count == count)
        let centre = cells[0].frame.center.x - 120  // item 0 lies at θ = 0, right of the centre
        #expect(abs(cells[0].frame.center.y - centre) < 1e-9)
        for (index, cell) in cells.enumerated() {
            let theta = Double(index) * 0.3
            let r = 120 + 15 * theta
            let dx = cell.frame.center.x - centre, dy = cell.frame.center.y - centre
            #expect(abs((dx * dx + dy * dy).squareRoot() - r) < 1e-9, "distance of \(index)")
            #expect(abs(atan2(dy, dx) - atan2(sin(theta), cos(theta))) < 1e-9, "angle of \(index)")
            // Turned along the tangent: the direction of d/dθ (r cos θ, r sin θ).
            let tangent = atan2(15 * sin(theta) + r * cos(theta), 15 * cos(theta) - r * sin(theta))
            #expect(abs(cell.transform.rotation - tangent) < 1e-9, "rotation of \(index)")
            #expect(cell.zIndex == index)
            #expect(cell.frame.size == Size(width: 30, height: 20))
        }
        let size = try engine(plugin, parameters, dataSource: DataSource(itemCounts: [40, 20])).contentSize()
        for cell in cells {
            let visual = cell.visualFrame
            #expect(visual.minX >= 0 && visual.minY >= 0 && visual.maxX <= size.width && visual.maxY <= size.height)
        }
    }

    @Test func spiralTurnsTheOtherWayForANegativeAngle() throws {
        let plugin = try LuaPlugin.load(file: examplePath("spiral.lua"))
        let cells = try engine(plugin, ["anglePerItem": "-0.5"], dataSource: DataSource(count: 5)).allElements()
        #expect(cells[1].frame.center.y < cells[0].frame.center.y)  // counterclockwise on screen
    }

    // MARK: - grid.lua

    @Test func gridPlacesRowsAndHeaders() throws {
        let plugin = try LuaPlugin.load(file: examplePath("grid.lua"))
        let environment = LayoutEnvironment(viewport: Size(width: 320, height: 600))
        let parameters = ["columns": "3", "spacing": "8", "aspectRatio": "1.5", "headers": "true", "headerHeight": "30"]
        let engine = try engine(plugin, parameters, dataSource: DataSource(itemCounts: [4, 2]), environment: environment)
        let itemWidth = (320.0 - 8 * 4) / 3, itemHeight = itemWidth * 1.5
        let frame = { (column: Double, top: Double) in Rect(x: 8 + column * (itemWidth + 8), y: top, width: itemWidth, height: itemHeight) }
        let cells = try engine.allElements().filter { $0.category == .cell }
        #expect(cells.map(\.frame) == [
            frame(0, 38), frame(1, 38), frame(2, 38), frame(0, 38 + itemHeight + 8),
            frame(0, 38 + 2 * (itemHeight + 8) + 30 + 8), frame(1, 38 + 2 * (itemHeight + 8) + 30 + 8),
        ])
        let secondHeader = try engine.layoutAttributesForSupplementaryView(ofKind: "header", at: ItemPath(1, 0))
        #expect(secondHeader?.frame == Rect(x: 0, y: 38 + 2 * (itemHeight + 8), width: 320, height: 30))
        #expect(try engine.contentSize() == Size(width: 320, height: 38 + 2 * (itemHeight + 8) + 30 + 8 + itemHeight + 8))
    }

    @Test func gridWithoutHeadersHasOnlyCells() throws {
        let plugin = try LuaPlugin.load(file: examplePath("grid.lua"))
        let elements = try engine(plugin, dataSource: DataSource(itemCounts: [5, 5])).allElements()
        #expect(elements.allSatisfy { $0.category == .cell })
        #expect(elements.count == 10)
    }

    // MARK: - coverflow.lua

    @Test func coverflowScalesAndFadesByDistanceFromTheCentre() throws {
        let plugin = try LuaPlugin.load(file: examplePath("coverflow.lua"))
        let engine = try engine(plugin, dataSource: DataSource(count: 12))
        let step = 160.0 + 20
        _ = try engine.contentSize()  // prepared once
        try engine.setContentOffset(Point(x: 5 * step, y: 0))
        #expect(engine.pendingInvalidation.isEmpty)  // the scroll step, not a prepare
        let cells = try engine.allElements()
        let centred = cells[5]
        #expect(centred.transform.scaleX == 1 && centred.alpha == 1)
        #expect(abs(centred.frame.midX - (5 * step + 390 / 2)) < 1e-9)
        for cell in cells where cell.indexPath.item != 5 {
            #expect(cell.transform.scaleX < 1 && cell.alpha < 1 && cell.zIndex < centred.zIndex)
        }
        let far = cells[0]
        #expect(abs(far.transform.scaleX - 0.6) < 1e-12 && abs(far.alpha - 0.3) < 1e-12)
        // Nearer items are larger.
        #expect(cells[4].transform.scaleX > cells[3].transform.scaleX)
        #expect(try engine.targetContentOffset(proposed: Point(x: 2.4 * step, y: 0)).x == 2 * step)
    }
}

/// Items with a height only, a photo size, a width only, or nothing.
func mixedMetrics(count: Int, random: inout SplitMix64) -> [ItemMetrics] {
    (0..<count).map { _ in
        switch random.next() % 4 {
        case 0: ItemMetrics()
        case 1: ItemMetrics(width: random.nextDouble(in: 1...800).rounded(.down), height: random.nextDouble(in: 1...800).rounded(.down))
        case 2: ItemMetrics(width: random.nextDouble(in: 1...800).rounded(.down))
        default: ItemMetrics(height: random.nextDouble(in: 20...400))
        }
    }
}

/// The seeds every randomised test runs with; a failure names its seed.
let testSeeds: [UInt64] = [1, 2, 3, 0x5EED_CAFE]
