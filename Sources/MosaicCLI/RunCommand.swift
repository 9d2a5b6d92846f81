#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Mosaic
import MosaicLua
import Synchronization

/// `mosaic run SCRIPT.lua [ARGS…]`: runs a Lua file as one chunk, as
/// `lua SCRIPT.lua ARGS…` does, with the REPL's Mosaic API, `mosaic.readJSON`
/// and `mosaic.batch`, in the plugin sandbox, held to the limits as a whole.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a Lua script that generates layouts.",
        discussion: """
            Runs SCRIPT.lua as one chunk, as 'lua SCRIPT.lua ARGS…' does: arg[0] is the \
            script, arg[1]… the arguments (also '...' in the main chunk); a first line \
            starting with # is skipped, so '#!/usr/bin/env -S mosaic run' works. The \
            script has the REPL's Mosaic API (mosaic.load, mosaic.compositional, every \
            layout method), mosaic.readJSON(path), mosaic.batch(jobs [, options]) and \
            os.exit(status), in the plugin sandbox. Options go before the script; \
            everything after it is the script's.

            Files: a script writes only through the API (l:save, mosaic.batch) into \
            --out, and reads data only through the API (l:data, mosaic.readJSON, a \
            job's data) from --in. CollectionLayout files (mosaic.load("my.lua"), a .json spec, \
            a job's layout) are read from the working directory, as 'mosaic layout' \
            reads them, and only .lua plugins and .json specs. Paths are relative to \
            those folders, and a path that leads out of them (absolute, '..', a \
            symbolic link) is refused. Every write is atomic. --max-memory holds the \
            script's state; --timeout holds the whole run, the layouts and batches it \
            starts included. An error ends the run with \
            'error: SCRIPT.lua:LINE: message' (and a traceback line for an error in a \
            nested call) and exit status \(ExitStatus.failure); os.exit(n) sets the status.

            Examples:
              mosaic run gen.lua
              mosaic run --out renders/ --in data/ sweep.lua 100 200 300
            See docs/scripts.md.
            """
    )

    @Option(name: .customLong("out"), help: ArgumentHelp("The folder the script writes into (made if missing). (default: the working directory)", valueName: "dir"))
    var out: String?

    @Option(name: .customLong("in"), help: ArgumentHelp("The folder the script reads data files from. (default: the working directory)", valueName: "dir"))
    var input: String?

    @Option(
        name: .customLong("max-memory"), parsing: .unconditional,
        help: ArgumentHelp("The most memory the script's Lua state may hold, in MiB (each plugin layout and batch worker has as much).", valueName: "mib")
    )
    var maxMemory = "256"

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The longest the whole run may take, in seconds: the script, and the layouts and batches it starts.", valueName: "seconds")
    )
    var timeout = "10"

    @OptionGroup(title: "Input files")
    var inputs: InputOptions

    @Argument(help: ArgumentHelp("The Lua script to run ('-' for standard input).", valueName: "script"))
    var script: String

    @Argument(parsing: .captureForPassthrough, help: ArgumentHelp("The script's arguments: arg[1], arg[2]…", valueName: "args"))
    var arguments: [String] = []

    /// The script's arguments, taken off the command line before it is
    /// parsed (``splitScriptArguments(_:)``); `nil` when the command was
    /// parsed whole. Behind a mutex rather than `nonisolated(unsafe)`: set
    /// once before the parse and read once by ``run()``, it costs nothing.
    static let scriptArguments = Mutex<[String]?>(nil)

    /// The options of `mosaic run` that take a value, as the split sees them.
    private static let valueOptions: Set<String> = ["--out", "--in", "--timeout", "--max-memory", "--max-input-size"]

    /// Splits `mosaic run [OPTIONS] SCRIPT ARGS…` after the script: the
    /// argument parser gets the command, options and script, and the
    /// script's arguments are kept aside whole. The parser's handling of
    /// passed-through arguments takes time quadratic in their number (4,000
    /// arguments: 11 s), where a script may be given 100,000 (`xargs`).
    ///
    /// - Returns: `arguments` unchanged, and `nil`, for another command.
    static func splitScriptArguments(_ arguments: [String]) -> (command: [String], script: [String]?) {
        guard arguments.first == configuration.commandName else { return (arguments, nil) }
        var index = 1
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { index += 1; break }
            guard argument.hasPrefix("-"), argument != "-" else { break }
            index += valueOptions.contains(argument) ? 2 : 1
        }
        guard index < arguments.count else { return (arguments, nil) }
        return (Array(arguments[...index]), Array(arguments[(index + 1)...]))
    }

    func run() throws {
        EmergencyExit.install()  // an interrupted run leaves no temporary file
        let arguments = Self.scriptArguments.withLock { $0 } ?? self.arguments
        let limits = try LimitOptions.limits(maxMemory: maxMemory, timeout: timeout)
        let source = try readScript(memoryLimit: limits.memory)
        let outputPath = out.map { BatchOutputDirectory($0).path } ?? "."
        let directory = BatchOutputDirectory(outputPath)
        try directory.check()
        try directory.create()
        // A folder option that cannot be used is a usage error, as --out's checks are.
        let output = try Self.usage { () throws(CommandError) in try RunFolder(path: outputPath, role: "the output folder (--out)") }
        let input = try Self.usage { () throws(CommandError) in try RunFolder(path: self.input ?? ".", role: "the input folder (--in)") }
        let layoutFiles = RunLayoutFiles(folder: try RunFolder(path: ".", role: "the working directory"), limits: limits)
        TemporaryFiles.removeStale(inFolder: output.descriptor)

        var resolver = LayoutResolver(limits: limits)
        resolver.loadFile = { path, limits in try layoutFiles.descriptor(for: path, limits: limits) }
        let environment = ReplEnvironment(
            limits: limits,
            resolve: { [resolver] source in try resolver.descriptor(for: source) },
            readFile: { path in try input.read(path, role: "data file") },
            writeFile: { path, produce in try output.write(path, streaming: produce) },
            readPlugin: { path in try layoutFiles.pluginSource(path) },
            sourceWriters: SwiftOutput.sourceWriters
        )
        let batch = RunBatch(output: output, input: input, resolver: resolver)
        let host = try LuaScript(
            file: script, environment: environment,
            hooks: LuaScript.Hooks(
                batch: { request in try batch.run(request) }, exit: { status in SystemCalls.terminate(status) },
                hardDeadlineLabel: ExitStatus.escapingControlCharacters(script)
            )
        )
        switch host.run(source: source, arguments: arguments) {
        case .finished: return
        case .exited(let status): SystemCalls.terminate(status)
        case .failure(let error):
            var report = "error: " + ExitStatus.escapingControlCharacters(error.description) + "\n"
            if let traceback = error.tracebackLine { report += traceback + "\n" }
            StandardStreams.writeError(report)
            SystemCalls.terminate(ExitStatus.failure)
        }
    }

    /// What `body` returns; its error as a usage error (status 64).
    private static func usage<T>(_ body: () throws(CommandError) -> T) throws -> T {
        do throws(CommandError) {
            return try body()
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// The script's bytes: a regular file (or standard input for `-`),
    /// at most the input limit and the memory limit (its text could not
    /// compile in less).
    private func readScript(memoryLimit: Int) throws -> [UInt8] {
        let limit = memoryLimit > 0 ? min(InputFile.maximumSize, memoryLimit) : InputFile.maximumSize
        do {
            if script == "-" { return try InputFile.readStandardInput(role: "script", maximumSize: limit) }
            return try InputFile.read(atPath: script, role: "script", maximumSize: limit)
        } catch {
            throw CommandError(error.description)
        }
    }
}
