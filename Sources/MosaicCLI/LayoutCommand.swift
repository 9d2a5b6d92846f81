import ArgumentParser
import Mosaic

/// `mosaic layout NAME …`: lays out items and prints or saves the result.
struct LayoutCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layout",
        abstract: "Lay out items with a layout and print or save the result.",
        discussion: """
            Prepares the layout for the items in the viewport, then writes every element \
            (or those meeting --query): a text preview of the viewport by default, or \
            JSON, CSV or SVG. Set the layout's parameters with -p NAME=VALUE; \
            'mosaic layouts' lists them with their defaults. The same input always gives \
            the same output, byte for byte.

            Examples:
              mosaic layout fan
              mosaic layout fan --offset 1330,0 --viewport 1024x768 -p radius=800
              mosaic layout flow --items 100 -p alignment=leading --format json
              mosaic layout waterfall --data examples/photos.json \\
                  -p placement=shortestFirst -p padding=10 -o waterfall.svg
              mosaic layout waterfall --items 1000 --heights 50:500 --seed 7 \\
                  --query 0,2000,390,844 --format csv
            """
    )

    @Argument(help: ArgumentHelp("The layout: one of \(LayoutResolver().available.map(\.name).joined(separator: ", ")).", valueName: "name"))
    var name: String

    @OptionGroup(title: "Layout")
    var parameters: ParameterOptions

    @OptionGroup(title: "Items")
    var items: ItemOptions

    @OptionGroup(title: "Viewport")
    var view: ViewOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    func run() throws {
        let descriptor = try LayoutResolver().descriptor(named: name)
        let values = try parameters.parameters(for: descriptor)
        let format = try output.resolvedFormat()
        let engine = try LayoutEngine(
            layout: descriptor.makeLayout(parameters: values),
            dataSource: try items.dataSource(),
            environment: try view.environment()
        )
        let snapshot = try LayoutSnapshot(engine: engine, query: try view.queryRect())
        try output.write(snapshot.rendered(as: format, options: output.renderOptions))
    }
}
