/// How much one server does for its pages, whatever they send.
public struct ServeLimits: Sendable {
    /// The most items an `items` or `update` request may lead to.
    public var items: Int
    /// The most elements one `elements` reply lists (past it the reply says
    /// how many it left out): a viewport as large as allowed over
    /// 10,000,000 items would otherwise make a reply of gigabytes (200,000
    /// elements took 2.9 GB to build in a debug build). The page draws at
    /// most 4,000, so 20,000 leaves room for its margin.
    public var replyElements: Int
    /// The most pages connected at once; one more gets an `error` and is closed.
    public var connections: Int

    /// The limits `mosaic serve` uses unless told otherwise.
    public static let standard = ServeLimits(items: 10_000_000, replyElements: 20_000, connections: 16)

    /// Limits with these values.
    public init(items: Int, replyElements: Int, connections: Int) {
        self.items = items
        self.replyElements = replyElements
        self.connections = connections
    }
}
