import Mosaic

/// One layout a batch computes and writes: everything a worker needs,
/// checked before any job runs.
struct BatchJob: Sendable {
    /// The position in the whole batch (before sharding), from 0.
    var index: Int
    /// The job file's line, for a job read from one.
    var line: Int?
    /// The layout, as the command line or the job file names it.
    var layoutArgument: String
    /// The layout's descriptor; a plugin's makes a new Lua state per layout.
    var descriptor: LayoutDescriptor
    /// Every parameter's value, validated.
    var parameters: Parameters
    /// The parameters the job sets (its sweep values, or its `params`),
    /// sorted by name: they name the output file and go in the index.
    var setParameters: [String]
    /// The items.
    var items: BatchItems
    /// The viewport, content offset, insets, safe area, layout margins and scale.
    var environment: LayoutEnvironment
    /// The sideways-scrolling sections' own offsets (`--section-offset`).
    var sectionOffsets: [(section: Int, offset: Double)] = []
    /// The sizes self-sizing cells want (`--measure`).
    var preferredSizes: [(indexPath: ItemPath, size: Size)] = []
    /// Keep only the elements meeting this rectangle, if set.
    var query: Rect?
    /// The output format.
    var format: ExportFormat
    /// Whether JSON is written in its compact form.
    var compact = false
    /// The output file's name in the output directory.
    var outputName: String

    /// The job as the index and messages name it: `job 3` or `jobs.jsonl:4`.
    func label(jobsFile: String?) -> String {
        if let line, let jobsFile { return "\(jobsFile):\(line)" }
        return "job \(index)"
    }

    /// Lays the job out and writes it to `file`, element by element
    /// (``OutputFile/write(streaming:)``).
    ///
    /// - Throws: as ``snapshot(files:)``, and ``CommandError`` when the file cannot be written.
    func write(files: [String: DataSource], to file: OutputFile) throws {
        try write(files: files) { produce in try file.write(streaming: produce) }
    }

    /// Lays the job out and hands what writes its document, element by
    /// element, to `output` (which writes it where it belongs).
    ///
    /// - Throws: as ``snapshot(files:)``, and what `output` throws.
    func write(files: [String: DataSource], through output: (_ produce: OutputFile.Producer) throws -> Void) throws {
        let snapshot = try snapshot(files: files)
        let options = RenderOptions(compactJSON: compact)
        try output { sink in try snapshot.write(as: format, options: options, to: sink) }
    }

    /// Lays the job out and snapshots it for writing.
    ///
    /// - Parameter files: the data files, read up front.
    /// - Throws: what the layout throws (a ``LuaError``, a ``LayoutError``),
    ///   a ``LayoutError`` for a section offset or size of an item that is
    ///   not in the job's data.
    /// - Complexity: one prepare of the job's items (and one partial one for
    ///   the sizes fed back), and its rendering.
    func snapshot(files: [String: DataSource]) throws -> LayoutSnapshot {
        let engine = try LayoutEngine(
            layout: descriptor.makeLayout(parameters: parameters),
            dataSource: items.dataSource(files: files),
            environment: environment
        )
        for (section, offset) in sectionOffsets { try engine.setSectionOffset(offset, forSection: section) }
        try engine.setPreferredSizes(Dictionary(preferredSizes.map { ($0.indexPath, $0.size) }, uniquingKeysWith: { $1 }))
        return try LayoutSnapshot(engine: engine, query: query)
    }
}
