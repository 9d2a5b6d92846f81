/// What an element is, as `UICollectionView.ElementCategory`.
public enum ElementCategory: String, Hashable, Sendable, CaseIterable {
    /// A cell, one per data-source item.
    case cell
    /// A supplementary view such as a header or a footer, named by its kind.
    case supplementary
    /// A decoration view such as a section background, named by its kind.
    case decoration

    /// Cells first, then supplementary views, then decorations: the order of
    /// elements that share an index path.
    @usableFromInline
    var rank: Int {
        switch self {
        case .cell: 0
        case .supplementary: 1
        case .decoration: 2
        }
    }
}
