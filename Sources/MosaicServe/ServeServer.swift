import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
public import Mosaic
import NIOCore

/// The server of `mosaic serve`: the page's files over HTTP, and one
/// WebSocket per page, each with an engine of its own on a thread of its own
/// (``ConnectionWorker``). docs/serve.md describes the protocol.
///
/// ```swift
/// let server = ServeServer(serving: layout, host: "127.0.0.1", port: 0)
/// try await server.run { url in print(url) }   // until the task is cancelled
/// ```
public final class ServeServer: Sendable {
    /// The largest WebSocket frame read: past it the connection closes (1009).
    /// Messages up to it that are longer than the 64 KiB a message may have
    /// get an `error` reply instead.
    public static let maximumFrameBytes = 1 << 20

    private let hub: ServeHub
    private let host: String
    private let port: Int
    private let limits: ServeLimits
    private let page: PageFiles
    private let address = AddressBox()
    private let sockets = SocketCounts()
    /// The task ``start()`` runs the server in.
    let runningTask = RunningTask()

    /// A server for `served` on `host` and `port` (0: any free port).
    ///
    /// - Parameter limits: how much the server does for its pages.
    public init(serving served: ServedLayout, host: String = "127.0.0.1", port: Int = 0, limits: ServeLimits = .standard) {
        hub = ServeHub(served: served)
        self.host = host
        self.port = port
        self.limits = limits
        page = PageFiles.bundled()
    }

    /// Whether `host` is a loopback address (or `localhost`): anything else
    /// lets other machines reach the server.
    public static func isLoopback(_ host: String) -> Bool { ServedAddress.isLoopback(host) }

    /// Whether `host` is the unspecified address (every address of the
    /// machine), in any spelling the system takes.
    public static func isUnspecified(_ host: String) -> Bool { ServedAddress.isUnspecified(host) }

    /// Serves until the calling task is cancelled.
    ///
    /// - Parameter ready: called once the server listens, with its URL
    ///   (`http://127.0.0.1:PORT/`, the port it got when asked for 0).
    /// - Throws: when the address cannot be bound.
    public func run(ready: @escaping @Sendable (String) -> Void) async throws {
        var logger = Logger(label: "mosaic-serve")
        logger.logLevel = .critical
        let router = Router(context: BasicRequestContext.self)
        router.middlewares.add(ServedAddressMiddleware(address: address))
        let page = self.page
        let address = self.address
        router.get("/ws") { request, _ -> Response in
            // Only reached when the upgrade was refused.
            let origin = request.headers[.origin]
            guard address.current?.accepts(origin: origin) == true else { return Response(status: .forbidden) }
            return Response(status: .upgradeRequired)
        }
        router.get("/") { request, _ in Self.respond(page, path: request.uri.path) }
        router.get("**") { request, _ in Self.respond(page, path: request.uri.path) }
        router.head("/") { request, _ in Self.respond(page, path: request.uri.path).withoutBody }
        router.head("**") { request, _ in Self.respond(page, path: request.uri.path).withoutBody }

        let hub = self.hub
        let limits = self.limits
        let sockets = self.sockets
        let app = Application(
            router: router,
            server: HTTPServerBuilder { responder in
                DeadlineChannel(
                    base: HTTP1WebSocketUpgradeChannel(
                        responder: responder,
                        configuration: .init(ws: .init(maxFrameSize: Self.maximumFrameBytes, autoPing: .disabled))
                    ) { request, channel, _ throws -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>> in
                        guard request.path == "/ws",
                              let served = address.current,
                              served.accepts(host: request.authority),
                              served.accepts(origin: request.headerFields[.origin])
                        else { return .dontUpgrade }
                        ConnectionDeadlines.webSocketAccepted(on: channel)
                        return .upgrade([:]) { inbound, outbound, _ in
                            await Self.serveConnection(hub: hub, limits: limits, inbound: inbound, outbound: outbound)
                        }
                    },
                    limits: limits
                )
            },
            configuration: .init(
                address: .hostname(host, port: port), serverName: nil,
                availableConnectionsDelegate: SocketCap(limit: limits.sockets, counts: sockets)
            ),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let served = ServedAddress(host: self.host, port: port)
                address.set(served)
                ready(served.url)
            },
            logger: logger
        )
        try await app.run()
    }

    /// Every page now shows `served` (a saved file, a REPL change), keeping its offset.
    public func publish(_ served: ServedLayout) { hub.publish(served) }

    /// Every page animates `batch` (a REPL batch update), then shows `served`.
    public func publish(_ batch: BatchUpdate, then served: ServedLayout) { hub.publish(batch, then: served) }

    /// Every page shows `message` over its last good layout.
    public func publishLoadError(_ message: String) { hub.publishLoadError(message) }

    /// The number of pages connected.
    public var connectionCount: Int { hub.connectionCount }

    /// The number of engine threads alive: pages connected, and closed pages
    /// whose thread has not ended yet. Never more than ``ServeLimits/connections``.
    public var engineThreadCount: Int { hub.engineThreads.current }

    /// The sockets open now, and the most open at once (``ServeLimits/sockets``).
    public var socketCounts: (current: Int, peak: Int) { (sockets.current, sockets.peak) }

    /// The most engine threads that were alive at once since the server started.
    public var engineThreadPeak: Int { hub.engineThreads.peak }

    private static func respond(_ page: PageFiles, path: String) -> Response {
        guard let file = page.file(at: path) else { return Response(status: .notFound) }
        var headers = HTTPFields()
        headers[.contentType] = file.contentType
        headers[.cacheControl] = "no-store"
        headers[.init("X-Content-Type-Options")!] = "nosniff"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: file.bytes)))
    }

    /// One page's connection: a worker thread with its engine, the reader
    /// (this task) and a writer task.
    private static func serveConnection(
        hub: ServeHub, limits: ServeLimits, inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async {
        guard hub.reserveConnection(limit: limits.connections) else {
            let message = "too many pages open: at most \(limits.connections) at once; close one and reload"
            try? await outbound.write(.text(ServeSession.error(seq: nil, message)))
            return
        }
        let (replies, continuation) = AsyncStream<String>.makeStream()
        let latest = hub.latest
        // The place is given back when the engine's thread ends, not when the
        // page goes: a closed page's thread may still be preparing.
        let worker = ConnectionWorker(
            served: latest.served, loadError: latest.loadError, limits: limits,
            output: { continuation.yield($0) },
            finished: {
                continuation.finish()
                hub.releaseConnection()
            }
        )
        hub.add(worker)
        defer {
            hub.remove(worker)
            worker.close()
        }
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                for await reply in replies {
                    do {
                        try await outbound.write(.text(reply))
                    } catch {
                        worker.close()  // the page is gone
                    }
                    worker.didWrite()
                }
            }
            do {
                for try await message in inbound.messages(maxSize: maximumFrameBytes) {
                    switch message {
                    case .text(let text): worker.receive(Array(text.utf8))
                    case .binary(let buffer): worker.receive(Array(buffer.readableBytesView))
                    }
                }
            } catch {}
            worker.close()
            continuation.finish()
            group.cancelAll()
        }
    }
}

extension Response {
    /// The response to a `HEAD`: the `GET`'s status and headers, no body.
    var withoutBody: Response { Response(status: status, headers: headers) }
}

/// The served address once the server listens (the port is known only then).
final class AddressBox: @unchecked Sendable {
    private let lock = NSLock()
    private var address: ServedAddress?

    var current: ServedAddress? { lock.withLock { address } }

    func set(_ address: ServedAddress) { lock.withLock { self.address = address } }
}
