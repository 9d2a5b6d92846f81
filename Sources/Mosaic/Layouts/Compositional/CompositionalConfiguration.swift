/// Everything that describes a compositional layout: its sections and the
/// options of the whole, as `UICollectionViewCompositionalLayout` with its
/// `UICollectionViewCompositionalLayoutConfiguration`.
public struct CompositionalConfiguration: Sendable {
    /// Where each section's description comes from.
    public enum Sections: Sendable {
        /// The same section for every section of the data.
        case uniform(CompositionalSection)
        /// Section `i` of the data is `list[i]`; sections past the end
        /// repeat the last one. Never empty.
        case list([CompositionalSection])
        /// A function of the section number and the environment, as a
        /// section provider's `switch sectionNumber`. Called once per section per prepare.
        case provider(SectionProvider)
    }

    /// Whether the layout scrolls down (`vertical`) or right (`horizontal`).
    public var scrollDirection: ScrollDirection
    /// Space between neighbouring sections.
    public var interSectionSpacing: Double
    /// Headers and footers of the whole layout (index path (0, 0)).
    public var boundarySupplementaryItems: [BoundarySupplementaryItem]
    /// The sections.
    public var sections: Sections
    /// What size each cell wants once displayed (self-sizing cells), if
    /// anything says: ``CollectionLayout/preferredSize(fitting:context:)`` answers with it.
    public var preferredSize: PreferredSizeProvider?
    /// What sections' content insets (and the layout's boundary views) are
    /// measured from across the scroll axis, unless a section says
    /// otherwise (`contentInsetsReference`); `automatic` is the safe area
    /// (``ContentInsetsReference/configurationDefault``).
    public var contentInsetsReference: ContentInsetsReference

    /// Creates a configuration.
    public init(
        sections: Sections, scrollDirection: ScrollDirection = .vertical, interSectionSpacing: Double = 0,
        boundarySupplementaryItems: [BoundarySupplementaryItem] = [], preferredSize: PreferredSizeProvider? = nil,
        contentInsetsReference: ContentInsetsReference = .automatic
    ) {
        self.sections = sections
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.boundarySupplementaryItems = boundarySupplementaryItems
        self.preferredSize = preferredSize
        self.contentInsetsReference = contentInsetsReference
    }
}

/// The axis a layout's content scrolls along.
public enum ScrollDirection: String, Hashable, Sendable, CaseIterable {
    case vertical, horizontal
}

/// A function that describes section `index`, as the closure given to
/// `UICollectionViewCompositionalLayout(sectionProvider:)`.
///
/// The function is `@Sendable`: a layout is a value that may be copied to
/// other tasks and prepared there, so the function must not share mutable
/// state without protecting it (a `Mutex`, an actor it does not wait on).
/// A host whose functions live in a state confined to one thread (Lua)
/// captures a handle to the function, not the state; see `MosaicLua`.
public struct SectionProvider: Sendable {
    /// What the function is told.
    public struct Context: Hashable, Sendable {
        /// The section being described.
        public var section: Int
        /// The number of items in it.
        public var itemCount: Int
        /// The layout's content size across its scroll axis, and the
        /// viewport's along it (`NSCollectionLayoutEnvironment.container`'s
        /// `contentSize`).
        public var containerSize: Size
        /// The container's content insets (`container.contentInsets`): the
        /// inset of the configuration's `contentInsetsReference` from the
        /// content's edges, across the scroll axis only — the safe area's by
        /// default, as IBPCollectionViewCompositionalLayout builds its
        /// container (`IBPUICollectionViewCompositionalLayout.m`, `prepareLayout`).
        public var contentInsets: Insets
        /// The collection view the layout is in: its safe area, layout
        /// margins and display scale (what UIKit's section provider reaches
        /// through the environment's trait collection and the collection view).
        public var environment: LayoutEnvironment
        /// Every section's item count (a diffable data source's
        /// `snapshot.numberOfItems(inSection:)`); empty when not known.
        public var itemCounts: [Int] = []
        /// Every section's identifier in the data, `nil` where it gives
        /// none (`snapshot.sectionIdentifiers`); empty when not known.
        public var sectionIdentifiers: [String?] = []

        /// The container's size less its content insets (`container.effectiveContentSize`).
        public var effectiveContentSize: Size {
            containerSize.inside(contentInsets)
        }

        /// Creates a context.
        public init(
            section: Int, itemCount: Int, containerSize: Size, contentInsets: Insets = .zero,
            environment: LayoutEnvironment = LayoutEnvironment()
        ) {
            self.section = section
            self.itemCount = itemCount
            self.containerSize = containerSize
            self.contentInsets = contentInsets
            self.environment = environment
        }
    }

    /// A name for messages (a Lua function's `file:line`).
    public var name: String
    /// The function; it may throw (a Lua error), which fails the prepare.
    public var body: @Sendable (Context) throws -> CompositionalSection

    /// Creates a provider.
    public init(name: String, body: @escaping @Sendable (Context) throws -> CompositionalSection) {
        self.name = name
        self.body = body
    }
}

/// A function that says what size a cell laid out with some attributes
/// wants, as a self-sizing cell's `preferredLayoutAttributesFitting(_:)`;
/// `nil` to keep the size it has.
///
/// The function is `@Sendable`, as ``SectionProvider``'s is.
public struct PreferredSizeProvider: Sendable {
    /// A name for messages (a Lua function's `file:line`).
    public var name: String
    /// The function; it may throw (a Lua error).
    public var body: @Sendable (LayoutAttributes) throws -> Size?

    /// Creates a provider.
    public init(name: String, body: @escaping @Sendable (LayoutAttributes) throws -> Size?) {
        self.name = name
        self.body = body
    }
}
