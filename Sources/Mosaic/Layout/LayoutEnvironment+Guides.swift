/// UIKit's layout guides of the collection view — the safe area, the layout
/// margins and the readable content guide — as insets from its edges, and
/// measured from the content's edges, which is what section insets
/// referenced to them (`sectionInsetReference`, `contentInsetsReference`)
/// add to.
extension LayoutEnvironment {
    /// The widest a readable content guide gets: 672 points, UIKit's
    /// `readableContentGuide` at the default text size (Large), measured on
    /// an iPad Air 2 in landscape: 672 wide, 176 from each edge of a
    /// 1024-point view (useyourloaf.com, "Readable Content Guides"). UIKit
    /// widens it with larger Dynamic Type sizes; Mosaic has no text size and
    /// uses this figure.
    public static let readableContentWidth = 672.0

    /// The safe area's insets from the view's edges, cut where they would
    /// cross (``Insets/keepingRoom(in:)``).
    public var safeAreaGuide: Insets { safeArea.keepingRoom(in: viewport) }

    /// The layout margins guide's insets from the view's edges: the margins
    /// measured from the safe area (`insetsLayoutMarginsFromSafeArea`), as
    /// UIKit's `layoutMarginsGuide` — on an iPhone in landscape with a 44-point
    /// safe area and 16-point margins, 60 points from each side.
    public var layoutMarginsGuide: Insets {
        Insets(
            top: safeArea.top + layoutMargins.top, left: safeArea.left + layoutMargins.left,
            bottom: safeArea.bottom + layoutMargins.bottom, right: safeArea.right + layoutMargins.right
        ).keepingRoom(in: viewport)
    }

    /// The readable content guide's insets from the view's edges: the layout
    /// margins guide, at most ``readableContentWidth`` wide, centred in it;
    /// its top and bottom are the margins guide's.
    public var readableContentGuide: Insets {
        var guide = layoutMarginsGuide
        let width = viewport.width - guide.horizontal
        let extra = Swift.max(0, width - Self.readableContentWidth) / 2
        guide.left += extra
        guide.right += extra
        return guide
    }

    /// How far inside the content area each edge of `guide` (insets from
    /// the view's edges) lies: `guide − contentInsets` per edge, never less
    /// than 0 (a content inset wider than the guide wins, as UIKit's
    /// `sectionInsetReference` says: "the minimum value is always the
    /// collection view's contentInset") and never crossing over.
    public func insetsFromContent(toGuide guide: Insets) -> Insets {
        let content = Size(
            width: Swift.max(0, viewport.width - contentInsets.horizontal),
            height: Swift.max(0, viewport.height - contentInsets.vertical)
        )
        return Insets(
            top: Swift.max(0, guide.top - contentInsets.top), left: Swift.max(0, guide.left - contentInsets.left),
            bottom: Swift.max(0, guide.bottom - contentInsets.bottom), right: Swift.max(0, guide.right - contentInsets.right)
        ).keepingRoom(in: content)
    }
}
