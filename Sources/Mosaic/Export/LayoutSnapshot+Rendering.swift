extension LayoutSnapshot {
    /// The snapshot written in `format`.
    ///
    /// - Parameters:
    ///   - format: the output format; see ``JSONExporter``, ``CSVExporter``,
    ///     ``SVGExporter`` and ``TextPreview``.
    ///   - options: settings for the formats that draw.
    /// - Returns: the whole document, ending with a line break.
    /// - Complexity: O(n log n) for n elements (the drawings sort by `zIndex`;
    ///   JSON and CSV are O(n)).
    public func rendered(as format: ExportFormat, options: RenderOptions = RenderOptions()) -> String {
        switch format {
        case .json: JSONExporter.render(self)
        case .csv: CSVExporter.render(self)
        case .svg: SVGExporter.render(self)
        case .text: TextPreview.render(self, options: options)
        }
    }
}
