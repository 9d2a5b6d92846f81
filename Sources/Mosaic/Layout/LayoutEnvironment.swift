/// What a layout sees of the collection view: the size of its visible
/// bounds, where they are scrolled to, and the content insets.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The size of the visible bounds (the collection view's frame).
    public var viewport: Size
    /// The top-left corner of the visible bounds in content coordinates.
    public var contentOffset: Point
    /// Insets between the content and the edges of the collection view.
    public var contentInsets: EdgeInsets

    /// Creates an environment; an iPhone-sized viewport at the top by default.
    public init(viewport: Size = Size(width: 390, height: 844), contentOffset: Point = .zero, contentInsets: EdgeInsets = .zero) {
        self.viewport = viewport
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
    }

    /// The visible bounds: `contentOffset` and `viewport`.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewport) }
}
