extension LayoutSnapshot {
    /// The buffer size ``write(as:options:bufferSize:to:)`` uses unless told
    /// otherwise: 1 MiB.
    public static let defaultBufferSize = 1 << 20

    /// The snapshot written in `format`, as one string: for small outputs
    /// (the REPL, a watch loop). Large outputs go to a file or a stream with
    /// ``write(as:options:bufferSize:to:)``, which writes the same bytes.
    ///
    /// - Parameters:
    ///   - format: the output format (`docs/json-format.md` describes each).
    ///   - options: settings for the formats that draw, and the compact JSON form.
    /// - Returns: the whole document, ending with a line break.
    /// - Complexity: O(n log n) for n elements (the drawings sort by `zIndex`;
    ///   JSON and CSV are O(n)).
    public func rendered(as format: ExportFormat, options: RenderOptions = RenderOptions()) -> String {
        var out = TextBuffer(capacity: 1024 + Swift.min(elementCount, 1 << 20) * 64)
        write(as: format, options: options, to: &out)
        return out.string
    }

    /// Writes the snapshot in `format` to `sink`, element by element, through
    /// a buffer of `bufferSize` bytes: the bytes of ``rendered(as:options:)``,
    /// without ever holding the whole document. `sink` is called with each
    /// full buffer, in order, and once more at the end; the bytes it is
    /// given are valid only during the call.
    ///
    /// Memory: the buffer, plus for a snapshot of a whole engine nothing per
    /// element for JSON and CSV; the drawings keep the visible elements
    /// (text) or, when the elements have more than
    /// 8 distinct drawing levels, 32
    /// bytes per element to sort them (SVG).
    ///
    /// - Throws: the first error `sink` throws; the output stops there.
    /// - Complexity: as ``rendered(as:options:)``.
    public func write(
        as format: ExportFormat, options: RenderOptions = RenderOptions(), bufferSize: Int = defaultBufferSize,
        to sink: (UnsafeRawBufferPointer) throws -> Void
    ) throws {
        precondition(bufferSize > 0, "the buffer needs room for at least one byte")
        try withoutActuallyEscaping(sink) { sink in
            var out = TextBuffer(capacity: bufferSize, sink: sink)
            write(as: format, options: options, to: &out)
            try out.finish()
        }
    }

    /// The one implementation behind both: the exporter of `format` writing to `out`.
    func write(as format: ExportFormat, options: RenderOptions, to out: inout TextBuffer) {
        switch format {
        case .json: JSONExporter.write(self, compact: options.compactJSON, to: &out)
        case .csv: CSVExporter.write(self, to: &out)
        case .svg: SVGExporter.write(self, options: options, to: &out)
        case .text: TextPreview.write(self, options: options, to: &out)
        }
    }
}
