public import Mosaic

/// What `mosaic serve` serves, as a value any thread can hold: the layout's
/// descriptor, its parameters, the items and the environment. Each page
/// connection builds its own engine from it, on the thread that owns that
/// engine (``makeEngine()``), so a Lua plugin's state is made and used on one
/// thread only.
///
/// The CLI publishes a new value when a watched file changes or the REPL
/// changes its layout (``ServeServer/publish(_:)``).
public struct ServedLayout: Sendable {
    /// Makes the layout (a Lua plugin's descriptor makes a new Lua state each time).
    public var descriptor: LayoutDescriptor
    /// The parameter values: the defaults, then `-p` (or the REPL's values).
    public var parameters: Parameters
    /// The items.
    public var dataSource: DataSource
    /// The viewport, content offset, insets, safe area, margins, scale and section offsets.
    public var environment: LayoutEnvironment
    /// Sizes self-sizing cells asked for (`--measure`, the REPL's `:measure`).
    public var preferredSizes: [ItemPath: Size]
    /// Where the layout comes from, for the page.
    public var source: ServedSource
    /// The items an `items` request asks for: generated items with these
    /// counts per section, as `--items` makes them (with `--heights` and `--seed`).
    public var makeItems: @Sendable ([Int]) -> DataSource
    /// Whether what the page changed (parameters, items, viewport) outlives a
    /// new version of this value: yes for a file that was saved again, no for
    /// the REPL, whose every change is the whole truth.
    public var keepsPageChanges: Bool

    /// Describes a served layout.
    public init(
        descriptor: LayoutDescriptor, parameters: Parameters, dataSource: DataSource,
        environment: LayoutEnvironment, preferredSizes: [ItemPath: Size] = [:], source: ServedSource,
        keepsPageChanges: Bool = true,
        makeItems: @escaping @Sendable ([Int]) -> DataSource = { DataSource(itemCounts: $0) }
    ) {
        self.descriptor = descriptor
        self.parameters = parameters
        self.dataSource = dataSource
        self.environment = environment
        self.preferredSizes = preferredSizes
        self.source = source
        self.keepsPageChanges = keepsPageChanges
        self.makeItems = makeItems
    }

    /// A new engine for this layout, on the calling thread, which then owns it.
    ///
    /// - Throws: what making the layout, the engine and feeding back the
    ///   preferred sizes throw.
    public func makeEngine() throws -> LayoutEngine {
        let engine = try LayoutEngine(layout: descriptor.makeLayout(parameters: parameters), dataSource: dataSource, environment: environment)
        if !preferredSizes.isEmpty { try engine.setPreferredSizes(preferredSizes) }
        return engine
    }
}
