import ArgumentParser
import Mosaic

/// Where the result goes and in what format.
struct OutputOptions: ParsableArguments {
    /// The narrowest and widest text previews `--columns` accepts.
    static let columnRange = TextPreview.minimumColumns...1_000

    @Option(help: ArgumentHelp(
        "The output format. (default: from the extension of <file>, otherwise text)",
        valueName: "format"
    ))
    var format: FormatArgument?

    @Option(
        name: [.short, .long],
        help: ArgumentHelp(
            "Write to <file> instead of standard output, atomically (.txt, .json, .csv and .svg set the format).",
            valueName: "file"
        )
    )
    var output: String?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The width of the text preview, in characters. (default: \(RenderOptions().textColumns))", valueName: "n")
    )
    var columns: Int?

    func validate() throws {
        if let columns {
            guard Self.columnRange.contains(columns) else {
                throw ValidationError("--columns \(columns): expected a width from \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound) characters")
            }
            let format = try resolvedFormat()
            guard format == .text else {
                throw ValidationError("--columns sets the width of the text preview; it has no effect on \(format) output")
            }
        }
        if let file = outputFile, let problem = file.problem() {
            throw ValidationError("-o '\(file.path)': \(problem)")
        }
    }

    /// Throws when `-o` names one of the command's input files: the data
    /// file, the spec file or the plugin file (the layout argument when it
    /// names a file), the same file through any link. A plugin found by
    /// name, and any other file read, is caught when the output is written
    /// (``OutputFile/write(_:)``), before anything is replaced.
    ///
    /// - Throws: ``ValidationError`` naming `-o` and the input.
    func checkNotAnInput(layout: String?, parameters: ParameterOptions, items: ItemOptions, others: [(role: String, path: String?)] = []) throws {
        try outputFile?.checkNotAnInput(Self.inputs(layout: layout, parameters: parameters, items: items) + others)
    }

    /// The files a command's layout, parameter and item options read.
    static func inputs(layout: String?, parameters: ParameterOptions, items: ItemOptions) -> [(role: String, path: String?)] {
        [
            ("data file", items.data), ("spec file", parameters.spec),
            ("plugin file", layout.flatMap { LayoutResolver.isFile($0) ? $0 : nil }),
        ]
    }

    /// The destination file, or `nil` for standard output.
    var outputFile: OutputFile? { output.map(OutputFile.init(path:)) }

    /// The format: `--format`, else the output file's extension, else text.
    ///
    /// - Throws: ``ValidationError`` for an output file whose extension
    ///   names no format when `--format` is not given.
    func resolvedFormat() throws -> ExportFormat {
        if let format { return format.format }
        guard let file = outputFile else { return .text }
        // A device or a FIFO (`-o /dev/stdout`) is written as standard output is.
        if let kind = FileKind(path: file.path), kind != .regularFile, kind != .directory { return ExportFormat(fileExtension: Self.fileExtension(file.fileName)) ?? .text }
        let name = file.fileName
        guard let dot = name.lastIndex(of: "."),
              let format = ExportFormat(fileExtension: String(name[name.index(after: dot)...]))
        else {
            let names = ExportFormat.allCases.map(\.rawValue).joined(separator: "|")
            throw ValidationError("-o '\(file.path)': cannot tell the format from the file name; add --format \(names) or use .txt, .json, .csv or .svg")
        }
        return format
    }

    /// What follows the last `.` of a file name, or an empty string.
    private static func fileExtension(_ name: String) -> String {
        name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
    }

    /// The settings for the drawing formats.
    var renderOptions: RenderOptions {
        columns.map { RenderOptions(textColumns: $0) } ?? RenderOptions()
    }

    /// Writes the document to the output file, or to standard output.
    ///
    /// - Throws: ``CommandError`` when it cannot be written.
    func write(_ document: String) throws(CommandError) {
        if let file = outputFile {
            file.removeStaleTemporaries()
            try file.write(document)
        } else {
            try StandardStreams.write(document)
        }
    }
}
