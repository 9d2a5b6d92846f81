import Mosaic

/// One page's engine and what the page changed, answering its requests.
/// Lives on one thread, the one that made it (``ConnectionWorker``): the
/// engine, and a Lua plugin's state inside it, are only touched there.
final class ServeSession {
    /// What is served: the last good description.
    private var served: ServedLayout
    /// The engine; `nil` until a description builds one.
    private var engine: LayoutEngine?
    /// Grows by one with every change the page sees as a new layout.
    private var generation = 0
    /// The parameters the page set, in order, as text (re-applied after a reload).
    private var pageParameters: [(name: String, value: String)] = []
    /// The item counts the page asked for, if it did.
    private var pageCounts: [Int]?
    /// The viewport the page asked for, if it did.
    private var pageViewport: Size?
    /// How much the session does for its page.
    let limits: ServeLimits
    /// The most items an `items` or `update` request may lead to.
    var maximumItemCount: Int { limits.items }

    /// A session for `served`; the engine is built at once, on this thread.
    /// A failure is kept and reported to the page (``start()``).
    init(served: ServedLayout, limits: ServeLimits) {
        self.served = served
        self.limits = limits
    }

    /// Builds the first engine; the `loadError` to send when it fails.
    func start() -> [String] {
        do {
            engine = try served.makeEngine()
            return []
        } catch {
            return [Self.loadError(error)]
        }
    }

    // MARK: - Requests

    /// The replies to one request, in order; an `error` when it fails, with
    /// the engine as it was.
    func handle(_ message: ServeMessage) -> [String] {
        if case .ping = message.request { return [Self.pong(seq: message.seq)] }
        guard let engine else {
            return [Self.error(seq: message.seq, "\(message.request.type): no layout is loaded yet (the last load failed)")]
        }
        do {
            return try handle(message.request, seq: message.seq, engine: engine)
        } catch {
            return [Self.error(seq: message.seq, "\(message.request.type): \(Self.describe(error))")]
        }
    }

    private func handle(_ request: ServeRequest, seq: Int?, engine: LayoutEngine) throws -> [String] {
        switch request {
        case .hello(let viewport, let offset):
            if let viewport {
                try engine.setViewport(viewport)
                pageViewport = viewport
            }
            if let offset { try engine.setContentOffset(offset) }
            return [try layoutMessage(type: "layout", seq: seq, engine: engine), try elements(seq: seq, engine: engine)]
        case .scroll(let offset):
            try engine.setContentOffset(offset)
            return [try elements(seq: seq, engine: engine)]
        case .sectionScroll(let section, let offset):
            try engine.setSectionOffset(offset, forSection: section)
            return [try elements(seq: seq, engine: engine)]
        case .target(let offset, let velocity):
            let target = try engine.targetContentOffset(proposed: offset, velocity: velocity)
            var out = ReplyWriter()
            out.raw("{\"type\":\"target\",")
            out.seq(seq)
            out.raw(",\"offset\":")
            out.point(target)
            out.raw("}")
            return [out.text]
        case .sectionTarget(let section, let offset, let velocity):
            try checkSection(section, engine: engine)
            let target = try engine.targetOffset(forSection: section, proposed: offset, velocity: velocity)
            var out = ReplyWriter()
            out.raw("{\"type\":\"sectionTarget\",")
            out.seq(seq)
            out.raw(",\"section\":")
            out.integer(section)
            out.raw(",\"offset\":")
            out.number(target)
            out.raw("}")
            return [out.text]
        case .set(let name, let value):
            try engine.setParameter(name, parsing: value)
            pageParameters.removeAll { $0.name == name }
            pageParameters.append((name, value))
            return try changed(seq: seq, engine: engine)
        case .items(let counts):
            engine.setDataSource(served.makeItems(counts))
            pageCounts = counts
            return try changed(seq: seq, engine: engine)
        case .viewport(let size):
            try engine.setViewport(size)
            pageViewport = size
            return try changed(seq: seq, engine: engine)
        case .ping:
            return [Self.pong(seq: seq)]
        case .update(let batch):
            let total = batch.itemCountAfter(itemCounts: engine.dataSource.itemCounts)
            guard total <= maximumItemCount else {
                throw ServeRequestError(message: "the batch leaves \(total) items; at most \(maximumItemCount)")
            }
            let plan = try engine.performBatchUpdates(batch, in: queryRect(engine), limit: limits.replyElements)
            pageCounts = engine.dataSource.itemCounts
            generation += 1
            return [try animate(plan, seq: seq, engine: engine)]
        }
    }

    /// A new generation: `layout` and `elements` for the request `seq`.
    private func changed(seq: Int?, engine: LayoutEngine) throws -> [String] {
        generation += 1
        return [try layoutMessage(type: "layout", seq: seq, engine: engine), try elements(seq: seq, engine: engine)]
    }

    private func checkSection(_ section: Int, engine: LayoutEngine) throws {
        let count = engine.dataSource.numberOfSections
        guard section < count else {
            throw ServeRequestError(message: "section \(section) does not exist (the data has \(count) section\(count == 1 ? "" : "s"))")
        }
    }

    // MARK: - Reloads

    /// Rebuilds the engine from a new description, keeping the page's
    /// offset (and, for a saved file, what the page changed); `reloaded`
    /// and `elements`, or a `loadError` with the last good engine kept.
    func reload(_ newServed: ServedLayout) -> [String] {
        do {
            let newEngine = try newServed.makeEngine()
            if newServed.keepsPageChanges {
                for (name, value) in pageParameters {
                    try? newEngine.setParameter(name, parsing: value)  // a parameter the new version dropped is let go
                }
                if let pageCounts { newEngine.setDataSource(newServed.makeItems(pageCounts)) }
                if let pageViewport { try newEngine.setViewport(pageViewport) }
            } else {
                pageParameters = []
                pageCounts = nil
                pageViewport = nil
            }
            if let old = engine {
                let followsREPL = !newServed.keepsPageChanges && newServed.environment.contentOffset != served.environment.contentOffset
                if !followsREPL { try? newEngine.setContentOffset(old.environment.contentOffset) }
                if newServed.keepsPageChanges {
                    for (section, offset) in old.environment.sectionOffsets where section < newEngine.dataSource.numberOfSections {
                        try? newEngine.setSectionOffset(offset, forSection: section)
                    }
                }
            }
            _ = try newEngine.contentSize()  // prepares: a layout that fails here is a load error
            served = newServed
            engine = newEngine
            generation += 1
            return [try layoutMessage(type: "reloaded", seq: nil, engine: newEngine), try elements(seq: nil, engine: newEngine)]
        } catch {
            return [Self.loadError(error)]
        }
    }

    /// Applies a batch update the REPL made to its own layout, so that the
    /// page animates it, then takes the REPL's description as the truth.
    func forward(_ batch: BatchUpdate, then newServed: ServedLayout) -> [String] {
        guard let engine, newServed.keepsPageChanges == false else { return reload(newServed) }
        do {
            let plan = try engine.performBatchUpdates(batch, in: queryRect(engine), limit: limits.replyElements)
            generation += 1
            let reply = try animate(plan, seq: nil, engine: engine)
            served = newServed
            // The REPL's data is the truth (it may give new items metrics of its own).
            if engine.dataSource != newServed.dataSource { engine.setDataSource(newServed.dataSource) }
            return [reply]
        } catch {
            return reload(newServed)
        }
    }

    // MARK: - Replies

    /// The rectangle queried: the visible bounds grown by half the viewport on every side.
    func queryRect(_ engine: LayoutEngine) -> Rect {
        let bounds = engine.environment.bounds
        let dx = bounds.width / 2, dy = bounds.height / 2
        return Rect(x: bounds.minX - dx, y: bounds.minY - dy, width: bounds.width + 2 * dx, height: bounds.height + 2 * dy)
    }

    /// An `elements` reply at the engine's offset.
    func elements(seq: Int?, engine: LayoutEngine) throws -> String {
        let rect = queryRect(engine)
        // Capped while the index is walked: a huge rect costs no more than the cap.
        let answer = try engine.layoutAttributesForElements(in: rect, limit: limits.replyElements)
        let elements = answer.elements, omitted = answer.omitted
        let contentSize = try engine.contentSize()
        var out = ReplyWriter(capacity: 256 + elements.count * 120)
        out.raw("{\"type\":\"elements\",")
        out.seq(seq)
        out.raw(",\"generation\":")
        out.integer(generation)
        out.raw(",\"offset\":")
        out.point(engine.environment.contentOffset)
        out.raw(",\"contentSize\":")
        out.size(contentSize)
        out.raw(",\"rect\":")
        out.rect(rect)
        out.raw(",\"elements\":")
        out.elements(elements)
        if omitted > 0 {
            out.raw(",\"omitted\":")
            out.integer(omitted)
        }
        out.raw("}")
        return out.text
    }

    /// A `layout` (or `reloaded`) message.
    func layoutMessage(type: String, seq: Int?, engine: LayoutEngine) throws -> String {
        var out = ReplyWriter(capacity: 1024)
        out.raw("{\"type\":\"" + type + "\",")
        out.seq(seq)
        if type == "reloaded" {
            out.raw(",\"layout\":{\"type\":\"layout\",")
            out.seq(nil)
            try out.layoutMembers(engine: engine, source: served.source, generation: generation, maximumItemCount: maximumItemCount)
            out.raw("}}")
        } else {
            try out.layoutMembers(engine: engine, source: served.source, generation: generation, maximumItemCount: maximumItemCount)
            out.raw("}")
        }
        return out.text
    }

    /// An `animate` reply for an update's plan.
    private func animate(_ plan: UpdatePlan, seq: Int?, engine: LayoutEngine) throws -> String {
        var out = ReplyWriter(capacity: 1024 + plan.elements.count * 260)
        out.raw("{\"type\":\"animate\",")
        out.seq(seq)
        out.raw(",\"layout\":")
        out.raw(try layoutMessage(type: "layout", seq: seq, engine: engine))
        out.raw(",\"offset\":")
        out.point(engine.environment.contentOffset)
        out.raw(",\"rect\":")
        out.rect(queryRect(engine))
        out.raw(",\"elements\":[")
        let omitted = plan.omitted + max(0, plan.elements.count - limits.replyElements)
        for (index, entry) in plan.elements.prefix(limits.replyElements).enumerated() {
            if index > 0 { out.raw(",") }
            let from: LayoutAttributes? = switch entry.change {
            case .inserted, .reloaded: entry.initial
            default: entry.before
            }
            let to: LayoutAttributes? = entry.after ?? entry.final
            out.raw("{\"id\":")
            if let named = entry.after ?? entry.before ?? from ?? to { out.elementID(named) } else { out.raw("null") }
            out.raw(",\"change\":\"" + entry.change.rawValue + "\",\"from\":")
            if let from { out.element(from) } else { out.raw("null") }
            out.raw(",\"to\":")
            if let to { out.element(to) } else { out.raw("null") }
            out.raw("}")
        }
        out.raw("]")
        if omitted > 0 {
            out.raw(",\"omitted\":")
            out.integer(omitted)
        }
        out.raw("}")
        return out.text
    }

    /// A `pong`, the reply to a `ping`.
    static func pong(seq: Int?) -> String {
        var out = ReplyWriter()
        out.raw("{\"type\":\"pong\",")
        out.seq(seq)
        out.raw("}")
        return out.text
    }

    /// An `error` reply.
    static func error(seq: Int?, _ message: String) -> String {
        var out = ReplyWriter()
        out.raw("{\"type\":\"error\",")
        out.seq(seq)
        out.raw(",\"message\":")
        out.string(message)
        out.raw("}")
        return out.text
    }

    /// A `loadError` message.
    static func loadError(_ error: any Error) -> String {
        loadError(message: describe(error))
    }

    /// A `loadError` message with this text.
    static func loadError(message: String) -> String {
        var out = ReplyWriter()
        out.raw("{\"type\":\"loadError\",\"message\":")
        out.string(message)
        out.raw("}")
        return out.text
    }

    /// One line for an error.
    static func describe(_ error: any Error) -> String {
        if let error = error as? ServeRequestError { return error.message }
        return String(describing: error).split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? "\(error)"
    }
}
