import Mosaic
import MosaicLua
import MosaicServe

/// The REPL's `:serve`: a `mosaic serve` page for the current layout, told
/// of every change made at the prompt.
///
/// After each line (a colon command or a Lua chunk, `l:set(…)` as much as
/// `:set`) and each `:watch` reload, ``publish(_:)`` compares what the
/// current layout is (which layout, its plugin's reloads, parameters, items,
/// viewport and the rest of the environment, measured sizes) with what the
/// pages last got, and sends the difference: a batch update made by that
/// line animates; any other change reloads the pages. One check covers every
/// command that changes the layout, however it was reached.
///
/// The pages' engines are their own: a plugin's layout is made again from
/// its file's text on each page's thread, never from the REPL's Lua state.
final class ReplServing {
    /// What the pages were last sent, to compare with.
    private struct Fingerprint: Equatable {
        var layout: ObjectIdentifier
        var reloads: Int
        var parameters: Parameters
        var dataSource: DataSource
        var environment: LayoutEnvironment
        var preferredSizes: [ItemPath: Size]
    }

    private let server: ServeServer
    /// The page's address.
    let url: String
    private var sent: Fingerprint?
    /// The batch updates the current layout applied since the last publish.
    private var batches: [BatchUpdate] = []

    /// Starts serving `layout` on 127.0.0.1:`port` (0: any free port).
    ///
    /// - Throws: ``ReplError`` for a layout that cannot be served or a port that cannot be bound.
    init(_ layout: ReplLayout, port: Int) throws {
        server = ServeServer(serving: try Self.served(layout), port: port)
        do throws(ServeStartError) {
            url = try server.start()
        } catch {
            throw ReplError("cannot serve on 127.0.0.1:\(port): \(error.message)")
        }
        sent = Self.fingerprint(layout)
        watchBatches(of: layout)
    }

    /// Stops the server; the pages lose their connection.
    func stop() { server.stop() }

    /// Sends the pages what changed in `layout` (the current one) since the last call.
    func publish(_ layout: ReplLayout?) {
        guard let layout else { return }
        let now = Self.fingerprint(layout)
        defer {
            batches = []
            watchBatches(of: layout)
        }
        guard now != sent || !batches.isEmpty else { return }
        sent = now
        do {
            let served = try Self.served(layout)
            if batches.count == 1, let batch = batches.first {
                server.publish(batch, then: served)
            } else {
                server.publish(served)
            }
        } catch {
            server.publishLoadError(ExitStatus.describe(error).message)
        }
    }

    private func watchBatches(of layout: ReplLayout) {
        layout.onBatchUpdate = { [weak self] batch in self?.batches.append(batch) }
    }

    private static func fingerprint(_ layout: ReplLayout) -> Fingerprint {
        let engine = layout.engine
        return Fingerprint(
            layout: ObjectIdentifier(layout), reloads: layout.reloadCount, parameters: engine.layout.parameters,
            dataSource: engine.dataSource, environment: engine.environment, preferredSizes: engine.preferredSizes
        )
    }

    /// What the pages are served for `layout`: a descriptor that makes the
    /// same layout afresh (a plugin from its file's text, a compositional
    /// layout from its configuration, a built-in by name) and its state.
    ///
    /// - Throws: ``ReplError`` for a compositional layout whose sections come
    ///   from a Lua function of the REPL's (its state cannot leave the REPL's thread).
    static func served(_ layout: ReplLayout) throws -> ServedLayout {
        let engine = layout.engine
        let descriptor: LayoutDescriptor
        var source = ServedSource(kind: .repl)
        if let lua = engine.layout as? LuaLayout {
            descriptor = lua.plugin.descriptor
            source.file = lua.plugin.file
        } else if let compositional = engine.layout as? CompositionalLayout {
            if case .provider = compositional.configuration.sections {
                throw ReplError("'\(layout.name)' makes its sections with a Lua function of this REPL, which cannot run in the page's engine; :serve a plugin file or a spec instead")
            }
            descriptor = CompositionalLayout.descriptor(for: compositional.configuration)
        } else if let builtin = BuiltinLayouts.all.first(where: { $0.name == engine.layout.name }) {
            descriptor = builtin
        } else {
            throw ReplError("'\(layout.name)' cannot be served: it is neither a built-in, a plugin file nor a compositional configuration")
        }
        return ServedLayout(
            descriptor: descriptor, parameters: engine.layout.parameters, dataSource: engine.dataSource,
            environment: engine.environment, preferredSizes: engine.preferredSizes, source: source,
            keepsPageChanges: false
        )
    }
}
