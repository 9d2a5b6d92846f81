import Mosaic

/// The engine that the layout, item and viewport options of a command
/// describe: `mosaic layout`, `mosaic update` and `--watch` build it alike.
enum CommandEngine {
    /// An engine for the layout `descriptor` makes with the `-p` values, over
    /// the items, in the viewport, with the `--section-offset` offsets and the
    /// `--measure` sizes applied.
    ///
    /// - Throws: ``ParameterError`` for a bad `-p`, ``ValidationError`` for a
    ///   section or item not in the data; what reading the data and the
    ///   layout's prepare throw.
    static func make(
        descriptor: LayoutDescriptor, parameters: ParameterOptions, items: ItemOptions, view: ViewOptions
    ) throws -> LayoutEngine {
        let engine = try LayoutEngine(
            layout: descriptor.makeLayout(parameters: try parameters.parameters(for: descriptor)),
            dataSource: try items.dataSource(),
            environment: try view.environment()
        )
        try view.applySectionOffsets(to: engine)
        try items.applyPreferredSizes(to: engine)
        return engine
    }
}
