#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import ArgumentParser
import Mosaic

/// Where the result goes and in what format.
struct OutputOptions: ParsableArguments {
    /// The narrowest and widest text previews `--columns` accepts.
    static let columnRange = TextPreview.minimumColumns...1_000

    @Option(help: ArgumentHelp(
        "The output format; swift writes the UIKit code that builds a compositional or flow layout (docs/swift.md). (default: from the extension of <file>, otherwise text)",
        valueName: "format"
    ))
    var format: OutputFormatArgument?

    @Option(
        name: [.short, .long],
        help: ArgumentHelp(
            "Write to <file> instead of standard output, atomically (.txt, .json, .csv, .svg and .swift set the format).",
            valueName: "file"
        )
    )
    var output: String?

    @Flag(help: ArgumentHelp(
        "Write JSON in its compact form: one element per line, only the members that differ from their defaults (docs/json-format.md)."
    ))
    var compact = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("The width of the text preview, in characters. (default: \(RenderOptions().textColumns))", valueName: "n")
    )
    var columns: Int?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "The part of the layout an SVG shows: content (the whole layout, the viewport outlined, with a margin), viewport (exactly what the screen shows, at its size) or a rectangle in content coordinates. (default: content)",
            valueName: "viewport|content|x,y,w,h"
        )
    )
    var region: String?

    @Option(help: ArgumentHelp(
        "Label cells in the SVG and text preview with this field of their data item (such as title, with --data) or custom attribute, instead of their index path; cells without it keep theirs. (default: index paths)",
        valueName: "field"
    ))
    var label: String?

    @Option(help: ArgumentHelp(
        "Colour cells in the SVG by this field of their data item or custom attribute: equal values, equal colours. (default: by section)",
        valueName: "field"
    ))
    var color: String?

    @Flag(name: .customLong("no-tags"), help: ArgumentHelp("Leave decoration views (section backgrounds, hour lines) unlabelled in the SVG and text preview."))
    var noTags = false

    func validate() throws {
        for (option, value) in [("--label", label), ("--color", color)] {
            guard let value else { continue }
            guard !value.isEmpty else { throw ValidationError("\(option) '': expected the name of a data field or custom attribute, such as title") }
            let format = try resolvedFormat()
            let drawn: [OutputFormat] = option == "--color" ? [.elements(.svg)] : [.elements(.svg), .elements(.text)]
            guard drawn.contains(format) else {
                throw ValidationError("\(option) is for the drawings (\(option == "--color" ? "SVG" : "SVG and text preview")); it has no effect on \(format) output")
            }
        }
        if noTags {
            let format = try resolvedFormat()
            guard format == .elements(.svg) || format == .elements(.text) else {
                throw ValidationError("--no-tags is for the drawings (SVG and text preview); it has no effect on \(format) output")
            }
        }
        if let region {
            _ = try ArgumentSyntax.region(region, option: "--region")
            let format = try resolvedFormat()
            guard format == .elements(.svg) else {
                throw ValidationError("--region chooses the part of the layout an SVG shows; it has no effect on \(format) output (add --format svg or -o FILE.svg)")
            }
        }
        if let columns {
            guard Self.columnRange.contains(columns) else {
                throw ValidationError("--columns \(columns): expected a width from \(Self.columnRange.lowerBound) to \(Self.columnRange.upperBound) characters")
            }
            let format = try resolvedFormat()
            guard format == .elements(.text) else {
                throw ValidationError("--columns sets the width of the text preview; it has no effect on \(format) output")
            }
        }
        if compact {
            let format = try resolvedFormat()
            guard format == .elements(.json) else {
                throw ValidationError("--compact is a form of the JSON output; it has no effect on \(format) output (add --format json or -o FILE.json)")
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
        ] + parameters.swiftPaths.map { ("Swift file", $0) }
    }

    /// `snapshot` with the fields `--label` and `--color` name copied from
    /// each cell's data item into its custom attributes, where the layout
    /// did not set them: the drawings read attributes only.
    ///
    /// - Complexity: O(n) for n elements when a field is named, else O(1).
    func withDataFields(_ snapshot: LayoutSnapshot, from data: DataSource) -> LayoutSnapshot {
        let fields = [label, color].compactMap { $0 }
        guard !fields.isEmpty else { return snapshot }
        var snapshot = snapshot
        snapshot.elements = snapshot.elements.map { element in
            guard element.category == .cell else { return element }
            let path = element.indexPath
            guard path.section >= 0, path.section < data.numberOfSections, path.item >= 0,
                  path.item < data.numberOfItems(inSection: path.section) else { return element }
            var element = element
            let values = data.metrics(at: path).values
            for field in fields where element.custom[field] == nil {
                if let value = values[field] { element.custom[field] = value }
            }
            return element
        }
        return snapshot
    }

    /// The destination file, or `nil` for standard output.
    var outputFile: OutputFile? { output.map(OutputFile.init(path:)) }

    /// The format: `--format`, else the output file's extension, else text.
    ///
    /// - Throws: ``ValidationError`` for an output file whose extension
    ///   names no format when `--format` is not given.
    func resolvedFormat() throws -> OutputFormat {
        if let format { return format.format }
        guard let file = outputFile else { return .elements(.text) }
        // A device or a FIFO (`-o /dev/stdout`) is written as standard output is.
        if let kind = FileKind(path: file.path), kind != .regularFile, kind != .directory {
            return OutputFormat(fileExtension: Self.fileExtension(file.fileName)) ?? .elements(.text)
        }
        let name = file.fileName
        guard let dot = name.lastIndex(of: "."),
              let format = OutputFormat(fileExtension: String(name[name.index(after: dot)...]))
        else {
            let names = OutputFormat.allNames.joined(separator: "|")
            throw ValidationError("-o '\(file.path)': cannot tell the format from the file name; add --format \(names) or use .txt, .json, .csv, .svg or .swift")
        }
        return format
    }

    /// What follows the last `.` of a file name, or an empty string.
    private static func fileExtension(_ name: String) -> String {
        name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
    }

    /// The settings for the drawing formats and the JSON form.
    var renderOptions: RenderOptions {
        RenderOptions(
            textColumns: columns ?? RenderOptions().textColumns, compactJSON: compact,
            // Checked by validate().
            svgRegion: region.flatMap { try? ArgumentSyntax.region($0, option: "--region") } ?? .content,
            labelAttribute: label, colorAttribute: color, decorationTags: !noTags
        )
    }

    /// Writes the document to the output file, or to standard output.
    ///
    /// - Throws: ``CommandError`` when it cannot be written.
    func write(_ document: String) throws(CommandError) {
        try write(streaming: { sink in
            var document = document
            try document.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
        })
    }

    /// Writes `snapshot` in `format` to the output file, or to standard
    /// output, element by element through a buffer
    /// (``LayoutSnapshot/write(as:options:bufferSize:to:)``): the bytes of
    /// ``LayoutSnapshot/rendered(as:options:)``, in the same atomic way as
    /// ``write(_:)``, without holding the document.
    ///
    /// - Throws: ``CommandError`` when it cannot be written.
    func write(_ snapshot: LayoutSnapshot, as format: ExportFormat) throws(CommandError) {
        let options = renderOptions
        try write(streaming: { sink in try snapshot.write(as: format, options: options, to: sink) })
    }

    /// Writes what `produce` hands to its sink to the output file
    /// (``OutputFile/write(streaming:)``) or to standard output.
    private func write(streaming produce: (_ sink: (UnsafeRawBufferPointer) throws -> Void) throws -> Void) throws(CommandError) {
        if let file = outputFile {
            file.removeStaleTemporaries()
            try file.write(streaming: produce)
        } else if let failure = OutputFile.produce(produce, into: STDOUT_FILENO) {
            throw CommandError("cannot write to standard output: \(failure)")
        }
    }
}
