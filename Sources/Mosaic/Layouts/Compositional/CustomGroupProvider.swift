/// The function behind a custom group: given where the group is and how
/// large it is, it returns the frames of the cells it holds, as the item
/// provider of `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
///
/// The function is called once per group placed, during prepare; it may
/// throw (a Lua error, say), which fails the prepare. It is `@Sendable`,
/// as ``SectionProvider``'s is: the layout that holds it may be prepared
/// from any task.
public struct CustomGroupProvider: Sendable {
    /// What the function is told about the group it fills.
    public struct Context: Hashable, Sendable {
        /// The section the group is in.
        public var section: Int
        /// The group's position in its section, from 0.
        public var groupIndex: Int
        /// The first item of the section the group holds.
        public var firstItem: Int
        /// How many items of the section are left from `firstItem` on.
        public var remainingItems: Int
        /// The group's size less its content insets: the space frames are in.
        public var containerSize: Size

        /// Creates a context.
        public init(section: Int, groupIndex: Int, firstItem: Int, remainingItems: Int, containerSize: Size) {
            self.section = section
            self.groupIndex = groupIndex
            self.firstItem = firstItem
            self.remainingItems = remainingItems
            self.containerSize = containerSize
        }
    }

    /// One cell of a custom group, as `NSCollectionLayoutGroupCustomItem`.
    public struct Item: Hashable, Sendable {
        /// The cell's frame, relative to the group's content origin.
        public var frame: Rect
        /// The cell's stacking order.
        public var zIndex: Int

        /// Creates a custom item.
        public init(frame: Rect, zIndex: Int = 0) {
            self.frame = frame
            self.zIndex = zIndex
        }
    }

    /// A name for messages and descriptions (a Lua function's `file:line`).
    public var name: String
    /// The function. It returns at most `remainingItems` items; one group
    /// holds as many cells as it returns (at least one).
    public var itemProvider: @Sendable (Context) throws -> [Item]

    /// Creates a provider.
    public init(name: String, itemProvider: @escaping @Sendable (Context) throws -> [Item]) {
        self.name = name
        self.itemProvider = itemProvider
    }
}
