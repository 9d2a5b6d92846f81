/// The position of an element: a section and an item within it, both 0-based.
///
/// Ordered by section, then item, the order of `UICollectionView`'s index paths.
public struct ItemPath: Hashable, Sendable, Comparable {
    /// The section, from 0.
    public var section: Int
    /// The item within the section, from 0.
    public var item: Int

    /// Creates an index path.
    @inlinable
    public init(item: Int, section: Int) {
        self.section = section
        self.item = item
    }

    /// Creates an index path, section first.
    @inlinable
    public init(_ section: Int, _ item: Int) {
        self.init(item: item, section: section)
    }

    @inlinable
    public static func < (a: ItemPath, b: ItemPath) -> Bool {
        (a.section, a.item) < (b.section, b.item)
    }
}

extension ItemPath: CustomStringConvertible {
    /// `section.item`, as the previews label elements.
    public var description: String { "\(section).\(item)" }
}
