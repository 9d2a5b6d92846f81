/// Everything a layout says about one element, as `UICollectionViewLayoutAttributes`.
///
/// Conventions: `frame` is the untransformed rectangle and `center` its centre;
/// `transform` turns and scales the rectangle about `anchorPoint` (unit
/// coordinates in the frame, (0.5, 0.5) by default) and then translates it.
/// ``visualFrame`` is the axis-aligned box around what is drawn; rect queries
/// and previews use it.
///
/// Two attributes are equal when every field is equal, custom attributes included.
public struct LayoutAttributes: Hashable, Sendable {
    /// Cell, supplementary view or decoration.
    public var category: ElementCategory
    /// The kind of a supplementary or decoration view (`"header"`,
    /// `"footer"`, …); `nil` for cells.
    public var kind: String?
    /// The element's index path.
    public var indexPath: ItemPath
    /// The untransformed rectangle.
    public var frame: Rect
    /// The visual transform, applied about ``anchorPoint``.
    public var transform: Transform
    /// The point the transform turns about, in unit coordinates of ``frame``.
    public var anchorPoint: Point
    /// The stacking order: higher values are drawn above lower ones.
    public var zIndex: Int
    /// The opacity, from 0 to 1.
    public var alpha: Double
    /// Whether the element is hidden.
    public var isHidden: Bool
    /// Layout-specific attributes, such as a fan's `angle`.
    public var custom: [String: AttributeValue]

    /// Creates the attributes of an element; all but the frame default to
    /// UIKit's defaults.
    public init(
        category: ElementCategory = .cell,
        kind: String? = nil,
        indexPath: ItemPath,
        frame: Rect,
        transform: Transform = .identity,
        anchorPoint: Point = LayoutAttributes.defaultAnchorPoint,
        zIndex: Int = 0,
        alpha: Double = 1,
        isHidden: Bool = false,
        custom: [String: AttributeValue] = [:]
    ) {
        self.category = category
        self.kind = kind
        self.indexPath = indexPath
        self.frame = frame
        self.transform = transform
        self.anchorPoint = anchorPoint
        self.zIndex = zIndex
        self.alpha = alpha
        self.isHidden = isHidden
        self.custom = custom
    }

    /// The anchor point every element has unless its layout says otherwise.
    public static let defaultAnchorPoint = Point(x: 0.5, y: 0.5)

    /// The centre of the untransformed frame. Setting it moves the frame.
    public var center: Point {
        get { frame.center }
        set {
            frame.origin = Point(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
        }
    }

    /// The size of the frame. Setting it keeps the centre in place, as UIKit does.
    public var size: Size {
        get { frame.size }
        set {
            let center = self.center
            frame.size = newValue
            self.center = center
        }
    }

    /// The axis-aligned bounding box of the transformed frame.
    ///
    /// Equal to `frame`, to the bit, when the transform is the identity.
    ///
    /// - Complexity: O(1).
    public var visualFrame: Rect {
        VisualFrame.of(frame: frame, transform: transform, anchorPoint: anchorPoint)
    }

    /// The key that orders elements: section, item, then cells before
    /// supplementary views before decorations, then kind.
    @inlinable
    public static func precedes(_ a: LayoutAttributes, _ b: LayoutAttributes) -> Bool {
        if a.indexPath != b.indexPath { return a.indexPath < b.indexPath }
        if a.category != b.category { return a.category.rank < b.category.rank }
        return (a.kind ?? "") < (b.kind ?? "")
    }
}
