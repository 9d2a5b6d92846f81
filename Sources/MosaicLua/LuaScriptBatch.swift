package import Mosaic

/// What a script's `mosaic.batch(jobs [, options])` asks the host to run.
///
/// The job tables are read into the JSON reader's value tree
/// (``JSONValue``), so the host reads them with the reader of job-file
/// lines: the same fields, rules and messages as `mosaic batch --jobs-file`.
package struct LuaScriptBatch: Sendable {
    /// The job tables, in order (`jobs[1]` first).
    package var jobs: [JSONValue]
    /// The number of worker threads (`jobs = N`); `nil` for the host's default.
    package var workers: Int?
    /// Whether the first failure skips the jobs not yet started (`fail_fast = true`).
    package var failFast: Bool
    /// The folder the outputs go in, inside the script's output folder
    /// (`dir = "renders"`); `nil` for the output folder itself.
    package var directory: String?
    /// The index file's name in that folder (`index = "runs.json"`; by
    /// default `index.json`); `nil` when `index = false` asks for none.
    package var indexName: String?
    /// Whether the script's time limit has passed: no job starts after it.
    package var isPastDeadline: @Sendable () -> Bool
    /// The time limit of each Lua call of a job's plugin (`timeout = S`);
    /// `nil` for ``defaultJobTimeout``. The host caps it by ``remainingTime``.
    package var timeout: Duration?
    /// What remains of the script's time limit; `nil` for no limit.
    package var remainingTime: @Sendable () -> Duration? = { nil }
    /// What a job stopped by the script's deadline fails with:
    /// `time limit of 10 s exceeded`.
    package var timeLimitMessage = "time limit exceeded"
    /// The bytes the script's memory limit leaves free for the jobs
    /// running at once (each charged ``charge(items:)``); `nil` for no limit.
    package var memoryAvailable: Int?
    /// The script's memory limit in bytes (0: none), for messages.
    package var memoryLimit = 0

    /// A job's plugin's time limit per call unless `timeout = S` says
    /// otherwise: the plugins' default, 10 s.
    package static let defaultJobTimeout = LuaLimits.default.time

    /// What a job of `items` items is charged while it runs: what a layout
    /// the script holds is charged (16 KiB and 64 bytes an item).
    package static func charge(items: Int) -> Int { LuaREPL.charge(items: items) }

    /// What the host builds per job beside its table (the job's spec, its
    /// plan, its result and index entry, the index's text and its parse),
    /// charged to the script's memory limit before any of it is built
    /// (measured: 20,000 trivial jobs peaked at 152 MB, about 5 KB each with
    /// their Lua tables and results; 100,000 peaked at 250 MB).
    package static let jobHostBytes = 4096

    /// The options a script may give, for messages.
    package static let optionNames = ["dir", "fail_fast", "index", "jobs", "timeout"]

    /// A request from its parts.
    package init(
        jobs: [JSONValue], workers: Int? = nil, failFast: Bool = false, directory: String? = nil,
        indexName: String? = "index.json", isPastDeadline: @escaping @Sendable () -> Bool = { false }
    ) {
        self.jobs = jobs
        self.workers = workers
        self.failFast = failFast
        self.directory = directory
        self.indexName = indexName
        self.isPastDeadline = isPastDeadline
    }
}
