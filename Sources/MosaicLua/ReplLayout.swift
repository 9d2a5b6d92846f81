package import Mosaic

/// One layout loaded in the REPL: its engine and what it was loaded from.
/// `mosaic.load` in Lua and the colon commands both work on these.
///
/// Every change (a parameter, the items, the viewport, the offset) goes to
/// the engine, which prepares again lazily on the next query.
package final class ReplLayout {
    /// What the layout was loaded from: a file, a plugin name or a built-in name.
    package let source: String
    /// The engine that lays it out.
    package let engine: LayoutEngine
    /// Called after each batch update this layout applies (`:insert`,
    /// `l:delete`, …) with the batch, so that a front end can animate it
    /// (the REPL's `:serve`).
    package var onBatchUpdate: ((BatchUpdate) -> Void)?
    /// Grows by one with every successful reload of the plugin file.
    package private(set) var reloadCount = 0
    private let environment: ReplEnvironment
    /// Asked before the layout grows to a number of items: the session
    /// charges its layouts to its memory limit (LuaREPL+Memory.swift).
    var reserveItems: ((Int) throws -> Void)?

    /// The items a layout starts with, as `mosaic layout` without `--items`.
    package static let defaultItemCount = 30

    /// Loads `source` with parameter values given as text or Lua values.
    ///
    /// - Throws: what ``ReplEnvironment/resolve`` throws, ``ParameterError``.
    init(source: String, parameters: [(String, ParameterValue?, String?)], environment: ReplEnvironment) throws {
        let descriptor = try environment.resolve(source)
        var values = descriptor.defaultParameters
        for (name, value, text) in parameters {
            if let value { try values.set(name, to: value) } else if let text { try values.set(name, parsing: text) }
        }
        self.source = source
        self.environment = environment
        engine = try LayoutEngine(
            layout: descriptor.makeLayout(parameters: values),
            dataSource: DataSource(count: Self.defaultItemCount)
        )
    }

    /// A layout made at the prompt (`mosaic.compositional{…}`), with
    /// ``defaultItemCount`` items.
    ///
    /// - Parameter source: what the layout is called where a file name would be.
    init(layout: any CollectionLayout, source: String, environment: ReplEnvironment) throws {
        self.source = source
        self.environment = environment
        engine = try LayoutEngine(layout: layout, dataSource: DataSource(count: Self.defaultItemCount))
    }

    /// The source of layouts made with `mosaic.compositional{…}` at the prompt.
    static let promptSource = "mosaic.compositional"

    /// The layout's name.
    package var name: String { engine.layout.name }

    /// The bytes the layout's own Lua state holds, for a plugin layout.
    var luaMemory: Int? { (engine.layout as? LuaLayout)?.instance?.state.memoryInUse }

    /// The plugin file, for a Lua layout.
    package var pluginFile: String? { (engine.layout as? LuaLayout)?.plugin.file }

    /// The files a watch follows for a Lua layout: the plugin file and the
    /// module files it `require`d, subfolders included, or tried to in the
    /// last reload that failed (so that fixing a broken module reloads).
    package var watchedFiles: [String] {
        guard let plugin = (engine.layout as? LuaLayout)?.plugin else { return [] }
        var files = [plugin.file]
        for file in plugin.moduleFiles + triedModuleFiles where !files.contains(file) { files.append(file) }
        return files
    }
    /// The module files the last failed reload tried; empty after a success.
    private var triedModuleFiles: [String] = []

    /// Sets a parameter from text, as `-p NAME=VALUE` does.
    ///
    /// - Throws: ``ParameterError`` naming the parameter.
    package func set(_ name: String, parsing text: String) throws {
        try engine.setParameter(name, parsing: text)
    }

    /// Sets a parameter to a value.
    ///
    /// - Throws: ``ParameterError`` naming the parameter.
    package func set(_ name: String, to value: ParameterValue) throws {
        try engine.setParameter(name, to: value)
    }

    /// The parameters and their values, in declaration order.
    package var parameters: [(name: String, value: ParameterValue)] { engine.layout.parameters.effectiveValues }

    /// Lays out `count` items of the default size in one section.
    package func setItems(_ count: Int) throws {
        try setItems([count])
    }

    /// Lays out generated items without metrics, one section per count.
    ///
    /// - Throws: ``ReplError`` for no counts, a negative count, or more than
    ///   10,000,000 items in all.
    package func setItems(_ counts: [Int]) throws {
        guard !counts.isEmpty else { throw ReplError("give at least one item count") }
        if let bad = counts.first(where: { !(0...10_000_000).contains($0) }) {
            throw ReplError("the item count must be between 0 and 10000000, got \(bad)")
        }
        guard counts.reduce(0, +) <= 10_000_000 else {
            throw ReplError("at most 10000000 items in all, got \(counts.reduce(0, +))")
        }
        // A section costs the host about what an item does: charged as one.
        try reserveItems?(counts.reduce(0, +) + counts.count)
        engine.setDataSource(DataSource(itemCounts: counts))
    }

    /// Lays out the items of a JSON data file.
    ///
    /// - Throws: what reading the file throws, ``JSONError`` with the JSON path.
    package func setData(file: String) throws {
        let data = try DataSource(json: try environment.readFile(file), file: file)
        try reserveItems?(data.itemCounts.reduce(0, +))
        engine.setDataSource(data)
    }

    /// Sets the viewport size.
    ///
    /// - Throws: ``ReplError`` for a size ``ViewRules/viewport(_:)`` refuses,
    ///   as `--viewport` does.
    package func setViewport(width: Double, height: Double) throws {
        let size = Size(width: width, height: height)
        try engine.setViewport(try Self.obeying("viewport \(size)") { () throws(ViewRuleViolation) in try ViewRules.viewport(size) })
    }

    /// Scrolls to a content offset.
    ///
    /// - Throws: ``ReplError`` for an offset ``ViewRules/offset(_:)`` refuses,
    ///   as `--offset` does.
    package func scroll(x: Double, y: Double) throws {
        let point = Point(x: x, y: y)
        try engine.setContentOffset(try Self.obeying("content offset \(point)") { () throws(ViewRuleViolation) in try ViewRules.offset(point) })
    }

    /// A value checked by a ``ViewRules`` rule, its violation as a
    /// ``ReplError`` naming what was given: the REPL and its Lua API refuse
    /// what the command line refuses, with the same words.
    static func obeying<T>(_ what: String, _ rule: () throws(ViewRuleViolation) -> T) throws(ReplError) -> T {
        do throws(ViewRuleViolation) {
            return try rule()
        } catch {
            throw ReplError("\(what): \(error.expectation)")
        }
    }

    /// Prepares the layout now if anything changed.
    package func prepare() throws {
        try engine.prepare()
    }

    /// The first `limit` elements whose frames meet the rectangle, in
    /// index-path order, and how many meet it: capped while the index is
    /// walked (``ElementCap``), so a huge rectangle costs no more than `limit`.
    ///
    /// - Throws: ``ReplError`` for a rectangle ``ViewRules/queryRect(_:)``
    ///   refuses (NaN, a negative size), as `--query` does.
    package func query(_ rect: Rect, limit: Int = ElementCap.standard) throws -> CappedElements {
        let rect = try Self.obeying("query \(rect)") { () throws(ViewRuleViolation) in try ViewRules.queryRect(rect) }
        return try engine.layoutAttributesForElements(in: rect, limit: limit)
    }

    /// The text preview of the viewport, as `mosaic layout` prints it.
    package func preview() throws -> String {
        try LayoutSnapshot(engine: engine).rendered(as: .text)
    }

    /// Writes the whole layout to `path`, in the format its extension names
    /// (svg, json, csv, txt), atomically; JSON in its compact form when
    /// `compact` is set. An extension the environment has a source writer
    /// for (``ReplEnvironment/sourceWriters``, `swift`) writes the layout's code.
    ///
    /// - Throws: ``ReplError`` for an unknown extension, or `compact` for
    ///   another format than JSON; what writing throws.
    package func save(to path: String, compact: Bool = false) throws {
        let fileExtension = path.split(separator: "/").last.flatMap { name in
            name.contains(".") ? name.split(separator: ".").last.map(String.init) : nil
        } ?? ""
        if let writeSource = environment.sourceWriters[fileExtension.lowercased()] {
            // The layout's code (`.swift`): a small document, written whole.
            if compact { throw ReplError("compact is a form of the JSON output; '\(path)' is \(fileExtension.lowercased())") }
            let source = try writeSource(engine.layout)
            try environment.writeFile(path) { sink in
                var source = source
                try source.withUTF8 { try sink(UnsafeRawBufferPointer($0)) }
            }
            return
        }
        guard let format = ExportFormat(fileExtension: fileExtension) else {
            let sources = environment.sourceWriters.keys.sorted().map { ", ." + $0 }.joined()
            throw ReplError("cannot tell the format of '\(path)' from its extension; use .svg, .json, .csv, .txt\(sources)")
        }
        if compact, format != .json {
            throw ReplError("compact is a form of the JSON output; '\(path)' is \(format)")
        }
        let snapshot = try LayoutSnapshot(engine: engine)
        let options = RenderOptions(compactJSON: compact)
        try environment.writeFile(path) { sink in try snapshot.write(as: format, options: options, to: sink) }
    }

    /// Re-reads the plugin file. On failure the last good version stays.
    ///
    /// - Throws: ``ReplError`` for a built-in layout; ``LuaError`` for a
    ///   plugin that no longer loads.
    package func reload() throws {
        guard let layout = engine.layout as? LuaLayout else {
            if source == Self.promptSource {
                throw ReplError("'\(name)' was made at the prompt with mosaic.compositional; only Lua plugin files reload")
            }
            throw ReplError("'\(name)' is a built-in layout; only Lua plugins reload")
        }
        var modules: [String] = []
        do {
            let source = try environment.readPlugin?(layout.plugin.file)
            try layout.reload(from: source, modules: &modules)
            triedModuleFiles = []
        } catch {
            triedModuleFiles = modules
            throw error
        }
        engine.setLayout(layout)
        reloadCount += 1
    }

    /// The last prepare: how long it took and how many items it placed.
    package var lastPrepareDescription: String {
        guard let last = engine.lastPrepare else { return "not prepared yet" }
        return "last prepare (\(last.request)): \(last.duration.readable), \(last.itemCount) items"
    }
}

/// A mistake in a REPL command or call, with what to do instead.
package struct ReplError: Error, CustomStringConvertible, Sendable {
    /// The message.
    package var description: String
    /// An error with `description` as its message.
    package init(_ description: String) { self.description = description }
}
