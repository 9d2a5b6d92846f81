import Mosaic

/// The index of a batch run, `index.json` (or `index-K-of-N.json` for a
/// shard) in the output directory: every job of the run, in job order,
/// with its parameters, output file, time and error. Everything but the
/// `seconds` fields is the same from run to run.
///
/// ```json
/// {
///   "shard": {"index": 1, "count": 1},
///   "batchJobs": 6,
///   "jobs": 6,
///   "succeeded": 6,
///   "failed": 0,
///   "skipped": 0,
///   "seconds": 0.21,
///   "results": [
///     {"job": 0, "layout": "spiral", "parameters": {"anglePerItem": 0.2, "radius": 40, …}, "set": ["anglePerItem", "radius"], "items": 100, "viewport": "390x844", "offset": "0,0", "format": "svg", "output": "spiral_anglePerItem=0.2_radius=40.svg", "status": "succeeded", "seconds": 0.03, "error": null},
///     {"job": 1, …, "offset": "0,0", "safeArea": {"top": 0, "left": 44, "bottom": 21, "right": 44}, "scale": 2, "format": "svg", …},
///     …
///   ]
/// }
/// ```
struct BatchIndex {
    /// The jobs of the run, in order.
    var jobs: [BatchJob]
    /// How each ended, parallel to ``jobs``.
    var results: [BatchResult]
    /// The shard run.
    var shard: BatchShard
    /// The number of jobs in the whole batch, all shards.
    var batchJobCount: Int
    /// The data files, for their item counts.
    var files: [String: DataSource]
    /// The job file, for each job's `line`.
    var jobsFile: String?
    /// The seconds the run took.
    var seconds: Double

    /// The index as JSON text, one result a line.
    ///
    /// - Complexity: O(j · p) for j jobs of p parameters.
    var json: String {
        var writer = JSONWriter()
        writer.raw("{\n  \"shard\": {\"index\": \(shard.index), \"count\": \(shard.count)},\n")
        writer.raw("  \"batchJobs\": \(batchJobCount),\n  \"jobs\": \(jobs.count),\n")
        writer.raw("  \"succeeded\": \(count(.succeeded)),\n")
        writer.raw("  \"failed\": \(results.count { if case .failed = $0.outcome { true } else { false } }),\n")
        writer.raw("  \"skipped\": \(count(.skipped)),\n  \"seconds\": ")
        writer.number((seconds * 1e3).rounded() / 1e3)
        writer.raw(",\n  \"results\": [")
        for (offset, (job, result)) in zip(jobs, results).enumerated() {
            writer.raw(offset == 0 ? "\n    " : ",\n    ")
            entry(job, result, into: &writer)
        }
        writer.raw(jobs.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
        return writer.text
    }

    private func count(_ outcome: BatchResult.Outcome) -> Int {
        results.count { $0.outcome == outcome }
    }

    /// The job's content insets, safe area, layout margins and display
    /// scale, each only when it is not the default (no insets, no safe
    /// area, UIKit's margins, exact values), as the layout's JSON output
    /// writes them in its header (insets as `{"top", "left", "bottom",
    /// "right"}`), under the names a job file reads back: `insets`,
    /// `safeArea`, `layoutMargins`, `scale`.
    private func environmentSettings(_ environment: LayoutEnvironment, into writer: inout JSONWriter) {
        func insets(_ name: String, _ insets: Insets) {
            writer.raw(", \"\(name)\": {\"top\": ")
            writer.number(insets.top)
            writer.raw(", \"left\": ")
            writer.number(insets.left)
            writer.raw(", \"bottom\": ")
            writer.number(insets.bottom)
            writer.raw(", \"right\": ")
            writer.number(insets.right)
            writer.raw("}")
        }
        if environment.contentInsets != .zero { insets("insets", environment.contentInsets) }
        if environment.safeArea != .zero { insets("safeArea", environment.safeArea) }
        if environment.layoutMargins != LayoutEnvironment.defaultLayoutMargins { insets("layoutMargins", environment.layoutMargins) }
        if let scale = environment.displayScale {
            writer.raw(", \"scale\": ")
            writer.number(scale)
        }
    }

    private func entry(_ job: BatchJob, _ result: BatchResult, into writer: inout JSONWriter) {
        writer.raw("{\"job\": \(job.index), ")
        if let line = job.line, let jobsFile {
            writer.raw("\"jobsFile\": ")
            writer.string(jobsFile)
            writer.raw(", \"line\": \(line), ")
        }
        writer.raw("\"layout\": ")
        writer.string(job.descriptor.name)
        writer.raw(", \"parameters\": {")
        for (offset, parameter) in job.parameters.effectiveValues.enumerated() {
            if offset > 0 { writer.raw(", ") }
            writer.string(parameter.name)
            writer.raw(": ")
            // The same form as the layout's JSON output: arrays and objects, not strings.
            writer.raw(parameter.value.jsonText)
        }
        writer.raw("}, \"set\": [")
        writer.raw(job.setParameters.map(JSONWriter.quoted).joined(separator: ", "))
        writer.raw("], \"items\": ")
        if let count = job.items.itemCount(files: files) { writer.raw(String(count)) } else { writer.raw("null") }
        if case .file(let path) = job.items {
            writer.raw(", \"data\": ")
            writer.string(path)
        }
        let environment = job.environment
        writer.raw(", \"viewport\": ")
        writer.string("\(environment.viewport.width.shortDescription)x\(environment.viewport.height.shortDescription)")
        writer.raw(", \"offset\": ")
        writer.string("\(environment.contentOffset.x.shortDescription),\(environment.contentOffset.y.shortDescription)")
        environmentSettings(environment, into: &writer)
        writer.raw(", \"format\": ")
        writer.string(job.format.rawValue)
        writer.raw(", \"output\": ")
        writer.string(job.outputName)
        writer.raw(", \"status\": ")
        switch result.outcome {
        case .succeeded: writer.string("succeeded")
        case .failed: writer.string("failed")
        case .skipped: writer.string("skipped")
        }
        writer.raw(", \"seconds\": ")
        writer.number((result.seconds * 1e6).rounded() / 1e6)
        writer.raw(", \"error\": ")
        if case .failed(let message) = result.outcome { writer.string(message) } else { writer.raw("null") }
        writer.raw("}")
    }
}
