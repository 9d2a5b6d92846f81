/// Everything a layout reads while it prepares: the data source and the
/// environment, as a `UICollectionViewLayout` reads its `collectionView`.
public struct LayoutContext: Sendable {
    /// The sections, items and item metrics.
    public var dataSource: DataSource
    /// Viewport, content offset and insets.
    public var environment: LayoutEnvironment

    /// Creates a context.
    public init(dataSource: DataSource, environment: LayoutEnvironment) {
        self.dataSource = dataSource
        self.environment = environment
    }

    /// The viewport width less the left and right content insets: the width
    /// a vertically scrolling layout fills.
    public var contentWidth: Double { environment.viewport.width - environment.contentInsets.horizontal }

    /// The viewport height less the top and bottom content insets: the height
    /// a horizontally scrolling layout fills.
    public var contentHeight: Double { environment.viewport.height - environment.contentInsets.vertical }
}
