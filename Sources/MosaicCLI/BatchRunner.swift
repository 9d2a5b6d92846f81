#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Mosaic

/// Runs a batch's jobs on worker threads and collects how each ended.
///
/// Workers take the next job from a shared counter (one short lock per
/// job), run it with nothing shared (each layout has its own Lua state,
/// each output its own temporary file) and keep their results to
/// themselves; the results are gathered, in job order, when all are done.
struct BatchRunner {
    /// The jobs to run, in order.
    var jobs: [BatchJob]
    /// The data files, read up front.
    var files: [String: DataSource]
    /// The directory the outputs go in.
    var directory: String
    /// The number of worker threads.
    var workerCount: Int
    /// Whether the first failure stops the batch (jobs not started are skipped).
    var failFast: Bool
    /// The progress display, if any.
    var progress: BatchProgress?
    /// Writes a job's output (its name, and what produces its bytes, as
    /// ``OutputFile/write(streaming:)`` takes it) in place of an
    /// ``OutputFile`` in ``directory``: a script's confined folder.
    var writeOutput: (@Sendable (_ name: String, _ produce: OutputFile.Producer) throws -> Void)? = nil
    /// Asked before each job starts: `true` stops the batch (the jobs not
    /// started are skipped), as a script's deadline does.
    var shouldStop: (@Sendable () -> Bool)? = nil
    /// What each job (by position) is charged while it runs against
    /// ``memoryGate``, for a script's batch held to its memory limit.
    var charges: [Int] = []
    /// Makes a job wait until its charge fits beside the running jobs'.
    var memoryGate: BatchMemoryGate? = nil

    /// Runs every job.
    ///
    /// - Returns: one result per job, in job order.
    /// - Complexity: the sum of the jobs' work, spread over the workers.
    func run() -> [BatchResult] {
        let queue = BatchQueue(jobCount: jobs.count, workerCount: workerCount, failFast: failFast, progress: progress, shouldStop: shouldStop)
        let jobs = self.jobs, files = self.files, directory = self.directory, writeOutput = self.writeOutput
        let charges = self.charges, memoryGate = self.memoryGate, shouldStop = self.shouldStop
        BatchThreads.run(count: workerCount) { worker in
            // Signals go to the main thread, which only waits: its handler never waits for a worker's slot.
            EmergencyExit.blockOnThisThread()
            var results: [BatchResult] = []
            while let position = queue.take() {
                let charge = memoryGate == nil ? 0 : charges[position]
                memoryGate?.acquire(charge)
                defer { memoryGate?.release(charge) }
                // The wait may have outlasted the script's deadline.
                if memoryGate != nil, shouldStop?() == true { continue }
                let result = Self.run(jobs[position], position: position, files: files, directory: directory, writeOutput: writeOutput)
                results.append(result)
                queue.finished(failed: result.outcome != .succeeded)
            }
            queue.deposit(results)
        }
        var results = queue.collected()
        let ran = Set(results.map(\.position))
        for position in jobs.indices where !ran.contains(position) {
            results.append(BatchResult(position: position, outcome: .skipped, seconds: 0))
        }
        queue.finishProgress()
        return results.sorted { $0.position < $1.position }
    }

    /// Runs one job: lays it out, renders it and writes its file atomically.
    private static func run(
        _ job: BatchJob, position: Int, files: [String: DataSource], directory: String,
        writeOutput: (@Sendable (String, OutputFile.Producer) throws -> Void)?
    ) -> BatchResult {
        let clock = ContinuousClock()
        let start = clock.now
        let outcome: BatchResult.Outcome
        do {
            if let writeOutput {
                try job.write(files: files) { produce in try writeOutput(job.outputName, produce) }
            } else {
                try job.write(files: files, to: OutputFile(path: directory + "/" + job.outputName))
            }
            outcome = .succeeded
        } catch {
            outcome = .failed(ExitStatus.escapingControlCharacters(ExitStatus.describe(error).message))
        }
        return BatchResult(position: position, outcome: outcome, seconds: (clock.now - start).seconds)
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double {
        Double(components.seconds) + Double(components.attoseconds) * 1e-18
    }
}

/// What the workers share: the next job, the counts, the stop flag and the
/// progress display, behind one mutex taken twice per job.
///
/// Sendable audit: `@unchecked` because the mutex is a `pthread_mutex_t`,
/// which ThreadSanitizer follows (a `Synchronization.Mutex` locks inside the
/// uninstrumented standard library, so TSan would report every batch as a
/// race), and the checker cannot see that a pthread mutex guards the
/// fields. Invariant: every `var` here is read and written only inside
/// `locked`. Checked by `BatchTests` (`aFailingJobDoesNotStopTheOthers`,
/// `failFastSkipsTheJobsNotStarted`) and `RunCommandTests`' 100-job batch,
/// under ThreadSanitizer by `scripts/test --sanitize=thread`.
private final class BatchQueue: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let jobCount: Int
    private let failFast: Bool
    private var next = 0
    private var done = 0
    private var failed = 0
    private var stopped = false
    private var progress: BatchProgress?
    private let shouldStop: (@Sendable () -> Bool)?
    private var results: [BatchResult] = []

    init(jobCount: Int, workerCount: Int, failFast: Bool, progress: BatchProgress?, shouldStop: (@Sendable () -> Bool)?) {
        pthread_mutex_init(mutex, nil)
        self.jobCount = jobCount
        self.failFast = failFast
        self.progress = progress
        self.shouldStop = shouldStop
        results.reserveCapacity(jobCount)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// The next job's position, or `nil` when none is left or the batch stopped.
    func take() -> Int? {
        locked {
            if shouldStop?() == true { stopped = true }
            guard !stopped, next < jobCount else { return nil }
            defer { next += 1 }
            return next
        }
    }

    /// Counts a finished job, stops the batch on a failure under
    /// `--fail-fast`, and redraws the progress when due.
    func finished(failed didFail: Bool) {
        locked {
            done += 1
            if didFail {
                failed += 1
                if failFast { stopped = true }
            }
            progress?.update(done: done, failed: failed)
        }
    }

    /// Hands over a worker's results, once, when it is done.
    func deposit(_ workerResults: [BatchResult]) {
        locked { results.append(contentsOf: workerResults) }
    }

    /// Every result deposited.
    func collected() -> [BatchResult] {
        locked { results }
    }

    /// Draws the progress a last time.
    func finishProgress() {
        locked { progress?.finish(done: done, failed: failed) }
    }
}
