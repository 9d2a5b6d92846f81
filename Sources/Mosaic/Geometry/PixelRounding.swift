/// Rounding to the pixels of a display, as UIKit rounds the frame of a view
/// it shows for a layout's attributes.
///
/// The rule: x, y, width and height are each rounded on their own to the
/// nearest pixel (a multiple of 1/scale points), halves away from zero.
/// A layout's attributes are exact (UIKit's `UICollectionViewLayoutAttributes`
/// are not rounded); the cells on screen are. Published measurements show the
/// rule, gaps included: items 0.2244798445859886, 0.0999484835067196,
/// 0.2255459136606516, 0.2244798445859886 and 0.2255459136606516 of a
/// 375-point compositional group, side by side, display at a scale of 2 with
/// widths 84, 37.5, 84.5, 84 and 84.5 — each width rounded on its own — and
/// a half-point gap between the last two (x 206 + 84 = 290, next x 290.5)
/// (stackoverflow.com, "interItemSpacing = .fixed(0) not always working in
/// UICollectionViewLayout"). Rounding edges instead (CGRectIntegral's way,
/// at a scale) would close that gap, which UIKit does not.
public enum PixelRounding {
    /// The display scales UIKit's screens have.
    public static let scales: [Double] = [1, 2, 3]

    /// `value` rounded to the nearest multiple of `1 / scale`, halves away
    /// from zero; values too large to have a fraction at that scale (and
    /// any that would overflow) stay as they are. Never `-0`.
    @inlinable
    public static func round(_ value: Double, scale: Double) -> Double {
        guard Swift.abs(value) < 1e15 else { return value }
        return (value * scale).rounded(.toNearestOrAwayFromZero) / scale + 0.0
    }
}

extension Rect {
    /// This rectangle as UIKit shows a view with this frame on a display of
    /// `scale` (``PixelRounding``): x, y, width and height each rounded to
    /// the nearest pixel.
    @inlinable
    public func roundedToPixels(scale: Double) -> Rect {
        Rect(
            x: PixelRounding.round(minX, scale: scale), y: PixelRounding.round(minY, scale: scale),
            width: PixelRounding.round(width, scale: scale), height: PixelRounding.round(height, scale: scale)
        )
    }
}

extension LayoutAttributes {
    /// These attributes with their frame rounded to the pixels of a display
    /// of `scale`, or as they are when `scale` is `nil`.
    @inlinable
    public func displayed(atScale scale: Double?) -> LayoutAttributes {
        guard let scale else { return self }
        var copy = self
        copy.frame = frame.roundedToPixels(scale: scale)
        return copy
    }
}

extension UpdatePlan.Entry {
    /// This entry with every frame rounded to the pixels of a display of
    /// `scale`, or as it is when `scale` is `nil`.
    public func displayed(atScale scale: Double?) -> UpdatePlan.Entry {
        guard scale != nil else { return self }
        var copy = self
        copy.before = before?.displayed(atScale: scale)
        copy.final = final?.displayed(atScale: scale)
        copy.initial = initial?.displayed(atScale: scale)
        copy.after = after?.displayed(atScale: scale)
        return copy
    }
}
