public import Mosaic

/// A plugin that defines `scrolled(ctx, section, item, attrs)` splits what
/// depends on the scroll offset from what does not: its `prepare` places the
/// base attributes once, and the engine calls `scrolled` only for the cells
/// each query meets (see ``ScrollReactiveLayout``). A plugin without it is
/// prepared whole, as before.
extension LuaLayout: ScrollReactiveLayout {
    /// Whether the plugin defines `scrolled`; for a file that returns
    /// `mosaic.compositional{…}`, whether a section of its last prepare has
    /// a `visibleItemsInvalidationHandler`.
    public var reactsToScroll: Bool {
        if let compositional { return compositional.reactsToScroll }
        return instance?.functions.scrolled != nil
    }

    /// Asks the plugin's `scrollMargin(ctx)`; 0 when it has none.
    ///
    /// - Throws: ``LuaError`` for a script error or a margin that is not one
    ///   or two finite numbers ≥ 0.
    public func scrollMargin(context: LayoutContext) throws -> Size {
        if let compositional { return compositional.scrollMargin(context: context) }
        guard let instance else { throw failure! }
        return try instance.scrollMargin(parameters: parameters, context: context)
    }

    /// Asks the plugin's `scrolled(ctx, section, item, attrs)` for each cell.
    ///
    /// - Throws: ``LuaError`` for a script error, attributes that are not
    ///   valid, or a change the step may not make.
    public func scrolled(_ elements: inout [LayoutAttributes], context: LayoutContext) throws {
        if let compositional { return try compositional.scrolled(&elements, context: context) }
        guard let instance else { throw failure! }
        try instance.scrolled(&elements, parameters: parameters, context: context)
    }
}
