/// A container that places items (or other groups) along a path, as
/// `NSCollectionLayoutGroup`. A group is not drawn; each item it places is a cell.
public struct CompositionalGroup: Sendable {
    /// How the group places its subitems.
    public enum Arrangement: Sendable {
        /// Left to right. With ``Subitems/repeating(_:)`` the subitems repeat
        /// while they fit the group's width.
        case horizontal(Subitems)
        /// Top to bottom. With ``Subitems/repeating(_:)`` the subitems repeat
        /// while they fit the group's height.
        case vertical(Subitems)
        /// Frames from a function, as `NSCollectionLayoutGroup.custom(layoutSize:itemProvider:)`.
        case custom(CustomGroupProvider)
    }

    /// What a horizontal or vertical group holds.
    public enum Subitems: Sendable {
        /// These subitems in turn, repeated while space remains (at least once).
        case repeating([CompositionalElement])
        /// Exactly `count` copies of one subitem, sharing the group's length
        /// equally (the subitem's own length along the group's axis is ignored).
        case count(CompositionalElement, Int)
    }

    /// How wide and tall the group is, within its section or parent group.
    public var layoutSize: LayoutSize
    /// How the group places its subitems.
    public var arrangement: Arrangement
    /// Space between neighbouring subitems along the group's axis.
    public var interItemSpacing: LayoutSpacing?
    /// Space between the group's edges and its subitems. Ignored on an axis
    /// whose dimension is estimated, as UIKit does.
    public var contentInsets: Insets
    /// Space around the group that pushes it and its neighbours apart.
    public var edgeSpacing: LayoutEdgeSpacing?
    /// Supplementary views anchored to the group.
    public var supplementaryItems: [SupplementaryItem]

    /// Creates a group.
    public init(
        layoutSize: LayoutSize, arrangement: Arrangement, interItemSpacing: LayoutSpacing? = nil,
        contentInsets: Insets = .zero, edgeSpacing: LayoutEdgeSpacing? = nil,
        supplementaryItems: [SupplementaryItem] = []
    ) {
        self.layoutSize = layoutSize
        self.arrangement = arrangement
        self.interItemSpacing = interItemSpacing
        self.contentInsets = contentInsets
        self.edgeSpacing = edgeSpacing
        self.supplementaryItems = supplementaryItems
    }

    /// A horizontal group repeating `subitems` while they fit.
    public static func horizontal(layoutSize: LayoutSize, subitems: [CompositionalElement]) -> CompositionalGroup {
        CompositionalGroup(layoutSize: layoutSize, arrangement: .horizontal(.repeating(subitems)))
    }

    /// A horizontal group of exactly `count` copies of `subitem`.
    public static func horizontal(layoutSize: LayoutSize, subitem: CompositionalElement, count: Int) -> CompositionalGroup {
        CompositionalGroup(layoutSize: layoutSize, arrangement: .horizontal(.count(subitem, count)))
    }

    /// A vertical group repeating `subitems` while they fit.
    public static func vertical(layoutSize: LayoutSize, subitems: [CompositionalElement]) -> CompositionalGroup {
        CompositionalGroup(layoutSize: layoutSize, arrangement: .vertical(.repeating(subitems)))
    }

    /// A vertical group of exactly `count` copies of `subitem`.
    public static func vertical(layoutSize: LayoutSize, subitem: CompositionalElement, count: Int) -> CompositionalGroup {
        CompositionalGroup(layoutSize: layoutSize, arrangement: .vertical(.count(subitem, count)))
    }

    /// A group whose item frames come from `provider`.
    public static func custom(layoutSize: LayoutSize, provider: CustomGroupProvider) -> CompositionalGroup {
        CompositionalGroup(layoutSize: layoutSize, arrangement: .custom(provider))
    }
}

/// A subitem of a group: an item or a nested group.
public indirect enum CompositionalElement: Sendable {
    /// An item: one cell each time it is placed.
    case item(CompositionalItem)
    /// A nested group.
    case group(CompositionalGroup)

    /// The element's size within its container.
    public var layoutSize: LayoutSize {
        switch self {
        case .item(let item): item.layoutSize
        case .group(let group): group.layoutSize
        }
    }
}

extension CompositionalGroup {
    /// The kinds of the supplementary views anchored to this group, to its
    /// subitems and to theirs.
    ///
    /// - Complexity: O(size of the group's description).
    var anchoredKinds: Set<String> {
        var kinds = Set(supplementaryItems.map(\.elementKind))
        let subitems: [CompositionalElement] = switch arrangement {
        case .horizontal(.repeating(let elements)), .vertical(.repeating(let elements)): elements
        case .horizontal(.count(let element, _)), .vertical(.count(let element, _)): [element]
        case .custom: []
        }
        for element in subitems {
            switch element {
            case .item(let item): kinds.formUnion(item.supplementaryItems.map(\.elementKind))
            case .group(let group): kinds.formUnion(group.anchoredKinds)
            }
        }
        return kinds
    }
}
