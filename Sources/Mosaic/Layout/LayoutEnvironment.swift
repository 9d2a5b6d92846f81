/// What a layout sees of the collection view: the size of its visible
/// bounds, where they are scrolled to, the content insets, the safe area
/// and layout margins, and the display scale its frames are shown at.
public struct LayoutEnvironment: Hashable, Sendable {
    /// UIKit's layout margins for a view controller's root view in a
    /// compact-width size class (an iPhone in portrait): 0 top and bottom,
    /// 16 leading and trailing (`systemMinimumLayoutMargins`; 20 in a
    /// regular width). The default, because a collection view is most often
    /// a `UICollectionViewController`'s root view.
    public static let defaultLayoutMargins = Insets(top: 0, left: 16, bottom: 0, right: 16)

    /// The size of the visible bounds (the collection view's frame).
    public var viewport: Size
    /// The top-left corner of the visible bounds in content coordinates.
    public var contentOffset: Point
    /// Insets between the content and the edges of the collection view
    /// (UIKit's `adjustedContentInset`: the safe area is not added to them).
    public var contentInsets: Insets
    /// How far each orthogonally scrolling section is scrolled along its own
    /// axis, by section; sections not listed are at 0.
    public var sectionOffsets: [Int: Double]
    /// The collection view's `safeAreaInsets`: from its edges, what bars and
    /// the screen's shape cover. None by default: the viewport is the
    /// collection view, not the screen.
    public var safeArea: Insets
    /// The collection view's layout margins, measured from the safe area
    /// (UIKit's `insetsLayoutMarginsFromSafeArea`, true by default):
    /// ``defaultLayoutMargins`` unless set.
    public var layoutMargins: Insets
    /// The display scale frames are rounded to (1, 2 or 3 pixels a point),
    /// as UIKit rounds a view's frame; `nil` keeps the layout's exact values.
    /// Only what queries answer is rounded (``Rect/roundedToPixels(scale:)``):
    /// layouts compute with exact values, as UIKit's do, but may read the
    /// scale (a plugin's `ctx.displayScale`), so changing it invalidates them.
    public var displayScale: Double?

    /// Creates an environment; an iPhone-sized viewport at the top by default.
    public init(
        viewport: Size = Size(width: 390, height: 844), contentOffset: Point = .zero, contentInsets: Insets = .zero,
        sectionOffsets: [Int: Double] = [:], safeArea: Insets = .zero,
        layoutMargins: Insets = LayoutEnvironment.defaultLayoutMargins, displayScale: Double? = nil
    ) {
        self.viewport = viewport
        self.contentOffset = contentOffset
        self.contentInsets = contentInsets
        self.sectionOffsets = sectionOffsets
        self.safeArea = safeArea
        self.layoutMargins = layoutMargins
        self.displayScale = displayScale
    }

    /// How far section `section` is scrolled along its own axis.
    @inlinable
    public func sectionOffset(_ section: Int) -> Double { sectionOffsets[section] ?? 0 }

    /// The visible bounds: `contentOffset` and `viewport`.
    public var bounds: Rect { Rect(origin: contentOffset, size: viewport) }
}
