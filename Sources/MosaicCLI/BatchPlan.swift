import ArgumentParser
import Mosaic

/// Turns job specs into jobs, checking everything that can be checked
/// before a job runs: every layout loads, every parameter exists and has a
/// valid value, every data file reads, no two jobs write the same file, and
/// every output name fits the file system.
///
/// Sweeps are planned lazily: their combinations are numbered
/// (``BatchSweep/combination(at:of:)``), each sweep value is checked once,
/// and only the jobs of the shard being run are made, so that a shard of a
/// 10,000,000-job sweep needs memory for its own jobs only.
struct BatchPlan {
    /// The most jobs one batch may have.
    static let maximumJobCount = 10_000_000

    /// Where the jobs come from.
    enum Source {
        /// The lines of a job file (bounded by the input limit), each planned.
        case jobFile([BatchJobSpec])
        /// Every combination of the sweeps' values, at most ``maximumJobCount``.
        case sweeps([BatchSweep])
    }

    /// What the command line gives every job that does not say otherwise.
    struct Defaults {
        /// The layout argument, if given.
        var layout: String?
        /// `-p NAME=VALUE` assignments, applied before a job's own.
        var assignments: [(name: String, value: String)]
        /// The items.
        var items: BatchItems
        /// The layout of `--spec`, which jobs of the compositional layout use.
        var spec: LayoutDescriptor?
        /// The `--section-offset` offsets, applied to every job.
        var sectionOffsets: [(section: Int, offset: Double)]
        /// The `--measure` sizes, fed to every job.
        var preferredSizes: [(indexPath: ItemPath, size: Size)]
        /// The viewport, offset, insets, safe area, layout margins and scale.
        var environment: LayoutEnvironment
        /// Whether `--layout-margins` is given: margins given are held to
        /// leaving room in the viewport, UIKit's defaults are not.
        var layoutMarginsGiven = false
        /// The query rectangle.
        var query: Rect?
        /// The format, if `--format` is given; otherwise JSON.
        var format: ExportFormat?
        /// Whether `--compact` is given: JSON jobs that do not say are written in the compact form.
        var compact = false
        /// The output directory, for the length of the outputs' paths.
        var directory: String = "."
        /// The number of the first job: 0 on the command line, 1 for a
        /// script's list of job tables (`jobs[1]`).
        var firstIndex = 0
        /// Reads a job's data file (a script reads inside its `--in` folder).
        var readData: (String) throws -> DataSource = BatchItems.read
    }

    /// The jobs of the shard, in order.
    var jobs: [BatchJob] = []
    /// The number of jobs in the whole batch, all shards.
    var jobCount = 0
    /// The data files the jobs read, read once.
    var files: [String: DataSource] = [:]

    private var resolver: LayoutResolver
    private var descriptors: [String: LayoutDescriptor] = [:]

    /// Plans the jobs of `shard`, checking those of the whole batch.
    ///
    /// - Throws: ``ValidationError`` for a job without a layout, an unknown
    ///   parameter or bad value, a bad or too long output name or path, or
    ///   two jobs writing the same file (each naming the job, by the job
    ///   file's line and JSON path for a job from a job file); the errors of
    ///   ``LayoutResolver`` for a layout that does not load; ``CommandError``
    ///   or ``JSONError`` for a data file.
    /// - Complexity: one load of each distinct layout, one read of each
    ///   data file; for a job file of j jobs of p parameters, O(j · p); for
    ///   sweeps of v values in all, O(v · p) checks and O(k · p) for the k
    ///   jobs of the shard, whatever the number of combinations.
    init(source: Source, shard: BatchShard = .whole, defaults: Defaults, resolver: LayoutResolver) throws {
        self.resolver = resolver
        if let spec = defaults.spec { descriptors[spec.name] = spec }
        switch source {
        case .jobFile(let specs): try planJobFile(specs, shard: shard, defaults: defaults)
        case .sweeps(let sweeps): try planSweeps(sweeps, shard: shard, defaults: defaults)
        }
    }

    private mutating func planJobFile(_ specs: [BatchJobSpec], shard: BatchShard, defaults: Defaults) throws {
        var owners: [String: String] = [:]
        var usesSpec = false
        for (index, spec) in specs.enumerated() {
            let job = try plan(spec, index: index + defaults.firstIndex, defaults: defaults)
            try Self.checkReserved(job, name: Self.name(of: job, spec: spec))
            if let owner = owners[job.outputName] {
                throw ValidationError("\(Self.name(of: job, spec: spec)) and \(owner) would both write '\(job.outputName)'; give them different parameters or outputs")
            }
            owners[job.outputName] = Self.name(of: job, spec: spec)
            if job.layoutArgument == defaults.spec?.name { usesSpec = true }
            if shard.contains(jobIndex: index) { jobs.append(job) }
        }
        jobCount = specs.count
        if let spec = defaults.spec, !usesSpec {
            throw ValidationError("--spec describes a compositional layout, but no job uses '\(spec.name)'")
        }
    }

    private mutating func planSweeps(_ sweeps: [BatchSweep], shard: BatchShard, defaults: Defaults) throws {
        guard let count = BatchSweep.combinationCount(of: sweeps, limit: Self.maximumJobCount) else {
            throw ValidationError("--sweep: more than \(Self.maximumJobCount) combinations")
        }
        jobCount = count
        func spec(_ index: Int) -> BatchJobSpec {
            BatchJobSpec(assignments: BatchSweep.combination(at: index, of: sweeps).map { .init(name: $0.name, value: .text($0.value)) })
        }
        // Job 0 loads the layout, reads the data file and checks the -p values.
        let first = try plan(spec(0), index: 0, defaults: defaults)
        try Self.checkReserved(first, name: "job 0")  // every name starts as job 0's: the layout's name
        if let spec = defaults.spec, first.layoutArgument != spec.name {
            throw ValidationError("--spec describes a compositional layout, but no job uses '\(spec.name)'")
        }
        // Each value once: valid, and written differently in the output name from
        // the sweep's other values (then no two combinations share a name).
        var longest = [Int](repeating: 0, count: sweeps.count)
        for (position, sweep) in sweeps.enumerated() {
            var seen: [String: Int] = [:]
            var longestLength = -1
            for (valueIndex, value) in sweep.values.enumerated() {
                var parameters = first.parameters
                try parameters.set(sweep.name, parsing: value)
                let name = BatchFileName.name(layout: first.descriptor.name, parameters: parameters, setNames: first.setParameters, format: first.format)
                if let earlier = seen[name] {
                    var positions = [Int](repeating: 0, count: sweeps.count)
                    positions[position] = earlier
                    let a = BatchSweep.index(of: positions, in: sweeps)
                    positions[position] = valueIndex
                    let b = BatchSweep.index(of: positions, in: sweeps)
                    throw ValidationError("job \(b) and job \(a) would both write '\(name)' (--sweep \(sweep.name) gives the same value twice); give them different parameters or outputs")
                }
                seen[name] = valueIndex
                if name.utf8.count > longestLength { (longestLength, longest[position]) = (name.utf8.count, valueIndex) }
            }
        }
        // The longest output name, checked before any job runs.
        let longestIndex = BatchSweep.index(of: longest, in: sweeps)
        if longestIndex != 0 { _ = try plan(spec(longestIndex), index: longestIndex, defaults: defaults) }
        jobs.reserveCapacity(count / shard.count + 1)
        for index in stride(from: shard.index - 1, to: count, by: shard.count) {
            jobs.append(index == 0 ? first : try plan(spec(index), index: index, defaults: defaults))
        }
    }

    /// Throws when the job's output is a name the batch's index files use.
    private static func checkReserved(_ job: BatchJob, name: String) throws {
        let reserved = job.outputName == "index.json" || (job.outputName.hasPrefix("index-") && job.outputName.hasSuffix(".json"))
        if reserved {
            throw ValidationError("\(name): the output '\(job.outputName)' is kept for the batch's index; give the job another \"output\"")
        }
    }

    private static func name(of job: BatchJob, spec: BatchJobSpec) -> String {
        spec.location.map { "job at \($0)" } ?? "job \(job.index)"
    }

    private mutating func plan(_ spec: BatchJobSpec, index: Int, defaults: Defaults) throws -> BatchJob {
        guard let layout = spec.layout ?? defaults.layout else {
            throw ValidationError("\(spec.location.map { "job at \($0)" } ?? "job \(index)"): the job names no layout; add \"layout\" or give one on the command line")
        }
        let descriptor: LayoutDescriptor
        do {
            descriptor = try self.descriptor(for: layout)
        } catch {
            throw Self.relocated(error, spec.layoutLocation)
        }
        var parameters = descriptor.defaultParameters
        for (name, value) in defaults.assignments {
            try parameters.set(name, parsing: value)
        }
        var setNames: [String] = []
        for assignment in spec.assignments {
            try Self.located(assignment.location) {
                switch assignment.value {
                case .text(let text): try parameters.set(assignment.name, parsing: text)
                case .typed(let value): try parameters.set(assignment.name, to: value)
                }
            }
            if !setNames.contains(assignment.name) { setNames.append(assignment.name) }
        }

        let items = try self.items(spec, defaults: defaults)
        if case .file(let path) = items, files[path] == nil {
            files[path] = try Self.located(spec.location) { try defaults.readData(path) }
        }

        var environment = defaults.environment
        if let viewport = spec.viewport { environment.viewport = viewport }
        if let offset = spec.offset { environment.contentOffset = offset }
        if let insets = spec.insets { environment.contentInsets = insets }
        if let safeArea = spec.safeArea { environment.safeArea = safeArea }
        if let layoutMargins = spec.layoutMargins { environment.layoutMargins = layoutMargins }
        if let scale = spec.scale { environment.displayScale = scale }
        try Self.checkRoom(in: environment, spec: spec, layoutMarginsGiven: defaults.layoutMarginsGiven)

        let format: ExportFormat
        let outputName: String
        if let output = spec.output {
            if let problem = BatchFileName.problem(withGivenName: output) {
                throw ValidationError("job at \(spec.outputLocation ?? spec.location ?? String(index)): \(problem)")
            }
            format = spec.format ?? BatchFileName.format(ofFileName: output) ?? defaults.format ?? .json
            outputName = output
        } else {
            format = spec.format ?? defaults.format ?? .json
            outputName = BatchFileName.name(layout: descriptor.name, parameters: parameters, setNames: setNames, format: format)
            guard outputName.utf8.count <= BatchFileName.maximumLength else {
                throw ValidationError("\(spec.location.map { "job at \($0)" } ?? "job \(index)"): the output name '\(outputName.prefix(40))…' is longer than \(BatchFileName.maximumLength) bytes; give the job an \"output\"")
            }
        }
        if spec.compact == true, format != .json {
            throw ValidationError("job at \(spec.compactLocation ?? spec.location ?? String(index)): \"compact\" is a form of the JSON output; this job writes \(format)")
        }
        if let problem = BatchFileName.pathProblem(directory: defaults.directory, name: outputName) {
            throw ValidationError("\(spec.location.map { "job at \($0)" } ?? "job \(index)"): \(problem)")
        }
        return BatchJob(
            index: index, line: spec.line, layoutArgument: layout, descriptor: descriptor,
            parameters: parameters, setParameters: setNames.sorted(), items: items,
            environment: environment, sectionOffsets: defaults.sectionOffsets, preferredSizes: defaults.preferredSizes,
            query: defaults.query, format: format, compact: format == .json && (spec.compact ?? defaults.compact),
            outputName: outputName
        )
    }

    /// Throws when a job's viewport, insets, safe area or layout margins
    /// leave no room, by the rules of `--insets`, `--safe-area` and
    /// `--layout-margins` (``ViewRules/room(for:in:what:)``), naming the
    /// job and the member that breaks them: the insets of that rule if the
    /// job gives them, else what they are measured in (the safe area, the
    /// viewport). The command line's values were checked against its own
    /// viewport, so only a job that gives one of these members can break one.
    ///
    /// - Throws: ``CommandError`` (`job at jobs.jsonl:3:20: $.safeArea: …`).
    private static func checkRoom(in environment: LayoutEnvironment, spec: BatchJobSpec, layoutMarginsGiven: Bool) throws {
        guard !spec.viewLocations.isEmpty else { return }
        var rules: [(members: [String], insets: Insets, what: String)] = [
            (["insets", "viewport"], environment.contentInsets, "the insets"),
            (["safeArea", "viewport"], environment.safeArea, "the safe area insets"),
        ]
        if layoutMarginsGiven || spec.layoutMargins != nil {
            rules.append((["layoutMargins", "safeArea", "viewport"], environment.safeArea + environment.layoutMargins, "the safe area and layout margins"))
        }
        for rule in rules {
            do throws(ViewRuleViolation) {
                try ViewRules.room(for: rule.insets, in: environment.viewport, what: rule.what)
            } catch {
                let location = rule.members.lazy.compactMap { spec.viewLocations[$0] }.first ?? spec.location ?? "?"
                throw CommandError("job at \(location): \(error)")  // an error in a file: status 1
            }
        }
    }

    /// The job's items: its data file, its generated items (with its own
    /// heights, or the command line's), or the command line's.
    private func items(_ spec: BatchJobSpec, defaults: Defaults) throws -> BatchItems {
        if let data = spec.data { return .file(data) }
        guard let counts = spec.itemCounts else { return defaults.items }
        if let heights = spec.heights { return .generated(counts: counts, heights: heights.range, seed: heights.seed) }
        if case .generated(_, let heights, let seed) = defaults.items { return .generated(counts: counts, heights: heights, seed: seed) }
        return .generated(counts: counts, heights: nil, seed: 0)
    }

    /// Each layout argument is resolved once: a plugin file is loaded (and
    /// tried) once for the whole batch.
    private mutating func descriptor(for argument: String) throws -> LayoutDescriptor {
        if let descriptor = descriptors[argument] { return descriptor }
        let descriptor = try resolver.descriptor(for: argument)
        descriptors[argument] = descriptor
        return descriptor
    }

    /// Runs `body`, prefixing a thrown error's message with `location`
    /// (keeping its exit status) when there is one.
    private static func located<T>(_ location: String?, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw relocated(error, location)
        }
    }

    /// `error` with its message prefixed by `location`, keeping its exit status.
    private static func relocated(_ error: any Error, _ location: String?) -> any Error {
        guard let location else { return error }
        let (message, status) = ExitStatus.describe(error)
        // "job at …": ArgumentParser's messages lose a leading capital, and a path may start with one.
        if status == ExitStatus.usage { return ValidationError("job at \(location): \(message)") }
        return CommandError("\(location): \(message)")
    }
}
