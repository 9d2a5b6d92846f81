import ArgumentParser
import Mosaic
import MosaicLua
import MosaicServe

/// `mosaic serve LAYOUT …`: serves a page that acts as a collection view
/// with the layout as its layout object, and reloads it when its files change.
struct ServeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve a live collection view of a layout to a browser.",
        discussion: """
            Prints the page's address, http://127.0.0.1:PORT/, and serves it until Ctrl-C. \
            The page scrolls like a collection view, with the layout as its layout object: \
            sticky headers stick, a fan turns, a fling stops where the layout's \
            targetContentOffset says; its controls set parameters, item counts and the \
            viewport, and insert, delete and move items with the layout's animations. \
            The options are those of 'mosaic layout'; each page starts from them.

            When the plugin file, a module it required, the --spec file or the --data \
            file is saved, every page reloads and keeps its scroll position; a broken \
            save shows its error (file:line) over the last good layout. Each page has an \
            engine of its own, on a thread of its own (a plugin's Lua state is made and \
            used there only).

            By default the server listens on 127.0.0.1 only; it answers only requests addressed to it \
            (Host and Origin, against DNS rebinding) and serves only its page. --host \
            (the address other machines use) exposes it, with a warning. docs/serve.md has the protocol.

            Examples:
              mosaic serve examples/fan.lua
              mosaic serve waterfall --items 1000000 --heights 50:500 --port 0
              mosaic serve compositional --spec examples/compositional-vibe.json \\
                  --data examples/compositional-vibe-data.json
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

    @OptionGroup(title: "Lua plugins")
    var limits: LimitOptions

    @OptionGroup(title: "Input files")
    var inputs: InputOptions

    @OptionGroup(title: "Serving")
    var serving: ServeOptions

    /// Ends the command after this many reloads (failed ones included), for tests.
    @Option(name: .customLong("reload-limit"), help: .hidden)
    var reloadLimit: Int?

    func validate() throws {
        try parameters.checkSpec(layout: name)
        if view.query != nil {
            throw ValidationError("--query: the page asks for the elements it shows; mosaic serve takes no query rectangle")
        }
    }

    func run() throws {
        var layout = try WatchedLayout(name: name, parameters: parameters, items: items, limits: try limits.limits())
        let first = try served(descriptor: try layout.load(parameters: parameters, environment: try view.environment()), file: layout.pluginFile, checked: true)
        InterruptSignal.install()
        let server = ServeServer(serving: first, host: serving.host, port: serving.port, limits: serving.limits)
        if let warning = serving.warning { StandardStreams.writeError(warning + "\n") }
        let url: String
        do throws(ServeStartError) {
            url = try server.start()
        } catch {
            throw CommandError("cannot serve on \(ServedAddressText.describe(host: serving.host, port: serving.port)): \(error.message)")
        }
        defer { server.stop() }
        try StandardStreams.write(url + "\n")
        try follow(&layout, server: server)
    }

    /// Reloads and publishes whenever a followed file changes, until Ctrl-C
    /// or `SIGTERM`; prints one status line on standard error per reload.
    private func follow(_ layout: inout WatchedLayout, server: ServeServer) throws {
        var reloads = 0
        while !InterruptSignal.isPending && !server.hasStopped {
            var watcher = FileWatcher(paths: layout.watchedPaths())
            guard layout.hasFiles else {
                InterruptSignal.sleep(.seconds(3_600))
                continue
            }
            guard watcher.waitForChange(until: { InterruptSignal.isPending || server.hasStopped }, sleep: InterruptSignal.sleep) else { return }
            do {
                // Prepared once here, so that a layout that fails only when
                // prepared (a section provider's error, a limit) is a load
                // error and the pages keep the last good layout.
                let next = try served(descriptor: try layout.load(parameters: parameters, environment: try view.environment()), file: layout.pluginFile, checked: true)
                server.publish(next)
                StandardStreams.writeError("reloaded \(layout.watchedPaths().first ?? name)\n")
            } catch {
                let message = ExitStatus.escapingControlCharacters(ExitStatus.describe(error).message)
                server.publishLoadError(message)
                StandardStreams.writeError("error: \(message)\n")
            }
            reloads += 1
            if let reloadLimit, reloads >= reloadLimit { return }
        }
    }

    /// What the server serves for the layout `descriptor` makes, with the
    /// options' parameters, items (the data file read again), viewport and sizes.
    ///
    /// - Parameter checked: build an engine once here, so that a bad
    ///   `--section-offset` or `--measure` or a layout that fails to prepare
    ///   stops the command before it serves.
    /// - Parameter file: the plugin file, for a plugin.
    private func served(descriptor: LayoutDescriptor, file: String?, checked: Bool) throws -> ServedLayout {
        var environment = try view.environment()
        if checked {
            let engine = try CommandEngine.make(descriptor: descriptor, parameters: parameters, items: items, view: view)
            _ = try engine.contentSize()
            environment = engine.environment
        } else {
            for (section, offset) in try view.parsedSectionOffsets() { environment.sectionOffsets[section] = offset }
        }
        let heights = try items.heightRange(), seed = items.seed ?? 0
        let kind: ServedSource.Kind = parameters.descriptionFile != nil ? .spec : (file != nil ? .plugin : .builtin)
        return ServedLayout(
            descriptor: descriptor,
            parameters: try parameters.parameters(for: descriptor),
            dataSource: try items.dataSource(),
            environment: environment,
            preferredSizes: Dictionary(try items.preferredSizes().map { ($0.indexPath, $0.size) }, uniquingKeysWith: { $1 }),
            source: ServedSource(kind: kind, file: kind == .spec ? parameters.descriptionFile : file, arguments: commandArguments),
            makeItems: { BatchItems.generated(counts: $0, heights: heights, seed: seed).dataSource(files: [:]) }
        )
    }
}

extension ServeCommand {
    /// The item and collection-view options given, beyond the viewport and
    /// the offsets (which the page sends itself), for "Copy as command".
    var commandArguments: [String] {
        var arguments: [String] = []
        if let data = items.data { arguments += ["--data", data] }
        if let heights = items.heights { arguments += ["--heights", heights] }
        if let seed = items.seed { arguments += ["--seed", String(seed)] }
        for measure in items.measures { arguments += ["--measure", measure] }
        if view.insets != "0" { arguments += ["--insets", view.insets] }
        if view.safeArea != "0" { arguments += ["--safe-area", view.safeArea] }
        if let margins = view.layoutMargins { arguments += ["--layout-margins", margins] }
        if let scale = view.scale { arguments += ["--scale", scale] }
        return arguments
    }
}

/// `HOST:PORT` for messages, with an IPv6 address in brackets.
enum ServedAddressText {
    static func describe(host: String, port: Int) -> String {
        (host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host) + ":\(port)"
    }
}
