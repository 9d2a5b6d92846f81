import Mosaic

/// A ``CompositionalLayout`` whose functions (custom groups, sections,
/// preferred sizes) are Lua functions, with the state they live in.
///
/// The compositional layout is a `Sendable` value: its providers hold
/// handles to the functions (``LuaFunctionReference``), not the state.
/// This layout holds the state, so it is not `Sendable`, and it makes the
/// state current on the calling thread (`LuaCallbacks.session(_:)`)
/// around every call that may reach a function; a copy of the compositional
/// layout prepared anywhere else throws a ``LuaError`` instead of racing
/// with the state's thread. Used by ``LuaLayout`` (a file that returns
/// `mosaic.compositional{…}`) and by the REPL (`mosaic.compositional{…}`
/// at the prompt).
struct LuaCompositionalLayout: CollectionLayout {
    /// The layout; its functions run in ``callbacks``' state.
    var layout: CompositionalLayout
    /// The state's callbacks; holding them keeps the state alive.
    let callbacks: LuaCallbacks

    var name: String { layout.name }

    var parameters: Parameters {
        get { layout.parameters }
        set { layout.parameters = newValue }
    }

    mutating func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        try callbacks.session { () throws in try layout.prepare(request, context: context, cache: &cache) }
    }

    func handles(_ kind: PrepareRequest.Kind) -> Bool { layout.handles(kind) }

    func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        layout.shouldInvalidate(forBoundsChange: newBounds, context: context)
    }

    func targetContentOffset(proposed: Point, velocity: Point, context: LayoutContext, cache: LayoutCache) -> Point {
        layout.targetContentOffset(proposed: proposed, velocity: velocity, context: context, cache: cache)
    }

    func targetOffset(forSection section: Int, proposed: Double, velocity: Double, context: LayoutContext, cache: LayoutCache) -> Double {
        layout.targetOffset(forSection: section, proposed: proposed, velocity: velocity, context: context, cache: cache)
    }

    func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior {
        layout.orthogonalScrollingBehavior(forSection: section)
    }

    func initialAttributes(forAppearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        try callbacks.session { () throws in try layout.initialAttributes(forAppearing: attributes, context: context) }
    }

    func finalAttributes(forDisappearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        try callbacks.session { () throws in try layout.finalAttributes(forDisappearing: attributes, context: context) }
    }

    func preferredSize(fitting attributes: LayoutAttributes, context: LayoutContext) throws -> Size? {
        try callbacks.session { () throws in try layout.preferredSize(fitting: attributes, context: context) }
    }

    func supplementaryScope(category: ElementCategory, kind: String) -> SupplementaryScope {
        layout.supplementaryScope(category: category, kind: kind)
    }
}
