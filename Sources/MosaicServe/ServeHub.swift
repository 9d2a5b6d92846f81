import Foundation
import Mosaic

/// The live connections and what they serve: a new description or a load
/// error reaches every connection's worker, and a new connection starts from
/// the latest.
final class ServeHub: @unchecked Sendable {
    // Guarded by `lock` (a pthread mutex, which ThreadSanitizer follows).
    private let lock = NSLock()
    private var current: ServedLayout
    private var currentError: String?
    private var workers: [ObjectIdentifier: ConnectionWorker] = [:]
    /// Engine threads started and not yet ended (each holds a place).
    private var reserved = 0
    private var peak = 0

    init(served: ServedLayout) {
        current = served
    }

    /// What a new connection starts from.
    var latest: (served: ServedLayout, loadError: String?) {
        lock.withLock { (current, currentError) }
    }

    /// The number of open connections.
    var connectionCount: Int { lock.withLock { workers.count } }

    /// The engine threads alive now, and the most alive at once so far.
    var engineThreads: (current: Int, peak: Int) { lock.withLock { (reserved, peak) } }

    /// Takes one of `limit` places, one per engine thread; `false` when all
    /// are taken.
    func reserveConnection(limit: Int) -> Bool {
        lock.withLock {
            guard reserved < limit else { return false }
            reserved += 1
            peak = max(peak, reserved)
            return true
        }
    }

    /// Gives back a place ``reserveConnection(limit:)`` took: called by the
    /// engine's thread as it ends.
    func releaseConnection() {
        lock.withLock { reserved -= 1 }
    }

    func add(_ worker: ConnectionWorker) {
        lock.withLock { workers[ObjectIdentifier(worker)] = worker }
    }

    func remove(_ worker: ConnectionWorker) {
        _ = lock.withLock { workers.removeValue(forKey: ObjectIdentifier(worker)) }
    }

    func publish(_ served: ServedLayout) {
        for worker in lock.withLock({ current = served; currentError = nil; return Array(workers.values) }) {
            worker.reload(served)
        }
    }

    func publish(_ batch: BatchUpdate, then served: ServedLayout) {
        for worker in lock.withLock({ current = served; currentError = nil; return Array(workers.values) }) {
            worker.forward(batch, then: served)
        }
    }

    func publishLoadError(_ message: String) {
        for worker in lock.withLock({ currentError = message; return Array(workers.values) }) {
            worker.loadError(message)
        }
    }
}
