import NIOCore

/// Closes a connection that keeps its place without using it: the first
/// handler of every connection's pipeline, reading the bytes as they come
/// off the socket (``ServeLimits/requestTimeout``,
/// ``ServeLimits/webSocketIdleTimeout``).
///
/// - **HTTP**: a request's head (up to its blank line) must arrive whole
///   within the request timeout of the connection opening, or of the end of
///   the reply before it; bytes that trickle in do not move the deadline.
///   So a request sent half, or a byte at a time, and a keep-alive
///   connection left idle, are closed then.
/// - **WebSocket** (once the upgrade is accepted, ``becomeWebSocket()``):
///   closed when no byte has come from the page for the idle timeout. A
///   message, a ping or a pong all count; the page sends a `ping` message
///   every 30 s while it is open.
///
/// The one timer is re-armed only for a later deadline, never per byte.
final class ConnectionDeadlines: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    // Outbound data is passed on without being read.
    typealias OutboundIn = IOData
    typealias OutboundOut = IOData

    private let requestTimeout: TimeAmount
    private let webSocketIdleTimeout: TimeAmount
    private var isWebSocket = false
    /// When the connection is closed unless something moves it; `nil` while
    /// a reply is awaited (a whole head has come, its reply has not gone).
    private var deadline: NIODeadline?
    /// How many bytes of `\r\n\r\n` the bytes read so far end with.
    private var blankLineMatched = 0
    private var timer: Scheduled<Void>?
    private var timerDeadline: NIODeadline?

    init(requestTimeout: Duration, webSocketIdleTimeout: Duration) {
        self.requestTimeout = TimeAmount(requestTimeout)
        self.webSocketIdleTimeout = TimeAmount(webSocketIdleTimeout)
    }

    func handlerAdded(context: ChannelHandlerContext) {
        deadline = .now() + requestTimeout
        arm(context)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        timer?.cancel()
        timer = nil
    }

    /// The upgrade of `channel` was accepted: from now on its bytes are
    /// WebSocket frames, timed by the idle timeout.
    static func webSocketAccepted(on channel: any Channel) {
        channel.eventLoop.execute {
            guard let context = try? channel.pipeline.syncOperations.context(handlerType: ConnectionDeadlines.self),
                  let handler = context.handler as? ConnectionDeadlines
            else { return }
            handler.becomeWebSocket(context: context)
        }
    }

    /// The upgrade was accepted: from now on the bytes are WebSocket frames.
    func becomeWebSocket(context: ChannelHandlerContext) {
        isWebSocket = true
        deadline = .now() + webSocketIdleTimeout
        arm(context)
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let bytes = unwrapInboundIn(data)
        if isWebSocket {
            deadline = .now() + webSocketIdleTimeout
        } else {
            readHTTP(bytes)
        }
        arm(context)
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        // A reply going out: the next request's head is timed from here.
        if !isWebSocket && deadline == nil {
            deadline = .now() + requestTimeout
            arm(context)
        }
        context.write(data, promise: promise)
    }

    /// Follows the heads' blank lines: a whole head stops the clock until
    /// its reply goes out; a byte after it starts the next head's.
    private func readHTTP(_ bytes: ByteBuffer) {
        let pattern: [UInt8] = [13, 10, 13, 10]
        var afterHead = false
        for byte in bytes.readableBytesView {
            if afterHead {
                // A pipelined request, or a body we do not read: timed as a head.
                if deadline == nil { deadline = .now() + requestTimeout }
                afterHead = false
            }
            if byte == pattern[blankLineMatched] {
                blankLineMatched += 1
            } else {
                blankLineMatched = byte == 13 ? 1 : 0
            }
            if blankLineMatched == 4 {
                blankLineMatched = 0
                deadline = nil
                afterHead = true
            }
        }
    }

    /// Makes sure the timer fires at the deadline, or earlier.
    private func arm(_ context: ChannelHandlerContext) {
        guard let deadline else { return }
        if let timerDeadline, timerDeadline <= deadline, timer != nil { return }
        timer?.cancel()
        timerDeadline = deadline
        let loop = context.eventLoop.assumeIsolated()
        timer = loop.scheduleTask(deadline: deadline) { [self] in
            timer = nil
            timerDeadline = nil
            guard let current = self.deadline else { return }
            if current <= .now() {
                context.close(promise: nil)
            } else {
                arm(context)
            }
        }
    }
}
