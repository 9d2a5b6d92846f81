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
            JSON, CSV or SVG; --format swift (or -o FILE.swift) writes instead the UIKit \
            code that builds a compositional or flow layout (docs/swift.md). Set the layout's parameters with -p NAME=VALUE; \
            'mosaic layouts' lists them with their defaults. The same input always gives \
            the same output, byte for byte.

            The layout is a built-in (\(BuiltinLayouts.all.map(\.name).joined(separator: ", "))), \
            a Lua plugin file (an argument ending in .lua or containing a /), or the name \
            of a plugin on the search path: the *.lua files in ./layouts, then in each \
            directory of $MOSAIC_PATH (separated by colons), then in \
            ~/.config/mosaic/layouts. A built-in wins over a plugin of the same name; \
            among plugins, the first on the path wins. A plugin runs with at most \
            --max-memory MiB and --timeout seconds per call; a plugin that fails stops \
            the command with its file and line, and no file is written.

            With --watch the command keeps running: it renders again whenever the plugin \
            file, a .lua file in its directory or the --data file changes, and prints a \
            status line on standard error for each render (the time, the item count and \
            how long the prepare took) or the error, one line; a failed render leaves the \
            last good output in place. The text preview on a terminal is redrawn in place. \
            Ctrl-C stops watching once the render in progress is done, with exit status 0; \
            a second Ctrl-C ends the command at once.

            The compositional layout lays out three sections like a music app's front page (examples/compositional-vibe.json) unless --spec \
            gives a JSON spec of sections, groups and items (docs/json-format.md). \
            --section-offset scrolls one of its sideways-scrolling sections; --measure \
            feeds back the size a self-sizing cell wants, which its estimated \
            dimensions then take (the flow's cells too, with -p estimatedItemSize=W,H).

            The fan is the source material's circular layout (items on an arc of a big \
            circle, anglePerItem = atan(itemWidth / radius), the angle driven by the content \
            offset), changed from the plain transcription in two ways: only the items inside \
            its visible angle (the source's, one item wider, at most half a turn) are turned \
            into view, and the others are parked transparent (alpha 0) in a row out of the \
            way, so no item goes round the circle onto another; and a scroll turns only the \
            items a query meets, not all of them (docs/lua-api.md, scroll-reactive plugins).

            Examples:
              mosaic layout fan
              mosaic layout fan --offset 1330,0 --viewport 1024x768 -p radius=800
              mosaic layout flow --items 100 -p alignment=leading --format json
              mosaic layout waterfall --data examples/photos.json \\
                  -p placement=shortestFirst -p padding=10 -o waterfall.svg
              mosaic layout waterfall --items 1000 --heights 50:500 --seed 7 \\
                  --query 0,2000,390,844 --format csv
              mosaic layout examples/spiral.lua -p radius=120 --items 60 -o spiral.svg
              MOSAIC_PATH=examples mosaic layout coverflow --timeout 2 --max-memory 64
              mosaic layout examples/spiral.lua --items 100 -o spiral.svg --watch
              mosaic layout compositional --items 6,10,15 --section-offset 1:100
              mosaic layout compositional --spec examples/compositional-vibe.json \\
                  --data examples/compositional-vibe-data.json -o vibe.svg
              mosaic layout compositional --spec examples/compositional-list.json --items 20 \\
                  --measure 0:3:358x120
              mosaic layout compositional --spec examples/compositional-list.json -o Layout.swift
            """
    )

    @Argument(help: ArgumentHelp(
        "The layout: a built-in (\(BuiltinLayouts.all.map(\.name).joined(separator: ", "))), a plugin's name, or a .lua file.",
        valueName: "name"
    ))
    var name: String

    @OptionGroup(title: "Layout")
    var parameters: ParameterOptions

    @OptionGroup(title: "Items")
    var items: ItemOptions

    @OptionGroup(title: "Viewport")
    var view: ViewOptions

    @OptionGroup(title: "Output")
    var output: OutputOptions

    @OptionGroup(title: "Lua plugins")
    var limits: LimitOptions

    @OptionGroup(title: "Input files")
    var inputs: InputOptions

    @OptionGroup(title: "Watching")
    var watching: WatchOptions

    func validate() throws {
        try parameters.checkSpec(layout: name)
        if watching.watch, try output.resolvedFormat() == .swift {
            throw ValidationError("--watch renders the layout again on every change; --format swift writes its code once: drop --watch")
        }
        try output.checkNotAnInput(layout: name, parameters: parameters, items: items)
    }

    func run() throws {
        if watching.watch {
            var loop = try LayoutWatchLoop(command: self)
            return try loop.run()
        }
        if output.outputFile != nil { EmergencyExit.install() }  // no temporary file outlives a Ctrl-C
        let descriptor = try parameters.descriptor(for: name, resolver: LayoutResolver(limits: try limits.limits()), environment: try view.environment())
        switch try output.resolvedFormat() {
        case .swift:
            // The layout's code: its description and parameters, not the
            // items; a section provider read from Swift is written with the
            // sections it gives for the items and view options at hand.
            var written = descriptor
            var comment: String?
            if !parameters.swift.isEmpty {
                (written, comment) = try SwiftProviderResolution.resolved(
                    descriptor, parameters: try parameters.parameters(for: descriptor), makeEngine: { try makeEngine(descriptor: $0) })
            }
            let layout = try written.makeLayout(parameters: try parameters.parameters(for: written))
            var source = try SwiftOutput.source(for: layout, command: commandLine)
            if let comment, let end = source.firstIndex(of: "\n") {
                source.insert(contentsOf: comment + "\n", at: source.index(after: end))
            }
            try output.write(source)
        case .elements(let format):
            let engine = try makeEngine(descriptor: descriptor)
            let snapshot = try LayoutSnapshot(engine: engine, query: try view.queryRect())
            try output.write(output.withDataFields(snapshot, from: engine.dataSource), as: format)
        }
    }

    /// The command that writes the layout's Swift, for the file's first
    /// comment: the layout, the spec file and the parameters set, as given.
    var commandLine: String {
        var words = ["mosaic", "layout", name]
        if let spec = parameters.spec { words += ["--spec", spec] }
        for swift in parameters.swift { words += ["--swift", swift] }
        for setting in parameters.assignments { words += ["-p", setting] }
        return words.map { word in
            word.allSatisfy { $0.isLetter || $0.isNumber || "-_./=,:".contains($0) } ? word : "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
        }.joined(separator: " ") + " --format swift"
    }

    /// The engine the options describe (``CommandEngine/make(descriptor:parameters:items:view:)``).
    func makeEngine(descriptor: LayoutDescriptor) throws -> LayoutEngine {
        try CommandEngine.make(descriptor: descriptor, parameters: parameters, items: items, view: view)
    }
}
