#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic
import MosaicLua

/// A script's `mosaic.batch(jobs [, options])`, run by the batch runner of
/// `mosaic batch` in the script's process: the job tables are read as job
/// files' lines are (``BatchJobFile``: the same fields, rules and
/// messages), planned and checked as a job file is (``BatchPlan``) before
/// any job runs, run on worker threads (``BatchRunner``, with the progress
/// bar on a terminal), and described as `index.json` describes them
/// (``BatchIndex``), which is also what the script gets back.
///
/// Files stay inside the script's folders: outputs and the index are
/// written through the output folder (``RunFolder``), data files read
/// through the input folder, and a job's layout file is read as
/// `mosaic.load` reads one (``RunLayoutFiles``, through the resolver). Jobs are numbered from 1, as the Lua list.
struct RunBatch {
    /// Where outputs go.
    var output: RunFolder
    /// Where data files are read.
    var input: RunFolder
    /// How layouts are found, with the script's limits.
    var resolver: LayoutResolver

    /// Runs the request's jobs.
    ///
    /// - Returns: one `index.json` result object per job, in job order.
    /// - Throws: ``CommandError`` naming the job (`jobs[3]`) and the field
    ///   for a job that is not valid, or a folder that cannot be used; no
    ///   job has run then.
    func run(_ request: LuaScriptBatch) throws -> [JSONValue] {
        guard !request.jobs.isEmpty else { return [] }
        var specs: [BatchJobSpec] = []
        specs.reserveCapacity(request.jobs.count)
        for (offset, table) in request.jobs.enumerated() {
            let name = "jobs[\(offset + 1)]"
            let spec: BatchJobSpec
            do throws(JSONError) {
                spec = try BatchJobFile.job(Self.tableAsObject(table), line: nil, location: name) { _, path in Self.luaPath(name, path) }
            } catch {
                throw CommandError("\(Self.luaPath(name, error.path ?? .root)): \(error.message)")
            }
            if let layout = spec.layout, LayoutResolver.isFile(layout) || layout.hasSuffix(".json") || SwiftInput.isSwiftReference(layout) {
                do { try RunLayoutFiles.checkPath(layout) } catch { throw CommandError("\(name).layout: \(error)") }
            }
            specs.append(spec)
        }
        let folder = try request.directory.map { path throws(CommandError) in try output.subfolder(path) } ?? output
        defer { if folder.descriptor != output.descriptor { close(folder.descriptor) } }
        let input = self.input
        let defaults = BatchPlan.Defaults(
            layout: nil, assignments: [], items: .generated(counts: [ItemOptions.defaultItemCount], heights: nil, seed: 0),
            spec: nil, sectionOffsets: [], preferredSizes: [], environment: LayoutEnvironment(viewport: Size(width: 390, height: 844)),
            query: nil, format: nil, directory: folder.resolvedPath, firstIndex: 1,
            readData: { path in try BatchItems.source(json: input.read(path, role: "data file"), file: path) }
        )
        let plan = try BatchPlan(source: .jobFile(specs), defaults: defaults, resolver: Self.jobResolver(resolver, for: request))
        if let indexName = request.indexName {
            if let problem = BatchFileName.problem(withGivenName: indexName) { throw CommandError("options.index: \(problem)") }
            if let job = plan.jobs.first(where: { $0.outputName == indexName }) {
                throw CommandError("jobs[\(job.index)] writes '\(indexName)', the batch's index; give it another output, or the index another name (index = \"…\")")
            }
            do { try folder.checkWritable(indexName) } catch { throw CommandError("options.index: \(error)") }
        }
        for job in plan.jobs {
            do { try folder.checkWritable(job.outputName) } catch { throw CommandError("jobs[\(job.index)].output: \(error)") }
        }
        let charges = try Self.charges(of: plan, request: request)
        TemporaryFiles.removeStale(inFolder: folder.descriptor)

        let jobs = plan.jobs
        let workerCount = max(1, min(request.workers ?? BatchThreads.processorCount, jobs.count))
        let showsProgress = isatty(STDERR_FILENO) != 0
        let clock = ContinuousClock()
        let start = clock.now
        let runner = BatchRunner(
            jobs: jobs, files: plan.files, directory: folder.name, workerCount: workerCount, failFast: request.failFast,
            progress: showsProgress ? BatchProgress(total: jobs.count, redrawsInPlace: true) : nil,
            writeOutput: { name, produce in
                // Past the deadline, a job stops between its prepare and its
                // export, and between two pieces of its output.
                let deadline = request.isPastDeadline, message = request.timeLimitMessage
                guard !deadline() else { throw CommandError(message) }
                try folder.write(name, streaming: { sink in
                    try withoutActuallyEscaping(sink) { sink in
                        try produce { bytes in
                            guard !deadline() else { throw CommandError(message) }
                            try sink(bytes)
                        }
                    }
                })
            },
            shouldStop: request.isPastDeadline,
            charges: charges,
            memoryGate: request.memoryAvailable.map(BatchMemoryGate.init(capacity:))
        )
        let results = runner.run()
        let index = BatchIndex(
            jobs: jobs, results: results, shard: .whole, batchJobCount: plan.jobCount,
            files: plan.files, jobsFile: nil, seconds: (clock.now - start).seconds
        )
        let json = index.json
        // Past the deadline the run ends here: no index of jobs it stopped.
        guard !request.isPastDeadline() else { throw CommandError(request.timeLimitMessage) }
        if let indexName = request.indexName { try folder.write(indexName, json) }
        guard case .array(let entries)? = try JSONParser.parse(json)["results"]?.content else {
            preconditionFailure("the batch index has no results")
        }
        return entries
    }

    /// The resolver for the jobs' layouts: each Lua call of a job's plugin
    /// is held to the batch's `timeout` (10 s by default), capped by what
    /// remains of the script's time, so that a job that runs too long
    /// fails on its own while the script goes on.
    private static func jobResolver(_ resolver: LayoutResolver, for request: LuaScriptBatch) -> LayoutResolver {
        var jobs = resolver
        var time = request.timeout ?? LuaScriptBatch.defaultJobTimeout
        if let remaining = request.remainingTime() { time = min(time, max(remaining, .milliseconds(1))) }
        jobs.limits.time = time
        return jobs
    }

    /// What each job is charged while it runs (as a layout of its items the
    /// script held), checked to fit alone in what the script's memory
    /// limit leaves free.
    ///
    /// - Throws: ``CommandError`` naming the first job that could never run.
    private static func charges(of plan: BatchPlan, request: LuaScriptBatch) throws(CommandError) -> [Int] {
        guard let available = request.memoryAvailable else { return [] }
        return try plan.jobs.map { job throws(CommandError) in
            let items = job.items.itemCount(files: plan.files) ?? 0
            let charge = LuaScriptBatch.charge(items: items)
            guard charge <= available else {
                throw CommandError("jobs[\(job.index)]: memory limit of \(mebibytes(request.memoryLimit)) MiB exceeded: its \(items) items need "
                    + "\(mebibytes(charge)) MiB while it runs, and the script leaves \(mebibytes(available)) MiB free; give it fewer items or start with a larger --max-memory")
            }
            return charge
        }
    }

    /// Bytes in MiB with one decimal.
    private static func mebibytes(_ bytes: Int) -> String {
        ((Double(bytes) / 1_048_576 * 10).rounded() / 10).shortDescription
    }

    /// A job table as a JSON object: Lua's `{}` is read as an empty list,
    /// which is an empty job (or empty `params`) here.
    private static func tableAsObject(_ table: JSONValue) -> JSONValue {
        guard case .object(var members) = table.content else {
            if case .array(let elements) = table.content, elements.isEmpty { return JSONValue(.object([])) }
            return table
        }
        for index in members.indices where members[index].key == "params" {
            if case .array(let elements) = members[index].value.content, elements.isEmpty {
                members[index].value = JSONValue(.object([]))
            }
        }
        return JSONValue(.object(members))
    }

    /// `jobs[3].params.radius` for `$.params.radius` in job 3.
    private static func luaPath(_ job: String, _ path: JSONPath) -> String {
        job + path.description.dropFirst()
    }
}
