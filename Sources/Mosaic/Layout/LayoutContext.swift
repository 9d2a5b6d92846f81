/// Everything a layout reads while it prepares: the data source and the
/// environment, as a `UICollectionViewLayout` reads its `collectionView`.
public struct LayoutContext: Sendable {
    /// The sections, items and item metrics.
    public var dataSource: DataSource
    /// Viewport, content offset and insets.
    public var environment: LayoutEnvironment
    /// Sizes that cells asked for (self-sizing), by index path; a layout
    /// uses them instead of its estimates.
    public var preferredSizes: [ItemPath: Size]

    /// Creates a context.
    public init(dataSource: DataSource, environment: LayoutEnvironment, preferredSizes: [ItemPath: Size] = [:]) {
        self.dataSource = dataSource
        self.environment = environment
        self.preferredSizes = preferredSizes
    }

    /// The size the cell at `indexPath` asked for, if it did.
    ///
    /// - Complexity: O(1) on average.
    @inlinable
    public func preferredSize(at indexPath: ItemPath) -> Size? {
        preferredSizes.isEmpty ? nil : preferredSizes[indexPath]
    }

    /// The viewport width less the left and right content insets: the width
    /// a vertically scrolling layout fills.
    public var contentWidth: Double { environment.viewport.width - environment.contentInsets.horizontal }

    /// The viewport height less the top and bottom content insets: the height
    /// a horizontally scrolling layout fills.
    public var contentHeight: Double { environment.viewport.height - environment.contentInsets.vertical }
}
