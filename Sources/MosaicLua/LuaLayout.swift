public import Mosaic
import CLuaShims

/// A `CollectionLayout` whose prepare runs a Lua plugin: the script places the
/// elements through `ctx`, and the engine caches and queries them natively.
/// A file that returns `mosaic.compositional{…}` is a `CompositionalLayout`
/// instead, whose Lua functions (custom groups, sections, preferred sizes)
/// run in the plugin's state.
///
/// A class, not a value: each layout owns a Lua state, a running
/// interpreter whose globals the script may keep between calls, and a
/// value's copies would either share it (two "values" changing each other)
/// or each load the file again into a fresh state (every read of
/// `LayoutEngine/layout` running the script's top level). A reference
/// says what it is: `engine.layout(as: LuaLayout.self)` is the engine's own
/// layout. Change its parameters through the engine, which invalidates.
///
/// Not `Sendable`: the state is confined to the thread that uses it, and
/// so is the `LayoutEngine` that holds the layout (one engine per task).
/// The protocol's ``shouldInvalidate(forBoundsChange:context:)`` and
/// ``targetContentOffset(proposed:velocity:context:cache:)`` cannot throw:
/// when the script fails there, they answer "invalidate" and `proposed`, and
/// the next ``prepare(_:context:cache:)`` throws the error.
public final class LuaLayout: CollectionLayout {
    /// The plugin this layout runs.
    public private(set) var plugin: LuaPlugin
    /// The parameters and their values, set through the engine.
    public var parameters: Parameters
    private(set) var instance: LuaPluginInstance?
    private(set) var failure: LuaError?
    /// The layout a file that returns `mosaic.compositional{…}` stands for.
    private(set) var compositional: LuaCompositionalLayout?

    init(plugin: LuaPlugin, parameters: Parameters, instance: LuaPluginInstance) {
        self.plugin = plugin
        self.parameters = parameters
        self.instance = instance
        compositional = Self.compositional(instance, parameters: parameters)
    }

    init(plugin: LuaPlugin, parameters: Parameters, failure: LuaError) {
        self.plugin = plugin
        self.parameters = parameters
        self.failure = failure
    }

    /// The plugin's name.
    public var name: String { plugin.name }

    /// Runs the plugin's `prepare(ctx)` and checks what it placed; for a
    /// file that returns `mosaic.compositional{…}`, prepares the
    /// `CompositionalLayout`, which calls its Lua functions.
    ///
    /// - Throws: ``LuaError``: a script error, a limit, an item placed twice,
    ///   out of range, with a non-finite or negative frame, an attribute of
    ///   the wrong type, or an item never placed, naming the item, the field
    ///   and the script line; a value a compositional layout's function
    ///   returned that is not valid, at the function's line. What a
    ///   `CompositionalLayout` throws.
    public func prepare(_ request: PrepareRequest, context: LayoutContext, cache: inout LayoutCache) throws {
        guard let instance else { throw failure! }
        do {
            if compositional != nil {
                compositional!.parameters = parameters
                // One time limit for the whole prepare, however many of the
                // layout's Lua functions it calls.
                let L = instance.state.L
                mosaic_beginsession(L)
                defer { _ = mosaic_endsession(L) }
                try compositional!.prepare(request, context: context, cache: &cache)
            } else {
                try instance.prepare(parameters: parameters, context: context, cache: &cache)
            }
        } catch let error as LuaError {
            // What the script keeps in its globals may fill the state for good:
            // the next prepare starts from a fresh one.
            if error.kind == .memoryLimit { renewState() }
            throw error
        }
    }

    private func renewState() {
        do throws(LuaError) {
            let renewed = try LuaPluginInstance(source: plugin.source, file: plugin.file, moduleFolder: plugin.moduleFolder, limits: plugin.limits)
            renewed.state.printHandler = instance?.state.printHandler
            instance = renewed
            compositional = Self.compositional(renewed, parameters: parameters)
        } catch {
            instance = nil
            failure = error
        }
    }

    /// Asks the plugin's `shouldInvalidateForBoundsChange(ctx, newBounds)`;
    /// `false` when it has none, `true` when it fails (the next prepare
    /// throws the error).
    public func shouldInvalidate(forBoundsChange newBounds: Rect, context: LayoutContext) -> Bool {
        if let compositional { return compositional.shouldInvalidate(forBoundsChange: newBounds, context: context) }
        guard let instance else { return true }
        do {
            return try instance.shouldInvalidate(forBoundsChange: newBounds, parameters: parameters, context: context)
        } catch {
            instance.deferredError = error
            return true
        }
    }

    /// Asks the plugin's `targetContentOffset(ctx, proposedX, proposedY,
    /// velocityX, velocityY)`; `proposed` when it has none or fails (the
    /// next prepare throws the error).
    public func targetContentOffset(proposed: Point, velocity: Point, context: LayoutContext, cache: LayoutCache) -> Point {
        if let compositional { return compositional.targetContentOffset(proposed: proposed, velocity: velocity, context: context, cache: cache) }
        guard let instance else { return proposed }
        do {
            return try instance.targetContentOffset(proposed: proposed, velocity: velocity, parameters: parameters, context: context)
        } catch {
            instance.deferredError = error
            return proposed
        }
    }

    /// Asks the plugin's `initialAttributes(ctx, section, item, attrs)` for
    /// a cell; the default (the element where it will be, with alpha 0) when
    /// it has none, and for supplementary and decoration views.
    ///
    /// - Throws: ``LuaError`` for a script error or attributes that are not valid.
    public func initialAttributes(forAppearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        if let compositional { return try compositional.initialAttributes(forAppearing: attributes, context: context) }
        var defaults = attributes
        defaults.alpha = 0
        guard attributes.category == .cell else { return defaults }
        guard let instance else { throw failure! }
        return try instance.attributes(.initialAttributes, defaults: defaults, parameters: parameters, context: context)
    }

    /// Asks the plugin's `finalAttributes(ctx, section, item, attrs)` for a
    /// cell; the default (the element where it was, with alpha 0) when it
    /// has none, and for supplementary and decoration views.
    ///
    /// - Throws: ``LuaError`` for a script error or attributes that are not valid.
    public func finalAttributes(forDisappearing attributes: LayoutAttributes, context: LayoutContext) throws -> LayoutAttributes {
        if let compositional { return try compositional.finalAttributes(forDisappearing: attributes, context: context) }
        var defaults = attributes
        defaults.alpha = 0
        guard attributes.category == .cell else { return defaults }
        guard let instance else { throw failure! }
        return try instance.attributes(.finalAttributes, defaults: defaults, parameters: parameters, context: context)
    }

    /// Asks the plugin's `preferredSize(ctx, section, item, width, height)`;
    /// `nil` when it has none.
    ///
    /// - Throws: ``LuaError`` for a script error or a size that is not two
    ///   positive finite numbers.
    public func preferredSize(fitting attributes: LayoutAttributes, context: LayoutContext) throws -> Size? {
        if let compositional { return try compositional.preferredSize(fitting: attributes, context: context) }
        guard let instance else { throw failure! }
        return try instance.preferredSize(fitting: attributes, parameters: parameters, context: context)
    }

    /// A compositional layout's scopes; a plugin's views follow their sections.
    public func supplementaryScope(category: ElementCategory, kind: String) -> SupplementaryScope {
        compositional?.supplementaryScope(category: category, kind: kind) ?? .section
    }

    /// Whether the layout recomputes only what a partial request needs: a
    /// compositional layout's answer; a plugin's prepare always lays out everything.
    public func handles(_ kind: PrepareRequest.Kind) -> Bool {
        compositional?.handles(kind) ?? (kind == .full)
    }

    /// Where an orthogonally scrolling section of a compositional layout
    /// should stop; `proposed` for a plugin.
    public func targetOffset(forSection section: Int, proposed: Double, velocity: Double, context: LayoutContext, cache: LayoutCache) -> Double {
        compositional?.targetOffset(forSection: section, proposed: proposed, velocity: velocity, context: context, cache: cache) ?? proposed
    }

    /// How a compositional layout's section scrolls on its own, as its last
    /// prepare resolved it; `.none` for a plugin.
    public func orthogonalScrollingBehavior(forSection section: Int) -> OrthogonalScrollingBehavior {
        compositional?.orthogonalScrollingBehavior(forSection: section) ?? .none
    }

    /// Reloads the plugin's file into a new state. Parameters that were set
    /// (whose values differ from the old version's defaults) keep their
    /// values where the new version accepts them; every other parameter
    /// takes the new version's default, so an edited default shows. On
    /// failure the layout is unchanged.
    ///
    /// - Throws: ``LuaError``, as ``LuaPlugin/load(file:limits:)``.
    public func reload() throws(LuaError) {
        var modules: [String] = []
        try reload(modules: &modules)
    }

    /// Reloads as ``reload()`` does, and tells which module files the new
    /// version `require`d or tried to, whether it loaded or not.
    public func reload(modules: inout [String]) throws(LuaError) {
        try reload(from: nil, modules: &modules)
    }

    /// Reloads as ``reload()`` does, from `source` (a new version of the
    /// file, read by the host) rather than by reading the file by name
    /// when it is given.
    package func reload(from source: PluginSource?, modules: inout [String]) throws(LuaError) {
        var newPlugin = plugin
        if let source {
            try newPlugin.reload(from: source, modules: &modules)
        } else {
            try newPlugin.reload(modules: &modules)
        }
        let newInstance = try LuaPluginInstance(source: newPlugin.source, file: newPlugin.file, moduleFolder: newPlugin.moduleFolder, limits: newPlugin.limits)
        newInstance.state.printHandler = instance?.state.printHandler
        var newParameters = newPlugin.defaultParameters
        let oldDefaults = plugin.defaultParameters
        for (name, value) in parameters.effectiveValues where value != oldDefaults[name] {
            try? newParameters.set(name, to: value)
        }
        plugin = newPlugin
        parameters = newParameters
        instance = newInstance
        compositional = Self.compositional(newInstance, parameters: newParameters)
        failure = nil
    }

    /// The compositional layout a file that returns `mosaic.compositional{…}`
    /// stands for, with the instance's state to run its functions in.
    private static func compositional(_ instance: LuaPluginInstance, parameters: Parameters) -> LuaCompositionalLayout? {
        instance.configuration.map {
            LuaCompositionalLayout(layout: CompositionalLayout(configuration: $0, parameters: parameters), callbacks: instance.callbacks)
        }
    }

    /// Bytes the layout's Lua state holds.
    public var memoryInUse: Int { instance?.state.memoryInUse ?? 0 }

    /// Receives what the script prints; `nil` sends it to standard error.
    public func setPrintHandler(_ handler: ((String) -> Void)?) {
        instance?.state.printHandler = handler
    }
}

/// A Lua layout owns a state confined to one thread: make the layout, and
/// the engine that holds it, in the task that uses them.
@available(*, unavailable, message: "a Lua layout's state belongs to one thread; make the layout in the task that uses it")
extension LuaLayout: Sendable {}
