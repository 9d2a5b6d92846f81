#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic
import MosaicLua

/// `mosaic layout … --watch`: renders the layout, then again every time the
/// plugin file (or a module it `require`d, in a subfolder too, or tried to),
/// the `--spec` file or the `--data` file changes, until Ctrl-C.
///
/// Each render reloads the plugin and rereads the data, and prints one
/// status line on standard error: the time, what was rendered, the number of
/// items and how long the prepare took, or the error. A render that fails
/// writes nothing, so the output keeps the last good version (the output
/// file is replaced atomically, and only on success); a plugin that fails to
/// reload is kept at its last good version, as ``LuaPlugin/reload()`` does.
///
/// The text preview on a terminal is redrawn in place: the screen is
/// cleared before each one.
struct LayoutWatchLoop {
    /// The command line, `--watch` included.
    let command: LayoutCommand
    /// The format of the output.
    private let format: ExportFormat
    /// The layout and the files it follows.
    private var layout: WatchedLayout

    /// Resolves the layout once; its file, if any, is then reloaded before each render.
    ///
    /// - Throws: ``LayoutError/unknownLayout(name:available:)`` when nothing
    ///   answers to the name, ``CommandError`` when there is no file to
    ///   watch (a built-in layout with generated items).
    init(command: LayoutCommand) throws {
        self.command = command
        let limits = try command.limits.limits()
        guard case .elements(let format) = try command.output.resolvedFormat() else {
            throw CommandError("--watch renders the layout again on every change; --format swift writes its code once: drop --watch")
        }
        self.format = format
        layout = try WatchedLayout(name: command.name, parameters: command.parameters, items: command.items, limits: limits)
        guard layout.hasFiles else {
            throw CommandError("--watch: nothing to watch: '\(command.name)' is a built-in layout and the items are generated; give a .lua plugin, --spec FILE, --swift FILE or --data FILE")
        }
    }

    /// Renders and waits for changes until Ctrl-C, `SIGTERM` or the
    /// `--watch-limit` (for tests) ends the watch; then returns, so the
    /// command exits with 0. Errors while watching are status lines, not
    /// thrown.
    mutating func run() throws {
        InterruptSignal.install()
        var renders = 0
        while !InterruptSignal.isPending {
            // The reference state is taken before the files are read, so an
            // edit made while rendering shows up as a change.
            var watcher = FileWatcher(paths: watchedPaths())
            let status = render()
            // Modules the render required for the first time are watched from now on.
            watcher.watch(watchedPaths())
            StandardStreams.writeError(Self.clock() + " " + status + "\n")
            renders += 1
            if let limit = command.watching.limit, renders >= limit { return }
            guard watcher.waitForChange(until: { InterruptSignal.isPending }, sleep: InterruptSignal.sleep) else { return }
        }
    }

    /// The files whose changes start a render (``WatchedLayout/watchedPaths()``).
    func watchedPaths() -> [String] { layout.watchedPaths() }

    /// Renders once and describes the outcome in one line: what was written,
    /// or the error.
    private mutating func render() -> String {
        do {
            let (itemCount, duration) = try renderDocument()
            let target = command.output.outputFile.map { "'\($0.path)'" }
                ?? (format == .text ? "the preview" : "\(format.rawValue) to standard output")
            let items = itemCount == 1 ? "1 item" : "\(itemCount) items"
            return "rendered \(target): \(items), prepare \(duration.readable)"
        } catch {
            return "error: " + ExitStatus.escapingControlCharacters(ExitStatus.describe(error).message)
        }
    }

    /// Reloads the plugin, rereads the data, prepares the layout and writes
    /// the output.
    ///
    /// - Returns: the number of items the prepare placed and how long it took.
    /// - Throws: whatever stops the render; nothing is written then.
    private mutating func renderDocument() throws -> (itemCount: Int, duration: Duration) {
        let descriptor = try layout.load(parameters: command.parameters, environment: try command.view.environment())
        // The -p values are applied to the new version's parameters, so an
        // edited default shows unless the command line overrides it.
        let engine = try command.makeEngine(descriptor: descriptor)
        let snapshot = try LayoutSnapshot(engine: engine, query: try command.view.queryRect())
        let document = command.output.withDataFields(snapshot, from: engine.dataSource).rendered(as: format, options: command.output.renderOptions)
        if command.output.outputFile == nil && format == .text && isatty(STDOUT_FILENO) == 1 {
            try StandardStreams.write(Self.clearScreen)
        }
        try command.output.write(document)
        let prepare = engine.lastPrepare
        return (prepare?.itemCount ?? 0, prepare?.duration ?? .zero)
    }

    /// Moves the cursor home and clears the terminal.
    private static let clearScreen = "\u{1B}[H\u{1B}[2J"

    /// The local time of day, `12:03:04`.
    private static func clock() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return [parts.tm_hour, parts.tm_min, parts.tm_sec]
            .map { $0 < 10 ? "0\($0)" : "\($0)" }
            .joined(separator: ":")
    }
}
