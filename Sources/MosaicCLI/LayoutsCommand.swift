import ArgumentParser
import Mosaic

/// `mosaic layouts`: lists the layouts and their parameters.
struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the layouts with their parameters, defaults and docs.",
        discussion: """
            Each layout's parameters are set with 'mosaic layout NAME -p PARAMETER=VALUE'.

            Examples:
              mosaic layouts
              mosaic layouts --format json
            """
    )

    /// The forms the listing is written in.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @Option(help: "The output format.")
    var format: Format = .text

    func run() throws {
        let layouts = LayoutResolver().available
        switch format {
        case .text: try StandardStreams.write(LayoutListing.text(layouts))
        case .json: try StandardStreams.write(LayoutListing.json(layouts))
        }
    }
}
