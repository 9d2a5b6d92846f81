import Mosaic

/// One request from the page, read and checked (``ServeRequestReader``).
/// docs/serve.md, "Protocol", says what each does.
enum ServeRequest: Sendable {
    /// The page opened: its viewport and offset, if it says.
    case hello(viewport: Size?, offset: Point?)
    /// The page scrolled to a content offset.
    case scroll(Point)
    /// An orthogonal section scrolled along its own axis.
    case sectionScroll(section: Int, offset: Double)
    /// A drag or fling ended: where should it stop?
    case target(offset: Point, velocity: Point)
    /// An orthogonal section's drag ended.
    case sectionTarget(section: Int, offset: Double, velocity: Double)
    /// Set a parameter, from the command line's text form of its value.
    case set(parameter: String, value: String)
    /// Generated items, one count per section.
    case items([Int])
    /// A new viewport size.
    case viewport(Size)
    /// A batch update to animate.
    case update(BatchUpdate)
    /// Nothing but a sign of life: a page sends one every 30 s so that the
    /// server does not close it as idle (``ServeLimits/webSocketIdleTimeout``).
    case ping

    /// The message type, as the page writes it.
    var type: String {
        switch self {
        case .hello: "hello"
        case .scroll: "scroll"
        case .sectionScroll: "sectionScroll"
        case .target: "target"
        case .sectionTarget: "sectionTarget"
        case .set: "set"
        case .items: "items"
        case .viewport: "viewport"
        case .update: "update"
        case .ping: "ping"
        }
    }
}

/// A request and the sequence number its reply echoes.
struct ServeMessage: Sendable {
    /// The page's `seq`, if it gave one.
    var seq: Int?
    /// What it asks for.
    var request: ServeRequest
}

/// Why a message from the page was refused: what goes in the `error` reply.
struct ServeRequestError: Error, Sendable {
    /// The `seq` of the message, when it could be read.
    var seq: Int?
    /// One line: what was wrong and where (`scroll: $.offset.y: …`).
    var message: String
}
