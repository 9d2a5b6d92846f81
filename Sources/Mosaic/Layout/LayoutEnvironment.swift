/// What a layout sees of the collection view: the size of its visible
/// bounds, where they are scrolled to, and the content insets.
public struct LayoutEnvironment: Hashable, Sendable {
    /// The size of the visible bounds (the collection view's frame).
    public var viewport: Size
    /// The top-left corner of the visible bounds in content coordinates.
    public var contentOffset: Point
    /// Insets between the content and the edges of the collection view.
    public var contentInsets: EdgeInsets
    /// How far each orthogonally scrolling section is scrolled along its own
    /// axis, by section; sections not listed are at 0.
    public var sectionOffsets: [Int: Double]

    /// Creates an environment; an iPhone-sized viewport at the top by default.
    public init(
        viewport: Size = Size(width: 390, height: 844), contentOffset: Point = .zero, contentInsets: EdgeInsets = .zero,
        sectionOffsets: [Int: Double] = [:]
    ) {
        self.viewport = viewport
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
        self.sectionOffsets = sectionOffsets
    }

    /// How far section `section` is scrolled along its own axis.
    @inlinable
    public func sectionOffset(_ section: Int) -> Double { sectionOffsets[section] ?? 0 }

    /// The visible bounds: `contentOffset` and `viewport`.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewport) }
}
