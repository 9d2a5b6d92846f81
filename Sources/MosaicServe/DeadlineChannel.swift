import HummingbirdCore
import Logging
import NIOCore

/// A server child channel (`HTTP1WebSocketUpgradeChannel`, for the server)
/// with ``ConnectionDeadlines`` first in every connection's pipeline, before
/// the HTTP decoder: the request timeout holds from the first byte, before
/// Hummingbird's own handlers (which start only after a whole head) exist.
struct DeadlineChannel<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    let limits: ServeLimits

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        let limits = self.limits
        return channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(
                ConnectionDeadlines(requestTimeout: limits.requestTimeout, webSocketIdleTimeout: limits.webSocketIdleTimeout),
                position: .first
            )
        }.flatMap { base.setup(channel: channel, logger: logger) }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
