import Foundation

extension ServeServer {
    /// Starts serving in the background and waits until the server listens,
    /// for a caller that is not async (the command line, the REPL).
    ///
    /// - Returns: the URL of the page, with the port the server got.
    /// - Throws: ``ServeStartError`` when the address cannot be bound; the
    ///   server is then stopped.
    public func start() throws(ServeStartError) -> String {
        let outcome = StartOutcome()
        let task = Task.detached { [self] in
            do {
                try await run { url in outcome.settle(.success(url)) }
                outcome.settle(.failure(ServeStartError(message: "the server stopped before it listened")))
            } catch {
                outcome.settle(.failure(ServeStartError(message: Self.describe(bindError: error))))
            }
            outcome.end()
        }
        outcome.task = task
        runningTask.set(outcome)
        return try outcome.wait().get()
    }

    /// Stops the server that ``start()`` started, waiting a moment at most
    /// for its connections to close.
    public func stop() {
        guard let outcome = runningTask.take() else { return }
        outcome.task?.cancel()
        outcome.waitForEnd(seconds: 2)
    }

    /// Whether the server that ``start()`` started has stopped by itself.
    public var hasStopped: Bool { runningTask.current?.hasEnded ?? true }

    /// One line for what stopped the server from listening.
    static func describe(bindError error: any Error) -> String {
        let text = String(describing: error)
        if text.contains("Address already in use") || text.contains("errno: 98") { return "the address is already in use" }
        if text.contains("Cannot assign requested address") || text.contains("errno: 99") { return "the address is not one of this machine's" }
        if text.contains("Permission denied") || text.contains("errno: 13") { return "permission denied (ports below 1024 need privileges)" }
        return text.split(separator: "\n").first.map(String.init) ?? text
    }
}

/// Why ``ServeServer/start()`` could not serve.
public struct ServeStartError: Error, Sendable, CustomStringConvertible {
    /// One line: what went wrong.
    public var message: String
    public var description: String { message }
}

/// The server's background task and how its start went.
final class StartOutcome: @unchecked Sendable {
    private let condition = NSCondition()
    private var result: Result<String, ServeStartError>?
    private var ended = false
    // Set once by start(), before anyone reads it.
    var task: Task<Void, Never>?

    func settle(_ result: Result<String, ServeStartError>) {
        condition.lock()
        if self.result == nil { self.result = result }
        condition.broadcast()
        condition.unlock()
    }

    func end() {
        condition.lock()
        ended = true
        condition.broadcast()
        condition.unlock()
    }

    var hasEnded: Bool { condition.lock(); defer { condition.unlock() }; return ended }

    func wait() -> Result<String, ServeStartError> {
        condition.lock()
        defer { condition.unlock() }
        while result == nil { condition.wait() }
        return result!
    }

    func waitForEnd(seconds: Double) {
        let deadline = Date(timeIntervalSinceNow: seconds)
        condition.lock()
        defer { condition.unlock() }
        while !ended && condition.wait(until: deadline) {}
    }
}

/// The outcome of the running server, if ``ServeServer/start()`` started one.
final class RunningTask: @unchecked Sendable {
    private let lock = NSLock()
    private var outcome: StartOutcome?

    var current: StartOutcome? { lock.withLock { outcome } }

    func set(_ outcome: StartOutcome) { lock.withLock { self.outcome = outcome } }

    func take() -> StartOutcome? { lock.withLock { defer { outcome = nil }; return outcome } }
}
