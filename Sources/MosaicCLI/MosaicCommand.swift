import ArgumentParser
import Mosaic
import MosaicLua

/// The `mosaic` command: the root of `layout` and `layouts`. Run on its
/// own, it shows the fan layout's text preview and a hint on the commands.
@main
struct MosaicCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mosaic",
        abstract: "Compute collection-view layouts without UIKit: preview them, or export them as JSON, CSV or SVG.",
        discussion: """
            With no command, shows a text preview of the fan layout: \
            'mosaic layout \(previewArguments.joined(separator: " "))'.

            Examples:
              mosaic layouts
              mosaic layout fan --offset 665,0
              mosaic layout waterfall --items 50 --heights 80:400 -o waterfall.svg
              mosaic layout flow --items 1000000 --format json -o flow.json
              mosaic layout examples/spiral.lua -p radius=120 -o spiral.svg
              mosaic update flow --items 30 --batch batch.json

            Errors are one line on standard error starting with 'error: '. Exit status: \
            0 on success, \(ExitStatus.usage) for a bad command line (an unknown layout \
            or parameter, a value out of range), \(ExitStatus.failure) when a file cannot \
            be read or written, the data file or the layout is not valid, or a Lua \
            plugin fails (its file and line are named).
            """,
        version: "mosaic \(MosaicVersion.current)",
        subcommands: [LayoutCommand.self, LayoutsCommand.self, UpdateCommand.self, BatchCommand.self, ReplCommand.self, RunCommand.self, ServeCommand.self]
    )

    /// The line printed after the preview.
    static let hint = "Try 'mosaic layouts' to list the layouts, 'mosaic layout NAME' to lay one out, and 'mosaic --help' for more."

    /// What `mosaic` alone previews: twelve cards scrolled to the middle, so
    /// that the fan opens symmetrically and no card wraps round the circle
    /// (30 cards at 0.26 rad each would turn more than once).
    static let previewArguments = ["fan", "--items", "12", "--offset", "603,0"]

    func run() throws {
        let preview = try LayoutCommand.parse(Self.previewArguments)
        try preview.run()
        try StandardStreams.write(Self.hint + "\n")
    }

    /// Runs the command line. A plugin stuck past its time limit ends the
    /// process from the watchdog (``LuaBackstop``): the temporary files of
    /// outputs being written go first.
    static func main() {
        LuaBackstop.setEmergencyCleanup(TemporaryFiles.emergencyCleanup)
        // The library's messages about a limit say how to raise it in our terms.
        LimitHints.set("--max-input-size", for: .inputSize)
        LimitHints.set("--max-memory", for: .memory)
        do {
            let (arguments, scriptArguments) = RunCommand.splitScriptArguments(Array(CommandLine.arguments.dropFirst()))
            RunCommand.scriptArguments.withLock { $0 = scriptArguments }
            try checkCommandName(arguments)
            var command = try parseAsRoot(arguments)
            try command.run()
        } catch {
            ExitStatus.exit(reporting: error)
        }
    }

    /// Rejects a first argument that is neither an option nor a command, with
    /// the list of commands (ArgumentParser would only call it unexpected).
    private static func checkCommandName(_ arguments: [String]) throws {
        guard let first = arguments.first, !first.hasPrefix("-") else { return }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
        guard names.contains(first) else {
            throw ValidationError("unknown command '\(first)'; the commands are " + names.joined(separator: ", "))
        }
    }
}
