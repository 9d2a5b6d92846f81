/// The area inside content insets, as every part of the compositional
/// layout takes it (a section's content area, a group's or an item's
/// content, a boundary view's or a decoration's box): never less than 0
/// wide or tall, even where insets that were cut to fit
/// (``Insets/keepingRoom(in:)``) leave a rounding error of the order of
/// 1e-14 behind. So no frame the layout gives has a negative size.
extension Size {
    /// This size less `insets`, at least 0 on each side.
    @inline(__always)
    func inside(_ insets: Insets) -> Size {
        Size(width: Swift.max(0, width - insets.horizontal), height: Swift.max(0, height - insets.vertical))
    }
}

extension Rect {
    /// This rectangle less `insets`: moved in by the leading insets, its
    /// size at least 0 on each side.
    @inline(__always)
    func inside(_ insets: Insets) -> Rect {
        Rect(origin: Point(x: minX + insets.left, y: minY + insets.top), size: size.inside(insets))
    }
}
