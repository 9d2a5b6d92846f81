// What an app does with Mosaic through its public API only: a custom layout,
// every built-in with typed properties, a compositional layout described in
// Swift, a Lua plugin, attribute queries, and layouts prepared from several
// tasks. Foundation is imported beside Mosaic: no name needs a module prefix.
// Exits non-zero, with one `error:` line, when a result is not the expected one.
import Foundation
import Mosaic
import MosaicLua

@main
struct Consumer {
    static func main() async {
        do {
            try await run()
            print("consumer: ok")
        } catch {
            fail("\(error)")
        }
    }

    static func run() async throws {
        let environment = LayoutEnvironment(viewport: Size(width: 390, height: 844))

        // Built-in layouts, configured through typed properties.
        var flow = FlowLayout(itemSize: .all(Size(width: 100, height: 50)))
        flow.scrollDirection = .vertical
        flow.lineSpacing = 10
        flow.interitemSpacing = [8]
        flow.sectionInset = .all(Insets(all: 10))
        flow.headerHeight = [40, 0]
        let flowEngine = try LayoutEngine(layout: flow, dataSource: DataSource(itemCounts: [7, 3]), environment: environment)
        let first = try flowEngine.layoutAttributesForItem(at: ItemPath(item: 0, section: 0))
        check(first?.frame.size == Size(width: 100, height: 50), "flow item size \(String(describing: first?.frame))")
        check(first.map { $0.frame.minY == 50 } == true, "flow item 0 below the 40-point header and the inset")

        var waterfall = WaterfallLayout(columns: [3])
        waterfall.padding = 4
        waterfall.placement = .shortestFirst
        var fan = FanLayout()
        fan.radius = 300
        fan.itemSize = Size(width: 120, height: 160)
        check(abs(fan.anglePerItem - atan(120.0 / 300)) < 1e-12, "fan angle per item")
        let photos = DataSource.generated(count: 40, heights: 80...240, seed: 7)
        for layout in [waterfall, fan] as [any CollectionLayout] {
            let engine = try LayoutEngine(layout: layout, dataSource: photos, environment: environment)
            check(try engine.allElements().count == 40, "\(layout.name) places every item")
        }

        // A compositional layout described in Swift, as with UIKit's types.
        let item = CompositionalItem(layoutSize: LayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = CompositionalGroup.horizontal(
            layoutSize: LayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(120)),
            subitem: .item(item), count: 2
        )
        let section = CompositionalSection(group: group, contentInsets: Insets(all: 8), interGroupSpacing: 6)
        var compositional = CompositionalLayout(configuration: CompositionalConfiguration(sections: .uniform(section)))
        compositional.interSectionSpacing = 20
        let grid = try LayoutEngine(layout: compositional, dataSource: DataSource(itemCounts: [4, 4]), environment: environment)
        let firstRow = try grid.layoutAttributesForElements(in: Rect(x: 0, y: 0, width: 390, height: 130))
        check(firstRow.count == 2, "compositional first row holds 2 items, got \(firstRow.count)")
        check(try grid.contentSize().height == 2 * (8 + 120 + 6 + 120 + 8) + 20, "compositional content height")

        // A custom layout, appended to incrementally.
        let stack = try LayoutEngine(layout: StackLayout(), dataSource: DataSource(count: 3), environment: environment)
        try stack.prepare()
        stack.appendItems([ItemMetrics(height: 100), ItemMetrics()], toSection: 0)
        try stack.prepare()
        check(stack.lastPrepare?.request == .append, "the stack's append is incremental")
        let fourth = try stack.layoutAttributesForItem(at: ItemPath(item: 3, section: 0))
        check(fourth?.frame == Rect(x: 0, y: 3 * (44 + 8), width: 390, height: 100), "the appended row, got \(String(describing: fourth?.frame))")

        // A Lua plugin, loaded from source and sandboxed.
        let plugin = try LuaPlugin.load(source: luaColumns, file: "columns.lua")
        var parameters = plugin.defaultParameters
        try parameters.set("columns", to: .number(3))
        let lua = try LayoutEngine(layout: plugin.makeLayout(parameters: parameters), dataSource: DataSource(count: 9), environment: environment)
        let corner = try lua.layoutAttributesForItem(at: ItemPath(item: 4, section: 0))
        check(corner?.frame == Rect(x: 130, y: 130, width: 130, height: 130), "lua item 4, got \(String(describing: corner?.frame))")
        check(try lua.visibleElements().count == 9, "lua visible elements")

        // One engine per task: layouts and plugins are values that cross
        // tasks; each task builds and prepares its own engine.
        let widths = [320.0, 390, 430, 768]
        let heights = try await withThrowingTaskGroup(of: (Double, Double).self) { tasks in
            for width in widths {
                tasks.addTask {
                    let environment = LayoutEnvironment(viewport: Size(width: width, height: 800))
                    let engine = try LayoutEngine(
                        layout: plugin.makeLayout(), dataSource: DataSource(count: 30), environment: environment)
                    return (width, try engine.contentSize().height)
                }
            }
            var heights: [Double: Double] = [:]
            for try await (width, height) in tasks { heights[width] = height }
            return heights
        }
        check(heights.count == widths.count, "every task finished")
        for width in widths {
            check(heights[width] == (width / 2) * 15, "lua content height at width \(width), got \(String(describing: heights[width]))")
        }

        // Foundation's types beside Mosaic's, unqualified.
        let foundationPath = IndexPath(indexes: [0, 1])
        let mosaicPath = ItemPath(item: foundationPath[1], section: foundationPath[0])
        let encoded = try JSONEncoder().encode(["item": mosaicPath.item, "section": mosaicPath.section])
        check(!encoded.isEmpty && URL(string: "https://example.com") != nil, "Foundation types")
    }

    /// A plugin in a string: square cells in `columns` columns.
    static let luaColumns = """
        return {
          description = "square cells in columns",
          params = { columns = { default = 2, min = 1, max = 100, doc = "number of columns" } },
          prepare = function(ctx)
            local columns = math.tointeger(ctx.params.columns)
            local side = ctx.viewport.width / columns
            local count = ctx:items(0)
            for item = 0, count - 1 do
              ctx:place(0, item, (item % columns) * side, (item // columns) * side, side, side)
            end
            ctx:setContentSize(ctx.viewport.width, ((count + columns - 1) // columns) * side)
          end,
        }
        """

    static func check(_ condition: Bool, _ message: @autoclosure () -> String) {
        if !condition { fail(message()) }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("error: consumer: \(message)\n".utf8))
        exit(1)
    }
}
