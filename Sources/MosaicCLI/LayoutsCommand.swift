import ArgumentParser

/// `mosaic layouts`: lists the layouts and their parameters.
struct LayoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "layouts",
        abstract: "List the layouts with their parameters, defaults and docs.",
        discussion: """
            Lists the built-in layouts, then the Lua plugins on the search path: the \
            *.lua files in ./layouts, then in each directory of $MOSAIC_PATH (separated \
            by colons), then in ~/.config/mosaic/layouts, each with its file. A plugin \
            goes by its 'name' field, or by its file name without .lua. A built-in wins \
            over a plugin of the same name, and among plugins the first on the path \
            wins: the others are listed with a warning line. A plugin that fails to \
            load is listed with its error, in one line; a script for 'mosaic run' (a file \
            whose #! first line runs mosaic run) is listed as a script. In JSON, plugins \
            have a "file"; a shadowed one has "shadowedBy" (the file that wins, or \
            "builtin"), a broken one an "error", a script "script": true.

            Each layout's parameters are set with 'mosaic layout NAME -p PARAMETER=VALUE'.

            Examples:
              mosaic layouts
              mosaic layouts --format json
              MOSAIC_PATH=examples:$HOME/layouts mosaic layouts --timeout 2
            """
    )

    /// The forms the listing is written in.
    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    @Option(help: "The output format.")
    var format: Format = .text

    @OptionGroup(title: "Lua plugins")
    var limits: LimitOptions

    @OptionGroup(title: "Input files")
    var inputs: InputOptions

    func run() throws {
        let layouts = LayoutResolver(limits: try limits.limits()).listing()
        switch format {
        case .text: try StandardStreams.write(LayoutListing.text(layouts))
        case .json: try StandardStreams.write(LayoutListing.json(layouts))
        }
    }
}
