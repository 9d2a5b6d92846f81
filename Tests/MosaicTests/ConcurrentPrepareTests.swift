import Mosaic
import Testing

/// The built-in layouts are `Sendable` values: a `Sendable` model holds
/// them, and tasks prepare copies of them at once, one engine per task,
/// with the results of a prepare on one thread (issue 15, item 2). Against
/// the old code this file does not compile (no layout was `Sendable`, and a
/// provider's closure was not `@Sendable`).
@Suite struct ConcurrentPrepareTests {
    /// What an app's model might keep: every built-in layout, and data.
    struct Model: Sendable {
        var flow = FlowLayout()
        var waterfall = WaterfallLayout()
        var fan = FanLayout()
        var compositional = CompositionalLayout(configuration: CompositionalConfiguration(
            sections: .provider(SectionProvider(name: "alternate") { context in
                compositionalListSection(height: context.section % 2 == 0 ? 40 : 60, estimated: false)
            })
        ))
        var data = DataSource(itemCounts: [40, 25, 60])

        /// The layouts by name; each entry is a copy.
        var layouts: [(name: String, layout: any CollectionLayout & Sendable)] {
            [("flow", flow), ("waterfall", waterfall), ("fan", fan), ("compositional", compositional)]
        }
    }

    /// Everything an engine lays out for `layout` at `width`.
    static func elements(_ layout: any CollectionLayout, data: DataSource, width: Double) throws -> [LayoutAttributes] {
        let engine = try LayoutEngine(layout: layout, dataSource: data, environment: LayoutEnvironment(viewport: Size(width: width, height: 844)))
        return try engine.allElements()
    }

    @Test func layoutsPreparedFromSeveralTasksAgreeWithOneThread() async throws {
        let model = Model()
        let widths: [Double] = [320, 390, 768, 1024]
        var expected: [String: [LayoutAttributes]] = [:]
        for (name, layout) in model.layouts {
            for width in widths { expected["\(name) \(width)"] = try Self.elements(layout, data: model.data, width: width) }
        }
        // Every layout at every width, three times over, all at once.
        let results = try await withThrowingTaskGroup(of: (String, [LayoutAttributes]).self) { group in
            for _ in 0..<3 {
                for (name, layout) in model.layouts {
                    for width in widths {
                        group.addTask { ("\(name) \(width)", try Self.elements(layout, data: model.data, width: width)) }
                    }
                }
            }
            var results: [(String, [LayoutAttributes])] = []
            for try await result in group { results.append(result) }
            return results
        }
        #expect(results.count == 3 * 4 * widths.count)
        for (key, elements) in results {
            #expect(!elements.isEmpty, "\(key)")
            #expect(elements == expected[key], "\(key) differs from the prepare on one thread")
        }
    }

    /// The example in ``LayoutEngine``'s documentation, as written there.
    struct Screen: Sendable {
        var layout = FlowLayout()
        var data = DataSource(count: 1_000)
    }

    @Test func theDocumentedExampleRuns() async throws {
        let screen = Screen()
        let widths: [Double] = [320, 390, 768]
        let sizes: [Double: Size] = try await withThrowingTaskGroup(of: (Double, Size).self) { group in
            for width in widths {
                group.addTask {
                    // One engine per task; the layout and the data are copied in.
                    let engine = try LayoutEngine(
                        layout: screen.layout, dataSource: screen.data,
                        environment: LayoutEnvironment(viewport: Size(width: width, height: 844))
                    )
                    return (width, try engine.contentSize())
                }
            }
            return try await group.reduce(into: [:]) { $0[$1.0] = $1.1 }
        }
        #expect(sizes.keys.sorted() == widths)
        for width in widths {
            let alone = try LayoutEngine(layout: screen.layout, dataSource: screen.data, environment: LayoutEnvironment(viewport: Size(width: width, height: 844)))
            #expect(sizes[width] == (try alone.contentSize()))
        }
    }

    @Test func aModelHoldingLayoutsCrossesIntoATask() async throws {
        var model = Model()
        model.fan.radius = 300
        let sent = model
        let radius = await Task.detached { sent.fan.radius }.value
        #expect(radius == 300)
    }
}
