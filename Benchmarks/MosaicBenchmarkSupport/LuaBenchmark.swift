public import Mosaic
public import MosaicLua

/// The Lua plugin benchmarks of issue 3: `examples/spiral.lua` beside its
/// native twin ``SpiralLayout`` and the stock interpreter running the same
/// arithmetic (`Benchmarks/lua/spiral-tables.lua`), and the host overhead of
/// `ctx:place` (`Benchmarks/lua/place-overhead.lua`).
///
/// Every engine lays out `count` items in one section, in the viewport
/// ``BenchmarkLayout/viewport``, with the plugins' default parameters.
public enum LuaBenchmark {
    /// The package's root directory, found from this file's path.
    public static let packageRoot: String = {
        // #filePath is …/Benchmarks/MosaicBenchmarkSupport/LuaBenchmark.swift.
        let components = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        precondition(components.count > 3 && components[components.count - 2] == "MosaicBenchmarkSupport",
                     "LuaBenchmark.swift is not in Benchmarks/MosaicBenchmarkSupport: \(#filePath)")
        return components.dropLast(3).joined(separator: "/")
    }()

    /// `examples/spiral.lua`.
    public static var spiralFile: String { packageRoot + "/examples/spiral.lua" }
    /// `Benchmarks/lua/spiral-tables.lua`, run by `lua5.4`.
    public static var spiralTablesFile: String { packageRoot + "/Benchmarks/lua/spiral-tables.lua" }
    /// `Benchmarks/lua/place-overhead.lua`.
    public static var placeOverheadFile: String { packageRoot + "/Benchmarks/lua/place-overhead.lua" }

    /// `Benchmarks/lua/place-prepare.lua`.
    public static var placePrepareFile: String { packageRoot + "/Benchmarks/lua/place-prepare.lua" }

    /// The limits without the runaway guard: no time limit, so no watchdog
    /// is armed; the memory limit stays the default.
    public static let unguarded = LuaLimits(memory: LuaLimits.default.memory, time: .zero)

    /// An engine over `count` items running `examples/spiral.lua`, not yet prepared.
    public static func makeSpiralEngine(count: Int, limits: LuaLimits = .default) throws -> LayoutEngine {
        let plugin = try LuaPlugin.load(file: spiralFile, limits: limits)
        return try LayoutEngine(layout: plugin.makeLayout(), dataSource: DataSource(count: count), environment: environment)
    }

    /// An engine over `count` items running the native ``SpiralLayout``, not yet prepared.
    public static func makeNativeSpiralEngine(count: Int) throws -> LayoutEngine {
        try LayoutEngine(layout: SpiralLayout(), dataSource: DataSource(count: count), environment: environment)
    }

    /// An engine over `count` items running `place-prepare.lua`: a row
    /// placed plainly, or with a `{ rotation = … }` table per item (`reuse`:
    /// one table filled anew for each item). Not yet prepared.
    public static func makePlacePrepareEngine(count: Int, rotation: Bool, reuse: Bool = false) throws -> LayoutEngine {
        let plugin = try LuaPlugin.load(file: placePrepareFile)
        var parameters = plugin.defaultParameters
        try parameters.set("rotation", to: .bool(rotation))
        try parameters.set("reuse", to: .bool(reuse))
        return try LayoutEngine(layout: plugin.makeLayout(parameters: parameters), dataSource: DataSource(count: count), environment: environment)
    }

    /// An engine over `count` items running `place-overhead.lua`, whose
    /// prepare hands its three timings (seconds of the loop calling a no-op
    /// Lua function, `rawlen`, and `ctx:place`) to `timings`. Not yet prepared.
    ///
    /// - Parameter attrs: whether both loops pass spiral.lua's attributes table.
    public static func makePlaceOverheadEngine(
        count: Int, attrs: Bool, timings: @escaping (_ noop: Double, _ cFunction: Double, _ place: Double) -> Void
    ) throws -> LayoutEngine {
        let plugin = try LuaPlugin.load(file: placeOverheadFile)
        var parameters = plugin.defaultParameters
        try parameters.set("attrs", to: .bool(attrs))
        let layout = try plugin.makeLayout(parameters: parameters)
        layout.setPrintHandler { line in
            let fields = line.split(separator: " ").compactMap { Double($0) }
            precondition(fields.count == 3, "place-overhead.lua printed '\(line)', not three numbers")
            timings(fields[0], fields[1], fields[2])
        }
        return try LayoutEngine(layout: layout, dataSource: DataSource(count: count), environment: environment)
    }

    private static var environment: LayoutEnvironment { LayoutEnvironment(viewport: BenchmarkLayout.viewport) }
}
