import ArgumentParser

/// `--watch`: keep running and render again whenever an input file changes.
struct WatchOptions: ParsableArguments {
    @Flag(help: ArgumentHelp(
        "Keep running and render again whenever the plugin file, a .lua file beside it or the --data file changes; Ctrl-C stops."
    ))
    var watch = false

    /// Ends the watch after this many renders, failed ones included: for
    /// tests, which cannot press Ctrl-C at the right moment.
    @Option(name: .customLong("watch-limit"), help: .hidden)
    var limit: Int?

    func validate() throws {
        guard let limit else { return }
        guard watch else { throw ValidationError("--watch-limit needs --watch") }
        guard limit >= 1 else { throw ValidationError("--watch-limit \(limit): expected at least 1 render") }
    }
}
