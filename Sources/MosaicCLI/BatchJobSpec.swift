import Mosaic

/// A job as written, before its layout is loaded and its parameters are
/// checked: a line of a job file, or one combination of the sweeps. What it
/// leaves out comes from the command line.
struct BatchJobSpec: Sendable {
    /// A parameter value as given: text to parse (command line) or a JSON
    /// value (job file), with where it was written, for messages.
    struct Assignment: Sendable {
        /// The parameter's name.
        var name: String
        /// The value.
        var value: Value
        /// Where the value was written (`jobs.jsonl:3:28: $.params.radius`),
        /// or `nil` on the command line.
        var location: String?

        /// A value as text or as a typed JSON value.
        enum Value: Sendable {
            case text(String)
            case typed(ParameterValue)
        }
    }

    /// The job file's line, for a job read from one.
    var line: Int?
    /// Where the job starts (`jobs.jsonl:3`), for messages.
    var location: String?
    /// The layout, if the job names one.
    var layout: String?
    /// Where the job's `layout` was written.
    var layoutLocation: String?
    /// The parameters the job sets, in the order written.
    var assignments: [Assignment] = []
    /// The number of generated items in each section, if the job gives them.
    var itemCounts: [Int]?
    /// The random heights of the generated items and their seed, if the job gives them.
    var heights: (range: ClosedRange<Double>, seed: UInt64)?
    /// The data file, if the job gives one.
    var data: String?
    /// The viewport, if the job gives one.
    var viewport: Size?
    /// The content offset, if the job gives one.
    var offset: Point?
    /// The content insets, if the job gives them.
    var insets: Insets?
    /// The safe area insets, if the job gives them.
    var safeArea: Insets?
    /// The layout margins, if the job gives them.
    var layoutMargins: Insets?
    /// The display scale, if the job gives one: `.some(nil)` for `"off"`
    /// (exact values, whatever `--scale` says).
    var scale: Double??
    /// Where each of the job's `viewport`, `insets`, `safeArea` and
    /// `layoutMargins` was written (`jobs.jsonl:3:20: $.safeArea`), for
    /// the rules checked once the job's environment is known.
    var viewLocations: [String: String] = [:]
    /// The format, if the job gives one.
    var format: ExportFormat?
    /// Whether JSON is written in its compact form, if the job says.
    var compact: Bool?
    /// Where the job's `compact` was written.
    var compactLocation: String?
    /// The output file name, if the job gives one.
    var output: String?
    /// Where the job's `output` was written.
    var outputLocation: String?
}
