/// What the data source knows about one item: an optional intrinsic size
/// (say, a photo's pixel size) and free-form values a layout may read.
public struct ItemMetrics: Hashable, Sendable {
    /// The item's intrinsic width, if it has one.
    public var width: Double?
    /// The item's intrinsic height, if it has one.
    public var height: Double?
    /// Anything else, such as a title or a kind.
    public var values: [String: AttributeValue]

    /// Creates the metrics of an item.
    public init(width: Double? = nil, height: Double? = nil, values: [String: AttributeValue] = [:]) {
        self.width = width
        self.height = height
        self.values = values
    }
}
