#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Mosaic

/// `mosaic batch …`: computes many layouts in parallel, from parameter
/// sweeps or a job file, and writes one file per job and an index.
struct BatchCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "batch",
        abstract: "Compute many layouts in parallel: parameter sweeps or a job file, one output file per job.",
        discussion: """
            With sweeps, runs every combination of the --sweep values (the last sweep \
            varies fastest): NAME=START:STOP:STEP includes both ends, NAME=A,B,C lists \
            values. With --jobs-file, runs one job per line of a JSON-lines file, each \
            {"layout", "params", "items" or "data", "viewport", "offset", "format", "output"}; \
            the command line gives what a job leaves out. Each output is written \
            atomically into --out, named after the layout and the parameters the job sets \
            (spiral_anglePerItem=0.35_radius=40.svg); out/index.json lists every job. The \
            same job always writes the same bytes.

            Everything is checked before any job runs: sweep syntax, every job's \
            parameters, the layouts, the data files and the output directory. A job \
            that fails does not stop the others (unless --fail-fast); the failures are \
            listed at the end and the exit status is 1. --shard K/N runs job i only when \
            i % N + 1 == K, for spreading a batch over machines; see docs/batch.md. \
            --spec FILE gives the jobs of the compositional layout their sections.

            Examples:
              mosaic batch examples/spiral.lua --sweep radius=40:200:20 \\
                  --sweep anglePerItem=0.2,0.35,0.5 --items 100 --format svg --out renders/
              mosaic batch --jobs-file jobs.jsonl --out out/ --jobs 4
              mosaic batch waterfall --sweep columns=2:5:1 --data examples/photos.json \\
                  --out renders/ --shard 2/4
            """
    )

    /// The most worker threads `--jobs` accepts.
    static let maximumWorkers = 1_024

    @Argument(help: ArgumentHelp(
        "The layout: a built-in, a plugin's name, or a .lua file (with --jobs-file, the layout of the jobs that name none).",
        valueName: "name"
    ))
    var layout: String?

    @Option(
        name: .customLong("sweep"), parsing: .unconditionalSingleValue,
        help: ArgumentHelp("Try a parameter at several values: NAME=START:STOP:STEP or NAME=A,B,C; repeat for more.", valueName: "name=values")
    )
    var sweeps: [String] = []

    @Option(name: .customLong("jobs-file"), help: ArgumentHelp("Run the jobs of a JSON-lines file, one job a line.", valueName: "file"))
    var jobsFile: String?

    @Option(name: .customLong("out"), help: ArgumentHelp("The directory the outputs and the index go in (created if missing).", valueName: "dir"))
    var out: String

    @Option(name: .customLong("jobs"), help: ArgumentHelp("The number of worker threads. (default: the number of processors)", valueName: "n"))
    var workers: Int?

    @Option(help: ArgumentHelp("Run only shard K of N: job i when i % N + 1 == K.", valueName: "K/N"))
    var shard: String?

    @Option(help: ArgumentHelp("The output format of jobs that give none. (default: json)", valueName: "format"))
    var format: FormatArgument?

    @Flag(help: "Write JSON outputs in the compact form (one element per line, only the members that differ from their defaults) unless a job says \"compact\": false.")
    var compact = false

    @Flag(help: "Show the progress even when standard error is not a terminal.")
    var progress = false

    @Flag(name: .customLong("fail-fast"), help: "Stop at the first job that fails; jobs not started are skipped.")
    var failFast = false

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

    func validate() throws {
        if jobsFile != nil {
            guard sweeps.isEmpty else {
                throw ValidationError("--sweep and --jobs-file cannot be used together: give the job file one line per combination")
            }
        } else if layout == nil {
            throw ValidationError("give a layout to sweep, or --jobs-file FILE")
        }
        if let workers, !(1 ... Self.maximumWorkers).contains(workers) {
            throw ValidationError("--jobs \(workers): expected a number of workers from 1 to \(Self.maximumWorkers)")
        }
        if compact, let format = format?.format, format != .json {
            throw ValidationError("--compact is a form of the JSON output; it has no effect on --format \(format)")
        }
        _ = try shard.map(BatchShard.init(parsing:))
        _ = try parsedSweeps()
        try parameters.checkSpec(layout: layout)
    }

    /// The sweeps, each parameter swept once and not also set with `-p`.
    private func parsedSweeps() throws -> [BatchSweep] {
        let sweeps = try self.sweeps.map(BatchSweep.init(parsing:))
        var seen: Set<String> = []
        let fixed = try parameters.assignments.map { try ArgumentSyntax.assignment($0, option: "-p").name }
        for sweep in sweeps {
            guard seen.insert(sweep.name).inserted else { throw ValidationError("--sweep \(sweep.name): the parameter is swept twice") }
            guard !fixed.contains(sweep.name) else {
                throw ValidationError("--sweep \(sweep.name): the parameter is also set with -p; drop one")
            }
        }
        guard BatchSweep.combinationCount(of: sweeps, limit: BatchPlan.maximumJobCount) != nil else {
            throw ValidationError("--sweep: more than \(BatchPlan.maximumJobCount) combinations")
        }
        return sweeps
    }

    func run() throws {
        EmergencyExit.install()  // an interrupted batch leaves no temporary file
        let directory = BatchOutputDirectory(out)
        try directory.check()
        let shard = try self.shard.map(BatchShard.init(parsing:)) ?? .whole
        let plan = try BatchPlan(source: try source(), shard: shard, defaults: try defaults(), resolver: LayoutResolver(limits: try limits.limits()))
        let indexPath = directory.path + "/" + shard.indexFileName
        try checkOutputsAreNotInputs(plan.jobs, directory: directory.path, indexPath: indexPath)
        try directory.create()
        TemporaryFiles.removeStale(in: directory.path)

        let jobs = plan.jobs
        let workerCount = max(1, min(workers ?? BatchThreads.processorCount, jobs.count))
        let showsProgress = isatty(STDERR_FILENO) != 0
        let clock = ContinuousClock()
        let start = clock.now
        let runner = BatchRunner(
            jobs: jobs, files: plan.files, directory: directory.path, workerCount: workerCount, failFast: failFast,
            progress: (showsProgress || progress) && !jobs.isEmpty ? BatchProgress(total: jobs.count, redrawsInPlace: showsProgress) : nil
        )
        let results = runner.run()
        let seconds = (clock.now - start).seconds

        let index = BatchIndex(
            jobs: jobs, results: results, shard: shard, batchJobCount: plan.jobCount,
            files: plan.files, jobsFile: jobsFile, seconds: seconds
        )
        try OutputFile(path: indexPath).write(index.json)
        try report(jobs: jobs, results: results, seconds: seconds, indexPath: indexPath)
    }

    /// Throws when a job's output or the index would replace a file the
    /// batch reads (its job file, a data file, the spec, a plugin): the
    /// same file, through any link, by device and inode.
    private func checkOutputsAreNotInputs(_ jobs: [BatchJob], directory: String, indexPath: String) throws {
        let outputs = jobs.lazy.map { (self.label(of: $0), directory + "/" + $0.outputName) } + [("the index", indexPath)]
        for (label, path) in outputs {
            guard let identity = FileIdentity(path: path), InputFile.hasBeenRead(identity) else { continue }
            throw ValidationError("\(label): the output '\(path)' is one of the batch's input files; write the outputs to another directory")
        }
    }

    private func label(of job: BatchJob) -> String {
        job.line != nil ? "job at \(job.label(jobsFile: jobsFile))" : "job \(job.index)"
    }

    /// Lists the failures, then prints the summary line; throws when a job failed.
    private func report(jobs: [BatchJob], results: [BatchResult], seconds: Double, indexPath: String) throws {
        var failed = 0
        for (job, result) in zip(jobs, results) {
            guard case .failed(let message) = result.outcome else { continue }
            failed += 1
            StandardStreams.writeError("error: \(job.label(jobsFile: jobsFile)) (\(job.outputName)): \(message)\n")
        }
        let skipped = results.count { $0.outcome == .skipped }
        var summary = "mosaic batch: \(jobs.count) job\(jobs.count == 1 ? "" : "s"), \(failed) failed"
        if skipped > 0 { summary += ", \(skipped) skipped" }
        summary += ", " + BatchProgress.rounded(seconds, places: 2) + " s"
        if seconds > 0, !jobs.isEmpty { summary += " (" + BatchProgress.rounded(Double(jobs.count - skipped) / seconds, places: 1) + " jobs/s)" }
        StandardStreams.writeError(summary + "; index: \(indexPath)\n")
        if failed > 0 {
            throw CommandError("\(failed) of \(jobs.count) job\(jobs.count == 1 ? "" : "s") failed; the others were written")
        }
    }

    /// Where the jobs come from: the job file's lines, or the sweeps'
    /// combinations (numbered, planned only for the shard).
    private func source() throws -> BatchPlan.Source {
        if let jobsFile {
            let specs = try BatchJobFile.read(jobsFile)
            guard specs.count <= BatchPlan.maximumJobCount else {
                throw CommandError("job file '\(jobsFile)': more than \(BatchPlan.maximumJobCount) jobs")
            }
            return .jobFile(specs)
        }
        return .sweeps(try parsedSweeps())
    }

    /// What the command line gives every job.
    private func defaults() throws -> BatchPlan.Defaults {
        let items: BatchItems
        if let data = self.items.data {
            items = .file(data)
        } else {
            items = .generated(
                counts: try self.items.itemCounts() ?? [ItemOptions.defaultItemCount],
                heights: try self.items.heightRange(), seed: self.items.seed ?? 0
            )
        }
        return BatchPlan.Defaults(
            layout: layout,
            assignments: try parameters.assignments.map { try ArgumentSyntax.assignment($0, option: "-p") },
            items: items,
            spec: try parameters.specDescriptor(limits: try limits.limits()),
            sectionOffsets: try view.parsedSectionOffsets(),
            preferredSizes: try self.items.preferredSizes(),
            environment: try view.environment(),
            layoutMarginsGiven: view.layoutMargins != nil,
            query: try view.queryRect(),
            format: format?.format,
            compact: compact,
            directory: BatchOutputDirectory(out).path
        )
    }
}
