/// A view drawn behind a whole section, such as its background, as
/// `NSCollectionLayoutDecorationItem.background(elementKind:)`.
///
/// It covers the section's content area (less `contentInsets`), boundary
/// supplementary views excluded, and sits below the cells (z-index −1 by
/// default). Its index path is (section, 0).
public struct DecorationItem: Hashable, Sendable {
    /// The view's kind, such as `background`.
    public var elementKind: String
    /// Space taken off the section's area.
    public var contentInsets: Insets
    /// The view's stacking order.
    public var zIndex: Int

    /// Creates a section background.
    public init(elementKind: String, contentInsets: Insets = .zero, zIndex: Int = -1) {
        self.elementKind = elementKind
        self.contentInsets = contentInsets
        self.zIndex = zIndex
    }
}
