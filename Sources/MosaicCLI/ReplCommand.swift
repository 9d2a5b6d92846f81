import ArgumentParser
import Mosaic
import MosaicLua

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `mosaic repl [LAYOUT]`: a Lua prompt with the Mosaic API.
struct ReplCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "repl",
        abstract: "Experiment with layouts at a Lua prompt.",
        discussion: """
            A Lua 5.4 prompt, sandboxed like the plugins, with the Mosaic API: \
            l = mosaic.load("fan", {radius = 300}), then l:set, l:items, l:viewport, \
            l:scroll, l:query, l:show, l:save… and colon commands for the current \
            layout (:set radius 200, :show, :reload, :watch on; :help lists them). \
            An expression prints its values; an unfinished chunk asks for more after '>>'.

            On a terminal it has line editing, history (~/.local/state/mosaic/history) \
            and Tab completion; Ctrl-C stops a running prepare, Ctrl-D leaves. When \
            standard input is not a terminal it runs the lines one by one, with no \
            prompts, and exits with \(ExitStatus.failure) if any line failed; to run a Lua \
            file as one chunk (locals, arg, ...), use 'mosaic run SCRIPT.lua'.

            Examples:
              mosaic repl examples/fan.lua
              mosaic repl examples/compositional-vibe.json
              mosaic repl waterfall < session.txt
            """
    )

    @Argument(help: ArgumentHelp(
        "The layout to start with: a built-in, a plugin's name, a .lua file, a compositional spec (.json), or UIKit layout code (.swift).",
        valueName: "layout"
    ))
    var layout: String?

    @OptionGroup(title: "Lua plugins")
    var limits: LimitOptions

    @OptionGroup(title: "Input files")
    var inputs: InputOptions

    /// The layout `source` names at the prompt and in a script: a
    /// compositional spec for a `.json` file, as `--spec` reads it; UIKit
    /// layout code for a `.swift` file, as `--swift` reads it; what
    /// `resolver` finds otherwise.
    static func descriptor(for source: String, resolver: LayoutResolver) throws -> LayoutDescriptor {
        if SwiftInput.isSwiftReference(source) { return try SwiftInput.descriptor(atPath: source, limits: resolver.limits) }
        guard source.hasSuffix(".json") else { return try resolver.descriptor(for: source) }
        let bytes = try SystemCalls.readFile(atPath: source, role: "spec file")
        return CompositionalLayout.descriptor(for: try CompositionalConfiguration.parse(json: bytes, file: source))
    }

    func run() throws {
        let limits = try limits.limits()
        let resolver = LayoutResolver(limits: limits)
        let environment = ReplEnvironment(
            limits: limits,
            resolve: { source in try Self.descriptor(for: source, resolver: resolver) },
            readFile: { try SystemCalls.readFile(atPath: $0, role: "data file") },
            writeFile: { path, produce in
                let file = OutputFile(path: path)
                if let problem = file.problem() { throw CommandError("cannot write '\(path)': \(problem)") }
                try file.write(streaming: produce)
            },
            sourceWriters: SwiftOutput.sourceWriters
        )
        let session = try ReplSession(environment: environment, interactive: isatty(STDIN_FILENO) == 1)
        if let layout {
            try session.repl.load(layout)
        }
        let failed = session.run()
        if failed { SystemCalls.terminate(ExitStatus.failure) }
    }
}
