/// How one job of a batch ended, and how long it took.
struct BatchResult: Sendable {
    /// How a job ended.
    enum Outcome: Sendable, Equatable {
        /// Its file was written.
        case succeeded
        /// It failed with this one-line message; no file was written.
        case failed(String)
        /// It did not run: an earlier job failed under `--fail-fast`.
        case skipped
    }

    /// The job's position in the shard's job list.
    var position: Int
    /// How it ended.
    var outcome: Outcome
    /// The seconds it took, layout and writing included (0 when skipped).
    var seconds: Double
}
