import Mosaic

/// A Lua compositional layout whose sections have a
/// `visibleItemsInvalidationHandler` is scroll-reactive, as the
/// ``CompositionalLayout`` it holds; the handlers run with the state current
/// (`LuaCallbacks.session(_:)`), as every function of the layout does.
extension LuaCompositionalLayout: ScrollReactiveLayout {
    var reactsToScroll: Bool { layout.reactsToScroll }

    func scrollMargin(context: LayoutContext) -> Size { layout.scrollMargin(context: context) }

    func scrolled(_ elements: inout [LayoutAttributes], context: LayoutContext) throws {
        try callbacks.session { () throws in try layout.scrolled(&elements, context: context) }
    }
}
