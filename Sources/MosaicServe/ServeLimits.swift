import Mosaic

/// How much one server does for its pages, whatever they send: the one home
/// of every cap and timeout of `mosaic serve` (docs/serve.md, "Limits").
public struct ServeLimits: Sendable {
    /// The most items an `items` or `update` request may lead to.
    public var items: Int
    /// The most elements one `elements` or `animate` reply lists (past it the
    /// reply says how many it left out). The query and the update plan stop
    /// collecting at it (``ElementCap``): a viewport as large as allowed over
    /// 10,000,000 items would otherwise collect every element before the
    /// cut (gigabytes). The page draws at most 4,000, so 20,000 leaves room
    /// for its margin.
    public var replyElements: Int
    /// The most engine threads at once, one per page: one more page gets an
    /// `error` and is closed. A closed page's thread keeps its place until it
    /// ends (it finishes the request in hand, then stops), so at most this
    /// many engines ever work at once, however fast pages open and close.
    public var connections: Int
    /// The most sockets open at once, pages and plain HTTP requests
    /// together: past it, new connections wait (in the system's queue) until
    /// one closes. Each holds a file descriptor.
    public var sockets: Int
    /// How long an HTTP connection may take to send a request's whole head
    /// (from its opening, or from the end of the previous reply): a request
    /// sent half, or byte by byte, is closed then, and so is an idle
    /// keep-alive connection.
    public var requestTimeout: Duration
    /// How long a page's WebSocket may stay without a message (any frame:
    /// the page sends a `ping` every 30 s) before the server closes it.
    public var webSocketIdleTimeout: Duration

    /// The limits `mosaic serve` uses unless told otherwise.
    public static let standard = ServeLimits(
        items: 10_000_000, replyElements: ElementCap.standard, connections: 16,
        sockets: 128, requestTimeout: .seconds(10), webSocketIdleTimeout: .seconds(120)
    )

    /// Limits with these values.
    public init(
        items: Int, replyElements: Int, connections: Int,
        sockets: Int = 128, requestTimeout: Duration = .seconds(10), webSocketIdleTimeout: Duration = .seconds(120)
    ) {
        self.items = items
        self.replyElements = replyElements
        self.connections = connections
        self.sockets = sockets
        self.requestTimeout = requestTimeout
        self.webSocketIdleTimeout = webSocketIdleTimeout
    }
}
